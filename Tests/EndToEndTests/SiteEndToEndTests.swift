import Foundation
import MemlabCore
import Testing

/// Real service workers' ways of loading code and data, through the built memlab: a vendor SDK
/// from a CDN mirror (--mirror), a root-relative import from the site (--site), a CDN nothing
/// mirrors, a stream of payloads (--payloads), a module worker, and the bad inputs of those flags.
@Suite struct SiteEndToEndTests {
    static let fixtures = MemlabBinary.packageRoot + "/Tests/MemlabWorkerRuntimeTests/Conformance/sdk-workers"

    @Test("an SDK-style worker importing https://cdn.example.com/sdk/v1/sdk.js runs from --mirror, configured by --url's query")
    func sdkFromTheMirror() throws {
        // The README's example (docs/example-sdk), run as written.
        do {
            let directory = MemlabBinary.packageRoot + "/docs/example-sdk"
            let mirror = directory + "/mirror"
            let (outcome, record, _) = try MemlabBinary.runRecord([
                "run", directory + "/sw.js", "--mirror", mirror, "--url", "https://app.example/sw.js?appId=A-17",
                "--payload", #"{"id":"m1","title":"Hello","body":"from the SDK"}"#
            ])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let push = try #require(record?.pushes.first, "\(outcome.stdout)\(outcome.stderr)")
            #expect(push.outcome == .modified)
            let body = push.notification?["body"]?.stringValue ?? ""
            #expect(body.contains("app A-17 at https://app.example"), "\(body)")
            #expect(body.contains("via web.push.apple.com"), "the synthetic subscription: \(body)")
            #expect(record?.problems.isEmpty == true, "\(record?.problems ?? [])")
        }
    }

    @Test("importScripts('/dist/sw.js') is served from --site, not the file system's root")
    func rootRelativeFromTheSite() throws {
        let site = SiteEndToEndTests.fixtures + "/site"
        for arguments in [[String](), ["--site", site]] {
            let (outcome, record, _) = try MemlabBinary.runRecord(["run", site + "/root.js", "--payload", #"{"title":"built"}"#] + arguments)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let push = try #require(record?.pushes.first, "\(outcome.stdout)\(outcome.stderr)")
            #expect(push.outcome == .modified)
            #expect(push.notification?["body"]?.stringValue == "from /root.js in https://localhost/", "the default URL is https://localhost/<probe>")
        }
    }

    @Test("a CDN nothing mirrors fails as offline, and the error says which URL and which flag would serve it")
    func unmappedCDNIsOffline() throws {
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", SiteEndToEndTests.fixtures + "/unmapped.js"])
        #expect(outcome.status == 65, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("https://cdn.unmapped.example/sdk/v3/sdk.js"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--mirror DIR") && outcome.stderr.contains("DIR/cdn.unmapped.example/sdk/v3/sdk.js"), "\(outcome.stderr)")
        #expect(record?.problems.contains { $0.contains("https://cdn.unmapped.example/sdk/v3/sdk.js") && $0.contains("--mirror") } == true)
        // The summary too, when the worker catches the failure itself.
        let probe = MemlabBinary.writeProbe(
            """
            try { importScripts('https://cdn.unmapped.example/sdk/v3/sdk.js'); } catch (error) {}
            self.addEventListener('push', (event) => event.waitUntil(self.registration.showNotification('fallback')));
            """)
        let summary = try MemlabBinary.run(["run", probe, "--out", MemlabBinary.temporaryDirectory()])
        #expect(summary.status == 0, "\(summary.stderr)")
        #expect(
            summary.stdout.split(separator: "\n").contains { $0.hasPrefix("warning") && $0.contains("https://cdn.unmapped.example/sdk/v3/sdk.js") },
            "\(summary.stdout)")
    }

    @Test("--payloads: 3 lines over 5 pushes, in order and cycling; the record names each push's line")
    func payloadStream() throws {
        let directory = SiteEndToEndTests.fixtures + "/stream"
        let (outcome, record, _) = try MemlabBinary.runRecord([
            "run", directory + "/stream.js", "--payloads", directory + "/payloads.jsonl", "--pushes", "5", "--isolation", "none"
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let pushes = try #require(record?.pushes)
        #expect(pushes.map { $0[.payloadLine] } == [1, 2, 3, 1, 2])
        #expect(pushes.map { $0.notification?["title"]?.stringValue } == ["First", "Second", "Third", "First", "Second"])
        #expect(record?.payloads?.lines == 3)
        // One worker per push gets the same lines.
        let (_, separate, _) = try MemlabBinary.runRecord([
            "run", directory + "/stream.js", "--payloads", directory + "/payloads.jsonl", "--pushes", "4", "--isolation", "process"
        ])
        #expect(separate?.pushes.map { $0.notification?["title"]?.stringValue } == ["First", "Second", "Third", "First"])
        #expect(separate?.pushes.map { $0[.payloadLine] } == [1, 2, 3, 1])
    }

    @Test("a module worker is refused with one sentence at its import's line")
    func moduleWorkerIsRefused() throws {
        let outcome = try MemlabBinary.run(["run", SiteEndToEndTests.fixtures + "/module.js", "--out", MemlabBinary.temporaryDirectory()])
        #expect(outcome.status == 65)
        #expect(
            outcome.stderr.contains(
                "module.js:2: module service workers are not supported; bundle the worker as a classic script (for example with esbuild --format=iife)"),
            "\(outcome.stderr)")
    }

    @Test("bad --url, --site, --mirror, --payloads and --subscription: one sentence each, 64 or 66")
    func badInput() throws {
        let probe = MemlabBinary.probe("notify.js")
        let directory = MemlabBinary.temporaryDirectory()
        let file = directory + "/file.txt"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let badLines = directory + "/bad.jsonl"
        try Data("{\"title\":\"ok\"}\n{\"title\":\"ok\"}\n{title: nope}\n".utf8).write(to: URL(fileURLWithPath: badLines))
        let notSubscription = directory + "/subscription.json"
        try Data(#"{"endpoint":"https://push.example/x","keys":{"p256dh":"short","auth":"AAAA"}}"#.utf8).write(to: URL(fileURLWithPath: notSubscription))
        let cases: [([String], Int32, String)] = [
            (["--url", "/sw.js"], 64, "--url must be an absolute http or https URL"),
            (["--url", "ftp://cdn.example/sw.js"], 64, "--url must be an absolute http or https URL"),
            (["--site", directory + "/none"], 66, "does not exist"),
            (["--site", file], 66, "is a file, not a directory"),
            (["--mirror", directory + "/none"], 66, "does not exist"),
            (["--mirror", file], 66, "is a file, not a directory"),
            (["--payloads", badLines], 64, "line 3 is not valid JSON"),
            (["--payloads", directory + "/none.jsonl"], 66, "cannot read the payloads file"),
            (["--subscription", notSubscription], 64, "is not a push subscription's JSON: keys.p256dh is not the base64url of 65 bytes"),
            (["--subscription", file], 64, "is not a push subscription's JSON"),
            (["--subscription", directory + "/none.json"], 66, "cannot read the subscription file")
        ]
        for (arguments, status, sentence) in cases {
            let outcome = try MemlabBinary.run(["run", probe, "--out", directory] + arguments)
            #expect(outcome.status == status, "\(arguments): \(outcome.stderr)")
            #expect(outcome.stderr.contains(sentence), "\(arguments): \(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1, "one sentence: \(outcome.stderr)")
        }
    }
}
