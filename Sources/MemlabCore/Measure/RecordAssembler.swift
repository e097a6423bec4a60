import Foundation
import MemlabProtocol

/// What a command adds to a record beyond the run itself: where memlab was built from and the
/// options given (`run`, `suite`), or the growth-limit search (`limit`). Only the assembler sets them.
public struct RecordSections: Sendable {
    public var gitCommit: String?
    public var arguments: [String]?
    public var growthLimit: GrowthLimit?

    public init(gitCommit: String? = nil, arguments: [String]? = nil, growthLimit: GrowthLimit? = nil) {
        self.gitCommit = gitCommit
        self.arguments = arguments
        self.growthLimit = growthLimit
    }
}

/// The one place a RunRecord is assembled: from what the worker sent (its frames, decoded by
/// MemlabProtocol), how it ended, and what the parent set up (the ceiling); then the sections a
/// command adds. Pure: every decision about how a run ended lives here, where tests can reach it.
public struct RecordAssembler {
    let options: RunOptions
    let probe: Runner.Probe
    var collected: Runner.Collected
    /// The backend that enforced the ceiling (resolved: never `auto`), and what it enforced, in its own words.
    let backend: RunOptions.Enforcement
    let detail: String
    /// Whether the kernel's OOM killer fired in the worker's cgroup, and the highest charge it saw.
    let cgroupKilled: Bool
    let cgroupPeakBytes: Int64?
    let elapsedSeconds: Double
    var sections = RecordSections()
    /// Set when the record is built from a spool (SpoolRecovery): memlab died before writing it.
    var recovery: RecoveryInfo?

    init(
        options: RunOptions, probe: Runner.Probe, collected: Runner.Collected, backend: RunOptions.Enforcement, detail: String,
        cgroupKilled: Bool, cgroupPeakBytes: Int64? = nil, elapsedSeconds: Double, sections: RecordSections = RecordSections()
    ) {
        self.options = options
        self.probe = probe
        self.collected = collected
        self.backend = backend
        self.detail = detail
        self.cgroupKilled = cgroupKilled
        self.cgroupPeakBytes = cgroupPeakBytes
        self.elapsedSeconds = elapsedSeconds
        self.sections = sections
    }

    /// Adds a command's sections to a record (a field a section leaves nil stays as it was).
    public static func add(_ sections: RecordSections, to record: inout RunRecord) {
        if let gitCommit = sections.gitCommit { record.gitCommit = gitCommit }
        if let arguments = sections.arguments { record.arguments = arguments }
        if let growthLimit = sections.growthLimit { record.growthLimit = growthLimit }
    }

    /// The ceiling as the parent set it up, with what the worker and the monitor reported about it.
    func ceiling() -> CeilingInfo {
        var ceiling = CeilingInfo(
            limitBytes: options.limit.bytes, backend: CeilingInfo.Backend(backend),
            chosen: options.enforcement == .auto ? .auto : .requested, detail: detail)
        if backend == .watchdog {
            ceiling.watchdogIntervalMicroseconds = options.watchdogIntervalMicroseconds
            ceiling.overshootBytes = collected.overshootBytes
            ceiling.watchdogRealtime = collected.monitorRealtime
        }
        ceiling.cgroupPeakBytes = cgroupPeakBytes
        if let armed = collected.frames.lazy.compactMap(\.ceiling).first {
            ceiling.rlimitAddressSpaceBytes = armed.rlimitAddressSpaceBytes
        }
        return ceiling
    }

    public consuming func assemble() -> RunRecord {
        let frames = collected.frames
        var canaryResidueBytes: Int64?
        let hello = frames.lazy.compactMap(\.hello).first
        let runtime = RuntimeInfo(jscVersion: hello?.jscVersion, jit: hello?.jit ?? options.jit, workerPid: hello.map { Int32(truncatingIfNeeded: $0.pid) })
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let name = ((probe.path as NSString).lastPathComponent as NSString).deletingPathExtension
        var record = RunRecord(
            createdAt: formatter.string(from: Date()),
            host: HostInfo.current(),
            probe: ProbeInfo(path: probe.path, name: name, sha256: SHA256.hex(probe.bytes), bytes: probe.bytes.count),
            payload: options.payload.map { PayloadInfo(bytes: $0.count, sha256: SHA256.hex($0)) },
            runtime: runtime, ceiling: ceiling(),
            end: RunEnd(kind: .completed, message: ""), elapsedSeconds: elapsedSeconds)
        record.problems = collected.problems
        if let path = options.payloadsPath, let lines = options.payloadLines {
            record.payloads = PayloadStreamInfo(path: path, lines: lines.count, sha256: SHA256.hex(lines.flatMap { $0 + [0x0A] }))
        }
        record.recovery = recovery
        if let hello, let seccomp = hello.seccomp {
            record.sandbox = SandboxInfo(
                noNewPrivileges: hello.noNewPrivileges ?? false, seccomp: seccomp, seccompError: hello.seccompError,
                network: hello.network ?? "unknown", rlimits: collected.rlimits)
        }

        var peak = max(collected.monitorPeakBytes, collected.pushFootprintPeakBytes)
        // Pushes folded as they arrived (Collected.take); frames given here directly fold below.
        var pushes = collected.pushRecords
        collected.pushRecords = PushTable()  // the only copy now: folding below does not copy it
        for frame in frames {
            if let footprint = frame.footprintBytes { peak = max(peak, footprint) }
            switch frame {
            case .baseline(let baseline):
                record.baseline = BaselineInfo(
                    footprintBytes: baseline.footprintBytes, rssBytes: baseline.rssBytes,
                    bootSeconds: baseline.bootSeconds, heap: baseline.heap.map(HeapSample.init))
                record.runtime.heapCounters = baseline.heapCounters
                record.runtime.heapCountersFallback = baseline.heapCountersFallback
                record.runtime.scavengerThread = baseline.scavengerThread
                if let capabilities = baseline.capabilities { record.runtime.capabilities = capabilities }
                if let typeCounts = baseline.typeCountsCapability { record.runtime.typeCounts = typeCounts }
                if let snapshots = baseline.heapSnapshotsCapability { record.runtime.heapSnapshots = snapshots }
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
                if !seen, record.problems.count < Runner.Collected.maximumProblems { record.problems.append("push \(console.push): \(console.text)") }
            case .console(let console):
                record.console.append(ConsoleRecord(push: console.push, level: console.level, text: console.text))
            case .uncaught(let uncaught):
                // Thrown by a timer, a microtask or a dispatchEvent listener: nobody caught it.
                let place = uncaught.exception.located(defaultFile: options.probePath)
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
                if record.problems.count < Runner.Collected.maximumProblems { record.problems.append(oversized.sentence) }
            case .loaded(let loaded):
                if record.loadSeconds == nil { record.loadSeconds = loaded.loadSeconds }
            case .hello, .ceiling, .ceilingHit, .failure, .snapshotChunk, .snapshot:
                break  // read above (hello) and by ceiling() and classifyEnd()
            }
        }
        // Each finished push's peak: what the monitor sampled during it (Collected.take).
        for (index, sampled) in collected.pushPeaks {
            pushes.setPeakFootprintBytes(sampled.footprintBytes > 0 ? sampled.footprintBytes : nil, index: index)
        }
        record.checkpointsDropped = collected.checkpointsDropped
        record.peakFootprintBytes = peak > 0 ? peak : nil
        record.end = classifyEnd()

        // The push the worker never finished gets the outcome the user would have seen.
        let inProgress = (finishedPushes.max() ?? 0) + 1
        let interrupted: Set<RunEnd.Kind> = [.killedAtCeiling, .expired, .crashed, .workerError, .interrupted]
        if inProgress <= options.pushes && record.baseline != nil && interrupted.contains(record.end.kind) {
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
        if let lines = options.payloadLines {
            for position in record.pushes.indices {
                record.pushes.setPayloadLine(PayloadLines.line(forPush: record.pushes.pushIndex(at: position), count: lines.count) + 1, at: position)
            }
        }
        if options.pushes > 1 {
            record.isolation = options.isolation
            record.allocator = options.allocator
            record.verdict = verdict(record: record)
            record.typeGrowth = typeGrowth(warmup: record.verdict?.warmupPushes ?? LeakAnalysis.defaultWarmup(pushes: options.pushes))
        } else if options.allocator != .jsc {
            record.allocator = options.allocator
        }
        if options.explain {
            let cutShort = collected.snapshotInProgress.map { (label: $0.label, push: $0.push) }
            record.explain = ExplainReport.build(
                snapshots: collected.snapshots, capability: record.runtime.heapSnapshots, peaks: collected.snapshotPeaks, cutShort: cutShort)
            record.explain?.canaryResidueBytes = canaryResidueBytes
            if let cutShort { record.problems.append(ExplainReport.cutShortProblem(label: cutShort.label, push: cutShort.push)) }
        }
        addDeviceFields(to: &record)
        RecordAssembler.add(sections, to: &record)
        return record
    }

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
            if !record.problems.contains(line) && record.problems.count < Runner.Collected.maximumProblems { record.problems.append(line) }
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
        if options.isolation == .none, let count = baselineGlobals { baselineGlobals = count + 1 }
        if options.isolation == .process || options.isolation == .group { baselineGlobals = nil }
        let killedAt = record.end.kind == .killedAtCeiling ? record.pushes.last { $0.reason == .killedAtCeiling }?.index : nil
        return LeakAnalysis.verdict(
            samples: samples, warmup: options.warmupPushes,
            limitBytes: options.limit.bytes, baselineGlobalObjects: baselineGlobals, killedAtPush: killedAt)
    }

    /// The per-type census of the push frames (`typeCounts`), fitted after the verdict's warm-up.
    func typeGrowth(warmup: Int) -> TypeGrowthReport? {
        let changes = collected.typeCensuses
        return TypeGrowthAnalysis.report(censuses: TypeGrowthAnalysis.accumulate(changes), warmup: warmup)
    }

    func classifyEnd() -> RunEnd {
        let frames = collected.frames
        let exit = collected.exit
        let limit = ByteSize(bytes: options.limit.bytes)
        if let recovery {
            let pushes = "\(recovery.pushesReceived) push\(recovery.pushesReceived == 1 ? "" : "es")"
            let how =
                recovery.workerFinished
                ? "after the worker had finished every push"
                : "while the worker ran (it died with memlab); the \(pushes) received before are kept"
            return RunEnd(
                kind: .interrupted,
                message: "memlab itself was killed (process \(recovery.memlabPid)) \(how); this record was rebuilt from its spool", exit: exit)
        }
        if collected.interrupted && collected.exit == .signaled(SIGKILL) {
            return RunEnd(kind: .interrupted, message: Interruption.sentence + "; the worker was killed and everything it reported before is kept", exit: exit)
        }
        if collected.monitorFiring == .expired && !frames.contains(where: { $0.kind == .loaded }) && frames.contains(where: { $0.kind == .baseline }) {
            return RunEnd(
                kind: .expired,
                message:
                    "the probe did not finish loading within \(RecordAssembler.seconds(options.expireSeconds)): its top level never returned (a loop, or a wait that never ends, outside the push handler); memlab killed the worker",
                exit: exit)
        }
        if collected.monitorFiring == .expired {
            return RunEnd(
                kind: .expired,
                message:
                    "the push did not finish within \(RecordAssembler.seconds(options.expireSeconds)) (like serviceExtensionTimeWillExpire); memlab killed the worker",
                exit: exit)
        }
        if collected.monitorFiring == .ceiling {
            let seen = ByteSize(bytes: options.limit.bytes + (collected.overshootBytes ?? 0))
            return RunEnd(kind: .killedAtCeiling, message: "the watchdog saw a footprint of \(seen), over the \(limit) limit, and sent SIGKILL", exit: exit)
        }
        if let failure = collected.waitFailure {
            // How the worker ended is unknown: what it sent, and the cgroup, still tell.
            if cgroupKilled {
                return RunEnd(kind: .killedAtCeiling, message: "the kernel's OOM killer ended the worker at the cgroup's \(limit) limit", exit: nil)
            }
            if frames.contains(where: { $0.kind == .done }) {
                return RunEnd(kind: .completed, message: "the push ran to completion (\(failure.sentence))", exit: nil)
            }
            return RunEnd(kind: .workerError, message: failure.sentence + "; it stopped without finishing", exit: nil)
        }
        if exit == .signaled(SIGKILL) && cgroupKilled {
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
                    kind: .probeError, message: "\(options.probePath):\(exception?.line ?? 1): \(failure.message)", exit: exit, exception: exception)
            case .probeSyntax:
                return RunEnd(
                    kind: .probeError,
                    message: "\(exception?.located(defaultFile: options.probePath) ?? options.probePath): the probe has a syntax error; fix it and run again",
                    exit: exit, exception: exception)
            case .probeThrew:
                return RunEnd(
                    kind: .probeError,
                    message:
                        "\(exception?.located(defaultFile: options.probePath) ?? options.probePath): the probe threw while loading, before any push; fix it and run again",
                    exit: exit, exception: exception)
            case .probeUnreadable:
                return RunEnd(
                    kind: .probeError, message: "the worker could not read the probe \(options.probePath) (\(failure.message)); check its permissions",
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
            let when = finished >= options.pushes ? " after every push had finished" : ""
            return RunEnd(
                kind: .crashed, message: "the worker crashed with signal \(signal) (\(WorkerExit.signalName(signal)))" + when + stderrHint(), exit: exit)
        }
        if exit == .exited(0) && frames.contains(where: { $0.done != nil }) {
            return RunEnd(kind: .completed, message: "the push ran to completion", exit: exit)
        }
        return RunEnd(kind: .workerError, message: "the worker \(exit.description) without finishing" + stderrHint(), exit: exit)
    }

    /// The pushes whose push frame arrived: folded as they came, or among the frames given.
    var finishedPushes: PushIndexSet { collected.finishedPushes.union(collected.frames.compactMap(\.pushFrame).map(\.push)) }

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

    /// A push frame into its push's record (the peak the monitor sampled is added by `assemble`):
    /// every counter both carry (`PushCounter.carrier`), then the structured members.
    static func fold(_ frame: PushFrame, into push: inout PushRecord) {
        push.outcome = frame.outcome
        push.reason = frame.reason.map(PushRecord.Reason.init)
        push.exception = frame.exception
        push.counters.copy(PushCounter.inBoth, from: frame.counters)
        push.heap = frame.heap.map(HeapSample.init)
        push.malloc = frame.malloc.map(MallocSample.init)
        if let seen = frame[.warningFootprintBytes] {
            var warning = push.warning ?? PushWarning(footprintBytes: seen, survived: false)
            warning.collectedAtBytes = seen
            warning.collectedBytes = frame[.warningCollectedBytes]
            push.warning = warning
        }
    }

    func stderrHint() -> String {
        let tail = collected.stderrTail.trimmingSpaces()
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
