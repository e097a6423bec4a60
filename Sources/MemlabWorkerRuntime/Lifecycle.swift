import CJavaScriptCore

/// The service-worker lifecycle before the first push (Service Workers, "Install" and
/// "Activate", as on a first registration or an update): `install` dispatched on the global
/// scope and its waitUntil promises settled by the event loop (as a push's: microtasks after each
/// listener and task, timers, no deadline of its own: expiry is the parent's), then `activate`
/// the same way, unless install failed (a listener threw, a waitUntil promise rejected, or one
/// never settled): the worker is then redundant and no push is delivered to it. Each event's
/// `lifecycle` frame says how it ended, how long it took and the footprint after it.
struct Lifecycle {
    let session: Session
    let observer: JSGlobalContextRef

    /// Runs install then activate in `context`; whether the worker was activated (false: redundant).
    @inline(never)
    func run(in context: PushContext) -> Bool {
        for event in PushContext.LifecycleEvent.allCases {
            // First the frame saying it started: an expiry from here on is this event's.
            session.frames.send(LifecycleFrame(starting: event == .install ? .install : .activate))
            let frame = dispatch(event, in: context)
            session.frames.send(frame)
            if frame.makesRedundant { return false }
        }
        return true
    }

    /// One event, dispatched and its lifetime promises settled; its frame.
    func dispatch(_ event: PushContext.LifecycleEvent, in context: PushContext) -> LifecycleFrame {
        let host = session.host
        host.beginPush(index: 0)
        let started = host.elapsedSeconds
        var (status, thrown) = context.dispatch(event)
        if let current = status, current.listeners > 0, !current.thrown, !current.settled {
            (_, status) = context.runEventLoop()
        }
        let outcome: LifecycleFrame.Outcome
        var problem = thrown
        if thrown != nil || status == nil || status?.thrown == true {
            outcome = .threw
            problem = problem ?? status?.problem
        } else if status?.settled == false {
            outcome = .unsettled
        } else if status?.rejected == true {
            outcome = .rejected
            problem = status?.problem
        } else {
            outcome = .completed
        }
        let info = problem.map { JSExceptionInfo(ctx: context.context, value: $0) }
        if let info { session.killIfCeilingRefusedAllocation(info) }
        let seconds = host.elapsedSeconds - started
        // The sample after it, as a push's in measure mode: after a full collection.
        if session.configuration.pushMode == .measure { session.collectBeforeSample(observer) }
        return LifecycleFrame(
            event: event == .install ? .install : .activate, outcome: outcome, listeners: status?.listeners ?? 0, seconds: seconds,
            footprintBytes: host.footprintBytes, exception: info?.wire)
    }
}
