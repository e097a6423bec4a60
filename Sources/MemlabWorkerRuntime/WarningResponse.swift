@preconcurrency import Glibc
import CJavaScriptCore
import CJSCHeap

/// iOS warns an extension at 80 % of its limit (xnu PHYS_FOOTPRINT_WARNING_LEVEL), delivered as a
/// memory-pressure event on a dispatch queue: it runs when the main thread is between tasks, never
/// inside running JavaScript. With `--on-warning gc` the worker answers as a careful extension
/// would: at the first event-loop turn of a push that finds the footprint at or past 80 % of the
/// limit, one synchronous full collection and a release of free pages.
final class WarningResponse {
    let thresholdBytes: Int64
    /// The footprint when the warning was first seen in this push.
    private(set) var seenBytes: Int64?
    /// What the collection gave back (footprint before minus after; may be 0).
    private(set) var collectedBytes: Int64?

    init(limitBytes: Int64) {
        thresholdBytes = limitBytes * 80 / 100
    }

    func check(host: WorkerHost, context: JSGlobalContextRef) {
        guard seenBytes == nil else { return }
        let before = host.footprintBytes
        guard before >= thresholdBytes else { return }
        seenBytes = before
        JSSynchronousGarbageCollectForDebugging(context)
        _ = memlab_release_free_pages()
        collectedBytes = max(0, before - host.footprintBytes)
    }
}
