import Foundation
import MemlabCore

/// Turns the option group's layers (OptionLayers) for one probe into its RunPlan: every value
/// checked, every combination that cannot be honest refused, in one sentence each (64 for usage,
/// 66 for a missing input). The one place a plan is made, for `run`, each probe of `suite` and
/// `limit` alike.
enum RunPlanBuilder {
    typealias Group = RunOptionGroup

    /// The plan of a command that names one probe (`run`, `limit`): the probe's header first,
    /// checked against the options the command `takes`, the command line over it.
    static func plan(commandLine parsed: ParsedArguments, takes options: [OptionSpec], resultsDirectory: String) throws(MemlabError) -> (
        plan: RunPlan, header: HeaderOptions?, layers: OptionLayers
    ) {
        let probe = try RunCommand.probe(of: parsed)
        let header = try HeaderOptions.read(probe, for: options, command: parsed.command)
        let layers = OptionLayers(layers: (header?.layer.map { [$0] } ?? []) + [OptionLayers.Layer(source: .commandLine, parsed: parsed)])
        return (try plan(probe: probe, layers: layers, resultsDirectory: resultsDirectory), header, layers)
    }

    static func plan(probe: String, layers: OptionLayers, resultsDirectory: String) throws(MemlabError) -> RunPlan {
        var plan = RunPlan(probePath: probe, limit: layers[Group.limit])
        plan.resultsDirectory = resultsDirectory
        plan.arguments = layers.words
        plan.enforcement = layers[Group.enforce]
        plan.jit = layers[Group.jit]
        plan.expireSeconds = layers[Group.expire]
        plan.watchdogIntervalMicroseconds = layers[Group.watchdogInterval]
        try payloads(layers, into: &plan)
        plan.fixturesDirectory = layers[Group.fixtures]
        if let directory = plan.fixturesDirectory {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw MemlabError(
                    .noInput, "\(layers.spelling(Group.fixtures)) \(directory) is a file, not a directory; point it at the directory fetch() should serve")
            }
        }
        try site(layers, into: &plan)
        plan.storageDirectory = layers[Group.storage]
        plan.storageIn = layers[Group.storageIn]
        plan.userAgent = layers[Group.userAgent]
        plan.storageQuotaBytes = layers[Group.storageQuota]?.bytes
        plan.pushes = layers[Group.pushes]
        plan.isolation = layers[Group.isolation]
        plan.allocator = layers[Group.allocator]
        plan.injectRetainContexts = layers[Group.inject]
        // One per name, in the order first given; a later layer's value replaces an earlier one's.
        var engineOptions: [EngineOption] = []
        for option in layers[Group.engineOption] {
            if let at = engineOptions.firstIndex(where: { $0.name == option.name }) { engineOptions[at] = option } else { engineOptions.append(option) }
        }
        if !engineOptions.isEmpty { plan.engineOptions = engineOptions }
        if let count = layers[Group.warmup] {
            guard count < plan.pushes else { throw Group.warmupError(layers.text(Group.warmup) ?? "", layers.spelling(Group.warmup)) }
            plan.warmupPushes = count
        }
        try ceiling(layers, into: &plan)
        try replay(layers, into: &plan)
        try analysis(layers, into: &plan)
        budget(layers, into: &plan)
        plan.commit = layers[Group.commit]
        return plan
    }

    /// The preset, the limit and the host reserve. The preset is the highest layer's `--preset`;
    /// with none, nse unless some layer gives `--limit` (a custom ceiling, no reserve). A preset
    /// sets the limit and the reserve; a `--limit` or `--host-reserve` of the preset's layer or a
    /// higher one overrides that number, and one of a lower layer gives way to the preset
    /// (`memlab suite --limit 24M` for a probe whose header says `--preset nse-legacy`: 12 MiB).
    static func ceiling(_ layers: OptionLayers, into plan: inout RunPlan) throws(MemlabError) {
        let named = layers[Group.preset] ?? (layers.isGiven(Group.limit) ? nil : Preset.defaultName)
        if let named, let chosen = Preset.named(named) {
            plan.preset = chosen.name
            plan.limit = ByteSize(bytes: chosen.limitBytes)
            plan.hostReserveBytes = chosen.hostReserveBytes
            if layers.overrides(Group.limit.spec.name, Group.preset.spec.name) { plan.limit = layers[Group.limit] }
        }
        if let reserve = layers[Group.hostReserve], layers.overrides(Group.hostReserve.spec.name, Group.preset.spec.name) {
            plan.hostReserveBytes = reserve
        }
        if plan.hostReserveBytes >= plan.limit.bytes {
            let origin = layers.isGiven(Group.hostReserve) ? layers.spelling(Group.hostReserve) : "the preset \(plan.preset ?? "")'s host reserve"
            throw MemlabError.usage(
                "\(origin) (\(ByteSize(bytes: plan.hostReserveBytes))) is at or above the limit (\(plan.limit)): nothing would be left for the runtime; lower it or raise --limit"
            )
        }
        plan.onWarning = layers[Group.onWarning]
        plan.pageSize = layers[Group.pageSize]
        if plan.pageSize == .large {
            switch plan.enforcement {
            case .auto, .watchdog: plan.enforcement = .watchdog
            case .cgroup, .rlimit:
                throw MemlabError.usage(
                    "--page-size 16K is enforced by the watchdog only (the kernel's \(plan.enforcement.rawValue) counts 4 KiB pages); drop --enforce \(plan.enforcement.rawValue) or use --enforce watchdog"
                )
            }
        }
    }

    /// `--mode device` and `--gap`, and what they cannot be combined with.
    static func replay(_ layers: OptionLayers, into plan: inout RunPlan) throws(MemlabError) {
        plan.mode = layers[Group.mode]
        if let seconds = layers[Group.gap] {
            guard plan.mode == .device else {
                throw MemlabError.usage("--gap spaces the pushes of --mode device; add --mode device, or drop --gap")
            }
            plan.gapSeconds = seconds
        }
        guard plan.mode == .device else { return }
        if plan.enforcement == .rlimit {
            throw MemlabError.usage(
                "--mode device cannot be honest under --enforce rlimit: RLIMIT_AS caps address space, and in device mode the allocator keeps and returns pages on its own schedule, so its kills would not be a device's; use --enforce cgroup or watchdog"
            )
        }
        if plan.isolation == .process {
            throw MemlabError.usage(
                "--mode device reuses one worker process until it is killed, as iOS does; --isolation process contradicts it, choose context, group or none")
        }
    }

    /// `--explain` and `--check-allocator`, and what they cannot be combined with.
    static func analysis(_ layers: OptionLayers, into plan: inout RunPlan) throws(MemlabError) {
        if layers[Group.explain] {
            // Snapshots of one VM, compared across its pushes: one worker, one context group.
            if plan.isolation == .process || plan.isolation == .group {
                throw MemlabError.usage(
                    "--explain compares heap snapshots of one worker's VM; with --isolation \(plan.isolation.rawValue) each push has its own, so use --isolation context or none"
                )
            }
            if plan.mode == .device {
                throw MemlabError.usage(
                    "--explain compares heap snapshots of one worker; --mode device starts the worker again after a kill, so drop one of them")
            }
            plan.explain = true
        }
        plan.checkAllocator = layers[Group.checkAllocator]
        if plan.checkAllocator && plan.allocator == .malloc {
            throw MemlabError.usage("--check-allocator runs the probe again with --allocator malloc; drop --allocator malloc, or drop --check-allocator")
        }
    }

    /// The budget, each option's origin noted (a header's, or a command line's).
    static func budget(_ layers: OptionLayers, into plan: inout RunPlan) {
        plan.budget = Budget(
            maxPeakBytes: layers[Group.maxPeak], minHeadroomBytes: layers[Group.minHeadroom], maxSlopeBytesPerPush: layers[Group.maxSlope],
            maxRetained: layers[Group.maxRetained], expect: layers[Group.expect])
        for spec in Group.budgetOptions {
            if let source = layers.source(of: spec.name) { plan.budgetOrigins[spec.name] = source.budgetOrigin }
        }
    }

    /// The push's data: `--payload`, `--payload-file` or `--payloads`, from the highest layer that
    /// gives one of them (a command line's `--payload` replaces a header's `--payloads`); two of
    /// them in that one layer are an error.
    static func payloads(_ layers: OptionLayers, into plan: inout RunPlan) throws(MemlabError) {
        let sources = [Group.payload.spec.name, Group.payloadFile.spec.name, Group.payloads.spec.name]
        guard let top = sources.compactMap({ layers.layer(of: $0) }).max() else { return }
        let parsed = layers.layers[top].parsed
        let given = sources.filter { parsed.isGiven(name: $0) }
        if given.contains(Group.payload.spec.name) && given.contains(Group.payloadFile.spec.name) {
            throw MemlabError.usage("give either --payload or --payload-file, not both")
        }
        if given.contains(Group.payloads.spec.name) && given.count > 1 {
            throw MemlabError.usage("give either --payloads or --payload / --payload-file, not both")
        }
        if let text = parsed[Group.payload] { plan.payload = Array(text.utf8) }
        if let file = parsed[Group.payloadFile] {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw MemlabError(.noInput, "cannot read the payload file \(file); check the path and its permissions")
            }
            plan.payload = [UInt8](data)
        }
        if let file = parsed[Group.payloads] {
            let lines = try SiteOptions.payloadLines(file: file, spelled: parsed.spelling(Group.payloads))
            plan.streamPayloads(from: file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file, lines: lines)
        }
    }

    /// --url, --site, --mirror and --subscription, each checked (SiteOptions).
    static func site(_ layers: OptionLayers, into plan: inout RunPlan) throws(MemlabError) {
        plan.scriptURL = layers[Group.url]
        if let directory = layers[Group.site] {
            try SiteOptions.checkDirectory(directory, spelled: layers.spelling(Group.site), serves: "the worker's own origin")
            plan.siteDirectory = directory
        }
        if let directory = layers[Group.mirror] {
            try SiteOptions.checkDirectory(directory, spelled: layers.spelling(Group.mirror), serves: "other origins (DIR/host/path)")
            plan.mirrorDirectory = directory
        }
        if let file = layers[Group.subscription] {
            plan.subscriptionJSON = try SiteOptions.subscriptionJSON(file: file, spelled: layers.spelling(Group.subscription))
        }
    }
}
