import Foundation
import MemlabCore

/// `memlab limit PROBE [--limit 24M] [--field bytes] [--push-index K]`: the growth-limit search.
struct LimitCommand {
    static let options: [Arguments.Option] = RunCommand.options.filter { !["--pushes", "--warmup"].contains($0.name) } + [
        .init(name: "--field", takesValue: true),
        .init(name: "--push-index", takesValue: true),
    ]

    static func execute(_ arguments: [String]) throws(MemlabError) -> ExitCode {
        let parsed = try Arguments(arguments, options: options, command: "limit")
        if parsed.has("--help") || parsed.has("-h") {
            Terminal.out(HelpText.limit)
            return .ok
        }
        let (options, json, _) = try RunCommand.runOptions(from: parsed, command: "limit")
        var search = GrowthLimitSearch(options: options)
        if let field = parsed.value("--field") {
            guard !field.isEmpty else { throw MemlabError.usage("--field needs a name, e.g. --field bytes") }
            search.field = field
        }
        if let push = parsed.value("--push-index") {
            guard let k = Int(push), k >= 1, k <= 10_000 else {
                throw MemlabError.usage("--push-index must be a whole number from 1 to 10000 (got '\(push)')")
            }
            search.pushIndex = k
        }
        let terminal = Terminal()
        search.onTrial = { trial in
            terminal.progress("asked for \(ByteSize(bytes: trial.bytes)): \(trial.completed ? "completed" : trial.end)")
        }
        let started = Date()
        var record = try search.run()
        let searchSeconds = Date().timeIntervalSince(started)
        terminal.clearProgress()
        record.gitCommit = GitRevision.current()
        record.arguments = ["limit"] + arguments.filter { $0 != options.probePath }
        let path = try ResultStore(directory: options.resultsDirectory).write(record)
        if json {
            Terminal.outJSON(record)
            return .ok
        }
        let limit = record.growthLimit!
        let pad = { (label: String) in terminal.dim(label.padding(toLength: 11, withPad: " ", startingAt: 0)) }
        var lines = ["memlab \(record.memlabVersion) · JavaScriptCore \(record.runtime.jscVersion ?? "?") · JIT \(record.runtime.jit ? "on" : "off")"]
        lines.append(pad("probe") + record.probe.path)
        lines.append(pad("ceiling") + "\(ByteSize(bytes: record.ceiling.limitBytes)) via \(record.ceiling.backend)")
        let place = limit.pushIndex == 1 ? "in a fresh worker" : "as push \(limit.pushIndex) of a reused worker"
        if let failing = limit.smallestFailingBytes {
            lines.append(pad("limit") + terminal.bold("\(ByteSize(bytes: limit.largestCompletingBytes)) (\(limit.largestCompletingBytes) bytes)") +
                         " is the largest {\"\(limit.field)\": N} whose push completes \(place); \(failing) bytes do not (±\(ByteSize(bytes: limit.resolutionBytes)))")
        } else {
            lines.append(pad("limit") + "even N = the ceiling (\(ByteSize(bytes: limit.largestCompletingBytes))) completes: does the probe allocate what \"\(limit.field)\" asks?")
        }
        lines.append(pad("workers") + "\(limit.workersUsed) used, \(String(format: "%.1f", searchSeconds)) s in all")
        lines.append(pad("result") + path)
        Terminal.out(lines.joined(separator: "\n"))
        return .ok
    }
}
