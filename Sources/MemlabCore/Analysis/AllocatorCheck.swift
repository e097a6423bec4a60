import Foundation

/// `memlab run --check-allocator`: the same probe run a second time with `--allocator malloc`
/// (JavaScriptCore's allocations through WTF's fastMalloc routed to jemalloc, whose counters join
/// every sample), to tell an allocator that keeps pages from memory that is really in use.
///
/// What jemalloc sees, measured: JavaScriptCore's native allocations (strings, vectors,
/// compiled code, structures' tables), not its JS heap. A probe keeping a 4 KiB Uint8Array a
/// push grows the JS heap 4 KiB a push under both allocators while jemalloc's allocated bytes
/// stay flat. So the check speaks only of growth outside the JS heap: footprint that grows
/// while the JS heap is flat is native memory in use (allocated bytes grow), or memory the
/// allocator keeps (allocated bytes flat). The second run's record is written beside the first
/// and named here.
public struct AllocatorCheck: Codable, Sendable, Equatable {
    public enum Conclusion: String, Codable, Sendable {
        /// The first run's growth is outside the JS heap and the allocated bytes are flat: the
        /// allocator keeps pages; nothing the handler or the engine uses grows.
        case allocatorKeepsPages = "allocator-keeps-pages"
        /// The allocated bytes grow: native memory in use grows.
        case allocatedGrows = "allocated-grows"
        /// The growth is in the JS heap (objects or retained contexts), which jemalloc does not
        /// count: the first run already says where it is.
        case inJSHeap = "in-js-heap"
        /// Neither run grows: nothing to explain.
        case noGrowth = "no-growth"
        /// The second run gave no figure (it ended early, or had too few pushes to fit).
        case inconclusive
    }

    /// The second run's result file (nil when it could not be written).
    public var resultFile: String?
    /// The first run's footprint slope and where its verdict put the growth.
    public var footprintBytesPerPush: Double?
    public var attribution: LeakVerdict.Attribution?
    /// The second run's footprint slope, and the slope of jemalloc's allocated bytes.
    public var mallocFootprintBytesPerPush: Double?
    public var allocatedBytesPerPush: Double?
    public var mallocVerdict: LeakVerdict.Kind?
    public var conclusion: Conclusion
    /// The conclusion in one sentence a user acts on.
    public var sentence: String

    /// Allocated bytes growing by at least this share of the first run's footprint slope (and
    /// by more than the leak floor) count as growth.
    public static let growthShare = 0.25

    /// The comparison of `first` (the run as asked) with `second` (the same with --allocator malloc).
    public static func compare(first: RunRecord, second: RunRecord, resultFile: String?) -> AllocatorCheck {
        let verdict = first.verdict
        let grows = verdict.map { [.leaking, .saturating, .slowing].contains($0.kind) } ?? false
        let footprint = verdict?.sources?.footprintBytesPerPush ?? verdict?.slopeBytesPerPush
        let allocated = second.verdict?.sources?.mallocAllocatedBytesPerPush
        func perPush(_ value: Double) -> String { ByteSize.format(Int64(value.rounded())) + " per push" }
        // A slope under zero is memory given back over the run (the first pushes' warm-up).
        func signed(_ value: Double) -> String { value < 0 ? "falling " + perPush(-value) : perPush(value) }
        var check = AllocatorCheck(
            resultFile: resultFile, footprintBytesPerPush: footprint, attribution: verdict?.attribution,
            mallocFootprintBytesPerPush: second.verdict?.sources?.footprintBytesPerPush ?? second.verdict?.slopeBytesPerPush,
            allocatedBytesPerPush: allocated, mallocVerdict: second.verdict?.kind, conclusion: .inconclusive, sentence: "")
        guard let allocated else {
            check.sentence =
                "the run with --allocator malloc gave no allocated-bytes slope (\(second.end.kind.rawValue), \(second.pushes.count) pushes); run it with more pushes"
            return check
        }
        let floor = max(LeakAnalysis.defaultLeakFloorBytesPerPush, growthShare * max(0, footprint ?? 0))
        let allocatedGrows = allocated > floor
        if grows, let attribution = verdict?.attribution, attribution == .storage {
            check.conclusion = allocatedGrows ? .allocatedGrows : .inconclusive
            let sources = verdict?.sources
            let stored = (sources?.storageMemoryBytesPerPush ?? sources?.storageBytesPerPush).map(perPush) ?? "?"
            check.sentence =
                "the growth is the worker's storage (its memory grows \(stored): IndexedDB and the caches in memory, or SQLite's page cache filling); with --allocator malloc, allocated bytes "
                + (allocatedGrows
                    ? "grow \(perPush(allocated)) with it: memory in use, not the allocator keeping pages"
                    : "are \(signed(allocated)): compare with the storage's slope")
            return check
        }
        if grows, let attribution = verdict?.attribution, attribution != .outsideJSHeap {
            check.conclusion = .inJSHeap
            let place = attribution == .retainedContexts ? "retained contexts" : "JS objects"
            check.sentence =
                "the growth is in \(place), in the JS heap, which jemalloc does not count (allocated bytes \(signed(allocated)) with --allocator malloc); no allocator question to settle"
            return check
        }
        switch (grows, allocatedGrows) {
        case (_, true):
            check.conclusion = .allocatedGrows
            check.sentence =
                "with --allocator malloc, JavaScriptCore's native allocations grow \(perPush(allocated)) (jemalloc's allocated bytes): native memory in use grows, it is not the allocator keeping pages"
        case (true, false):
            check.conclusion = .allocatorKeepsPages
            check.sentence =
                "with --allocator malloc, allocated bytes are flat (\(signed(allocated))) while the footprint grew \(perPush(footprint ?? 0)) here: the allocator keeps freed pages; nothing in use grows"
        case (false, false):
            check.conclusion = .noGrowth
            check.sentence = "with --allocator malloc, allocated bytes are flat too (\(signed(allocated))): nothing grows"
        }
        return check
    }
}
