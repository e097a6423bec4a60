import Testing
import Foundation
@testable import MemlabCore

@Suite struct LeakAnalysisTests {
    /// A deterministic noise source, so no test depends on chance.
    struct Noise {
        var state: UInt64
        mutating func next(amplitude: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (Double(state >> 11) / Double(1 << 53) - 0.5) * 2 * amplitude
        }
    }

    func samples(_ count: Int, base: Double = 5_000_000, perPush: (Int) -> Double, noise amplitude: Double = 9_000, seed: UInt64 = 7) -> [LeakAnalysis.Sample] {
        var noise = Noise(state: seed)
        return (1...count).map { push in
            LeakAnalysis.Sample(push: push, footprintBytes: Int64(base + perPush(push) + noise.next(amplitude: amplitude)), globalObjectCount: 1)
        }
    }

    /// Growth the worker's storage holds is put down to storage (IndexedDB and the caches live in
    /// its memory); growth beside a flat store is not, nor a store that grows a little.
    @Test(arguments: [(40_960.0, 40_960.0, LeakVerdict.Attribution.storage), (4_096.0, 0.0, .outsideJSHeap), (8_192.0, 1_024.0, .outsideJSHeap)])
    func storageGrowthIsNamed(footprint: Double, stored: Double, expected: LeakVerdict.Attribution) {
        let made = samples(120, perPush: { Double($0) * footprint }).enumerated().map { position, sample in
            var sample = sample
            sample.heapSizeBytes = 1_000_000
            sample.storageBytes = Int64(10_000 + Double(position + 1) * stored)
            return sample
        }
        let verdict = LeakAnalysis.verdict(samples: made, warmup: 12, limitBytes: 1 << 40, baselineGlobalObjects: 1)
        #expect(verdict.kind == .leaking)
        #expect(verdict.attribution == expected)
        #expect(abs((verdict.sources?.storageBytesPerPush ?? -1) - stored) <= max(1, stored * 0.01))
    }

    /// The store's memory decides, not its bytes: a database on disk that grows 40 KiB a push
    /// beside a footprint that grows for another reason is not storage; the same growth with
    /// the store's memory growing (in memory) is.
    @Test(arguments: [(0.0, LeakVerdict.Attribution.outsideJSHeap), (40_960.0, .storage)])
    func theStoresMemoryDecidesStorage(memory: Double, expected: LeakVerdict.Attribution) {
        let made = samples(120, perPush: { Double($0) * 40_960 }).enumerated().map { position, sample in
            var sample = sample
            sample.heapSizeBytes = 1_000_000
            sample.storageBytes = Int64(10_000 + Double(position + 1) * 40_960)
            sample.storageMemoryBytes = Int64(500_000 + Double(position + 1) * memory)
            return sample
        }
        let verdict = LeakAnalysis.verdict(samples: made, warmup: 12, limitBytes: 1 << 40, baselineGlobalObjects: 1)
        #expect(verdict.kind == .leaking)
        #expect(verdict.attribution == expected)
        #expect(abs((verdict.sources?.storageMemoryBytesPerPush ?? -1) - memory) <= max(1, memory * 0.01))
    }

    /// A footprint that rose and stopped, the store's memory rising as much (a page cache
    /// filling, as cacheThatFillsThenStopsIsSaturating's cache): saturating, put down to storage;
    /// with the store's memory flat, not.
    @Test(arguments: [(20_000.0, LeakVerdict.Attribution?.some(.storage)), (0.0, nil)])
    func aStoreFillingItsCacheIsStorage(memory: Double, expected: LeakVerdict.Attribution?) {
        let made = samples(200, perPush: { Double(min($0, 80)) * 20_000 }).enumerated().map { position, sample in
            var sample = sample
            sample.storageBytes = Int64(10_000 + Double(position + 1) * 40_960)
            sample.storageMemoryBytes = Int64(50_000 + Double(min(position + 1, 80)) * memory)
            return sample
        }
        let verdict = LeakAnalysis.verdict(samples: made, warmup: 20, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .saturating, "\(verdict)")
        #expect(verdict.attribution == expected || (expected == nil && verdict.attribution != .storage), "\(verdict)")
    }

    @Test func theilSenIgnoresOutliers() throws {
        var y = (0..<50).map { Double($0) * 100 }
        y[10] = 1e9
        y[30] = -1e9
        let slope = try #require(LeakAnalysis.theilSen(x: (0..<50).map(Double.init), y: y))
        #expect(abs(slope.estimate - 100) < 1)
        #expect(slope.low <= 100 && slope.high >= 100)
    }

    @Test func flatHandlerIsFlat() {
        let verdict = LeakAnalysis.verdict(samples: samples(200, perPush: { _ in 0 }), warmup: 20, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .flat)
        #expect(verdict.contextsRetained == 0)
    }

    @Test(arguments: [1024.0, 2048.0, 4096.0])
    func leakIsFoundAtItsRate(rate: Double) {
        let verdict = LeakAnalysis.verdict(samples: samples(200, perPush: { Double($0) * rate }), warmup: 20, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .leaking)
        #expect(abs(verdict.slopeBytesPerPush - rate) < rate * 0.25)
        #expect(verdict.slopeLowBytesPerPush <= rate && verdict.slopeHighBytesPerPush >= rate)
        #expect((verdict.projectedPushesUntilCeiling ?? 0) > 200)
    }

    /// The allocator's footprint can step up once or twice in a run on a loaded machine
    /// (alloc-free.js: +48 KiB at push 75, then flat). One step in each half used to pass
    /// for a leak; a leak has to grow in every third of the run.
    @Test(arguments: [(60, 100), (45, 110), (70, 80)])
    func twoStepsAreNotALeak(first: Int, second: Int) {
        let step = 48.0 * 1024
        let verdict = LeakAnalysis.verdict(
            samples: samples(120, perPush: { ($0 >= first ? step : 0) + ($0 >= second ? step : 0) }),
            warmup: 30, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .flat, "slope \(verdict.slopeBytesPerPush)")
    }

    @Test(arguments: [1024.0, 4096.0])
    func shortRunsStillFindALeak(rate: Double) {
        // 20 analysed pushes: cut in halves, not thirds.
        let verdict = LeakAnalysis.verdict(
            samples: samples(23, perPush: { Double($0) * rate }, noise: 2_000), warmup: 3, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .leaking)
    }

    @Test func cacheThatFillsThenStopsIsSaturating() {
        let verdict = LeakAnalysis.verdict(
            samples: samples(200, perPush: { Double(min($0, 80)) * 20_000 }), warmup: 20, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .saturating)
    }

    @Test func retainedContextsAreCountedExactly() {
        var data = samples(30, perPush: { _ in 0 })
        for index in data.indices { data[index].globalObjectCount = 1 + Int64(index + 1) }
        let verdict = LeakAnalysis.verdict(samples: data, warmup: 3, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.contextsRetained == 30)
        #expect(verdict.contextsRetainedFromPush == 1)
    }

    @Test func tooFewPushesAreInsufficient() {
        let verdict = LeakAnalysis.verdict(samples: samples(5, perPush: { Double($0) * 1e6 }), warmup: 3, limitBytes: 24 << 20, baselineGlobalObjects: nil)
        #expect(verdict.kind == .insufficient)
    }

    @Test(arguments: [(1, 3), (10, 3), (30, 3), (100, 10), (200, 20)])
    func defaultWarmup(pushes: Int, warmup: Int) {
        #expect(LeakAnalysis.defaultWarmup(pushes: pushes) == warmup)
    }

    // MARK: verdicts a user can trust

    @Test func warmupIsTakenFromThePushesDelivered() {
        // Asked for 10,000 pushes, killed at push 656: the warm-up is 10 % of 656, not of 10,000.
        let verdict = LeakAnalysis.verdict(
            samples: samples(655, perPush: { Double($0) * 33 * 1024 }), warmup: nil, limitBytes: 24 << 20,
            baselineGlobalObjects: 1, killedAtPush: 656)
        #expect(verdict.warmupPushes == 65)
        #expect(verdict.kind == .leaking)
        #expect(verdict.killedAtPush == 656)
    }

    @Test(arguments: [20, 60])
    func growthThatSlowsDownIsNotProjectedIntoAKill(pushes: Int) {
        // An allocator settling: fast at first, ever slower (about 6 MiB over 100 pushes).
        let verdict = LeakAnalysis.verdict(
            samples: samples(pushes, perPush: { 1_400_000 * log(Double($0)) }), warmup: nil,
            limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .slowing, "\(verdict.kind): \(verdict.reason ?? "")")
        #expect(verdict.projectedPushesUntilCeiling == nil)
        #expect((verdict.suggestedPushes ?? 0) > pushes)
    }

    @Test func aCacheFilledDuringWarmupIsSaturating() {
        // Fills 1 MiB over the first fifth of the run (inside and just past the warm-up), then stops.
        let verdict = LeakAnalysis.verdict(
            samples: samples(100, perPush: { Double(min($0, 20)) * 52_000 }), warmup: nil,
            limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .saturating, "\(verdict.kind): \(verdict.reason ?? "")")
    }

    @Test func aSlowLeakThatAddsUpIsALeak() {
        // 465 B per push over 18,000 pushes: under the per-push floor, 8 MiB in all.
        let verdict = LeakAnalysis.verdict(
            samples: samples(18_000, perPush: { Double($0) * 465 }, noise: 9_000), warmup: nil,
            limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .leaking, "\(verdict.kind): \(verdict.reason ?? "")")
        #expect(verdict.basis == .total)
        #expect(abs(verdict.slopeBytesPerPush - 465) < 465 * 0.15)
    }

    @Test func aSlowPaceOverAShortRunIsFlat() {
        let verdict = LeakAnalysis.verdict(
            samples: samples(200, perPush: { Double($0) * 100 }, noise: 2_000), warmup: nil,
            limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .flat)
        #expect(verdict.reason?.contains("under 512 B per push") == true)
    }

    @Test func longRunsAreFittedOnABoundedNumberOfPoints() throws {
        let n = 100_000
        let x = (1...n).map(Double.init)
        var noise = Noise(state: 3)
        let y = x.map { 3_000_000 + $0 * 200 + noise.next(amplitude: 9_000) }
        let (bx, by) = LeakAnalysis.blockMedians(x: x, y: y, maximumPoints: LeakAnalysis.maximumFitPoints)
        #expect(bx.count <= LeakAnalysis.maximumFitPoints && by.count == bx.count)
        let slope = try #require(LeakAnalysis.theilSen(x: x, y: y))
        #expect(abs(slope.estimate - 200) < 2)
    }

    /// The interval of a blocked fit is honest: over 20 noisy runs of 4,000 pushes in 200 blocks, about 19
    /// of the 95 % intervals hold the true slope (at least 16, the binomial's 1st percentile).
    @Test func blockedIntervalsCoverTheTrueSlope() throws {
        var covered = 0
        for seed in 1...20 {
            var noise = Noise(state: UInt64(seed))
            let x = (1...4_000).map(Double.init)
            let y = x.map { 3_000_000 + $0 * 200 + noise.next(amplitude: 9_000) }
            let slope = try #require(LeakAnalysis.theilSen(x: x, y: y, maximumPoints: 200))
            if slope.low <= 200 && slope.high >= 200 { covered += 1 }
        }
        #expect(covered >= 16, "\(covered) of 20 intervals hold the true slope")
    }

    @Test func growthIsAttributedToWhereTheMemoryIs() {
        var kept = samples(100, perPush: { Double($0) * 4096 })
        for index in kept.indices {
            kept[index].heapSizeBytes = 600_000 + Int64(index) * 4000
            kept[index].objectCount = 5_000 + Int64(index) * 40
        }
        let inObjects = LeakAnalysis.verdict(samples: kept, warmup: nil, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(inObjects.kind == .leaking)
        #expect(inObjects.attribution == .jsObjects)
        #expect(abs((inObjects.sources?.objectsPerPush ?? 0) - 40) < 1)

        var allocator = kept
        for index in allocator.indices { allocator[index].heapSizeBytes = 600_000 + Int64(index % 3) * 100 }
        let outside = LeakAnalysis.verdict(samples: allocator, warmup: nil, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(outside.attribution == .outsideJSHeap)

        let flat = LeakAnalysis.verdict(samples: samples(100, perPush: { _ in 0 }), warmup: nil, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(flat.attribution == nil)
        #expect(flat.reason != nil)
    }

    /// intl.js under --isolation none: ~600 B/push, steady in the JS heap, but the footprint moves
    /// in 4 KiB pages, so one third's slope can read under the per-push floor.
    @Test func aPageQuantizedFootprintWithASteadyHeapIsALeak() {
        var data = samples(200, perPush: { push in (Double(min(push, 165) + max(0, push - 165) / 3) * 600 / 4096).rounded(.down) * 4096 }, noise: 0)
        for index in data.indices { data[index].heapSizeBytes = 700_000 + Int64(index) * 570 }
        let verdict = LeakAnalysis.verdict(samples: data, warmup: nil, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .leaking, "\(verdict.kind): \(verdict.reason ?? "")")
        #expect(verdict.attribution == .jsObjects)
        // Without a growing heap the same footprint is not called a leak on the heap's word.
        for index in data.indices { data[index].heapSizeBytes = 700_000 }
        let noHeap = LeakAnalysis.verdict(samples: data, warmup: nil, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(noHeap.reason?.contains("JS heap") != true, "\(noHeap.kind): \(noHeap.reason ?? "")")
    }

    /// A cache that filled by push 40 of 120, with a little allocator noise at the end (as
    /// under load): saturating, not "growing but slowing".
    @Test func aFilledCacheWithNoiseAtTheEndIsSaturating() {
        let verdict = LeakAnalysis.verdict(
            samples: samples(120, perPush: { push in Double(min(push, 40)) * 65_536 + (push > 90 ? Double(push - 90) * 700 : 0) }, noise: 2_000),
            warmup: 3, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .saturating, "\(verdict.kind): \(verdict.reason ?? "")")
    }
}
