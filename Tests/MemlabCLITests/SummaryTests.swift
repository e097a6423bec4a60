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

    /// Issue 33: the default summary is what a user acts on. The memory budget's split only when
    /// a preset or a reserve shapes it, the 16 KiB pages only when the run counts in them; both
    /// with --verbose.
    @Test func theDefaultSummaryLeavesOutWhatNothingShapes() {
        var custom = Self.record(preset: nil, reserve: 0)
        custom.baseline = BaselineInfo(footprintBytes: 3 << 20, footprint16KBytes: 4 << 20)
        let quiet = Summary(record: custom, resultPath: nil, terminal: Terminal(), verbose: false).text
        let labels = quiet.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(!labels.contains("memory") && !labels.contains("host") && !labels.contains("16K"), "\(quiet)")
        let full = Summary(record: custom, resultPath: nil, terminal: Terminal(), verbose: true).text
        #expect(full.contains("memory     24.0 MiB, a custom --limit (no preset)"), "\(full)")
        #expect(full.contains("  host     0 B"), "\(full)")
        #expect(full.contains("16K pages  baseline 3.0 MiB in 4 KiB pages, 4.0 MiB in 16 KiB pages (+33.3 %)"), "\(full)")
        // A preset shapes the budget: its split is shown without --verbose.
        var preset = Self.record()
        preset.baseline = BaselineInfo(footprintBytes: 5 << 20)
        let shaped = Summary(record: preset, resultPath: nil, terminal: Terminal(), verbose: false).text
        #expect(shaped.contains("memory     24.0 MiB, preset nse") && shaped.contains("  host     2.8 MiB"), "\(shaped)")
        // --page-size 16K: the run counts in 16 KiB pages, so the line is shown.
        custom.ceiling.pageSize = .large
        let large = Summary(record: custom, resultPath: nil, terminal: Terminal(), verbose: false).text
        #expect(large.contains("16K pages  baseline 3.0 MiB in 4 KiB pages") && large.contains("the watchdog enforced the ceiling"), "\(large)")
    }

    @Test func aPendingTimerAtTheEndOfAPushIsALine() {
        var record = Self.record()
        var first = PushRecord(index: 1, outcome: .modified)
        first.counters[.timersPending] = 1
        record.pushes = PushList([first])
        let one = Summary(record: record, resultPath: nil, terminal: Terminal(), verbose: false).text
        #expect(one.contains("timers     1 timer still pending when push 1 ended, cancelled at teardown: its callback never ran"), "\(one)")
        var second = PushRecord(index: 2, outcome: .modified)
        second.counters[.timersPending] = 3
        var third = PushRecord(index: 3, outcome: .modified)
        third.counters[.timersPending] = 0
        record.pushes = PushList([first, second, third])
        let many = Summary(record: record, resultPath: nil, terminal: Terminal(), verbose: false).text
        #expect(
            many.contains(
                "timers     timers still pending when 2 pushes ended (pushes 1, 2; at most 3 in one), cancelled at teardown: their callbacks never ran"),
            "\(many)")
        // None pending: no line.
        record.pushes = PushList([third])
        #expect(!Summary(record: record, resultPath: nil, terminal: Terminal(), verbose: false).text.contains("timers"))
    }

    @Test func briefIsOneLine() {
        var record = Self.record()
        var push = PushRecord(index: 1, outcome: .originalContent, reason: .killedAtCeiling)
        push.counters[.timersPending] = 1
        record.pushes = PushList([push])
        record.end = RunEnd(kind: .killedAtCeiling, message: "killed")
        record.budget = Budget(maxPeakBytes: 1 << 20).check(record, origins: ["--max-peak": .commandLine])
        let line = Summary(record: record, resultPath: "results/x.json", terminal: Terminal(), verbose: false).briefLine
        #expect(!line.contains("\n"))
        #expect(
            line
                == "probes/p.js · ceiling 24.0 MiB · original content (\(push.reasonText)) · killed at the ceiling · peak 5.0 MiB · timers pending in 1 push · budget broken (peak footprint, outcome) · results/x.json",
            "\(line)")
    }

    @Test func countsAreSingularOrPlural() {
        #expect(Summary.count(1, "object") == "1 object" && Summary.count(2, "object") == "2 objects" && Summary.count(0, "object") == "0 objects")
        #expect(Summary.count(1, "push", "pushes") == "1 push" && Summary.count(3, "push", "pushes") == "3 pushes")
        let samples = (1...40).map { push in
            LeakAnalysis.Sample(
                push: push, footprintBytes: 5_000_000 + Int64(push) * 40_000, globalObjectCount: 1, heapSizeBytes: 1_000_000 + Int64(push) * 40_000,
                objectCount: 1000 + Int64(push))
        }
        let verdict = LeakAnalysis.verdict(samples: samples, warmup: 4, limitBytes: 24 << 20, baselineGlobalObjects: 1)
        if verdict.attribution == .jsObjects, let text = Summary.attributionText(verdict, allocator: nil) {
            #expect(text.contains(", 1 object per push"), "\(text)")
            #expect(!text.contains("1 objects"), "\(text)")
        } else {
            Issue.record("a heap growing by 40 KB and one object per push is attributed to JS objects: \(String(describing: verdict.attribution))")
        }
    }
}
