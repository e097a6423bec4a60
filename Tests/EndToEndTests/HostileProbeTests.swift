import Testing
import Foundation
import MemlabCore

/// Hostile probes through the real binary: each is contained (memlab survives, the
/// machine is untouched) and reported as what it was, with a documented exit status.
/// docs/sandbox.md counts them; keep its table in step when adding one.
@Suite struct HostileProbeTests {
    /// The run was carried out and its record is on stdout and in exactly one decodable file.
    func expectRecorded(
        _ outcome: MemlabBinary.Outcome, _ record: RunRecord?, _ files: [String], status: Int32 = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(outcome.status == status, "stderr: \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(record != nil, "stdout is not a record: \(outcome.stdout.prefix(300))", sourceLocation: sourceLocation)
        #expect(files.count == 1, "result files: \(files)", sourceLocation: sourceLocation)
        for file in files { #expect((try? ResultStore.read(file)) != nil, "\(file) does not decode", sourceLocation: sourceLocation) }
        #expect(!outcome.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
    }

    static let endlessLoops: [(String, String)] = [
        ("in the handler", "addEventListener('push', () => { for (;;) {} });"),
        ("at load time", "addEventListener('push', () => {});\nfor (;;) {}"),
        ("in a timer", "addEventListener('push', (e) => { e.waitUntil(new Promise(() => {})); setTimeout(() => { for (;;) {} }, 1); });"),
        // A microtask that always queues another: the event loop never gets a turn.
        (
            "in a microtask chain",
            "const spin = () => { Promise.resolve().then(spin); };\naddEventListener('push', (e) => { e.waitUntil(new Promise(() => {})); spin(); });"
        )
    ]

    @Test("an endless loop expires and is reported as expired", arguments: endlessLoops)
    func endlessLoopExpires(place: String, source: String) throws {
        let probe = MemlabBinary.writeProbe(source)
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe, "--expire", "1"])
        expectRecorded(outcome, record, files)
        let run = try #require(record)
        #expect(run.end.kind == .expired, "\(place): \(run.end.message)")
        #expect(run.end.exit == .signaled(SIGKILL))
        #expect(run.end.message.contains("1 s"))
        #expect(run.pushes.first?.reason == .expired)
    }

    @Test("unbounded recursion is a RangeError: in the handler a finding (exit 0), at load time a probe error (exit 65)")
    func unboundedRecursion() throws {
        let inHandler = MemlabBinary.writeProbe("function f(n) { return f(n + 1) + 1; }\naddEventListener('push', () => { f(0); });\n")
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", inHandler])
        expectRecorded(outcome, record, files)
        #expect(record?.end.kind == .completed)
        #expect(record?.pushes.first?.reason == .exception)
        #expect(record?.pushes.first?.exception?.name == "RangeError")
        #expect(record?.pushes.first?.exception?.message?.contains("call stack") == true)

        let atLoad = MemlabBinary.writeProbe("function f(n) { return f(n + 1) + 1; }\nf(0);\n")
        let (loaded, loadRecord, loadFiles) = try MemlabBinary.runRecord(["run", atLoad])
        expectRecorded(loaded, loadRecord, loadFiles, status: 65)
        #expect(loadRecord?.end.kind == .probeError)
        #expect(loaded.stderr.contains("RangeError"), "stderr: \(loaded.stderr)")
        #expect(loaded.stderr.split(separator: "\n").count == 1)
    }

    @Test("a 1 GB string is stopped: killed at the ceiling, or refused with a RangeError")
    func gigabyteString() throws {
        let probe = MemlabBinary.writeProbe(
            """
            addEventListener('push', () => {
              const s = 'x'.repeat(1 << 30);
              memlab.checkpoint(s.length);
              console.log('flat ' + s.charCodeAt(123456789) + ' ' + s.indexOf('y'));
            });
            """)
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe, "--limit", "24M"])
        expectRecorded(outcome, record, files)
        let run = try #require(record)
        let refused = run.end.kind == .completed && run.pushes.first?.exception?.name == "RangeError"
        #expect(run.end.kind == .killedAtCeiling || refused, "\(run.end.kind): \(run.end.message)")
        #expect(!run.console.contains { $0.text.hasPrefix("flat") })
    }

    @Test("100,000 timers: the 10,001st is refused with a RangeError, the push still ends, pending timers are counted")
    func hundredThousandTimers() throws {
        let probe = MemlabBinary.writeProbe(
            """
            addEventListener('push', (event) => {
              let made = 0, refused = 'none';
              try { for (let i = 0; i < 100000; i++) { setTimeout(() => {}, 1e9); made++; } }
              catch (e) { refused = e.name; }
              console.log('made ' + made + ' refused ' + refused);
              event.waitUntil(registration.showNotification('timers'));
            });
            """)
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe, "--expire", "30"])
        expectRecorded(outcome, record, files)
        let run = try #require(record)
        #expect(run.end.kind == .completed)
        #expect(run.console.map(\.text) == ["made 10000 refused RangeError"])
        #expect(run.pushes.first?.outcome == .modified)
        #expect(run.pushes.first?[.timersPending] == 10_000)
    }

    @Test("a promise chain that never settles ends the push as unsettled, not a hang")
    func neverSettles() throws {
        let probe = MemlabBinary.writeProbe(
            """
            addEventListener('push', (event) => {
              const never = new Promise(() => {});
              event.waitUntil(never.then(() => 1).then(() => 2).finally(() => 3));
            });
            """)
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe, "--expire", "30"])
        expectRecorded(outcome, record, files)
        #expect(record?.end.kind == .completed)
        #expect(record?.pushes.first?.outcome == .originalContent)
        #expect(record?.pushes.first?.reason == .unsettled)
    }

    static let thrownValues: [(String, String?)] = [
        ("'a string'", "a string"),
        ("42", "42"),
        ("undefined", "undefined"),
        ("null", "null"),
        ("Symbol('s')", nil),
        ("({ toString() { throw new Error('nope'); } })", nil),
        ("new Proxy({}, { get() { throw 1; }, getPrototypeOf() { throw 2; }, has() { throw 3; } })", nil)
    ]

    @Test("a handler throwing a non-Error value is reported as a thrown exception", arguments: thrownValues)
    func throwsNonError(expression: String, message: String?) throws {
        let probe = MemlabBinary.writeProbe("const make = () => (\(expression));\naddEventListener('push', () => { throw make(); });\n")
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe])
        expectRecorded(outcome, record, files)
        let push = try #require(record?.pushes.first)
        #expect(record?.end.kind == .completed)
        #expect(push.outcome == .originalContent)
        #expect(push.reason == .exception)
        let exception = try #require(push.exception)
        #expect(exception.name != nil)
        if let message { #expect(exception.message == message) } else { #expect(!(exception.message ?? "").isEmpty) }
    }

    @Test("non-Error values rejected through waitUntil, and thrown by a timer or a microtask, are all reported")
    func nonErrorRejectionsAndUncaught() throws {
        let probe = MemlabBinary.writeProbe(
            """
            addEventListener('push', (event) => {
              setTimeout(() => { throw 'timer-threw-this'; }, 0);
              queueMicrotask(() => { throw 'microtask-threw-this'; });
              event.waitUntil(new Promise((_, reject) => setTimeout(() => reject(Symbol('rejected')), 10)));
            });
            """)
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe])
        expectRecorded(outcome, record, files)
        #expect(record?.end.kind == .completed)
        #expect(record?.pushes.first?.reason == .waitUntilRejected)
        #expect(record?.pushes.first?.exception?.name == "thrown value")
        // The worker sends `uncaught` frames for both (docs/worker-protocol.md); the record must keep them.
        for thrown in ["timer-threw-this", "microtask-threw-this"] {
            #expect(outcome.stdout.contains(thrown), "the record does not mention the uncaught '\(thrown)'")
        }
    }

    @Test("a payload of invalid UTF-8 and binary bytes reaches the handler intact; text() replaces, json() throws")
    func binaryPayload() throws {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0xC3, 0x28, 0x80] + Array(#"{"title":"#.utf8) + [0xED, 0xA0, 0x80, 0x7D, 0x00, 0x01, 0x02]
        let directory = MemlabBinary.temporaryDirectory()
        let payload = directory + "/payload.bin"
        try Data(bytes).write(to: URL(fileURLWithPath: payload))
        let probe = MemlabBinary.writeProbe(
            """
            addEventListener('push', (event) => {
              const bytes = event.data.bytes();
              const text = event.data.text();
              let json = 'parsed';
              try { event.data.json(); } catch (e) { json = e.name; }
              let fatal = 'decoded';
              try { new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch (e) { fatal = e.name; }
              console.log(`bytes=${bytes.length} first=${bytes[0]} nul=${bytes[2]} replacement=${text.includes('\\uFFFD')} json=${json} fatal=${fatal}`);
              event.waitUntil(registration.showNotification('binary', { body: text }));
            });
            """)
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe, "--payload-file", payload])
        expectRecorded(outcome, record, files)
        let run = try #require(record)
        #expect(run.end.kind == .completed)
        #expect(run.payload?.bytes == bytes.count)
        #expect(run.console.map(\.text) == ["bytes=\(bytes.count) first=255 nul=0 replacement=true json=SyntaxError fatal=TypeError"])
        #expect(run.pushes.first?.outcome == .modified)
        #expect(run.pushes.first?.notification?["body"]?.stringValue?.contains("\u{FFFD}") == true)
    }

    /// A probe that tries each thunk and logs `name: allowed ...` or `name: refused Kind: message`.
    static func attempts(_ lines: [(String, String)]) -> String {
        let calls = lines.map { "    attempt('\($0.0)', () => \($0.1))," }.joined(separator: "\n")
        return """
            const attempt = (what, thunk) => Promise.resolve().then(thunk).then(
              (value) => `${what}: allowed ${value && typeof value === 'object' && 'status' in value ? 'status ' + value.status : String(value).slice(0, 60)}`,
              (error) => `${what}: refused ${error && error.name}: ${error && error.message}`);
            addEventListener('push', (event) => {
              event.waitUntil(Promise.all([
            \(calls)
              ]).then((lines) => { for (const line of lines) console.log(line); return registration.showNotification('done'); }));
            });
            """
    }

    func consoleLines(_ record: RunRecord?) -> [String: String] {
        var lines: [String: String] = [:]
        for line in record?.console ?? [] {
            guard let colon = line.text.firstIndex(of: ":") else { continue }
            lines[String(line.text[..<colon])] = String(line.text[line.text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        return lines
    }

    @Test("importScripts('/etc/passwd'), by absolute or climbing path, is refused and nothing of it is read")
    func importScriptsOutsideIsRefused() throws {
        let probe = MemlabBinary.writeProbe(
            HostileProbeTests.attempts([
                ("absolute", "importScripts('/etc/passwd')"),
                ("climbing", "importScripts('../../../../../../../../etc/passwd')"),
                ("proc", "importScripts('/proc/self/environ')")
            ]))
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe])
        expectRecorded(outcome, record, files)
        let lines = consoleLines(record)
        for name in ["absolute", "climbing", "proc"] {
            #expect(lines[name]?.hasPrefix("refused TypeError: importScripts:") == true, "\(name): \(lines[name] ?? "no line")")
        }
        #expect(!outcome.stdout.contains("root:"))
    }

    @Test("fetch('file:///etc/passwd') and every other way out of the fixtures directory is refused (a data: URL is its own body)")
    func fetchOutsideIsRefused() throws {
        let probe = MemlabBinary.writeProbe(
            HostileProbeTests.attempts([
                ("file", "fetch('file:///etc/passwd')"),
                ("file-host", "fetch('file://localhost/etc/passwd')"),
                ("encoded-dotdot", "fetch('https://x.example/%2e%2e/%2e%2e/%2e%2e/etc/passwd')"),
                ("data", "fetch('data:text/plain,hi')"),
                ("blob-scheme", "fetch('ftp://x.example/etc/passwd')"),
                ("network", "fetch('http://127.0.0.1:1/')")
            ]))
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe])
        expectRecorded(outcome, record, files)
        let lines = consoleLines(record)
        for name in ["file", "file-host", "encoded-dotdot", "blob-scheme"] {
            #expect(lines[name]?.hasPrefix("refused TypeError: fetch:") == true, "\(name): \(lines[name] ?? "no line")")
        }
        // A data: URL carries its own body, as in a browser: nothing is read from anywhere.
        #expect(lines["data"] == "allowed status 200", "data: \(lines["data"] ?? "no line")")
        // There is no network: an http URL is looked up among the fixtures, then (cross-origin)
        // the mirror; with neither it fails as a browser offline fails.
        #expect(
            lines["network"]?.hasPrefix("refused TypeError: Failed to fetch") == true && lines["network"]?.contains("offline") == true,
            "\(lines["network"] ?? "no line")")
        #expect(!outcome.stdout.contains("root:"))
    }

    @Test("a symlink in the probe directory pointing to /etc: importScripts and fetch through it are refused")
    func symlinkToEtcIsRefused() throws {
        let probe = MemlabBinary.writeProbe(
            HostileProbeTests.attempts([
                ("import-through-link", "importScripts('etc/passwd')"),
                ("import-inside", "importScripts('helper.js')"),
                ("fetch-through-dir-link", "fetch('etc/passwd').then((r) => r.text())"),
                ("fetch-file-link", "fetch('passwd-link').then((r) => r.text())"),
                ("fetch-dangling-link", "fetch('https://x.example/dangling')"),
                ("fetch-inside", "fetch('ok.txt').then((r) => r.text())")
            ]))
        let directory = (probe as NSString).deletingLastPathComponent
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory + "/fixtures", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: directory + "/etc", withDestinationPath: "/etc")
        try manager.createSymbolicLink(atPath: directory + "/fixtures/etc", withDestinationPath: "/etc")
        try manager.createSymbolicLink(atPath: directory + "/fixtures/passwd-link", withDestinationPath: "/etc/passwd")
        try manager.createSymbolicLink(atPath: directory + "/fixtures/dangling", withDestinationPath: "/nonexistent/elsewhere")
        try Data("self.helperLoaded = true;\n".utf8).write(to: URL(fileURLWithPath: directory + "/helper.js"))
        try Data("inside".utf8).write(to: URL(fileURLWithPath: directory + "/fixtures/ok.txt"))
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe])
        expectRecorded(outcome, record, files)
        let lines = consoleLines(record)
        #expect(lines["import-through-link"]?.hasPrefix("refused TypeError: importScripts:") == true, "\(lines)")
        for name in ["fetch-through-dir-link", "fetch-file-link", "fetch-dangling-link"] {
            #expect(lines[name]?.hasPrefix("refused TypeError: fetch:") == true, "\(name): \(lines[name] ?? "no line")")
        }
        // What is inside stays reachable.
        #expect(lines["import-inside"] == "allowed undefined")
        #expect(lines["fetch-inside"] == "allowed inside")
        #expect(!outcome.stdout.contains("root:"))
    }

    @Test(
        "plain objects (not typed arrays) until the ceiling: killed at the cgroup's limit, samples kept",
        .enabled(if: MemlabBinary.cgroupAvailable, "no writable memory cgroup here (needs root and a v1 memory controller or delegated v2)"))
    func plainObjectsUntilTheCeiling() throws {
        let probe = MemlabBinary.writeProbe(
            """
            const keep = [];
            addEventListener('push', () => {
              for (let i = 0; ; i++) {
                keep.push({ index: i, label: 'item', next: keep[i - 1] || null, list: [i, i + 1] });
                if (i % 20000 === 0) memlab.checkpoint(keep.length);
              }
            });
            """)
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe, "--limit", "24M", "--enforce", "cgroup", "--expire", "30"])
        expectRecorded(outcome, record, files)
        let run = try #require(record)
        #expect(run.end.kind == .killedAtCeiling, "\(run.end.message)")
        #expect(run.end.exit == .signaled(SIGKILL))
        #expect((run.ceiling.cgroupPeakBytes ?? .max) <= 24 << 20)
        #expect(run.checkpoints.count > 1)
        #expect(run.pushes.first?.reason == .killedAtCeiling)
    }

    @Test("a million checkpoints: the run completes, most are suppressed, the record stays bounded")
    func millionCheckpoints() throws {
        let probe = MemlabBinary.writeProbe(
            """
            addEventListener('push', (event) => {
              for (let i = 0; i < 1000000; i++) memlab.checkpoint(i);
              event.waitUntil(registration.showNotification('done'));
            });
            """)
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe, "--expire", "60"])
        expectRecorded(outcome, record, files)
        let run = try #require(record)
        #expect(run.end.kind == .completed, "\(run.end.message)")
        let push = try #require(run.pushes.first)
        #expect(push.outcome == .modified)
        #expect(push[.checkpoints] == 1_000_000)
        #expect((push[.checkpointsSuppressed] ?? 0) > 900_000)
        #expect(Int64(run.checkpoints.count) + (push[.checkpointsSuppressed] ?? 0) == 1_000_000)
        #expect(run.checkpoints.count <= 10_000)
    }

    /// memlab's own peak resident set in kB, from GNU time.
    static func peakResidentKilobytes(_ arguments: [String]) throws -> (MemlabBinary.Outcome, Int?) {
        let outcome = try MemlabBinary.run(arguments, prefix: ["/usr/bin/time", "-f", "memlab-maxrss-kb=%M"])
        let line = outcome.stderr.split(separator: "\n").last { $0.hasPrefix("memlab-maxrss-kb=") }
        return (outcome, line.flatMap { Int($0.dropFirst("memlab-maxrss-kb=".count)) })
    }

    @Test(
        "a flood of notifications does not grow memlab's own memory with the flood",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "GNU time (/usr/bin/time) is not installed"))
    func notificationFloodStaysBounded() throws {
        func flood(_ count: Int) throws -> Int {
            let probe = MemlabBinary.writeProbe(
                """
                addEventListener('push', (event) => {
                  for (let i = 0; i < \(count); i++) registration.showNotification('n', { tag: 'same' });
                });
                """)
            let (outcome, kilobytes) = try HostileProbeTests.peakResidentKilobytes(["run", probe, "--expire", "60", "--out", MemlabBinary.temporaryDirectory()])
            #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
            #expect(outcome.stdout.contains("completed"), "\(outcome.stdout)")
            return try #require(kilobytes)
        }
        let small = try flood(1_000)
        let large = try flood(30_000)
        // A tagged notification replaces the last one: the worker holds one; memlab should not hold 30,000.
        #expect(large - small < 32 * 1024, "memlab's peak RSS grew from \(small) kB to \(large) kB with 29,000 more notification frames")
    }

    static let checkpointValues = ["NaN", "", "'not a number'", "Infinity", "1e300", "-1e300", "2 ** 63"]

    @Test(
        "a checkpoint of any value (NaN, none, a string, Infinity, 1e300) still gives a record and a summary",
        arguments: checkpointValues)
    func oddCheckpointValues(value: String) throws {
        let probe = MemlabBinary.writeProbe(
            "addEventListener('push', (e) => { memlab.checkpoint(\(value)); e.waitUntil(registration.showNotification('x')); });")
        let out = MemlabBinary.temporaryDirectory()
        // The human summary (no --json): the record is written first, then printed.
        let outcome = try MemlabBinary.run(["run", probe, "--out", out])
        #expect(outcome.status == 0, "memlab.checkpoint(\(value)): status \(outcome.status), stderr: \(outcome.stderr.prefix(300))")
        #expect(outcome.stdout.contains("completed"))
        let audit = ResultsAudit(out)
        #expect(audit.records.count == 1, "memlab.checkpoint(\(value)): the record was lost (\(audit))")
    }

    @Test("the sandbox, seen from outside while the probe runs: seccomp, no-new-privs, limits, fds, network namespace")
    func sandboxSeenFromOutside() throws {
        let probe = MemlabBinary.writeProbe(FaultProbes.reportsThenSpins)
        let out = MemlabBinary.temporaryDirectory()
        let memlab = try BackgroundMemlab(["run", probe, "--expire", "30", "--json", "--out", out])
        let worker = try #require(memlab.worker(), "the run worker never appeared")
        _ = FaultProc.waitWritten(worker, atLeast: FaultProbes.spinWrittenBytes)
        let seccompMode = FaultProc.statusField(worker, "Seccomp")
        let filters = FaultProc.statusField(worker, "Seccomp_filters")
        let noNewPrivs = FaultProc.statusField(worker, "NoNewPrivs")
        let limits = (try? String(contentsOfFile: "/proc/\(worker)/limits", encoding: .utf8)) ?? ""
        let descriptors = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(worker)/fd")) ?? []).compactMap(Int.init).sorted()
        let targets = descriptors.map { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(worker)/fd/\($0)")) ?? "?" }
        let workerNet = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(worker)/ns/net")
        let ownNet = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/net")
        kill(worker, SIGKILL)
        let ending = memlab.wait()

        #expect(ending.outcome.status == 0, "stderr: \(ending.outcome.stderr)")
        let run = try #require(ending.record)
        #expect(run.end.kind == .crashed)
        #expect(run.checkpoints.count == 3)
        let sandbox = try #require(run.sandbox)
        #expect(sandbox.seccomp)
        #expect(sandbox.noNewPrivileges)
        #expect(sandbox.rlimits["RLIMIT_NOFILE"] == 64)
        // A worker that runs pushes writes its storage database: twice the 64 MiB quota and 16 MiB.
        let fileSize: Int64 = 2 * (64 << 20) + (16 << 20)
        #expect(sandbox.rlimits["RLIMIT_FSIZE"] == fileSize)
        #expect(sandbox.writes?.hasPrefix("landlock:") == true, "\(sandbox.writes ?? "none")")
        #expect(sandbox.rlimits["RLIMIT_CORE"] == 0)
        #expect(sandbox.rlimits["RLIMIT_CPU"] == 60)
        #expect((sandbox.rlimits["RLIMIT_AS"] ?? 0) > 0)
        if getuid() == 0 {
            #expect(sandbox.network == "private")
            #expect(workerNet != nil && workerNet != ownNet, "the worker shares memlab's network namespace")
        }
        // From the kernel's side, read while it ran: mode 2 is a seccomp filter.
        #expect(seccompMode == "2")
        #expect(filters == "1")
        #expect(noNewPrivs == "1")
        let limitLines = limits.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(limitLines.contains { $0.hasPrefix("Max open files 64 64") }, "\(limits)")
        #expect(limitLines.contains { $0.hasPrefix("Max file size \(fileSize) \(fileSize)") }, "\(limits)")
        #expect(limitLines.contains { $0.hasPrefix("Max core file size 0 0") }, "\(limits)")
        #expect(limitLines.contains { $0.hasPrefix("Max cpu time 60 60") }, "\(limits)")
        #expect(Array(targets.prefix(2)) == ["/dev/null", "/dev/null"], "fds: \(zip(descriptors, targets).map { "\($0)->\($1)" })")
        #expect(descriptors.prefix(4) == [0, 1, 2, 3])
        // Only the two pipes memlab gave it (stderr and frames); no socket, no other pipe inherited.
        #expect(targets.filter { $0.hasPrefix("pipe:") }.count == 2, "fds: \(targets)")
        #expect(!targets.contains { $0.hasPrefix("socket:") }, "fds: \(targets)")
        #expect(!targets.contains { $0.hasPrefix(out) || $0.hasSuffix(".json") }, "fds: \(targets)")
    }
}
