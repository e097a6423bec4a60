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
                        some pass it (README, bench/RESULTS.md). Never chosen by auto.
            """,
        options: ownOptions,
        exitStatus: [
            .init(.ok, "the run was carried out, whatever the probe's fate (a kill at the ceiling is a finding)"),
            .init(.regression, "a budget given on the command line (--max-peak, --expect...) is broken"),
            .init(
                .usage,
                "usage: a bad option or value, a limit below the runtime's own need, a payload over 4096 bytes, a --payloads line or a --subscription file that is not what it must be"
            ),
            .init(.dataError, "the probe has a syntax error or throws while loading"),
            .init(.noInput, "the probe, a payload or subscription file, or the fixtures, site or mirror directory is missing or unreadable"),
            .init(.unavailable, "the requested backend or the worker binary is not available"),
            .init(.software, "the worker failed: a memlab bug"),
            .init(.cannotCreate, "the result file could not be written (the summary is still printed)"),
            .init([.interrupted, .terminated], "interrupted (SIGINT / SIGTERM); the worker is killed and the run's record written")
        ])

    /// RunOptions' own defaults, which the help shows.
    static let defaults = RunOptions(probePath: "", limit: ByteSize(bytes: 24 << 20))

    // The options of `memlab run`; `memlab limit` and `memlab suite` take some of them as they are.
    static let limit = Option<ByteSize>(
        "--limit", value: "SIZE", help: "the ceiling, binary units: 24M = 24 MiB, the NSE limit; also 512K, 1.5M, 1G, plain bytes",
        default: defaults.limit, defaultText: Validate.sizeText(defaults.limit.bytes), parse: Validate.size)
    static let enforce = Option<RunOptions.Enforcement>(
        "--enforce", value: "BACKEND",
        help: "auto, cgroup, rlimit or watchdog (BACKENDS in `memlab run --help`); auto picks cgroup where memlab may create one, else watchdog",
        default: defaults.enforcement, defaultText: defaults.enforcement.rawValue,
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunOptions.Enforcement.self) })
    static let jit = Flag("--jit", help: "let JavaScriptCore JIT (off by default, like a third-party iOS extension)")
    static let payload = Option<String?>(
        "--payload", value: "TEXT", help: "the push's data (e.g. '{\"title\":\"hi\"}'); at most 4096 bytes, like APNs; without it event.data is null")
    static let payloadFile = Option<String?>("--payload-file", value: "FILE", help: "the push's data, read from FILE")
    static let expire = Option<Double>(
        "--expire", value: "SECONDS", help: "kill the worker if the push takes longer, as iOS ends an NSE; its outcome is then \"expired\"",
        default: defaults.expireSeconds, defaultText: String(Int(defaults.expireSeconds))
    ) { text, spelled throws(MemlabError) in
        guard let seconds = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), seconds > 0, seconds <= 3600 else {
            throw MemlabError.usage("\(spelled) must be a number of seconds above 0 and at most 3600, e.g. 30 (got '\(text)')")
        }
        return seconds
    }
    static let watchdogInterval = Option<Int>(
        "--watchdog-interval", value: "µs", help: "the watchdog's polling interval in microseconds; 0 = busy polling",
        default: defaults.watchdogIntervalMicroseconds, defaultText: String(defaults.watchdogIntervalMicroseconds)
    ) { text, spelled throws(MemlabError) in
        guard let micros = Int(text), micros >= 0, micros <= 1_000_000 else {
            throw MemlabError.usage("\(spelled) must be whole microseconds from 0 (busy polling) to 1000000 (got '\(text)')")
        }
        return micros
    }
    static let fixtures = Option<String?>(
        "--fixtures", value: "DIR", help: "where fetch() is served from; never the network, never outside DIR; a missing DIR is an error (66)",
        default: nil, defaultText: "fixtures/ beside the probe"
    ) { text, spelled throws(MemlabError) in
        guard !text.isEmpty else { throw MemlabError.usage("\(spelled) needs a directory") }
        return text
    }
    static let url = Option<String?>(
        "--url", value: "URL", help: "the worker's URL (self.location, origin, the base importScripts and fetch resolve against); a query string is kept",
        default: nil, defaultText: "https://localhost/<probe file name>"
    ) { text, spelled throws(MemlabError) in try SiteOptions.checkedURL(text, spelled: spelled) }
    static let site = Option<String?>(
        "--site", value: "DIR", help: "where same-origin URLs (root-relative ones included) are served from, for importScripts and fetch",
        default: nil, defaultText: "the probe's directory"
    ) { text, spelled throws(MemlabError) in
        guard !text.isEmpty else { throw MemlabError.usage("\(spelled) needs a directory") }
        return text
    }
    static let mirror = Option<String?>(
        "--mirror", value: "DIR", help: "an offline copy of other origins: https://host/path is served from DIR/host/path; other hosts fail as offline",
        default: nil, defaultText: "none"
    ) { text, spelled throws(MemlabError) in
        guard !text.isEmpty else { throw MemlabError.usage("\(spelled) needs a directory") }
        return text
    }
    static let payloads = Option<String?>(
        "--payloads", value: "FILE", help: "JSON Lines, one payload a push in order, cycling when there are fewer lines than pushes",
        default: nil, defaultText: "none: every push gets --payload"
    ) { text, spelled throws(MemlabError) in
        guard !text.isEmpty else { throw MemlabError.usage("\(spelled) needs a file") }
        return text
    }
    static let subscription = Option<String?>(
        "--subscription", value: "FILE", help: "the push subscription, as PushSubscription.toJSON() gives it: {endpoint, expirationTime, keys: {p256dh, auth}}",
        default: nil, defaultText: "a fixed synthetic one"
    ) { text, spelled throws(MemlabError) in
        guard !text.isEmpty else { throw MemlabError.usage("\(spelled) needs a file") }
        return text
    }
    static let userAgent = Option<String?>(
        "--user-agent", value: "TEXT", help: "what navigator.userAgent says",
        default: nil, defaultText: "Safari on an iPhone"
    ) { text, spelled throws(MemlabError) in
        guard !text.isEmpty else { throw MemlabError.usage("\(spelled) needs the user agent string, e.g. 'Mozilla/5.0 (Linux; Android 14)'") }
        return text
    }
    static let storage = Option<String?>(
        "--storage", value: "DIR", help: "IndexedDB and caches start from DIR/storage.memlab and are saved there when the run's last worker finished",
        default: nil, defaultText: "none: start empty"
    ) { text, spelled throws(MemlabError) in
        guard !text.isEmpty else { throw MemlabError.usage("\(spelled) needs a directory") }
        return text
    }
    static let storageQuota = Option<ByteSize?>(
        "--storage-quota", value: "SIZE", help: "the most IndexedDB and caches may hold; past it a write fails with QuotaExceededError",
        default: nil, defaultText: "64M"
    ) { text, spelled throws(MemlabError) in try Validate.size(text, spelled) }
    static let out = Option<String>(
        "--out", value: "DIR", help: "where the result record goes",
        default: defaults.resultsDirectory, defaultText: defaults.resultsDirectory + "/"
    ) { text, _ in text }
    static let json = Flag("--json", help: "print the result record as JSON instead of the summary")
    static let verbose = Flag("--verbose", help: "show the probe's console output")
    static let checkAllocator = Flag(
        "--check-allocator",
        help:
            "run the probe a second time with --allocator malloc and say whether allocated bytes grow (memory in use) or stay flat (the allocator keeping pages)"
    )
    static let explain = Flag(
        "--explain",
        help:
            "take JavaScriptCore heap snapshots after warm-up, at 80 % of the limit and at the end, and show the retainer paths of what the run added (files beside the record)"
    )
    static let pushes = Option<Int>(
        "--pushes", value: "N", help: "deliver N pushes into one reused worker and judge leaks",
        default: defaults.pushes, defaultText: String(defaults.pushes)
    ) { text, spelled throws(MemlabError) in
        try Validate.wholeNumber(text, spelled, in: 1...100_000)
    }
    static let isolation = Option<RunOptions.Isolation>(
        "--isolation", value: "MODE",
        help: """
            what is fresh per push: context (a new JS context in one context group), group (a new context group), none (one context for all pushes), process (a new worker process per push)
            """,
        default: defaults.isolation, defaultText: defaults.isolation.rawValue,
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunOptions.Isolation.self) })
    static let allocator = Option<RunOptions.Allocator>(
        "--allocator", value: "NAME",
        help: "jsc (JavaScriptCore's own, as on iOS) or malloc: JSC's heap routed through jemalloc, whose allocated/active/resident bytes join each sample",
        default: defaults.allocator, defaultText: defaults.allocator.rawValue,
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunOptions.Allocator.self) })
    static let inject = Option<Bool>(
        "--inject", value: "BUG", help: "a deliberate host bug, to see the detector find it: retain-contexts (every push's context kept alive)",
        default: false
    ) { text, spelled throws(MemlabError) in
        guard text == "retain-contexts" else {
            throw MemlabError.usage("\(spelled) knows one host bug, retain-contexts (got '\(text)')")
        }
        return true
    }
    static let warmup = Option<Int?>(
        "--warmup", value: "N", help: "pushes left out of the leak fit",
        default: nil, defaultText: "the first 10%, at least 3"
    ) { text, spelled throws(MemlabError) in
        guard let count = Int(text), count >= 0 else { throw warmupError(text, spelled) }
        return count
    }

    // Budgets: checked on every run; a broken one makes `memlab run` and `memlab suite` exit 1.
    static let maxPeak = Option<Int64?>(
        "--max-peak", value: "SIZE", help: "budget: fail (exit 1) when the peak footprint is over SIZE", default: nil
    ) { text, spelled throws(MemlabError) in
        try Validate.size(text, spelled).bytes
    }
    static let minHeadroom = Option<Int64?>(
        "--min-headroom", value: "SIZE", help: "budget: fail when the ceiling minus the peak footprint is under SIZE", default: nil
    ) { text, spelled throws(MemlabError) in
        try Validate.sizeOrZero(text, spelled)
    }
    static let maxSlope = Option<Int64?>(
        "--max-slope", value: "SIZE", help: "budget: fail when the leak slope is over SIZE per push (many-push runs)", default: nil
    ) { text, spelled throws(MemlabError) in
        try Validate.sizeOrZero(text, spelled)
    }
    static let maxRetained = Option<Int?>(
        "--max-retained", value: "N", help: "budget: fail when more than N contexts are retained after teardown", default: nil
    ) { text, spelled throws(MemlabError) in
        try Validate.wholeNumber(text, spelled, in: 0...1_000_000)
    }
    static let expect = Option<Budget.Expectation>(
        "--expect", value: "OUTCOME", help: "how every push must end: modified, original (original content), killed (at the ceiling) or expired",
        default: .modified, defaultText: Budget.Expectation.modified.rawValue
    ) { text, spelled throws(MemlabError) in
        try Validate.choice(text, spelled, Budget.Expectation.self)
    }
    static let commit = Option<String?>(
        "--commit", value: "REV", help: "the application's commit, recorded beside memlab's", defaultText: "git HEAD of the probes' directory")

    // As on the device (Presets.swift): the extension kind's budget, the host's own memory, the 80 % warning, 16 KiB pages.
    static let preset = Option<String?>(
        "--preset", value: "NAME",
        help:
            "an extension kind's limit and host reserve, each sourced and dated (`memlab presets`): nse, nse-legacy, widget, ne-*, share, keyboard...; --limit and --host-reserve override",
        default: nil, defaultText: "nse, unless --limit is given"
    ) { text, spelled throws(MemlabError) in
        guard Preset.named(text) != nil else { throw MemlabError.usage(Preset.unknownSentence(text, option: spelled)) }
        return text
    }
    static let hostReserve = Option<Int64?>(
        "--host-reserve", value: "SIZE",
        help: "private memory the worker dirties before JavaScriptCore starts: the extension's own footprint (a Swift NSE: 2.8M); 0 for none",
        default: nil, defaultText: "the preset's: 2.8M for nse; 0 with --limit alone"
    ) { text, spelled throws(MemlabError) in try Validate.sizeOrZero(text, spelled) }
    static let onWarning = Option<RunOptions.WarningResponse>(
        "--on-warning", value: "ACTION",
        help:
            "what the host does when a push first passes 80 % of the limit (iOS's memory warning): none, or gc (a full collection at the next event-loop turn)",
        default: .none, defaultText: "none",
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunOptions.WarningResponse.self) })
    static let pageSize = Option<RunOptions.PageSize>(
        "--page-size", value: "SIZE",
        help:
            "the page size the ceiling counts in: 4K (Linux's) or 16K (iOS on arm64: a 16 KiB block counts whole if any 4 KiB of it is present; watchdog only)",
        default: .small, defaultText: "4K",
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunOptions.PageSize.self) })

    static let mode = Option<RunOptions.Mode>(
        "--mode", value: "MODE",
        help:
            "measure (a full GC and free-page release after every push: finds leaks) or device (none; JSC's timers and the allocator's scavenger run, a fresh process after a kill or expiry: predicts kills)",
        default: .measure, defaultText: "measure",
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunOptions.Mode.self) })
    static let gap = Option<Double?>(
        "--gap", value: "SECONDS", help: "device mode: seconds between pushes, while the worker's run loop runs (0 to 3600)",
        default: nil, defaultText: "0"
    ) { text, spelled throws(MemlabError) in
        guard let seconds = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), seconds >= 0, seconds <= 3600 else {
            throw MemlabError.usage("\(spelled) must be a number of seconds from 0 to 3600, e.g. 54 (got '\(text)')")
        }
        return seconds
    }

    static let deviceOptions: [OptionSpec] = [preset.spec, hostReserve.spec, onWarning.spec, pageSize.spec, mode.spec, gap.spec]

    static let budgetOptions: [OptionSpec] = [maxPeak.spec, minHeadroom.spec, maxSlope.spec, maxRetained.spec, expect.spec]

    /// The application's commit: `--commit REV` resolved in the probe's directory (kept as given
    /// when git cannot resolve it), else that directory's HEAD.
    static func applicationCommit(_ given: String?, directory: String) -> String? {
        if let given { return GitRevision.head(of: directory, rev: given) ?? given }
        return GitRevision.head(of: directory)
    }

    static func warmupError(_ text: String, _ spelled: String) -> MemlabError {
        MemlabError.usage("\(spelled) must be a whole number of pushes below --pushes (got '\(text)')")
    }

    static let ownOptions: [OptionSpec] =
        [
            limit.spec, enforce.spec, jit.spec, payload.spec, payloadFile.spec, expire.spec, watchdogInterval.spec, fixtures.spec,
            userAgent.spec, url.spec, site.spec, mirror.spec, payloads.spec, subscription.spec,
            storage.spec, storageQuota.spec, out.spec, json.spec, verbose.spec, checkAllocator.spec, pushes.spec, isolation.spec, allocator.spec, inject.spec,
            warmup.spec, explain.spec
        ] + deviceOptions + budgetOptions + [commit.spec]

    let arguments: [String]
    let options: RunOptions
    let json: Bool
    let verbose: Bool
    let checkAllocator: Bool
    let budget: Budget
    let budgetOrigins: [String: BudgetCheck.Origin]
    let budgetDeclared: Bool
    let commit: String?
    /// What the probe's header set, for the summary.
    let headerText: String?

    /// `memlab run PROBE ...`: the probe's header options first, so that the command line overrides them.
    init(_ parsed: ParsedArguments) throws(MemlabError) {
        let commandLine = parsed
        let (parsed, header) = try HeaderOptions.applied(to: parsed, options: RunCommand.ownOptions, command: "run", requireEntries: true)
        try self.init(parsed, header: header, headerWins: false, commandLine: commandLine)
    }

    /// `headerWins`: the header was given after the other options (`memlab suite`'s own come first).
    init(_ parsed: ParsedArguments, header: HeaderOptions?, headerWins: Bool, commandLine: ParsedArguments? = nil) throws(MemlabError) {
        arguments = parsed.arguments
        options = try RunCommand.runOptions(from: parsed)
        json = parsed[RunCommand.json]
        verbose = parsed[RunCommand.verbose]
        checkAllocator = parsed[RunCommand.checkAllocator]
        if checkAllocator && options.allocator == .malloc {
            throw MemlabError.usage("--check-allocator runs the probe again with --allocator malloc; drop --allocator malloc, or drop --check-allocator")
        }
        let overridden: (String) -> Bool = { name in !headerWins && commandLine?.isGiven(name: name) == true }
        let fromHeader = Set(header?.names ?? [])
        budget = Budget(
            maxPeakBytes: parsed[RunCommand.maxPeak], minHeadroomBytes: parsed[RunCommand.minHeadroom],
            maxSlopeBytesPerPush: parsed[RunCommand.maxSlope], maxRetained: parsed[RunCommand.maxRetained],
            expect: parsed[RunCommand.expect])
        var origins: [String: BudgetCheck.Origin] = [:]
        for spec in RunCommand.budgetOptions where parsed.isGiven(name: spec.name) {
            origins[spec.name] = fromHeader.contains(spec.name) && !overridden(spec.name) ? .header : .commandLine
        }
        budgetOrigins = origins
        budgetDeclared = !origins.isEmpty
        commit = parsed[RunCommand.commit]
        headerText = header?.summaryText(overridden: overridden, command: "run")
    }

    /// The run options out of parsed arguments (shared with `memlab limit`, which declares fewer of them).
    static func runOptions(from parsed: ParsedArguments) throws(MemlabError) -> RunOptions {
        let command = parsed.command
        guard let probe = parsed.positionals.first else {
            throw MemlabError.usage("`memlab \(command)` needs a probe, e.g. `memlab \(command) probes/grow.js --limit 24M`")
        }
        guard parsed.positionals.count == 1 else {
            throw MemlabError.usage("`memlab \(command)` takes one probe, got \(parsed.positionals.count): \(parsed.positionals.joined(separator: " "))")
        }
        var options = RunOptions(probePath: probe, limit: parsed[limit])
        options.enforcement = parsed[enforce]
        options.jit = parsed[jit]
        options.expireSeconds = parsed[expire]
        options.watchdogIntervalMicroseconds = parsed[watchdogInterval]
        if parsed[payload] != nil && parsed[payloadFile] != nil {
            throw MemlabError.usage("give either --payload or --payload-file, not both")
        }
        if let text = parsed[payload] { options.payload = Array(text.utf8) }
        if let file = parsed[payloadFile] {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw MemlabError(.noInput, "cannot read the payload file \(file); check the path and its permissions")
            }
            options.payload = [UInt8](data)
        }
        options.resultsDirectory = parsed[out]
        options.fixturesDirectory = parsed[fixtures]
        if let directory = options.fixturesDirectory {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw MemlabError(
                    .noInput, "\(parsed.spelling(fixtures)) \(directory) is a file, not a directory; point it at the directory fetch() should serve")
            }
        }
        try RunCommand.siteOptions(from: parsed, into: &options)
        options.storageDirectory = parsed[storage]
        options.userAgent = parsed[userAgent]
        options.storageQuotaBytes = parsed[storageQuota]?.bytes
        options.pushes = parsed[pushes]
        options.isolation = parsed[isolation]
        options.allocator = parsed[allocator]
        options.injectRetainContexts = parsed[inject]
        if let count = parsed[warmup] {
            guard count < options.pushes else { throw warmupError(parsed.text(warmup) ?? "", parsed.spelling(warmup)) }
            options.warmupPushes = count
        }
        try applyDeviceOptions(parsed, to: &options)
        try applyReplayOptions(parsed, to: &options)
        if parsed[explain] {
            // Snapshots of one VM, compared across its pushes: one worker, one context group.
            if options.isolation == .process || options.isolation == .group {
                throw MemlabError.usage(
                    "--explain compares heap snapshots of one worker's VM; with --isolation \(options.isolation.rawValue) each push has its own, so use --isolation context or none"
                )
            }
            if options.mode == .device {
                throw MemlabError.usage(
                    "--explain compares heap snapshots of one worker; --mode device starts the worker again after a kill, so drop one of them")
            }
            options.explain = true
        }
        return options
    }

    /// The preset (named, or nse when neither it nor --limit is given), the host reserve, the
    /// warning response and the page size. A `--limit` without `--preset` is a custom ceiling:
    /// no preset and no host reserve unless `--host-reserve` is given.
    static func applyDeviceOptions(_ parsed: ParsedArguments, to options: inout RunOptions) throws(MemlabError) {
        let named = parsed[preset] ?? (parsed.isGiven(limit) ? nil : Preset.defaultName)
        if let named, let chosen = Preset.named(named) {
            options.preset = chosen.name
            if !parsed.isGiven(limit) { options.limit = ByteSize(bytes: chosen.limitBytes) }
            options.hostReserveBytes = chosen.hostReserveBytes
        }
        if let reserve = parsed[hostReserve] { options.hostReserveBytes = reserve }
        if options.hostReserveBytes >= options.limit.bytes {
            let origin = parsed.isGiven(hostReserve) ? parsed.spelling(hostReserve) : "the preset \(options.preset ?? "")'s host reserve"
            throw MemlabError.usage(
                "\(origin) (\(ByteSize(bytes: options.hostReserveBytes))) is at or above the limit (\(options.limit)): nothing would be left for the runtime; lower it or raise --limit"
            )
        }
        options.onWarning = parsed[onWarning]
        options.pageSize = parsed[pageSize]
        if options.pageSize == .large {
            switch options.enforcement {
            case .auto, .watchdog: options.enforcement = .watchdog
            case .cgroup, .rlimit:
                throw MemlabError.usage(
                    "--page-size 16K is enforced by the watchdog only (the kernel's \(options.enforcement.rawValue) counts 4 KiB pages); drop --enforce \(options.enforcement.rawValue) or use --enforce watchdog"
                )
            }
        }
    }

    /// `--mode device` and `--gap`, and what they cannot be combined with.
    static func applyReplayOptions(_ parsed: ParsedArguments, to options: inout RunOptions) throws(MemlabError) {
        options.mode = parsed[mode]
        if let seconds = parsed[gap] {
            guard options.mode == .device else {
                throw MemlabError.usage("--gap spaces the pushes of --mode device; add --mode device, or drop --gap")
            }
            options.gapSeconds = seconds
        }
        guard options.mode == .device else { return }
        if options.enforcement == .rlimit {
            throw MemlabError.usage(
                "--mode device cannot be honest under --enforce rlimit: RLIMIT_AS caps address space, and in device mode the allocator keeps and returns pages on its own schedule, so its kills would not be a device's; use --enforce cgroup or watchdog"
            )
        }
        if options.isolation == .process {
            throw MemlabError.usage(
                "--mode device reuses one worker process until it is killed, as iOS does; --isolation process contradicts it, choose context, group or none")
        }
    }

    /// --url, --site, --mirror, --payloads and --subscription, each checked (SiteOptions).
    static func siteOptions(from parsed: ParsedArguments, into options: inout RunOptions) throws(MemlabError) {
        options.scriptURL = parsed[url]
        if let directory = parsed[site] {
            try SiteOptions.checkDirectory(directory, spelled: parsed.spelling(site), serves: "the worker's own origin")
            options.siteDirectory = directory
        }
        if let directory = parsed[mirror] {
            try SiteOptions.checkDirectory(directory, spelled: parsed.spelling(mirror), serves: "other origins (DIR/host/path)")
            options.mirrorDirectory = directory
        }
        if let file = parsed[payloads] {
            if parsed[payload] != nil || parsed[payloadFile] != nil {
                throw MemlabError.usage("give either --payloads or --payload / --payload-file, not both")
            }
            options.payloadLines = try SiteOptions.payloadLines(file: file, spelled: parsed.spelling(payloads))
            options.payloadsPath = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        }
        if let file = parsed[subscription] {
            options.subscriptionJSON = try SiteOptions.subscriptionJSON(file: file, spelled: parsed.spelling(subscription))
        }
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
        let progress = RunProgress(terminal: terminal, totalPushes: options.pushes)
        let sections = RecordSections(gitCommit: GitRevision.current(), arguments: arguments.filter { $0 != options.probePath })
        RunCommand.recoverOrphans(in: options.resultsDirectory)
        // Read before the run, as `memlab suite` reads it: the commit that was run, and no git
        // process to wait for once the worker has gone.
        let applicationCommit = RunCommand.applicationCommit(commit, directory: (options.probePath as NSString).deletingLastPathComponent)
        var runner = Runner(options: options, observer: progress)
        let spool = SpoolSlot(resultsDirectory: options.resultsDirectory)
        runner.spool = spool
        var record: RunRecord
        do throws(MemlabError) { record = try runner.run(sections: sections) } catch {
            spool.finish()
            throw error
        }
        terminal.clearProgress()
        record.end.message = RunEnd.tidy(record.end.message)
        record.applicationCommit = applicationCommit
        if record.end.kind != .interrupted && record.end.kind != .workerError {
            record.budget = budget.check(record, origins: budgetOrigins)
        }
        var checkInterrupted = false
        if checkAllocator && record.end.kind != .interrupted && record.end.kind != .workerError && record.end.kind != .probeError {
            let check = try allocatorCheck(of: record, sections: sections, terminal: terminal)
            record.allocatorCheck = check.check
            checkInterrupted = check.interrupted
        }
        let path: String
        do throws(MemlabError) {
            path = try ResultStore(directory: options.resultsDirectory).write(&record, withSnapshots: true)
            spool.finish()
        } catch {
            // The run itself is not lost from view: the summary, or the record, still goes to stdout.
            if json {
                Terminal.outJSON(record)
            } else {
                Terminal.out(Summary(record: record, resultPath: nil, terminal: terminal, verbose: verbose, header: headerText).text)
            }
            throw error
        }
        if json {
            // The record as written, not encoded a second time (a long run's is tens of MiB).
            if !Terminal.outFile(path) { Terminal.outJSON(record) }
        } else {
            Terminal.out(Summary(record: record, resultPath: path, terminal: terminal, verbose: verbose, header: headerText).text)
        }
        if checkInterrupted {
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
            // A budget asked for on the command line makes the run a test; without one, a run is a
            // measurement (a header's budgets are checked and shown, and fail a suite).
            if let broken = record.budget?.broken, broken.contains(where: { $0.origin == .commandLine }) { return .regression }
            return .ok
        }
    }
}

extension RunCommand {
    /// The same run with --allocator malloc, its record written beside the first's, compared
    /// with it (AllocatorCheck).
    func allocatorCheck(of first: RunRecord, sections: RecordSections, terminal: Terminal) throws(MemlabError) -> (
        check: AllocatorCheck, interrupted: Bool
    ) {
        var second = options
        second.allocator = .malloc
        terminal.progress("checking the allocator: the same \(options.pushes) push\(options.pushes == 1 ? "" : "es") with --allocator malloc…")
        var record = try Runner(options: second, observer: RunProgress(terminal: terminal, totalPushes: options.pushes)).run(sections: sections)
        terminal.clearProgress()
        record.end.message = RunEnd.tidy(record.end.message)
        let path = try? ResultStore(directory: options.resultsDirectory).write(record)
        return (AllocatorCheck.compare(first: first, second: record, resultFile: path), record.end.kind == .interrupted)
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
