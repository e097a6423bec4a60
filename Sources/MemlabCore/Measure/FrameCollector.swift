import Foundation

/// Things a run reports while it goes, for a progress line on a terminal.
public protocol RunObserver: AnyObject {
    func runDidStartWorker(backend: String, detail: String)
    func runDidReceive(_ frame: WorkerFrame)
    /// The run goes on with a second measurement (`--check-allocator`): `what` says which.
    func runWillMeasureAgain(_ what: String)
}

extension RunObserver {
    public func runWillMeasureAgain(_ what: String) {}
}

/// Reads one worker: its frames (fd 3) and its stderr until both close, with the footprint
/// monitor watching it (the watchdog's kill, the expiry, the 80 % warning, each push's sampled
/// peak), then reaps it. What it read is a `Collected`, folded as it arrives.
struct FrameCollector {
    let plan: RunPlan
    weak var observer: RunObserver?

    /// Under the cgroup backend, how long memlab lets the worker's frames gather after reading a
    /// few small ones (a push's are 1-3 KiB) before it polls again. Reading each frame as it was
    /// written woke memlab two or three times a push, and each wake-up cost the worker's write
    /// its share of a scheduler switch and, on a busy machine, its CPU: measured side by side
    /// under load, a clean push took 0.93x the time and the two processes 0.95x the CPU with a
    /// 2 ms pause. Nothing waits on those frames: the kernel enforces the ceiling and the
    /// footprint monitor, on its own thread, expiry and the warning. The push's sampled peak is
    /// then the monitor's highest since the previous read, not since the previous push (the
    /// cgroup's exact peak, which the worker reads itself, is the one the summary gives). Where
    /// that exact peak is missing (a kernel that cannot reset `memory.peak`), and under the
    /// watchdog and rlimit backends, the sampled peak is the only per-push one: memlab reads at once.
    static let cgroupReadPauseMicroseconds: UInt32 = 2000
    /// A read shorter than this is a push's frames, after which memlab pauses; longer reads (a
    /// heap snapshot's chunks) are drained without pausing.
    static let pausedReadBytes = 16 << 10

    /// Reads frames and stderr until both close, with the footprint monitor running; then reaps.
    /// - Parameters:
    ///   - pushOffset: added to push indices (process isolation: the n-th worker's push 1 is push n).
    ///   - keepStartFrames: whether this worker's hello and baseline frames belong in the record.
    func collect(
        _ worker: WorkerProcess, backend: RunPlan.Enforcement?, limitBytes: Int64, expireSeconds: Double,
        pushOffset: Int = 0, keepStartFrames: Bool = true, reportsProgress: Bool = true, spool: SpoolWriter? = nil
    ) -> Collected {
        var collected = Collected()
        collected.pushRecords.reserveCapacity(plan.isolation == .process ? 1 : plan.pushes)
        spool?.beginWorker(offset: pushOffset, keepStart: keepStartFrames)
        let monitor = FootprintMonitor(
            pid: worker.pid, limitBytes: limitBytes, killAtLimit: backend == .watchdog,
            intervalMicroseconds: backend == .watchdog ? plan.watchdogIntervalMicroseconds : 1000,
            expireSeconds: expireSeconds, warningBytes: limitBytes > 0 ? plan.warningBytes : 0,
            largePages: backend == .watchdog && plan.pageSize == .large)
        monitor.start()
        var reader = FrameReader()
        var descriptors = [
            pollfd(fd: worker.frameFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: worker.stderrFD, events: Int16(POLLIN), revents: 0)
        ]
        var open = [true, true]
        var buffer = [UInt8](repeating: 0, count: 65536)
        var stderrBytes: [UInt8] = []
        let stderrKeep = 8192
        // Whether the worker's pushes carry the cgroup's exact peak (not where the kernel cannot
        // reset it): only then may frames gather between reads (cgroupReadPauseMicroseconds).
        var exactPeaks = false
        func take(_ results: [Result<WorkerFrame, FrameReader.Problem>]) {
            collected.take(
                results, maximumPush: plan.pushes, pushOffset: pushOffset, keepStartFrames: keepStartFrames,
                sampledPeak: { monitor.takePushPeak() }, sampledWarning: { monitor.takePushWarning() }
            ) { frame, peak in
                // Each push has its own expiry, like each notification in a reused NSE (device
                // mode: the gap the worker then waits is not the next push's time).
                // A lifecycle event (install, activate) ends under the same expiry as a push: the
                // next event, or push 1, has its own from there.
                if frame.kind == .lifecycle { monitor.restartExpiry() }
                if frame.kind == .push {
                    exactPeaks = frame.pushFrame?[.peakChargeBytes] != nil
                    monitor.restartExpiry(extraSeconds: plan.mode == .device ? plan.gapSeconds : 0)
                    if let peak, let index = frame.push, peak.footprintBytes > (frame.footprintBytes ?? 0) {
                        spool?.peak(push: index, bytes: peak.footprintBytes)
                    }
                }
                if reportsProgress { observer?.runDidReceive(frame) }
            }
        }
        while open[0] || open[1] {
            for i in 0..<2 { descriptors[i].fd = open[i] ? (i == 0 ? worker.frameFD : worker.stderrFD) : -1; descriptors[i].revents = 0 }
            let ready = poll(&descriptors, 2, 250)
            if ready < 0 { if errno == EINTR { continue }; break }
            if ready == 0 { continue }
            var coalesce = false
            for i in 0..<2 where open[i] && descriptors[i].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[i].fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { open[i] = false; continue }
                if i == 0 {
                    spool?.append(buffer[0..<count])
                    take(reader.feed(buffer[0..<count]))
                    coalesce = backend == .cgroup && exactPeaks && count < FrameCollector.pausedReadBytes
                } else {
                    stderrBytes.append(contentsOf: buffer[0..<count])
                    if stderrBytes.count > stderrKeep * 2 { stderrBytes.removeFirst(stderrBytes.count - stderrKeep) }
                }
            }
            if coalesce { usleep(FrameCollector.cgroupReadPauseMicroseconds) }
        }
        take(reader.finish())
        monitor.stop()
        // A warning in the push the worker never finished (killed, expired) belongs to that push.
        let lastFinished = collected.finishedPushes.max() ?? pushOffset
        collected.noteWarning(monitor.takePushWarning(), push: lastFinished + 1)
        do {
            collected.exit = try worker.wait()
            spool?.exit(collected.exit)
        } catch {
            collected.waitFailure = error
            collected.problems.append(error.sentence)
        }
        collected.interrupted = Interruption.requested
        collected.monitorFiring = monitor.fired
        // With snapshots, the run's peak leaves their time out: what the monitor sampled between
        // them (a worker killed while taking one: that too, it is what the kill saw).
        if collected.snapshotPeaks.isEmpty && collected.snapshotInProgress == nil {
            collected.monitorPeakBytes = monitor.peakBytes
        } else {
            collected.monitorPeakBytes = max(collected.peakOutsideSnapshots, monitor.takePushPeak())
        }
        collected.overshootBytes = monitor.overshootBytes
        collected.monitorRealtime = monitor.realtime
        collected.stderrTail = String(decoding: stderrBytes.suffix(stderrKeep), as: UTF8.self)
        return collected
    }
}
