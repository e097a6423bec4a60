import CJSCHeap
import CJavaScriptCore
@preconcurrency import Glibc
import MemlabProtocol

extension Session {
    /// What RAM size JavaScriptCore's heap sized itself for, read back from JSC::Heap (CJSCHeap's
    /// memlab_jsc_heap_sizing_read), not from memlab's argument: device mode passes the
    /// extension's modelled RAM size as JSC_forceRAMSize, and this says whether the engine took it.
    static func readHeapSizing(into baseline: inout BaselineFrame, context: JSGlobalContextRef) {
        CollectionCount.check(context: context)
        // The options Heap::Heap derives its words from, as the worker's environment set them.
        func option(_ name: String, default value: UInt64) -> UInt64 {
            guard let text = getenv("JSC_" + name) else { return value }
            return UInt64(String(cString: text)) ?? value
        }
        let minBytes = option("smallHeapSize", default: 1 << 20)
        let threshold = option("aggressiveHeapThresholdInMB", default: 16 * 1024) << 20
        var sizing = memlab_jsc_heap_sizing()
        var machine: UInt64 = 0
        var reason: UnsafePointer<CChar>?
        let status = memlab_jsc_heap_sizing_read(memlab_jsc_heap_seen(), minBytes, threshold, &sizing, &machine, &reason)
        if machine > 0 { baseline.machineRAMSizeBytes = Int64(machine) }
        guard status == 0 else {
            baseline.engineHeapSizingFallback = reason.map { String(cString: $0) } ?? "unknown"
            return
        }
        // Without the option the heap took WTF::ramSize(): a reading that says otherwise is another layout.
        if getenv("JSC_forceRAMSize") == nil, machine > 0, sizing.ram_size_bytes != machine {
            baseline.engineHeapSizingFallback = "JSC::Heap's RAM size word is not WTF::ramSize() although no forceRAMSize was set (another layout)"
            return
        }
        baseline.engineRAMSizeBytes = Int64(sizing.ram_size_bytes)
        baseline.engineHeapGrowth = sizing.aggressive_growth != 0 ? "aggressive" : "default"
        baseline.engineMinBytesPerCycle = Int64(sizing.min_bytes_per_cycle)
    }
}

/// The engine's collections between samples (the push frame's `collections`): JSC::Heap's count of
/// collection requests served, believed only if a synchronous collection at start-up raised it by one.
enum CollectionCount {
    nonisolated(unsafe) private static var last: Int64?

    static func check(context: JSGlobalContextRef) {
        let heap = memlab_jsc_heap_seen()
        let before = memlab_jsc_heap_collections(heap)
        guard before >= 0 else { return }
        JSSynchronousGarbageCollectForDebugging(context)
        let after = memlab_jsc_heap_collections(heap)
        if after == before + 1 { last = after }
    }

    /// Collections since the previous call (the start-up check for the first); nil when untrusted.
    static func sinceLast() -> Int64? {
        guard let previous = last else { return nil }
        let now = memlab_jsc_heap_collections(memlab_jsc_heap_seen())
        guard now >= previous else { return nil }
        last = now
        return now - previous
    }
}
