import Testing
import Foundation
@testable import MemlabCore

enum DiffFixtures {
    static func record(
        probe: String = "hog", peak: Int64 = 6 << 20, baseline: Int64 = 4 << 20, end: RunEnd.Kind = .completed,
        outcome: PushRecord.Outcome = .modified, limit: Int64 = 24 << 20, jsc: String = "2.50.6", growth: Double? = nil,
        verdict: LeakVerdict.Kind? = nil, createdAt: String = "2026-11-30T00:00:00Z"
    ) -> RunRecord {
        var record = RunRecord(
            createdAt: createdAt, host: HostInfo(kernel: "Linux", machine: "x86_64", cpuCount: 1),
            probe: ProbeInfo(path: "probes/\(probe).js", name: probe, sha256: "00", bytes: 1), payload: nil,
            runtime: RuntimeInfo(jscVersion: jsc, jit: false, workerPid: 1),
            ceiling: CeilingInfo(limitBytes: limit, backend: .cgroup, chosen: .auto, detail: "d"),
            end: RunEnd(kind: end, message: "m"), elapsedSeconds: 0.1)
        record.baseline = BaselineInfo(footprintBytes: baseline)
        record.peakFootprintBytes = peak
        var push = PushRecord(index: 1, outcome: outcome, reason: outcome == .modified ? nil : .killedAtCeiling)
        push[.footprintBytes] = peak
        record.pushes = [push]
        if let growth { record.checkpoints = [CheckpointRecord(push: 1, value: growth, footprintBytes: peak, elapsedSeconds: 0.1)] }
        if let verdict {
            record.verdict = LeakVerdict(
                kind: verdict, slopeBytesPerPush: 0, slopeLowBytesPerPush: 0, slopeHighBytesPerPush: 0,
                warmupPushes: 3, pushesAnalysed: 10, contextsRetained: 0)
        }
        return record
    }

    static func set(_ records: [RunRecord], path: String = "side") -> RecordSet {
        RecordSet(path: path, source: records.count == 1 ? .record : .directory, records: records, recordPaths: records.map { _ in path })
    }
}

@Suite struct DiffFigureTests {
    let settings = DiffSettings()

    @Test func singleRunsUseTheThresholdAndTheByteFloor() {
        let mib = Double(1 << 20)
        #expect(FigureComparison.compare(.peakFootprint, base: [6 * mib], new: [7 * mib], settings: settings).status == .regressed)
        // 32 KiB more is under the 64 KiB floor even though it is over 5% of a small base.
        #expect(FigureComparison.compare(.peakFootprint, base: [200_000], new: [232_768], settings: settings).status == .unchanged)
        // 4% more is under the 5% threshold even though it is over 64 KiB.
        #expect(FigureComparison.compare(.peakFootprint, base: [10 * mib], new: [10.4 * mib], settings: settings).status == .unchanged)
        #expect(FigureComparison.compare(.peakFootprint, base: [7 * mib], new: [6 * mib], settings: settings).status == .improved)
    }

    @Test func aRampThatGetsLessFarIsARegression() {
        let mib = Double(1 << 20)
        let worse = FigureComparison.compare(.growthLimit, base: [20 * mib], new: [5 * mib], settings: settings)
        #expect(worse.status == .regressed)
        #expect(worse.sentence == "NEW reaches 0.25x the growth limit of BASE")
        #expect(FigureComparison.compare(.growthLimit, base: [5 * mib], new: [20 * mib], settings: settings).status == .improved)
    }

    @Test func hyperfineStyleSentence() {
        let comparison = FigureComparison.compare(.peakFootprint, base: [Double(100 << 20)], new: [Double(131 << 20)], settings: settings)
        #expect(comparison.sentence == "NEW uses 1.31x the peak footprint of BASE")
    }

    @Test func repeatedRunsUseMannWhitney() {
        let mib = Double(1 << 20)
        let base = [6.0, 6.1, 5.9, 6.05, 5.95].map { $0 * mib }
        let worse = FigureComparison.compare(.peakFootprint, base: base, new: [8.0, 8.1, 7.9, 8.05, 7.95].map { $0 * mib }, settings: settings)
        #expect(worse.method == .mannWhitney)
        #expect(worse.status == .regressed)
        #expect((worse.test?.pValue ?? 1) < 0.05)
        // Same medians give or take noise: overlapping runs are not a regression.
        let noise = FigureComparison.compare(.peakFootprint, base: base, new: [6.02, 5.9, 6.2, 5.97, 6.08].map { $0 * mib }, settings: settings)
        #expect(noise.status == .unchanged)
        // Significant but tiny: the effect-size floor keeps it out.
        let tiny = FigureComparison.compare(.peakFootprint, base: [1000, 1001, 1002, 1003, 1004], new: [1010, 1011, 1012, 1013, 1014], settings: settings)
        #expect(tiny.test.map { $0.pValue < 0.05 } == true)
        #expect(tiny.status == .unchanged)
    }

    @Test func tooFewRunsForTheTestNeedNoOverlap() {
        let mib = Double(1 << 20)
        let separated = FigureComparison.compare(
            .peakFootprint, base: [6, 6.1, 5.9].map { $0 * mib }, new: [12, 12.1, 11.9].map { $0 * mib }, settings: settings)
        #expect(separated.method == .threshold)
        #expect(separated.status == .regressed)
        #expect(separated.note?.contains("too few") == true)
        let overlapping = FigureComparison.compare(
            .peakFootprint, base: [6, 6.1, 13].map { $0 * mib }, new: [12, 12.1, 5.9].map { $0 * mib }, settings: settings)
        #expect(overlapping.status == .unchanged)
    }

    @Test func exactCountsAndMissingSides() {
        #expect(FigureComparison.compare(.contextsRetained, base: [0], new: [1], settings: settings).status == .regressed)
        #expect(FigureComparison.compare(.contextsRetained, base: [2], new: [2], settings: settings).status == .unchanged)
        #expect(FigureComparison.compare(.leakSlope, base: [], new: [1], settings: settings).status == .notCompared)
    }

    @Test(arguments: [("5%", 0.05), ("5", 0.05), ("0.05", 0.05), ("12.5%", 0.125), ("0", 0.0)])
    func parsesThresholds(text: String, expected: Double) {
        #expect(DiffSettings.parsePercent(text).map { abs($0 - expected) < 1e-12 } == true)
    }

    @Test func refusesBadThresholds() {
        #expect(DiffSettings.parsePercent("five") == nil)
        #expect(DiffSettings.parsePercent("-5%") == nil)
    }
}

@Suite struct DiffStateTests {
    @Test(arguments: [
        (StateChange.Aspect.end, "completed", "killed-at-ceiling", StateChange.Status.regressed),
        (.end, "killed-at-ceiling", "completed", .improved),
        (.end, "killed-at-ceiling", "crashed", .regressed),
        (.end, "killed-at-ceiling", "expired", .changed),
        (.outcome, "modified", "original-content", .regressed),
        (.verdict, "flat", "leaking", .regressed),
        (.verdict, "leaking", "flat", .improved),
        (.verdict, "insufficient", "leaking", .changed)
    ])
    func changesForTheWorseAreRegressions(aspect: StateChange.Aspect, base: String, new: String, expected: StateChange.Status) {
        let rank: (String) -> Int? =
            switch aspect {
            case .end: StateChange.endRank
            case .outcome: StateChange.outcomeRank
            case .verdict: StateChange.verdictRank
            }
        #expect(StateChange.compare(aspect, base: [base], new: [new], rank: rank)?.status == expected)
    }

    @Test func theMostCommonStateOfRepeatedRunsCounts() {
        let change = StateChange.compare(
            .end, base: ["completed", "completed", "completed"], new: ["completed", "killed-at-ceiling", "killed-at-ceiling"], rank: StateChange.endRank)
        #expect(change?.status == .regressed)
        #expect(change?.newRuns == "2 of 3 runs")
    }
}

@Suite struct DiffProbeTests {
    @Test func aWorseProbeIsFlaggedAndACleanOneIsNot() {
        let base = DiffFixtures.set([DiffFixtures.record(probe: "hog", peak: 6 << 20), DiffFixtures.record(probe: "clean", peak: 4 << 20)])
        let new = DiffFixtures.set([DiffFixtures.record(probe: "hog", peak: 12 << 20), DiffFixtures.record(probe: "clean", peak: (4 << 20) + 4096)])
        let comparison = SuiteComparison(base: base, new: new, settings: DiffSettings())
        #expect(comparison.regressedProbes == ["hog"])
        let text = DiffRenderer(comparison).text()
        #expect(text.contains("NEW uses 2.00x the peak footprint of BASE"))
        #expect(text.contains("1 of 2 probes regressed: hog"))
        // Markdown lists what changed only, and counts the rest (issue 33).
        let markdown = DiffRenderer(comparison).markdown()
        #expect(markdown.contains("| hog | peak footprint |"), "\(markdown)")
        #expect(!markdown.contains("| baseline footprint |"), "an unchanged figure is listed: \(markdown)")
        #expect(markdown.contains(" others | | | | | unchanged |"), "\(markdown)")
        let clean = markdown.split(separator: "\n").filter { $0.hasPrefix("| clean |") }
        #expect(clean.count == 1 && clean[0].hasSuffix(" figures | | | | | unchanged |"), "\(markdown)")
        #expect(markdown.contains("unchanged figures are counted, not listed."), "\(markdown)")
        let json = try? JSONDecoder().decode(SuiteComparison.self, from: comparison.json())
        #expect(json?.regressedProbes == ["hog"])
    }

    @Test func aKillWhereThePushCompletedIsARegressionWhateverTheNumbers() {
        let base = DiffFixtures.set([DiffFixtures.record(end: .completed)])
        let new = DiffFixtures.set([DiffFixtures.record(end: .killedAtCeiling, outcome: .originalContent)])
        let probe = SuiteComparison(base: base, new: new, settings: DiffSettings()).probes[0]
        #expect(probe.regressed)
        #expect(probe.states.filter(\.regressed).map(\.aspect) == [.end, .outcome])
    }

    @Test func aNewProbeIsReportedNotARegression() {
        let base = DiffFixtures.set([DiffFixtures.record(probe: "a")])
        let new = DiffFixtures.set([DiffFixtures.record(probe: "a"), DiffFixtures.record(probe: "b")])
        let comparison = SuiteComparison(base: base, new: new, settings: DiffSettings())
        #expect(!comparison.regressed)
        #expect(comparison.probes.map(\.presence) == [.both, .onlyNew])
        #expect(DiffRenderer(comparison).text().contains("new probe"))
    }

    @Test func differentLimitsAndEnginesAreReportedNotSilentlyCompared() {
        let base = DiffFixtures.set([DiffFixtures.record(end: .killedAtCeiling, limit: 24 << 20, jsc: "2.48.0", growth: Double(20 << 20))])
        let new = DiffFixtures.set([DiffFixtures.record(end: .killedAtCeiling, limit: 16 << 20, jsc: "2.50.6", growth: Double(12 << 20))])
        let probe = SuiteComparison(base: base, new: new, settings: DiffSettings()).probes[0]
        #expect(probe.caveats.contains { $0.hasPrefix("JavaScriptCore version differs") })
        #expect(probe.caveats.contains { $0.hasPrefix("limit differs") })
        #expect(probe.figures.first { $0.figure == .growthLimit }?.status == .notCompared)
        #expect(!probe.regressed)
    }

    @Test func twoRecordsOfDifferentProbesAreRefused() {
        let a = DiffFixtures.set([DiffFixtures.record(probe: "a")]), b = DiffFixtures.set([DiffFixtures.record(probe: "b")])
        #expect { try SuiteComparison.checkSameProbe(base: a, new: b) } throws: { ($0 as? MemlabError)?.exitCode == .usage }
    }
}
