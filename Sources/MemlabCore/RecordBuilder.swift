import Foundation

/// Turns what a worker sent, and how it ended, into a RunRecord. Pure: every
/// decision about how a run ended lives here, where tests can reach it.
struct RecordBuilder {
    let options: RunOptions
    let probe: Runner.Probe
    let ceiling: CeilingInfo
    let collected: Runner.Collected
    let backend: RunOptions.Enforcement
    let cgroupKilled: Bool
    let elapsedSeconds: Double


    func build() -> RunRecord {
        let frames = collected.frames
        let hello = frames.first { $0.type == "hello" }
        let runtime = RuntimeInfo(jscVersion: hello?.jscVersion, jit: hello?.jit ?? options.jit, workerPid: hello?.pid.map { Int32($0) })
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let name = ((probe.path as NSString).lastPathComponent as NSString).deletingPathExtension
        var record = RunRecord(
            createdAt: formatter.string(from: Date()),
            host: HostInfo.current(),
            probe: ProbeInfo(path: probe.path, name: name, sha256: SHA256.hex(probe.bytes), bytes: probe.bytes.count),
            payload: options.payload.map { PayloadInfo(bytes: $0.count, sha256: SHA256.hex($0)) },
            runtime: runtime, ceiling: ceiling,
            end: RunEnd(kind: .completed, message: ""), elapsedSeconds: elapsedSeconds)
        record.problems = collected.problems
        if let hello, let seccomp = hello.seccomp {
            record.sandbox = SandboxInfo(noNewPrivileges: hello.noNewPrivileges ?? false, seccomp: seccomp, seccompError: hello.seccompError,
                                         network: hello.network ?? "unknown", rlimits: collected.rlimits)
        }

        var peak = collected.monitorPeakBytes
        var pushes: [Int: PushRecord] = [:]
        for frame in frames {
            if let footprint = frame.footprintBytes { peak = max(peak, footprint) }
            switch frame.type {
            case "baseline":
                if let footprint = frame.footprintBytes {
                    record.baseline = BaselineInfo(footprintBytes: footprint, rssBytes: frame.rssBytes,
                                                   bootSeconds: frame.bootSeconds, heap: HeapSample(frame))
                }
                record.runtime.heapCounters = frame.heapCounters
                record.runtime.heapCountersFallback = frame.heapCountersFallback
            case "checkpoint":
                let point = CheckpointRecord(push: frame.push ?? 0, value: frame.value ?? .nan,
                                             footprintBytes: frame.footprintBytes ?? 0, elapsedSeconds: frame.elapsedSeconds ?? 0)
                // Collected.keeps already bounded these (the latest replacing the last kept).
                record.checkpoints.append(point)
            case "console":
                record.console.append(ConsoleRecord(push: frame.push ?? 0, level: frame.level ?? "log", text: frame.text ?? ""))
            case "uncaught":
                // Thrown by a timer, a microtask or a dispatchEvent listener: nobody caught it.
                let place = frame.exception?.located(defaultFile: options.probePath) ?? (frame.message ?? "")
                record.console.append(ConsoleRecord(push: frame.push ?? 0, level: "uncaught", text: (frame.source.map { "in \($0): " } ?? "") + place))
            case "notification":
                let index = frame.push ?? 1
                var push = pushes[index] ?? PushRecord(index: index, outcome: "original-content")
                if push.notification == nil { push.notification = frame.notification }
                pushes[index] = push
            case "push":
                let index = frame.push ?? 1
                var push = pushes[index] ?? PushRecord(index: index, outcome: "original-content")
                push.outcome = frame.outcome ?? "original-content"
                push.reason = frame.reason
                push.exception = frame.exception
                push.footprintBytes = frame.footprintBytes
                push.heap = HeapSample(frame)
                push.pushSeconds = frame.pushSeconds
                push.checkpoints = frame.checkpoints
                push.elapsedSeconds = frame.elapsedSeconds
                push.timersPending = frame.timersPending
                push.checkpointsSuppressed = frame.checkpointsSuppressed
                push.storageBytes = frame.storageBytes
                if let allocated = frame.mallocAllocatedBytes {
                    push.malloc = MallocSample(allocatedBytes: allocated, activeBytes: frame.mallocActiveBytes ?? -1,
                                               residentBytes: frame.mallocResidentBytes ?? -1)
                }
                pushes[index] = push
            default:
                break
            }
        }
        record.checkpointsDropped = collected.checkpointsDropped
        record.peakFootprintBytes = peak > 0 ? peak : nil
        record.end = classifyEnd()

        // The push the worker never finished gets the outcome the user would have seen.
        let finishedPushes = frames.filter { $0.type == "push" }.compactMap(\.push)
        let inProgress = (finishedPushes.max() ?? 0) + 1
        let interrupted: Set<RunEnd.Kind> = [.killedAtCeiling, .expired, .crashed, .workerError, .interrupted]
        if inProgress <= options.pushes && record.baseline != nil && interrupted.contains(record.end.kind) {
            var push = pushes[inProgress] ?? PushRecord(index: inProgress, outcome: "original-content")
            push.outcome = "original-content"
            switch record.end.kind {
            case .killedAtCeiling: push.reason = "killed-at-ceiling"
            case .expired: push.reason = "expired"
            case .interrupted: push.reason = "interrupted"
            default: push.reason = "crashed"
            }
            push.checkpoints = record.checkpoints.filter { $0.push == inProgress }.count + record.checkpointsDropped
            pushes[inProgress] = push
        }
        record.pushes = pushes.keys.sorted().compactMap { pushes[$0] }
        if options.pushes > 1 {
            record.isolation = options.isolation.rawValue
            record.allocator = options.allocator.rawValue
            record.verdict = verdict(record: record)
        } else if options.allocator != .jsc {
            record.allocator = options.allocator.rawValue
        }
        return record
    }

    func verdict(record: RunRecord) -> LeakVerdict {
        let samples = record.pushes.compactMap { push -> LeakAnalysis.Sample? in
            guard let footprint = push.footprintBytes else { return nil }
            return LeakAnalysis.Sample(push: push.index, footprintBytes: footprint, globalObjectCount: push.heap?.globalObjectCount)
        }
        // The host's own global objects before any push; a persistent context (isolation none) adds one.
        var baselineGlobals = record.baseline?.heap?.globalObjectCount
        if options.isolation == .none, let count = baselineGlobals { baselineGlobals = count + 1 }
        if options.isolation == .process || options.isolation == .group { baselineGlobals = nil }
        let killedAt = record.end.kind == .killedAtCeiling ? record.pushes.last { $0.reason == "killed-at-ceiling" }?.index : nil
        return LeakAnalysis.verdict(samples: samples, warmup: options.warmupPushes ?? LeakAnalysis.defaultWarmup(pushes: options.pushes),
                                    limitBytes: options.limit.bytes, baselineGlobalObjects: baselineGlobals, killedAtPush: killedAt)
    }

    func classifyEnd() -> RunEnd {
        let frames = collected.frames
        let exit = collected.exit
        let limit = ByteSize(bytes: options.limit.bytes)
        if collected.interrupted && collected.exit == .signaled(SIGKILL) {
            return RunEnd(kind: .interrupted, message: Interruption.sentence + "; the worker was killed and everything it reported before is kept", exit: exit)
        }
        if collected.monitorFiring == .expired {
            return RunEnd(kind: .expired, message: "the push did not finish within \(RecordBuilder.seconds(options.expireSeconds)) (like serviceExtensionTimeWillExpire); memlab killed the worker", exit: exit)
        }
        if collected.monitorFiring == .ceiling {
            let seen = ByteSize(bytes: options.limit.bytes + (collected.overshootBytes ?? 0))
            return RunEnd(kind: .killedAtCeiling, message: "the watchdog saw a footprint of \(seen), over the \(limit) limit, and sent SIGKILL", exit: exit)
        }
        if exit == .signaled(SIGKILL) && cgroupKilled {
            return RunEnd(kind: .killedAtCeiling, message: "the kernel's OOM killer ended the worker at the cgroup's \(limit) limit (SIGKILL)", exit: exit)
        }
        if let hit = frames.last(where: { $0.type == "ceiling-hit" }) {
            return RunEnd(kind: .killedAtCeiling, message: "RLIMIT_AS refused an allocation at the \(limit) ceiling (\(hit.detail ?? "out of memory")); the worker was killed like jetsam would", exit: exit)
        }
        let armed = frames.contains { $0.type == "ceiling" && $0.armed == true }
        if backend == .rlimit, armed, case .signaled(let signal) = exit, [SIGABRT, SIGSEGV, SIGTRAP, SIGILL, SIGBUS].contains(signal) {
            return RunEnd(kind: .killedAtCeiling, message: "JavaScriptCore could not allocate under RLIMIT_AS at the \(limit) ceiling and stopped with \(WorkerExit.signalName(signal))", exit: exit)
        }
        if let failure = frames.last(where: { $0.type == "failure" }) {
            let kind = failure.kind ?? "internal"
            let exception = locate(failure.exception)
            switch kind {
            case "probe-syntax":
                return RunEnd(kind: .probeError, message: "\(exception?.located(defaultFile: options.probePath) ?? options.probePath): the probe has a syntax error; fix it and run again", exit: exit, exception: exception)
            case "probe-threw":
                return RunEnd(kind: .probeError, message: "\(exception?.located(defaultFile: options.probePath) ?? options.probePath): the probe threw while loading, before any push; fix it and run again", exit: exit, exception: exception)
            case "probe-unreadable":
                return RunEnd(kind: .probeError, message: "the worker could not read the probe \(options.probePath) (\(failure.message ?? "unknown reason")); check its permissions", exit: exit)
            default:
                return RunEnd(kind: .workerError, message: "the worker failed: \(failure.message ?? kind); this is a memlab bug, please report it with the result file", exit: exit)
            }
        }
        if case .signaled(let signal) = exit {
            if signal == SIGXCPU {
                return RunEnd(kind: .crashed, message: "the worker used up its CPU-time limit (SIGXCPU)", exit: exit)
            }
            // Every push already finished: the worker died on its way out, after the last sample.
            let finished = Set(frames.filter { $0.type == "push" }.compactMap(\.push)).count
            let when = finished >= options.pushes ? " after every push had finished" : ""
            return RunEnd(kind: .crashed, message: "the worker crashed with signal \(signal) (\(WorkerExit.signalName(signal)))" + when + stderrHint(), exit: exit)
        }
        if exit == .exited(0) && frames.contains(where: { $0.type == "done" }) {
            return RunEnd(kind: .completed, message: "the push ran to completion", exit: exit)
        }
        return RunEnd(kind: .workerError, message: "the worker \(exit.description) without finishing" + stderrHint(), exit: exit)
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
