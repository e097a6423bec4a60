import Foundation
import MemlabCore

/// `memlab run PROBE [--limit 24M] ...`: one push into a sandboxed worker under the ceiling.
struct RunCommand: Command {
    static let configuration = CommandConfiguration(
        name: "run", arguments: "PROBE.js", abstract: "pushes into a sandboxed JavaScriptCore worker",
        discussion: """
            Starts a sandboxed worker (fork/exec; RLIMIT_AS/CPU/NOFILE/FSIZE/CORE, no new privileges,
            scrubbed environment, no inherited descriptors), brings JavaScriptCore up in it, measures
            the baseline footprint, then evaluates the probe and delivers one push event to it (or
            --pushes N) under a hard memory ceiling. Each run is written to results/ as JSON.

            FOOTPRINT is iOS's phys_footprint on Linux: RssAnon + VmSwap of the worker, i.e. dirty
            private memory. Clean shared library pages do not count, as on iOS.

            BACKENDS (--enforce)
              cgroup    a memory cgroup per worker (v1 memory.limit_in_bytes or v2 memory.max); the
                        kernel kills at the limit. Exact.
              watchdog  memlab polls the footprint and sends SIGKILL past the limit; the overshoot it
                        allowed is reported.
              rlimit    the worker lowers RLIMIT_AS once JSC is up: a kernel cap on address-space
                        growth, which is not footprint: most runs of a ramp stop well below the limit,
                        some pass it (docs/ceiling.md, bench/RESULTS.md). Never chosen by auto.
            """,
        options: RunOptionGroup.all + [out.spec, json.spec, brief.spec, verbose.spec, noFailOnBudget.spec],
        exitStatus: CommandConfiguration.Status.table(
            """
            0   the run was carried out, whatever the probe's fate (a kill at the ceiling is a finding)
            1   a declared budget (--max-peak, --expect... on the command line or in the header) is broken; --no-fail-on-budget makes it 0
            64  usage: a bad option or value, a limit below the runtime's own need, a payload over 4096 bytes, a --payloads line or a --subscription file that is not what it must be
            65  the probe has a syntax error or throws while loading
            66  the probe, a payload or subscription file, or the fixtures, site or mirror directory is missing or unreadable
            73  the results directory or the --storage directory cannot be written (found before the run), or the record could not be (the summary is still printed)
            """) + CommandConfiguration.Status.workerEnds)

    // Where the record goes and how it is shown are the caller's, not the group's (nor a header's).
    static let out = Option<String>(
        "--out", value: "DIR", help: "where the result record goes",
        default: RunOptionGroup.defaults.resultsDirectory, defaultText: RunOptionGroup.defaults.resultsDirectory + "/"
    ) { text, _ in text }
    static let json = Flag("--json", help: "print the result record as JSON instead of the summary")
    static let brief = Flag("--brief", help: "print the run in one line (probe, ceiling, outcome, peak, verdict, problems, budget, record)")
    static let verbose = Flag(
        "--verbose", help: "show everything: the probe's console output, the memory budget's split, the footprint in 16 KiB pages")
    static let noFailOnBudget = Flag(
        "--no-fail-on-budget", help: "exit 0 even when a declared budget is broken (the summary and the record still say it is)")

    let plan: RunPlan
    let json: Bool
    let brief: Bool
    let verbose: Bool
    let failsOnBudget: Bool
    /// What the probe's header set, for the summary.
    let headerText: String?

    /// `memlab run PROBE ...`: the probe's header first, the command line over it.
    init(_ parsed: ParsedArguments) throws(MemlabError) {
        let (plan, header, _) = try RunPlanBuilder.plan(commandLine: parsed, takes: RunOptionGroup.all, resultsDirectory: parsed[RunCommand.out])
        self.plan = plan
        json = parsed[RunCommand.json]
        brief = parsed[RunCommand.brief]
        verbose = parsed[RunCommand.verbose]
        if brief && (json || verbose) {
            throw MemlabError.usage("--brief prints one line; it cannot be combined with \(json ? "--json" : "--verbose"); see `memlab run --help`")
        }
        failsOnBudget = !parsed[RunCommand.noFailOnBudget]
        headerText = header?.summaryText(overridden: { parsed.isGiven(name: $0) }, command: "run")
    }

    /// The one probe a command that runs a worker takes.
    static func probe(of parsed: ParsedArguments) throws(MemlabError) -> String {
        let command = parsed.command
        guard let probe = parsed.positionals.first else {
            throw MemlabError.usage("`memlab \(command)` needs a probe, e.g. `memlab \(command) probes/grow.js --limit 24M`")
        }
        guard parsed.positionals.count == 1 else {
            throw MemlabError.usage("`memlab \(command)` takes one probe, got \(parsed.positionals.count): \(parsed.positionals.joined(separator: " "))")
        }
        return probe
    }

    /// Runs whose memlab was killed before it wrote their record: rebuilt from their spools
    /// (`memlab recover`), each said in one line on stderr.
    static func recoverOrphans(in resultsDirectory: String) {
        let (recovered, problems) = SpoolRecovery.recoverAll(resultsDirectory: resultsDirectory)
        for one in recovered { Terminal.err("memlab: an earlier run was killed before writing its record; " + RecoverCommand.line(one)) }
        for problem in problems { Terminal.err("memlab: " + problem) }
    }

    func run() throws(MemlabError) -> ExitCode {
        let terminal = Terminal()
        let progress = RunProgress(terminal: terminal, totalPushes: plan.pushes)
        RunCommand.recoverOrphans(in: plan.resultsDirectory)
        var pipeline = RunPipeline(plan: plan, observer: progress)
        pipeline.spoolDirectory = plan.resultsDirectory
        let result = try pipeline.run(sections: RecordSections(provenance: .read(for: plan)), to: .directory(plan.resultsDirectory))
        terminal.clearProgress()
        let record = result.record
        if json {
            // The record as written, not encoded a second time (a long run's is tens of MiB).
            if result.path.map(Terminal.outFile) != true { Terminal.outJSON(record) }
        } else {
            let summary = Summary(record: record, resultPath: result.path, terminal: terminal, verbose: verbose, header: headerText)
            Terminal.out(brief ? summary.briefLine : summary.text)
        }
        // The run itself is not lost from view: the summary, or the record, went to stdout first.
        if let error = result.writeError { throw error }
        let path = result.path ?? plan.resultsDirectory
        if let error = result.checkError {
            throw MemlabError(error.exitCode, "the --check-allocator run could not be made: " + error.sentence + "; the first run's record is in " + path)
        }
        if result.interruptedWhileChecking {
            throw MemlabError(
                Interruption.exitCode, Interruption.sentence + " during the --check-allocator run; the first run's record is in " + path)
        }
        switch record.end.kind {
        case .interrupted:
            throw MemlabError(Interruption.exitCode, Interruption.sentence + "; the worker was killed, and what it measured is in " + path)
        case .probeError:
            throw MemlabError(.dataError, record.end.message)
        case .workerError:
            throw MemlabError(.software, record.end.message)
        default:
            // A declared budget (the command line's or the header's) makes the run a test, as in a
            // suite; the default expectation alone (every push modified) does not: a run is a measurement.
            if failsOnBudget, let broken = record.budget?.broken, broken.contains(where: { $0.origin != nil }) { return .regression }
            return .ok
        }
    }
}

/// Shows, on a terminal only, what the worker is doing: pushes done out of the total, the
/// footprint now, and for a long run an estimate of the time left. Nothing reaches a pipe.
final class RunProgress: RunObserver {
    let terminal: Terminal
    let totalPushes: Int
    var lastDraw = 0.0
    var started: Double?
    var done = 0
    var footprint: Int64?

    init(terminal: Terminal, totalPushes: Int = 1) {
        self.terminal = terminal
        self.totalPushes = totalPushes
    }

    func runDidStartWorker(backend: String, detail: String) {
        terminal.progress("starting the worker under the \(backend) ceiling…")
    }

    func runWillMeasureAgain(_ what: String) {
        done = 0
        started = nil
        footprint = nil
        terminal.progress(what)
    }

    /// `push 12/100 · footprint 3.1 MiB · about 8 s left`.
    static func line(done: Int, total: Int, footprint: Int64?, elapsed: Double?, current: String? = nil) -> String {
        var parts = ["push \(min(done + 1, total))/\(total)" + (current.map { " " + $0 } ?? "")]
        if done >= total { parts[0] = "push \(total)/\(total) done" }
        if let footprint { parts.append("footprint \(ByteSize(bytes: footprint))") }
        if let elapsed, done > 0, done < total {
            let left = elapsed / Double(done) * Double(total - done)
            parts.append("about \(RunProgress.duration(left)) left")
        }
        return parts.joined(separator: " · ")
    }

    static func duration(_ seconds: Double) -> String {
        seconds < 60 ? "\(max(1, Int(seconds.rounded()))) s" : "\(Int(seconds / 60)) min \(Int(seconds.truncatingRemainder(dividingBy: 60))) s"
    }

    func runDidReceive(_ frame: WorkerFrame) {
        guard terminal.showsProgress else { return }
        let now = Date().timeIntervalSince1970
        var current: String?
        switch frame {
        case .baseline(let baseline):
            started = now
            footprint = baseline.footprintBytes
            terminal.progress("runtime up, baseline \(ByteSize(bytes: baseline.footprintBytes)) · \(totalPushes) push\(totalPushes == 1 ? "" : "es") to go")
            return
        case .push(let push):
            done = max(done, push.push)
            if let bytes = push[.footprintBytes] { footprint = bytes }
        case .checkpoint(let checkpoint):
            footprint = checkpoint.footprintBytes
            current = "checkpoint \(Summary.checkpointText(checkpoint.value))"
        default: return
        }
        guard now - lastDraw > 0.05 || done >= totalPushes else { return }
        lastDraw = now
        terminal.progress(RunProgress.line(done: done, total: totalPushes, footprint: footprint, elapsed: started.map { now - $0 }, current: current))
    }
}
