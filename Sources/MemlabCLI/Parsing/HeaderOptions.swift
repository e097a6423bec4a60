import Foundation
import MemlabCore

/// A probe's `// memlab:` (or `/* memlab: */`) options, checked against `memlab run`'s own:
/// an unknown option, a stray word, or one that is not the probe's to set (where results go,
/// how they are printed) is an error naming the file and the line.
struct HeaderOptions {
    /// The options, in order: the name (`--pushes`) and the words as written (`--pushes 100`).
    var entries: [(name: String, words: [String])] = []
    /// The words to prepend to a command line.
    var words: [String] { entries.flatMap(\.words) }
    var names: [String] { entries.map(\.name) }
    /// Options of `memlab run` the command at hand does not take (a `--pushes` under `memlab limit`).
    var skipped: [String] = []
    /// `probes/a.js:2`, for the summary.
    var location: String?

    /// Where output goes and how it is printed are the caller's, not the probe's.
    static let callerOnly: Set<String> = ["--out", "--json", "--brief", "--verbose", "--no-fail-on-budget", "--help", "--junit", "--format"]

    /// The header's options as a layer of the option group (OptionLayers), parsed against what
    /// the command takes; nil when the header gives none.
    var layer: OptionLayers.Layer?

    /// Reads `path`'s header, checked against the options the command takes (`options`); nil when
    /// the file cannot be read (the command reports that itself) or has no header.
    static func read(_ path: String, for options: [OptionSpec], command: String) throws(MemlabError) -> HeaderOptions? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let header: ProbeHeader
        do { header = try ProbeHeader(source: String(decoding: data, as: UTF8.self)) } catch {
            throw MemlabError.usage("\(path):\(error.sentence.dropFirst("line ".count))")
        }
        var found = try check(header, path: path, for: options, command: command)
        guard !found.entries.isEmpty || !found.skipped.isEmpty else { return nil }
        guard case .parsed(let parsed) = try ParsedArguments.parse(found.words, options: options, command: command) else {
            throw MemlabError.usage("--help is not an option a probe can declare")
        }
        found.layer = OptionLayers.Layer(source: .header(location: found.location ?? path), parsed: parsed)
        return found
    }

    /// What a header may hold: the option group and `memlab limit`'s own options (a probe written
    /// for a growth-limit search names its field); each command takes those it declares, and says
    /// which it left out. The caller's own options are known too, to be refused by name.
    static var known: [OptionSpec] {
        RunOptionGroup.all + [
            LimitCommand.field.spec, LimitCommand.pushIndex.spec, RunCommand.out.spec, RunCommand.json.spec, RunCommand.brief.spec,
            RunCommand.verbose.spec, RunCommand.noFailOnBudget.spec
        ]
    }

    /// Options whose value is a path: in a header, relative to the probe's directory (where the
    /// probe's author put the file), not to wherever memlab is run from.
    static let pathOptions: Set<String> = ["--payload-file", "--fixtures", "--storage"]

    /// `value` as seen from the probe's directory, when it is relative.
    static func resolved(_ value: String, beside probe: String) -> String {
        guard !value.hasPrefix("/") else { return value }
        let directory = (probe as NSString).deletingLastPathComponent
        return directory.isEmpty ? value : directory + "/" + value
    }

    static func check(_ header: ProbeHeader, path: String, for options: [OptionSpec], command: String) throws(MemlabError) -> HeaderOptions {
        var result = HeaderOptions()
        result.location = header.line.map { "\(path):\($0)" }
        let known = HeaderOptions.known
        for line in header.lines {
            let place = "\(path):\(line.number): the `// memlab:` options: "
            // Each line must parse as the options a header may hold, on its own: values checked too.
            do throws(MemlabError) {
                guard case .parsed(let parsed) = try ParsedArguments.parse(line.arguments, options: known, command: "run") else {
                    throw MemlabError.usage("--help is not an option a probe can declare")
                }
                guard parsed.positionals.isEmpty else {
                    throw MemlabError.usage("'\(parsed.positionals[0])' is not an option; a header holds options only, e.g. `// memlab: --pushes 100`")
                }
            } catch {
                throw MemlabError(error.exitCode, place + error.sentence)
            }
            var index = 0
            while index < line.arguments.count {
                let word = line.arguments[index]
                index += 1
                let name = word.hasPrefix("--") && word.contains("=") ? String(word[..<word.firstIndex(of: "=")!]) : word
                guard let spec = known.first(where: { $0.names.contains(name) }) else { continue }
                var pair = [word]
                if spec.takesValue && !word.contains("=") && index < line.arguments.count {
                    pair.append(line.arguments[index])
                    index += 1
                }
                if pathOptions.contains(spec.name) {
                    if pair.count == 2 {
                        pair[1] = resolved(pair[1], beside: path)
                    } else if let equals = word.firstIndex(of: "=") {
                        pair[0] = String(word[...equals]) + resolved(String(word[word.index(after: equals)...]), beside: path)
                    }
                }
                if callerOnly.contains(spec.name) {
                    throw MemlabError.usage(place + "\(name) is the caller's to choose, not the probe's; pass it on the command line")
                }
                if !options.contains(where: { $0.name == spec.name }) {
                    result.skipped.append(spec.name)
                    continue
                }
                result.entries.append((spec.name, pair))
            }
        }
        return result
    }

    /// `--pushes 20 --expect killed (probes/a.js:2)` for a summary; nil when nothing came from it.
    func summaryText(overridden: (String) -> Bool, command: String) -> String? {
        guard let location, !entries.isEmpty || !skipped.isEmpty else { return nil }
        var parts: [String] = []
        let used = entries.filter { !overridden($0.name) }
        if !used.isEmpty { parts.append(used.flatMap(\.words).joined(separator: " ") + " (\(location))") }
        let replaced = entries.filter { overridden($0.name) }.map(\.name)
        if !replaced.isEmpty { parts.append("overridden on the command line: " + replaced.joined(separator: " ")) }
        if !skipped.isEmpty { parts.append("not used by `memlab \(command)`: " + skipped.joined(separator: " ")) }
        return parts.joined(separator: "; ")
    }
}
