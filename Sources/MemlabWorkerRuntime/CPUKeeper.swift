import CSandbox

/// Measure mode's one thread kept on the CPU it starts its pushes on, for as long as it has that
/// CPU to itself (docs/sandbox.md). Kept to one CPU, the kernel never moves it and releasing free
/// pages never interrupts another CPU to flush its TLB; but a worker cannot know what else will
/// run there. Two workers of concurrent runs kept to one CPU while the other idles would share it
/// to the end (seen with three runs on two cores, once one ended), so it looks at how long it
/// waited for its CPU after pushes 2, 4, 8 and 16, then every `checkEvery` pushes, and lets go of
/// it for good once that was more than `sharedWaitShare` of the time. The early looks are for
/// short runs started together (`suite -j 2`): two workers begin on one CPU, and a look only every
/// 32 pushes could leave a 50-push run sharing it to its end. Measured (bench/bundle.py --suite,
/// 12 x 50 pushes): -j 2 takes 0.54x the wall time of -j 1 on a quiet machine, with and without
/// the early looks; with a third process holding one core, 1.12x with them and without.
struct CPUKeeper {
    static let checkEvery = 32
    static let sharedWaitShare = 0.1

    /// Whether the wait is looked at after push `index`.
    static func looks(after index: Int) -> Bool {
        index % checkEvery == 0 || (index < checkEvery && index > 1 && index & (index - 1) == 0)
    }

    private(set) var kept = false
    private var lastWaitNs: Int64 = 0
    private var lastSeconds = 0.0

    /// Keeps the thread on its CPU when the wait it spends can be watched.
    mutating func start(seconds: Double) {
        let wait = memlab_thread_wait_ns()
        guard wait >= 0 else { return }
        kept = memlab_stay_on_current_cpu() >= 0
        lastWaitNs = wait
        lastSeconds = seconds
    }

    /// After push `index`, `seconds` into the run: every `checkEvery` pushes, lets go of the CPU
    /// when the thread waited for it too long since the last look.
    mutating func check(push index: Int, seconds: Double) {
        guard kept, Self.looks(after: index) else { return }
        let wait = memlab_thread_wait_ns()
        if wait < 0 || Self.shared(waitNs: wait - lastWaitNs, elapsedSeconds: seconds - lastSeconds) {
            kept = memlab_leave_current_cpu() != 0
            return
        }
        lastWaitNs = wait
        lastSeconds = seconds
    }

    /// Whether waiting `waitNs` for the CPU in `elapsedSeconds` means something else runs there.
    static func shared(waitNs: Int64, elapsedSeconds: Double) -> Bool {
        elapsedSeconds > 0 && Double(waitNs) / 1e9 > sharedWaitShare * elapsedSeconds
    }
}
