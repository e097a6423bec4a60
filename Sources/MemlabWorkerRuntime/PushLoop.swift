@preconcurrency import Glibc
import CJavaScriptCore
import CSandbox

/// The worker's pushes, one after another, once start-up is done: each push delivered (a fresh
/// context, or group, unless isolation none; the probe; the dispatch; the event loop with the
/// memory warning's response; the push frame; teardown), then in measure mode the collection and
/// free-page release (Session.collectBeforeSample), the sample (footprint, heap counters, the cgroup's mark, the census when it
/// is due) and the heap snapshots when they are due; measure mode keeps its CPU while it has it to
/// itself; device mode saves the store after every push and drives JavaScriptCore's run loop
/// between pushes; measure mode saves the store at the end; then the last snapshot and the done
/// frame. It owns the per-push state; what start-up made it borrows (PushRuntime).
final class PushLoop {
    let session: Session
    let runtime: PushRuntime
    private var configuration: WorkerArguments { session.configuration }
    private var host: WorkerHost { session.host }
    private var frames: FrameWriter { session.frames }
    /// `--explain`: the heap snapshots (nil: not asked for).
    private var snapshots: HeapSnapshots? { runtime.snapshots }

    /// The cgroup's high-water mark, read and reset after every push (`--charge-peak-file`).
    lazy var chargePeak: ChargePeakFile? = configuration.chargePeakFile.flatMap(ChargePeakFile.init(path:))
    /// This push's response to the 80 % memory warning (`--on-warning gc`), while it runs.
    var warning: WarningResponse?
    /// The JS heap's object count at the last sample (what a snapshot's cost scales with).
    var lastObjectCount: Int64?
    /// The cgroup's high-water mark the push had reached before a snapshot reset it.
    var carriedChargePeak: Int64?
    /// `--inject retain-contexts`: every push's context, kept.
    var retained: [JSGlobalContextRef] = []
    /// The worker's install failed (here or in an earlier worker of the run): no push is delivered.
    var redundant = false
    /// Push 1's context (and its own group, isolation group), made before the lifecycle to learn
    /// whether the probe listens for install or activate; when it does not, push 1 runs in it.
    var firstContext: (context: PushContext, group: JSContextGroupRef?)?

    init(session: Session, runtime: PushRuntime) {
        self.session = session
        self.runtime = runtime
        // The cgroup's mark: what the push had reached before a snapshot is carried to its
        // frame; the snapshot's own goes to the snapshot frame; then it starts again.
        runtime.snapshots?.willTake = { [unowned self] in
            if let peak = chargePeak?.take() { carriedChargePeak = max(carriedChargePeak ?? 0, peak) }
        }
        runtime.snapshots?.didTake = { [unowned self] frame in frame.peakChargeBytes = chargePeak?.take() }
        runtime.snapshots?.siteRuntimes = { [unowned self] in
            guard let persistent = self.runtime.persistent, let object = persistent.runtimeObject else { return [] }
            return [(persistent.context, object)]
        }
    }

    deinit {
        runtime.snapshots?.willTake = {}
        runtime.snapshots?.didTake = { _ in }
        runtime.snapshots?.siteRuntimes = { [] }
    }

    func run() -> Int32 {
        // A run no longer than its warm-up: the earlier snapshot is taken before the first push.
        if let snapshots, configuration.explainAfterPush == 0 {
            snapshots.take(label: "start", push: 0, host: host, objects: lastObjectCount)
        }
        // Measure mode runs on one thread: it stays on its CPU while it has that CPU to itself
        // (CPUKeeper; measured: a push of clean.js 5-6 % cheaper). Device mode runs JavaScriptCore's
        // own threads (its scavenger, timers) and is left to the scheduler.
        var cpu = CPUKeeper()
        if configuration.pushMode == .measure { cpu.start(seconds: host.elapsedSeconds) }
        if let code = runLifecycle() { return code }
        var cycleStart = host.elapsedSeconds
        for index in 1...configuration.pushes {
            let payload =
                host.payloadStream?.payload(forPush: index + configuration.payloadsOffset)
                ?? (index == configuration.pushes ? (configuration.finalPayload ?? configuration.payload) : configuration.payload)
            let pushFrame: PushFrame
            switch deliver(push: index, payload: payload) {
            case .delivered(let frame): pushFrame = frame
            case .stop(let code): return code
            }
            if configuration.pushMode == .measure {
                Session.scrubStack()
                session.collectBeforeSample(runtime.observer.context)
            }
            if configuration.verifyHeapCounters, let mismatch = runtime.counters.mismatch() {
                return session.fail(.internal, "heap counters after push \(index): \(mismatch)", WorkerExitCode.internalFailure)
            }
            // The push's cycle, from the previous sample on: what the census's budget grows by.
            let census =
                configuration.pushes > 1
                && runtime.typeCounts.due(push: index, of: configuration.pushes, cycleSeconds: host.elapsedSeconds - cycleStart)
            sendSample(pushFrame, typeCounts: census ? runtime.typeCounts : nil)
            cpu.check(push: index, seconds: host.elapsedSeconds)
            // After the sample: the snapshots' own memory is never in a sample the leak fit uses.
            if let snapshots {
                if index == configuration.explainAfterPush && index < configuration.pushes {
                    snapshots.take(label: "warm-up", push: index, host: host, objects: lastObjectCount)
                }
                snapshots.takeAtWarningIfDue(push: index, host: host, objects: lastObjectCount)
            }
            if let problem = host.storage.failure { return session.fail(.storageFile, problem, WorkerExitCode.usage) }
            // Device mode, storage in memory: the file is the store as of the last push that completed.
            if configuration.pushMode == .device, let problem = host.storage.save() {
                return session.fail(.storageFile, problem, WorkerExitCode.internalFailure)
            }
            // Device mode: the process waits for the next notification, and JSC's timers (its GC
            // and sweeper among them) run meanwhile, as on a device's run loop.
            if configuration.pushMode == .device && index < configuration.pushes {
                DeviceRunLoop.run(milliseconds: configuration.gapMilliseconds)
            }
            cycleStart = host.elapsedSeconds
        }
        if configuration.pushMode == .measure, let problem = host.storage.save() {
            return session.fail(.storageFile, problem, WorkerExitCode.internalFailure)
        }
        snapshots?.take(label: "end", push: configuration.pushes, host: host, objects: lastObjectCount)
        session.sendDone()
        return WorkerExitCode.done
    }

    /// One push: a fresh context (or group) unless persistent, the probe, the event
    /// loop, the push frame, teardown. Never inlined, so that no JSValueRef of the
    /// push is left in a live frame when the observer collects (JSC scans the stack
    /// conservatively). Returns the push frame still to be completed by its sample, or an exit
    /// code when the worker must stop.
    @inline(never)
    func deliver(push index: Int, payload: [UInt8]?) -> Delivery {
        // Push 1's context made by runLifecycle began the push there (its probe's console is push 1's).
        if firstContext == nil { host.beginPush(index: index) }
        if redundant {
            // Not delivered: the notification shows its original content (Lifecycle.swift).
            var frame = PushFrame(push: index, outcome: .originalContent)
            frame.reason = .redundant
            frame[.listeners] = 0
            frame[.notificationsShown] = 0
            frame[seconds: .pushSeconds] = 0
            return .delivered(frame)
        }
        var ownGroup: JSContextGroupRef?
        let pushContext: PushContext
        if let persistent = runtime.persistent {
            pushContext = persistent
        } else if let first = firstContext {
            (pushContext, ownGroup) = first
            firstContext = nil
        } else {
            switch makeContext() {
            case .made(let made, let group): (pushContext, ownGroup) = (made, group)
            case .stop(let code): return .stop(code)
            }
        }
        let pushStart = host.elapsedSeconds
        let (status, exception) = pushContext.dispatchPush(payload: payload, index: index)
        if let exception {
            let info = JSExceptionInfo(ctx: pushContext.context, value: exception)
            return .stop(session.fail(.internal, "dispatching the push failed: \(info.message)", WorkerExitCode.internalFailure))
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
        if let info = outcome.exception { session.killIfCeilingRefusedAllocation(info) }
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
        if runtime.persistent == nil {
            pushContext.tearDown(contextStaysAlive: configuration.injectRetainContexts)
            if let ownGroup { JSContextGroupRelease(ownGroup) }
        }
        return .delivered(frame)
    }

    /// What making a push's context came to.
    enum Made {
        /// A fresh context (and its own group, isolation group) with the probe evaluated.
        case made(PushContext, JSContextGroupRef?)
        /// The worker must stop with this exit code (a failure frame was sent).
        case stop(Int32)
    }

    /// A fresh context (in a fresh group under isolation group) with the probe evaluated.
    func makeContext() -> Made {
        var ownGroup: JSContextGroupRef?
        if configuration.isolation == .group { ownGroup = JSContextGroupCreate() }
        let pushContext: PushContext
        do {
            pushContext = try PushContext(group: ownGroup ?? runtime.group, host: host, prelude: runtime.prelude, ownsGroup: ownGroup != nil)
        } catch {
            if let ownGroup { JSContextGroupRelease(ownGroup) }
            return .stop(session.fail(.internal, session.describe(error), WorkerExitCode.internalFailure))
        }
        runtime.counters.track(pushContext.context)
        if let failure = session.evaluateProbe(runtime.probe, in: pushContext) {
            pushContext.tearDown()
            if let ownGroup { JSContextGroupRelease(ownGroup) }
            return .stop(failure)
        }
        return .made(pushContext, ownGroup)
    }

    /// Before the first push (`--lifecycle run`): install and activate (Lifecycle.swift), in the
    /// persistent context under isolation none, else in a context of their own, torn down before
    /// push 1. A probe with neither listener costs one check: its first context is push 1's.
    /// Returns an exit code when the worker must stop.
    @inline(never)
    func runLifecycle() -> Int32? {
        guard configuration.lifecycle == .run else {
            redundant = configuration.lifecycle == .redundant
            return nil
        }
        let context: PushContext
        var ownGroup: JSContextGroupRef?
        // Under isolation none the probe was evaluated at start-up; else this may be push 1's context.
        host.beginPush(index: runtime.persistent == nil ? 1 : 0)
        if let persistent = runtime.persistent {
            context = persistent
        } else {
            switch makeContext() {
            case .made(let made, let group): (context, ownGroup) = (made, group)
            case .stop(let code): return code
            }
        }
        guard context.listens(to: .install) || context.listens(to: .activate) else {
            if runtime.persistent == nil { firstContext = (context, ownGroup) }
            return nil
        }
        redundant = !Lifecycle(session: session, observer: runtime.observer.context).run(in: context)
        if runtime.persistent == nil {
            context.tearDown()
            if let ownGroup { JSContextGroupRelease(ownGroup) }
        }
        return nil
    }

    /// What delivering one push came to.
    enum Delivery {
        /// The push ran; its frame waits for the sample taken after teardown.
        case delivered(PushFrame)
        /// The worker must stop with this exit code (a failure frame was sent).
        case stop(Int32)
    }

    /// The push frame, completed with the sample taken after teardown and a full GC.
    func sendSample(_ pushFrame: PushFrame, typeCounts: TypeCounts? = nil) {
        var frame = pushFrame
        frame[.footprintBytes] = host.footprintBytes
        host.storage.releaseFilePages()
        frame[.storageBytes] = host.storage.bytes
        frame[.storageMemoryBytes] = host.storage.memoryBytes
        if let largest = host.storage.largest { frame.store = StoreReport(name: largest.label, entries: largest.entries, bytes: largest.bytes) }
        frame[.footprint16KBytes] = session.largePageFootprint(push: frame.push)
        frame.heap = runtime.counters.read().counts
        frame[.collections] = CollectionCount.sinceLast()
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
}
