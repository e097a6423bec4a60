import Foundation
import MemlabCore

/// `memlab limit PROBE [--limit 24M] [--field bytes] [--push-index K]`: the growth-limit search.
struct LimitCommand: Command {
    static let configuration = CommandConfiguration(
        name: "limit", arguments: "PROBE.js", abstract: "the largest allocation whose push still completes",
        discussion: """
            Finds the largest N for which the probe's push, given the payload {"bytes": N}, still
            completes (outcome modified) under the ceiling, to within 64 KiB, by bisecting over fresh
            workers. With --push-index K, N is asked of the K-th push of a reused worker, after K-1
            ordinary pushes (payload --payload, or {"bytes": 0}): a warm process's real headroom.
            The other options are `memlab run`'s, with its defaults (the nse preset unless --limit or
            --preset says otherwise), but those of many pushes, storage and budgets: each trial is one
            worker from an empty store, and the search has no verdict to hold to a budget.
            """,
        options: [field.spec, pushIndex.spec] + searchOptions + [RunCommand.out.spec, RunCommand.json.spec],
        exitStatus: CommandConfiguration.Status.table(
            """
            0   the limit was found (or even the ceiling's size completes)
            64  usage: a bad option or value, a limit below the runtime's own need
            65  the probe does not load, or does not complete even when asked for 0 bytes
            66  the probe or the payload file is missing or unreadable
            73  the results directory cannot be written
            """) + CommandConfiguration.Status.workerEnds)

    /// GrowthLimitSearch's own defaults, which the help shows.
    static var searchDefaults: GrowthLimitSearch { GrowthLimitSearch(plan: RunOptionGroup.defaults) }

    static let field = Option<String>(
        "--field", value: "NAME", help: "the payload field that carries N", default: searchDefaults.field, defaultText: searchDefaults.field
    ) { text, spelled throws(MemlabError) in
        guard !text.isEmpty else { throw MemlabError.usage("\(spelled) needs a name, e.g. \(spelled) bytes") }
        return text
    }
    static let pushIndex = Option<Int>(
        "--push-index", value: "K", help: "ask on the K-th push of a reused worker", default: searchDefaults.pushIndex,
        defaultText: String(searchDefaults.pushIndex)
    ) { text, spelled throws(MemlabError) in
        try Validate.wholeNumber(text, spelled, in: 1...10_000)
    }

    /// The option group less what a search does not take (RunOptionGroup.notSearchable).
    static let searchOptions = RunOptionGroup.all.filter { !RunOptionGroup.notSearchable.contains($0.name) }

    let plan: RunPlan
    let json: Bool
    let field: String
    let pushIndex: Int
    /// What the probe's header set, for the summary.
    let headerText: String?

    /// The probe's header first, the command line over it; the header's options that a search
    /// does not take (`--pushes`, budgets) are left out, and said so.
    init(_ parsed: ParsedArguments) throws(MemlabError) {
        let (plan, header, layers) = try RunPlanBuilder.plan(
            commandLine: parsed, takes: [LimitCommand.field.spec, LimitCommand.pushIndex.spec] + LimitCommand.searchOptions,
            resultsDirectory: parsed[RunCommand.out])
        self.plan = plan
        headerText = header?.summaryText(overridden: { parsed.isGiven(name: $0) }, command: "limit")
        json = parsed[RunCommand.json]
        field = layers[LimitCommand.field]
        pushIndex = layers[LimitCommand.pushIndex]
    }

    func run() throws(MemlabError) -> ExitCode {
        var search = GrowthLimitSearch(plan: plan)
        search.field = field
        search.pushIndex = pushIndex
        let terminal = Terminal()
        search.onTrial = { trial in
            terminal.progress("asked for \(ByteSize(bytes: trial.bytes)): \(trial.completed ? "completed" : trial.end.rawValue)")
        }
        let destination = RecordDestination.directory(plan.resultsDirectory)
        // The probe first (a missing probe is the first thing to say), then where the record goes.
        _ = try WorkerLauncher.loadProbe(plan.probePath)
        try ResultStore.prepare(destination)
        let provenance = Provenance.read(for: plan)
        let started = Date()
        let (best, limit) = try search.run()
        let searchSeconds = Date().timeIntervalSince(started)
        terminal.clearProgress()
        let result = RunPipeline.finish(best, sections: RecordSections(provenance: provenance, growthLimit: limit), to: destination)
        if let error = result.writeError { throw error }
        let record = result.record
        let path = result.path ?? plan.resultsDirectory
        if json {
            Terminal.outJSON(record)
            return .ok
        }
        let pad = { (label: String) in terminal.dim(label.padding(toLength: 11, withPad: " ", startingAt: 0)) }
        var lines = ["memlab \(record.memlabVersion) · JavaScriptCore \(record.runtime.jscVersion ?? "?") · JIT \(record.runtime.jit ? "on" : "off")"]
        lines.append(pad("probe") + record.probe.path)
        if let headerText { lines.append(pad("header") + headerText) }
        lines.append(pad("ceiling") + Summary.ceilingText(record) + ", via \(record.ceiling.backend)")
        let place = limit.pushIndex == 1 ? "in a fresh worker" : "as push \(limit.pushIndex) of a reused worker"
        if let failing = limit.smallestFailingBytes {
            lines.append(
                pad("limit") + terminal.bold("\(ByteSize(bytes: limit.largestCompletingBytes)) (\(limit.largestCompletingBytes) bytes)")
                    + " is the largest {\"\(limit.field)\": N} whose push completes \(place); \(failing) bytes do not (±\(ByteSize(bytes: limit.resolutionBytes)))"
            )
        } else {
            lines.append(
                pad("limit")
                    + "even N = the ceiling (\(ByteSize(bytes: limit.largestCompletingBytes))) completes: does the probe allocate what \"\(limit.field)\" asks?"
            )
        }
        lines.append(pad("workers") + "\(limit.workersUsed) used, \(String(format: "%.1f", searchSeconds)) s in all")
        lines.append(pad("result") + path)
        Terminal.out(lines.joined(separator: "\n"))
        return .ok
    }
}
