import Foundation
import MemlabProtocol

/// Everything read from the workers of one run, folded as it arrived: the frames the record
/// needs, each push's record (PushTable), the monitor's findings, how the worker ended. Bounded:
/// a chatty or hostile worker cannot make memlab hold more than the caps below.
struct Collected {
    var frames: [WorkerFrame] = []
    var problems: [String] = []
    var stderrTail = ""
    var exit: WorkerExit = .exited(0)
    var monitorFiring: FootprintMonitor.Firing = .none
    var monitorPeakBytes: Int64 = 0
    /// The monitor's peak outside `--explain`'s snapshots (what it sampled up to each push frame
    /// and each snapshot's start, and after the last): the run's peak, which a snapshot's own
    /// memory is not part of (it is the snapshot's `peakFootprintBytes`).
    var peakOutsideSnapshots: Int64 = 0
    var overshootBytes: Int64?
    var monitorRealtime = false
    /// The limits the worker was started under.
    var rlimits: [String: Int64] = [:]
    /// memlab was interrupted while this worker ran (it was killed).
    var interrupted = false
    /// waitpid failed: `exit` is then unknown (RecordBuilder reports no exit status).
    var waitFailure: WorkerWaitError?
    /// Each push's highest footprint sampled and, under the cgroup backend, its exact peak charge.
    var pushPeaks: [Int: PushPeak] = [:]
    /// The highest per-push charge read (resetting the kernel's mark per push loses the run's own).
    var chargePeakBytes: Int64?
    /// Each push's first footprint sampled at or past 80 % of the limit (iOS's memory warning).
    var pushWarnings: [Int: Int64] = [:]

    mutating func noteWarning(_ bytes: Int64, push: Int) {
        if bytes > 0 && pushWarnings[push] == nil { pushWarnings[push] = bytes }
    }
    /// Each push, folded from its push frame and first notification as they arrive
    /// (RecordAssembler.fold): a long run keeps one compact record per push, not its frames.
    var pushRecords = PushTable()
    /// The pushes whose push frame arrived (they finished, however they ended).
    var finishedPushes = PushIndexSet()
    /// The highest footprint those push frames reported.
    var pushFootprintPeakBytes: Int64 = 0
    /// `--explain`: the heap snapshots the worker finished sending, in order, and the text of
    /// the one it is sending (a snapshot cut short by the worker's end is dropped).
    var snapshots: [CollectedSnapshot] = []
    var snapshotInProgress: (label: String, push: Int, data: Data)?
    /// The sites the worker sent for the snapshot in progress (SnapshotSitesFrame), by address.
    var sitesInProgress: [UInt64: SnapshotSite] = [:]
    /// What the monitor saw of the push before a snapshot began (its peak, its first sample
    /// past 80 %), carried to the push's frame; what it saw during the snapshot is the
    /// snapshot's (`peakFootprintBytes` of `explain.snapshots`), in no push's peak.
    var carriedPeak: Int64 = 0
    var carriedWarning: Int64 = 0
    var snapshotPeaks: [String: Int64] = [:]
    /// The push frames' per-type censuses (`typeCounts`), in order: the only part of a push
    /// frame kept apart from its record.
    var typeCensuses: [(push: Int, counts: [String: Int64])] = []
    /// Whether a push frame said the worker's store was open (it sent the store's memory), and
    /// the largest table the last such frame named.
    var storageOpened = false
    var largestStore: StoreReport?

    struct PushPeak: Equatable {
        var footprintBytes: Int64
    }

    static let maximumConsoleFrames = 1_000
    /// The text of one heap snapshot (`--explain`) the parent keeps: 256 MiB, some millions of
    /// cells (a 24 MiB heap's is under 1 MiB); a worker sending more is not believed.
    static let maximumSnapshotBytes = 256 << 20
    /// What the worker's parent port may send in a run (`port-messages`: `memlab wpt`'s results).
    static let maximumPortMessageCharacters = 64 << 20
    private var portMessageCharacters = 0
    static let maximumCheckpointFrames = 10_000
    /// Problems kept (frames the parent could not read, frames the worker left out).
    static let maximumProblems = 100
    private var oversizedFrames = 0
    private var consoleFrames = 0
    private var checkpointFrames = 0
    private var notificationsByPush: [Int: Int] = [:]
    private var extraNotifications = 0
    /// Notifications kept per push (the worker streams at most 20), and past each push's
    /// first, in the whole run.
    static let maximumNotificationsPerPush = 20
    static let maximumExtraNotifications = 10_000
    /// Checkpoints received past the cap (the record keeps the first ones and the last).
    var checkpointsDropped = 0

    /// Bounds what a chatty worker can make memlab hold: console lines, notifications (every
    /// push's first, the others up to the bounds above), checkpoints (the latest replaces the last kept).
    mutating func keeps(_ frame: WorkerFrame) -> Bool {
        switch frame {
        case .console, .uncaught:
            consoleFrames += 1
            return consoleFrames <= Collected.maximumConsoleFrames
        case .notification(let notification):
            let count = notificationsByPush[notification.push, default: 0]
            guard count == 0 || (count < Collected.maximumNotificationsPerPush && extraNotifications < Collected.maximumExtraNotifications)
            else { return false }
            if count > 0 { extraNotifications += 1 }
            notificationsByPush[notification.push] = count + 1
            return true
        case .checkpoint:
            checkpointFrames += 1
            if checkpointFrames <= Collected.maximumCheckpointFrames { return true }
            if let last = frames.lastIndex(where: { $0.checkpoint != nil }) { frames.remove(at: last) }
            checkpointsDropped += 1
            return true
        case .oversized:
            oversizedFrames += 1
            return oversizedFrames <= Collected.maximumProblems
        case .portMessages(let messages):
            portMessageCharacters += messages.data.utf16.count
            return portMessageCharacters <= Collected.maximumPortMessageCharacters
        case .hello, .baseline, .loaded, .ceiling, .ceilingHit, .push, .failure, .done, .snapshotChunk, .snapshot, .lifecycle, .snapshotSites:
            return true
        }
    }

    /// A snapshot's piece, or its closing frame: the text is kept apart from the frames.
    mutating func takeSnapshot(_ frame: WorkerFrame, limit: Int = Collected.maximumSnapshotBytes) {
        switch frame {
        case .snapshotChunk(let chunk):
            if snapshotInProgress?.label != chunk.label { snapshotInProgress = (chunk.label, snapshotInProgress?.push ?? 0, Data()) }
            // Bounded: past the limit the text is kept no further (the closing frame's byte
            // count then differs, and the snapshot is reported as not arrived whole).
            if snapshotInProgress!.data.count + chunk.data.utf8.count <= limit {
                snapshotInProgress!.data.append(contentsOf: Array(chunk.data.utf8))
            }
        case .snapshotSites(let sites):
            // At most as many as the snapshot has functions, timers and listeners; the cap guards the parent.
            for site in sites.sites where sitesInProgress.count < CollectedSnapshot.maximumSites { sitesInProgress[site.address] = site }
        case .snapshot(let closing) where closing.started == true:
            snapshotInProgress = (closing.label, closing.push, Data())
            sitesInProgress = [:]
        case .snapshot(let closing):
            var data = Data()
            if let progress = snapshotInProgress, progress.label == closing.label { data = progress.data }
            snapshotInProgress = nil
            if snapshots.count < CollectedSnapshot.maximum {
                snapshots.append(
                    CollectedSnapshot(frame: closing, data: closing.error == nil && data.count == closing.bytes ? data : nil, sites: sitesInProgress))
            }
            sitesInProgress = [:]
        default: break
        }
    }

    /// Takes a batch of frames as the worker sent them: renumbered by `pushOffset` (process
    /// isolation), bounded by `keeps`, each push's peak noted. A batch means the worker is ahead
    /// of memlab: the monitor's maximum since the last push frame (`sampledPeak`) goes to the
    /// last push frame of the batch only (the earlier ones are over, and what it sampled may be
    /// a later push's); they keep their after-GC sample. `accepted` sees each frame kept.
    mutating func take(
        _ results: [Result<WorkerFrame, FrameReader.Problem>], maximumPush: Int, pushOffset: Int, keepStartFrames: Bool,
        sampledPeak: () -> Int64, sampledWarning: () -> Int64 = { 0 }, accepted: (WorkerFrame, PushPeak?) -> Void = { _, _ in }
    ) {
        let lastPush = results.lastIndex { if case .success(let frame) = $0 { return frame.kind == .push } else { return false } }
        // A snapshot begun after the batch's last push frame: what the monitor sampled until now
        // may be the snapshot's building, so it is the snapshot's, not the push's (which keeps its
        // after-GC sample; the cgroup's exact mark is reset between the two either way).
        let snapshotAfterLastPush =
            lastPush.map { last in
                results[(last + 1)...].contains { if case .success(let frame) = $0 { return frame.snapshot?.started == true } else { return false } }
            } ?? false
        var sampledBySnapshot: Int64 = 0
        for (position, result) in results.enumerated() {
            switch result {
            case .success(var frame):
                if !keepStartFrames && (frame.kind == .hello || frame.kind == .baseline) { continue }
                if let push = frame.push {
                    guard push >= 0 && push <= maximumPush else {
                        if problems.count < Collected.maximumProblems {
                            problems.append("the worker sent a \(frame.kind.rawValue) frame for push \(push), which does not exist; it was dropped")
                        }
                        continue
                    }
                    frame.push = push + pushOffset
                }
                guard keeps(frame) else { continue }
                var peak: PushPeak?
                if case .snapshot(let snapshot) = frame {
                    if snapshot.started == true && sampledBySnapshot > 0 {
                        _ = sampledWarning()
                    } else if snapshot.started == true {
                        carriedPeak = max(carriedPeak, sampledPeak())
                        peakOutsideSnapshots = max(peakOutsideSnapshots, carriedPeak)
                        let warning = sampledWarning()
                        if carriedWarning == 0 { carriedWarning = warning }
                    } else {
                        snapshotPeaks[snapshot.label] = max(sampledPeak(), sampledBySnapshot)
                        sampledBySnapshot = 0
                        _ = sampledWarning()
                    }
                }
                if frame.kind == .push {
                    // The push's peak: what the monitor sampled during it (its after-GC sample
                    // at least), and the cgroup's exact high-water mark where there is one.
                    let index = frame.push ?? 0
                    if position == lastPush && snapshotAfterLastPush { sampledBySnapshot = max(1, sampledPeak()) }
                    let sampled = max(position == lastPush && !snapshotAfterLastPush ? sampledPeak() : 0, carriedPeak)
                    peakOutsideSnapshots = max(peakOutsideSnapshots, sampled)
                    carriedPeak = 0
                    if let charge = frame.pushFrame?[.peakChargeBytes] { chargePeakBytes = max(chargePeakBytes ?? 0, charge) }
                    // Into the push's record below, as it is folded (`pushPeaks` holds only
                    // what a spool's peak line says of a push not read yet).
                    peak = PushPeak(footprintBytes: max(sampled, frame.footprintBytes ?? 0))
                    if position == lastPush {
                        let warning = snapshotAfterLastPush ? 0 : sampledWarning()
                        noteWarning(carriedWarning > 0 ? carriedWarning : warning, push: index)
                    } else if carriedWarning > 0 {
                        noteWarning(carriedWarning, push: index)
                    }
                    carriedWarning = 0
                }
                switch frame {
                case .push(let push):
                    RecordAssembler.fold(push, into: &pushRecords[push.push, default: RecordAssembler.emptyPush(push.push)])
                    finishedPushes.insert(push.push)
                    // Its peak goes straight into its record (as RecordAssembler would put it).
                    if let peak {
                        pushRecords.setPeakFootprintBytes(peak.footprintBytes > 0 ? peak.footprintBytes : nil, index: push.push)
                    }
                    // A push's notifications are counted while it runs (all of them come before its push frame).
                    notificationsByPush[push.push] = nil
                    if let footprint = push[.footprintBytes] { pushFootprintPeakBytes = max(pushFootprintPeakBytes, footprint) }
                    if let counts = push.typeCounts { typeCensuses.append((push.push, counts)) }
                    if push[.storageMemoryBytes] != nil { storageOpened = true; largestStore = push.store ?? largestStore }
                case .notification(let notification):
                    RecordAssembler.fold(notification, into: &pushRecords[notification.push, default: RecordAssembler.emptyPush(notification.push)])
                case .snapshotChunk, .snapshot, .snapshotSites:
                    takeSnapshot(frame)
                default:
                    frames.append(frame)
                }
                accepted(frame, peak)
            case .failure(let problem):
                if problems.count < Collected.maximumProblems { problems.append(problem.sentence) }
            }
        }
    }

    /// Appends another worker's collection (process isolation): its frames after this one's,
    /// its end as the end of the whole.
    mutating func absorb(_ other: Collected) {
        frames += other.frames
        problems += other.problems
        stderrTail = other.stderrTail
        exit = other.exit
        monitorFiring = other.monitorFiring
        monitorPeakBytes = max(monitorPeakBytes, other.monitorPeakBytes)
        peakOutsideSnapshots = max(peakOutsideSnapshots, other.peakOutsideSnapshots)
        overshootBytes = other.overshootBytes
        monitorRealtime = other.monitorRealtime
        if rlimits.isEmpty { rlimits = other.rlimits }
        interrupted = interrupted || other.interrupted
        waitFailure = other.waitFailure
        checkpointsDropped += other.checkpointsDropped
        pushPeaks.merge(other.pushPeaks) { _, new in new }
        pushWarnings.merge(other.pushWarnings) { old, _ in old }
        pushRecords.merge(other.pushRecords)
        finishedPushes.formUnion(other.finishedPushes)
        pushFootprintPeakBytes = max(pushFootprintPeakBytes, other.pushFootprintPeakBytes)
        typeCensuses += other.typeCensuses
        storageOpened = storageOpened || other.storageOpened
        largestStore = other.largestStore ?? largestStore
        snapshots += other.snapshots
        snapshotPeaks.merge(other.snapshotPeaks) { _, new in new }
        if let charge = other.chargePeakBytes { chargePeakBytes = max(chargePeakBytes ?? 0, charge) }
    }
}

extension Collected {
    /// A run's frames read back from its spool (SpoolRecovery), through the same `take` as a live run.
    struct Replay {
        var collected = Collected()
        var maximumPush = 0
        private var reader = FrameReader()
        private var pushOffset = 0
        private var keepStartFrames = true

        mutating func beginWorker(offset: Int, keepStart: Bool) {
            reader = FrameReader()
            pushOffset = offset
            keepStartFrames = keepStart
        }

        mutating func feed(_ bytes: [UInt8]) {
            collected.take(reader.feed(bytes), maximumPush: maximumPush, pushOffset: pushOffset, keepStartFrames: keepStartFrames, sampledPeak: { 0 })
        }

        /// The monitor's sampled peak for a push, as the live run noted it.
        mutating func peak(push: Int, bytes: Int64) {
            // The push's record has it already, when its frame was read (it comes before its peak).
            if collected.pushPeaks[push] == nil, let record = collected.pushRecords[push] {
                collected.pushRecords.setPeakFootprintBytes(max(record[.peakFootprintBytes] ?? 0, bytes), index: push)
                return
            }
            let kept = collected.pushPeaks[push]?.footprintBytes ?? 0
            collected.pushPeaks[push] = Collected.PushPeak(footprintBytes: max(kept, bytes))
        }

        mutating func endWorker(exit: WorkerExit) { collected.exit = exit }
    }
}
