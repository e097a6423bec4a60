import Foundation

/// What one run measured, handed from the pipeline to the record assembler: the plan it ran,
/// the probe as read, everything its workers sent (Collected), what confined them, and for
/// device mode the replay's endings. The same value comes from a live run and from a spool.
public struct Measurement {
    public var plan: RunPlan
    public var probe: ProbeSource
    var collected: Collected
    /// The backend that enforced the ceiling (resolved: never `auto`), and what it enforced, in its own words.
    public var backend: RunPlan.Enforcement
    public var detail: String
    /// How memlab came to have its cgroup (CgroupDelegation's kind), and the sentence the user should see
    /// about the backend: the systemd scope memlab made, or why `auto` fell back to the watchdog.
    var delegationKind: CgroupDelegationKind?
    var backendNote: String?
    /// Whether the kernel's OOM killer fired in the worker's cgroup, and the highest charge it saw.
    var cgroupKilled = false
    var cgroupPeakBytes: Int64?
    public var elapsedSeconds: Double
    /// `--mode device`: the pushes that ended a worker process, and which process ran each push.
    var device: DeviceReplay?
    /// Set when the measurement is read back from a spool: memlab died before it wrote the record.
    var recovery: RecoveryInfo?
    /// What `--storage` said of the service worker's registration before the run (nil: not known, a recovered run).
    var registration: RunPlan.Registration?

    /// How the run ended (RecordAssembler's rules), without assembling its record.
    public var end: RunEnd { RecordAssembler(self).classifyEnd() }

    /// The pushes whose frame arrived, however each ended.
    public var pushesReceived: Int { collected.finishedPushes.count }
}

/// What a command adds to a record beyond its plan and its measurement: where memlab and the
/// application were built from, and what the command itself found (the growth-limit search,
/// the allocator check's second run). Only the record assembler puts them in the record.
public struct RecordSections: Sendable {
    public var provenance = Provenance()
    public var growthLimit: GrowthLimit?
    /// `--check-allocator`: the second run's record (with `--allocator malloc`) and where it was written.
    public var allocatorRun: (record: RunRecord, path: String?)?

    public init(provenance: Provenance = Provenance(), growthLimit: GrowthLimit? = nil) {
        self.provenance = provenance
        self.growthLimit = growthLimit
    }
}

/// Where memlab and the application under test were built from, read once before a run (no git
/// process to wait for once a worker has gone): memlab's own checkout, and `--commit REV`
/// resolved in the probe's directory (kept as given when git cannot resolve it), else that directory's HEAD.
public struct Provenance: Sendable, Equatable, Codable {
    public var gitCommit: String?
    public var applicationCommit: String?

    public init(gitCommit: String? = nil, applicationCommit: String? = nil) {
        self.gitCommit = gitCommit
        self.applicationCommit = applicationCommit
    }

    /// For probes in `directory` (a suite's directory, or a probe's own).
    public static func read(commit: String?, directory: String) -> Provenance {
        let application = commit.map { GitRevision.head(of: directory, rev: $0) ?? $0 } ?? GitRevision.head(of: directory)
        return Provenance(gitCommit: GitRevision.current(), applicationCommit: application)
    }

    public static func read(for plan: RunPlan) -> Provenance {
        read(commit: plan.commit, directory: (plan.probePath as NSString).deletingLastPathComponent)
    }
}

/// The one pipeline every command that runs a worker goes through: a plan is measured
/// (containment, warm-up, the workers, their frames), its measurement assembled into the one
/// record (RecordAssembler), and the record written. `run` is one plan; `suite` a list of them;
/// `limit` a search over plans (GrowthLimitSearch measures each trial here); `recover` assembles
/// a measurement read back from a spool; `--check-allocator` measures the plan twice.
public struct RunPipeline {
    public let plan: RunPlan
    public weak var observer: RunObserver?
    /// Where the run's frames are spooled as they arrive (Spool.swift), so that a memlab killed
    /// before it writes the record loses nothing (`memlab recover`); nil: no spool.
    public var spoolDirectory: String?
    /// The runtime's baseline footprint, when an earlier run of this process already measured it
    /// (and so also cached the libraries): the warm-up worker is then skipped.
    public var knownBaselineBytes: Int64?
    /// What one minimal push needs (measured by that warm-up worker too), when known.
    public var knownMinimalPushBytes: Int64?

    public init(plan: RunPlan, observer: RunObserver? = nil) {
        self.plan = plan
        self.observer = observer
    }

    /// What `run()` gives back: the record as written and where, or (the run's measurement kept)
    /// why it could not be written.
    public struct Result {
        public var record: RunRecord
        public var path: String?
        public var writeError: MemlabError?
        /// `--check-allocator`: memlab was interrupted during the second run, or could not run it.
        public var interruptedWhileChecking = false
        public var checkError: MemlabError?
    }

    /// Measures the plan, assembles its record with `sections`, writes it to `destination`. Throws
    /// only before anything was measured (a usage error, a missing probe, worker or backend, a
    /// destination that cannot be written); once the worker ran, the record always comes back.
    public func run(sections: RecordSections, to destination: RecordDestination) throws(MemlabError) -> Result {
        // The probe first (a missing probe is the first thing to say), then where its record goes.
        _ = try WorkerLauncher.loadProbe(plan.probePath)
        try ResultStore.prepare(destination)
        let spool = spoolDirectory.map { SpoolSlot(resultsDirectory: $0) }
        let measurement: Measurement
        do throws(MemlabError) { measurement = try measure(sections: sections, spool: spool) } catch {
            spool?.finish()
            throw error
        }
        var sections = sections
        var interruptedWhileChecking = false
        var checkError: MemlabError?
        let uncheckable: Set<RunEnd.Kind> = [.interrupted, .workerError, .probeError]
        if plan.checkAllocator && !uncheckable.contains(measurement.end.kind) {
            observer?.runWillMeasureAgain(
                "checking the allocator: the same \(plan.pushes) push\(plan.pushes == 1 ? "" : "es") with --allocator malloc…")
            var second = RunPipeline(plan: plan.withMallocAllocator, observer: observer)
            second.knownBaselineBytes = knownBaselineBytes
            do throws(MemlabError) {
                var record = RecordAssembler(try second.measure(sections: sections), sections: sections).assemble()
                let path = try? ResultStore.write(&record, to: destination.beside)
                sections.allocatorRun = (record, path)
                interruptedWhileChecking = record.end.kind == .interrupted
            } catch {
                // The first run is kept whatever became of the second.
                checkError = error
            }
        }
        var result = RunPipeline.finish(measurement, sections: sections, to: destination)
        result.interruptedWhileChecking = interruptedWhileChecking
        result.checkError = checkError
        // Else the spool stays: the next `memlab run` or `memlab recover` writes the record from it.
        if result.path != nil { spool?.finish() }
        return result
    }

    /// A measurement's record, assembled (the one assembler) and written to `destination`: the
    /// last step of `run()`, and of a search (its best trial).
    public static func finish(_ measurement: consuming Measurement, sections: RecordSections, to destination: RecordDestination) -> Result {
        var result = Result(record: RecordAssembler(measurement, sections: sections).assemble())
        do throws(MemlabError) { result.path = try ResultStore.write(&result.record, to: destination) } catch { result.writeError = error }
        return result
    }

    /// Runs the plan's workers under its ceiling and collects everything they send. Every frame
    /// received before a kill is in the measurement.
    public func measure(sections: RecordSections = RecordSections(), spool: SpoolSlot? = nil) throws(MemlabError) -> Measurement {
        let started = FootprintMonitor.now()
        let probe = try WorkerLauncher.loadProbe(plan.probePath)
        let launcher = try WorkerLauncher(plan: plan)
        if let fixtures = plan.fixturesDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fixtures, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw MemlabError(
                    .noInput, "the fixtures directory \(fixtures) does not exist; create it or point --fixtures at the directory fetch() should serve")
            }
        }
        if let payload = plan.payload, payload.count > RunPlan.maximumPayloadBytes {
            throw MemlabError.usage("the payload is \(payload.count) bytes, over the 4096-byte limit APNs puts on a push; make it smaller")
        }
        if let directory = plan.storageDirectory { _ = try StorageFile.existing(in: directory) }
        // Whether install and activate run: a store the same script installed is not installed again.
        let registration = StorageFile.registration(in: plan.storageDirectory, sha256: probe.sha256)
        // Without --storage, a directory of the run's own, which its workers share and which goes at the end.
        let storage: String
        if let directory = plan.storageDirectory { storage = directory } else { storage = try RunPipeline.makeStorageDirectory() }
        defer { if plan.storageDirectory == nil { try? FileManager.default.removeItem(atPath: storage) } }
        var containment = try Containment.establish(for: plan)
        defer { containment.close() }
        try checkRoom(launcher: launcher)

        let backend = containment.backend
        observer?.runDidStartWorker(backend: backend.rawValue, detail: containment.detail)
        if let spool {
            spool.writer = SpoolWriter.create(
                directory: spool.directory,
                header: SpoolHeader(
                    plan: plan, probe: probe, backend: backend, detail: containment.detail, provenance: sections.provenance,
                    registration: registration))
        }
        let collector = FrameCollector(plan: plan, observer: observer)
        var collected = Collected()
        var replay: DeviceReplay?
        if plan.mode == .device {
            // One reused worker, a fresh one after each kill or expiry (DeviceReplay.swift).
            (collected, replay) = try replayAsOnTheDevice(
                launcher: launcher, collector: collector, containment: containment, storage: storage, registration: registration)
            if let directory = plan.storageDirectory, !Interruption.requested, registration != .installed {
                RunPipeline.register(probe, collected: &collected, in: directory)
            }
        } else {
            collected = try measureInOrder(
                launcher: launcher, collector: collector, containment: containment, storage: storage, spool: spool,
                registration: registration, probe: probe)
        }
        return Measurement(
            plan: plan, probe: probe, collected: collected, backend: backend, detail: containment.detail,
            delegationKind: containment.delegation?.kind, backendNote: containment.delegation?.note ?? containment.fallbackReason,
            cgroupKilled: containment.oomKills > 0, cgroupPeakBytes: RunPipeline.maximum(containment.cgroup?.peakBytes, collected.chargePeakBytes),
            elapsedSeconds: FootprintMonitor.now() - started, device: replay, registration: registration)
    }

    /// What the next worker of the run does before its first push, once `collected` (the
    /// first's) came back: deliver nothing (its install failed); nothing (the lifecycle ended:
    /// activate ran, or a push was delivered); or install again (the worker died before).
    static func nextLifecycle(after collected: Collected) -> WorkerArguments.Lifecycle {
        if collected.frames.contains(where: { $0.lifecycle?.makesRedundant == true }) { return .redundant }
        let ended = !collected.finishedPushes.isEmpty || collected.frames.contains { $0.lifecycle.map { $0.event == .activate && $0.closes } ?? false }
        return ended ? .installed : .run
    }

    /// Keeps the probe's SHA-256 beside the store it installed (a later run with the same script
    /// skips install and activate); not when its install failed (the next run installs again).
    /// A registration that cannot be written (a full disk) is a problem of the run's record, not
    /// the loss of the measurement: the next run installs the script again.
    static func register(_ probe: ProbeSource, collected: inout Collected, in directory: String) {
        guard nextLifecycle(after: collected) == .installed else { return }
        do throws(MemlabError) { try StorageFile.register(sha256: probe.sha256, in: directory) } catch {
            if collected.problems.count < Collected.maximumProblems { collected.problems.append(error.sentence) }
        }
    }

    /// Measure mode: one worker for every push (with process isolation, a fresh one per push, in
    /// the same cgroup, one at a time), each opening the same storage directory's database: what
    /// install stored is what every push sees.
    func measureInOrder(
        launcher: WorkerLauncher, collector: FrameCollector, containment: Containment, storage: String?, spool: SpoolSlot?,
        registration: RunPlan.Registration = .new, probe: ProbeSource? = nil
    ) throws(MemlabError) -> Collected {
        var collected = Collected()
        var storageFinished = false
        let workers = plan.isolation == .process ? plan.pushes : 1
        var lifecycle: WorkerArguments.Lifecycle = registration == .installed ? .installed : .run
        for index in 1...workers {
            let worker = try launcher.launch(
                mode: .run, backend: containment.backend, procsFD: containment.procsFD,
                processPush: plan.isolation == .process ? index : nil, chargePeakFile: containment.cgroup?.highWaterMarkFile,
                storage: storage, lifecycle: lifecycle)
            var one = collector.collect(
                worker, backend: containment.backend, limitBytes: plan.limit.bytes, expireSeconds: plan.expireSeconds,
                pushOffset: index - 1, keepStartFrames: index == 1, spool: spool?.writer)
            one.rlimits = worker.rlimits
            collected.absorb(one)
            let finished = one.exit == .exited(0) && one.frames.contains { $0.done != nil }
            storageFinished = finished
            if lifecycle == .run { lifecycle = RunPipeline.nextLifecycle(after: one) }
            if !finished || Interruption.requested { break }
        }
        if let directory = plan.storageDirectory, storageFinished, let probe, registration != .installed {
            RunPipeline.register(probe, collected: &collected, in: directory)
        }
        return collected
    }

    /// The run's own storage directory, when `--storage` gives none: a fresh temporary one
    /// that the run's workers share and that is removed when the run ends.
    static func makeStorageDirectory() throws(MemlabError) -> String {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("memlab-storage-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!).map { String(cString: $0) } }
        guard let made else {
            throw MemlabError(
                .cannotCreate,
                "cannot create a storage directory in \(NSTemporaryDirectory()): \(String(cString: strerror(errno))); set TMPDIR to a writable directory, or give --storage one"
            )
        }
        return made
    }

    /// The warm-up worker (unless this process measured it already), then whether the plan's
    /// limit can hold the runtime, the host reserve and one minimal push: a usage error if not.
    func checkRoom(launcher: WorkerLauncher) throws(MemlabError) {
        var warmFootprint = knownBaselineBytes ?? 0
        var minimalPush = knownMinimalPushBytes
        if knownBaselineBytes == nil { (warmFootprint, minimalPush) = try warmUp(launcher: launcher) }
        // The host reserve comes on top of what the warm-up worker (which has none) measured.
        let reserve = plan.hostReserveBytes
        let reserveClause = reserve > 0 ? " and the \(ByteSize(bytes: reserve)) host reserve" : ""
        guard plan.limit.bytes > warmFootprint + reserve else {
            throw MemlabError.usage(
                "--limit \(plan.limit) is below what the runtime alone needs (\(ByteSize(bytes: warmFootprint)) baseline footprint\(reserveClause)); raise --limit"
            )
        }
        if let minimalPush, plan.limit.bytes < minimalPush + reserve {
            throw MemlabError.usage(
                "--limit \(plan.limit) cannot hold the runtime and one push: a push context with a handler that shows one notification needs \(ByteSize(bytes: minimalPush + reserve)) here (footprint and page tables, measured\(reserve > 0 ? ", with the \(ByteSize(bytes: reserve)) host reserve" : "")); raise --limit above that"
            )
        }
    }

    /// A warm-up worker without a ceiling: measures the runtime's own baseline, and pulls
    /// the libraries into the page cache so that a cgroup is never charged for them
    /// (docs/jsc-facts.md: uncached library pages make a worker thrash).
    public func warmUp(launcher: WorkerLauncher) throws(MemlabError) -> (baselineBytes: Int64, minimalPushBytes: Int64?) {
        let warm = FrameCollector(plan: plan, observer: nil).collect(
            try launcher.launch(mode: .baseline, backend: nil), backend: nil, limitBytes: 0, expireSeconds: 30, reportsProgress: false)
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

    static func maximum(_ a: Int64?, _ b: Int64?) -> Int64? {
        switch (a, b) {
        case let (a?, b?): return max(a, b)
        default: return a ?? b
        }
    }
}
