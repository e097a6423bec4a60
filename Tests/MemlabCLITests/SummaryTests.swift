import Foundation
import Testing

@testable import MemlabCLI
@testable import MemlabCore

/// The summary's words for what a run ran under and what it found, from a record alone.
@Suite struct SummaryTests {
    static func record(limitMiB: Int64 = 24, preset: String? = "nse", reserve: Int64? = Preset.swiftNSEReserveBytes) -> RunRecord {
        var record = SuiteLogicTests.record("p", end: .completed, preset: preset)
        record.ceiling.limitBytes = limitMiB << 20
        record.hostReserveBytes = reserve
        return record
    }

    @Test func theCeilingIsNamedWithItsPresetAndReserve() {
        #expect(Summary.ceilingText(Self.record()) == "24.0 MiB, preset nse, 2.8 MiB host reserve")
        #expect(Summary.ceilingText(Self.record(limitMiB: 30)) == "30.0 MiB (--limit over preset nse's 24.0 MiB), 2.8 MiB host reserve")
        #expect(Summary.ceilingText(Self.record(preset: nil, reserve: 0)) == "24.0 MiB, a custom --limit, no host reserve")
        // A record from before presets has no reserve either.
        #expect(Summary.ceilingText(Self.record(preset: nil, reserve: nil)) == "24.0 MiB, a custom --limit, no host reserve")
        #expect(Summary.ceilingCell(Self.record(limitMiB: 12, preset: "nse-legacy")) == "12.0 MiB nse-legacy")
    }

    @Test func theMemoryRowSaysWhenALimitOverridesThePreset() {
        var record = Self.record(limitMiB: 30)
        record.baseline = BaselineInfo(footprintBytes: 5 << 20)
        let text = Summary(record: record, resultPath: nil, terminal: Terminal(), verbose: false).text
        #expect(text.contains("preset nse (Notification Service Extension); --limit overrides its 24.0 MiB"), "\(text)")
    }

    @Test func aBrokenBudgetIsASentenceAndKeptOnesShareALine() {
        var record = Self.record()
        record.budget = Budget(maxPeakBytes: 1 << 20, minHeadroomBytes: 1 << 20).check(record, origins: ["--max-peak": .commandLine])
        let text = Summary(record: record, resultPath: "results/x.json", terminal: Terminal(), verbose: false).text
        #expect(text.contains("budget     broken: p: peak footprint 5.0 MiB"), "\(text)")
        #expect(text.contains("budget     kept: headroom 19.0 MiB ≥ 1.0 MiB"), "\(text)")
        #expect(text.hasSuffix("result     results/x.json"), "\(text)")
    }
}
