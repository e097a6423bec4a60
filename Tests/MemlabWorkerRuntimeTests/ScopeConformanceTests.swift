import Foundation
import Testing

/// The global scope a real service worker expects (Conformance/scope.js), and what a probe's
/// console, errors and rejections become: run by the real worker and JavaScriptCore.
@Suite struct ScopeConformanceTests {
    @Test func scopeNavigatorCryptoAbortAndErrorEvents() throws {
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/scope.js")
        let lines = run.consoleLines
        let failures = lines.filter { $0.hasPrefix("FAIL ") }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(lines.filter { $0.hasPrefix("PASS ") }.count >= 10, "\(run.summary)")
        #expect(lines.contains { $0.hasPrefix("DONE ") && $0.hasSuffix(" 0 failed") }, "\(run.summary)")
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)")
        // What the listeners handled is not reported.
        #expect(!run.frames("uncaught").contains { "\($0)".contains("handled") }, "\(run.frames("uncaught"))")
    }

    @Test func unhandledRejectionAndThrowingTimerBecomeUncaughtFrames() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write(
            "probe.js",
            """
            self.addEventListener('push', (event) => {
              Promise.reject(new TypeError('nobody handles this'));
              setTimeout(() => { throw new RangeError('a timer threw'); }, 0);
              queueMicrotask(() => { throw new SyntaxError('a microtask threw'); });
              event.waitUntil(new Promise((resolve) => setTimeout(resolve, 5)).then(() => self.registration.showNotification('t')));
            });
            """)
        let run = try SpawnedWorker.run(probe: temporary.path + "/probe.js")
        let uncaught = run.frames("uncaught").map { frame in
            "\(frame["source"] as? String ?? "?"): \((frame["exception"] as? [String: Any])?["message"] as? String ?? "?")"
        }
        #expect(uncaught.contains("unhandledrejection: nobody handles this"), "\(uncaught)")
        #expect(uncaught.contains("setTimeout: a timer threw"), "\(uncaught)")
        #expect(uncaught.contains("microtask: a microtask threw"), "\(uncaught)")
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)")
    }

    @Test func consoleShowsObjectsEventsAndErrorsAsABrowserDoes() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write(
            "probe.js",
            """
            self.addEventListener('push', (event) => {
              console.log(event);
              console.log({ a: 1, b: 'x', nested: { deeper: { deepest: 1 } } }, [1, 'two', null, undefined]);
              const cycle = { name: 'c' }; cycle.self = cycle;
              console.log(cycle);
              console.log(new Map([['k', 1]]), new Set([1]), new Uint8Array([1, 2]));
              console.log(new Error('shown with its stack'));
              console.log('%s has %d items', 'cart', 3, 'and more');
              console.log(Array.from({ length: 150 }, (_, i) => i));
              event.waitUntil(self.registration.showNotification('c'));
            });
            """)
        let run = try SpawnedWorker.run(probe: temporary.path + "/probe.js")
        let lines = run.consoleLines
        #expect(lines.count == 7, "\(lines)")
        guard lines.count == 7 else { return }
        #expect(lines[0].hasPrefix("PushEvent {") && lines[0].contains("type: 'push'") && lines[0].contains("isTrusted: true"), "\(lines[0])")
        #expect(lines[1] == "{a: 1, b: 'x', nested: {deeper: {...}}} [1, 'two', null, undefined]", "\(lines[1])")
        #expect(lines[2] == "{name: 'c', self: [Circular]}", "\(lines[2])")
        #expect(lines[3] == "Map(1) {'k' => 1} Set(1) {1} Uint8Array(2) [1, 2]", "\(lines[3])")
        #expect(lines[4].hasPrefix("Error: shown with its stack\n") && lines[4].contains("probe.js:"), "\(lines[4])")
        #expect(!lines[4].contains("memlab:prelude.js"), "the runtime's own frames are left out: \(lines[4])")
        #expect(lines[5] == "cart has 3 items and more", "\(lines[5])")
        #expect(lines[6].hasSuffix(", 99, ... 50 more]"), "\(lines[6])")
    }

    @Test func userAgentArgumentReachesNavigator() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write(
            "probe.js",
            """
            self.addEventListener('push', (event) => {
              console.log(navigator.userAgent);
              event.waitUntil(self.registration.showNotification('ua'));
            });
            """)
        let run = try SpawnedWorker.run(probe: temporary.path + "/probe.js", extra: ["--user-agent", "TestAgent/1.0"])
        #expect(run.consoleLines == ["TestAgent/1.0"], "\(run.summary)")
    }
}
