import Testing
import Foundation
@testable import MemlabCore

/// How a run ended is decided from the frames and the exit alone; these cases
/// are the ones the end-to-end tests cannot force on demand.
@Suite struct RecordBuilderTests {
    func frame(_ json: String) -> WorkerFrame {
        try! JSONDecoder().decode(WorkerFrame.self, from: Data(json.utf8))
    }

    func build(_ frames: [String], exit: WorkerExit, backend: RunOptions.Enforcement = .cgroup, cgroupKilled: Bool = false,
               firing: FootprintMonitor.Firing = .none, overshoot: Int64? = nil, source: String = "x") -> RunRecord {
        var collected = Runner.Collected()
        collected.frames = frames.map(frame)
        collected.exit = exit
        collected.monitorFiring = firing
        collected.overshootBytes = overshoot
        collected.monitorPeakBytes = 1000
        let options = RunOptions(probePath: "probes/p.js", limit: ByteSize(bytes: 24 << 20))
        let ceiling = CeilingInfo(limitBytes: 24 << 20, backend: backend.rawValue, chosen: "auto", detail: "")
        return RecordBuilder(options: options, probe: Runner.Probe(path: "probes/p.js", bytes: Array(source.utf8)), ceiling: ceiling,
                             collected: collected, backend: backend, cgroupKilled: cgroupKilled, elapsedSeconds: 1).build()
    }

    let started = [#"{"type":"hello","pid":1,"jscVersion":"2.50.6","jit":false}"#,
                   #"{"type":"baseline","footprintBytes":2800000,"heapSizeBytes":1}"#]

    @Test func cgroupOOMKillIsAKillAtTheCeilingAndKeepsCheckpoints() {
        let record = build(started + [#"{"type":"checkpoint","push":1,"value":262144,"footprintBytes":3100000}"#,
                                      #"{"type":"checkpoint","push":1,"value":524288,"footprintBytes":3400000}"#],
                           exit: .signaled(SIGKILL), cgroupKilled: true)
        #expect(record.end.kind == .killedAtCeiling)
        #expect(record.checkpoints.count == 2)
        #expect(record.lastCheckpoint?.value == 524288)
        #expect(record.pushes.first?.reason == "killed-at-ceiling")
        #expect(record.peakFootprintBytes == 3_400_000)
        #expect(record.baseline?.footprintBytes == 2_800_000)
    }

    @Test func howHeapCountersWereReadIsKept() {
        let direct = build([started[0], #"{"type":"baseline","footprintBytes":2800000,"heapCounters":"direct"}"#], exit: .exited(0), cgroupKilled: false)
        #expect(direct.runtime.heapCounters == "direct")
        #expect(direct.runtime.heapCountersFallback == nil)
        let fallback = build([started[0], #"{"type":"baseline","footprintBytes":2800000,"heapCounters":"JSGetMemoryUsageStatistics","heapCountersFallback":"not seen"}"#],
                             exit: .exited(0), cgroupKilled: false)
        #expect(fallback.runtime.heapCounters == "JSGetMemoryUsageStatistics")
        #expect(fallback.runtime.heapCountersFallback == "not seen")
    }

    @Test func aSIGKILLNobodyClaimsIsACrash() {
        let record = build(started, exit: .signaled(SIGKILL), cgroupKilled: false)
        #expect(record.end.kind == .crashed)
        #expect(record.pushes.first?.reason == "crashed")
    }

    @Test func aCrashAfterTheLastPushKeepsEveryPushAndSaysSo() {
        // RunOptions defaults to one push: the worker sent it, then died on its way out.
        let record = build(started + [#"{"type":"push","push":1,"outcome":"modified","footprintBytes":2900000}"#],
                           exit: .signaled(SIGKILL), cgroupKilled: false)
        #expect(record.end.kind == .crashed)
        #expect(record.end.message.contains("after every push had finished"), "\(record.end.message)")
        #expect(record.pushes.map(\.outcome) == ["modified"])
        let during = build(started, exit: .signaled(SIGKILL), cgroupKilled: false)
        #expect(!during.end.message.contains("after every push"))
    }

    @Test func watchdogAndExpiryFirings() {
        let killed = build(started, exit: .signaled(SIGKILL), backend: .watchdog, firing: .ceiling, overshoot: 4096)
        #expect(killed.end.kind == .killedAtCeiling)
        let expired = build(started, exit: .signaled(SIGKILL), backend: .watchdog, firing: .expired)
        #expect(expired.end.kind == .expired)
        #expect(expired.pushes.first?.reason == "expired")
    }

    @Test func rlimitRefusalAndAllocatorAbort() {
        let hit = build(started + [#"{"type":"ceiling","backend":"rlimit","armed":true}"#,
                                   #"{"type":"ceiling-hit","backend":"rlimit","detail":"RangeError: Out of memory"}"#],
                        exit: .signaled(SIGKILL), backend: .rlimit)
        #expect(hit.end.kind == .killedAtCeiling)
        let abort = build(started + [#"{"type":"ceiling","backend":"rlimit","armed":true}"#], exit: .signaled(SIGABRT), backend: .rlimit)
        #expect(abort.end.kind == .killedAtCeiling)
        let crashWithoutRlimit = build(started, exit: .signaled(SIGABRT), backend: .cgroup)
        #expect(crashWithoutRlimit.end.kind == .crashed)
    }

    @Test func syntaxErrorGetsItsColumnFromTheSource() {
        let record = build(started + [#"{"type":"failure","kind":"probe-syntax","message":"Unexpected token ';'","exception":{"name":"SyntaxError","message":"Unexpected token ';'","line":2}}"#],
                           exit: .exited(4), source: "let a = 1;\nlet b = ;\n")
        #expect(record.end.kind == .probeError)
        #expect(record.end.exception?.column == 9)
        #expect(record.end.message.hasPrefix("probes/p.js:2:9: SyntaxError: Unexpected token ';'"))
        #expect(record.pushes.isEmpty)
    }

    @Test func completedRunKeepsTheNotification() {
        let record = build(started + [#"{"type":"notification","push":1,"notification":{"title":"hi","body":"x"}}"#,
                                      #"{"type":"push","push":1,"outcome":"modified","footprintBytes":3000000,"heapSizeBytes":5,"globalObjectCount":1}"#,
                                      #"{"type":"done"}"#], exit: .exited(0))
        #expect(record.end.kind == .completed)
        #expect(record.pushes.count == 1)
        #expect(record.pushes[0].outcome == "modified")
        #expect(record.pushes[0].notification?["title"]?.stringValue == "hi")
        #expect(record.pushes[0].heap?.globalObjectCount == 1)
    }

    @Test func exitWithoutDoneIsAWorkerError() {
        let record = build(started, exit: .exited(0))
        #expect(record.end.kind == .workerError)
    }
}
