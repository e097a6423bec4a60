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
            The other options are `memlab run`'s.
            """,
        options: [RunCommand.limit.spec, field.spec, pushIndex.spec]
            + RunCommand.ownOptions.filter {
                // One push per trial (--push-index chooses which), whose console output is not shown;
                // each trial a fresh worker from an empty store.
                ![
                    "--limit", "--pushes", "--warmup", "--verbose", "--check-allocator", "--storage", "--storage-quota", "--mode", "--gap", "--payloads",
                    "--explain"
                ]
                .contains($0.name)
                    && !RunCommand.budgetOptions.map(\.name).contains($0.name)
            },
        exitStatus: [
            .init(.ok, "the limit was found (or even the ceiling's size completes)"),
            .init(.usage, "usage: a bad option or value, a limit below the runtime's own need"),
            .init(.dataError, "the probe does not load, or does not complete even when asked for 0 bytes"),
            .init(.noInput, "the probe or the payload file is missing or unreadable"),
            .init(.unavailable, "the requested backend or the worker binary is not available"),
            .init(.software, "the worker failed: a memlab bug"),
            .init(.cannotCreate, "the result file could not be written")
        ])

    /// GrowthLimitSearch's own defaults, which the help shows.
    static var searchDefaults: GrowthLimitSearch { GrowthLimitSearch(options: RunCommand.defaults) }

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

    let arguments: [String]
    let options: RunOptions
    let json: Bool
    let field: String
    let pushIndex: Int

    let commit: String?
    /// What the probe's header set, for the summary.
    let headerText: String?

    /// The probe's header options come first (the command line overrides them); those of
    /// `memlab run` that a search does not take (`--pushes`, budgets) are left out, and said so.
    init(_ parsed: ParsedArguments) throws(MemlabError) {
        let commandLine = parsed
        let (parsed, header) = try HeaderOptions.applied(to: parsed, options: LimitCommand.configuration.options, command: "limit")
        headerText = header?.summaryText(overridden: { commandLine.isGiven(name: $0) }, command: "limit")
        commit = parsed[RunCommand.commit]
        arguments = parsed.arguments
        options = try RunCommand.runOptions(from: parsed)
        json = parsed[RunCommand.json]
        field = parsed[LimitCommand.field]
        pushIndex = parsed[LimitCommand.pushIndex]
    }

    func run() throws(MemlabError) -> ExitCode {
        var search = GrowthLimitSearch(options: options)
        search.field = field
        search.pushIndex = pushIndex
        let terminal = Terminal()
        search.onTrial = { trial in
            terminal.progress("asked for \(ByteSize(bytes: trial.bytes)): \(trial.completed ? "completed" : trial.end.rawValue)")
        }
        let started = Date()
        var record = try search.run()
        let searchSeconds = Date().timeIntervalSince(started)
        terminal.clearProgress()
        record.gitCommit = GitRevision.current()
        record.applicationCommit = RunCommand.applicationCommit(commit, directory: (options.probePath as NSString).deletingLastPathComponent)
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
        if let headerText { lines.append(pad("header") + headerText) }
        lines.append(pad("ceiling") + "\(ByteSize(bytes: record.ceiling.limitBytes)) via \(record.ceiling.backend)")
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
