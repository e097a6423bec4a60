import Testing
import Foundation
import MemlabCore

/// Every bad input: one sentence on stderr, a documented exit status, nothing on stdout, no stack trace.
@Suite struct BadInputEndToEndTests {
    func expectOneSentence(
        _ outcome: MemlabBinary.Outcome, status: Int32, mentioning needle: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(outcome.status == status, "stderr: \(outcome.stderr)", sourceLocation: sourceLocation)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1, "expected one line, got: \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderr.hasPrefix("memlab: "), sourceLocation: sourceLocation)
        #expect(outcome.stderr.contains(needle), "'\(needle)' not in: \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(!outcome.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
    }

    @Test(arguments: ["24Q", "0", "-1", "1.5.3M", "", "100000G"])
    func badLimits(limit: String) throws {
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("grow.js"), "--limit", limit])
        expectOneSentence(outcome, status: 64, mentioning: "--limit")
        #expect(outcome.stdout.isEmpty)
    }

    @Test func limitBelowTheRuntimesOwnNeed() throws {
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("grow.js"), "--limit", "1M"])
        expectOneSentence(outcome, status: 64, mentioning: "the runtime alone needs")
    }

    @Test func unknownFlag() throws {
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("grow.js"), "--limmit", "24M"])
        expectOneSentence(outcome, status: 64, mentioning: "did you mean --limit")
    }

    @Test func unknownCommandAndMissingProbe() throws {
        expectOneSentence(try MemlabBinary.run(["frobnicate"]), status: 64, mentioning: "unknown command")
        expectOneSentence(try MemlabBinary.run(["run"]), status: 64, mentioning: "needs a probe")
        expectOneSentence(try MemlabBinary.run(["run", "--enforce", "magic", MemlabBinary.probe("grow.js")]), status: 64, mentioning: "--enforce")
    }

    @Test func missingAndUnreadableProbe() throws {
        expectOneSentence(try MemlabBinary.run(["run", "/nonexistent/probe.js"]), status: 66, mentioning: "does not exist")
        expectOneSentence(try MemlabBinary.run(["run", MemlabBinary.temporaryDirectory()]), status: 66, mentioning: "is a directory")
        let probe = MemlabBinary.writeProbe("addEventListener('push', () => {});")
        chmod(probe, 0)
        // root reads anything; run as nobody so the permission check is real.
        let outcome = try MemlabBinary.run(["run", probe], prefix: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
        #expect(outcome.status == 66 || outcome.status == 69, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("memlab: "))
    }

    @Test func syntaxErrorReportsLineAndColumn() throws {
        let probe = MemlabBinary.writeProbe("addEventListener('push', () => {});\nlet broken = ;\n")
        let outcome = try MemlabBinary.run(["run", probe, "--out", MemlabBinary.temporaryDirectory()])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("\(probe):2:14: SyntaxError"), "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }

    @Test func probeThatThrowsWhileLoading() throws {
        let probe = MemlabBinary.writeProbe("const x = 1;\nthrow new TypeError('not today');\n")
        let outcome = try MemlabBinary.run(["run", probe, "--out", MemlabBinary.temporaryDirectory()])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("\(probe):2:"), "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains("TypeError: not today"))
    }

    @Test func missingWorkerBinary() throws {
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("grow.js")], environment: ["MEMLAB_WORKER": "/nonexistent/memlab-worker"])
        expectOneSentence(outcome, status: 69, mentioning: "worker binary")
    }

    @Test func cgroupRequestedWhereNoneIsWritable() throws {
        // Unprivileged, the process cannot create cgroups: a clear error, never a silent fallback.
        let outcome = try MemlabBinary.run(
            ["run", MemlabBinary.probe("grow.js"), "--enforce", "cgroup", "--out", "/tmp"],
            prefix: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
        expectOneSentence(outcome, status: 69, mentioning: "--enforce cgroup is not available")
    }

    @Test func oversizedPayloadAndPayloadConflicts() throws {
        let big = String(repeating: "x", count: 5000)
        expectOneSentence(try MemlabBinary.run(["run", MemlabBinary.probe("grow.js"), "--payload", big]), status: 64, mentioning: "4096")
        expectOneSentence(
            try MemlabBinary.run(["run", MemlabBinary.probe("grow.js"), "--payload", "a", "--payload-file", "b"]), status: 64, mentioning: "not both")
        expectOneSentence(
            try MemlabBinary.run(["run", MemlabBinary.probe("grow.js"), "--payload-file", "/nonexistent"]), status: 66, mentioning: "payload file")
    }
}

/// Inputs of the push-worker runtime that are wrong in ways the user controls.
@Suite struct PushInputEndToEndTests {
    @Test func missingFixturesDirectory() throws {
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("fetch-notify.js"), "--fixtures", "/nonexistent/fixtures"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("fixtures directory /nonexistent/fixtures does not exist"), "stderr: \(outcome.stderr)")
    }

    @Test func fixturesDirectoryIsServed() throws {
        let directory = MemlabBinary.temporaryDirectory()
        try Data(#"{"title":"from fixtures"}"#.utf8).write(to: URL(fileURLWithPath: directory + "/message.json"))
        let probe = MemlabBinary.writeProbe(
            """
            addEventListener('push', (event) => event.waitUntil((async () => {
              const message = await (await fetch('message.json')).json();
              const missing = await fetch('nope.json');
              await registration.showNotification(message.title, { body: String(missing.status) });
            })()));
            """)
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--fixtures", directory])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(record?.pushes.first?.notification?["title"]?.stringValue == "from fixtures")
        #expect(record?.pushes.first?.notification?["body"]?.stringValue == "404")
    }

    @Test func invalidUTF8PayloadIsDecodedWithReplacementCharacters() throws {
        let payloadFile = MemlabBinary.temporaryDirectory() + "/payload.bin"
        try Data([0x68, 0x69, 0xFF, 0xFE, 0x21]).write(to: URL(fileURLWithPath: payloadFile))
        let probe = MemlabBinary.writeProbe("addEventListener('push', e => e.waitUntil(registration.showNotification(e.data.text())));")
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--payload-file", payloadFile])
        #expect(outcome.status == 0)
        #expect(record?.pushes.first?.notification?["title"]?.stringValue == "hi\u{FFFD}\u{FFFD}!")
    }

    @Test func noPushListenerMeansOriginalContent() throws {
        let probe = MemlabBinary.writeProbe("// registers nothing\nconst unused = 1;\n")
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe])
        #expect(outcome.status == 0)
        #expect(record?.pushes.first?.outcome == .originalContent)
        #expect(record?.pushes.first?.reason == .noListener)
    }

    @Test func handlerShowsTheNotificationThatWouldBeDisplayed() throws {
        let out = MemlabBinary.temporaryDirectory()
        let outcome = try MemlabBinary.run([
            "run", MemlabBinary.probe("notify.js"), "--payload", #"{"title":"Lunch?","body":"12:30 at the usual place"}"#, "--out", out
        ])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("modified"), "stdout: \(outcome.stdout)")
        #expect(outcome.stdout.contains("Lunch?"), "stdout: \(outcome.stdout)")
    }
}
