import Foundation

/// Whether footprint grows across pushes into one reused worker.
public struct LeakVerdict: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case flat, saturating, leaking
        /// Still growing at the end of the run, but at well under the pace it started with: a
        /// longer run tells whether it levels off (saturating) or keeps on (leaking).
        case slowing
        /// Too few pushes after warm-up to say.
        case insufficient
    }

    /// What a leaking verdict was judged on: the pace per push, or what the pace adds up to over the run.
    public enum Basis: String, Codable, Sendable {
        case perPush, total
    }

    /// Where the growth is, from the counters every sample carries.
    public enum Attribution: String, Codable, Sendable {
        /// JavaScript objects are kept: JSC's heap size and object count grow with the footprint.
        case jsObjects = "js-objects"
        /// Whole contexts are kept (their global objects stay alive after teardown).
        case retainedContexts = "retained-contexts"
        /// The footprint grows while the JS heap does not: the engine's allocator keeps pages,
        /// or native memory grows.
        case outsideJSHeap = "outside-js-heap"
        /// The store's memory grows (IndexedDB and the caches kept in the worker's memory:
        /// `--storage-in memory`, `storageMemoryBytes`) and accounts for at least half the footprint's growth.
        case storage
    }

    /// Slopes per push of each counter over the analysed pushes (Theil-Sen estimates).
    public struct Sources: Codable, Sendable, Equatable {
        public var footprintBytesPerPush: Double
        public var jsHeapBytesPerPush: Double?
        public var objectsPerPush: Double?
        public var mallocAllocatedBytesPerPush: Double?
        public var contextsRetained: Int = 0
        /// The slope of `storageBytes` (IndexedDB and the caches); nil when no push sent it.
        public var storageBytesPerPush: Double? = nil
        /// The slope of `storageMemoryBytes` (the store's memory in the worker); nil when no push sent it.
        public var storageMemoryBytesPerPush: Double? = nil
    }

    public var kind: Kind
    /// Robust (Theil-Sen) slope of footprint per push after warm-up, with its confidence interval.
    public var slopeBytesPerPush: Double
    public var slopeLowBytesPerPush: Double
    public var slopeHighBytesPerPush: Double
    public var warmupPushes: Int
    public var pushesAnalysed: Int
    /// JS global objects still alive after teardown, beyond the baseline: exact.
    public var contextsRetained: Int
    /// Push after which contexts were first seen retained.
    public var contextsRetainedFromPush: Int?
    /// (limit - current footprint) / slope, when leaking.
    public var projectedPushesUntilCeiling: Int?
    /// The push the ceiling killed, when it did.
    public var killedAtPush: Int?
    /// Why this verdict, in one clause ("grew in every third at a steady pace").
    public var reason: String?
    /// For `leaking`: judged on the pace per push, or on the total it adds up to.
    public var basis: Basis?
    /// Footprint growth over the run: the last quarter's median minus the first pushes' (warm-up included).
    public var totalGrowthBytes: Double?
    /// Where the growth is (nil when nothing grows).
    public var attribution: Attribution?
    public var sources: Sources?
    /// For `slowing`: how many pushes a run needs to tell.
    public var suggestedPushes: Int?
}
