@preconcurrency import Glibc

/// JavaScriptCore schedules its own collections and sweeps (JSRunLoopTimer) on the thread's WTF
/// RunLoop, which WebKitGTK builds on GLib's default main context. The worker has no main loop of
/// its own, so in measure mode those timers never fire (the worker collects synchronously
/// instead); in device mode, between pushes, it iterates that context for the gap, as a device's
/// run loop would while the extension waits for its next notification. GLib is looked up at run
/// time (the library JavaScriptCore links), so the worker needs no GLib headers.
enum DeviceRunLoop {
    typealias Iteration = @convention(c) (OpaquePointer?, Int32) -> Int32

    static let iteration: Iteration? = {
        // A nil handle is RTLD_DEFAULT: every library loaded, GLib among them.
        guard let symbol = dlsym(nil, "g_main_context_iteration")
        else { return nil }
        return unsafeBitCast(symbol, to: Iteration.self)
    }()

    /// Dispatches whatever is due on the default main context for `milliseconds`, sleeping a
    /// millisecond at most between iterations when nothing is due; at least one pass when 0.
    static func run(milliseconds: Int) {
        let end = now() + Double(milliseconds) / 1000
        repeat {
            var dispatched: Int32 = 0
            if let iteration { while iteration(nil, 0) != 0 && dispatched < 1000 { dispatched += 1 } }
            let left = end - now()
            if left <= 0 { break }
            var pause = timespec(tv_sec: 0, tv_nsec: Int(min(left, 0.001) * 1e9))
            nanosleep(&pause, nil)
        } while now() < end
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
