@preconcurrency import Glibc
import CJavaScriptCore
import CSandbox
import CJSCHeap

/// The worker's life: say hello, bring the runtime up, measure the baseline,
/// arm the ceiling, load the probe, deliver the push, sample, say done.
/// Exit codes are part of the wire protocol (see WorkerExitCode).
public enum WorkerMain {
    public static func run(arguments: [String]) -> Int32 {
        let configuration: WorkerConfiguration
        do {
            configuration = try WorkerConfiguration(arguments: arguments)
        } catch {
            let frames = FrameWriter(fd: WorkerConfiguration.frameFD(in: arguments))
            frames.send(failureFrame(kind: "worker-arguments", message: error.message))
            return WorkerExitCode.usage
        }
        let host = WorkerHost(frames: FrameWriter(fd: configuration.frameFD))
        if let probe = configuration.probePath {
            let directory = FileAccess.directoryName(probe)
            host.scriptDirectory = directory
            host.probeName = FileAccess.baseName(probe)
            host.fixturesDirectory = configuration.fixturesDirectory ?? directory + "/fixtures"
        } else {
            host.fixturesDirectory = configuration.fixturesDirectory
        }
        WorkerHost.current = host
        if let problem = host.storage.prepare(quota: configuration.storageQuotaBytes, loading: configuration.storageLoadPath) {
            host.frames.send(failureFrame(kind: "storage-file", message: problem))
            return WorkerExitCode.usage
        }
        // Before the engine exists: from here on, sockets, exec and new processes fail.
        let sandbox = SandboxReport.apply()
        return Session(configuration: configuration, host: host, sandbox: sandbox).run()
    }

    static func failureFrame(kind: String, message: String, info: JSExceptionInfo? = nil) -> JSONObjectWriter {
        var frame = JSONObjectWriter()
        frame.string("type", "failure")
        frame.string("kind", kind)
        frame.string("message", message)
        if let info {
            var nested = JSONObjectWriter()
            info.write(into: &nested)
            frame.raw("exception", nested.finish())
        }
        return frame
    }
}

/// Worker exit statuses the parent understands.
public enum WorkerExitCode {
    public static let done: Int32 = 0
    public static let usage: Int32 = 2
    public static let probeUnreadable: Int32 = 3
    public static let probeSyntax: Int32 = 4
    public static let probeThrew: Int32 = 5
    public static let internalFailure: Int32 = 6
}

final class Session {
    let configuration: WorkerConfiguration
    let host: WorkerHost
    var frames: FrameWriter { host.frames }
    let sandbox: SandboxReport
    /// The push frame waiting for its post-teardown sample.
    var pendingPushFrame: JSONObjectWriter?

    init(configuration: WorkerConfiguration, host: WorkerHost, sandbox: SandboxReport) {
        self.configuration = configuration
        self.host = host
        self.sandbox = sandbox
    }

    func run() -> Int32 {
        var hello = JSONObjectWriter()
        hello.string("type", "hello")
        hello.int("pid", Int(getpid()))
        hello.string("jscVersion", JSC.version)
        hello.bool("jit", jitEnabled)
        hello.string("mode", configuration.mode.rawValue)
        sandbox.write(into: &hello)
        frames.send(hello)

        // Contexts are not remotely inspectable, as a JSContext on iOS is not unless the
        // app sets isInspectable (iOS 16.4 on); each inspectable one also registers with the
        // remote inspector (measured: 10 us a context, made and collected).
        JSRemoteInspectorSetInspectionEnabledByDefault(false)
        let group = JSContextGroupCreate()!
        defer { JSContextGroupRelease(group) }
        // The observer context lives as long as the worker: the baseline and every
        // sample are read through it, after the push's own context is gone. It is a
        // bare context (no push-worker globals), so the baseline is the runtime's own
        // need, measured as one would measure the jsc shell running an empty script.
        let observer = Observer(context: JSGlobalContextCreateInGroup(group, nil))
        defer { JSGlobalContextRelease(observer.context) }
        // Its first full collection (and free-page release), which also shows the reader the heap.
        let counters = HeapCounters(context: observer.context, collect: Session.collectGarbage)
        defer { withExtendedLifetime(counters) {} }

        let baselineBytes = host.footprintBytes
        var baseline = JSONObjectWriter()
        baseline.string("type", "baseline")
        baseline.int("footprintBytes", baselineBytes)
        baseline.int("vmSizeBytes", memlab_self_status_kb("VmSize:") * 1024)
        baseline.int("rssBytes", memlab_self_status_kb("VmRSS:") * 1024)
        baseline.double("bootSeconds", host.elapsedSeconds)
        counters.calibrate().write(into: &baseline)
        baseline.string("heapCounters", counters.source)
        if let reason = counters.fallbackReason { baseline.string("heapCountersFallback", reason) }
        let scavenger = memlab_scavenger_thread_allowed()
        if scavenger >= 0 { baseline.bool("scavengerThread", scavenger == 1) }
        MallocStatistics.read()?.write(into: &baseline)
        frames.send(baseline)

        if configuration.mode == .baseline {
            sendDone()
            return WorkerExitCode.done
        }

        // Compiled after the baseline, so the baseline stays the runtime's own need.
        let prelude = PushWorkerPrelude.Compiled(group: group)
        defer { withExtendedLifetime(prelude) {} }

        if configuration.enforcement == .rlimit {
            // One push context made and dropped first, so JSC has reserved the address
            // ranges a context needs (libpas dies with SIGILL when it cannot reserve them).
            if let warm = try? PushContext(group: group, host: host, prelude: prelude) { counters.track(warm.context); warm.tearDown() }
            armAddressSpaceCeiling(baselineBytes: baselineBytes)
        }

        guard let path = configuration.probePath, let source = readFile(path) else {
            let reason = String(cString: strerror(errno))
            return fail("probe-unreadable", "cannot read the probe: \(reason)", WorkerExitCode.probeUnreadable)
        }
        if let syntax = JSC.checkSyntax(observer.context, source, url: path) {
            let info = JSExceptionInfo(ctx: observer.context, value: syntax)
            return fail("probe-syntax", info.message, WorkerExitCode.probeSyntax, info: info)
        }

        // Parsed once for the worker's group (contexts of other groups evaluate the source).
        let probe = ParsedScript(group: group, source: source, url: path)
        defer { withExtendedLifetime(probe) {} }

        // Isolation none: one context, the probe evaluated once, its globals persist across pushes.
        var persistent: PushContext?
        if configuration.isolation == .none {
            do { persistent = try PushContext(group: group, host: host, prelude: prelude) }
            catch { return fail("internal", describe(error), WorkerExitCode.internalFailure) }
            counters.track(persistent!.context)
            host.beginPush(index: 0)
            if let failure = evaluateProbe(source, path: path, parsed: probe, in: persistent!) { return failure }
        }
        defer { persistent?.tearDown() }

        var retained: [JSGlobalContextRef] = []
        for index in 1...configuration.pushes {
            let payload = index == configuration.pushes ? (configuration.finalPayload ?? configuration.payload) : configuration.payload
            let step = deliver(push: index, payload: payload, source: source, path: path, parsed: probe, group: group, prelude: prelude,
                               counters: counters, persistent: persistent, retained: &retained)
            if let failure = step { return failure }
            Session.scrubStack()
            Session.collectGarbage(observer.context)
            if configuration.verifyHeapCounters, let mismatch = counters.mismatch() {
                return fail("internal", "heap counters after push \(index): \(mismatch)", WorkerExitCode.internalFailure)
            }
            sendSample(push: index, counters: counters)
        }
        if let path = configuration.storageSavePath, let problem = host.storage.save(to: path) {
            return fail("storage-file", problem, WorkerExitCode.internalFailure)
        }
        sendDone()
        return WorkerExitCode.done
    }

    /// One push: a fresh context (or group) unless persistent, the probe, the event
    /// loop, the push frame, teardown. Never inlined, so that no JSValueRef of the
    /// push is left in a live frame when the observer collects (JSC scans the stack
    /// conservatively). Returns an exit code when the worker must stop.
    @inline(never)
    func deliver(push index: Int, payload: [UInt8]?, source: String, path: String, parsed: ParsedScript?, group: JSContextGroupRef,
                 prelude: PushWorkerPrelude.Compiled?, counters: HeapCounters, persistent: PushContext?,
                 retained: inout [JSGlobalContextRef]) -> Int32? {
        host.beginPush(index: index)
        var ownGroup: JSContextGroupRef?
        let pushContext: PushContext
        if let persistent {
            pushContext = persistent
        } else {
            if configuration.isolation == .group { ownGroup = JSContextGroupCreate() }
            do { pushContext = try PushContext(group: ownGroup ?? group, host: host, prelude: prelude) }
            catch { return fail("internal", describe(error), WorkerExitCode.internalFailure) }
            counters.track(pushContext.context)
            if let failure = evaluateProbe(source, path: path, parsed: parsed, in: pushContext) {
                pushContext.tearDown()
                if let ownGroup { JSContextGroupRelease(ownGroup) }
                return failure
            }
        }
        let pushStart = host.elapsedSeconds
        let (status, exception) = pushContext.dispatchPush(payload: payload, index: index)
        if let exception {
            let info = JSExceptionInfo(ctx: pushContext.context, value: exception)
            return fail("internal", "dispatching the push failed: \(info.message)", WorkerExitCode.internalFailure)
        }
        var loopEnd: PushContext.LoopEnd?
        var final = status
        if let status, status.listeners > 0, !status.thrown {
            if status.settled {
                loopEnd = .settled
            } else {
                (loopEnd, final) = pushContext.runEventLoop()
            }
        }
        let outcome = PushOutcome(ctx: pushContext.context, status: final)
        if let info = outcome.exception { killIfCeilingRefusedAllocation(info) }
        var frame = JSONObjectWriter()
        frame.string("type", "push")
        frame.int("push", index)
        outcome.write(into: &frame)
        if let loopEnd { frame.string("eventLoop", loopEnd.rawValue) }
        frame.int("timersPending", final?.liveTimers ?? 0)
        frame.double("pushSeconds", host.elapsedSeconds - pushStart)
        frame.int("checkpoints", host.checkpointsThisPush)
        frame.int("checkpointsSuppressed", host.checkpointsSuppressedThisPush)
        frame.int("consoleSuppressed", host.consoleSuppressedThisPush)
        pendingPushFrame = frame
        if configuration.injectRetainContexts {
            // The seed's bug: the host keeps a reference (as an assigned exceptionHandler did).
            JSGlobalContextRetain(pushContext.context)
            JSValueProtect(pushContext.context, JSContextGetGlobalObject(pushContext.context))
            retained.append(pushContext.context)
        }
        if persistent == nil {
            pushContext.tearDown(contextStaysAlive: configuration.injectRetainContexts)
            if let ownGroup { JSContextGroupRelease(ownGroup) }
        }
        return nil
    }

    /// Evaluates the probe in a context (its parsed form when there is one); a failure
    /// frame and exit code if it throws.
    func evaluateProbe(_ source: String, path: String, parsed: ParsedScript?, in pushContext: PushContext) -> Int32? {
        let (_, thrown) = parsed.map { pushContext.evaluate($0) } ?? pushContext.evaluate(source, url: path)
        guard let thrown else { return nil }
        let info = JSExceptionInfo(ctx: pushContext.context, value: thrown)
        killIfCeilingRefusedAllocation(info)
        return fail("probe-threw", info.message, WorkerExitCode.probeThrew, info: info)
    }

    /// The push frame, completed with the sample taken after teardown and a full GC.
    func sendSample(push index: Int, counters: HeapCounters) {
        var frame = pendingPushFrame ?? JSONObjectWriter()
        pendingPushFrame = nil
        frame.int("footprintBytes", host.footprintBytes)
        frame.int("storageBytes", host.storage.bytes)
        counters.read().write(into: &frame)
        MallocStatistics.read()?.write(into: &frame)
        frame.double("elapsedSeconds", host.elapsedSeconds)
        frames.send(frame)
    }

    /// A synchronous full collection: without it, per-push noise is ~100x larger (FACTS.md).
    /// Then the allocator's free pages are returned at once (WTF::releaseFastMallocFreeMemory,
    /// what WebKit does under memory pressure), instead of whenever its scavenger thread gets
    /// to them: otherwise the sample depends on that thread's timing, and on a loaded machine a
    /// handler that retains nothing can look like it leaks.
    static func collectGarbage(_ context: JSContextRef) {
        JSSynchronousGarbageCollectForDebugging(context)
        releaseFreeMemory?()
    }

    private typealias ReleaseFreeMemory = @convention(c) () -> Void

    /// Exported by libjavascriptcoregtk but not in its headers (C++ name, version-dependent): looked up, optional.
    nonisolated(unsafe) private static let releaseFreeMemory: ReleaseFreeMemory? = {
        guard let symbol = dlsym(nil, "_ZN3WTF27releaseFastMallocFreeMemoryEv") else { return nil }
        return unsafeBitCast(symbol, to: ReleaseFreeMemory.self)
    }()

    /// Zeroes stack below the caller, so stale JSValueRefs from the push just
    /// delivered cannot keep its context alive through conservative scanning.
    @inline(never)
    static func scrubStack() {
        withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 16) { buffer in
            memset(buffer.baseAddress!, 0, buffer.count)
        }
    }

    var jitEnabled: Bool {
        guard let value = getenv("JSC_useJIT") else { return true }
        let text = String(cString: value).lowercased()
        return !(text == "false" || text == "0" || text == "no")
    }

    func sendDone() {
        var done = JSONObjectWriter()
        done.string("type", "done")
        done.double("elapsedSeconds", host.elapsedSeconds)
        done.int("dumpAdviceDropped", Int64(memlab_dump_advice_dropped()))
        frames.send(done)
    }

    func fail(_ kind: String, _ message: String, _ code: Int32, info: JSExceptionInfo? = nil) -> Int32 {
        frames.send(WorkerMain.failureFrame(kind: kind, message: message, info: info))
        return code
    }

    func describe(_ error: WorkerFailure) -> String {
        switch error { case .runtime(let message): return message }
    }

    /// The rlimit backend: JSC has already made and trimmed its big start-up
    /// reservations, so from here the address space may grow only by the
    /// headroom the limit leaves above the baseline footprint.
    func armAddressSpaceCeiling(baselineBytes: Int64) {
        let vmSizeBytes = memlab_self_status_kb("VmSize:") * 1024
        let headroom = max(configuration.limitBytes - baselineBytes, 0)
        let cap = rlim_t(vmSizeBytes + headroom)
        var limit = rlimit(rlim_cur: cap, rlim_max: cap)
        let ok = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0
        var frame = JSONObjectWriter()
        frame.string("type", "ceiling")
        frame.string("backend", "rlimit")
        frame.bool("armed", ok)
        frame.int("rlimitAddressSpaceBytes", Int64(cap))
        frame.int("vmSizeBytes", vmSizeBytes)
        frame.int("headroomBytes", headroom)
        frames.send(frame)
    }

    /// Under the rlimit backend an allocation past the ceiling surfaces as a
    /// catchable RangeError; iOS would have killed the process, so the worker
    /// reports it and kills itself the same way.
    func killIfCeilingRefusedAllocation(_ info: JSExceptionInfo) {
        guard configuration.enforcement == .rlimit, info.message.contains("Out of memory") else { return }
        var frame = JSONObjectWriter()
        frame.string("type", "ceiling-hit")
        frame.string("backend", "rlimit")
        frame.string("detail", "\(info.name): \(info.message)")
        frame.int("footprintBytes", host.footprintBytes)
        frames.send(frame)
        raise(SIGKILL)
    }

    /// The probe's text (at most 16 MiB: a probe is source code, not data).
    func readFile(_ path: String) -> String? {
        FileAccess.readWholeFile(path, limit: 16 << 20).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// The context every measurement is read through.
struct Observer {
    let context: JSGlobalContextRef
}

/// How one push ended, as the worker sees it (the parent adds kills, crashes and expiry).
struct PushOutcome {
    var modified = false
    var reason: String?
    var exception: JSExceptionInfo?
    var listeners = 0
    var notificationsShown = 0

    init(ctx: JSContextRef, status: PushContext.Status?) {
        guard let status else { reason = "internal"; return }
        listeners = status.listeners
        notificationsShown = status.notificationsShown
        if listeners == 0 {
            reason = "no-listener"
        } else if status.thrown {
            reason = "exception"
            if let error = status.problem { exception = JSExceptionInfo(ctx: ctx, value: error) }
        } else if !status.settled {
            reason = "unsettled"
        } else if status.rejected {
            reason = "waituntil-rejected"
            if let error = status.problem { exception = JSExceptionInfo(ctx: ctx, value: error) }
        } else if notificationsShown == 0 {
            reason = "no-notification"
        } else {
            modified = true
        }
    }

    func write(into frame: inout JSONObjectWriter) {
        frame.string("outcome", modified ? "modified" : "original-content")
        if let reason { frame.string("reason", reason) }
        frame.int("listeners", listeners)
        frame.int("notificationsShown", notificationsShown)
        if let exception {
            var nested = JSONObjectWriter()
            exception.write(into: &nested)
            frame.raw("exception", nested.finish())
        }
    }
}
