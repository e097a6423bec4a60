import Foundation
import MemlabCore

/// The one option group of every command that runs a worker (`run`, `suite`, `limit`): each
/// option declared once, with its check and its help, in the spirit of swift-argument-parser's
/// `OptionGroup`. A probe's `// memlab:` header holds the same options. RunPlanBuilder turns the
/// layers that give them (a suite's command line, a header, a run's command line) into one RunPlan.
enum RunOptionGroup {
    /// A plan's own defaults, which the help shows.
    static let defaults = RunPlan(probePath: "", limit: ByteSize(bytes: 24 << 20))

    static let limit = Option<ByteSize>(
        "--limit", value: "SIZE", help: "the ceiling, binary units: 24M = 24 MiB, the NSE limit; also 512K, 1.5M, 1G, plain bytes",
        default: defaults.limit, defaultText: Validate.sizeText(defaults.limit.bytes), parse: Validate.size)
    static let enforce = Option<RunPlan.Enforcement>(
        "--enforce", value: "BACKEND",
        help: "auto, cgroup, rlimit or watchdog (BACKENDS in `memlab run --help`); auto picks cgroup where memlab may create one, else watchdog",
        default: defaults.enforcement, defaultText: defaults.enforcement.rawValue,
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunPlan.Enforcement.self) })
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
        "--storage", value: "DIR",
        help: "IndexedDB and caches are the SQLite database DIR/storage.sqlite3, kept from run to run (open it with sqlite3)",
        default: nil, defaultText: "a temporary directory, removed at the end"
    ) { text, spelled throws(MemlabError) in
        guard !text.isEmpty else { throw MemlabError.usage("\(spelled) needs a directory") }
        return text
    }
    static let storageIn = Option<WorkerArguments.StorageIn>(
        "--storage-in", value: "WHERE",
        help: "disk (SQLite on disk with a 512 KiB page cache, as WebKit keeps IndexedDB and caches) or memory (the database in the worker's memory)",
        default: .disk, defaultText: "disk",
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, WorkerArguments.StorageIn.self) })
    static let storageQuota = Option<ByteSize?>(
        "--storage-quota", value: "SIZE", help: "the most IndexedDB and caches may hold; past it a write fails with QuotaExceededError",
        default: nil, defaultText: "64M"
    ) { text, spelled throws(MemlabError) in try Validate.size(text, spelled) }
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
        try Validate.wholeNumber(text, spelled, in: 1...1_000_000)
    }
    static let isolation = Option<RunPlan.Isolation>(
        "--isolation", value: "MODE",
        help: """
            what is fresh per push: context (a new JS context in one context group), group (a new context group), none (one context for all pushes), process (a new worker process per push)
            """,
        default: defaults.isolation, defaultText: defaults.isolation.rawValue,
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunPlan.Isolation.self) })
    static let allocator = Option<RunPlan.Allocator>(
        "--allocator", value: "NAME",
        help: "jsc (JavaScriptCore's own, as on iOS) or malloc: JSC's heap routed through jemalloc, whose allocated/active/resident bytes join each sample",
        default: defaults.allocator, defaultText: defaults.allocator.rawValue,
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunPlan.Allocator.self) })
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

    // Budgets: checked on every run; a broken one makes `memlab run` (given on its command line) and `memlab suite` exit 1.
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
    static let onWarning = Option<RunPlan.WarningResponse>(
        "--on-warning", value: "ACTION",
        help:
            "what the host does when a push first passes 80 % of the limit (iOS's memory warning): none, or gc (a full collection at the next event-loop turn)",
        default: .none, defaultText: "none",
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunPlan.WarningResponse.self) })
    static let pageSize = Option<RunPlan.PageSize>(
        "--page-size", value: "SIZE",
        help:
            "the page size the ceiling counts in: 4K (Linux's) or 16K (iOS on arm64: a 16 KiB block counts whole if any 4 KiB of it is present; watchdog only)",
        default: .small, defaultText: "4K",
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunPlan.PageSize.self) })

    static let mode = Option<RunPlan.Mode>(
        "--mode", value: "MODE",
        help:
            "measure (a full GC and free-page release after every push: finds leaks) or device (none; JSC's timers and the allocator's scavenger run, a fresh process after a kill or expiry: predicts kills)",
        default: .measure, defaultText: "measure",
        parse: { text, spelled throws(MemlabError) in try Validate.choice(text, spelled, RunPlan.Mode.self) })
    static let gap = Option<Double?>(
        "--gap", value: "SECONDS", help: "device mode: seconds between pushes, while the worker's run loop runs (0 to 3600)",
        default: nil, defaultText: "0"
    ) { text, spelled throws(MemlabError) in
        guard let seconds = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), seconds >= 0, seconds <= 3600 else {
            throw MemlabError.usage("\(spelled) must be a number of seconds from 0 to 3600, e.g. 54 (got '\(text)')")
        }
        return seconds
    }

    static let engineOption = RepeatedOption<EngineOption>(
        "--engine-option", value: "NAME=VALUE",
        help:
            "a JavaScriptCore option for the worker's engine, repeatable (allowed: \(EngineOption.allowed.map(\.name).joined(separator: ", ")); docs/fidelity.md); recorded in runtime.engineOptions"
    ) { text, spelled throws(MemlabError) in
        switch EngineOption.parse(text) {
        case .success(let option): return option
        case .failure(let error):
            throw MemlabError.usage(spelled == "--engine-option" ? error.sentence : error.sentence.replacingOccurrences(of: "--engine-option", with: spelled))
        }
    }

    static let budgetOptions: [OptionSpec] = [maxPeak.spec, minHeadroom.spec, maxSlope.spec, maxRetained.spec, expect.spec]

    /// The application's commit: `--commit REV` resolved in the probe's directory (kept as given

    static func warmupError(_ text: String, _ spelled: String) -> MemlabError {
        MemlabError.usage("\(spelled) must be a whole number of pushes below --pushes (got '\(text)')")
    }

    static let ceilingOptions: [OptionSpec] = [
        limit.spec, preset.spec, hostReserve.spec, enforce.spec, watchdogInterval.spec, pageSize.spec, onWarning.spec
    ]
    static let engineOptions: [OptionSpec] = [
        jit.spec, allocator.spec, isolation.spec, mode.spec, gap.spec, pushes.spec, warmup.spec, expire.spec, payload.spec, payloadFile.spec,
        payloads.spec, inject.spec, engineOption.spec
    ]
    static let siteOptions: [OptionSpec] = [
        url.spec, site.spec, mirror.spec, fixtures.spec, subscription.spec, userAgent.spec, storage.spec, storageIn.spec, storageQuota.spec
    ]
    static let analysisOptions: [OptionSpec] = [explain.spec, checkAllocator.spec]

    /// Every option of the group, in the order the help lists them.
    static let all: [OptionSpec] = ceilingOptions + engineOptions + siteOptions + analysisOptions + budgetOptions + [commit.spec]

    /// What a growth-limit search does not take: it runs one push per trial (`--push-index` says
    /// which), each trial a fresh worker from an empty store, and has no verdict to hold to a budget.
    static let notSearchable: Set<String> = Set(
        ["--pushes", "--warmup", "--payloads", "--storage", "--storage-in", "--storage-quota", "--mode", "--gap", "--explain", "--check-allocator"]
            + budgetOptions.map(\.name))
}
