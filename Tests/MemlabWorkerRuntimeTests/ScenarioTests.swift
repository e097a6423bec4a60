import Foundation
import Testing

/// Push outcomes and edge cases, each a small probe under Conformance/scenarios run by the real worker.
@Suite struct ScenarioTests {
    static let directory = SpawnedWorker.conformanceDirectory + "/scenarios"

    func run(_ name: String, payload: [UInt8]? = nil) throws -> WorkerRun {
        try SpawnedWorker.run(probe: ScenarioTests.directory + "/" + name, payload: payload)
    }

    func exception(_ run: WorkerRun) -> [String: Any]? { run.push?["exception"] as? [String: Any] }

    @Test func noListener() throws {
        let run = try run("no-listener.js")
        #expect(run.push?["outcome"] as? String == "original-content")
        #expect(run.push?["reason"] as? String == "no-listener", "\(run.summary)")
        #expect(run.push?["listeners"] as? Int == 0)
    }

    @Test func handlerThrowingSynchronously() throws {
        let run = try run("throws.js")
        #expect(run.push?["reason"] as? String == "exception", "\(run.summary)")
        #expect(exception(run)?["name"] as? String == "TypeError")
        #expect(exception(run)?["message"] as? String == "handler failed on purpose")
        #expect((exception(run)?["stack"] as? String)?.isEmpty == false)
    }

    @Test func rejectedWaitUntil() throws {
        let run = try run("rejected.js")
        #expect(run.push?["reason"] as? String == "waituntil-rejected", "\(run.summary)")
        #expect(exception(run)?["message"] as? String == "rejected on purpose")
        #expect(run.push?["notificationsShown"] as? Int == 1)
    }

    @Test func unsettledWhenNoTimerIsLeft() throws {
        let run = try run("unsettled.js")
        #expect(run.push?["reason"] as? String == "unsettled", "\(run.summary)")
        #expect(run.push?["eventLoop"] as? String == "noTimersLeft")
        #expect(run.consoleLines.contains("the only timer ran"))
    }

    @Test func noNotification() throws {
        let run = try run("no-notification.js")
        #expect(run.push?["reason"] as? String == "no-notification", "\(run.summary)")
    }

    @Test func timersPendingAtTheEndNeverRun() throws {
        let run = try run("teardown-timers.js")
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)")
        #expect(run.push?["timersPending"] as? Int == 2)
        #expect(!run.consoleLines.contains { $0.hasPrefix("late") }, "\(run.summary)")
        #expect(run.frames.last?["type"] as? String == "done")
    }

    @Test func pushWithoutPayloadHasNullData() throws {
        let run = try run("payload.js")
        #expect(run.consoleLines.first == "data: null", "\(run.summary)")
    }

    @Test func invalidUTF8PayloadDecodesWithReplacementCharacters() throws {
        let run = try run("payload.js", payload: [0x68, 0xFF, 0x69, 0xE2, 0x82])
        #expect(run.consoleLines.contains(#"text: "h\#u{FFFD}i\#u{FFFD}""#), "\(run.summary)")
        #expect(run.consoleLines.contains("json: SyntaxError"))
        #expect(run.consoleLines.contains("fresh: true"))
    }

    @Test func dataKeptFromAnEarlierPushIsThatPushsPayload() throws {
        // The worker hands a push's bytes over on first use; a later push's payload must not leak in.
        let run = try SpawnedWorker.run(
            probe: ScenarioTests.directory + "/kept-data.js", payload: Array("first".utf8),
            extra: [
                "--isolation", "none", "--pushes", "3",
                "--final-payload-hex", Array("last!!".utf8).map { String(format: "%02x", $0) }.joined()
            ])
        #expect(run.consoleLines == ["kept: first, kept bytes: 5, now: last!!"], "\(run.summary)")
    }

    @Test(
        "shown notifications outlive each push's context: getNotifications sees earlier pushes', a tag replaces, close() removes",
        arguments: ["context", "none"])
    func shownNotificationsOutliveTheirPush(isolation: String) throws {
        let run = try SpawnedWorker.run(
            probe: ScenarioTests.directory + "/shown-notifications.js",
            extra: ["--isolation", isolation, "--pushes", "3"])
        #expect(
            run.consoleLines == [
                "push 1 sees []",
                "push 2 sees [first (tag a),untagged]",
                #"tag a: 1 first (tag a) data {"n":1} true"#,
                "push 3 sees [untagged,second (tag a)]"
            ], "\(run.summary)")
        #expect(run.frames("push").map { $0["outcome"] as? String } == ["modified", "modified", "modified"])
        #expect(run.frames("notification").count == 5)
    }

    @Test("a flood of untagged notifications: the newest are kept within the host's bound, the push completes")
    func notificationFloodIsBounded() throws {
        let run = try run("notification-flood.js")
        #expect(run.consoleLines == ["kept true, newest #9999, oldest dropped true"], "\(run.summary)")
        #expect(run.push?["outcome"] as? String == "modified")
    }

    @Test func badJSONPayloadThrowsSyntaxError() throws {
        let run = try run("payload.js", payload: Array("{bad".utf8))
        #expect(run.consoleLines.contains(#"text: "{bad""#), "\(run.summary)")
        #expect(run.consoleLines.contains("json: SyntaxError"))
    }

    @Test func importScriptsConfinedToTheProbeDirectory() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write("outside.js", "self.outsideLoaded = true;")
        try temporary.write("probe/lib/ok.js", "self.okValue = 'from lib/ok.js';")
        try temporary.write("probe/lib/counter.js", "self.counter = (self.counter || 0) + 1;")
        try temporary.write("probe/bad-syntax.js", "let = = 1;")
        try temporary.write("probe/throws.js", "throw new RangeError('thrown by an imported script');")
        try temporary.link("probe/link.js", to: "../outside.js")
        try temporary.copy(ScenarioTests.directory + "/imports.js", to: "probe/imports.js")
        let run = try SpawnedWorker.run(probe: temporary.path + "/probe/imports.js")
        let lines = run.consoleLines
        func line(_ label: String) -> String { lines.first { $0.hasPrefix(label + ": ") } ?? "<no \(label) line>\n\(run.summary)" }
        #expect(line("ok") == "ok: ok")
        #expect(line("okValue") == "okValue: from lib/ok.js")
        #expect(line("parent").hasPrefix("parent: TypeError:") && line("parent").contains("outside"))
        #expect(line("absolute").hasPrefix("absolute: TypeError:") && line("absolute").contains("outside"))
        #expect(line("symlink").hasPrefix("symlink: TypeError:") && line("symlink").contains("outside"))
        // As a browser offline: a NetworkError DOMException.
        #expect(line("missing").hasPrefix("missing: NetworkError: importScripts could not load"), "\(line("missing"))")
        #expect(line("syntax").hasPrefix("syntax: SyntaxError"))
        #expect(line("throws").hasPrefix("throws: RangeError: thrown by an imported script"))
        #expect(line("throws").hasSuffix("/probe/throws.js"), "the script's path is its source URL")
        // An origin nothing serves, and a missing file: offline, as a browser (NetworkError).
        #expect(line("scheme").hasPrefix("scheme: NetworkError"), "\(line("scheme"))")
        #expect(line("none-run-when-one-is-missing").hasPrefix("none-run-when-one-is-missing: NetworkError"))
        #expect(line("counter") == "counter: undefined", "no script runs when one of the list is missing")
        #expect(line("outsideLoaded") == "outsideLoaded: false")
        #expect(run.push?["outcome"] as? String == "modified")
    }

    @Test func badArgumentsReachTheChosenFrameFD() throws {
        let run = try SpawnedWorker.run(probe: ScenarioTests.directory + "/no-listener.js", extra: ["--no-such-flag"])
        #expect(run.exitCode == 2)
        #expect(run.frames.first?["type"] as? String == "failure", "\(run.summary)")
        #expect(run.frames.first?["kind"] as? String == "worker-arguments")
    }
}

/// The realistic probes shipped in probes/ (they live two levels above this file).
@Suite struct ShippedProbeTests {
    static let probes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("probes").path

    @Test(arguments: ["notify.js", "fetch-notify.js", "import-helper.js"])
    func probeShowsItsNotification(_ name: String) throws {
        let payload = Array(#"{"title":"New message","body":"Hello from the lab","url":"/inbox/42","sender":"Ada"}"#.utf8)
        let run = try SpawnedWorker.run(
            probe: ShippedProbeTests.probes + "/" + name, payload: payload,
            fixtures: ShippedProbeTests.probes + "/fixtures")
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)")
        let notification = run.frames("notification").first?["notification"] as? [String: Any]
        #expect((notification?["title"] as? String)?.isEmpty == false)
        #expect(run.frames("uncaught").isEmpty)
    }
}
