import Foundation
import MemlabCore
import Testing

/// What a real push worker expects of its environment, through the built binary: an SDK's
/// environment check passes, every notification of a push is recorded (and the summary warns
/// about more than one), and errors nobody caught are problems of their push, in the summary.
@Suite struct ServiceWorkerScopeEndToEndTests {
    /// Mimics what messaging SDKs do before anything else: decide whether they run in a
    /// service worker (and bail out as "a window" otherwise), read the user agent, hash an id.
    static let sdkProbe = """
        (function (root) {
          var isServiceWorker = typeof ServiceWorkerGlobalScope !== 'undefined' && 'ServiceWorkerGlobalScope' in root
            && root instanceof ServiceWorkerGlobalScope && Object.prototype.toString.call(root) === '[object ServiceWorkerGlobalScope]';
          if (!isServiceWorker) throw new Error('messaging: this SDK runs in a service worker, not in a window');
          if (root.navigator.serviceWorker !== undefined) throw new Error('messaging: a worker has no navigator.serviceWorker');
          var platform = /iPhone|iPad/.test(root.navigator.userAgent) ? 'ios' : 'other';
          root.addEventListener('push', function (event) {
            var message = event.data ? event.data.json() : {};
            event.waitUntil(root.crypto.subtle.digest('SHA-256', new TextEncoder().encode(message.id || 'none')).then(function (digest) {
              var tag = Array.from(new Uint8Array(digest).slice(0, 4), function (b) { return b.toString(16).padStart(2, '0'); }).join('');
              return root.registration.showNotification(message.title || 'untitled', { body: platform + ' ' + root.crypto.randomUUID().length, tag: tag });
            }));
          });
        })(self);
        """

    @Test func sdkEnvironmentCheckPasses() throws {
        let probe = MemlabBinary.writeProbe(ServiceWorkerScopeEndToEndTests.sdkProbe, name: "sdk-worker.js")
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--payload", #"{"id":"m-1","title":"From the SDK"}"#])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let push = record?.pushes.first
        #expect(push?.outcome == .modified, "\(outcome.stdout)")
        #expect(push?.notification?["title"]?.stringValue == "From the SDK")
        #expect(push?.notification?["body"]?.stringValue == "ios 36", "the default user agent is Safari on an iPhone")
        // sha256("m-1") begins 5e1a8c41... (as any SHA-256 gives).
        #expect(push?.notification?["tag"]?.stringValue?.count == 8)
        #expect(push?.problems == nil, "\(String(describing: push?.problems))")
    }

    @Test func userAgentOptionChangesNavigator() throws {
        let probe = MemlabBinary.writeProbe(ServiceWorkerScopeEndToEndTests.sdkProbe, name: "sdk-worker.js")
        let (outcome, record, _) = try MemlabBinary.runRecord([
            "run", probe, "--payload", #"{"id":"m-2","title":"t"}"#, "--user-agent", "Mozilla/5.0 (Linux; Android 14) Chrome/120"
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(record?.pushes.first?.notification?["body"]?.stringValue == "other 36", "\(outcome.stdout)")
        #expect(record?.arguments?.contains("--user-agent") == true)
    }

    @Test func twoNotificationsInOnePushAreRecordedAndWarned() throws {
        // The Firebase compat SDK's double notification: the push carries a `notification`
        // the system shows, and the worker's own handler shows another.
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('push', (event) => {
              const message = event.data.json();
              event.waitUntil(Promise.all([
                self.registration.showNotification(message.notification.title, { body: 'shown for the notification field' }),
                self.registration.showNotification(message.data.title, { body: 'shown by the handler' }),
              ]));
            });
            """)
        let payload = #"{"notification":{"title":"System"},"data":{"title":"Handler"}}"#
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--payload", payload])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let push = record?.pushes.first
        #expect(push?[.notificationsShown] == 2)
        #expect(push?.notification?["title"]?.stringValue == "System", "the first stays the push's notification")
        #expect(push?.notifications?.compactMap { $0["title"]?.stringValue } == ["System", "Handler"])

        let summary = try MemlabBinary.run(["run", probe, "--payload", payload, "--out", MemlabBinary.temporaryDirectory()])
        #expect(summary.stdout.contains("notification: \"System\""), "\(summary.stdout)")
        #expect(summary.stdout.contains("notification: \"Handler\""), "\(summary.stdout)")
        #expect(summary.stdout.contains("warning    push 1 showed 2 notifications"), "\(summary.stdout)")

        let many = try MemlabBinary.run(["run", probe, "--payload", payload, "--pushes", "3", "--out", MemlabBinary.temporaryDirectory()])
        #expect(many.stdout.contains("6 notifications in 3 pushes"), "\(many.stdout)")
        #expect(many.stdout.contains("3 pushes showed more than one notification (push 1–3; at most 2 in one)"), "\(many.stdout)")
    }

    @Test func unhandledRejectionAndThrowingTimerAreProblemsOfTheirPush() throws {
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('push', (event) => {
              fetch('/analytics').then((response) => { if (!response.ok) throw new Error('analytics failed: ' + response.status); });
              setTimeout(() => { null.title; }, 0);
              event.waitUntil(new Promise((resolve) => setTimeout(resolve, 20)).then(() => self.registration.showNotification('still shown')));
            });
            """, name: "careless.js")
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--pushes", "2"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for push in record?.pushes ?? [] {
            #expect(push.outcome == .modified)
            let problems = push.problems ?? []
            #expect(problems.count == 2, "\(problems)")
            #expect(problems.contains { $0.hasPrefix("unhandled rejection: ") && $0.contains("analytics failed: 404") }, "\(problems)")
            #expect(problems.contains { $0.hasPrefix("uncaught in setTimeout: ") && $0.contains("careless.js:3") && $0.contains("TypeError") }, "\(problems)")
        }
        #expect(record?.pushes.count == 2)

        // Without --verbose, one line each, deduplicated over the pushes.
        let summary = try MemlabBinary.run(["run", probe, "--pushes", "2", "--out", MemlabBinary.temporaryDirectory()])
        let lines = summary.stdout.split(separator: "\n").filter { $0.hasPrefix("problem") }
        #expect(lines.count == 2, "\(summary.stdout)")
        #expect(lines.contains { $0.contains("unhandled rejection: ") && $0.contains("analytics failed: 404") && $0.hasSuffix("(pushes 1, 2)") }, "\(lines)")
        #expect(lines.contains { $0.contains("uncaught in setTimeout: ") && $0.hasSuffix("(pushes 1, 2)") }, "\(lines)")
    }
}
