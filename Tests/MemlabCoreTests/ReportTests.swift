import Testing
import Foundation
@testable import MemlabCore

@Suite struct ReportHTMLTests {
    @Test func selfContainedWithChartsAndTheCeiling() {
        var ramp = DiffFixtures.record(probe: "grow", peak: 23 << 20, end: .killedAtCeiling, outcome: .originalContent)
        ramp.checkpoints = (1...20).map { CheckpointRecord(push: 1, value: Double($0) * 1_048_576, footprintBytes: Int64($0 + 3) << 20, elapsedSeconds: 0) }
        let base = DiffFixtures.set([ramp, DiffFixtures.record(probe: "hog<script>", peak: 6 << 20)], path: "base")
        let new = DiffFixtures.set([ramp, DiffFixtures.record(probe: "hog<script>", peak: 12 << 20)], path: "new")
        let comparison = SuiteComparison(base: base, new: new, settings: DiffSettings())
        let html = HTMLReport(new: new, base: base, comparison: comparison, generatedAt: "now").html()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<svg").count - 1 == 6)
        #expect(html.contains("ceiling 24.0 MiB"))
        #expect(html.contains("killed at 20.0 MiB"))
        #expect(html.contains("NEW uses 2.00x the peak footprint of BASE"))
        // No script, no external asset, and the probe's name is escaped.
        #expect(!html.contains("<script"))
        #expect(html.contains("hog&lt;script&gt;"))
        let external = html.components(separatedBy: "http").dropFirst().filter { !$0.hasPrefix("://www.w3.org/2000/svg") }
        #expect(external.isEmpty)
    }

    /// Issue 33: a single push's chart shows its peak (one point drew no line), as a level named with its value.
    @Test func aSinglePushChartShowsItsPeak() {
        var record = DiffFixtures.record(probe: "notify", peak: 6 << 20)
        var push = record.pushes[0]
        push[.peakFootprintBytes] = 7 << 20
        record.pushes = [push]
        let html = HTMLReport(new: DiffFixtures.set([record], path: "new"), base: nil, comparison: nil, generatedAt: "now").html()
        #expect(html.contains("peak 7.0 MiB"), "the single push's peak is not in its chart")
        // Many pushes keep the per-push line.
        var second = push
        second.index = 2
        record.pushes = [push, second]
        let many = HTMLReport(new: DiffFixtures.set([record], path: "new"), base: nil, comparison: nil, generatedAt: "now").html()
        #expect(many.contains("peak in each push"))
    }

    @Test func byteAxesTickInRoundUnits() {
        #expect(SVGChart.ticks(max: Double(26 << 20), bytes: true).map { $0 / Double(1 << 20) } == [0, 10, 20])
        #expect(SVGChart.ticks(max: 100_000, bytes: true).map { $0 / 1024 } == [0, 20, 40, 60, 80])
    }
}
