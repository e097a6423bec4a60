import Testing
import Foundation
@testable import MemlabCore

@Suite struct BudgetTests {
    @Test func eachBudgetNamesFigureBudgetProbeAndPush() {
        var record = DiffFixtures.record(probe: "hog", peak: 9 << 20)
        record.verdict = LeakVerdict(
            kind: .leaking, slopeBytesPerPush: 33 * 1024, slopeLowBytesPerPush: 30 * 1024, slopeHighBytesPerPush: 36 * 1024,
            warmupPushes: 3, pushesAnalysed: 97, contextsRetained: 2)
        record.verdict?.contextsRetainedFromPush = 4
        let budget = Budget(maxPeakBytes: 8 << 20, minHeadroomBytes: 16 << 20, maxSlopeBytesPerPush: 1024, maxRetained: 0)
        let result = budget.check(record, origins: ["--max-peak": .header])
        #expect(!result.passed)
        #expect(result.broken.map(\.figure) == [.peakFootprint, .headroom, .leakSlope, .contextsRetained])
        let peak = result.broken[0]
        #expect(peak.sentence.hasPrefix("hog: peak footprint 9.0 MiB at push 1 is over its header's budget --max-peak 8.0 MiB"))
        #expect(result.broken[1].sentence.contains("headroom 15.0 MiB"))
        #expect(result.broken[2].sentence.contains("33 KiB/push over pushes 4-100") && result.broken[2].push == 4)
        #expect(result.broken[3].sentence.contains("2 contexts retained after teardown from push 4"))
        // The outcome: modified, as expected by default.
        #expect(result.checks.last?.figure == .outcome && result.checks.last?.passed == true)
    }

    @Test func expectationsOfHowARunEnds() {
        let killed = DiffFixtures.record(end: .killedAtCeiling, outcome: .originalContent)
        #expect(!Budget().check(killed).passed)
        #expect(Budget().check(killed).broken[0].sentence.contains("--expect killed"))
        #expect(Budget(expect: .killed).check(killed).passed)
        #expect(!Budget(expect: .expired).check(killed).passed)
        #expect(!Budget(expect: .original).check(DiffFixtures.record()).passed)
        let loadFailure = RunRecord(
            createdAt: "t", host: HostInfo(kernel: "", machine: "", cpuCount: 1),
            probe: ProbeInfo(path: "p.js", name: "p", sha256: "", bytes: 0), payload: nil,
            runtime: RuntimeInfo(jit: false), ceiling: CeilingInfo(limitBytes: 1, backend: .watchdog, chosen: .auto, detail: ""),
            end: RunEnd(kind: .probeError, message: "p.js:1:1: SyntaxError"), elapsedSeconds: 0)
        #expect(!Budget(expect: .original).check(loadFailure).passed)
    }

    @Test func theRecordCarriesTheChecksAndReadsBack() throws {
        var record = DiffFixtures.record()
        record.budget = Budget(maxPeakBytes: 1 << 20).check(record)
        let data = try ResultStore.encoder().encode(record)
        let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let budget = json["budget"] as! [String: Any]
        #expect(budget["passed"] as? Bool == false)
        #expect((budget["checks"] as! [[String: Any]]).first?["option"] as? String == "--max-peak")
        #expect(try JSONDecoder().decode(RunRecord.self, from: data) == record)
    }
}

@Suite struct ExitSpellingTests {
    @Test func exitsAreCodeOrSignalAndTheOldSpellingIsStillRead() throws {
        let code = try ResultStore.encoder().encode(RunEnd(kind: .completed, message: "", exit: .exited(0)))
        #expect(
            String(decoding: code, as: UTF8.self).replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "").contains(
                #""exit":{"code":0}"#))
        let signal = try ResultStore.encoder().encode(RunEnd(kind: .killedAtCeiling, message: "", exit: .signaled(9)))
        #expect(try JSONDecoder().decode(RunEnd.self, from: signal).exit == .signaled(9))
        let old = Data(#"{"kind": "crashed", "message": "m", "exit": {"signaled": {"_0": 11}}}"#.utf8)
        #expect(try JSONDecoder().decode(RunEnd.self, from: old).exit == .signaled(11))
        let oldCode = Data(#"{"kind": "completed", "message": "m", "exit": {"exited": {"_0": 0}}}"#.utf8)
        #expect(try JSONDecoder().decode(RunEnd.self, from: oldCode).exit == .exited(0))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RunEnd.self, from: Data(#"{"kind": "completed", "message": "m", "exit": {}}"#.utf8)) }
    }

    @Test func aSchemaOneRecordIsStillRead() throws {
        var record = DiffFixtures.record()
        record.end.exit = .exited(0)
        var json = try JSONSerialization.jsonObject(with: ResultStore.encoder().encode(record)) as! [String: Any]
        json["schemaVersion"] = 1
        var end = json["end"] as! [String: Any]
        end["exit"] = ["exited": ["_0": 0]]
        json["end"] = end
        let path = NSTemporaryDirectory() + "memlab-schema1-\(UUID().uuidString).json"
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try ResultStore.read(path)
        #expect(read.schemaVersion == 1 && read.end.exit == .exited(0))
    }
}

@Suite struct HeaderTests {
    @Test func lineAndBlockCommentsAddUp() throws {
        let header = try ProbeHeader(
            source: """
                #!/usr/bin/env memlab
                // a probe
                // memlab: --pushes 100
                /*
                 * memlab: --expect killed
                 */
                /* memlab: --max-peak 12M */
                self.addEventListener('push', () => {});
                // memlab: --not-read
                """)
        #expect(header.arguments == ["--pushes", "100", "--expect", "killed", "--max-peak", "12M"])
        #expect(header.lines.map(\.number) == [3, 5, 7])
        #expect(header.line == 3)
        #expect(try ProbeHeader(source: "/* memlab: --jit */ const x = 1;\n// memlab: --pushes 2").arguments == ["--jit"])
        #expect(throws: ProbeHeader.ParseError.unterminatedQuote(line: 2)) { try ProbeHeader(source: "//\n// memlab: --payload 'x") }
    }
}

@Suite struct DiffReadsInATerminalTests {
    static func record(probe: String, pushes: Int, slope: Double, failingFrom: Int? = nil, peak: Int64 = 6 << 20) -> RunRecord {
        var record = DiffFixtures.record(probe: probe, peak: peak, verdict: .leaking)
        record.pushes = PushList(
            (1...pushes).map { index in
                let failed = failingFrom.map { index >= $0 } ?? false
                var push = PushRecord(index: index, outcome: failed ? .originalContent : .modified, reason: failed ? .exception : nil)
                push[.footprintBytes] = peak
                return push
            })
        record.verdict?.slopeBytesPerPush = slope
        return record
    }

    @Test func aSlopeHasItsOwnFloorPerPush() {
        // 4 -> 64 KiB/push is 16x; --min-bytes (64 KiB) would have called it unchanged.
        let base = DiffFixtures.set([Self.record(probe: "leak", pushes: 10, slope: 4096)])
        let new = DiffFixtures.set([Self.record(probe: "leak", pushes: 10, slope: 65536)])
        let slope = SuiteComparison(base: base, new: new, settings: DiffSettings()).probes[0].figures.first { $0.figure == .leakSlope }
        #expect(slope?.status == .regressed)
        #expect(slope?.floor == 1024)
        // Under the slope's floor it is noise, whatever its ratio.
        let noise = SuiteComparison(
            base: DiffFixtures.set([Self.record(probe: "leak", pushes: 10, slope: 0)]),
            new: DiffFixtures.set([Self.record(probe: "leak", pushes: 10, slope: 505)]), settings: DiffSettings())
        #expect(noise.probes[0].figures.first { $0.figure == .leakSlope }?.status == .unchanged)
        // A shrinking footprint leaks nothing: -2 KiB/push becoming 0 is no regression.
        let shrinking = SuiteComparison(
            base: DiffFixtures.set([Self.record(probe: "leak", pushes: 10, slope: -2048)]),
            new: DiffFixtures.set([Self.record(probe: "leak", pushes: 10, slope: 0)]), settings: DiffSettings())
        #expect(shrinking.probes[0].figures.first { $0.figure == .leakSlope }?.status == .unchanged)
        let strict = DiffSettings(relativeThreshold: 0.05, minimumBytes: 64 << 10, minimumSlopeBytesPerPush: 0)
        #expect(
            SuiteComparison(
                base: DiffFixtures.set([Self.record(probe: "leak", pushes: 10, slope: 0)]),
                new: DiffFixtures.set([Self.record(probe: "leak", pushes: 10, slope: 505)]), settings: strict
            ).regressed)
    }

    @Test func pushesCollapseIntoRangesAndOnlyChangesAreListed() {
        let names = (1...17).map { "probe-\($0)" }
        let base = DiffFixtures.set(names.map { Self.record(probe: $0, pushes: 120, slope: 0) })
        var newRecords = names.map { Self.record(probe: $0, pushes: 120, slope: 0) }
        newRecords[3] = Self.record(probe: "probe-4", pushes: 120, slope: 0, failingFrom: 61)
        let comparison = SuiteComparison(base: base, new: DiffFixtures.set(newRecords), settings: DiffSettings())
        let text = DiffRenderer(comparison).text()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(text)")
        #expect(lines.count <= 40, "\(lines.count) lines:\n\(text)")
        #expect(text.contains("pushes 61-120 outcome"), "\(text)")
        #expect(!text.contains("pushes 1-60 outcome   "), "unchanged pushes are not a row: \(text)")
        #expect(text.contains("unchanged: ") && text.contains("pushes 1-60 outcome modified"), "\(text)")
        #expect(text.contains("unchanged (16 probes)"))
        #expect(text.contains("1 of 17 probes regressed: probe-4"))
        // The JSON keeps every push.
        #expect(comparison.probes[3].states.filter { $0.aspect == .outcome }.count == 120)
    }

    @Test func aChangedProbeSetIsItsOwnSection() {
        let base = DiffFixtures.set([DiffFixtures.record(probe: "a"), DiffFixtures.record(probe: "gone")])
        let new = DiffFixtures.set([DiffFixtures.record(probe: "a"), DiffFixtures.record(probe: "fresh")])
        let comparison = SuiteComparison(base: base, new: new, settings: DiffSettings())
        #expect(comparison.regressedProbes == ["gone"])
        let text = DiffRenderer(comparison).text()
        #expect(
            text.contains("probe set changed\n  missing from NEW (only in BASE), a regression: gone\n  new probe (not in BASE, nothing to compare): fresh"),
            "\(text)")
        #expect(text.contains("1 of 3 probes regressed: gone (missing from NEW) (1 new, not compared)"), "\(text)")
    }
}
