import Foundation

/// The Mann-Whitney U test (Wilcoxon rank-sum) of NEW against BASE: does one
/// side tend to hold larger values than the other? Rank-based, so one outlying
/// run cannot swing it. Normal approximation with a tie correction and a
/// continuity correction; two-sided p-value.
public struct MannWhitney: Sendable, Equatable, Codable {
    /// U of the NEW sample: the number of (base, new) pairs where new is larger, ties counting half.
    public var u: Double
    public var z: Double
    /// Two-sided p-value under the normal approximation.
    public var pValue: Double
    /// P(a NEW run exceeds a BASE run), ties counting half: 0.5 means no tendency either way.
    public var probabilityOfSuperiority: Double
    /// Hodges-Lehmann estimate of the shift: the median of all pairwise differences new - base.
    public var shift: Double
    /// The smallest two-sided p-value these sample sizes can reach (no overlap at all):
    /// with 3 runs a side it is about 0.08, so a 0.05 test can never fire.
    public var smallestAttainablePValue: Double

    /// Nil when either side is empty.
    public static func test(base: [Double], new: [Double]) -> MannWhitney? {
        guard !base.isEmpty, !new.isEmpty else { return nil }
        let n1 = Double(base.count), n2 = Double(new.count)
        let ranks = MannWhitney.ranks(base + new)
        let rankSumNew = ranks[base.count...].reduce(0, +)
        let u = rankSumNew - n2 * (n2 + 1) / 2
        let sigma = MannWhitney.sigma(n1: n1, n2: n2, tieTerm: MannWhitney.tieTerm(base + new))
        let (z, p) = MannWhitney.normalApproximation(u: u, n1: n1, n2: n2, sigma: sigma)
        let extreme = MannWhitney.normalApproximation(
            u: n1 * n2, n1: n1, n2: n2,
            sigma: MannWhitney.sigma(n1: n1, n2: n2, tieTerm: 0)
        ).p
        var differences: [Double] = []
        differences.reserveCapacity(base.count * new.count)
        for b in base { for n in new { differences.append(n - b) } }
        return MannWhitney(
            u: u, z: z, pValue: p, probabilityOfSuperiority: u / (n1 * n2),
            shift: MannWhitney.median(differences), smallestAttainablePValue: extreme)
    }

    /// 1-based ranks, ties sharing the average of the ranks they span.
    static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count && values[order[end + 1]] == values[order[start]] { end += 1 }
            let average = Double(start + end) / 2 + 1
            for position in start...end { ranks[order[position]] = average }
            start = end + 1
        }
        return ranks
    }

    /// Σ(t³ - t) over groups of tied values.
    static func tieTerm(_ values: [Double]) -> Double {
        var counts: [Double: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.values.reduce(0.0) { $0 + Double($1 * $1 * $1 - $1) }
    }

    static func sigma(n1: Double, n2: Double, tieTerm: Double) -> Double {
        let n = n1 + n2
        guard n > 1 else { return 0 }
        let variance = n1 * n2 / 12 * ((n + 1) - tieTerm / (n * (n - 1)))
        return variance > 0 ? variance.squareRoot() : 0
    }

    static func normalApproximation(u: Double, n1: Double, n2: Double, sigma: Double) -> (z: Double, p: Double) {
        let mean = n1 * n2 / 2
        let distance = u - mean
        // Every value tied, or no spread at all: nothing to tell the sides apart.
        guard sigma > 0, distance != 0 else { return (0, 1) }
        let corrected = max(abs(distance) - 0.5, 0)
        let z = (distance < 0 ? -corrected : corrected) / sigma
        return (z, min(1, erfc(abs(z) / 2.0.squareRoot())))
    }

    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
