import Foundation
import Synchronization

/// Things a run reports while it goes, for a progress line on a terminal.
public protocol RunObserver: AnyObject {
    func runDidStartWorker(backend: String, detail: String)
    func runDidReceive(_ frame: WorkerFrame)
}

/// Carries out `memlab run`: measures the runtime's baseline in a warm-up
/// worker, starts the real worker under the ceiling, collects its frames until
/// it ends however it ends, and builds the record. Every frame received before a
/// kill is in the record.
public struct Runner {
    public let options: RunOptions
    public weak var observer: RunObserver?
    /// The runtime's baseline footprint, when an earlier run of this process already
    /// measured it (and so also cached the libraries): the warm-up worker is then skipped.
    public var knownBaselineBytes: Int64?
    /// What one minimal push needs (measured by that warm-up worker too), when known.
    public var knownMinimalPushBytes: Int64?
    /// Where the run's frames are spooled as they arrive (Spool.swift), when the command keeps a
    /// spool: it removes it (`finish()`) once it has written the record.
    public var spool: SpoolSlot?

    public init(options: RunOptions, observer: RunObserver? = nil) {
        self.options = options
        self.observer = observer
    }

    /// The worker binary: $MEMLAB_WORKER, else next to this executable.
    public static func locateWorker(explicit: String?) throws(MemlabError) -> String {
        let candidate: String
        if let explicit {
            candidate = explicit
        } else if let fromEnvironment = ProcessInfo.processInfo.environment["MEMLAB_WORKER"], !fromEnvironment.isEmpty {
            candidate = fromEnvironment
        } else {
            let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
            candidate = (executable as NSString).deletingLastPathComponent + "/memlab-worker"
        }
        guard access(candidate, X_OK) == 0 else {
            throw MemlabError(.unavailable, "the worker binary \(candidate) is missing or not executable; rebuild with `make build` or set MEMLAB_WORKER")
        }
        return candidate
    }

    struct Probe {
        var path: String
        var bytes: [UInt8]
    }

    static func loadProbe(_ path: String) throws(MemlabError) -> Probe {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MemlabError(.noInput, "the probe \(path) does not exist; check the path (probes live in probes/)")
        }
        guard !isDirectory.boolValue else {
            throw MemlabError(.noInput, "the probe \(path) is a directory; give a .js file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MemlabError(.noInput, "the probe \(path) cannot be read (\(String(cString: strerror(errno)))); check its permissions")
        }
        return Probe(path: path, bytes: [UInt8](data))
    }

    /// Which backend `auto` (or the user) gets, or why not; with the cgroup, how memlab came
    /// to have one (CgroupDelegation); with `auto`'s fallback, the sentence saying why.
    public static func resolveBackend(_ choice: RunOptions.Enforcement) throws(MemlabError)
        -> (RunOptions.Enforcement, CgroupDelegation.Established?, fallbackReason: String?)
    {
        switch choice {
        case .cgroup:
            switch CgroupDelegation.establish() {
            case .success(let established): return (.cgroup, established, nil)
            case .failure(let error):
                throw MemlabError(.unavailable, "--enforce cgroup is not available: \(error.sentence)")
            }
        case .auto:
            // Most exact first: the kernel's own accounting, then footprint polling.
            switch CgroupDelegation.establish() {
            case .success(let established): return (.cgroup, established, nil)
            case .failure(let error): return (.watchdog, nil, "auto chose the watchdog, not the exact cgroup ceiling: " + error.sentence)
            }
        case .rlimit, .watchdog:
            return (choice, nil, nil)
        }
    }

    /// Runs the probe; the record, assembled by RecordAssembler, carries the command's `sections`.
    public func run(sections: RecordSections = RecordSections()) throws(MemlabError) -> RunRecord {
        let started = FootprintMonitor.now()
        let probe = try Runner.loadProbe(options.probePath)
        let workerPath = try Runner.locateWorker(explicit: options.workerPath)
        if let fixtures = options.fixturesDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fixtures, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw MemlabError(
                    .noInput, "the fixtures directory \(fixtures) does not exist; create it or point --fixtures at the directory fetch() should serve")
            }
        }
        if let payload = options.payload, payload.count > RunOptions.maximumPayloadBytes {
            throw MemlabError.usage("the payload is \(payload.count) bytes, over the 4096-byte limit APNs puts on a push; make it smaller")
        }
        var storageFile = try options.storageDirectory.flatMap { (directory) throws(MemlabError) in try StorageFile.existing(in: directory) }
        var storageFinished = false
        defer { if let storageFile, storageFile.hasSuffix(".tmp") { unlink(storageFile) } }
        let (backend, delegation, fallbackReason) = try Runner.resolveBackend(options.enforcement)
        let cgroupParent = delegation?.parent
        if let cgroupParent { MemoryCgroup.reapLeftovers(in: cgroupParent) }

        let warmFootprint: Int64
        var minimalPush = knownMinimalPushBytes
        if let knownBaselineBytes { warmFootprint = knownBaselineBytes } else { (warmFootprint, minimalPush) = try warmUp(workerPath: workerPath) }
        // The host reserve comes on top of what the warm-up worker (which has none) measured.
        let reserve = options.hostReserveBytes
        let reserveClause = reserve > 0 ? " and the \(ByteSize(bytes: reserve)) host reserve" : ""
        guard options.limit.bytes > warmFootprint + reserve else {
            throw MemlabError.usage(
                "--limit \(options.limit) is below what the runtime alone needs (\(ByteSize(bytes: warmFootprint)) baseline footprint\(reserveClause)); raise --limit"
            )
        }
        if let minimalPush, options.limit.bytes < minimalPush + reserve {
            throw MemlabError.usage(
                "--limit \(options.limit) cannot hold the runtime and one push: a push context with a handler that shows one notification needs \(ByteSize(bytes: minimalPush + reserve)) here (footprint and page tables, measured\(reserve > 0 ? ", with the \(ByteSize(bytes: reserve)) host reserve" : "")); raise --limit above that"
            )
        }

        var cgroup: MemoryCgroup?
        var procsFD: Int32 = -1
        var detail: String
        switch backend {
        case .cgroup:
            let made = try MemoryCgroup(parent: cgroupParent!, limitBytes: options.limit.bytes, serial: options.cgroupSerial ?? Runner.nextSerial())
            cgroup = made
            procsFD = try made.openProcs()
            detail =
                made.version == .v1
                ? "cgroup v1 memory.limit_in_bytes=\(options.limit.bytes) at \(made.path)"
                : "cgroup v2 memory.max=\(options.limit.bytes), memory.swap.max=0 at \(made.path)"
        case .rlimit:
            detail = "RLIMIT_AS lowered after start-up to the address space in use + (limit - baseline footprint)"
        default:
            detail = "parent polls /proc/PID/statm every \(options.watchdogIntervalMicroseconds) µs and sends SIGKILL past the limit"
        }
        defer { cgroup?.remove() }
        observer?.runDidStartWorker(backend: backend.rawValue, detail: detail)
        if let spool {
            spool.writer = SpoolWriter.create(
                directory: spool.directory, header: SpoolHeader(options: options, probe: probe, backend: backend, detail: detail, sections: sections))
        }
        var collected = Collected()
        // Device mode: one reused worker, a fresh one after each kill or expiry (Runner+Device).
        var replay: DeviceReplay?
        if options.mode == .device {
            do {
                (collected, replay) = try replayAsOnTheDevice(
                    workerPath: workerPath, backend: backend, procsFD: procsFD, cgroup: cgroup, storageFile: storageFile)
                // The store as the last completed push left it, as an extension's on-disk store would be.
                if let directory = options.storageDirectory, let snapshot = replay?.storageSnapshot {
                    if Interruption.requested { unlink(snapshot) } else { try StorageFile.install(snapshot, in: directory) }
                }
            } catch {
                if procsFD >= 0 { close(procsFD) }
                throw error
            }
        }
        // With process isolation every push gets a fresh worker (in the same cgroup, one at a time).
        let workers = options.isolation == .process ? options.pushes : 1
        for index in 1...workers where options.mode == .measure {
            let worker: WorkerProcess
            do {
                let save = options.storageDirectory.map { StorageFile.scratch(in: $0, worker: index) }
                worker = try launch(
                    mode: .run, workerPath: workerPath, backend: backend, procsFD: procsFD,
                    processPush: options.isolation == .process ? index : nil, chargePeakFile: cgroup?.highWaterMarkFile,
                    storage: (storageFile, save))
            } catch {
                if procsFD >= 0 { close(procsFD) }
                throw error
            }
            var one = collect(
                worker, backend: backend, limitBytes: options.limit.bytes, expireSeconds: options.expireSeconds,
                pushOffset: index - 1, keepStartFrames: index == 1, spool: spool?.writer)
            one.rlimits = worker.rlimits
            collected.absorb(one)
            let finished = one.exit == .exited(0) && one.frames.contains { $0.done != nil }
            storageFinished = finished
            // The next worker (process isolation) starts from what this one saved.
            if let directory = options.storageDirectory {
                if let loaded = storageFile, loaded.hasSuffix(".tmp") { unlink(loaded) }
                storageFile = StorageFile.scratch(in: directory, worker: index)
            }
            if !finished || Interruption.requested { break }
        }
        // The store is saved only when its last worker finished; otherwise the file stays as it was.
        if let directory = options.storageDirectory, storageFinished, let saved = storageFile, saved.hasSuffix(".tmp") {
            try StorageFile.install(saved, in: directory)
            storageFile = nil
        }
        if procsFD >= 0 { close(procsFD) }
        let cgroupPeakBytes = Runner.maximum(cgroup?.peakBytes, collected.chargePeakBytes)
        // Handed over, not copied: the assembler moves the pushes out of it.
        var record = RecordAssembler(
            options: options, probe: probe, collected: consume collected, backend: backend, detail: detail,
            cgroupKilled: (cgroup?.oomKills ?? 0) > 0,
            cgroupPeakBytes: cgroupPeakBytes,
            elapsedSeconds: FootprintMonitor.now() - started, sections: sections
        ).assemble()
        if let replay { replay.apply(to: &record, options: options) }
        // How memlab came to have the cgroup, or why `auto` has none (CgroupDelegation).
        record.ceiling.cgroupDelegation = delegation?.kind
        record.ceiling.backendNote = delegation?.note ?? fallbackReason
        return record
    }

    static func maximum(_ a: Int64?, _ b: Int64?) -> Int64? {
        switch (a, b) {
        case let (a?, b?): return max(a, b)
        default: return a ?? b
        }
    }

    private static let serials = Mutex(0)

    /// A fresh serial for a cgroup name, unique within this process.
    public static func nextSerial() -> Int {
        serials.withLock { value in
            value += 1
            return value
        }
    }

    /// Where jemalloc lives on this machine, for `--allocator malloc`.
    static func locateJemalloc() -> String? {
        [
            "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2", "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2", "/usr/lib64/libjemalloc.so.2",
            "/usr/lib/libjemalloc.so.2"
        ]
        .first { access($0, R_OK) == 0 }
    }

    /// A warm-up worker without a ceiling: measures the runtime's own baseline, and pulls
    /// the libraries into the page cache so that a cgroup is never charged for them
    /// (docs/jsc-facts.md: uncached library pages make a worker thrash).
    func warmUp(workerPath: String) throws(MemlabError) -> (baselineBytes: Int64, minimalPushBytes: Int64?) {
        let warm = try collect(
            launch(mode: .baseline, workerPath: workerPath, backend: nil, procsFD: -1), backend: nil, limitBytes: 0,
            expireSeconds: 30, reportsProgress: false)
        if Interruption.requested {
            throw MemlabError(Interruption.exitCode, Interruption.sentence + " before the probe ran; nothing was measured")
        }
        guard let footprint = warm.frames.lazy.compactMap(\.baseline).first?.footprintBytes else {
            let detail = warm.stderrTail.isEmpty ? warm.exit.description : warm.stderrTail
            throw MemlabError(
                .software,
                "the worker could not start JavaScriptCore (\(detail.trimmingSpaces())); check that libjavascriptcoregtk-4.1 is installed (`make deps`)")
        }
        return (footprint, warm.frames.lazy.compactMap(\.done).first?.minimalPushBytes)
    }

    /// The worker's arguments for this run (MemlabProtocol's WorkerArguments builds the command line).
    /// - Parameter processPush: with process isolation, which push (1-based) this worker delivers.
    func workerArguments(
        mode: WorkerArguments.Mode, backend: RunOptions.Enforcement?, processPush: Int? = nil,
        chargePeakFile: String? = nil, pushCount: Int? = nil
    ) -> WorkerArguments {
        var arguments = WorkerArguments()
        arguments.mode = mode
        guard mode == .run else { return arguments }
        arguments.probePath = options.probePath
        arguments.fixturesDirectory = options.fixturesDirectory
        if let backend {
            switch backend {
            case .cgroup: arguments.enforcement = .cgroup
            case .rlimit: arguments.enforcement = .rlimit
            case .watchdog: arguments.enforcement = .watchdog
            case .auto: arguments.enforcement = .none  // resolved before any worker starts
            }
            arguments.limitBytes = options.limit.bytes
        }
        arguments.payload = options.payload
        arguments.scriptURL = options.scriptURL ?? SiteOptions.defaultURL(probePath: options.probePath)
        arguments.siteDirectory = options.siteDirectory
        arguments.mirrorDirectory = options.mirrorDirectory
        arguments.subscriptionJSON = options.subscriptionJSON
        if let lines = options.payloadLines {
            // Process isolation: each worker delivers one push, so it gets that push's line itself.
            if let processPush {
                arguments.payload = lines[PayloadLines.line(forPush: processPush, count: lines.count)]
            } else {
                arguments.payloadsPath = options.payloadsPath
            }
        }
        let isLast = processPush.map { $0 == options.pushes } ?? true
        if let final = options.finalPayload, isLast { arguments.finalPayload = final }
        arguments.pushes = pushCount ?? (processPush == nil ? options.pushes : 1)
        switch options.isolation {
        case .context, .process: arguments.isolation = .context  // process: one worker per push, each a fresh context
        case .group: arguments.isolation = .group
        case .none: arguments.isolation = .none
        }
        arguments.injectRetainContexts = options.injectRetainContexts
        if options.explain {
            // After the last warm-up push; a run no longer than its warm-up compares with a
            // snapshot taken before its first push (0).
            let warmup = options.warmupPushes ?? LeakAnalysis.defaultWarmup(pushes: options.pushes)
            arguments.explainAfterPush = warmup < options.pushes ? warmup : 0
        }
        arguments.userAgent = options.userAgent
        arguments.chargePeakFile = chargePeakFile
        arguments.hostReserveBytes = options.hostReserveBytes
        if options.mode == .device {
            arguments.pushMode = .device
            arguments.gapMilliseconds = Int((options.gapSeconds * 1000).rounded())
        }
        arguments.collectOnWarning = options.onWarning == .gc && arguments.limitBytes > 0
        return arguments
    }

    /// The worker's whole environment (execve gets nothing else of memlab's): JavaScriptCore's
    /// options for the run's mode, the allocator's, and the tests' hook switch.
    func workerEnvironment() throws(MemlabError) -> [String: String] {
        // One GC marker: the collector marks on its own thread instead of waking a helper
        // for every collection (the worker collects after every push; measured: ~6 context
        // switches a push fewer, and a push 6 % cheaper). What is collected does not change.
        var environment = ["SWIFT_BACKTRACE": "enable=no", "LANG": "C.UTF-8", "JSC_numberOfGCMarkers": "1"]
        // Device mode: libpas's scavenger thread runs, as on a device (CJSCHeap/scavenger.c).
        if options.mode == .device { environment["MEMLAB_DEVICE_ALLOCATOR"] = "1" }
        // Measure mode collects synchronously after every push, with the push's thread waiting:
        // without the concurrent collector that collection is marked on that thread instead of in
        // time slices meant for a mutator that goes on running (docs/jsc-facts.md: a push 5 %
        // cheaper, the same objects and footprint after it). Device mode keeps the engine's default.
        if options.mode == .measure { environment["JSC_useConcurrentGC"] = "false" }
        // Tests only: private hooks to act as missing (docs/private-symbols.md).
        if let hooks = ProcessInfo.processInfo.environment["MEMLAB_TEST_DISABLE_HOOKS"] { environment["MEMLAB_TEST_DISABLE_HOOKS"] = hooks }
        if options.jit {
            // Code compiled on JSC's background threads can finish after its context is
            // torn down and keep that dead global object alive for a while; compiling on
            // the main thread keeps the retained-context count exact.
            environment["JSC_useConcurrentJIT"] = "false"
        } else {
            environment["JSC_useJIT"] = "false"
        }
        if options.allocator == .malloc {
            guard let jemalloc = Runner.locateJemalloc() else {
                throw MemlabError(.unavailable, "--allocator malloc needs jemalloc (libjemalloc.so.2), which is not installed; run `make deps`")
            }
            // With `Malloc` set, JSC sends its heap through malloc; jemalloc then sees it all (docs/jsc-facts.md),
            // and zero decay returns freed pages at once, so the footprint shows what is really held.
            environment["Malloc"] = "1"
            environment["LD_PRELOAD"] = jemalloc
            environment["MALLOC_CONF"] = "dirty_decay_ms:0,muzzy_decay_ms:0"
        }
        return environment
    }

    func launch(
        mode: WorkerArguments.Mode, workerPath: String, backend: RunOptions.Enforcement?, procsFD: Int32, processPush: Int? = nil,
        chargePeakFile: String? = nil, storage: (load: String?, save: String?) = (nil, nil), pushCount: Int? = nil, pushesBefore: Int = 0
    ) throws(MemlabError) -> WorkerProcess {
        var workerArguments = workerArguments(
            mode: mode, backend: backend, processPush: processPush, chargePeakFile: chargePeakFile, pushCount: pushCount)
        if workerArguments.payloadsPath != nil { workerArguments.payloadsOffset = pushesBefore }
        if mode == .run {
            workerArguments.storageQuotaBytes = options.storageQuotaBytes
            workerArguments.storageLoadPath = storage.load
            workerArguments.storageSavePath = storage.save
        }
        let arguments = workerArguments.commandLine
        let environment = try workerEnvironment()
        var launch = WorkerLaunch(
            executable: workerPath, arguments: arguments, environment: environment,
            addressSpaceBytes: WorkerLaunch.startupAddressSpace(jit: options.jit))
        // Twice the expiry, and 100 ms more per push the worker delivers: a 100,000-push run of a
        // handler that does next to nothing used up a flat 60 s at push ~94,000 (SIGKILL).
        let workerPushes = mode == .run ? (processPush == nil ? options.pushes : 1) : 1
        launch.cpuSeconds = UInt64(max(options.expireSeconds * 2, 10).rounded(.up)) + UInt64(workerPushes) / 10
        launch.cgroupProcsFD = procsFD
        // A saved store may be as large as its quota (64 MiB by default), plus its keys' framing.
        if storage.save != nil { launch.fileSizeBytes = max(launch.fileSizeBytes, UInt64(2 * (options.storageQuotaBytes ?? 64 << 20) + (16 << 20))) }
        return try WorkerProcess.spawn(launch)
    }

    struct Collected {
        var frames: [WorkerFrame] = []
        var problems: [String] = []
        var stderrTail = ""
        var exit: WorkerExit = .exited(0)
        var monitorFiring: FootprintMonitor.Firing = .none
        var monitorPeakBytes: Int64 = 0
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
        /// What the monitor saw of the push before a snapshot began (its peak, its first sample
        /// past 80 %), carried to the push's frame; what it saw during the snapshot is the
        /// snapshot's (`peakFootprintBytes` of `explain.snapshots`), in no push's peak.
        var carriedPeak: Int64 = 0
        var carriedWarning: Int64 = 0
        var snapshotPeaks: [String: Int64] = [:]
        /// The push frames' per-type censuses (`typeCounts`), in order: the only part of a push
        /// frame kept apart from its record.
        var typeCensuses: [(push: Int, counts: [String: Int64])] = []

        struct PushPeak: Equatable {
            var footprintBytes: Int64
        }

        static let maximumConsoleFrames = 1_000
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
            case .hello, .baseline, .loaded, .ceiling, .ceilingHit, .push, .failure, .done, .snapshotChunk, .snapshot:
                return true
            }
        }

        /// A snapshot's piece, or its closing frame: the text is kept apart from the frames.
        mutating func takeSnapshot(_ frame: WorkerFrame) {
            switch frame {
            case .snapshotChunk(let chunk):
                if snapshotInProgress?.label != chunk.label { snapshotInProgress = (chunk.label, snapshotInProgress?.push ?? 0, Data()) }
                snapshotInProgress!.data.append(contentsOf: Array(chunk.data.utf8))
            case .snapshot(let closing) where closing.started == true:
                snapshotInProgress = (closing.label, closing.push, Data())
            case .snapshot(let closing):
                var data = Data()
                if let progress = snapshotInProgress, progress.label == closing.label { data = progress.data }
                snapshotInProgress = nil
                if snapshots.count < CollectedSnapshot.maximum {
                    snapshots.append(CollectedSnapshot(frame: closing, data: closing.error == nil && data.count == closing.bytes ? data : nil))
                }
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
                        if snapshot.started == true {
                            carriedPeak = max(carriedPeak, sampledPeak())
                            let warning = sampledWarning()
                            if carriedWarning == 0 { carriedWarning = warning }
                        } else {
                            snapshotPeaks[snapshot.label] = sampledPeak()
                            _ = sampledWarning()
                        }
                    }
                    if frame.kind == .push {
                        // The push's peak: what the monitor sampled during it (its after-GC sample
                        // at least), and the cgroup's exact high-water mark where there is one.
                        let index = frame.push ?? 0
                        let sampled = max(position == lastPush ? sampledPeak() : 0, carriedPeak)
                        carriedPeak = 0
                        if let charge = frame.pushFrame?[.peakChargeBytes] { chargePeakBytes = max(chargePeakBytes ?? 0, charge) }
                        // Into the push's record below, as it is folded (`pushPeaks` holds only
                        // what a spool's peak line says of a push not read yet).
                        peak = PushPeak(footprintBytes: max(sampled, frame.footprintBytes ?? 0))
                        if position == lastPush {
                            let warning = sampledWarning()
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
                    case .notification(let notification):
                        RecordAssembler.fold(notification, into: &pushRecords[notification.push, default: RecordAssembler.emptyPush(notification.push)])
                    case .snapshotChunk, .snapshot:
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
            snapshots += other.snapshots
            snapshotPeaks.merge(other.snapshotPeaks) { _, new in new }
            if let charge = other.chargePeakBytes { chargePeakBytes = max(chargePeakBytes ?? 0, charge) }
        }
    }

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
        _ worker: WorkerProcess, backend: RunOptions.Enforcement?, limitBytes: Int64, expireSeconds: Double,
        pushOffset: Int = 0, keepStartFrames: Bool = true, reportsProgress: Bool = true, spool: SpoolWriter? = nil
    ) -> Collected {
        var collected = Collected()
        collected.pushRecords.reserveCapacity(options.isolation == .process ? 1 : options.pushes)
        spool?.beginWorker(offset: pushOffset, keepStart: keepStartFrames)
        let monitor = FootprintMonitor(
            pid: worker.pid, limitBytes: limitBytes, killAtLimit: backend == .watchdog,
            intervalMicroseconds: backend == .watchdog ? options.watchdogIntervalMicroseconds : 1000,
            expireSeconds: expireSeconds, warningBytes: limitBytes > 0 ? options.warningBytes : 0,
            largePages: backend == .watchdog && options.pageSize == .large)
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
                results, maximumPush: options.pushes, pushOffset: pushOffset, keepStartFrames: keepStartFrames,
                sampledPeak: { monitor.takePushPeak() }, sampledWarning: { monitor.takePushWarning() }
            ) { frame, peak in
                // Each push has its own expiry, like each notification in a reused NSE (device
                // mode: the gap the worker then waits is not the next push's time).
                if frame.kind == .push {
                    exactPeaks = frame.pushFrame?[.peakChargeBytes] != nil
                    monitor.restartExpiry(extraSeconds: options.mode == .device ? options.gapSeconds : 0)
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
                    coalesce = backend == .cgroup && exactPeaks && count < Runner.pausedReadBytes
                } else {
                    stderrBytes.append(contentsOf: buffer[0..<count])
                    if stderrBytes.count > stderrKeep * 2 { stderrBytes.removeFirst(stderrBytes.count - stderrKeep) }
                }
            }
            if coalesce { usleep(Runner.cgroupReadPauseMicroseconds) }
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
        collected.monitorPeakBytes = monitor.peakBytes
        collected.overshootBytes = monitor.overshootBytes
        collected.monitorRealtime = monitor.realtime
        collected.stderrTail = String(decoding: stderrBytes.suffix(stderrKeep), as: UTF8.self)
        return collected
    }
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

/// The pushes of a run, one record each, in the order they first arrived (nearly always their
/// order), with where each index is: a long run's pushes in one `PushList` (columns), folded in
/// place as their frames arrive, not a dictionary of them copied on the way into the record.
struct PushTable {
    private(set) var records = PushList(spillingTexts: true)
    /// Where each index is that is not at position index - 1 (as nearly every one is).
    private var positions: [Int: Int] = [:]

    var count: Int { records.count }

    /// Room for this many pushes (the run's), taken by each column once it holds a value.
    mutating func reserveCapacity(_ pushes: Int) { records.reserveCapacity(pushes) }

    func position(of index: Int) -> Int? {
        if index >= 1 && index <= records.count && records.pushIndex(at: index - 1) == index { return index - 1 }
        return positions[index]
    }

    func contains(_ index: Int) -> Bool { position(of: index) != nil }

    subscript(index: Int) -> PushRecord? {
        get { position(of: index).map { records[$0] } }
        set {
            guard let newValue else { return }
            records[position(index, newValue)] = newValue
        }
    }

    subscript(index: Int, default value: @autoclosure () -> PushRecord) -> PushRecord {
        get { self[index] ?? value() }
        set { records[position(index, value())] = newValue }
    }

    /// The sampled peak of the push with this index, when it is in the table.
    mutating func setPeakFootprintBytes(_ bytes: Int64?, index: Int) {
        guard let at = position(of: index) else { return }
        records.setPeakFootprintBytes(bytes, at: at)
    }

    private mutating func position(_ index: Int, _ fresh: @autoclosure () -> PushRecord) -> Int {
        if let at = position(of: index) { return at }
        records.append(fresh())
        if index != records.count { positions[index] = records.count - 1 }
        return records.count - 1
    }

    mutating func merge(_ other: PushTable) {
        // The first worker's pushes (the only one's, but under process isolation): taken whole.
        if records.isEmpty {
            self = other
            return
        }
        for record in other.records { self[record.index] = record }
    }

    /// The records by push index; the table is left empty (its columns move out, not copied).
    mutating func takeSorted() -> PushList {
        let sorted = records
        records = PushList(spillingTexts: true)
        positions = [:]
        let inOrder = sorted.indices.dropFirst().allSatisfy { sorted.pushIndex(at: $0 - 1) < sorted.pushIndex(at: $0) }
        guard !inOrder else { return sorted }
        var list = PushList(spillingTexts: true)
        list.reserveCapacity(sorted.count)
        for record in sorted.sorted(by: { $0.index < $1.index }) { list.append(record) }
        return list
    }
}
