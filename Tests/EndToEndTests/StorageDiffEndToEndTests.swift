import Foundation
import Testing

@testable import MemlabCore

/// Storage growth in the regression tools, through the built binary: `memlab diff` compares what
/// the stores grow by per push as a figure of its own, and the HTML report names it.
@Suite struct StorageDiffEndToEndTests {
    /// The same probe (by name) storing `bytes` in the Cache API each push.
    static func images(_ bytes: Int) -> String {
        """
        self.addEventListener('push', (event) => {
          event.waitUntil((async () => {
            const cache = await caches.open('images-v1');
            await cache.put('/image-' + Math.random(), new Response(new Uint8Array(\(bytes))));
            await self.registration.showNotification('picture');
          })());
        });

        """
    }

    @Test func diffComparesStorageGrowthAndTheReportNamesIt() throws {
        var results: [String] = []
        for bytes in [1024, 40 * 1024] {
            let probe = MemlabBinary.writeProbe(Self.images(bytes), name: "images.js")
            let out = MemlabBinary.temporaryDirectory()
            let outcome = try MemlabBinary.run(["run", probe, "--pushes", "60", "--out", out])
            #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
            results.append(out)
        }
        let diff = try MemlabBinary.run(["diff", results[0], results[1]])
        #expect(diff.status == 1, "stdout: \(diff.stdout) stderr: \(diff.stderr)")
        let row = try #require(diff.stdout.split(separator: "\n").first { $0.contains("storage growth") }, "\(diff.stdout)")
        #expect(row.contains("regressed") && row.contains("/push"), "\(row)")
        let json = try MemlabBinary.run(["diff", results[0], results[1], "--format", "json"])
        #expect(json.stdout.contains("\"storage-growth\""), "\(json.stdout)")

        let html = MemlabBinary.temporaryDirectory() + "/report.html"
        let report = try MemlabBinary.run(["report", results[1], "--out", html])
        #expect(report.status == 0, "stderr: \(report.stderr)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("storage growth") && page.contains("storage grows "), "no storage row or badge in the report")
    }
}
