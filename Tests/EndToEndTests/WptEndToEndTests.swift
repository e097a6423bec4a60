import Foundation
import MemlabCore
import Testing

/// `memlab wpt` through the built binary: small WPT-style files in a scratch root (its
/// testharness.js copied from the shared subset at test time), then the shared subset itself
/// against the checked-in expectations; and the messaging globals a real worker constructs at
/// its top level, through `memlab run`.
@Suite struct WptEndToEndTests {
    /// The shared WPT subset: ../shared/wpt beside the project (test data, never copied into the repository).
    static let shared = MemlabBinary.packageRoot + "/../shared/wpt"
    static var sharedAvailable: Bool { FileManager.default.fileExists(atPath: shared + "/resources/testharness.js") }

    /// A WPT root with resources/testharness.js and the given test files.
    static func root(_ files: [String: String]) throws -> String {
        let root = MemlabBinary.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/resources", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: shared + "/resources/testharness.js", toPath: root + "/resources/testharness.js")
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: ((root + "/" + path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }
        return root
    }

    static let files = [
        "area/pass.any.js": """
        // META: global=window,worker
        // META: script=helper.js
        test(() => { assert_equals(helperValue, 42); }, 'the META script ran first');
        test(() => { assert_true(isSecureContext); assert_equals(location.pathname, '/area/pass.any.js'); }, 'an https URL at the test path');
        promise_test(async () => { await new Promise((resolve) => setTimeout(resolve, 1)); }, 'a promise test');
        """,
        "area/helper.js": "var helperValue = 42;\n",
        "area/fail.any.js": """
        test(() => {}, 'fine');
        test(() => { assert_equals(1, 2, 'one is not two'); }, 'broken');
        """,
        "area/window-only.any.js": "// META: global=window\ntest(() => {}, 'never run');\n",
        "big/grow.any.js": """
        const kept = [];
        promise_test(async () => {
          for (;;) { kept.push(new Array(1 << 16).fill(kept.length)); if (kept.length % 16 === 0) await null; }
        }, 'grows past the ceiling');
        """
    ]

    static func decode(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test("a passing file, a failing one (its first failure shown), a skipped one; exit 1", .enabled(if: sharedAvailable))
    func passingFailingSkipped() throws {
        let root = try WptEndToEndTests.root(WptEndToEndTests.files)
        let passing = try MemlabBinary.run(["wpt", root + "/area/pass.any.js"])
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout.contains("PASS  \(root)/area/pass.any.js  3 passed, 0 failed, 0 timed out, 0 not run"), "\(passing.stdout)")

        let outcome = try MemlabBinary.run(["wpt", root + "/area"])
        #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        let failing = try #require(lines.first { $0.contains("fail.any.js") }, "\(outcome.stdout)")
        #expect(failing.hasPrefix("FAIL") && failing.contains("1 passed, 1 failed"), "\(failing)")
        #expect(failing.contains("first failure: broken: FAIL: assert_equals: one is not two expected 2 but got 1"), "\(failing)")
        #expect(lines.contains { $0.hasPrefix("SKIP") && $0.contains("window-only.any.js") }, "\(outcome.stdout)")
        #expect(lines.last?.contains("2 files run, 1 skipped: 4 of 5 subtests passed") == true, "\(outcome.stdout)")
    }

    @Test("--json: files with harness, subtest counts and failures; skipped files apart", .enabled(if: sharedAvailable))
    func jsonShape() throws {
        let root = try WptEndToEndTests.root(WptEndToEndTests.files)
        let outcome = try MemlabBinary.run(["wpt", "--json", root + "/area"])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let object = try WptEndToEndTests.decode(outcome.stdout)
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.count == 2)
        let fail = try #require(files.first { ($0["path"] as? String)?.hasSuffix("fail.any.js") == true })
        #expect(fail["harness"] as? String == "OK")
        #expect(fail["subtests"] as? [String: Int] == ["pass": 1, "fail": 1, "timeout": 0, "notrun": 0])
        let failures = try #require(fail["failures"] as? [[String: Any]])
        #expect(failures.count == 1 && failures[0]["name"] as? String == "broken")
        #expect((failures[0]["message"] as? String)?.contains("one is not two") == true)
        let skipped = try #require(object["skipped"] as? [[String: Any]])
        #expect(skipped.count == 1 && (skipped[0]["path"] as? String)?.hasSuffix("window-only.any.js") == true)
    }

    @Test("a file that reaches the ceiling is KILLED, never a pass", .enabled(if: sharedAvailable))
    func ceilingIsKilled() throws {
        let root = try WptEndToEndTests.root(WptEndToEndTests.files)
        let outcome = try MemlabBinary.run(["wpt", "--json", "--limit", "16M", root + "/big/grow.any.js"])
        #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)")
        let file = try #require((try WptEndToEndTests.decode(outcome.stdout)["files"] as? [[String: Any]])?.first)
        #expect(file["harness"] as? String == "KILLED", "\(file)")
    }

    @Test("expectations: listed failures pass the run; a new failure or an unexpected pass fails it", .enabled(if: sharedAvailable))
    func expectations() throws {
        let root = try WptEndToEndTests.root(WptEndToEndTests.files)
        let file = MemlabBinary.temporaryDirectory() + "/expectations.json"
        func run(_ expectations: String) throws -> MemlabBinary.Outcome {
            try Data(expectations.utf8).write(to: URL(fileURLWithPath: file))
            return try MemlabBinary.run(["wpt", "--expectations", file, root + "/area"])
        }
        let expected = try run(#"{"files": {"area/fail.any.js": {"subtests": {"broken": "one is not two, on purpose"}}}}"#)
        #expect(expected.status == 0, "\(expected.stdout)\(expected.stderr)")
        let missing = try run(#"{"files": {}}"#)
        #expect(missing.status == 1 && missing.stdout.contains("new failure: broken"), "\(missing.stdout)")
        let stale = try run(#"{"files": {"area/fail.any.js": {"subtests": {"broken": "x", "fine": "y"}}}}"#)
        #expect(stale.status == 1 && stale.stdout.contains("unexpected pass: fine"), "\(stale.stdout)")
        let bad = try run(#"{"files": 3}"#)
        #expect(bad.status == 65, "\(bad.stderr)")
    }

    @Test("usage errors: no path (64), a missing path (66), no WPT root (66)")
    func exitCodes() throws {
        #expect(try MemlabBinary.run(["wpt"]).status == 64)
        #expect(try MemlabBinary.run(["wpt", "/nonexistent/memlab/wpt.any.js"]).status == 66)
        let lonely = MemlabBinary.writeProbe("test(() => {}, 'x');\n", name: "lonely.any.js")
        let outcome = try MemlabBinary.run(["wpt", lonely])
        #expect(outcome.status == 66 && outcome.stderr.contains("--root"), "\(outcome.stderr)")
    }

    /// At 128 MiB: two encoding files of 3,000 and 7,000 subtests pass 24 MiB in testharness.js's own bookkeeping.
    @Test("the shared WPT subset runs as its expectations say", .enabled(if: sharedAvailable))
    func sharedSubsetMatchesExpectations() throws {
        let outcome = try MemlabBinary.run([
            "wpt", "--limit", "128M", "--expectations", MemlabBinary.packageRoot + "/Tests/wpt-expectations.json", WptEndToEndTests.shared
        ])
        #expect(
            outcome.status == 0,
            "\(outcome.stdout.split(separator: "\n").filter { !$0.hasPrefix("PASS") && !$0.contains("\u{1B}[32mPASS") }.joined(separator: "\n"))\n\(outcome.stderr)"
        )
    }

    @Test("a worker that makes a BroadcastChannel at its top level loads, and its channels deliver")
    func broadcastChannelAtTopLevel() throws {
        let probe = MemlabBinary.writeProbe(
            """
            const channel = new BroadcastChannel('app-updates');
            const listener = new BroadcastChannel('app-updates');
            let received = null;
            listener.onmessage = (event) => { received = event.data; };
            self.addEventListener('push', (event) => {
              channel.postMessage({ title: 'over the channel' });
              event.waitUntil(new Promise((resolve) => setTimeout(resolve, 0))
                .then(() => self.registration.showNotification(received ? received.title : 'nothing arrived')));
            });
            """)
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let push = try #require(record?.pushes.first, "\(outcome.stdout)\(outcome.stderr)")
        #expect(push.outcome == .modified)
        #expect(push.notification?["title"]?.stringValue == "over the channel")
    }

    @Test("a MessageChannel delivers from one port to the other")
    func messageChannelDelivers() throws {
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('push', (event) => {
              const { port1, port2 } = new MessageChannel();
              event.waitUntil(new Promise((resolve) => { port2.onmessage = (message) => resolve(message.data); })
                .then((data) => self.registration.showNotification(data.title)));
              port1.postMessage({ title: 'through the port' });
            });
            """)
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let push = try #require(record?.pushes.first, "\(outcome.stdout)\(outcome.stderr)")
        #expect(push.outcome == .modified)
        #expect(push.notification?["title"]?.stringValue == "through the port")
    }
}
