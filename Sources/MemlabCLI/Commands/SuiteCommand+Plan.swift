import Foundation
import MemlabCore

/// A suite planned before any worker starts: its probes, each with its plan (the suite's options,
/// then its header, through RunPlanBuilder), so that a bad header line fails the suite at once.
extension SuiteCommand {

    struct PlannedProbe {
        var path: String
        var name: String
        /// The header's words as written (the manifest's `headerArguments`).
        var header: [String]
        var plan: RunPlan
        /// What the probe's header set, for the summary (`--pushes 20 (probes/a.js:2)`).
        var headerText: String? = nil
    }

    struct Plan {
        var directory: String
        var probes: [PlannedProbe]
        /// The suite's own options for every probe, as given (the manifest's `arguments`).
        var suiteArguments: [String]
        /// The suite's `--commit`: the application's commit every record names (a header may name its own).
        var commit: String?
        var repeatCount: Int
        var jobs: Int
        var shard: SuiteManifest.Shard?
        var out: String
        var baseline: String?
        var junit: String?
        var settings: DiffSettings
        var format: DiffCommand.Format
    }

    static func plan(_ parsed: ParsedArguments) throws(MemlabError) -> Plan {
        guard parsed.positionals.count == 1, let directory = parsed.positionals.first else {
            throw MemlabError.usage("`memlab suite` takes one directory of probes, got \(parsed.positionals.count); e.g. `memlab suite probes/ --limit 24M`")
        }
        let shard = parsed[SuiteCommand.shard]
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MemlabError(.noInput, "the probe directory \(directory) does not exist or is not a directory; give the directory holding your *.js probes")
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw MemlabError(.noInput, "cannot list \(directory): \(String(cString: strerror(errno)))")
        }
        let trimmed = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        var paths = names.filter { $0.hasSuffix(".js") && !$0.hasPrefix(".") }.map { trimmed + "/" + $0 }.sorted()
        guard !paths.isEmpty else {
            throw MemlabError(.noInput, "\(directory) holds no probes (*.js files); write one, e.g. copy probes/grow.js there")
        }
        if let shard { paths = shard.select(paths) }

        // The suite's own options are the lower layer: each probe's header overrides them.
        let suiteLayer = OptionLayers.Layer(source: .suite, parsed: parsed)
        var probes: [PlannedProbe] = []
        for path in paths {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw MemlabError(.noInput, "cannot read the probe \(path); check its permissions")
            }
            let header = try HeaderOptions.read(path, for: RunOptionGroup.all, command: "suite")
            let place = header?.location.map { "\($0): the `// memlab:` options: " } ?? "\(path): "
            let plan: RunPlan
            do throws(MemlabError) {
                let layers = OptionLayers(layers: [suiteLayer] + (header?.layer.map { [$0] } ?? []))
                plan = try RunPlanBuilder.plan(probe: path, layers: layers, resultsDirectory: "results")
            } catch {
                throw MemlabError(error.exitCode, place + error.sentence)
            }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            probes.append(
                PlannedProbe(
                    path: path, name: name, header: header?.words ?? [], plan: plan,
                    headerText: header?.summaryText(overridden: { _ in false }, command: "suite")))
        }

        let out = parsed[SuiteCommand.out] ?? "results/suite-" + SuiteCommand.stamp()
        return Plan(
            directory: directory, probes: probes, suiteArguments: parsed.words(of: RunOptionGroup.all), commit: parsed[RunOptionGroup.commit],
            repeatCount: parsed[SuiteCommand.repeatCount], jobs: parsed[SuiteCommand.jobs], shard: shard, out: out,
            baseline: parsed[baseline], junit: parsed[junit], settings: DiffCommand.settings(parsed), format: parsed[DiffCommand.format])
    }
}
