@preconcurrency import Glibc
import CJavaScriptCore
import CSandbox

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
        return Session(configuration: configuration, host: host).run()
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

struct Session {
    let configuration: WorkerConfiguration
    let host: WorkerHost
    var frames: FrameWriter { host.frames }

    func run() -> Int32 {
        var hello = JSONObjectWriter()
        hello.string("type", "hello")
        hello.int("pid", Int(getpid()))
        hello.string("jscVersion", JSC.version)
        hello.bool("jit", jitEnabled)
        hello.string("mode", configuration.mode.rawValue)
        frames.send(hello)

        let group = JSContextGroupCreate()!
        defer { JSContextGroupRelease(group) }
        let pushContext: PushContext
        do {
            pushContext = try PushContext(group: group, host: host)
        } catch {
            return fail("internal", describe(error), WorkerExitCode.internalFailure)
        }
        JSSynchronousGarbageCollectForDebugging(pushContext.context)

        let baselineBytes = host.footprintBytes
        var baseline = JSONObjectWriter()
        baseline.string("type", "baseline")
        baseline.int("footprintBytes", baselineBytes)
        baseline.int("vmSizeBytes", memlab_self_status_kb("VmSize:") * 1024)
        baseline.int("rssBytes", memlab_self_status_kb("VmRSS:") * 1024)
        baseline.double("bootSeconds", host.elapsedSeconds)
        HeapStatistics(ctx: pushContext.context).write(into: &baseline)
        frames.send(baseline)

        if configuration.mode == .baseline {
            pushContext.tearDown()
            sendDone()
            return WorkerExitCode.done
        }

        if configuration.enforcement == .rlimit {
            armAddressSpaceCeiling(baselineBytes: baselineBytes)
        }

        guard let path = configuration.probePath, let source = readFile(path) else {
            let reason = String(cString: strerror(errno))
            return fail("probe-unreadable", "cannot read the probe: \(reason)", WorkerExitCode.probeUnreadable)
        }
        let url = path
        if let syntax = JSC.checkSyntax(pushContext.context, source, url: url) {
            let info = JSExceptionInfo(ctx: pushContext.context, value: syntax)
            return fail("probe-syntax", info.message, WorkerExitCode.probeSyntax, info: info)
        }
        host.beginPush(index: 0)
        let (_, thrown) = JSC.evaluate(pushContext.context, source, url: url)
        if let thrown {
            let info = JSExceptionInfo(ctx: pushContext.context, value: thrown)
            killIfCeilingRefusedAllocation(info)
            return fail("probe-threw", info.message, WorkerExitCode.probeThrew, info: info)
        }

        host.beginPush(index: 1)
        let pushStart = host.elapsedSeconds
        let (result, exception) = pushContext.dispatchPush(payload: configuration.payload)
        if let exception {
            let info = JSExceptionInfo(ctx: pushContext.context, value: exception)
            return fail("internal", "dispatching the push failed: \(info.message)", WorkerExitCode.internalFailure)
        }
        var loopEnd: PushContext.LoopEnd?
        if let result, !PushOutcome.threwOrHadNoListener(ctx: pushContext.context, result: result) {
            loopEnd = pushContext.runEventLoop()
        }
        let outcome = PushOutcome(ctx: pushContext.context, result: pushContext.currentPush ?? result)
        if let info = outcome.exception { killIfCeilingRefusedAllocation(info) }
        let pushSeconds = host.elapsedSeconds - pushStart

        JSSynchronousGarbageCollectForDebugging(pushContext.context)
        var frame = JSONObjectWriter()
        frame.string("type", "push")
        frame.int("push", 1)
        outcome.write(into: &frame)
        if let loopEnd { frame.string("eventLoop", loopEnd.rawValue) }
        frame.int("timersPending", pushContext.liveTimers)
        frame.double("pushSeconds", pushSeconds)
        frame.int("checkpoints", host.checkpointsThisPush)
        frame.int("consoleSuppressed", host.consoleSuppressedThisPush)
        frame.int("footprintBytes", host.footprintBytes)
        HeapStatistics(ctx: pushContext.context).write(into: &frame)
        frame.double("elapsedSeconds", host.elapsedSeconds)
        frames.send(frame)

        pushContext.tearDown()
        sendDone()
        return WorkerExitCode.done
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

    func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; return nil }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// How one push ended, as the worker sees it (the parent adds kills, crashes and expiry).
struct PushOutcome {
    var modified = false
    var reason: String?
    var exception: JSExceptionInfo?
    var listeners = 0
    var notificationsShown = 0

    /// Whether the push already has its outcome when dispatch returns (no event loop needed).
    static func threwOrHadNoListener(ctx: JSContextRef, result: JSObjectRef) -> Bool {
        let listeners = Int(JSC.number(ctx, result, "listeners") ?? 0)
        let thrown = JSC.property(ctx, result, "thrown").map { JSValueToBoolean(ctx, $0) } ?? false
        return listeners == 0 || thrown
    }

    init(ctx: JSContextRef, result: JSObjectRef?) {
        guard let result else { reason = "internal"; return }
        listeners = Int(JSC.number(ctx, result, "listeners") ?? 0)
        notificationsShown = Int(JSC.number(ctx, result, "shown") ?? 0)
        let thrown = JSC.property(ctx, result, "thrown").map { JSValueToBoolean(ctx, $0) } ?? false
        let settled = JSC.property(ctx, result, "settled").map { JSValueToBoolean(ctx, $0) } ?? false
        let rejected = JSC.property(ctx, result, "rejected").map { JSValueToBoolean(ctx, $0) } ?? false
        if listeners == 0 {
            reason = "no-listener"
        } else if thrown {
            reason = "exception"
            if let error = JSC.property(ctx, result, "error") { exception = JSExceptionInfo(ctx: ctx, value: error) }
        } else if !settled {
            reason = "unsettled"
        } else if rejected {
            reason = "waituntil-rejected"
            if let error = JSC.property(ctx, result, "reason") { exception = JSExceptionInfo(ctx: ctx, value: error) }
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
