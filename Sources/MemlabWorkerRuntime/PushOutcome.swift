import CJavaScriptCore

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
