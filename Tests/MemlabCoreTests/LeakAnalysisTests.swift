import Testing
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
        let verdict = LeakAnalysis.verdict(samples: samples(120, perPush: { ($0 >= first ? step : 0) + ($0 >= second ? step : 0) }),
                                           warmup: 30, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .flat, "slope \(verdict.slopeBytesPerPush)")
    }

    @Test(arguments: [1024.0, 4096.0])
    func shortRunsStillFindALeak(rate: Double) {
        // 20 analysed pushes: cut in halves, not thirds.
        let verdict = LeakAnalysis.verdict(samples: samples(23, perPush: { Double($0) * rate }, noise: 2_000), warmup: 3, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        #expect(verdict.kind == .leaking)
    }

    @Test func cacheThatFillsThenStopsIsSaturating() {
        let verdict = LeakAnalysis.verdict(samples: samples(200, perPush: { Double(min($0, 80)) * 20_000 }), warmup: 20, limitBytes: 24 << 20, baselineGlobalObjects: 1)
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
}
