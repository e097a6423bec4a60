import Foundation

/// Device mode (`--mode device`): pushes run as a device runs them. One worker process is reused
/// for push after push, with no forced collection and no free-page release between them (JSC's
/// own heuristics and timers run while the worker waits out `--gap`, and libpas's scavenger thread
/// is on); after a kill or an expiry the next push goes to a fresh worker process, as iOS starts
/// the extension again for the next notification. What counts is the share of pushes whose user
/// saw the modified content.
public struct DeviceReplay: Sendable, Equatable {
    /// A push that ended its worker process: killed at the ceiling, expired or crashed.
    public struct Ending: Sendable, Equatable {
        public var push: Int
        public var reason: PushRecord.Reason
    }

    public var endings: [Ending] = []
    /// Worker processes started (the warm-up worker not counted).
    public var processes = 0
    /// Each push's process (1-based), by push index.
    public var processOfPush: [Int: Int] = [:]

    /// Puts the endings the final record does not know (all but the last worker's) into its pushes,
    /// and the replay's headline.
    func apply(to record: inout RunRecord, plan: RunPlan) {
        var pushes = Dictionary(record.pushes.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        for ending in endings where pushes[ending.push]?.outcome != .modified {
            var push = pushes[ending.push] ?? PushRecord(index: ending.push, outcome: .originalContent)
            push.outcome = .originalContent
            push.reason = ending.reason
            pushes[ending.push] = push
        }
        for (index, process) in processOfPush { pushes[index]?[.process] = Int64(process) }
        record.pushes = PushList(pushes.keys.sorted().compactMap { pushes[$0] })
        let reasons = record.pushes.compactMap(\.reason)
        var device = DeviceSummary(
            gapSeconds: plan.gapSeconds, pushes: record.pushes.count,
            modified: record.pushes.filter { $0.outcome == .modified }.count,
            kills: reasons.filter { $0 == .killedAtCeiling }.count, expiries: reasons.filter { $0 == .expired }.count,
            processes: processes)
        device.firstKillAtPush = record.pushes.first { $0.reason == .killedAtCeiling }?.index
        record.device = device
        // The leak fit assumes one process and a collection before each sample: neither holds here.
        record.verdict = nil
    }
}

extension RunPipeline {
    /// Runs the pushes in device mode: a worker for as long as it lives, then a fresh one.
    func replayAsOnTheDevice(
        launcher: WorkerLauncher, collector: FrameCollector, containment: Containment, storage: String? = nil,
        registration: RunPlan.Registration = .new
    ) throws(MemlabError) -> (Collected, DeviceReplay) {
        let backend = containment.backend
        let cgroup = containment.cgroup
        var collected = Collected()
        var replay = DeviceReplay()
        // Every worker opens the same storage directory's database, as an extension's on-disk
        // store survives its process: what a killed push committed stays (with --storage-in
        // memory, the worker writes the file after every push that completed).
        var accounted = 0  // pushes finished or ended by a kill, over all workers so far
        var kills = cgroup?.oomKills ?? 0
        // The first process installs (unless the store says it is installed); later ones do not.
        var lifecycle: WorkerArguments.Lifecycle = registration == .installed ? .installed : .run
        while accounted < plan.pushes {
            replay.processes += 1
            let worker = try launcher.launch(
                mode: .run, backend: backend, procsFD: containment.procsFD, chargePeakFile: cgroup?.highWaterMarkFile,
                storage: storage, pushCount: plan.pushes - accounted, pushesBefore: accounted,
                lifecycle: lifecycle)
            var one = collector.collect(
                worker, backend: backend, limitBytes: plan.limit.bytes, expireSeconds: plan.expireSeconds,
                pushOffset: accounted, keepStartFrames: replay.processes == 1)
            one.rlimits = worker.rlimits
            let finished = one.finishedPushes
            for push in finished { replay.processOfPush[push] = replay.processes }
            let lastFinished = finished.max() ?? accounted
            let nowKills = cgroup?.oomKills ?? 0
            let end = Measurement(
                plan: plan, probe: ProbeSource(path: plan.probePath, bytes: []), collected: one, backend: backend, detail: "",
                cgroupKilled: nowKills > kills, elapsedSeconds: 0
            ).end
            kills = nowKills
            collected.absorb(one)
            if lifecycle == .run { lifecycle = RunPipeline.nextLifecycle(after: one) }
            accounted = lastFinished
            guard !Interruption.requested, lastFinished < plan.pushes else { break }
            // The worker ended with pushes left: a kill, an expiry or a crash ends the push it was in,
            // and the next notification starts a fresh process; anything else (a probe that does not
            // load, memlab's own failure) ends the run.
            let reason: PushRecord.Reason
            switch end.kind {
            case .killedAtCeiling: reason = .killedAtCeiling
            case .expired: reason = .expired
            case .crashed: reason = .crashed
            default: return (collected, replay)
            }
            // An expiry before the probe ever loaded would repeat in every process.
            if end.kind == .expired && !one.frames.contains(where: { $0.kind == .loaded }) { return (collected, replay) }
            replay.endings.append(DeviceReplay.Ending(push: lastFinished + 1, reason: reason))
            replay.processOfPush[lastFinished + 1] = replay.processes
            accounted = lastFinished + 1
        }
        return (collected, replay)
    }
}
