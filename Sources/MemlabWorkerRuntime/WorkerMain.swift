@preconcurrency import Glibc
import CJavaScriptCore
import CSandbox
import CJSCHeap

/// The worker's life: say hello, bring the runtime up, measure the baseline,
/// arm the ceiling, load the probe, deliver the push, sample, say done.
/// Exit codes are part of the wire protocol (see WorkerExitCode).
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
        if let problem = host.storage.prepare(quota: configuration.storageQuotaBytes, loading: configuration.storageLoadPath) {
            host.frames.send(FailureFrame(kind: .storageFile, message: problem))
            return WorkerExitCode.usage
        }
        // Before the engine exists: from here on, sockets, exec and new processes fail.
        let sandbox = SandboxReport.apply()
        return Session(configuration: configuration, host: host, sandbox: sandbox).run()
    }

}

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
    /// The cgroup's high-water mark, read and reset after every push (`--charge-peak-file`).
    lazy var chargePeak: ChargePeakFile? = configuration.chargePeakFile.flatMap(ChargePeakFile.init(path:))

    /// This push's response to the 80 % memory warning (`--on-warning gc`), while it runs.
    var warning: WarningResponse?
    /// `--explain`: the heap snapshots (nil: not asked for).
    var snapshots: HeapSnapshots?
    /// The JS heap's object count at the last sample (what a snapshot's cost scales with).
    var lastObjectCount: Int64?
    /// The cgroup's high-water mark the push had reached before a snapshot reset it.
    var carriedChargePeak: Int64?
    /// /proc/self/pagemap, for the 16 KiB-page footprint of every sample (-1: not available).
    lazy var pagemapFD: Int32 = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC)

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

    init(configuration: WorkerArguments, host: WorkerHost, sandbox: SandboxReport) {
        self.configuration = configuration
        self.host = host
        self.sandbox = sandbox
    }

    func run() -> Int32 {
        frames.send(
            HelloFrame(
                pid: Int(getpid()), jscVersion: JSC.version, jit: jitEnabled, mode: configuration.mode,
                noNewPrivileges: sandbox.noNewPrivileges, seccomp: sandbox.seccomp, seccompError: sandbox.seccompError,
                network: sandbox.network))

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
        var startupReleaseBytes: Int64?
        let counters = HeapCounters(context: observer.context) { context in
            JSSynchronousGarbageCollectForDebugging(context)
            let before = host.footprintBytes
            if memlab_release_free_pages() == 0 { startupReleaseBytes = before - host.footprintBytes }
        }
        defer { withExtendedLifetime(counters) {} }
        // Per-type object counts after every push (more than one), from the heap just seen.
        let typeCounts = TypeCounts(context: observer.context, heap: memlab_jsc_heap_seen())
        defer { withExtendedLifetime(typeCounts) {} }
        capabilities = { WorkerCapabilities.current(counters: counters, startupReleaseBytes: startupReleaseBytes) }
        let wantTypeCounts = configuration.pushes > 1
        typeCountsCapability = { WorkerCapabilities.typeCounts(typeCounts, wanted: wantTypeCounts)?.wire }
        // The reader goes before its context and group do (it unprotects its function object).
        defer { capabilities = { [] }; typeCountsCapability = { nil } }

        let baselineBytes = host.footprintBytes
        var baseline = BaselineFrame(footprintBytes: baselineBytes)
        // The push contexts' rejection sink, after the baseline (as the prelude is compiled after
        // it): the baseline is the runtime's own need; this function of the observer's and the
        // table that holds it (8 KiB of it, measured) are push machinery.
        PushContext.keepRejectionSink(group: group, observer: observer.context)
        defer { PushContext.dropRejectionSink(group: group, observer: observer.context) }
        baseline.vmSizeBytes = memlab_self_status_kb("VmSize:") * 1024
        baseline.rssBytes = memlab_self_status_kb("VmRSS:") * 1024
        baseline.bootSeconds = host.elapsedSeconds
        baseline.heap = counters.calibrate().counts
        baseline.heapCounters = counters.source
        baseline.heapCountersFallback = counters.fallbackReason
        let scavenger = memlab_scavenger_thread_allowed()
        if scavenger >= 0 { baseline.scavengerThread = scavenger == 1 }
        baseline.malloc = MallocStatistics.read()?.counts
        baseline.footprint16KBytes = largePageFootprint()
        if configuration.pushes > 1 { typeCounts.calibrate() }
        baseline.capabilities = capabilities().map(\.wire)
        baseline.typeCountsCapability = typeCountsCapability()
        // `--explain`: checked (and its canary taken) after the baseline was read, so the
        // baseline is the same with and without it.
        if configuration.explainAfterPush != nil && configuration.mode == .run {
            let made = HeapSnapshots(
                group: group, frames: frames, limitBytes: configuration.limitBytes, footprint: { host.footprintBytes },
                objects: baseline.heap?.objectCount, collect: { Session.collectGarbage(observer.context) })
            baseline.heapSnapshotsCanaryResidueBytes = made.canaryResidueBytes
            // The cgroup's mark: what the push had reached before a snapshot is carried to its
            // frame; the snapshot's own goes to the snapshot frame; then it starts again.
            made.willTake = { [self] in
                if let peak = chargePeak?.take() { carriedChargePeak = max(carriedChargePeak ?? 0, peak) }
            }
            made.didTake = { [self] frame in frame.peakChargeBytes = chargePeak?.take() }
            snapshots = made
            baseline.heapSnapshotsCapability = made.capability
        }
        frames.send(baseline)

        if configuration.mode == .baseline {
            // The warm-up worker runs in memlab's own cgroup: every file the runtime maps
            // (ICU data included, most of which an empty context never touches) is read into
            // the page cache here, so no worker's cgroup is ever charged for clean file pages.
            var pagedIn: UInt64 = 0
            _ = memlab_page_in_mapped_files("/proc/self/maps", &pagedIn)
            sendDone(minimalPushBytes: measureMinimalPush(group: group))
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
            return fail(.probeUnreadable, "cannot read the probe: \(reason)", WorkerExitCode.probeUnreadable)
        }
        if let syntax = JSC.checkSyntax(observer.context, source, url: path) {
            var info = JSExceptionInfo(ctx: observer.context, value: syntax)
            ModuleSyntax.explain(&info, source: source)
            return fail(.probeSyntax, info.message, WorkerExitCode.probeSyntax, info: info)
        }

        // Parsed once for the worker's group (contexts of other groups evaluate the source).
        let probe = ParsedScript(group: group, source: source, url: path)
        defer { withExtendedLifetime(probe) {} }

        // Isolation none: one context, the probe evaluated once, its globals persist across pushes.
        var persistent: PushContext?
        if configuration.isolation == .none {
            do { persistent = try PushContext(group: group, host: host, prelude: prelude) } catch {
                return fail(.internal, describe(error), WorkerExitCode.internalFailure)
            }
            counters.track(persistent!.context)
            host.beginPush(index: 0)
            if let failure = evaluateProbe(source, path: path, parsed: probe, in: persistent!) { return failure }
        }
        defer { persistent?.tearDown() }

        var retained: [JSGlobalContextRef] = []
        // A run no longer than its warm-up: the earlier snapshot is taken before the first push.
        if let snapshots, configuration.explainAfterPush == 0 {
            snapshots.take(label: "start", push: 0, host: host, objects: lastObjectCount)
        }
        // Measure mode runs on one thread: it stays on its CPU while it has that CPU to itself
        // (CPUKeeper; measured: a push of clean.js 5-6 % cheaper). Device mode runs JavaScriptCore's
        // own threads (its scavenger, timers) and is left to the scheduler.
        var cpu = CPUKeeper()
        if configuration.pushMode == .measure { cpu.start(seconds: host.elapsedSeconds) }
        var cycleStart = host.elapsedSeconds
        for index in 1...configuration.pushes {
            let payload =
                host.payloadStream?.payload(forPush: index + configuration.payloadsOffset)
                ?? (index == configuration.pushes ? (configuration.finalPayload ?? configuration.payload) : configuration.payload)
            let pushFrame: PushFrame
            switch deliver(
                push: index, payload: payload, source: source, path: path, parsed: probe, group: group, prelude: prelude,
                counters: counters, persistent: persistent, retained: &retained)
            {
            case .delivered(let frame): pushFrame = frame
            case .stop(let code): return code
            }
            if configuration.pushMode == .measure {
                Session.scrubStack()
                Session.collectGarbage(observer.context)
            }
            if configuration.verifyHeapCounters, let mismatch = counters.mismatch() {
                return fail(.internal, "heap counters after push \(index): \(mismatch)", WorkerExitCode.internalFailure)
            }
            // The push's cycle, from the previous sample on: what the census's budget grows by.
            let census = configuration.pushes > 1 && typeCounts.due(push: index, of: configuration.pushes, cycleSeconds: host.elapsedSeconds - cycleStart)
            sendSample(pushFrame, counters: counters, typeCounts: census ? typeCounts : nil)
            cpu.check(push: index, seconds: host.elapsedSeconds)
            // After the sample: the snapshots' own memory is never in a sample the leak fit uses.
            if let snapshots {
                if index == configuration.explainAfterPush && index < configuration.pushes {
                    snapshots.take(label: "warm-up", push: index, host: host, objects: lastObjectCount)
                }
                snapshots.takeAtWarningIfDue(push: index, host: host, objects: lastObjectCount)
            }
            // Device mode: the store is on disk as of the last push that completed (DeviceRunLoop).
            if configuration.pushMode == .device, let path = configuration.storageSavePath,
                let problem = DeviceRunLoop.saveStorage(host.storage, to: path)
            {
                return fail(.storageFile, problem, WorkerExitCode.internalFailure)
            }
            // Device mode: the process waits for the next notification, and JSC's timers (its GC
            // and sweeper among them) run meanwhile, as on a device's run loop.
            if configuration.pushMode == .device && index < configuration.pushes {
                DeviceRunLoop.run(milliseconds: configuration.gapMilliseconds)
            }
            cycleStart = host.elapsedSeconds
        }
        if configuration.pushMode == .measure, let path = configuration.storageSavePath, let problem = host.storage.save(to: path) {
            return fail(.storageFile, problem, WorkerExitCode.internalFailure)
        }
        snapshots?.take(label: "end", push: configuration.pushes, host: host, objects: lastObjectCount)
        sendDone()
        return WorkerExitCode.done
    }

    /// One push: a fresh context (or group) unless persistent, the probe, the event
    /// loop, the push frame, teardown. Never inlined, so that no JSValueRef of the
    /// push is left in a live frame when the observer collects (JSC scans the stack
    /// conservatively). Returns the push frame still to be completed by its sample, or an exit
    /// code when the worker must stop.
    @inline(never)
    func deliver(
        push index: Int, payload: [UInt8]?, source: String, path: String, parsed: ParsedScript?, group: JSContextGroupRef,
        prelude: PushWorkerPrelude.Compiled?, counters: HeapCounters, persistent: PushContext?,
        retained: inout [JSGlobalContextRef]
    ) -> Delivery {
        host.beginPush(index: index)
        var ownGroup: JSContextGroupRef?
        let pushContext: PushContext
        if let persistent {
            pushContext = persistent
        } else {
            if configuration.isolation == .group { ownGroup = JSContextGroupCreate() }
            do { pushContext = try PushContext(group: ownGroup ?? group, host: host, prelude: prelude, ownsGroup: ownGroup != nil) } catch {
                return .stop(fail(.internal, describe(error), WorkerExitCode.internalFailure))
            }
            counters.track(pushContext.context)
            if let failure = evaluateProbe(source, path: path, parsed: parsed, in: pushContext) {
                pushContext.tearDown()
                if let ownGroup { JSContextGroupRelease(ownGroup) }
                return .stop(failure)
            }
        }
        let pushStart = host.elapsedSeconds
        let (status, exception) = pushContext.dispatchPush(payload: payload, index: index)
        if let exception {
            let info = JSExceptionInfo(ctx: pushContext.context, value: exception)
            return .stop(fail(.internal, "dispatching the push failed: \(info.message)", WorkerExitCode.internalFailure))
        }
        var loopEnd: PushContext.LoopEnd?
        var final = status
        if let status, status.listeners > 0, !status.thrown {
            if status.settled {
                loopEnd = .settled
            } else {
                if configuration.collectOnWarning && configuration.limitBytes > 0 {
                    warning = WarningResponse(limitBytes: configuration.limitBytes)
                }
                let explaining = snapshots?.warningBytes != nil && snapshots?.warningTaken == false
                if warning != nil || explaining {
                    pushContext.betweenTasks = { [self] in
                        // The snapshot first: what filled memory, before the collection frees any of it.
                        snapshots?.takeAtWarningIfDue(push: index, host: host, objects: lastObjectCount)
                        warning?.check(host: host, context: pushContext.context)
                    }
                }
                (loopEnd, final) = pushContext.runEventLoop()
                pushContext.betweenTasks = nil
            }
        }
        let outcome = PushOutcome(ctx: pushContext.context, status: final)
        if let info = outcome.exception { killIfCeilingRefusedAllocation(info) }
        var frame = outcome.frame(push: index)
        frame.eventLoop = loopEnd?.wire
        frame[.timersPending] = Int64(final?.liveTimers ?? 0)
        frame[seconds: .pushSeconds] = host.elapsedSeconds - pushStart
        frame[.warningFootprintBytes] = warning?.seenBytes
        frame[.warningCollectedBytes] = warning?.collectedBytes
        warning = nil
        frame[.checkpoints] = Int64(host.checkpointsThisPush)
        frame[.checkpointsSuppressed] = Int64(host.checkpointsSuppressedThisPush)
        frame[.consoleSuppressed] = Int64(host.consoleSuppressedThisPush)
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
        return .delivered(frame)
    }

    /// What delivering one push came to.
    enum Delivery {
        /// The push ran; its frame waits for the sample taken after teardown.
        case delivered(PushFrame)
        /// The worker must stop with this exit code (a failure frame was sent).
        case stop(Int32)
    }

    /// Evaluates the probe in a context (its parsed form when there is one); a failure
    /// frame and exit code if it throws.
    func evaluateProbe(_ source: String, path: String, parsed: ParsedScript?, in pushContext: PushContext) -> Int32? {
        let started = loaded ? 0 : host.elapsedSeconds
        let (_, thrown) = parsed.map { pushContext.evaluate($0) } ?? pushContext.evaluate(source, url: path)
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

    /// The push frame, completed with the sample taken after teardown and a full GC.
    func sendSample(_ pushFrame: PushFrame, counters: HeapCounters, typeCounts: TypeCounts? = nil) {
        var frame = pushFrame
        frame[.footprintBytes] = host.footprintBytes
        frame[.storageBytes] = host.storage.bytes
        frame[.footprint16KBytes] = largePageFootprint(push: frame.push)
        frame.heap = counters.read().counts
        if let objects = frame.heap?.objectCount { lastObjectCount = objects }
        frame.malloc = MallocStatistics.read()?.counts
        frame[seconds: .elapsedSeconds] = host.elapsedSeconds
        frame[.peakChargeBytes] = chargePeak?.take()
        if let carried = carriedChargePeak { frame[.peakChargeBytes] = max(frame[.peakChargeBytes] ?? 0, carried) }
        carriedChargePeak = nil
        if let split = chargePeak?.split() { frame[.chargeAnonBytes] = split.anonBytes; frame[.chargeFileBytes] = split.fileBytes }
        // Last: the census allocates nothing in the JS heap, but reading it takes time.
        if let changes = typeCounts?.changes() {
            frame.typeCounts = Dictionary(uniqueKeysWithValues: changes.map { ($0.name, $0.count) })
        }
        frames.send(frame)
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

    /// What the runtime needs to deliver one push at all (the warm-up worker measures it): a
    /// push context with the push-worker globals, a handler that shows one notification, at its
    /// highest point (before teardown and collection), plus the page tables, which a memory
    /// cgroup charges too. A limit below it cannot run any probe.
    @inline(never)
    func measureMinimalPush(group: JSContextGroupRef) -> Int64? {
        let prelude = PushWorkerPrelude.Compiled(group: group)
        guard let push = try? PushContext(group: group, host: host, prelude: prelude) else { return nil }
        _ = push.evaluate(
            "self.addEventListener('push', (event) => event.waitUntil(self.registration.showNotification('memlab')));",
            url: "memlab:minimal-push.js")
        host.beginPush(index: 0)
        host.quiet = true
        defer { host.quiet = false }
        let (status, _) = push.dispatchPush(payload: nil, index: 0)
        if let status, !status.settled { _ = push.runEventLoop() }
        let footprint = host.footprintBytes + memlab_self_status_kb("VmPTE:") * 1024
        push.tearDown()
        withExtendedLifetime(prelude) {}
        return footprint
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

    /// The rlimit backend: JSC has already made and trimmed its big start-up
    /// reservations, so from here the address space may grow only by the
    /// headroom the limit leaves above the baseline footprint.
    func armAddressSpaceCeiling(baselineBytes: Int64) {
        let vmSizeBytes = memlab_self_status_kb("VmSize:") * 1024
        let headroom = max(configuration.limitBytes - baselineBytes, 0)
        let cap = rlim_t(vmSizeBytes + headroom)
        var limit = rlimit(rlim_cur: cap, rlim_max: cap)
        let ok = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0
        frames.send(
            CeilingFrame(
                backend: WorkerArguments.Enforcement.rlimit.rawValue, armed: ok, rlimitAddressSpaceBytes: Int64(cap),
                vmSizeBytes: vmSizeBytes, headroomBytes: headroom))
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
    var reason: PushFrame.Reason?
    var exception: JSExceptionInfo?
    var listeners = 0
    var notificationsShown = 0

    init(ctx: JSContextRef, status: PushContext.Status?) {
        guard let status else { reason = .internal; return }
        listeners = status.listeners
        notificationsShown = status.notificationsShown
        if listeners == 0 {
            reason = .noListener
        } else if status.thrown {
            reason = .exception
            if let error = status.problem { exception = JSExceptionInfo(ctx: ctx, value: error) }
        } else if !status.settled {
            reason = .unsettled
        } else if status.rejected {
            reason = .waitUntilRejected
            if let error = status.problem { exception = JSExceptionInfo(ctx: ctx, value: error) }
        } else if notificationsShown == 0 {
            reason = .noNotification
        } else {
            modified = true
        }
    }

    /// The push frame this outcome begins.
    func frame(push index: Int) -> PushFrame {
        var frame = PushFrame(push: index, outcome: modified ? .modified : .originalContent)
        frame.reason = reason
        frame[.listeners] = Int64(listeners)
        frame[.notificationsShown] = Int64(notificationsShown)
        frame.exception = exception?.wire
        return frame
    }
}

extension PushContext.LoopEnd {
    /// How the push frame says it.
    var wire: PushFrame.EventLoopEnd {
        switch self {
        case .settled: return .settled
        case .noTimersLeft: return .noTimersLeft
        }
    }
}
