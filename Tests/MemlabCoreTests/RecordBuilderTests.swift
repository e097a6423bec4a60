import Testing
import Foundation
@testable import MemlabCore

/// How a run ended is decided from the frames and the exit alone; these cases
/// are the ones the end-to-end tests cannot force on demand.
@Suite struct RecordBuilderTests {
    func frame(_ json: String) -> WorkerFrame {
        try! JSONDecoder().decode(WorkerFrame.self, from: Data(json.utf8))
    }

    func build(
        _ frames: [String], exit: WorkerExit, backend: RunPlan.Enforcement = .cgroup, cgroupKilled: Bool = false,
        firing: FootprintMonitor.Firing = .none, overshoot: Int64? = nil, source: String = "x", sections: RecordSections = RecordSections(),
        plan: RunPlan = RunPlan(probePath: "probes/p.js", limit: ByteSize(bytes: 24 << 20))
    ) -> RunRecord {
        var collected = Collected()
        collected.frames = frames.map(frame)
        collected.exit = exit
        collected.monitorFiring = firing
        collected.overshootBytes = overshoot
        collected.monitorPeakBytes = 1000
        let measurement = Measurement(
            plan: plan, probe: ProbeSource(path: "probes/p.js", bytes: Array(source.utf8)), collected: collected,
            backend: backend, detail: "", cgroupKilled: cgroupKilled, elapsedSeconds: 1)
        return RecordAssembler(measurement, sections: sections).assemble()
    }

    let started = [
        #"{"type":"hello","pid":1,"jscVersion":"2.50.6","jit":false}"#,
        #"{"type":"baseline","footprintBytes":2800000,"heapSizeBytes":1}"#
    ]

    @Test func cgroupOOMKillIsAKillAtTheCeilingAndKeepsCheckpoints() {
        let record = build(
            started + [
                #"{"type":"checkpoint","push":1,"value":262144,"footprintBytes":3100000}"#,
                #"{"type":"checkpoint","push":1,"value":524288,"footprintBytes":3400000}"#
            ],
            exit: .signaled(SIGKILL), cgroupKilled: true)
        #expect(record.end.kind == .killedAtCeiling)
        #expect(record.checkpoints.count == 2)
        #expect(record.lastCheckpoint?.value == 524288)
        #expect(record.pushes.first?.reason == .killedAtCeiling)
        #expect(record.peakFootprintBytes == 3_400_000)
        #expect(record.baseline?.footprintBytes == 2_800_000)
    }

    @Test func howHeapCountersWereReadIsKept() {
        let direct = build([started[0], #"{"type":"baseline","footprintBytes":2800000,"heapCounters":"direct"}"#], exit: .exited(0), cgroupKilled: false)
        #expect(direct.runtime.heapCounters == "direct")
        #expect(direct.runtime.heapCountersFallback == nil)
        let fallback = build(
            [started[0], #"{"type":"baseline","footprintBytes":2800000,"heapCounters":"JSGetMemoryUsageStatistics","heapCountersFallback":"not seen"}"#],
            exit: .exited(0), cgroupKilled: false)
        #expect(fallback.runtime.heapCounters == "JSGetMemoryUsageStatistics")
        #expect(fallback.runtime.heapCountersFallback == "not seen")
    }

    @Test func aSIGKILLNobodyClaimsIsACrash() {
        let record = build(started, exit: .signaled(SIGKILL), cgroupKilled: false)
        #expect(record.end.kind == .crashed)
        #expect(record.pushes.first?.reason == .crashed)
    }

    @Test func aCrashAfterTheLastPushKeepsEveryPushAndSaysSo() {
        // RunPlan defaults to one push: the worker sent it, then died on its way out.
        let record = build(
            started + [#"{"type":"push","push":1,"outcome":"modified","footprintBytes":2900000}"#],
            exit: .signaled(SIGKILL), cgroupKilled: false)
        #expect(record.end.kind == .crashed)
        #expect(record.end.message.contains("after every push had finished"), "\(record.end.message)")
        #expect(record.pushes.map(\.outcome) == [.modified])
        let during = build(started, exit: .signaled(SIGKILL), cgroupKilled: false)
        #expect(!during.end.message.contains("after every push"))
    }

    @Test func watchdogAndExpiryFirings() {
        let killed = build(started, exit: .signaled(SIGKILL), backend: .watchdog, firing: .ceiling, overshoot: 4096)
        #expect(killed.end.kind == .killedAtCeiling)
        let expired = build(started, exit: .signaled(SIGKILL), backend: .watchdog, firing: .expired)
        #expect(expired.end.kind == .expired)
        #expect(expired.pushes.first?.reason == .expired)
    }

    @Test func rlimitRefusalAndAllocatorAbort() {
        let hit = build(
            started + [
                #"{"type":"ceiling","backend":"rlimit","armed":true}"#,
                #"{"type":"ceiling-hit","backend":"rlimit","detail":"RangeError: Out of memory"}"#
            ],
            exit: .signaled(SIGKILL), backend: .rlimit)
        #expect(hit.end.kind == .killedAtCeiling)
        let abort = build(started + [#"{"type":"ceiling","backend":"rlimit","armed":true}"#], exit: .signaled(SIGABRT), backend: .rlimit)
        #expect(abort.end.kind == .killedAtCeiling)
        let crashWithoutRlimit = build(started, exit: .signaled(SIGABRT), backend: .cgroup)
        #expect(crashWithoutRlimit.end.kind == .crashed)
    }

    @Test func syntaxErrorGetsItsColumnFromTheSource() {
        let record = build(
            started + [
                #"{"type":"failure","kind":"probe-syntax","message":"Unexpected token ';'","exception":{"name":"SyntaxError","message":"Unexpected token ';'","line":2}}"#
            ],
            exit: .exited(4), source: "let a = 1;\nlet b = ;\n")
        #expect(record.end.kind == .probeError)
        #expect(record.end.exception?.column == 9)
        #expect(record.end.message.hasPrefix("probes/p.js:2:9: SyntaxError: Unexpected token ';'"))
        #expect(record.pushes.isEmpty)
    }

    @Test func completedRunKeepsTheNotification() {
        let record = build(
            started + [
                #"{"type":"notification","push":1,"notification":{"title":"hi","body":"x"}}"#,
                #"{"type":"push","push":1,"outcome":"modified","footprintBytes":3000000,"heapSizeBytes":5,"globalObjectCount":1}"#,
                #"{"type":"done"}"#
            ], exit: .exited(0))
        #expect(record.end.kind == .completed)
        #expect(record.pushes.count == 1)
        #expect(record.pushes[0].outcome == .modified)
        #expect(record.pushes[0].notification?["title"]?.stringValue == "hi")
        #expect(record.pushes[0].heap?.globalObjectCount == 1)
    }

    @Test func exitWithoutDoneIsAWorkerError() {
        let record = build(started, exit: .exited(0))
        #expect(record.end.kind == .workerError)
    }
}

/// What the assembler adds beyond the frames: problems for frames the worker left out, the
/// fields no record kept before, and the sections a command adds.
@Suite struct RecordAssemblerTests {
    let builder = RecordBuilderTests()

    @Test func anOversizedNotificationIsAProblemNotSilence() {
        let record = builder.build(
            builder.started + [
                #"{"type":"oversized","bytes":71700,"frameType":"notification","push":1}"#,
                #"{"type":"push","push":1,"outcome":"modified","notificationsShown":1,"footprintBytes":3000000}"#,
                #"{"type":"done","elapsedSeconds":0.1,"dumpAdviceDropped":42}"#
            ], exit: .exited(0))
        #expect(record.end.kind == .completed)
        #expect(record.pushes.first?.notification == nil)
        #expect(record.problems.count == 1)
        #expect(record.problems.first?.contains("notification frame for push 1 of 71700 bytes") == true, "\(record.problems)")
        #expect(record.runtime.dumpAdviceDropped == 42)
    }

    @Test func scavengerThreadAndCapabilitiesAreDecoded() throws {
        let frame = builder.frame(
            #"{"type":"baseline","footprintBytes":2800000,"scavengerThread":false,"capabilities":[{"name":"seccomp","active":true},{"name":"jit","active":false,"detail":"off"}]}"#
        )
        let baseline = try #require(frame.baseline)
        #expect(baseline.scavengerThread == false)
        #expect(baseline.capabilities == [Capability(name: "seccomp", active: true), Capability(name: "jit", active: false, detail: "off")])
        let record = builder.build([builder.started[0], #"{"type":"baseline","footprintBytes":2800000,"scavengerThread":false}"#], exit: .exited(0))
        #expect(record.runtime.scavengerThread == false)
    }

    @Test func theCommandsSectionsAndThePlansBudgetGoInThroughTheAssembler() {
        let limit = GrowthLimit(
            largestCompletingBytes: 1, smallestFailingBytes: 2, resolutionBytes: 1, field: "bytes", pushIndex: 1, workersUsed: 2, trials: [])
        var sections = RecordSections(provenance: Provenance(gitCommit: "abc", applicationCommit: "def"), growthLimit: limit)
        sections.growthLimit = limit
        var plan = RunPlan(probePath: "probes/p.js", limit: ByteSize(bytes: 24 << 20))
        plan.arguments = ["--limit", "24M"]
        plan.budget = Budget(maxPeakBytes: 1)
        plan.budgetOrigins = ["--max-peak": .header]
        let record = builder.build(
            builder.started + [#"{"type":"push","push":1,"outcome":"modified","footprintBytes":2900000}"#, #"{"type":"done"}"#], exit: .exited(0),
            sections: sections, plan: plan)
        #expect(record.gitCommit == "abc" && record.applicationCommit == "def")
        #expect(record.arguments == ["--limit", "24M"])
        #expect(record.growthLimit == limit)
        let peak = record.budget?.checks.first { $0.figure == .peakFootprint }
        #expect(peak?.passed == false && peak?.origin == .header)
        // No arguments, no budget declared: nothing in the record says otherwise.
        let bare = builder.build(builder.started + [#"{"type":"done"}"#], exit: .exited(0))
        #expect(bare.arguments == nil && bare.gitCommit == nil && bare.growthLimit == nil)
    }

    @Test func aRunMemlabCutShortHasNoBudgetVerdict() {
        var plan = RunPlan(probePath: "probes/p.js", limit: ByteSize(bytes: 24 << 20))
        plan.budget = Budget(maxPeakBytes: 1)
        let record = builder.build(builder.started, exit: .exited(70), plan: plan)
        #expect(record.end.kind == .workerError)
        #expect(record.budget == nil)
    }

    @Test func theWorkersCommandLineIsBuiltFromTheRunOptions() throws {
        var options = RunPlan(probePath: "probes/p.js", limit: ByteSize(bytes: 24 << 20))
        options.pushes = 5
        options.isolation = .process
        options.payload = [0x7b, 0x7d]
        options.finalPayload = [0x00]
        options.injectRetainContexts = true
        let runner = WorkerLauncher(plan: options, workerPath: "memlab-worker")
        let first = runner.workerArguments(mode: .run, backend: .cgroup, processPush: 1)
        #expect(first.pushes == 1 && first.isolation == .context && first.finalPayload == nil && first.enforcement == .cgroup)
        let last = runner.workerArguments(mode: .run, backend: .cgroup, processPush: 5)
        #expect(last.finalPayload == [0x00])
        #expect(try WorkerArguments(parsing: last.commandLine) == last)
        options.isolation = .none
        let reused = WorkerLauncher(plan: options, workerPath: "memlab-worker").workerArguments(mode: .run, backend: .rlimit)
        #expect(reused.pushes == 5 && reused.isolation == .none && reused.enforcement == .rlimit && reused.limitBytes == 24 << 20)
        #expect(reused.commandLine.contains("--inject"))
        #expect(WorkerLauncher(plan: options, workerPath: "memlab-worker").workerArguments(mode: .baseline, backend: nil).commandLine == ["--mode", "baseline"])
    }

    @Test func measureModeCollectsWithoutTheConcurrentCollector() throws {
        var options = RunPlan(probePath: "probes/p.js", limit: ByteSize(bytes: 24 << 20))
        let measure = try WorkerLauncher(plan: options, workerPath: "memlab-worker").workerEnvironment()
        #expect(measure["JSC_useConcurrentGC"] == "false")
        #expect(measure["JSC_useJIT"] == "false" && measure["JSC_numberOfGCMarkers"] == "1")
        #expect(measure["MEMLAB_DEVICE_ALLOCATOR"] == nil)
        options.mode = .device
        let device = try WorkerLauncher(plan: options, workerPath: "memlab-worker").workerEnvironment()
        #expect(device["JSC_useConcurrentGC"] == nil, "device mode keeps the engine's own collector, as on a device")
        #expect(device["MEMLAB_DEVICE_ALLOCATOR"] == "1")
    }
}
