import Testing
import MemlabCore

/// The per-type growth fit (TypeGrowthAnalysis) on censuses made up to the shapes the worker
/// sends: a steady leak, built-ins that stop, a cache that fills up, noise around a level.
@Suite struct TypeGrowthTests {
    /// Full censuses at `pushes`, each class's count given by a function of the push.
    func censuses(_ pushes: [Int], _ classes: [String: (Int) -> Int64]) -> [(push: Int, counts: [String: Int64])] {
        pushes.map { push in (push, classes.mapValues { $0(push) }) }
    }

    @Test func deltasAccumulateIntoFullCensuses() {
        let full = TypeGrowthAnalysis.accumulate([
            (push: 2, counts: ["Array": 7]), (push: 1, counts: ["Array": 5, "Object": 3]), (push: 3, counts: ["Object": 0])
        ])
        #expect(full.map(\.push) == [1, 2, 3])
        #expect(full[0].counts == ["Array": 5, "Object": 3])
        #expect(full[1].counts == ["Array": 7, "Object": 3])
        #expect(full[2].counts == ["Array": 7], "a class counted 0 is gone")
    }

    @Test func aSteadyLeakIsReportedAtItsRateAndBuiltInsThatStopAreNot() throws {
        let data = censuses(
            Array(1...60),
            [
                "Uint8Array": { Int64(10 + 2 * $0) },
                // JSC's built-ins made on first use: +40 over the first pushes, then level.
                "Function": { Int64(700 + min($0, 12) * 4) },
                "Structure": { _ in 449 }
            ])
        let report = try #require(TypeGrowthAnalysis.report(censuses: data, warmup: 6))
        #expect(report.censuses == 60 && report.censusesFitted == 54 && report.classes == 3)
        #expect(report.growing.map(\.className) == ["Uint8Array"])
        let growth = try #require(report.growing.first)
        #expect(growth.objectsPerPush == 2 && growth.firstPush == 7 && growth.lastPush == 60 && growth.lastCount == 130)
        #expect(growth.sentence == "Uint8Array +2 objects per push (24 at push 7 → 130 at push 60)")
        #expect(!report.saturated.contains { $0.className == "Uint8Array" })
        #expect(report.lastCounts["Structure"] == 449)
    }

    @Test func aFillingCacheIsSaturatedNotGrowing() throws {
        let data = censuses(Array(stride(from: 1, through: 120, by: 3)), ["Uint8Array": { Int64(min($0, 40)) }])
        let report = try #require(TypeGrowthAnalysis.report(censuses: data, warmup: 3))
        #expect(report.growing.isEmpty)
        let saturated = try #require(report.saturated.first)
        #expect(saturated.className == "Uint8Array" && !saturated.steady && saturated.lastCount == 40)
        #expect(saturated.sentence.hasSuffix("then stopped"), "\(saturated.sentence)")
    }

    @Test func noiseAroundALevelAndTooFewCensusesGiveNothing() throws {
        let wobble: (Int) -> Int64 = { Int64(100 + ($0 * 7919) % 5) }
        let level = try #require(TypeGrowthAnalysis.report(censuses: censuses(Array(1...80), ["Object": wobble]), warmup: 8))
        #expect(level.growing.isEmpty && level.saturated.isEmpty)
        let few = try #require(TypeGrowthAnalysis.report(censuses: censuses([1, 5, 9, 10], ["Array": { Int64($0) }]), warmup: 3))
        #expect(few.censusesFitted == 3 && few.growing.isEmpty, "fewer than \(TypeGrowthAnalysis.minimumCensuses) censuses: no fit")
        #expect(TypeGrowthAnalysis.report(censuses: [], warmup: 3) == nil)
    }

    @Test func aGrowingGlobalObjectComesFirst() throws {
        let data = censuses(Array(1...40), ["GlobalObject": { Int64(1 + $0) }, "Function": { Int64(700 + 450 * $0) }])
        let report = try #require(TypeGrowthAnalysis.report(censuses: data, warmup: 4))
        #expect(report.growing.map(\.className) == ["GlobalObject", "Function"])
        #expect(report.growing[0].sentence.contains("whole contexts stay alive"))
    }
}
