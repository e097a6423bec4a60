import Testing
import Foundation
import MemlabCore

/// The wire contract, checked against the real worker: it is run through every frame kind,
/// and every line it writes must decode (the parent's FrameReader, no problem), carry no field
/// the parent's frame type does not decode, and encode back to the same JSON (so every field
/// was decoded with its value).
@Suite struct ContractTests {
    static let probes: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Probes").path
    static let products: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (executable as NSString).deletingLastPathComponent
    }()

    struct Run {
        var lines: [String]
        var frames: [WorkerFrame]
        var problems: [FrameReader.Problem]
        var status: Int32
        var stderr: String

        var summary: String { lines.map { String($0.prefix(300)) }.joined(separator: "\n") + "\nstatus \(status), stderr: \(stderr.prefix(500))" }
        func all<F>(_ pick: (WorkerFrame) -> F?) -> [F] { frames.compactMap(pick) }
    }

    /// Runs memlab-worker with `arguments` (frames on fd 1) and reads what it wrote.
    static func worker(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Run {
        let path = products + "/memlab-worker"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ContractError(description: "memlab-worker is not built at \(path); run swift build first")
        }
        let scratch = NSTemporaryDirectory() + "memlab-contract-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
        FileManager.default.createFile(atPath: scratch + "/err", contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/out"))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/err"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + ["--frame-fd", "1"]
        var environment = ProcessInfo.processInfo.environment
        environment["JSC_useJIT"] = "false"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close(); try err.close()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: scratch + "/out")))
        var reader = FrameReader()
        var frames: [WorkerFrame] = [], problems: [FrameReader.Problem] = []
        for result in reader.feed(bytes) + reader.finish() {
            switch result {
            case .success(let frame): frames.append(frame)
            case .failure(let problem): problems.append(problem)
            }
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        let stderr = (try? String(contentsOfFile: scratch + "/err", encoding: .utf8)) ?? ""
        return Run(lines: lines, frames: frames, problems: problems, status: process.terminationStatus, stderr: stderr)
    }

    struct ContractError: Error, CustomStringConvertible { var description: String }

    /// Every line decoded, with nothing left over and nothing lost.
    static func checkContract(_ run: Run) throws {
        #expect(run.problems.isEmpty, "the parent could not read: \(run.problems.map(\.sentence))\n\(run.summary)")
        #expect(run.frames.count == run.lines.count, "\(run.summary)")
        for (line, frame) in zip(run.lines, run.frames) {
            let raw = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary, "\(line)")
            let known = Set(type(of: frame.frame).fieldNames + ["type"])
            let sent = Set(raw.allKeys.compactMap { $0 as? String })
            #expect(sent.isSubset(of: known), "the worker sends \(frame.kind.rawValue) fields the parent does not decode: \(sent.subtracting(known).sorted())")
            let again = try #require(try JSONSerialization.jsonObject(with: Data(frame.encoded().finish().utf8)) as? NSDictionary)
            #expect(
                again == raw,
                "\(frame.kind.rawValue): decoded and encoded again it differs\nsent:  \(line.prefix(400))\nagain: \(frame.encoded().finish().prefix(400))")
        }
    }

    static func jemalloc() -> String? {
        [
            "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2", "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2", "/usr/lib64/libjemalloc.so.2",
            "/usr/lib/libjemalloc.so.2"
        ]
        .first { access($0, R_OK) == 0 }
    }

    @Test("the real worker, through every frame kind: each line decodes, field for field")
    func everyFrameKind() throws {
        let payload = WorkerArguments.hex(Array(#"{"title":"from the payload"}"#.utf8))
        var seen: Set<FrameKind> = []

        // A push that makes console, checkpoint, uncaught, notification and oversized frames.
        let push = try ContractTests.worker(["--probe", ContractTests.probes + "/every-frame.js", "--payload-hex", payload])
        try ContractTests.checkContract(push)
        seen.formUnion(push.frames.map(\.kind))
        #expect(push.status == 0, "\(push.summary)")
        #expect(push.frames.first?.kind == .hello && push.frames.last?.kind == .done, "\(push.summary)")
        let hello = try #require(push.frames.first?.hello)
        #expect(hello.pid > 0 && hello.jscVersion.hasPrefix("2.") && hello.jit == false && hello.mode == .run)
        #expect(hello.seccomp != nil && hello.noNewPrivileges != nil && hello.network != nil)
        let baseline = try #require(push.all(\.baseline).first)
        #expect(baseline.footprintBytes > 0 && (baseline.rssBytes ?? 0) >= baseline.footprintBytes && (baseline.vmSizeBytes ?? 0) > 0)
        #expect(baseline.bootSeconds != nil && baseline.heap != nil && baseline.heapCounters != nil)
        #expect(baseline.scavengerThread == false, "libpas's scavenger thread is kept off outside --allocator malloc")
        #expect(push.all(\.console).map(\.text) == ["contract console line from the payload", "second level 2"])
        #expect(push.all(\.console).map(\.level) == ["log", "warn"])
        let checkpoints = push.all(\.checkpoint)
        #expect(
            checkpoints.count == 2 && checkpoints[0].value == 4096 && checkpoints[1].value.isNaN
                && checkpoints.allSatisfy { $0.push == 1 && $0.footprintBytes > 0 && $0.elapsedSeconds != nil })
        let uncaught = try #require(push.all(\.uncaught).first)
        #expect(uncaught.source == "setTimeout" && uncaught.exception.name == "TypeError" && uncaught.exception.message == "contract uncaught")
        let notification = try #require(push.all(\.notification).first)
        #expect(notification.push == 1 && notification.notification["title"]?.stringValue == "from the payload")
        #expect(notification.notification["data"]?["list"] == .array([.number(1), .string("two"), .object(["deep": .number(-7)])]))
        #expect(push.all(\.portMessages).map(\.data) == [#"{"contract":"port","n":2}"# + "\n"])
        #expect(push.all(\.portMessages).allSatisfy { $0.push == 1 })
        let oversized = try #require(push.all(\.oversized).first)
        #expect(oversized.frameType == "notification" && oversized.push == 1 && oversized.bytes > 70 * 1024)
        let frame = try #require(push.all(\.pushFrame).first)
        #expect(frame.push == 1 && frame.outcome == .modified && frame.reason == nil && frame[.listeners] == 1 && frame[.notificationsShown] == 2)
        #expect(
            frame.eventLoop == .settled && frame[.timersPending] == 0 && frame[.checkpoints] == 2 && frame[.checkpointsSuppressed] == 0
                && frame[.consoleSuppressed] == 0)
        #expect(
            (frame[.footprintBytes] ?? 0) > 0 && frame.heap != nil && frame[seconds: .pushSeconds] != nil && frame[seconds: .elapsedSeconds] != nil
                && frame.malloc == nil)
        // Each lifecycle event twice: as it starts (its event only), then how it ended.
        let lifecycle = push.all(\.lifecycle)
        #expect(lifecycle.map(\.event) == [.install, .install, .activate, .activate] && lifecycle.map(\.started) == [true, nil, true, nil])
        let closing = lifecycle.filter(\.closes)
        #expect(closing.allSatisfy { $0.outcome == .completed && ($0.footprintBytes ?? 0) > 0 && $0.seconds != nil && $0.exception == nil })
        #expect(closing.map(\.listeners) == [1, 0] && lifecycle.filter { !$0.closes }.allSatisfy { $0.outcome == nil && $0.listeners == nil })
        let done = try #require(push.all(\.done).first)
        #expect(done.elapsedSeconds != nil && done.dumpAdviceDropped != nil)

        // --explain-after: a heap snapshot after push 1 and after the last, each in pieces closed by its frame.
        let explained = try ContractTests.worker([
            "--probe", ContractTests.probes + "/every-frame.js", "--payload-hex", payload, "--pushes", "2", "--explain-after", "1"
        ])
        try ContractTests.checkContract(explained)
        seen.formUnion(explained.frames.map(\.kind))
        #expect(explained.all(\.baseline).first?.heapSnapshotsCapability?.active == true, "\(explained.summary)")
        #expect(explained.all(\.baseline).first?.functionSitesCapability?.active == true, "\(explained.summary)")
        // The later snapshot's sites (none of the warm-up's: Explain compares only the later one's).
        #expect(Set(explained.all(\.snapshotSites).map(\.label)) == ["end"], "\(explained.summary)")
        #expect(explained.all(\.snapshot).filter { $0.started == true }.map(\.label) == ["warm-up", "end"], "\(explained.summary)")
        let snapshots = explained.all(\.snapshot).filter { $0.started != true }
        #expect(snapshots.map(\.label) == ["warm-up", "end"] && snapshots.map(\.push) == [1, 2], "\(explained.summary)")
        for snapshot in snapshots {
            let text = explained.all(\.snapshotChunk).filter { $0.label == snapshot.label }.map(\.data).joined()
            #expect(snapshot.error == nil && snapshot.snapshotType == "GCDebugging" && snapshot.bytes == text.utf8.count && (snapshot.chunks ?? 0) >= 1)
            #expect(text.hasPrefix("{\"version\":3,\"type\":\"GCDebugging\"") && text.hasSuffix("}"))
            #expect(snapshot.footprintBeforeBytes != nil && snapshot.footprintAfterBytes != nil && snapshot.seconds != nil)
        }

        // The warm-up worker: hello, baseline, done.
        let warm = try ContractTests.worker(["--mode", "baseline"])
        try ContractTests.checkContract(warm)
        #expect(warm.frames.map(\.kind) == [.hello, .baseline, .done], "\(warm.summary)")
        #expect(warm.frames.first?.hello?.mode == .baseline)

        // The rlimit backend: ceiling armed, then ceiling-hit (and the worker's own SIGKILL).
        let hit = try ContractTests.worker(["--probe", ContractTests.probes + "/out-of-memory.js", "--enforce", "rlimit", "--limit-bytes", String(256 << 20)])
        try ContractTests.checkContract(hit)
        seen.formUnion(hit.frames.map(\.kind))
        let ceiling = try #require(hit.all(\.ceiling).first, "\(hit.summary)")
        #expect(
            ceiling.backend == "rlimit" && ceiling.armed && (ceiling.rlimitAddressSpaceBytes ?? 0) > 0 && ceiling.vmSizeBytes != nil
                && ceiling.headroomBytes != nil)
        let refused = try #require(hit.all(\.ceilingHit).first, "\(hit.summary)")
        #expect(refused.backend == "rlimit" && refused.detail == "RangeError: Out of memory" && refused.footprintBytes != nil)

        // Failures: a syntax error, a throw while loading, a bad argument.
        let syntax = try ContractTests.worker(["--probe", ContractTests.probes + "/syntax-error.js"])
        try ContractTests.checkContract(syntax)
        let syntaxFailure = try #require(syntax.all(\.failure).first, "\(syntax.summary)")
        #expect(syntax.status == WorkerExitCode.probeSyntax && syntaxFailure.kind == .probeSyntax && syntaxFailure.exception?.line == 3)
        let threw = try ContractTests.worker(["--probe", ContractTests.probes + "/throws.js"])
        try ContractTests.checkContract(threw)
        #expect(threw.status == WorkerExitCode.probeThrew && threw.all(\.failure).first?.kind == .probeThrew)
        #expect(threw.all(\.failure).first?.exception?.message == "contract load failure")
        let unreadable = try ContractTests.worker(["--probe", ContractTests.probes + "/no-such-probe.js"])
        try ContractTests.checkContract(unreadable)
        #expect(unreadable.status == WorkerExitCode.probeUnreadable && unreadable.all(\.failure).first?.kind == .probeUnreadable)
        let bad = try ContractTests.worker(["--mode", "run", "--pushes", "0"])
        try ContractTests.checkContract(bad)
        #expect(bad.status == WorkerExitCode.usage && bad.frames.map(\.kind) == [.failure])
        #expect(bad.all(\.failure).first?.kind == .workerArguments && bad.all(\.failure).first?.message.contains("--pushes") == true)
        seen.formUnion([syntax, threw, unreadable, bad, warm].flatMap { $0.frames.map(\.kind) })

        #expect(seen == Set(FrameKind.allCases), "no probe made: \(Set(FrameKind.allCases).subtracting(seen).map(\.rawValue).sorted())")
    }

    @Test(
        "with jemalloc preloaded (--allocator malloc), the malloc counters of baseline and push frames decode",
        .enabled(if: ContractTests.jemalloc() != nil, "jemalloc is not installed"))
    func mallocCounters() throws {
        let run = try ContractTests.worker(
            ["--probe", ContractTests.probes + "/every-frame.js"],
            environment: ["Malloc": "1", "LD_PRELOAD": ContractTests.jemalloc()!, "MALLOC_CONF": "dirty_decay_ms:0,muzzy_decay_ms:0"])
        try ContractTests.checkContract(run)
        let baseline = try #require(run.all(\.baseline).first, "\(run.summary)")
        let push = try #require(run.all(\.pushFrame).first, "\(run.summary)")
        for counts in [baseline.malloc, push.malloc] {
            let malloc = try #require(counts)
            #expect(malloc.allocatedBytes > 0 && malloc.activeBytes >= malloc.allocatedBytes && malloc.residentBytes > 0)
        }
    }

    @Test("the worker's command line: what the parent builds, the worker parses back the same; bad ones are refused")
    func argumentsRoundTrip() throws {
        var arguments = WorkerArguments()
        #expect(
            try WorkerArguments(parsing: ["--mode", "baseline"])
                == {
                    var a = WorkerArguments(); a.mode = .baseline; return a
                }())
        arguments.probePath = "/p/probe.js"
        arguments.payload = Array(0...255)
        arguments.finalPayload = []
        arguments.enforcement = .rlimit
        arguments.limitBytes = 24 << 20
        arguments.fixturesDirectory = "/p/fixtures"
        arguments.pushes = 7
        arguments.isolation = .none
        arguments.injectRetainContexts = true
        arguments.verifyHeapCounters = true
        arguments.frameFD = 1
        arguments.chargePeakFile = "/sys/fs/cgroup/memory/m/memory.max_usage_in_bytes"
        arguments.storageQuotaBytes = 64 << 20
        arguments.storageDirectory = "/p/storage"
        arguments.storageIn = .memory
        arguments.hostReserveBytes = 2_932_736
        arguments.collectOnWarning = true
        arguments.pushMode = .device
        arguments.gapMilliseconds = 1500
        arguments.scriptURL = "https://app.example/push/sw.js?appId=1"
        arguments.siteDirectory = "/p/site"
        arguments.mirrorDirectory = "/p/mirror"
        arguments.subscriptionJSON = #"{"endpoint":"https://push.example/x","expirationTime":null,"keys":{"p256dh":"BA","auth":"AA"}}"#
        arguments.payloadsPath = "/p/payloads.jsonl"
        arguments.payloadsOffset = 4
        arguments.userAgent = "Mozilla/5.0 (test)"
        arguments.explainAfterPush = 10
        arguments.lifecycle = .redundant
        let line = arguments.commandLine
        #expect(try WorkerArguments(parsing: line) == arguments)
        // Every flag is used by the full command line.
        #expect(Set(line.filter { $0.hasPrefix("--") }) == Set(WorkerArguments.Flag.allCases.map(\.rawValue)))
        for bad in [
            ["--mode", "walk"], ["--probe"], ["--pushes", "0"], ["--limit-bytes", "-1"], ["--payload-hex", "abc"], ["--isolation", "process"],
            ["--inject", "leak"], ["--bogus"], ["--mode", "run"], ["--charge-peak-file", "relative"], ["--lifecycle", "maybe"]
        ] {
            #expect(throws: WorkerArgumentsError.self, "\(bad)") { try WorkerArguments(parsing: bad) }
        }
        // Found by the worker-arguments fuzz target (Tests/Fuzz): an argument's control characters
        // are escaped, so the refusal stays one line.
        do throws(WorkerArgumentsError) {
            _ = try WorkerArguments(parsing: ["-S\nequ\u{7}"])
            Issue.record("an unknown argument was accepted")
        } catch {
            #expect(error.message == "unknown worker argument -S\\u{a}equ\\u{7}", "\(error.message)")
        }
    }
}

/// A notification over the frame limit is reported, not lost: through the built memlab binary.
@Suite struct OversizedFrameEndToEndTests {
    @Test("a 70 KiB notification: record.problems and the summary say it was left out")
    func oversizedNotificationIsReported() throws {
        let memlab = ContractTests.products + "/memlab"
        try #require(FileManager.default.isExecutableFile(atPath: memlab), "memlab is not built at \(memlab)")
        let out = NSTemporaryDirectory() + "memlab-contract-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: memlab)
        process.arguments = ["run", ContractTests.probes + "/every-frame.js", "--payload", #"{"title":"hi"}"#, "--out", out]
        process.environment = ProcessInfo.processInfo.environment.merging(["MEMLAB_WORKER": ContractTests.products + "/memlab-worker"]) { $1 }
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let summary = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(summary)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".json") }
        let file = try #require(files.first, "no record written")
        let record = try ResultStore.read(out + "/" + file)
        #expect(record.end.kind == .completed, "\(record.end.message)")
        let sentence = try #require(record.problems.first { $0.contains("notification frame for push 1") }, "problems: \(record.problems)")
        #expect(sentence.contains("60 KiB") && sentence.contains("missing from the record"))
        #expect(record.pushes.first?.notification?["title"]?.stringValue == "hi", "the notification that fit is kept")
        #expect(summary.contains("warning") && summary.contains(sentence), "the summary does not say it:\n\(summary)")
    }

    @Test(
        "a worker that sends an unknown frame type and a malformed push frame: both are problems in the record and the summary",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "the fake worker needs /usr/bin/python3"))
    func unknownAndMalformedFramesAreReported() throws {
        let memlab = ContractTests.products + "/memlab"
        try #require(FileManager.default.isExecutableFile(atPath: memlab), "memlab is not built at \(memlab)")
        let directory = NSTemporaryDirectory() + "memlab-contract-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A worker of another version: valid hello and baseline, then a kind this parent does not know
        // and a push frame without its outcome, then a valid push and done.
        let fake = directory + "/fake-worker"
        try Data(
            """
            #!/usr/bin/python3
            import os, sys
            mode = sys.argv[sys.argv.index('--mode') + 1]
            def out(line):
                data = line.encode() + b'\\n'
                while data:
                    data = data[os.write(3, data):]
            out('{"type":"hello","pid":1,"jscVersion":"fake","jit":false,"mode":"%s"}' % mode)
            out('{"type":"baseline","footprintBytes":1000000}')
            if mode == 'run':
                out('{"type":"telemetry","x":1}')
                out('{"type":"push","push":1,"footprintBytes":1000000}')
                out('{"type":"push","push":1,"outcome":"modified","footprintBytes":1000000}')
            out('{"type":"done"}')
            """.utf8
        ).write(to: URL(fileURLWithPath: fake))
        chmod(fake, 0o755)
        let probe = directory + "/probe.js"
        try Data("addEventListener('push', () => {});".utf8).write(to: URL(fileURLWithPath: probe))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: memlab)
        process.arguments = ["run", probe, "--out", directory + "/out", "--enforce", "watchdog"]
        process.environment = ProcessInfo.processInfo.environment.merging(["MEMLAB_WORKER": fake]) { $1 }
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let summary = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(summary)")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: directory + "/out").first, "no record written")
        let record = try ResultStore.read(directory + "/out/" + file)
        #expect(record.end.kind == .completed)
        #expect(record.pushes.map(\.outcome) == [.modified])
        let unknown = try #require(record.problems.first { $0.contains("unknown type \"telemetry\"") }, "problems: \(record.problems)")
        let malformed = try #require(record.problems.first { $0.contains("malformed push frame (field outcome") }, "problems: \(record.problems)")
        for sentence in [unknown, malformed] { #expect(summary.contains("warning    " + sentence), "the summary does not say it:\n\(summary)") }
    }
}
