import Foundation
import MemlabProtocol

/// The probe as memlab read it before the run: its path and bytes (for the record's hash and
/// for locating a syntax error's column). A record rebuilt from a spool has only the hash and
/// size the live run read (`sha256`, `size`): the file may have changed since.
public struct ProbeSource: Sendable {
    public var path: String
    public var bytes: [UInt8]
    public var sha256: String
    public var size: Int

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        sha256 = SHA256.hex(bytes)
        size = bytes.count
    }

    /// As a spool's header remembers it: the text is read again, if it is still there, only to
    /// place a syntax error's column.
    public init(path: String, sha256: String, size: Int) {
        self.path = path
        bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        self.sha256 = sha256
        self.size = size
    }
}

/// Starts the plan's workers: their command line (WorkerArguments), their environment (the
/// engine's options for the run's mode), their limits and where their bytes come from. The one
/// place a worker process is made; a `Containment` says what confines it.
public struct WorkerLauncher {
    public let plan: RunPlan
    public let workerPath: String

    public init(plan: RunPlan) throws(MemlabError) {
        self.init(plan: plan, workerPath: try WorkerLauncher.locateWorker(explicit: plan.workerPath))
    }

    init(plan: RunPlan, workerPath: String) {
        self.plan = plan
        self.workerPath = workerPath
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


    /// The largest probe memlab reads (a compiled bundle is some hundreds of KB; JavaScriptCore
    /// holds a script's whole text): past it the file is refused before it is read.
    public static let maximumProbeBytes: Int64 = 64 << 20

    public static func loadProbe(_ path: String) throws(MemlabError) -> ProbeSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MemlabError(.noInput, "the probe \(path) does not exist; check the path (probes live in probes/)")
        }
        guard !isDirectory.boolValue else {
            throw MemlabError(.noInput, "the probe \(path) is a directory; give a .js file")
        }
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int64(status.st_size) > maximumProbeBytes {
            throw MemlabError(
                .dataError,
                "the probe \(path) is \(status.st_size) bytes, more than the \(maximumProbeBytes) (64 MiB) memlab reads as one script; give the worker's .js file, not an archive or a dump"
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MemlabError(.noInput, "the probe \(path) cannot be read (\(String(cString: strerror(errno)))); check its permissions")
        }
        let bytes = [UInt8](data)
        if let problem = notText(bytes) {
            throw MemlabError(
                .dataError, "the probe \(path) is not JavaScript source: \(problem); give the worker's .js file (a bundle, not its archive or map)")
        }
        return ProbeSource(path: path, bytes: bytes)
    }

    /// Why `bytes` cannot be a script's text: a NUL byte, or bytes that are not UTF-8 (an
    /// executable, an archive, an image); nil when they can be.
    static func notText(_ bytes: [UInt8]) -> String? {
        if let nul = bytes.firstIndex(of: 0) { return "it holds a NUL byte at offset \(nul)" }
        guard String(validating: bytes, as: UTF8.self) != nil else { return "it is not UTF-8 text" }
        return nil
    }

    /// Where jemalloc lives on this machine, for `--allocator malloc`.
    static func locateJemalloc() -> String? {
        [
            "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2", "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2", "/usr/lib64/libjemalloc.so.2",
            "/usr/lib/libjemalloc.so.2"
        ]
        .first { access($0, R_OK) == 0 }
    }

    /// The worker's arguments for this run (MemlabProtocol's WorkerArguments builds the command line).
    /// - Parameter processPush: with process isolation, which push (1-based) this worker delivers.
    func workerArguments(
        mode: WorkerArguments.Mode, backend: RunPlan.Enforcement?, processPush: Int? = nil,
        chargePeakFile: String? = nil, pushCount: Int? = nil
    ) -> WorkerArguments {
        var arguments = WorkerArguments()
        arguments.mode = mode
        guard mode == .run else { return arguments }
        arguments.probePath = plan.probePath
        arguments.fixturesDirectory = plan.fixturesDirectory
        if let backend {
            switch backend {
            case .cgroup: arguments.enforcement = .cgroup
            case .rlimit: arguments.enforcement = .rlimit
            case .watchdog: arguments.enforcement = .watchdog
            case .auto: arguments.enforcement = .none  // resolved before any worker starts
            }
            arguments.limitBytes = plan.limit.bytes
        }
        arguments.payload = plan.payload
        arguments.scriptURL = plan.scriptURL ?? SiteOptions.defaultURL(probePath: plan.probePath)
        arguments.siteDirectory = plan.siteDirectory
        arguments.mirrorDirectory = plan.mirrorDirectory
        arguments.subscriptionJSON = plan.subscriptionJSON
        if let lines = plan.payloadLines {
            // Process isolation: each worker delivers one push, so it gets that push's line itself.
            if let processPush {
                arguments.payload = lines[PayloadLines.line(forPush: processPush, count: lines.count)]
            } else {
                arguments.payloadsPath = plan.payloadsPath
            }
        }
        let isLast = processPush.map { $0 == plan.pushes } ?? true
        if let final = plan.finalPayload, isLast { arguments.finalPayload = final }
        arguments.pushes = pushCount ?? (processPush == nil ? plan.pushes : 1)
        switch plan.isolation {
        case .context, .process: arguments.isolation = .context  // process: one worker per push, each a fresh context
        case .group: arguments.isolation = .group
        case .none: arguments.isolation = .none
        }
        arguments.injectRetainContexts = plan.injectRetainContexts
        if plan.explain { arguments.explainAfterPush = plan.explainAfterPush }
        arguments.userAgent = plan.userAgent
        arguments.chargePeakFile = chargePeakFile
        arguments.hostReserveBytes = plan.hostReserveBytes
        if plan.mode == .device {
            arguments.pushMode = .device
            arguments.gapMilliseconds = Int((plan.gapSeconds * 1000).rounded())
        }
        arguments.collectOnWarning = plan.onWarning == .gc && arguments.limitBytes > 0
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
        if plan.mode == .device { environment["MEMLAB_DEVICE_ALLOCATOR"] = "1" }
        // Measure mode collects synchronously after every push, with the push's thread waiting:
        // without the concurrent collector that collection is marked on that thread instead of in
        // time slices meant for a mutator that goes on running (docs/jsc-facts.md: a push 5 %
        // cheaper, the same objects and footprint after it). Device mode keeps the engine's default.
        if plan.mode == .measure { environment["JSC_useConcurrentGC"] = "false" }
        // Tests only: private hooks to act as missing (docs/private-symbols.md).
        if let hooks = ProcessInfo.processInfo.environment["MEMLAB_TEST_DISABLE_HOOKS"] { environment["MEMLAB_TEST_DISABLE_HOOKS"] = hooks }
        if plan.jit {
            // Code compiled on JSC's background threads can finish after its context is
            // torn down and keep that dead global object alive for a while; compiling on
            // the main thread keeps the retained-context count exact.
            environment["JSC_useConcurrentJIT"] = "false"
        } else {
            environment["JSC_useJIT"] = "false"
        }
        // Device mode: the RAM size an extension's JavaScriptCore sizes its heap for (EngineOption.modelledRAMSizeBytes).
        if let ramSize = plan.forcedRAMSizeBytes { environment["JSC_forceRAMSize"] = String(ramSize) }
        // --engine-option, over memlab's own (forceRAMSize=0 leaves the machine's RAM size).
        for option in plan.engineOptions ?? [] where !(option.name == "forceRAMSize" && option.value == "0") {
            environment["JSC_" + option.name] = option.value
        }
        if plan.allocator == .malloc {
            guard let jemalloc = WorkerLauncher.locateJemalloc() else {
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

    /// One worker, started. `backend` nil: the warm-up worker, which runs under no ceiling.
    func launch(
        mode: WorkerArguments.Mode, backend: RunPlan.Enforcement?, procsFD: Int32 = -1, processPush: Int? = nil,
        chargePeakFile: String? = nil, storage: String? = nil, pushCount: Int? = nil, pushesBefore: Int = 0,
        lifecycle: WorkerArguments.Lifecycle = .run
    ) throws(MemlabError) -> WorkerProcess {
        var workerArguments = workerArguments(
            mode: mode, backend: backend, processPush: processPush, chargePeakFile: chargePeakFile, pushCount: pushCount)
        if workerArguments.payloadsPath != nil { workerArguments.payloadsOffset = pushesBefore }
        if mode == .run {
            workerArguments.storageQuotaBytes = plan.storageQuotaBytes
            workerArguments.storageDirectory = storage
            workerArguments.storageIn = plan.storageIn
            workerArguments.lifecycle = lifecycle
        }
        let arguments = workerArguments.commandLine
        let environment = try workerEnvironment()
        var launch = WorkerLaunch(
            executable: workerPath, arguments: arguments, environment: environment,
            addressSpaceBytes: WorkerLaunch.startupAddressSpace(jit: plan.jit))
        // Twice the expiry, and 100 ms more per push the worker delivers: a 100,000-push run of a
        // handler that does next to nothing used up a flat 60 s at push ~94,000 (SIGKILL).
        let workerPushes = mode == .run ? (processPush == nil ? plan.pushes : 1) : 1
        launch.cpuSeconds = UInt64(max(plan.expireSeconds * 2, 10).rounded(.up)) + UInt64(workerPushes) / 10
        launch.cgroupProcsFD = procsFD
        // The database may grow to its quota (64 MiB by default), its write-ahead log beside it.
        if storage != nil { launch.fileSizeBytes = max(launch.fileSizeBytes, UInt64(2 * (plan.storageQuotaBytes ?? 64 << 20) + (16 << 20))) }
        return try WorkerProcess.spawn(launch)
    }
}
