import Foundation
import MemlabProtocol

/// The one place a RunRecord is assembled: from the plan, what the worker sent (its frames,
/// decoded by MemlabProtocol, folded into a Measurement), how it ended, and what the parent set up
/// (the ceiling); then the sections a command adds (RecordSections) and the plan's budget,
/// checked. Nothing changes a record after this. Pure: every decision about how a run ended
/// lives here, where tests can reach it.
public struct RecordAssembler {
    var measurement: Measurement
    let sections: RecordSections

    public init(_ measurement: consuming Measurement, sections: RecordSections = RecordSections()) {
        self.measurement = measurement
        self.sections = sections
    }

    var plan: RunPlan { measurement.plan }
    var probe: ProbeSource { measurement.probe }
    /// The backend that enforced the ceiling (resolved: never `auto`).
    var backend: RunPlan.Enforcement { measurement.backend }

    /// The ceiling as the parent set it up, with what the worker and the monitor reported about it.
    func ceiling() -> CeilingInfo {
        var ceiling = CeilingInfo(
            limitBytes: plan.limit.bytes, backend: CeilingInfo.Backend(backend),
            chosen: plan.enforcement == .auto ? .auto : .requested, detail: measurement.detail)
        if backend == .watchdog {
            ceiling.watchdogIntervalMicroseconds = plan.watchdogIntervalMicroseconds
            ceiling.overshootBytes = measurement.collected.overshootBytes
            ceiling.watchdogRealtime = measurement.collected.monitorRealtime
        }
        ceiling.cgroupPeakBytes = measurement.cgroupPeakBytes
        if let armed = measurement.collected.frames.lazy.compactMap(\.ceiling).first {
            ceiling.rlimitAddressSpaceBytes = armed.rlimitAddressSpaceBytes
        }
        return ceiling
    }

    public consuming func assemble() -> RunRecord {
        let frames = measurement.collected.frames
        var canaryResidueBytes: Int64?
        let hello = frames.lazy.compactMap(\.hello).first
        var runtime = RuntimeInfo(jscVersion: hello?.jscVersion, jit: hello?.jit ?? plan.jit, workerPid: hello.map { Int32(truncatingIfNeeded: $0.pid) })
        runtime.modelledRAMSizeBytes = plan.forcedRAMSizeBytes
        if let options = plan.engineOptions, !options.isEmpty { runtime.engineOptions = options }
        let name = ((probe.path as NSString).lastPathComponent as NSString).deletingPathExtension
        var record = RunRecord(
            createdAt: UTCTime.iso8601(),
            host: HostInfo.current(),
            probe: ProbeInfo(path: probe.path, name: name, sha256: probe.sha256, bytes: probe.size),
            payload: plan.payload.map { PayloadInfo(bytes: $0.count, sha256: SHA256.hex($0)) },
            runtime: runtime, ceiling: ceiling(),
            end: RunEnd(kind: .completed, message: ""), elapsedSeconds: measurement.elapsedSeconds)
        record.problems = measurement.collected.problems
        record.payloads = plan.payloads
        record.recovery = measurement.recovery
        if let hello, let seccomp = hello.seccomp {
            record.sandbox = SandboxInfo(
                noNewPrivileges: hello.noNewPrivileges ?? false, seccomp: seccomp, seccompError: hello.seccompError,
                network: hello.network ?? "unknown", writes: hello.writes, rlimits: measurement.collected.rlimits)
        }

        var peak = max(measurement.collected.monitorPeakBytes, measurement.collected.pushFootprintPeakBytes)
        // Pushes folded as they arrived (Collected.take); frames given here directly fold below.
        var pushes = measurement.collected.pushRecords
        measurement.collected.pushRecords = PushTable()  // the only copy now: folding below does not copy it
        var parentStream = ""
        for frame in frames {
            if let footprint = frame.footprintBytes { peak = max(peak, footprint) }
            switch frame {
            case .baseline(let baseline):
                record.baseline = BaselineInfo(
                    footprintBytes: baseline.footprintBytes, rssBytes: baseline.rssBytes,
                    bootSeconds: baseline.bootSeconds, heap: baseline.heap)
                record.runtime.heapCounters = baseline.heapCounters
                record.runtime.heapCountersFallback = baseline.heapCountersFallback
                record.runtime.scavengerThread = baseline.scavengerThread
                record.runtime.ramSizeBytes = baseline.engineRAMSizeBytes
                record.runtime.machineRAMSizeBytes = baseline.machineRAMSizeBytes
                record.runtime.heapGrowth = baseline.engineHeapGrowth
                record.runtime.ramSizeFallback = baseline.engineHeapSizingFallback
                if let capabilities = baseline.capabilities { record.runtime.capabilities = capabilities }
                if let typeCounts = baseline.typeCountsCapability { record.runtime.typeCounts = typeCounts }
                if let snapshots = baseline.heapSnapshotsCapability { record.runtime.heapSnapshots = snapshots }
                if let sites = baseline.functionSitesCapability { record.runtime.functionSites = sites }
                canaryResidueBytes = baseline.heapSnapshotsCanaryResidueBytes
            case .checkpoint(let checkpoint):
                // Collected.keeps already bounded these (the latest replacing the last kept).
                record.checkpoints.append(
                    CheckpointRecord(
                        push: checkpoint.push, value: checkpoint.value,
                        footprintBytes: checkpoint.footprintBytes, elapsedSeconds: checkpoint.elapsedSeconds ?? 0))
            case .console(let console) where console.level == "network":
                // A URL nothing serves (importScripts, fetch): a problem of the first push it failed in, once per text.
                let seen = record.problems.contains { $0.hasSuffix(": " + console.text) && $0.hasPrefix("push ") }
                if !seen, record.problems.count < Collected.maximumProblems { record.problems.append("push \(console.push): \(console.text)") }
            case .console(let console):
                record.console.append(ConsoleRecord(push: console.push, level: console.level, text: console.text))
            case .uncaught(let uncaught):
                // Thrown by a timer, a microtask or a dispatchEvent listener: nobody caught it.
                let place = uncaught.exception.located(defaultFile: plan.probePath)
                record.console.append(ConsoleRecord(push: uncaught.push, level: "uncaught", text: "in \(uncaught.source): " + place))
                RecordAssembler.addProblem(RecordAssembler.problemText(uncaught, place: place), push: uncaught.push, to: &pushes, record: &record)
            case .notification(let notification):
                RecordAssembler.fold(notification, into: &pushes[notification.push, default: RecordAssembler.emptyPush(notification.push)])
            case .push(let frame):
                RecordAssembler.fold(frame, into: &pushes[frame.push, default: RecordAssembler.emptyPush(frame.push)])

            case .done(let done):
                if let dropped = done.dumpAdviceDropped { record.runtime.dumpAdviceDropped = (record.runtime.dumpAdviceDropped ?? 0) + dropped }
                // The done frame's list is the later word (some hooks show only once they have run).
                if let capabilities = done.capabilities { record.runtime.capabilities = capabilities }
                if let typeCounts = done.typeCountsCapability { record.runtime.typeCounts = typeCounts }
            case .oversized(let oversized):
                // The worker would not send a frame over its limit: what was left out is said, not lost.
                if record.problems.count < Collected.maximumProblems { record.problems.append(oversized.sentence) }
            case .loaded(let loaded):
                if record.loadSeconds == nil { record.loadSeconds = loaded.loadSeconds }
            case .lifecycle(let lifecycle) where !lifecycle.closes:
                break  // an event started: classifyEnd reads it (an expiry during it is its)
            case .lifecycle(let lifecycle):
                var section = record.lifecycle ?? LifecycleRecord(registration: measurement.registration ?? .new)
                section.events.append(LifecycleEventRecord(lifecycle))
                if section.redundant == nil { section.redundant = lifecycle.redundancySentence }
                record.lifecycle = section
            case .portMessages(let messages):
                parentStream += messages.data
            case .hello, .ceiling, .ceilingHit, .failure, .snapshotChunk, .snapshot, .snapshotSites:
                break  // read above (hello) and by ceiling() and classifyEnd()
            }
        }
        if measurement.collected.storageOpened {
            record.storage = StorageRecord(
                storedIn: plan.storageIn, pageCacheBytes: StorageRecord.pageCacheBytes, largestStore: measurement.collected.largestStore)
        }
        // Each finished push's peak: what the monitor sampled during it (Collected.take).
        for (index, sampled) in measurement.collected.pushPeaks {
            pushes.setPeakFootprintBytes(sampled.footprintBytes > 0 ? sampled.footprintBytes : nil, index: index)
        }
        if measurement.registration == .installed {
            record.lifecycle = LifecycleRecord(registration: .installed, skipped: LifecycleRecord.skippedSentence)
        }
        record.checkpointsDropped = measurement.collected.checkpointsDropped
        // The parent port's stream: one message a line (a line cut short by the worker's end is dropped).
        if !parentStream.isEmpty {
            var lines = parentStream.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.removeLast()
            record.parentMessages = lines
        }
        record.peakFootprintBytes = peak > 0 ? peak : nil
        record.end = classifyEnd()
        if record.end.kind == .expired, let event = expiredLifecycleEvent {
            // The worker was killed during install or activate: never activated, nothing delivered.
            var section = record.lifecycle ?? LifecycleRecord(registration: measurement.registration ?? .new)
            section.redundant =
                "\(event.rawValue) did not finish within \(RecordAssembler.seconds(plan.expireSeconds)), so the worker was killed before any push was delivered"
            record.lifecycle = section
        }

        // The push the worker never finished gets the outcome the user would have seen.
        let inProgress = (finishedPushes.max() ?? 0) + 1
        let interrupted: Set<RunEnd.Kind> = [.killedAtCeiling, .expired, .crashed, .workerError, .interrupted]
        if inProgress <= plan.pushes && record.baseline != nil && interrupted.contains(record.end.kind) {
            var push = pushes[inProgress] ?? PushRecord(index: inProgress, outcome: .originalContent)
            push.outcome = .originalContent
            switch record.end.kind {
            case .killedAtCeiling: push.reason = .killedAtCeiling
            case .expired: push.reason = .expired
            case .interrupted: push.reason = .interrupted
            default: push.reason = .crashed
            }
            push[.checkpoints] = Int64(record.checkpoints.filter { $0.push == inProgress }.count + record.checkpointsDropped)
            pushes[inProgress] = push
        }
        record.pushes = pushes.takeSorted()
        if let lines = plan.payloads?.lines, lines > 0 {
            for position in record.pushes.indices {
                record.pushes.setPayloadLine(PayloadLines.line(forPush: record.pushes.pushIndex(at: position), count: lines) + 1, at: position)
            }
        }
        if plan.pushes > 1 {
            record.isolation = plan.isolation
            record.allocator = plan.allocator
            record.verdict = verdict(record: record)
            record.typeGrowth = typeGrowth(warmup: record.verdict?.warmupPushes ?? LeakAnalysis.defaultWarmup(pushes: plan.pushes))
        } else if plan.allocator != .jsc {
            record.allocator = plan.allocator
        }
        if plan.explain {
            let cutShort = measurement.collected.snapshotInProgress.map { (label: $0.label, push: $0.push) }
            record.explain = ExplainReport.build(
                snapshots: measurement.collected.snapshots, capability: record.runtime.heapSnapshots, peaks: measurement.collected.snapshotPeaks,
                cutShort: cutShort)
            record.explain?.canaryResidueBytes = canaryResidueBytes
            if let cutShort { record.problems.append(ExplainReport.cutShortProblem(label: cutShort.label, push: cutShort.push)) }
        }
        addDeviceFields(to: &record)
        // Device mode: the endings of the workers before the last, and the replay's headline.
        measurement.device?.apply(to: &record, plan: plan)
        // How memlab came to have the cgroup, or why `auto` has none (CgroupDelegation).
        record.ceiling.cgroupDelegation = measurement.delegationKind
        record.ceiling.backendNote = measurement.backendNote
        addSections(to: &record)
        return record
    }

    /// The command's sections, the end's sentence made one, and the plan's budget checked (a run
    /// memlab cut short, or its own failure, has no verdict on the budget).
    func addSections(to record: inout RunRecord) {
        record.gitCommit = sections.provenance.gitCommit
        record.applicationCommit = sections.provenance.applicationCommit
        record.arguments = plan.arguments.isEmpty ? nil : plan.arguments
        record.growthLimit = sections.growthLimit
        if let second = sections.allocatorRun {
            record.allocatorCheck = AllocatorCheck.compare(first: record, second: second.record, resultFile: second.path)
        }
        record.end.message = RunEnd.tidy(record.end.message)
        if record.end.kind != .interrupted && record.end.kind != .workerError {
            record.budget = plan.budget.check(record, origins: plan.budgetOrigins)
        }
    }

    /// The worker's sentence for a module service worker (ModuleSyntax.swift), which the end's message gives as it is.
    static let moduleSentence =
        "module service workers are not supported; bundle the worker as a classic script (for example with esbuild --format=iife)"

    /// The most problems one push keeps (each distinct; the console keeps every uncaught frame).
    static let maximumProblemsPerPush = 20

    /// "uncaught in setTimeout: probe.js:3:9: Error: boom", "unhandled rejection: ...".
    static func problemText(_ uncaught: UncaughtFrame, place: String) -> String {
        uncaught.source == "unhandledrejection" ? "unhandled rejection: " + place : "uncaught in \(uncaught.source): " + place
    }

    /// A push's problem, once (the same line again is not repeated); one before any push (while
    /// the probe loaded) joins the record's problems.
    static func addProblem(_ text: String, push index: Int, to pushes: inout PushTable, record: inout RunRecord) {
        guard index >= 1 else {
            let line = "while the probe loaded: " + text
            if !record.problems.contains(line) && record.problems.count < Collected.maximumProblems { record.problems.append(line) }
            return
        }
        var push = pushes[index] ?? PushRecord(index: index, outcome: .originalContent)
        var problems = push.problems ?? []
        if !problems.contains(text) && problems.count < maximumProblemsPerPush { problems.append(text) }
        push.problems = problems
        pushes[index] = push
    }

    func verdict(record: RunRecord) -> LeakVerdict {
        // Read from the pushes' columns, not push by push.
        let samples = record.pushes.leakSamples()
        // The host's own global objects before any push; a persistent context (isolation none) adds one.
        var baselineGlobals = record.baseline?.heap?.globalObjectCount
        if plan.isolation == .none, let count = baselineGlobals { baselineGlobals = count + 1 }
        if plan.isolation == .process || plan.isolation == .group { baselineGlobals = nil }
        let killedAt = record.end.kind == .killedAtCeiling ? record.pushes.last { $0.reason == .killedAtCeiling }?.index : nil
        return LeakAnalysis.verdict(
            samples: samples, warmup: plan.warmupPushes,
            limitBytes: plan.limit.bytes, baselineGlobalObjects: baselineGlobals, killedAtPush: killedAt)
    }

    /// The per-type census of the push frames (`typeCounts`), fitted after the verdict's warm-up.
    func typeGrowth(warmup: Int) -> TypeGrowthReport? {
        let changes = measurement.collected.typeCensuses
        return TypeGrowthAnalysis.report(censuses: TypeGrowthAnalysis.accumulate(changes), warmup: warmup)
    }

    /// The lifecycle event the worker had started and not finished, when there is one (its last
    /// lifecycle frame is a started one): an expiry then is that event's.
    var expiredLifecycleEvent: LifecycleFrame.Event? {
        guard let last = measurement.collected.frames.last(where: { $0.kind == .lifecycle })?.lifecycle, !last.closes else { return nil }
        return last.event
    }

    func classifyEnd() -> RunEnd {
        let frames = measurement.collected.frames
        let exit = measurement.collected.exit
        let limit = ByteSize(bytes: plan.limit.bytes)
        if let recovery = measurement.recovery {
            let pushes = "\(recovery.pushesReceived) push\(recovery.pushesReceived == 1 ? "" : "es")"
            let how =
                recovery.workerFinished
                ? "after the worker had finished every push"
                : "while the worker ran (it died with memlab); the \(pushes) received before are kept"
            return RunEnd(
                kind: .interrupted,
                message: "memlab itself was killed (process \(recovery.memlabPid)) \(how); this record was rebuilt from its spool", exit: exit)
        }
        if measurement.collected.interrupted && measurement.collected.exit == .signaled(SIGKILL) {
            return RunEnd(kind: .interrupted, message: Interruption.sentence + "; the worker was killed and everything it reported before is kept", exit: exit)
        }
        if measurement.collected.monitorFiring == .expired {
            let within = RecordAssembler.seconds(plan.expireSeconds)
            // Still loading: the probe's top level never returned (no loaded frame after the baseline).
            let loading = !frames.contains(where: { $0.kind == .loaded }) && frames.contains(where: { $0.kind == .baseline })
            let what =
                loading
                ? "the probe did not finish loading within \(within): its top level never returned (a loop, or a wait that never ends, outside the push handler)"
                : expiredLifecycleEvent.map {
                    "the service worker's \($0.rawValue) did not finish within \(within): its waitUntil promises were still pending (install and activate expire as a push does)"
                } ?? "the push did not finish within \(within) (like serviceExtensionTimeWillExpire)"
            return RunEnd(kind: .expired, message: what + "; memlab killed the worker", exit: exit)
        }
        if measurement.collected.monitorFiring == .ceiling {
            let seen = ByteSize(bytes: plan.limit.bytes + (measurement.collected.overshootBytes ?? 0))
            return RunEnd(kind: .killedAtCeiling, message: "the watchdog saw a footprint of \(seen), over the \(limit) limit, and sent SIGKILL", exit: exit)
        }
        if let failure = measurement.collected.waitFailure {
            // How the worker ended is unknown: what it sent, and the cgroup, still tell.
            if measurement.cgroupKilled {
                return RunEnd(kind: .killedAtCeiling, message: "the kernel's OOM killer ended the worker at the cgroup's \(limit) limit", exit: nil)
            }
            if frames.contains(where: { $0.kind == .done }) {
                return RunEnd(kind: .completed, message: "the push ran to completion (\(failure.sentence))", exit: nil)
            }
            return RunEnd(kind: .workerError, message: failure.sentence + "; it stopped without finishing", exit: nil)
        }
        if exit == .signaled(SIGKILL) && measurement.cgroupKilled {
            return RunEnd(kind: .killedAtCeiling, message: "the kernel's OOM killer ended the worker at the cgroup's \(limit) limit (SIGKILL)", exit: exit)
        }
        if let hit = frames.lazy.compactMap(\.ceilingHit).last {
            return RunEnd(
                kind: .killedAtCeiling,
                message: "RLIMIT_AS refused an allocation at the \(limit) ceiling (\(hit.detail)); the worker was killed like jetsam would", exit: exit)
        }
        let armed = frames.contains { $0.ceiling?.armed == true }
        if backend == .rlimit, armed, case .signaled(let signal) = exit, [SIGABRT, SIGSEGV, SIGTRAP, SIGILL, SIGBUS].contains(signal) {
            return RunEnd(
                kind: .killedAtCeiling,
                message: "JavaScriptCore could not allocate under RLIMIT_AS at the \(limit) ceiling and stopped with \(WorkerExit.signalName(signal))",
                exit: exit)
        }
        if let failure = frames.lazy.compactMap(\.failure).last {
            let exception = locate(failure.exception)
            switch failure.kind {
            case .probeSyntax where failure.message == RecordAssembler.moduleSentence:
                // A module worker (import / export): what to do instead, at the statement's line.
                return RunEnd(
                    kind: .probeError, message: "\(plan.probePath):\(exception?.line ?? 1): \(failure.message)", exit: exit, exception: exception)
            case .probeSyntax:
                return RunEnd(
                    kind: .probeError,
                    message: "\(exception?.located(defaultFile: plan.probePath) ?? plan.probePath): the probe has a syntax error; fix it and run again",
                    exit: exit, exception: exception)
            case .probeThrew:
                return RunEnd(
                    kind: .probeError,
                    message:
                        "\(exception?.located(defaultFile: plan.probePath) ?? plan.probePath): the probe threw while loading, before any push; fix it and run again",
                    exit: exit, exception: exception)
            case .probeUnreadable:
                return RunEnd(
                    kind: .probeError, message: "the worker could not read the probe \(plan.probePath) (\(failure.message)); check its permissions",
                    exit: exit)
            case .storageFile:
                return RunEnd(kind: .probeError, message: failure.message, exit: exit)
            case .workerArguments, .internal:
                return RunEnd(
                    kind: .workerError, message: "the worker failed: \(failure.message); this is a memlab bug, please report it with the result file",
                    exit: exit)
            }
        }
        if case .signaled(let signal) = exit {
            if signal == SIGXCPU {
                return RunEnd(kind: .crashed, message: "the worker used up its CPU-time limit (SIGXCPU)", exit: exit)
            }
            // Every push already finished: the worker died on its way out, after the last sample.
            let finished = finishedPushes.count
            let when = finished >= plan.pushes ? " after every push had finished" : ""
            return RunEnd(
                kind: .crashed, message: "the worker crashed with signal \(signal) (\(WorkerExit.signalName(signal)))" + when + stderrHint(), exit: exit)
        }
        if exit == .exited(0) && frames.contains(where: { $0.done != nil }) {
            return RunEnd(kind: .completed, message: "the push ran to completion", exit: exit)
        }
        return RunEnd(kind: .workerError, message: "the worker \(exit.description) without finishing" + stderrHint(), exit: exit)
    }

    /// The pushes whose push frame arrived: folded as they came, or among the frames given.
    var finishedPushes: PushIndexSet { measurement.collected.finishedPushes.union(measurement.collected.frames.compactMap(\.pushFrame).map(\.push)) }

    /// A push nothing has been heard of yet: original content until its push frame says otherwise.
    static func emptyPush(_ index: Int) -> PushRecord { PushRecord(index: index, outcome: .originalContent) }

    /// A push's first notification into its record.
    /// A push's notification into its record: the first as `notification`; the list of every one
    /// only once there is a second (a push shows one, as a rule).
    static func fold(_ notification: NotificationFrame, into push: inout PushRecord) {
        if !push.$notification.isPresent {
            push.notification = notification.notification
        } else {
            if push.notifications == nil { push.notifications = push.notification.map { [$0] } ?? [] }
            push.notifications?.append(notification.notification)
        }
    }

    /// The timings a push frame gives its record, rounded to the microsecond as they are folded.
    static let secondsInBoth = PushCounter.inBoth.filter(\.isSeconds)

    /// A push frame into its push's record (the peak the monitor sampled is added by `assemble`):
    /// every counter both carry (`PushCounter.carrier`), then the structured members.
    static func fold(_ frame: PushFrame, into push: inout PushRecord) {
        push.outcome = frame.outcome
        push.reason = frame.reason
        push.exception = frame.exception
        push.counters.copy(PushCounter.inBoth, from: frame.counters)
        // Timings to the microsecond, as the record keeps them (DoubleColumn: 2 to 4 bytes a push, not 8).
        for counter in RecordAssembler.secondsInBoth {
            if let seconds = push[seconds: counter] { push[seconds: counter] = DoubleColumn.rounded(seconds) }
        }
        push.heap = frame.heap
        push.malloc = frame.malloc.map(MallocSample.init)
        if let seen = frame[.warningFootprintBytes] {
            var warning = push.warning ?? PushWarning(footprintBytes: seen, survived: false)
            warning.collectedAtBytes = seen
            warning.collectedBytes = frame[.warningCollectedBytes]
            push.warning = warning
        }
    }

    func stderrHint() -> String {
        let tail = measurement.collected.stderrTail.trimmingSpaces()
        guard !tail.isEmpty else { return "" }
        let lastLine = tail.split(separator: "\n").last.map(String.init) ?? tail
        return " (its last words: \(lastLine.prefix(200)))"
    }

    /// Fills in the column JavaScriptCore leaves out of syntax errors.
    func locate(_ exception: ScriptException?) -> ScriptException? {
        guard var exception else { return nil }
        if exception.column == nil, let line = exception.line, let message = exception.message {
            let source = String(decoding: probe.bytes, as: UTF8.self)
            exception.column = SyntaxErrorLocator.column(source: source, line: line, message: message)
        }
        return exception
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
