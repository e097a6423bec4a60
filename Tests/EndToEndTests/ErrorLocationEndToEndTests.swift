import Foundation
import Testing
import MemlabCore

/// An error thrown inside memlab's runtime on the user's behalf points at the user's code.
@Suite struct ErrorLocationEndToEndTests {
    @Test("json() of a 404 fails at the probe's line, naming the URL and its status, never memlab's prelude")
    func jsonOfA404PointsAtTheProbe() throws {
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('push', (event) => {
              event.waitUntil((async () => {
                const response = await fetch('/missing.json');
                const config = await response.json();
                await self.registration.showNotification(config.title);
              })());
            });
            """, name: "buggy.js")
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let exception = try #require(record?.pushes.first?.exception)
        let located = exception.located(defaultFile: probe)
        #expect(located.hasPrefix(probe + ":4:"), "\(located)")
        #expect(located.contains("missing.json") && located.contains("404"), "\(located)")
        let summary = try MemlabBinary.run(["run", probe, "--out", MemlabBinary.temporaryDirectory()])
        #expect(summary.stdout.contains("buggy.js:4:"), "\(summary.stdout)")
        #expect(!summary.stdout.contains("memlab:prelude.js"), "\(summary.stdout)")
    }
}

@Suite struct LoadingEndToEndTests {
    @Test("a probe whose top level never returns: 'did not finish loading', not a push that expired")
    func loadThatNeverFinishes() throws {
        let probe = MemlabBinary.writeProbe("while (true) {}\nself.addEventListener('push', () => {});\n", name: "spins.js")
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--expire", "1"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let run = try #require(record)
        #expect(run.end.kind == .expired)
        #expect(run.end.message.contains("did not finish loading within 1 s"), "\(run.end.message)")
        #expect(run.loadSeconds == nil)
    }

    @Test("a probe that loads records how long its top level took, and a push that then spins is the push's expiry")
    func pushThatNeverFinishes() throws {
        let probe = MemlabBinary.writeProbe("self.addEventListener('push', () => { while (true) {} });\n", name: "push-spins.js")
        let (_, record, _) = try MemlabBinary.runRecord(["run", probe, "--expire", "1"])
        let run = try #require(record)
        #expect(run.end.kind == .expired)
        #expect(run.end.message.contains("the push did not finish"), "\(run.end.message)")
        #expect(run.loadSeconds != nil)
    }

    @Test("a limit that cannot hold the runtime and one minimal push is refused before any probe runs")
    func limitBelowAMinimalPush() throws {
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("clean.js"), "--limit", "2.3M"])
        #expect(outcome.status == 64, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains("cannot hold the runtime and one push"), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }
}
