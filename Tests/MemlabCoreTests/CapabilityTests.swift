import Testing
import Foundation
@testable import MemlabCore

/// The parent's side of the worker's capabilities, and of a worker whose end cannot be read.
@Suite struct CapabilityTests {
    func frame(_ json: String) -> WorkerFrame {
        try! JSONDecoder().decode(WorkerFrame.self, from: Data(json.utf8))
    }

    func build(_ frames: [String], exit: WorkerExit = .exited(0), waitFailure: WorkerWaitError? = nil, cgroupKilled: Bool = false) -> RunRecord {
        var collected = Collected()
        collected.frames = frames.map(frame)
        collected.exit = exit
        collected.waitFailure = waitFailure
        let plan = RunPlan(probePath: "probes/p.js", limit: ByteSize(bytes: 24 << 20))
        let measurement = Measurement(
            plan: plan, probe: ProbeSource(path: "probes/p.js", bytes: Array("x".utf8)), collected: collected,
            backend: .cgroup, detail: "", cgroupKilled: cgroupKilled, elapsedSeconds: 1)
        return RecordAssembler(measurement).assemble()
    }

    let hello = #"{"type":"hello","pid":1,"jscVersion":"2.50.6","jit":false}"#
    let baseline =
        #"{"type":"baseline","footprintBytes":2800000,"capabilities":[{"name":"free-page-release","active":true,"detail":"there"},{"name":"dump-advice","active":false,"detail":"none yet"}]}"#
    let push = #"{"type":"push","push":1,"outcome":"modified","footprintBytes":2900000}"#
    let done =
        #"{"type":"done","capabilities":[{"name":"free-page-release","active":true,"detail":"there"},{"name":"dump-advice","active":true,"detail":"12 dropped"}]}"#

    @Test func theRecordKeepsTheWorkersLastWordOnItsCapabilities() {
        let early = build([hello, baseline, push])
        #expect(
            early.runtime.capabilities == [
                Capability(name: "free-page-release", active: true, detail: "there"),
                Capability(name: "dump-advice", active: false, detail: "none yet")
            ])
        let finished = build([hello, baseline, push, done])
        #expect(finished.runtime.capabilities?.map(\.active) == [true, true])
        #expect(finished.runtime.capabilities?.last?.detail == "12 dropped")
        // An older worker sends none: the record has none, and nothing is warned about.
        let older = build([hello, #"{"type":"baseline","footprintBytes":2800000}"#, push, #"{"type":"done"}"#])
        #expect(older.runtime.capabilities == nil)
        #expect(Capabilities.warnings(older.runtime.capabilities).isEmpty)
    }

    @Test func eachInactiveCapabilityGetsOneWarningSayingWhatItMeans() {
        let list = [
            Capability(name: "heap-counters", active: true, detail: "direct"),
            Capability(name: "free-page-release", active: false, detail: "WTF::releaseFastMallocFreeMemory is not exported"),
            Capability(name: "dump-advice", active: false, detail: "nothing dropped"),
            Capability(name: "object-type-counts", active: false, detail: "not there")
        ]
        let warnings = Capabilities.warnings(list)
        #expect(warnings.count == 3)
        #expect(warnings[0].hasPrefix("free-page-release inactive: WTF::releaseFastMallocFreeMemory is not exported; "))
        #expect(warnings[0].contains("footprints read higher"))
        #expect(warnings[1].contains("footprints do not change"))
        // A name this memlab does not know still gets a line.
        #expect(warnings[2].hasPrefix("object-type-counts inactive: not there; "))
        #expect(warnings.allSatisfy { !$0.contains("\n") })
        #expect(Capabilities.inactiveNames(list) == "free-page-release+dump-advice+object-type-counts")
        #expect(Capabilities.inactiveNames([list[0]]) == "none")
        #expect(Capabilities.inactiveNames(nil) == nil)
    }

    @Test func diffCallsAChangeOfCapabilitiesACaveat() {
        var base = DiffFixtures.record(probe: "a"), new = DiffFixtures.record(probe: "a")
        base.runtime.capabilities = [Capability(name: "free-page-release", active: true, detail: "there")]
        new.runtime.capabilities = [Capability(name: "free-page-release", active: false, detail: "missing")]
        let probe = SuiteComparison(base: DiffFixtures.set([base]), new: DiffFixtures.set([new]), settings: DiffSettings()).probes[0]
        #expect(probe.caveats.contains("the set of inactive capabilities differs: BASE none, NEW free-page-release"), "\(probe.caveats)")
        // The same capabilities (details aside), or an older record without them: no caveat.
        new.runtime.capabilities = [Capability(name: "free-page-release", active: true, detail: "returned 12 KiB")]
        let same = SuiteComparison(base: DiffFixtures.set([base]), new: DiffFixtures.set([new]), settings: DiffSettings()).probes[0]
        #expect(!same.caveats.contains { $0.contains("capabilities") })
        new.runtime.capabilities = nil
        let older = SuiteComparison(base: DiffFixtures.set([base]), new: DiffFixtures.set([new]), settings: DiffSettings()).probes[0]
        #expect(!older.caveats.contains { $0.contains("capabilities") })
    }

    @Test func aWorkerWhoseEndCannotBeReadIsNotCalledExitedZero() {
        let failure = WorkerWaitError(pid: 42, errno: ECHILD)
        #expect(failure.sentence.contains("waitpid failed with errno \(ECHILD)"))
        let unfinished = build([hello, baseline], waitFailure: failure)
        #expect(unfinished.end.kind == .workerError)
        #expect(unfinished.end.exit == nil)
        #expect(unfinished.end.message.contains("pid 42"))
        // What the worker sent still says it finished; only the exit status is unknown.
        let finished = build([hello, baseline, push, done], waitFailure: failure)
        #expect(finished.end.kind == .completed)
        #expect(finished.end.exit == nil)
        #expect(build([hello, baseline], waitFailure: failure, cgroupKilled: true).end.kind == .killedAtCeiling)
    }

    @Test func waitThrowsWhenSomeoneElseReapedTheWorker() throws {
        let worker = try WorkerProcess.spawn(
            WorkerLaunch(
                executable: "/bin/true", arguments: [], environment: [:],
                addressSpaceBytes: 1 << 30))
        var status: Int32 = 0
        #expect(waitpid(worker.pid, &status, 0) == worker.pid)
        var caught: WorkerWaitError?
        do { _ = try worker.wait() } catch { caught = error }
        #expect(caught == WorkerWaitError(pid: worker.pid, errno: ECHILD))
        // Asked again, the same answer (never a made-up exit status).
        #expect(throws: WorkerWaitError.self) { try worker.wait() }
    }

    @Test func waitReportsAnExitStatus() throws {
        let worker = try WorkerProcess.spawn(
            WorkerLaunch(
                executable: "/bin/false", arguments: [], environment: [:],
                addressSpaceBytes: 1 << 30))
        #expect(try worker.wait() == .exited(1))
        #expect(try worker.wait() == .exited(1))
    }
}
