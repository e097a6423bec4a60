/// One private hook of JavaScriptCore the worker relies on, as the worker reported it (the
/// `capabilities` of its `baseline` and `done` frames, kept in `runtime.capabilities`).
/// Each can fail silently when WebKitGTK changes (docs/private-symbols.md); the summary
/// warns about an inactive one and `memlab diff` calls a change of them a caveat.
extension Capability {
    /// What an inactive one does to the numbers; names this memlab does not know get a general clause.
    public var consequence: String {
        switch name {
        case "heap-counters":
            return "the heap counters are the same, but every sample costs more (JSGetMemoryUsageStatistics also counts every object by type)"
        case "collect-now-interposition":
            return "the worker cannot find JSC's heap, so its counters come through JSGetMemoryUsageStatistics: the same numbers, costlier samples"
        case "free-page-release":
            return
                "free pages stay committed after each push until libpas's scavenger thread returns them, so footprints read higher and vary with that thread's timing (churn.js: about 10 MiB instead of 3 MiB)"
        case "scavenger-flag":
            return
                "libpas's scavenger thread runs; a pass it is part-way through at a sample can leave 2-4 MiB committed, so under load a flat probe can read saturating"
        case "dump-advice":
            return
                "core-dump advice reaches the kernel, which splits and re-merges mappings on every commit and decommit: pushes take longer, footprints do not change"
        default:
            return "the numbers may not be comparable with runs where it was active"
        }
    }

    /// The summary's warning line.
    public var warning: String { "\(name) inactive: \(detail ?? "no reason given"); \(consequence)" }
}

public enum Capabilities {
    /// One warning line per inactive capability, in the worker's order (none for an older record without them).
    public static func warnings(_ capabilities: [Capability]?) -> [String] {
        (capabilities ?? []).filter { !$0.active }.map(\.warning)
    }

    /// The inactive ones' names (`none` when all are active), for `memlab diff`; nil for an older
    /// record without capabilities, which is then not compared.
    public static func inactiveNames(_ capabilities: [Capability]?) -> String? {
        guard let capabilities else { return nil }
        let names = capabilities.filter { !$0.active }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }
}
