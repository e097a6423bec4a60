@preconcurrency import Glibc
import CJSCHeap

/// One private hook of JavaScriptCore (or of its allocator) the worker relies on, and
/// whether it took effect: the `capabilities` of the `baseline` and `done` frames. Each can
/// fail silently (a symbol renamed or no longer exported, a call bound inside the library),
/// and each changes the numbers when it does (docs/private-symbols.md).
struct WorkerCapability: Equatable {
    var name: String
    var active: Bool
    /// A short clause: what happened, or why not.
    var detail: String

    /// As the frames carry it.
    var wire: Capability { Capability(name: name, active: active, detail: detail) }
}

enum WorkerCapabilities {
    /// The test-only switch (comma-separated capability names) that makes each hook act as
    /// if what it relies on were missing; read by CJSCHeap (memlab_hook_disabled).
    static let testSwitch = "MEMLAB_TEST_DISABLE_HOOKS"

    /// What the worker knows now. The `baseline` frame sends it after the start-up collection
    /// and release; the `done` frame again, by which time every hook has run at least once
    /// (the core-dump advice, for one, comes only with libpas's first decommit).
    /// - Parameter startupReleaseBytes: footprint the start-up free-page release returned.
    static func current(counters: HeapCounters, startupReleaseBytes: Int64?) -> [WorkerCapability] {
        var list: [WorkerCapability] = []
        // `Malloc` set (--allocator malloc): JSC's heap bypasses libpas, whose hooks then do not apply.
        let libpas = getenv("Malloc") == nil
        func add(_ name: String, _ active: Bool, _ detail: String) {
            let disabled = memlab_hook_disabled(name) != 0
            list.append(
                WorkerCapability(
                    name: name, active: active,
                    detail: disabled ? detail + " (disabled for a test by \(testSwitch))" : detail))
        }

        if counters.source == "direct" {
            add("heap-counters", true, "read from JSC::Heap's own methods, checked equal to JSGetMemoryUsageStatistics at start-up")
        } else {
            add("heap-counters", false, "read through JSGetMemoryUsageStatistics: " + (counters.fallbackReason ?? "the direct counters were not tried"))
        }

        if counters.heapSeen {
            add("collect-now-interposition", true, "JSC's call to JSC::Heap::collectNow reached the worker's definition, which learnt the heap")
        } else if memlab_collect_now_defined() == 0 {
            add("collect-now-interposition", false, "the library does not define JSC::Heap::collectNow")
        } else {
            add(
                "collect-now-interposition", false,
                "JSC's calls to JSC::Heap::collectNow never reached the worker's definition (not exported by the executable, or bound inside the library)")
        }

        if memlab_free_page_release_available() != 0 {
            let returned = startupReleaseBytes.map { " (\(max($0, 0) / 1024) KiB at start-up)" } ?? ""
            let how =
                memlab_free_page_release_kind() == Int32(MEMLAB_RELEASE_LIBPAS_STEPS)
                ? "libpas returns the allocator's free pages after every collection (WTF::releaseFastMallocFreeMemory's steps, its expendable metadata left to libpas)"
                : "WTF::releaseFastMallocFreeMemory returns the allocator's free pages after every collection"
            add("free-page-release", true, how + returned)
        } else {
            add(
                "free-page-release", false,
                "WTF::releaseFastMallocFreeMemory is not exported by the library; free pages go back only when libpas's scavenger thread gets to them")
        }

        switch memlab_scavenger_state() {
        case Int32(MEMLAB_SCAVENGER_NOT_APPLICABLE): break
        // Device mode leaves the thread on on purpose (baseline frame: scavengerThread true).
        case Int32(MEMLAB_SCAVENGER_LEFT_ON_FOR_DEVICE): break
        case Int32(MEMLAB_SCAVENGER_CLEARED) where memlab_scavenger_thread_allowed() == 0:
            add("scavenger-flag", true, "libpas's scavenger thread is kept off (pas_scavenger_is_enabled cleared before main)")
        case Int32(MEMLAB_SCAVENGER_LEFT_ON_NO_RELEASE):
            add("scavenger-flag", false, "libpas's scavenger thread is left on, because without the free-page release it is what returns free pages")
        case Int32(MEMLAB_SCAVENGER_NO_FLAG):
            add("scavenger-flag", false, "the library has no pas_scavenger_is_enabled, so libpas's scavenger thread runs")
        case Int32(MEMLAB_SCAVENGER_LEFT_ON_FOR_TEST):
            add("scavenger-flag", false, "libpas's scavenger thread is left on")
        default:
            add("scavenger-flag", false, "libpas's scavenger thread may run (its flag was not cleared before main, or was set again)")
        }

        if libpas {
            let dropped = memlab_dump_advice_dropped()
            if dropped > 0 {
                add("dump-advice", true, "\(dropped) core-dump advices (MADV_DONTDUMP, MADV_DODUMP) from libpas dropped before the kernel")
            } else {
                add(
                    "dump-advice", false,
                    "no core-dump advice has reached the worker's madvise (not exported by the executable, bound inside the library, or nothing decommitted yet), so the kernel gets it"
                )
            }
        }
        return list
    }

    /// The `typeCounts` capability: per-type object counts after pushes (runs of more than one
    /// push), read from JSC::Heap::objectTypeCounts once its checks passed. Sent in a field of
    /// its own (`typeCountsCapability`), not in `capabilities`, which lists the hooks that
    /// change the numbers.
    static func typeCounts(_ counts: TypeCounts, wanted: Bool) -> WorkerCapability? {
        guard wanted else { return nil }
        let disabled = memlab_hook_disabled("typeCounts") != 0
        let suffix = disabled ? " (disabled for a test by \(testSwitch))" : ""
        if counts.active {
            var detail =
                "live objects by class read from JSC::Heap::objectTypeCounts, checked equal to JSGetMemoryUsageStatistics's at start-up; taken after the first and the last push, at \(TypeCounts.minimumCensuses) evenly spaced pushes, and in between whenever they cost under \(Int(TypeCounts.budgetShare * 100)) % of the worker's time"
            if counts.readings > 0 {
                detail += " (\(counts.readings) so far, \(Int((counts.totalCost / Double(counts.readings) * 1e6).rounded())) us each)"
            }
            return WorkerCapability(name: "typeCounts", active: true, detail: detail)
        }
        return WorkerCapability(name: "typeCounts", active: false, detail: "no per-type object counts: " + (counts.reason ?? "not checked") + suffix)
    }
}
