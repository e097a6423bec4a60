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

    /// The storage row: the file's growth, where it is, the largest table, and the memory beside
    /// it; none when the store does not grow.
    @Test func theStorageLineSaysWhereTheStoreGrowsAndWhichTable() {
        func verdict(stored: Int64) -> LeakVerdict {
            let samples = (1...60).map { push in
                LeakAnalysis.Sample(
                    push: push, footprintBytes: 5_000_000 + Int64(push % 3) * 4096, globalObjectCount: 1, heapSizeBytes: 1_000_000,
                    storageBytes: 100_000 + Int64(push) * stored, storageMemoryBytes: 500_000)
            }
            return LeakAnalysis.verdict(samples: samples, warmup: 6, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        }
        let store = StoreReport(name: "cache 'images-v1'", entries: 60, bytes: 2_457_600)
        let onDisk = Summary.storageText(verdict(stored: 40_960), StorageRecord(storedIn: .disk, pageCacheBytes: 512 << 10, largestStore: store))
        #expect(onDisk?.hasPrefix("grows 40 KiB per push on disk (cache 'images-v1': 60 entries, 2.3 MiB); memory flat") == true, "\(onDisk ?? "none")")
        let inMemory = Summary.storageText(verdict(stored: 40_960), StorageRecord(storedIn: .memory, pageCacheBytes: 512 << 10, largestStore: store))
        #expect(inMemory?.hasPrefix("grows 40 KiB per push in the worker's memory (cache 'images-v1'") == true, "\(inMemory ?? "none")")
        #expect(Summary.storageText(verdict(stored: 0), StorageRecord(storedIn: .disk, pageCacheBytes: 512 << 10)) == nil)
        // A store that does not grow: where it was and what it held.
        let state = Summary.storageState(StorageRecord(storedIn: .disk, pageCacheBytes: 512 << 10, largestStore: store), bytes: 176_128)
        #expect(state == "on disk, 172 KiB (cache 'images-v1': 60 entries, 2.3 MiB); SQLite's page cache at most 512 KiB", "\(state)")
    }
}
