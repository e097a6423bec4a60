@preconcurrency import Glibc
import CJavaScriptCore
import CSandbox
import CJSCHeap

/// The worker's life: its arguments and host, the sandbox, then start-up (WorkerStartup: hello,
/// the runtime up, the baseline, the ceiling, the probe) and the pushes (PushLoop: each push
/// delivered and sampled, then done). Exit codes are part of the wire protocol (see
/// WorkerExitCode).
public enum WorkerMain {
    public static func run(arguments: [String]) -> Int32 {
        // A write past RLIMIT_FSIZE fails (EFBIG) instead of killing the worker with SIGXFSZ.
        signal(SIGXFSZ, SIG_IGN)
        let configuration: WorkerArguments
        do {
            configuration = try WorkerArguments(parsing: arguments)
        } catch {
            let frames = FrameWriter(fd: WorkerArguments.frameFD(in: arguments))
            frames.send(FailureFrame(kind: .workerArguments, message: error.message))
            return WorkerExitCode.usage
        }
        let host = WorkerHost(frames: FrameWriter(fd: configuration.frameFD))
        // The extension's own memory, before JavaScriptCore starts (HostReserve).
        if !HostReserve.dirty(bytes: configuration.hostReserveBytes) {
            host.frames.send(FailureFrame(kind: .internal, message: "cannot dirty the \(configuration.hostReserveBytes)-byte host reserve"))
            return WorkerExitCode.internalFailure
        }
        if let probe = configuration.probePath {
            let directory = FileAccess.directoryName(probe)
            host.scriptDirectory = directory
            host.probeName = FileAccess.baseName(probe)
            host.fixturesDirectory = configuration.fixturesDirectory ?? directory + "/fixtures"
        } else {
            host.fixturesDirectory = configuration.fixturesDirectory
        }
        host.configuredURL = configuration.scriptURL
        host.siteDirectory = configuration.siteDirectory
        host.mirrorDirectory = configuration.mirrorDirectory
        host.subscriptionJSON = configuration.subscriptionJSON
        if let path = configuration.payloadsPath {
            guard let stream = PayloadStream(path: path) else {
                host.frames.send(FailureFrame(kind: .workerArguments, message: "cannot read the payloads file \(path): \(FileAccess.describeErrno(errno))"))
                return WorkerExitCode.usage
            }
            host.payloadStream = stream
        }
        if let userAgent = configuration.userAgent { host.userAgent = userAgent }
        WorkerHost.current = host
        if let problem = host.storage.prepare(
            quota: configuration.storageQuotaBytes, directory: configuration.storageDirectory, inMemory: configuration.storageIn == .memory)
        {
            host.frames.send(FailureFrame(kind: .storageFile, message: problem))
            return WorkerExitCode.usage
        }
        // Before the engine exists: from here on, sockets, exec and new processes fail.
        let sandbox = SandboxReport.apply(storageDirectory: configuration.storageDirectory, chargePeakFile: configuration.chargePeakFile)
        let session = Session(configuration: configuration, host: host, sandbox: sandbox)
        let startup = WorkerStartup(session: session)
        let code: Int32
        switch startup.start() {
        case .exit(let exit): code = exit
        case .ready(let runtime): code = PushLoop(session: session, runtime: runtime).run()
        }
        // The push loop is gone by now: start-up lets go of what it made, in order.
        startup.finish()
        host.storage.close()
        return code
    }
}

/// What the worker's start-up and its push loop share: the configuration, the host and its frames,
/// what the private hooks did (the capabilities, as known now), the probe's evaluation (its
/// `loaded` frame, once per worker), the 16 KiB-page footprint, and the frames that end the
/// worker (failure, ceiling-hit, done).
final class Session {
    let configuration: WorkerArguments
    let host: WorkerHost
    var frames: FrameWriter { host.frames }
    let sandbox: SandboxReport
    /// What the private hooks did, as known now (baseline and done frames).
    var capabilities: () -> [WorkerCapability] = { [] }
    /// Whether per-type counts are taken (runs of more than one push), as known now.
    var typeCountsCapability: () -> Capability? = { nil }
    /// Whether the probe's top level has run to its end once (the `loaded` frame was sent).
    var loaded = false
    /// /proc/self/pagemap, for the 16 KiB-page footprint of every sample (-1: not available).
    lazy var pagemapFD: Int32 = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC)

    init(configuration: WorkerArguments, host: WorkerHost, sandbox: SandboxReport) {
        self.configuration = configuration
        self.host = host
        self.sandbox = sandbox
    }

    /// The footprint as a 16 KiB-page kernel counts it (PageFootprint's reader); nil where it cannot be read.
    func largePageFootprint() -> Int64? {
        guard pagemapFD >= 0 else { return nil }
        var small: Int64 = 0, large: Int64 = 0
        return memlab_page_footprint(pagemapFD, &small, &large) == 0 ? large : nil
    }

    /// Seconds spent reading the 16 KiB-page footprint so far.
    private var largePageSeconds = 0.0
    /// Of the worker's time, at most this share goes to the 16 KiB-page figure.
    static let largePageShare = 0.01

    /// Push `index`'s 16 KiB-page footprint, when it is due: a read walks the whole address space
    /// (about 0.9 ms here, a third of a clean push in one context), so it is taken at the first
    /// and the last push, and in between whenever the reads so far stay under 1 % of the
    /// worker's time. Pushes without it have no `footprint16KBytes`.
    func largePageFootprint(push index: Int) -> Int64? {
        guard index <= 1 || index >= configuration.pushes || largePageSeconds <= Session.largePageShare * host.elapsedSeconds else {
            return nil
        }
        let started = WorkerHost.monotonicSeconds()
        defer { largePageSeconds += WorkerHost.monotonicSeconds() - started }
        return largePageFootprint()
    }

    /// Evaluates the probe in a context (its parsed form when there is one); a failure
    /// frame and exit code if it throws.
    func evaluateProbe(_ probe: ProbeScript, in pushContext: PushContext) -> Int32? {
        let started = loaded ? 0 : host.elapsedSeconds
        let (_, thrown) = probe.parsed.map { pushContext.evaluate($0) } ?? pushContext.evaluate(probe.source, url: probe.path)
        if !loaded {
            // Once per worker: the parent tells a probe that never finished loading from a push that never finished.
            loaded = true
            frames.send(LoadedFrame(push: max(1, host.pushIndex), loadSeconds: host.elapsedSeconds - started))
        }
        guard let thrown else { return nil }
        let info = JSExceptionInfo(ctx: pushContext.context, value: thrown)
        killIfCeilingRefusedAllocation(info)
        return fail(.probeThrew, info.message, WorkerExitCode.probeThrew, info: info)
    }

    /// A synchronous full collection: without it, per-push noise is ~100x larger (docs/jsc-facts.md).
    /// Then the allocator's free pages are returned at once (libpas's steps of
    /// WTF::releaseFastMallocFreeMemory, what WebKit does under memory pressure: CJSCHeap's
    /// free_pages.c), instead of whenever its scavenger thread gets to them: otherwise the sample
    /// depends on that thread's timing, and on a loaded machine a handler that retains nothing
    /// can look like it leaks.
    /// The release is exported by libjavascriptcoregtk but not in its headers (C++ name,
    /// version-dependent): CJSCHeap looks it up, and the `free-page-release` capability says
    /// whether it is there.
    static func collectGarbage(_ context: JSContextRef) {
        JSSynchronousGarbageCollectForDebugging(context)
        _ = memlab_release_free_pages()
    }

    /// Measure mode, before the sample after a push or a lifecycle event: the collection and
    /// free-page release above, then what storage freed in the C heap (StorageHost's
    /// releaseAfterLargeValues: only after a push that moved a large value).
    func collectBeforeSample(_ context: JSContextRef) {
        Session.collectGarbage(context)
        host.storage.releaseAfterLargeValues()
    }

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

    func sendDone(minimalPushBytes: Int64? = nil) {
        var done = DoneFrame(elapsedSeconds: host.elapsedSeconds, dumpAdviceDropped: Int64(memlab_dump_advice_dropped()))
        done.capabilities = capabilities().map(\.wire)
        done.typeCountsCapability = typeCountsCapability()
        done.minimalPushBytes = minimalPushBytes
        frames.send(done)
    }

    func fail(_ kind: FailureFrame.Kind, _ message: String, _ code: Int32, info: JSExceptionInfo? = nil) -> Int32 {
        frames.send(FailureFrame(kind: kind, message: message, exception: info?.wire))
        return code
    }

    func describe(_ error: WorkerFailure) -> String {
        switch error {
        case .runtime(let message): return message
        }
    }

    /// Under the rlimit backend an allocation past the ceiling surfaces as a
    /// catchable RangeError; iOS would have killed the process, so the worker
    /// reports it and kills itself the same way.
    func killIfCeilingRefusedAllocation(_ info: JSExceptionInfo) {
        guard configuration.enforcement == .rlimit, info.message.contains("Out of memory") else { return }
        frames.send(
            CeilingHitFrame(
                backend: WorkerArguments.Enforcement.rlimit.rawValue, detail: "\(info.name): \(info.message)",
                footprintBytes: host.footprintBytes))
        raise(SIGKILL)
    }
}
