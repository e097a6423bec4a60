import Foundation
import MemlabCore
import Testing

/// The service-worker lifecycle through the built memlab binary: the cookbook's precache in
/// install read on push 1 under every isolation mode; a rejected install (the summary's sentence,
/// every push original content); `--storage` reuse skips install, a changed script reinstalls;
/// waitUntil after `await event.data.json()` accepted with no problem.
@Suite struct LifecycleEndToEndTests {
    static let precache = """
        self.addEventListener('install', e => e.waitUntil(caches.open('v1').then(c => c.put('visible', new Response(JSON.stringify({x:1}))))));
        self.addEventListener('push', e => e.waitUntil(caches.open('v1').then(c => c.match('visible')).then(r => r.json())
          .then(v => self.registration.showNotification('cached ' + v.x))));

        """

    func run(_ probe: String, _ arguments: [String]) throws -> (MemlabBinary.Outcome, RunRecord) {
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe] + arguments)
        return (outcome, try #require(record, "no record; stderr: \(outcome.stderr)"))
    }

    @Test(arguments: ["context", "group", "none", "process"])
    func precacheInInstallIsReadOnPushOne(isolation: String) throws {
        let probe = MemlabBinary.writeProbe(LifecycleEndToEndTests.precache)
        let (outcome, record) = try run(probe, ["--pushes", "3", "--isolation", isolation])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let lifecycle = try #require(record.lifecycle)
        #expect(lifecycle.registration == .new)
        #expect(lifecycle.events.map(\.event) == [.install, .activate])
        #expect(lifecycle.events.allSatisfy { $0.outcome == .completed && $0.footprintBytes > 0 })
        #expect(record.pushes.count == 3 && record.pushes.allSatisfy { $0.outcome == .modified }, "\(record.pushes.map(\.reason))")
        #expect(record.pushes.first?.notification?["title"]?.stringValue == "cached 1")
    }

    @Test func rejectedInstallEndsEveryPushInOriginalContent() throws {
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('install', e => e.waitUntil(Promise.reject(new TypeError('precache failed'))));
            self.addEventListener('push', e => e.waitUntil(self.registration.showNotification('hi')));

            """)
        let plain = try MemlabBinary.run(["run", probe, "--pushes", "2", "--no-fail-on-budget", "--out", MemlabBinary.temporaryDirectory()])
        #expect(
            plain.stdout.contains("install's waitUntil promise rejected with TypeError: precache failed, so the worker is redundant"),
            "\(plain.stdout)")
        let (_, record) = try run(probe, ["--pushes", "2", "--no-fail-on-budget"])
        #expect(record.lifecycle?.events.map(\.outcome) == [.rejected])
        #expect(record.lifecycle?.redundant?.contains("precache failed") == true)
        #expect(record.pushes.allSatisfy { $0.outcome == .originalContent && $0.reason == .redundant })
        #expect(record.pushes.allSatisfy { $0.notification == nil })
    }

    @Test func anInstallThatNeverSettlesExpiresAsAPushDoes() throws {
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('install', e => e.waitUntil(new Promise(() => setInterval(() => {}, 50))));
            self.addEventListener('push', e => e.waitUntil(self.registration.showNotification('hi')));

            """)
        let (_, record) = try run(probe, ["--expire", "1", "--no-fail-on-budget"])
        #expect(record.end.kind == .expired)
        #expect(record.end.message.contains("the service worker's install did not finish within"), "\(record.end.message)")
        #expect(record.lifecycle?.redundant?.hasPrefix("install did not finish within") == true, "\(String(describing: record.lifecycle))")
        #expect(record.pushes.first?.reason == .expired)
    }

    @Test func storageReuseSkipsInstallAndAChangedScriptReinstalls() throws {
        let directory = MemlabBinary.temporaryDirectory()
        let probe = MemlabBinary.writeProbe(LifecycleEndToEndTests.precache)
        let (_, first) = try run(probe, ["--storage", directory])
        #expect(first.lifecycle?.registration == .new && first.lifecycle?.events.count == 2)
        #expect(FileManager.default.fileExists(atPath: directory + "/script.sha256"))
        let (second, again) = try run(probe, ["--storage", directory])
        #expect(again.lifecycle?.registration == .installed && again.lifecycle?.events.isEmpty == true)
        #expect(again.lifecycle?.skipped == "storage already installed by the same script")
        // The store install filled is still there: the push reads it without an install.
        #expect(again.pushes.first?.outcome == .modified, "stderr: \(second.stderr)")
        let plain = try MemlabBinary.run(["run", probe, "--storage", directory, "--out", MemlabBinary.temporaryDirectory()])
        #expect(plain.stdout.contains("skipped: storage already installed by the same script"), "\(plain.stdout)")
        // Other bytes: an update, installed again.
        try Data((LifecycleEndToEndTests.precache + "// v2\n").utf8).write(to: URL(fileURLWithPath: probe))
        let (_, updated) = try run(probe, ["--storage", directory])
        #expect(updated.lifecycle?.registration == .update && updated.lifecycle?.events.map(\.event) == [.install, .activate])
    }

    @Test func waitUntilAfterAwaitOfTheDataIsAccepted() throws {
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('push', async e => { const d = await e.data.json(); e.waitUntil(self.registration.showNotification(d.title)); });

            """)
        let (outcome, record) = try run(probe, ["--payload", #"{"title":"after await"}"#])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(record.pushes.first?.outcome == .modified)
        #expect(record.pushes.first?.notification?["title"]?.stringValue == "after await")
        #expect(record.problems.isEmpty && (record.pushes.first?.problems ?? []).isEmpty, "\(record.problems)")
        // A probe without lifecycle listeners records no lifecycle.
        #expect(record.lifecycle == nil)
    }
}
