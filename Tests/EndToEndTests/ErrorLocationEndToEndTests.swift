import Foundation
import Testing
import MemlabCore

/// An error thrown inside memlab's runtime on the user's behalf points at the user's code.
@Suite struct ErrorLocationEndToEndTests {
    @Test("json() of a 404 fails at the probe's line, naming the URL and its status, never memlab's prelude")
    func jsonOfA404PointsAtTheProbe() throws {
        let probe = MemlabBinary.writeProbe("""
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
