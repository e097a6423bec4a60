import Foundation
import Synchronization
import CSandbox

/// Samples a worker's footprint from /proc/PID/statm on its own thread: it
/// tracks the peak for every backend, and is the ceiling itself for the
/// watchdog backend (SIGKILL the moment the footprint passes the limit).
/// It also enforces the wall-clock expiry. It must be stopped before the
/// worker is reaped, so the pid it signals is always still the worker's.
public final class FootprintMonitor: @unchecked Sendable {
    public enum Firing: Int, Sendable { case none = 0, ceiling = 1, expired = 2 }

    private let pid: pid_t
    private let statmFD: Int32
    private let limitBytes: Int64
    private let killAtLimit: Bool
    private let intervalNanoseconds: Int
    /// The interval once the footprint is within `nearLimitBytes` of the limit (watchdog only).
    private let nearIntervalNanoseconds: Int
    private let nearLimitBytes: Int64
    private let expireSeconds: Double
    /// The wall-clock deadline, as the bit pattern of a Double (Atomic has no Double).
    private let deadlineBits: Atomic<UInt64>
    private let peak = Atomic<Int64>(0)
    /// The highest footprint since `takePushPeak` was last called.
    private let pushPeak = Atomic<Int64>(0)
    private let samples = Atomic<Int>(0)
    private let firing = Atomic<Int>(0)
    private let seenAtFiring = Atomic<Int64>(0)
    private let stopRequested = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private let realtimeGranted = Atomic<Bool>(false)
    /// The memory warning's level (80 % of the limit; 0: none), and the first footprint sampled at
    /// or past it since `takePushWarning` was last called (0: none yet).
    private let warningBytes: Int64
    private let pushWarning = Atomic<Int64>(0)
    /// /proc/PID/pagemap when the ceiling counts 16 KiB pages (`--page-size 16K`), else -1.
    private let pagemapFD: Int32

    public init(
        pid: pid_t, limitBytes: Int64, killAtLimit: Bool, intervalMicroseconds: Int, expireSeconds: Double, warningBytes: Int64 = 0,
        largePages: Bool = false
    ) {
        self.pid = pid
        statmFD = open("/proc/\(pid)/statm", O_RDONLY | O_CLOEXEC)
        self.warningBytes = warningBytes
        pagemapFD = largePages ? open("/proc/\(pid)/pagemap", O_RDONLY | O_CLOEXEC) : -1
        self.limitBytes = limitBytes
        self.killAtLimit = killAtLimit
        intervalNanoseconds = max(intervalMicroseconds, 0) * 1000
        nearIntervalNanoseconds = min(intervalNanoseconds, FootprintMonitor.nearIntervalMicroseconds * 1000)
        nearLimitBytes = FootprintMonitor.nearLimitBytes(limitBytes: limitBytes)
        self.expireSeconds = expireSeconds
        deadlineBits = Atomic((FootprintMonitor.now() + expireSeconds).bitPattern)
    }

    /// Starts the expiry clock again (a new push began).
    public func restartExpiry(extraSeconds: Double = 0) {
        deadlineBits.store((FootprintMonitor.now() + expireSeconds + extraSeconds).bitPattern, ordering: .relaxed)
    }

    deinit {
        if statmFD >= 0 { close(statmFD) }
        if pagemapFD >= 0 { close(pagemapFD) }
    }

    /// The footprint the ceiling counts: RssAnon + VmSwap in 4 KiB pages, or (`--page-size 16K`)
    /// whole 16 KiB blocks with any page present (PageFootprint, ~1 ms a read; -1: gone).
    private func sample() -> Int64 {
        if pagemapFD >= 0 {
            if let pages = PageFootprint.read(pagemapFD: pagemapFD) { return pages.bytes16K }
            return -1
        }
        return statmFD >= 0 ? memlab_statm_anon_bytes(statmFD) : -1
    }

    /// The watchdog polls faster once the footprint nears the limit: what it overshoots by is
    /// what the worker allocates between two polls (JSC fills typed arrays at ~1.5 GB/s, about
    /// 150 KiB per 100 µs), and far from the limit a slower poll costs nothing in exactness.
    public static let nearIntervalMicroseconds = 20

    /// How far below the limit the faster polling starts: an eighth of the limit, at least 2 MiB
    /// (3 MiB under 24 MiB), so a ramp is polled fast well before it can reach the limit.
    public static func nearLimitBytes(limitBytes: Int64) -> Int64 {
        max(2 << 20, limitBytes / 8)
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    public func start() {
        let thread = Thread { [self] in self.loop() }
        thread.name = "memlab footprint monitor"
        thread.start()
    }

    private func loop() {
        defer { finished.signal() }
        _ = memlab_set_timer_slack_ns(1)
        if killAtLimit && intervalNanoseconds > 0 {
            // On a loaded machine an ordinary thread can wait milliseconds for a core
            // while the worker allocates (bench: 167 MiB of overshoot at load 5). A
            // real-time thread that sleeps between polls preempts the worker when it wakes.
            var parameters = sched_param(sched_priority: 1)
            realtimeGranted.store(pthread_setschedparam(pthread_self(), SCHED_FIFO, &parameters) == 0, ordering: .relaxed)
        }
        var pause = timespec(tv_sec: intervalNanoseconds / 1_000_000_000, tv_nsec: intervalNanoseconds % 1_000_000_000)
        var nearPause = timespec(tv_sec: nearIntervalNanoseconds / 1_000_000_000, tv_nsec: nearIntervalNanoseconds % 1_000_000_000)
        let nearFrom = limitBytes - nearLimitBytes
        var iteration = 0
        while !stopRequested.load(ordering: .relaxed) {
            let footprint = sample()
            if footprint < 0 { return }  // gone (or a zombie whose memory is released)
            if warningBytes > 0 && footprint >= warningBytes && pushWarning.load(ordering: .relaxed) == 0 {
                pushWarning.store(footprint, ordering: .relaxed)
            }
            samples.add(1, ordering: .relaxed)
            if footprint > peak.load(ordering: .relaxed) { peak.store(footprint, ordering: .relaxed) }
            if footprint > pushPeak.load(ordering: .relaxed) { pushPeak.store(footprint, ordering: .relaxed) }
            if killAtLimit && footprint > limitBytes {
                kill(pid, SIGKILL)
                seenAtFiring.store(footprint, ordering: .relaxed)
                firing.store(Firing.ceiling.rawValue, ordering: .relaxed)
                return
            }
            iteration += 1
            if iteration % 64 == 0 || intervalNanoseconds >= 1_000_000, FootprintMonitor.now() > Double(bitPattern: deadlineBits.load(ordering: .relaxed)) {
                kill(pid, SIGKILL)
                firing.store(Firing.expired.rawValue, ordering: .relaxed)
                return
            }
            if intervalNanoseconds == 0 {
                sched_yield()
            } else if killAtLimit && footprint >= nearFrom {
                nanosleep(&nearPause, nil)
            } else {
                nanosleep(&pause, nil)
            }
        }
    }

    /// Stops sampling and waits for the thread; safe to call more than once.
    public func stop() {
        if stopRequested.exchange(true, ordering: .relaxed) { return }
        finished.wait()
    }

    public var peakBytes: Int64 { peak.load(ordering: .relaxed) }

    /// The highest footprint sampled since the last call (a push's, when called at each push's
    /// frame), and starts again. 0 when nothing was sampled meanwhile.
    public func takePushPeak() -> Int64 { pushPeak.exchange(0, ordering: .relaxed) }

    /// The first footprint sampled at or past the warning level since the last call (0: none), and starts again.
    public func takePushWarning() -> Int64 { pushWarning.exchange(0, ordering: .relaxed) }
    /// Whether the watchdog thread ran with real-time priority (SCHED_FIFO; needs root or CAP_SYS_NICE).
    public var realtime: Bool { realtimeGranted.load(ordering: .relaxed) }
    public var sampleCount: Int { samples.load(ordering: .relaxed) }
    public var fired: Firing { Firing(rawValue: firing.load(ordering: .relaxed)) ?? .none }
    /// Footprint seen when the watchdog fired, past the limit.
    public var overshootBytes: Int64? {
        fired == .ceiling ? seenAtFiring.load(ordering: .relaxed) - limitBytes : nil
    }
}
