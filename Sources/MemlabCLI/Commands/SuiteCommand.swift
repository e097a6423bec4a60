import Foundation
import Synchronization
import MemlabCore

/// `memlab suite probes/ --limit 24M [--repeat 3] [-j N] [--baseline DIR] ...`: the nightly job.
/// Runs every probe of a directory (each with the options of its `// memlab:` header line),
/// writes a suite directory (suite.json plus one record per run, the manifest rewritten after
/// every run so a later failure loses nothing), diffs it against a baseline, writes JUnit XML.
struct SuiteCommand: Command {
    static let configuration = CommandConfiguration(
        name: "suite", arguments: "PROBES_DIR", abstract: "every probe of a directory, diffed against a baseline",
        discussion: """
            Runs every probe (*.js) of PROBES_DIR and writes one suite directory: suite.json plus one
            record per run. A probe may declare its own options on a line of its opening comment,
            parsed like `memlab run`'s: `// memlab: --payload {"bytes":1024} --expire 5`. The suite's
            --limit, --enforce, --jit, --expire, --pushes and the budgets (--max-peak, --min-headroom,
            --max-slope, --max-retained, --expect) are `memlab run`'s, for every probe (its own line
            overrides them); a broken budget fails the suite (exit 1) with or without --baseline.
            --threshold, --min-bytes, --min-slope, --alpha and --format are `memlab diff`'s.
            """,
        options: [
            RunCommand.limit.spec, RunCommand.enforce.spec, RunCommand.jit.spec, RunCommand.expire.spec, RunCommand.pushes.spec,
            repeatCount.spec, jobs.spec, baseline.spec, out.spec, junit.spec, shard.spec
        ]
            + RunCommand.budgetOptions + [RunCommand.commit.spec]
            + DiffCommand.settingOptions + [DiffCommand.format.spec],
        exitStatus: [
            .init(.ok, "every probe ran (a kill at the ceiling is a finding), nothing regressed"),
            .init(.regression, "a probe broke its budget (--max-peak..., --expect; or its header's), or regressed against --baseline"),
            .init(.usage, "usage: a bad option or value, also on a probe's `// memlab:` line"),
            .init(.dataError, "a probe does not load, or a damaged baseline"),
            .init(.noInput, "no probes, or a missing baseline"),
            .init(.unavailable, "the worker binary or the requested backend is not available"),
            .init(.software, "the worker failed on a probe: a memlab bug"),
            .init(.cannotCreate, "the suite directory or the JUnit file cannot be written"),
            .init([.interrupted, .terminated], "interrupted (SIGINT / SIGTERM); what ran is in the suite directory")
        ])

    static let repeatCount = Option<Int>(
        "--repeat", value: "N", help: "runs per probe; repeated runs make the diff use a Mann-Whitney test",
        default: 1, defaultText: "1"
    ) { text, spelled throws(MemlabError) in
        try Validate.wholeNumber(text, spelled, in: 1...1000)
    }
    static let jobs = Option<Int>(
        "-j", "--jobs", value: "N", help: "run N probes at once, each in its own worker (and cgroup)",
        default: 1, defaultText: "1"
    ) { text, spelled throws(MemlabError) in
        try Validate.wholeNumber(text, spelled, in: 1...256)
    }
    static let baseline = Option<String?>("--baseline", value: "DIR", help: "a suite directory to diff against; exit 1 on a regression")
    static let out = Option<String?>(
        "--out", value: "DIR", help: "the suite directory; never overwritten", defaultText: "results/suite-<UTC time>")
    static let junit = Option<String?>("--junit", value: "FILE", help: "JUnit XML: one testcase per probe, a regression is a failure")
    static let shard = Option<SuiteManifest.Shard?>(
        "--shard", value: "I/N", help: "run only probes I, I+N, I+2N... (sorted by path); join the shards with `memlab merge`",
        default: nil
    ) { text, spelled throws(MemlabError) in
        guard let shard = SuiteManifest.Shard(parsing: text) else {
            throw MemlabError.usage("\(spelled) must be I/N with 1 ≤ I ≤ N, e.g. 2/4 (got '\(text)')")
        }
        return shard
    }

    let plan: Plan

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        plan = try SuiteCommand.plan(parsed)
    }

    struct PlannedProbe {
        var path: String
        var name: String
        var header: [String]
        var options: RunOptions
        var budget: Budget
        var budgetOrigins: [String: BudgetCheck.Origin]
        /// What the probe's header set, for the summary (`--pushes 20 (probes/a.js:2)`).
        var headerText: String? = nil
    }

    struct Plan {
        var directory: String
        var probes: [PlannedProbe]
        var commit: String?
        var suiteArguments: [String]
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
        let repeatCount = parsed[SuiteCommand.repeatCount]
        let jobs = parsed[SuiteCommand.jobs]
        let pushes = parsed.isGiven(RunCommand.pushes) ? parsed[RunCommand.pushes] : nil
        let shard = parsed[SuiteCommand.shard]
        let settings = DiffCommand.settings(parsed)
        let format = parsed[DiffCommand.format]

        // The suite's own options come first, so that a probe's header line overrides them.
        var suiteArguments = ["--limit", parsed.text(RunCommand.limit) ?? RunCommand.limit.spec.defaultText ?? "24M"]
        if let enforce = parsed.text(RunCommand.enforce) { suiteArguments += ["--enforce", enforce] }
        if parsed[RunCommand.jit] { suiteArguments.append("--jit") }
        if let expire = parsed.text(RunCommand.expire) { suiteArguments += ["--expire", expire] }
        if let pushes { suiteArguments += ["--pushes", String(pushes)] }
        for spec in RunCommand.budgetOptions where parsed.isGiven(name: spec.name) {
            if let text = parsed.text(name: spec.name) { suiteArguments += [spec.name, text] }
        }

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

        var probes: [PlannedProbe] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw MemlabError(.noInput, "cannot read the probe \(path); check its permissions")
            }
            let header: ProbeHeader
            do { header = try ProbeHeader(source: String(decoding: data, as: UTF8.self)) } catch {
                throw MemlabError.usage("\(path):\(error.sentence.dropFirst("line ".count))")
            }
            let checked = try HeaderOptions.check(header, path: path, for: RunCommand.ownOptions, command: "suite")
            let where_ = header.line.map { "\(path):\($0): the `// memlab:` options: " } ?? "\(path): "
            let command: RunCommand
            do throws(MemlabError) {
                guard
                    case .parsed(let parsedRun) = try ParsedArguments.parse(
                        suiteArguments + checked.words + ["--", path], options: RunCommand.ownOptions, command: "run")
                else {
                    throw MemlabError.usage("--help is not an option a probe can declare")
                }
                command = try RunCommand(parsedRun, header: checked, headerWins: true)
            } catch {
                throw MemlabError(error.exitCode, where_ + error.sentence)
            }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            probes.append(
                PlannedProbe(
                    path: path, name: name, header: header.arguments, options: command.options,
                    budget: command.budget, budgetOrigins: command.budgetOrigins,
                    headerText: checked.summaryText(overridden: { _ in false }, command: "suite")))
        }

        let out = parsed[SuiteCommand.out] ?? "results/suite-" + SuiteCommand.stamp()
        return Plan(
            directory: directory, probes: probes, commit: parsed[RunCommand.commit], suiteArguments: suiteArguments, repeatCount: repeatCount, jobs: jobs,
            shard: shard, out: out, baseline: parsed[baseline], junit: parsed[junit],
            settings: settings, format: format)
    }

    static func stamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: Date())
    }

    /// Creates the suite directory (and its parents); refuses one that already holds a suite.
    static func prepare(_ out: String) throws(MemlabError) {
        if FileManager.default.fileExists(atPath: out + "/" + SuiteManifest.fileName) {
            throw MemlabError(.cannotCreate, "\(out) already holds a suite; pass another --out DIR (suites are never overwritten)")
        }
        do { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) } catch {
            throw MemlabError(.cannotCreate, "cannot create the suite directory \(out): \(String(cString: strerror(errno))); pass --out DIR to write elsewhere")
        }
        guard access(out, W_OK) == 0 else {
            throw MemlabError(
                .cannotCreate, "cannot write into the suite directory \(out): \(String(cString: strerror(errno))); pass --out DIR to write elsewhere")
        }
    }

    /// Shared by the worker threads: the manifest, the records so far, the first fatal error.
    final class Progress: Sendable {
        struct State {
            var manifest: SuiteManifest
            var records: [Int: [RunRecord]] = [:]
            var seconds: [Int: Double] = [:]
            var next = 0
            var done = 0
            var fatal: MemlabError?
            var writeError: MemlabError?
        }
        let state: Mutex<State>
        init(_ manifest: SuiteManifest) { state = Mutex(State(manifest: manifest)) }
    }

    func run() throws(MemlabError) -> ExitCode { try SuiteCommand.execute(plan) }

    static func execute(_ plan: Plan) throws(MemlabError) -> ExitCode {
        // A baseline that cannot be read fails now, not after an hour of runs.
        let baseline = try plan.baseline.map { path throws(MemlabError) in try RecordSet.load(path) }
        try prepare(plan.out)

        let terminal = Terminal()
        let gitCommit = GitRevision.current()
        let applicationCommit = RunCommand.applicationCommit(plan.commit, directory: plan.directory)
        var manifest = SuiteManifest(
            createdAt: SuiteManifest.timestamp(), probesDirectory: plan.directory, arguments: plan.suiteArguments,
            repeatCount: plan.repeatCount, shards: plan.shard.map { [$0] } ?? [],
            probes: plan.probes.map { .init(name: $0.name, path: $0.path, headerArguments: $0.header) })
        manifest.gitCommit = gitCommit
        manifest.applicationCommit = applicationCommit
        try manifest.write(to: plan.out)

        let units = plan.probes.indices.flatMap { probe in (1...plan.repeatCount).map { (probe: probe, run: $0) } }
        let progress = Progress(manifest)
        let started = Date()
        let out = plan.out
        let total = units.count
        let showProgress = terminal.showsProgress
        let worker: @Sendable () -> Void = {
            while true {
                let claimed: Int? = progress.state.withLock { state in
                    guard state.fatal == nil, state.writeError == nil, state.next < units.count, !Interruption.requested else { return nil }
                    defer { state.next += 1 }
                    return state.next
                }
                guard let index = claimed else { return }
                let unit = units[index]
                let probe = plan.probes[unit.probe]
                // Concurrent workers of one process each get a cgroup of their own:
                // Runner names it with a process-wide serial (options.cgroupSerial nil).
                let options = probe.options
                let began = Date()
                let result: Result<RunRecord, MemlabError>
                let sections = RecordSections(gitCommit: gitCommit, arguments: plan.suiteArguments + probe.header)
                do throws(MemlabError) { result = .success(try Runner(options: options).run(sections: sections)) } catch { result = .failure(error) }
                let seconds = Date().timeIntervalSince(began)
                switch result {
                case .success(var record):
                    record.end.message = RunEnd.tidy(record.end.message)
                    record.applicationCommit = applicationCommit
                    if record.end.kind != .interrupted && record.end.kind != .workerError {
                        record.budget = probe.budget.check(record, origins: probe.budgetOrigins)
                    }
                    let file = plan.repeatCount > 1 ? "\(probe.name)-\(unit.run).json" : "\(probe.name).json"
                    var written: MemlabError?
                    do throws(MemlabError) { try ResultStore.writeSnapshots(of: &record, stem: out + "/" + String(file.dropLast(".json".count))) } catch {
                        written = error
                    }
                    if written == nil, let data = try? ResultStore.encoder().encode(record) + Data("\n".utf8) {
                        do throws(MemlabError) { try ResultStore.writeAtomically(data, to: out + "/" + file) } catch { written = error }
                    } else if written == nil {
                        written = MemlabError(.software, "cannot encode the result of \(probe.name)")
                    }
                    progress.state.withLock { state in
                        state.done += 1
                        if let written { state.writeError = state.writeError ?? written; return }
                        state.records[unit.probe, default: []].append(record)
                        state.seconds[unit.probe, default: 0] += seconds
                        state.manifest.probes[unit.probe].records.append(file)
                        state.manifest.probes[unit.probe].records.sort()
                        do throws(MemlabError) { try state.manifest.write(to: out) } catch { state.writeError = state.writeError ?? error }
                        if showProgress {
                            let elapsed = Date().timeIntervalSince(started)
                            let left =
                                state.done < total ? " · about \(RunProgress.duration(elapsed / Double(state.done) * Double(total - state.done))) left" : ""
                            terminal.progress(
                                "[\(state.done)/\(total) runs] \(probe.name)\(plan.repeatCount > 1 ? " run \(unit.run)" : ""): \(record.end.kind.rawValue), peak \(ByteSize.format(record.peakFootprintBytes ?? 0))\(left)"
                            )
                        }
                    }
                case .failure(let error):
                    progress.state.withLock { state in
                        state.done += 1
                        state.seconds[unit.probe, default: 0] += seconds
                        state.manifest.probes[unit.probe].error = error.sentence
                        // A missing worker or backend fails every probe alike: stop early.
                        if error.exitCode == .unavailable || error.exitCode == .software || error.exitCode == .interrupted || error.exitCode == .terminated {
                            state.fatal = error
                        }
                        do throws(MemlabError) { try state.manifest.write(to: out) } catch { state.writeError = state.writeError ?? error }
                    }
                }
            }
        }
        let threads = min(plan.jobs, max(units.count, 1))
        if threads <= 1 { worker() } else { DispatchQueue.concurrentPerform(iterations: threads) { _ in worker() } }
        terminal.clearProgress()

        let final = progress.state.withLock { $0 }
        if let error = final.writeError { throw error }
        var finished = final.manifest
        finished.finishedAt = SuiteManifest.timestamp()
        try finished.write(to: out)
        if let fatal = final.fatal { throw MemlabError(fatal.exitCode, fatal.sentence + " (the suite stopped; what ran is in \(out))") }
        if Interruption.requested {
            throw MemlabError(
                Interruption.exitCode,
                Interruption.sentence + "; the suite stopped, and the records of the runs so far (the one in progress marked interrupted) are in \(out)")
        }

        let suite = try RecordSet.load(out)
        var comparison: SuiteComparison?
        if let baseline { comparison = SuiteComparison(base: baseline, new: suite, settings: plan.settings) }
        if let comparison {
            DiffCommand.render(comparison, format: plan.format, terminal: terminal)
        } else if plan.format == .json {
            Terminal.outJSON(finished)
        } else {
            Terminal.out(summary(finished, records: final.records, plan: plan, terminal: terminal))
        }
        if plan.format == .text { Terminal.out("suite written to \(out) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s") }

        if let junit = plan.junit {
            let writer = JUnitWriter(
                suiteName: (plan.directory as NSString).lastPathComponent, timestamp: finished.createdAt,
                cases: junitCases(finished, records: final.records, seconds: final.seconds, comparison: comparison))
            try OutputFile.write(Data(writer.xml().utf8), to: junit)
        }

        let broken = SuiteCommand.brokenBudgets(finished, records: final.records)
        if plan.format == .text && !broken.isEmpty {
            Terminal.out(
                terminal.red("\(broken.count) budget\(broken.count == 1 ? "" : "s") broken:") + "\n" + broken.map { "  " + $0.sentence }.joined(separator: "\n")
            )
        }
        if comparison?.regressed == true || !broken.isEmpty { return .regression }
        let ends = final.records.values.flatMap { $0.map(\.end.kind) }
        if finished.probes.contains(where: { $0.error != nil }) || ends.contains(.probeError) {
            throw MemlabError(.dataError, "some probes could not be loaded or run; see the summary above and the records in \(out)")
        }
        if ends.contains(.workerError) {
            throw MemlabError(.software, "the worker failed on some probes; this is a memlab bug, please report it with the records in \(out)")
        }
        return .ok
    }

    /// Every broken budget check of the suite's runs (each repeat's), probe by probe.
    static func brokenBudgets(_ manifest: SuiteManifest, records: [Int: [RunRecord]]) -> [BudgetCheck] {
        manifest.probes.indices.flatMap { index in
            (records[index] ?? []).flatMap { $0.budget?.broken ?? [] }
        }
    }

    /// `kept`, or `broken: peak (push 3)`: the sentences follow the table.
    static func budgetCell(_ runs: [RunRecord]) -> String {
        let checks = runs.compactMap(\.budget)
        guard !checks.isEmpty else { return "-" }
        let broken = checks.flatMap(\.broken)
        guard let first = broken.first else { return "kept" }
        let push = first.push.map { " (push \($0))" } ?? ""
        let runsText = runs.count > 1 ? ", \(checks.filter { !$0.passed }.count)/\(runs.count) runs" : ""
        let more = Set(broken.map(\.figure)).count > 1 ? " +\(Set(broken.map(\.figure)).count - 1)" : ""
        return "broken: \(first.figure == .outcome ? "outcome" : first.title)\(push)\(more)\(runsText)"
    }

    static func summary(_ manifest: SuiteManifest, records: [Int: [RunRecord]], plan: Plan, terminal: Terminal) -> String {
        var table: [[String]] = [["probe", "runs", "end", "push outcome", "baseline", "peak", "growth limit", "verdict", "budget"]]
        for (index, probe) in manifest.probes.enumerated() {
            let runs = records[index] ?? []
            guard let last = runs.last else {
                table.append([probe.name, "0", "could not run: " + (probe.error ?? "unknown"), "", "", "", "", "", ""])
                continue
            }
            let figures = runs.map(RunFigures.init)
            func median(_ figure: RunFigures.Figure) -> String {
                let values = figures.compactMap { $0.values[figure] }
                return values.isEmpty ? "-" : FigureComparison.valueText(MannWhitney.median(values), figure)
            }
            let modified = last.pushes.filter { $0.outcome == .modified }.count
            var outcome = "\(modified)/\(last.pushes.count) modified"
            // Why the others were not: the most common reason, so that "0/1 modified" is never left unexplained.
            if let common = last.pushes.prevailingReasonText { outcome += " (\(common))" }
            table.append([
                probe.name, String(runs.count), last.end.kind.rawValue, outcome,
                median(.baselineFootprint), median(.peakFootprint), median(.growthLimit), last.verdict?.kind.rawValue ?? "-",
                budgetCell(runs)
            ])
        }
        let widths = table[0].indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        let lines = table.enumerated().map { offset, row in
            let line = zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ").trimmingCharacters(
                in: .whitespaces)
            return offset == 0 ? terminal.dim(line) : line
        }
        // Which options came from each probe's header (a suite's probes differ only there).
        let headers = plan.probes.compactMap { probe in probe.headerText.map { "from the header of \(probe.name): \($0)" } }
        return (lines + headers).joined(separator: "\n")
    }

    static func junitCases(_ manifest: SuiteManifest, records: [Int: [RunRecord]], seconds: [Int: Double], comparison: SuiteComparison?) -> [JUnitWriter.Case] {
        var cases: [JUnitWriter.Case] = manifest.probes.enumerated().map { index, probe in
            let runs = records[index] ?? []
            var item = JUnitWriter.Case(probe: probe.name, seconds: seconds[index] ?? 0)
            var failures: [(type: String, sentence: String)] = []
            if let error = probe.error { failures.append(("probe-error", "\(probe.name) could not be run: \(error)")) }
            if let failed = runs.first(where: { $0.end.kind == .probeError }) {
                failures.append(("probe-error", "\(probe.name) does not load: \(failed.end.message); `memlab run \(probe.path)` shows where"))
            }
            // memlab's own failure is an error, not the probe's.
            if let failed = runs.first(where: { $0.end.kind == .workerError }) { item.error = failed.end.message }
            var seen = Set<String>()
            for check in runs.flatMap({ $0.budget?.broken ?? [] }) where check.figure != .outcome || runs.allSatisfy({ $0.end.kind != .probeError }) {
                // Repeated runs breaking the same budget say it once.
                guard seen.insert(check.option).inserted else { continue }
                failures.append((check.figure == .outcome ? "outcome" : "budget", check.sentence))
            }
            if let probeComparison = comparison?.probes.first(where: { $0.probe == probe.name }) {
                failures += probeComparison.figures.filter(\.regressed).map {
                    ("regression", "\(probe.name): \($0.figure.title) regressed: " + ($0.sentence ?? $0.status.rawValue) + " (BASE \(comparison!.base))")
                }
                failures += probeComparison.states.filter(\.regressed).map {
                    ("regression", "\(probe.name): \($0.title) regressed from \($0.base) to \($0.new) against BASE \(comparison!.base)")
                }
                if probeComparison.presence == .onlyNew { item.output = "new probe: no baseline to compare with" }
            }
            item.failures = failures.map(\.sentence)
            item.failureType = failures.first?.type ?? "regression"
            if let last = runs.last {
                let text = "\(last.end.kind.rawValue); peak footprint \(ByteSize.format(last.peakFootprintBytes ?? 0))"
                item.output = item.output.isEmpty ? text : item.output + "\n" + text
            }
            return item
        }
        // A probe BASE ran and NEW does not is a failure, not silence.
        for probe in comparison?.probes ?? [] where probe.presence == .onlyBase {
            var item = JUnitWriter.Case(probe: probe.probe, seconds: 0)
            item.failures = ["\(probe.probe) ran in BASE (\(comparison!.base)) but not in this suite; restore the probe, or start a new baseline without it"]
            item.failureType = "missing"
            cases.append(item)
        }
        return cases
    }
}
