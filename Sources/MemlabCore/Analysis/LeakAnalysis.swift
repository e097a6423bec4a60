/// Decides whether a worker's footprint grows across pushes. Robust on purpose:
/// one GC that ran late must not make a clean handler look leaky, so the slope
/// is Theil-Sen (the median of all pairwise slopes) with Sen's 95% interval.
public enum LeakAnalysis {
    public struct Slope: Sendable, Equatable {
        public var estimate: Double
        public var low: Double
        public var high: Double
    }

    /// Theil-Sen slope of y over x with a 95% confidence interval (Sen 1968,
    /// via the normal approximation to Kendall's statistic). Needs ≥ 3 points.
    /// Bounded: past `maximumFitPoints` points the series is first reduced to block medians
    /// (consecutive blocks of equal size, the median x and the median y of each), so memory
    /// and time stay those of `maximumFitPoints` points whatever the run's length. The slope
    /// of block medians estimates the same slope, and its interval is the interval for the
    /// blocked series, which is what the data support: block medians are less noisy points,
    /// and fewer of them, so the interval stays honest instead of shrinking with n.
    public static func theilSen(x: [Double], y: [Double], maximumPoints: Int = maximumFitPoints) -> Slope? {
        let (x, y) = blockMedians(x: x, y: y, maximumPoints: maximumPoints)
        let n = min(x.count, y.count)
        guard n >= 3 else { return nil }
        var slopes: [Double] = []
        slopes.reserveCapacity(n * (n - 1) / 2)
        for i in 0..<(n - 1) {
            for j in (i + 1)..<n where x[j] != x[i] {
                slopes.append((y[j] - y[i]) / (x[j] - x[i]))
            }
        }
        guard !slopes.isEmpty else { return nil }
        let count = Double(slopes.count)
        let nn = Double(n)
        let spread = 1.959964 * (nn * (nn - 1) * (2 * nn + 5) / 18).squareRoot()
        let lowerRank = max(0, min(slopes.count - 1, Int(((count - spread) / 2).rounded(.down))))
        let upperRank = max(0, min(slopes.count - 1, Int(((count + spread) / 2).rounded(.up))))
        let middle = slopes.count / 2
        // The few ranks wanted, each in its place as a sort would put it, without the sort
        // (nor the half-size buffer a sort of half a million slopes takes).
        select(&slopes, ranks: [lowerRank, middle - 1, middle, upperRank].filter { $0 >= 0 })
        let estimate = slopes.count % 2 == 1 ? slopes[middle] : (slopes[middle - 1] + slopes[middle]) / 2
        return Slope(estimate: estimate, low: slopes[lowerRank], high: slopes[upperRank])
    }

    /// Puts the values at `ranks` where sorting `values` would put them (Hoare's FIND, as Wirth
    /// writes it), each rank's left ones no greater and its right ones no smaller.
    static func select(_ values: inout [Double], ranks: [Int]) {
        var pending = [(low: 0, high: values.count - 1, ranks: Array(Set(ranks)).sorted())]
        while let (low, high, wanted) = pending.popLast() {
            guard !wanted.isEmpty, low < high else { continue }
            let k = wanted[wanted.count / 2]
            var left = low
            var right = high
            while left < right {
                let pivot = values[k]
                var i = left
                var j = right
                repeat {
                    while values[i] < pivot { i += 1 }
                    while pivot < values[j] { j -= 1 }
                    if i <= j {
                        values.swapAt(i, j)
                        i += 1
                        j -= 1
                    }
                } while i <= j
                if j < k { left = i }
                if k < i { right = j }
            }
            pending.append((low, k - 1, wanted.filter { $0 < k }))
            pending.append((k + 1, high, wanted.filter { $0 > k }))
        }
    }

    /// The share of the footprint's slope the storage's slope must reach for the growth to be
    /// put down to storage: at least half of it, so what else grows is the smaller part.
    public static let storageShare = 0.5

    /// Points a fit uses at most (its pairwise slopes: about half a million, 4 MiB).
    public static let maximumFitPoints = 1024

    /// The series itself when it has at most `maximumPoints` points; else the medians of
    /// consecutive blocks of ceil(n / maximumPoints) points.
    static func blockMedians(x: [Double], y: [Double], maximumPoints: Int) -> ([Double], [Double]) {
        let n = min(x.count, y.count)
        guard n > maximumPoints else { return (x, y) }
        let size = (n + maximumPoints - 1) / maximumPoints
        var bx: [Double] = [], by: [Double] = []
        bx.reserveCapacity(n / size + 1)
        by.reserveCapacity(n / size + 1)
        var start = 0
        while start < n {
            let end = min(n, start + size)
            bx.append(median(sorted: x[start..<end].sorted()))
            by.append(median(sorted: y[start..<end].sorted()))
            start = end
        }
        return (bx, by)
    }

    public static func median(sorted values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }

    /// A plateau reached after less growth than this is flat: JSC's own caches settle by
    /// about this much over the first pushes (measured: 100-200 KiB for clean.js).
    public static let saturationFloorBytes: Double = 512 * 1024

    /// A pace under the per-push floor still leaks when it adds up to this much over the run
    /// (465 B/push over 18,000 pushes is 8.9 MiB, a third of a 24 MiB budget).
    public static let totalFloorBytes: Double = 1024 * 1024

    /// The last part of a run keeps pace when it grows at least at this share of the first part's pace.
    public static let steadyPace = 0.5

    /// How much the footprint rose across the run, warm-up included: the last quarter's median
    /// minus the median of the first pushes (the first twentieth, at least one), so that a cache
    /// filled during the warm-up still counts.
    /// How much the store's memory rose over the run, measured as `rise` measures the footprint
    /// (nil: no push sent it).
    static func storageMemoryRise<Samples: RandomAccessCollection<Sample>>(_ samples: Samples) -> Double? {
        let values = samples.compactMap(\.storageMemoryBytes).map(Double.init)
        guard !values.isEmpty else { return nil }
        let first = values.prefix(max(1, values.count / 20)).sorted(), last = values.suffix(max(1, values.count / 4)).sorted()
        return median(sorted: last) - median(sorted: first)
    }

    static func rise<Samples: RandomAccessCollection<Sample>>(_ samples: Samples) -> Double {
        guard !samples.isEmpty else { return 0 }
        let head = max(1, samples.count / 20)
        let quarter = max(1, samples.count / 4)
        let first = samples.prefix(head).map { Double($0.footprintBytes) }.sorted()
        let last = samples.suffix(quarter).map { Double($0.footprintBytes) }.sorted()
        return median(sorted: last) - median(sorted: first)
    }

    /// Fewer pushes than this after warm-up give no verdict: a slope over a handful of points says little.
    public static let minimumPushesAnalysed = 10
    /// Slopes below this many bytes per push are not judged per push (their total may still count).
    public static let defaultLeakFloorBytesPerPush = 512.0

    /// The default warm-up: the first 10% of the pushes delivered, at least 3.
    public static func defaultWarmup(pushes: Int) -> Int { RunPlan.defaultWarmup(pushes: pushes) }

    public struct Sample: Sendable, Equatable {
        public var push: Int
        public var footprintBytes: Int64
        public var globalObjectCount: Int64?
        public var heapSizeBytes: Int64?
        public var objectCount: Int64?
        public var mallocAllocatedBytes: Int64?
        /// What the worker's storage held after the push (IndexedDB and the caches).
        public var storageBytes: Int64?
        /// The store's memory in the worker (SQLite's page cache, and with storage in memory the database).
        public var storageMemoryBytes: Int64?

        public init(
            push: Int, footprintBytes: Int64, globalObjectCount: Int64? = nil, heapSizeBytes: Int64? = nil,
            objectCount: Int64? = nil, mallocAllocatedBytes: Int64? = nil, storageBytes: Int64? = nil, storageMemoryBytes: Int64? = nil
        ) {
            self.storageMemoryBytes = storageMemoryBytes
            self.push = push
            self.footprintBytes = footprintBytes
            self.globalObjectCount = globalObjectCount
            self.heapSizeBytes = heapSizeBytes
            self.objectCount = objectCount
            self.mallocAllocatedBytes = mallocAllocatedBytes
            self.storageBytes = storageBytes
        }
    }

    /// Classifies samples taken after each push (after teardown and a synchronous full GC).
    /// - Parameters:
    ///   - warmup: pushes left out of the fit; nil: the default share of the pushes delivered
    ///     (the samples), not of those asked for, so a run cut short still gets its verdict.
    ///   - baselineGlobalObjects: live global objects before the first push (the host's own).
    ///   - leakFloorBytesPerPush: slopes below this are not judged per push (their total may still count).
    ///
    /// The rule (README, "Leaks"): the pushes after warm-up are fitted as a whole and in thirds
    /// (halves under 24 pushes). **leaking**: the whole run and every part grow (interval above 0,
    /// pace at least the floor) and the last part keeps at least half the first part's pace; or,
    /// under the floor, every part grows and the whole adds up to `totalFloorBytes` or more.
    /// **slowing**: the whole, first and last parts grow, but the last at under half the first's
    /// pace. **saturating**: otherwise, when the footprint rose by `saturationFloorBytes` or more
    /// over the run, warm-up included. **flat**: anything else.
    ///
    /// Any collection of samples: a long run's are read from its pushes' columns as the fit goes
    /// (PushList.leakSamples), not copied into an array of their own.
    public static func verdict<Samples: RandomAccessCollection<Sample>>(
        samples: Samples, warmup requestedWarmup: Int?, limitBytes: Int64, baselineGlobalObjects: Int64?,
        leakFloorBytesPerPush: Double = LeakAnalysis.defaultLeakFloorBytesPerPush, killedAtPush: Int? = nil
    ) -> LeakVerdict where Samples.Index == Int {
        let warmup = requestedWarmup ?? defaultWarmup(pushes: samples.count)
        // The pushes after warm-up, counted from 0 (`analysed[i]` is the i-th of them).
        let after = samples.dropFirst(warmup)
        let analysed = Offset(base: after)
        var result = LeakVerdict(
            kind: .insufficient, slopeBytesPerPush: 0, slopeLowBytesPerPush: 0, slopeHighBytesPerPush: 0,
            warmupPushes: min(warmup, samples.count), pushesAnalysed: analysed.count, contextsRetained: 0)
        result.killedAtPush = killedAtPush
        if let baseline = baselineGlobalObjects {
            var last: Int64?
            for sample in samples {
                guard let count = sample.globalObjectCount else { continue }
                last = count - baseline
                if count - baseline > 0 && result.contextsRetainedFromPush == nil { result.contextsRetainedFromPush = sample.push }
            }
            result.contextsRetained = Int(max(0, last ?? 0))
        }
        guard analysed.count >= minimumPushesAnalysed else {
            result.reason = "\(analysed.count) pushes after \(result.warmupPushes) warm-up, at least \(minimumPushesAnalysed) are needed"
            return result
        }

        func fit(_ part: Offset<Samples.SubSequence>.SubSequence, _ value: (Sample) -> Int64? = { $0.footprintBytes }) -> Slope? {
            // Reduced to block medians as it is read (blockMedians' blocks, the same points), so
            // that a million pushes never stand in arrays of their own: the fit holds one block.
            var n = 0
            for sample in part where value(sample) != nil { n += 1 }
            let size = n > maximumFitPoints ? (n + maximumFitPoints - 1) / maximumFitPoints : 1
            var x: [Double] = [], y: [Double] = []
            x.reserveCapacity(Swift.min(n, maximumFitPoints))
            y.reserveCapacity(Swift.min(n, maximumFitPoints))
            var blockX: [Double] = [], blockY: [Double] = []
            blockX.reserveCapacity(size)
            blockY.reserveCapacity(size)
            func close() {
                guard !blockX.isEmpty else { return }
                if size == 1 {
                    x.append(blockX[0])
                    y.append(blockY[0])
                } else {
                    blockX.sort()
                    blockY.sort()
                    x.append(median(sorted: blockX))
                    y.append(median(sorted: blockY))
                }
                blockX.removeAll(keepingCapacity: true)
                blockY.removeAll(keepingCapacity: true)
            }
            for sample in part {
                guard let number = value(sample) else { continue }
                blockX.append(Double(sample.push))
                blockY.append(Double(number))
                if blockX.count == size { close() }
            }
            close()
            return theilSen(x: x, y: y)
        }
        func grows(_ slope: Slope?, floor: Double) -> Bool {
            guard let slope else { return false }
            return slope.low > 0 && slope.estimate >= floor
        }
        guard let whole = fit(analysed[...]) else { return result }
        result.slopeBytesPerPush = whole.estimate
        result.slopeLowBytesPerPush = whole.low
        result.slopeHighBytesPerPush = whole.high
        let span = Double((analysed.last?.push ?? 0) - (analysed.first?.push ?? 0))
        let riseBytes = rise(samples)
        result.totalGrowthBytes = riseBytes
        // A leak grows all along; noise tilts one part. Runs of 24 or more analysed pushes are
        // cut in thirds, shorter ones in halves. Halves were not enough: on a loaded machine
        // the allocator's footprint sometimes steps up once or twice in a run (a page taken
        // for good by some size class, 16 to 64 KiB), and one step inside each half passed
        // for a leak (alloc-free.js, 90 pushes: "leaking" at about 600 B/push). A step has
        // to land in every third to do that.
        let parts = analysed.count >= 24 ? 3 : 2
        let partName = parts == 3 ? "third" : "half"
        let size = analysed.count / parts
        let fits = (0..<parts).map { part in
            fit(analysed[(part * size)..<(part == parts - 1 ? analysed.count : (part + 1) * size)])
        }
        let first = fits[0], last = fits[parts - 1]
        // A leak keeps its pace; a cache filling up, or an allocator settling, slows down.
        let pace = (last?.estimate ?? 0) / max(first?.estimate ?? 0, leakFloorBytesPerPush)
        let percent = Int((pace * 100).rounded())
        let everyPartGrows = fits.allSatisfy { grows($0, floor: leakFloorBytesPerPush) }
        let everyPartRises = fits.allSatisfy { grows($0, floor: .leastNonzeroMagnitude) }
        let total = whole.estimate * span
        // What the last part still adds: a cache that filled and stopped can show a few hundred
        // bytes a push of allocator noise at the end (cache-fill.js under load), which is not
        // growth that is slowing down; that needs the last part to add a share of the whole.
        let lastSpan = Double((analysed.last?.push ?? 0) - (analysed[(parts - 1) * size].push))
        let lastPartGrowth = max(0, last?.estimate ?? 0) * lastSpan
        // The JS heap counts bytes exactly, where the footprint moves in whole pages: at a few
        // hundred bytes a push one part's footprint slope swings between half and twice the true
        // pace (intl.js, 600 B/push: a last third read 280 B/push in 2 of 20 runs). A footprint
        // that grows over the whole run, and rises in every part, leaks when the heap grows in
        // every part at a steady pace and accounts for at least half of it.
        let heapParts = (0..<parts).map { part in
            fit(analysed[(part * size)..<(part == parts - 1 ? analysed.count : (part + 1) * size)]) { $0.heapSizeBytes }
        }
        let heapWhole = fit(analysed[...]) { $0.heapSizeBytes }
        let heapSteady =
            heapParts.allSatisfy { grows($0, floor: .leastNonzeroMagnitude) }
            && (heapWhole?.estimate ?? 0) >= 0.5 * whole.estimate
            && (heapParts[parts - 1]?.estimate ?? 0) >= steadyPace * (heapParts[0]?.estimate ?? .infinity)
        if grows(whole, floor: leakFloorBytesPerPush) && everyPartGrows && pace >= steadyPace {
            result.kind = .leaking
            result.basis = .perPush
            result.reason = "grew in every \(partName) of the run at a steady pace (the last \(partName) at \(percent) % of the first's)"
        } else if grows(whole, floor: leakFloorBytesPerPush) && everyPartRises && heapSteady {
            result.kind = .leaking
            result.basis = .perPush
            result.reason = "grew over the run, and the JS heap, exact where the footprint moves in whole pages, grew in every \(partName) at a steady pace"
        } else if grows(whole, floor: leakFloorBytesPerPush) && grows(first, floor: leakFloorBytesPerPush)
            && grows(last, floor: leakFloorBytesPerPush) && pace < steadyPace && lastPartGrowth >= 0.05 * max(riseBytes, total)
        {
            result.kind = .slowing
            result.reason = "still growing, but the last \(partName) at \(percent) % of the first \(partName)'s pace"
            result.suggestedPushes = max(100, samples.count * 3)
        } else if !grows(whole, floor: leakFloorBytesPerPush) && grows(whole, floor: .leastNonzeroMagnitude)
            && everyPartRises && pace >= steadyPace && total >= totalFloorBytes
        {
            result.kind = .leaking
            result.basis = .total
            result.reason =
                "under \(Int(leakFloorBytesPerPush)) B per push, but steady in every \(partName) and \(ByteSize.format(Int64(total))) over \(Int(span)) pushes"
        } else if riseBytes >= saturationFloorBytes {
            result.kind = .saturating
            result.reason =
                "rose \(ByteSize.format(Int64(riseBytes))) over the run, warm-up included, then "
                + (grows(last, floor: leakFloorBytesPerPush) ? "grew unevenly (not in every \(partName))" : "stopped growing (the last \(partName) is flat)")
        } else {
            result.kind = .flat
            if whole.low <= 0 {
                result.reason = "the slope's 95 % interval reaches 0"
            } else if whole.estimate < leakFloorBytesPerPush {
                result.reason = "under \(Int(leakFloorBytesPerPush)) B per push, and \(ByteSize.format(Int64(max(0, total)))) over the run"
            } else {
                result.reason = "not growing in every \(partName), and \(ByteSize.format(Int64(max(0, riseBytes)))) in all: steps of the allocator, not a leak"
            }
        }
        // A kill projection needs steady growth.
        if result.kind == .leaking, let lastSample = analysed.last, whole.estimate > 0 {
            let remaining = Double(limitBytes - lastSample.footprintBytes) / whole.estimate
            result.projectedPushesUntilCeiling = remaining > 0 ? lastSample.push + Int(remaining.rounded(.down)) : lastSample.push
        }

        // Where the growth is.
        let heap = fit(analysed[...]) { $0.heapSizeBytes }
        let objects = fit(analysed[...]) { $0.objectCount }
        let malloc = fit(analysed[...]) { $0.mallocAllocatedBytes }
        let stored = fit(analysed[...]) { $0.storageBytes }
        let storageMemory = fit(analysed[...]) { $0.storageMemoryBytes }
        result.sources = LeakVerdict.Sources(
            footprintBytesPerPush: whole.estimate, jsHeapBytesPerPush: heap?.estimate,
            objectsPerPush: objects?.estimate, mallocAllocatedBytesPerPush: malloc?.estimate,
            contextsRetained: result.contextsRetained, storageBytesPerPush: stored?.estimate, storageMemoryBytesPerPush: storageMemory?.estimate)
        // Storage is growth of memory only as far as the store's memory grows: on disk that is
        // SQLite's bounded page cache (the file's growth is no footprint); in memory, the database.
        // Records from before the store's memory was sent have its bytes only, all in memory then.
        let storage = storageMemory ?? stored
        if result.kind != .flat {
            if result.contextsRetained > 0 {
                result.attribution = .retainedContexts
            } else if let storage, storage.low > 0, storage.estimate >= storageShare * max(whole.estimate, 0) {
                // What the store holds is the growth (or most of it): the store is the finding.
                result.attribution = .storage
            } else if result.kind == .saturating, let risen = storageMemoryRise(samples), risen >= storageShare * max(riseBytes, 0), risen > 0 {
                // A rise that stopped, most of it the store's memory: SQLite's page cache filling to its bound.
                result.attribution = .storage
            } else if let heap, heap.low > 0, heap.estimate >= 0.25 * max(whole.estimate, 0) {
                result.attribution = .jsObjects
            } else if heap != nil {
                result.attribution = .outsideJSHeap
            }
        }
        return result
    }
}

extension LeakAnalysis {
    /// A collection indexed from 0 whatever its base's indices (a slice's start where it was cut).
    struct Offset<Base: RandomAccessCollection>: RandomAccessCollection where Base.Index == Int {
        let base: Base
        var startIndex: Int { 0 }
        var endIndex: Int { base.count }
        subscript(position: Int) -> Base.Element { base[base.startIndex + position] }
    }
}
