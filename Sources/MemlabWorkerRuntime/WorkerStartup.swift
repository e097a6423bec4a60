@preconcurrency import Glibc
import CJavaScriptCore
import CSandbox
import CSQLiteLoader
import CJSCHeap

/// The worker's start-up, everything before its first push: the hello frame; JavaScriptCore up
/// (the context group, the observer context every measurement is read through, its heap counters
/// and census reader, learnt from the start-up collection); the baseline frame with the
/// capabilities and, for `--explain`, the heap-snapshot canary; in baseline mode the warm-up
/// worker's page-in, minimal push and done frame; else the prelude compiled, the rlimit ceiling
/// armed, the probe read, checked and parsed, and under isolation none its one context made and
/// the probe evaluated there. It owns what it makes for the worker's whole life (the push loop
/// borrows it: PushRuntime) and lets go of it, in order, in `finish()`.
final class WorkerStartup {
    let session: Session
    private var configuration: WorkerArguments { session.configuration }
    private var host: WorkerHost { session.host }
    private var frames: FrameWriter { session.frames }

    private var group: JSContextGroupRef?
    private var observer: Observer?
    private var counters: HeapCounters?
    private var typeCounts: TypeCounts?
    /// Whether the push contexts' rejection sink is kept (it goes before the observer does).
    private var keepsRejectionSink = false
    private var prelude: PushWorkerPrelude.Compiled?
    private var probe: ProbeScript?
    /// Isolation none: the one context every push runs in, the probe evaluated once.
    private var persistent: PushContext?
    /// `--explain`: the heap snapshots (nil: not asked for).
    private var snapshots: HeapSnapshots?
    /// What the start-up collection's free-page release gave back (nil: no release).
    private var startupReleaseBytes: Int64?

    init(session: Session) {
        self.session = session
    }

    /// How start-up ended.
    enum Start {
        /// The pushes can be delivered.
        case ready(PushRuntime)
        /// The worker ends with this exit code (baseline mode's done, or a failure frame sent).
        case exit(Int32)
    }

    func start() -> Start {
        var hello = HelloFrame(
            pid: Int(getpid()), jscVersion: JSC.version, jit: session.jitEnabled, mode: configuration.mode,
            noNewPrivileges: session.sandbox.noNewPrivileges, seccomp: session.sandbox.seccomp,
            seccompError: session.sandbox.seccompError, network: session.sandbox.network)
        hello.writes = session.sandbox.writes
        frames.send(hello)

        // Contexts are not remotely inspectable, as a JSContext on iOS is not unless the
        // app sets isInspectable (iOS 16.4 on); each inspectable one also registers with the
        // remote inspector (measured: 10 us a context, made and collected).
        JSRemoteInspectorSetInspectionEnabledByDefault(false)
        let group = JSContextGroupCreate()!
        self.group = group
        // The observer context lives as long as the worker: the baseline and every
        // sample are read through it, after the push's own context is gone. It is a
        // bare context (no push-worker globals), so the baseline is the runtime's own
        // need, measured as one would measure the jsc shell running an empty script.
        let observer = Observer(context: JSGlobalContextCreateInGroup(group, nil))
        self.observer = observer
        // Its first full collection (and free-page release), which also shows the reader the heap.
        let counters = HeapCounters(context: observer.context) { context in
            JSSynchronousGarbageCollectForDebugging(context)
            let before = host.footprintBytes
            if memlab_release_free_pages() == 0 { self.startupReleaseBytes = before - host.footprintBytes }
        }
        self.counters = counters
        // Per-type object counts after every push (more than one), from the heap just seen.
        let typeCounts = TypeCounts(context: observer.context, heap: memlab_jsc_heap_seen())
        self.typeCounts = typeCounts
        let releasedBytes = startupReleaseBytes
        session.capabilities = { WorkerCapabilities.current(counters: counters, startupReleaseBytes: releasedBytes) }
        let wantTypeCounts = configuration.pushes > 1
        session.typeCountsCapability = { WorkerCapabilities.typeCounts(typeCounts, wanted: wantTypeCounts)?.wire }

        let baselineBytes = host.footprintBytes
        var baseline = BaselineFrame(footprintBytes: baselineBytes)
        // The push contexts' rejection sink, after the baseline (as the prelude is compiled after
        // it): the baseline is the runtime's own need; this function of the observer's and the
        // table that holds it (8 KiB of it, measured) are push machinery.
        PushContext.keepRejectionSink(group: group, observer: observer.context)
        keepsRejectionSink = true
        baseline.vmSizeBytes = memlab_self_status_kb("VmSize:") * 1024
        baseline.rssBytes = memlab_self_status_kb("VmRSS:") * 1024
        baseline.bootSeconds = host.elapsedSeconds
        baseline.heap = counters.calibrate().counts
        baseline.heapCounters = counters.source
        baseline.heapCountersFallback = counters.fallbackReason
        let scavenger = memlab_scavenger_thread_allowed()
        if scavenger >= 0 { baseline.scavengerThread = scavenger == 1 }
        baseline.malloc = MallocStatistics.read()?.counts
        baseline.footprint16KBytes = session.largePageFootprint()
        // After every baseline reading: its check runs one synchronous collection (HeapSizing.swift).
        Session.readHeapSizing(into: &baseline, context: observer.context)
        if configuration.pushes > 1 { typeCounts.calibrate() }
        baseline.capabilities = session.capabilities().map(\.wire)
        baseline.typeCountsCapability = session.typeCountsCapability()
        // `--explain`: checked (and its canary taken) after the baseline was read, so the
        // baseline is the same with and without it. The push loop keeps the cgroup's mark of
        // each snapshot apart from its push's (PushLoop.init).
        if configuration.explainAfterPush != nil && configuration.mode == .run {
            let made = HeapSnapshots(
                group: group, frames: frames, limitBytes: configuration.limitBytes, footprint: { self.host.footprintBytes },
                objects: baseline.heap?.objectCount, collect: { Session.collectGarbage(observer.context) })
            baseline.heapSnapshotsCanaryResidueBytes = made.canaryResidueBytes
            snapshots = made
            // Where the kept objects were made: functions placed in the probe's scripts, timers and
            // listeners with the line that made them (FunctionSites).
            if made.active {
                let problem = FunctionSites.check(group: group)
                FunctionSites.enabled = problem == nil
                host.callSites = problem == nil
                made.sitesOn = problem == nil
                baseline.functionSitesCapability = Capability(
                    name: "function-sites", active: problem == nil,
                    detail: problem
                        ?? "functions placed by JSC::JSFunction::sourceCode() (checked on canaries), timers and listeners by the line that made them")
            }
            baseline.heapSnapshotsCapability = made.capability
        }
        frames.send(baseline)

        if configuration.mode == .baseline {
            // The warm-up worker runs in memlab's own cgroup: every file the runtime maps
            // (ICU data included, most of which an empty context never touches) is read into
            // the page cache here, so no worker's cgroup is ever charged for clean file pages.
            var pagedIn: UInt64 = 0
            _ = memlab_page_in_mapped_files("/proc/self/maps", &pagedIn)
            let minimalPush = measureMinimalPush(group: group)
            // SQLite, which a worker maps on its first use of storage (CSQLiteLoader): its file's
            // pages too, once the minimal push is measured without it.
            if memlab_sqlite_load() == 1 { _ = memlab_page_in_mapped_files("/proc/self/maps", &pagedIn) }
            session.sendDone(minimalPushBytes: minimalPush)
            return .exit(WorkerExitCode.done)
        }

        // Compiled after the baseline, so the baseline stays the runtime's own need.
        let prelude = PushWorkerPrelude.Compiled(group: group)
        self.prelude = prelude

        if configuration.enforcement == .rlimit {
            // One push context made and dropped first, so JSC has reserved the address
            // ranges a context needs (libpas dies with SIGILL when it cannot reserve them).
            if let warm = try? PushContext(group: group, host: host, prelude: prelude) { counters.track(warm.context); warm.tearDown() }
            armAddressSpaceCeiling(baselineBytes: baselineBytes)
        }

        guard let path = configuration.probePath, let source = readFile(path) else {
            let reason = String(cString: strerror(errno))
            return .exit(session.fail(.probeUnreadable, "cannot read the probe: \(reason)", WorkerExitCode.probeUnreadable))
        }
        if let syntax = JSC.checkSyntax(observer.context, source, url: path) {
            var info = JSExceptionInfo(ctx: observer.context, value: syntax)
            ModuleSyntax.explain(&info, source: source)
            return .exit(session.fail(.probeSyntax, info.message, WorkerExitCode.probeSyntax, info: info))
        }

        let probe = ProbeScript(source: source, path: path, parsed: ParsedScript(group: group, source: source, url: path))
        self.probe = probe

        // Isolation none: one context, the probe evaluated once, its globals persist across pushes.
        if configuration.isolation == .none {
            let made: PushContext
            do { made = try PushContext(group: group, host: host, prelude: prelude) } catch {
                return .exit(session.fail(.internal, session.describe(error), WorkerExitCode.internalFailure))
            }
            counters.track(made.context)
            host.beginPush(index: 0)
            if let failure = session.evaluateProbe(probe, in: made) { return .exit(failure) }
            // Torn down in finish() from here on (a probe that threw leaves the worker as it was).
            persistent = made
        }

        return .ready(
            PushRuntime(
                group: group, observer: observer, counters: counters, typeCounts: typeCounts, prelude: prelude, probe: probe,
                persistent: persistent, snapshots: snapshots))
    }

    /// Lets go of what start-up made, in the order it must go: the persistent context, the
    /// probe's and the prelude's scripts, the rejection sink, the readers (after the capabilities
    /// that read them), then the observer context and the group.
    func finish() {
        persistent?.tearDown()
        persistent = nil
        probe = nil
        prelude = nil
        if keepsRejectionSink, let group, let observer {
            PushContext.dropRejectionSink(group: group, observer: observer.context)
        }
        // The readers go before their context and group do (each unprotects its function object).
        session.capabilities = { [] }
        session.typeCountsCapability = { nil }
        typeCounts = nil
        counters = nil
        if let observer { JSGlobalContextRelease(observer.context) }
        observer = nil
        if let group { JSContextGroupRelease(group) }
        group = nil
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

    /// The probe's text (at most 16 MiB: a probe is source code, not data).
    func readFile(_ path: String) -> String? {
        FileAccess.readWholeFile(path, limit: 16 << 20).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// What start-up hands the push loop, owned by start-up for the worker's whole life.
struct PushRuntime {
    let group: JSContextGroupRef
    let observer: Observer
    let counters: HeapCounters
    let typeCounts: TypeCounts
    /// The prelude compiled for `group` (nil: JavaScriptCore refused the text; contexts evaluate it).
    let prelude: PushWorkerPrelude.Compiled?
    let probe: ProbeScript
    /// Isolation none: the one context every push runs in.
    let persistent: PushContext?
    let snapshots: HeapSnapshots?
}

/// The probe as start-up read and checked it.
struct ProbeScript {
    let source: String
    let path: String
    /// Parsed once for the worker's group (contexts of other groups evaluate the source).
    let parsed: ParsedScript?
}

/// The context every measurement is read through.
struct Observer {
    let context: JSGlobalContextRef
}
