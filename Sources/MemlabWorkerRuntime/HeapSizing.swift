import CJSCHeap
@preconcurrency import Glibc
import MemlabProtocol

extension Session {
    /// What RAM size JavaScriptCore's heap sized itself for, read back from JSC::Heap (CJSCHeap's
    /// memlab_jsc_heap_sizing_read), not from memlab's argument: device mode passes the
    /// extension's modelled RAM size as JSC_forceRAMSize, and this says whether the engine took it.
    static func readHeapSizing(into baseline: inout BaselineFrame) {
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
        baseline.engineRAMSizeBytes = Int64(sizing.ram_size_bytes)
        baseline.engineHeapGrowth = sizing.aggressive_growth != 0 ? "aggressive" : "default"
        baseline.engineMinBytesPerCycle = Int64(sizing.min_bytes_per_cycle)
    }
}
