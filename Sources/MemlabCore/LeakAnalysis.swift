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
    public static func theilSen(x: [Double], y: [Double]) -> Slope? {
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
        slopes.sort()
        let count = Double(slopes.count)
        let estimate = median(sorted: slopes)
        let nn = Double(n)
        let spread = 1.959964 * (nn * (nn - 1) * (2 * nn + 5) / 18).squareRoot()
        let lowerRank = Int(((count - spread) / 2).rounded(.down))
        let upperRank = Int(((count + spread) / 2).rounded(.up))
        let low = slopes[max(0, min(slopes.count - 1, lowerRank))]
        let high = slopes[max(0, min(slopes.count - 1, upperRank))]
        return Slope(estimate: estimate, low: low, high: high)
    }

    public static func median(sorted values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }

    /// The default warm-up: the first 10% of pushes, at least 3.
    /// A plateau reached after less growth than this is flat: JSC's own caches settle by
    /// about this much over the first pushes (measured: 100-200 KiB for clean.js).
    public static let saturationFloorBytes: Double = 512 * 1024

    /// How much the footprint rose across the run: last quarter's median minus the first quarter's.
    static func rise(_ samples: [Sample]) -> Double {
        let quarter = max(1, samples.count / 4)
        let first = samples.prefix(quarter).map { Double($0.footprintBytes) }.sorted()
        let last = samples.suffix(quarter).map { Double($0.footprintBytes) }.sorted()
        return median(sorted: last) - median(sorted: first)
    }

    /// Fewer pushes than this after warm-up give no verdict: a slope over a handful of points says little.
    public static let minimumPushesAnalysed = 10

    public static func defaultWarmup(pushes: Int) -> Int { max(3, pushes / 10) }

    public struct Sample: Sendable, Equatable {
        public var push: Int
        public var footprintBytes: Int64
        public var globalObjectCount: Int64?

        public init(push: Int, footprintBytes: Int64, globalObjectCount: Int64? = nil) {
            self.push = push
            self.footprintBytes = footprintBytes
            self.globalObjectCount = globalObjectCount
        }
    }

    /// Classifies samples taken after each push (after teardown and a synchronous full GC).
    /// - Parameters:
    ///   - baselineGlobalObjects: live global objects before the first push (the host's own).
    ///   - leakFloorBytesPerPush: slopes below this are flat whatever their interval says.
    public static func verdict(samples: [Sample], warmup: Int, limitBytes: Int64, baselineGlobalObjects: Int64?,
                               leakFloorBytesPerPush: Double = 512, killedAtPush: Int? = nil) -> LeakVerdict {
        let analysed = Array(samples.dropFirst(warmup))
        var result = LeakVerdict(kind: .insufficient, slopeBytesPerPush: 0, slopeLowBytesPerPush: 0, slopeHighBytesPerPush: 0,
                                 warmupPushes: min(warmup, samples.count), pushesAnalysed: analysed.count, contextsRetained: 0)
        result.killedAtPush = killedAtPush
        if let baseline = baselineGlobalObjects {
            let retained = samples.compactMap { sample in sample.globalObjectCount.map { (sample.push, $0 - baseline) } }
            result.contextsRetained = Int(max(0, retained.last?.1 ?? 0))
            result.contextsRetainedFromPush = retained.first { $0.1 > 0 }?.0
        }
        guard analysed.count >= minimumPushesAnalysed else { return result }

        func fit(_ part: ArraySlice<Sample>) -> Slope? {
            theilSen(x: part.map { Double($0.push) }, y: part.map { Double($0.footprintBytes) })
        }
        func grows(_ slope: Slope?) -> Bool {
            guard let slope else { return false }
            return slope.low > 0 && slope.estimate >= leakFloorBytesPerPush
        }
        guard let whole = fit(analysed[...]) else { return result }
        result.slopeBytesPerPush = whole.estimate
        result.slopeLowBytesPerPush = whole.low
        result.slopeHighBytesPerPush = whole.high
        // A leak grows all along; noise tilts one part. Runs of 24 or more analysed pushes are
        // cut in thirds, shorter ones in halves. Halves were not enough: on a loaded machine
        // the allocator's footprint sometimes steps up once or twice in a run (a page taken
        // for good by some size class, 16 to 64 KiB), and one step inside each half passed
        // for a leak (alloc-free.js, 90 pushes: "leaking" at about 600 B/push). A step has
        // to land in every third to do that.
        let parts = analysed.count >= 24 ? 3 : 2
        let size = analysed.count / parts
        let fits = (0..<parts).map { part in
            fit(analysed[(part * size)..<(part == parts - 1 ? analysed.count : (part + 1) * size)])
        }
        // (A first part that grows on its own, with no growth over the whole run, is noise.)
        // A leak keeps its pace; a cache filling up slows to (nearly) nothing. So a run
        // leaks when the last part still grows at a quarter or more of the first part's
        // pace, and saturates when it grew early but then slowed below that.
        let firstPace = max(fits[0]?.estimate ?? 0, leakFloorBytesPerPush)
        let last = fits[parts - 1]
        let keepsPace = grows(last) && (last?.estimate ?? 0) >= 0.25 * firstPace
        let middleGrows = fits.dropFirst().dropLast().allSatisfy(grows)
        if grows(whole) && grows(fits[0]) && middleGrows && keepsPace {
            result.kind = .leaking
        } else if grows(whole) && rise(analysed) >= saturationFloorBytes {
            result.kind = .saturating
        } else {
            result.kind = .flat
        }
        if result.kind == .leaking, let last = analysed.last, whole.estimate > 0 {
            let remaining = Double(limitBytes - last.footprintBytes) / whole.estimate
            result.projectedPushesUntilCeiling = remaining > 0 ? last.push + Int(remaining.rounded(.down)) : last.push
        }
        return result
    }
}
