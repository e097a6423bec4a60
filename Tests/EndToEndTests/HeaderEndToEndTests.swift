import Foundation
import MemlabCore
import Testing

/// A probe's header through the built binary: `memlab limit`'s own options in it, path options
/// relative to the probe's directory, and the summaries saying what came from it.
@Suite struct HeaderEndToEndTests {
    static let sized = """
        // sized.js: allocates what the push's `size` field asks for, then shows a notification.
        // memlab: --field size --push-index 1 --expire 10
        self.addEventListener('push', (event) => {
          const { size = 0 } = event.data ? event.data.json() : {};
          const block = new Uint8Array(size);
          for (let offset = 0; offset < size; offset += 4096) block[offset] = 1;
          event.waitUntil(self.registration.showNotification('allocated', { body: `${block.length} bytes` }));
        });
        """

    @Test("`memlab limit` takes its own options (--field, --push-index) from a header; `memlab run` leaves them out and says so")
    func limitOptionsInAHeader() throws {
        let probe = MemlabBinary.writeProbe(HeaderEndToEndTests.sized, name: "sized.js")
        let out = MemlabBinary.temporaryDirectory()
        let limit = try MemlabBinary.run(["limit", probe, "--limit", "16M", "--out", out])
        #expect(limit.status == 0, "stderr: \(limit.stderr)")
        #expect(limit.stdout.contains("--field size --push-index 1 --expire 10 (\(probe):2)"), "\(limit.stdout)")
        let records = ResultsAudit(out).records.compactMap { try? ResultStore.read($0) }
        let search = try #require(records.first?.growthLimit)
        #expect(search.field == "size")
        #expect(search.largestCompletingBytes > 1 << 20, "a search on another field finds nothing: \(search)")

        let run = try MemlabBinary.run(["run", probe, "--out", out])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("not used by `memlab run`: --field --push-index"), "\(run.stdout)")
        // Still checked: a bad value of limit's own option in a header is an error naming the line.
        let bad = MemlabBinary.writeProbe("// memlab: --push-index 0\n" + ProbeLibrary.notify, name: "bad.js")
        let refused = try MemlabBinary.run(["limit", bad, "--out", out])
        #expect(refused.status == 64 && refused.stderr.contains("bad.js:1:"), "\(refused.stderr)")
    }

    @Test("a header's --payload-file and --fixtures are read beside the probe, wherever memlab runs from (run and suite)")
    func pathsRelativeToTheProbe() throws {
        let directory = MemlabBinary.temporaryDirectory() + "/probes"
        try FileManager.default.createDirectory(atPath: directory + "/data", withIntermediateDirectories: true)
        let payload = #"{"title":"from the payload file"}"#
        try Data(payload.utf8).write(to: URL(fileURLWithPath: directory + "/payload.json"))
        try Data(#"{"ok":true}"#.utf8).write(to: URL(fileURLWithPath: directory + "/data/answer.json"))
        let source = """
            // relative.js: the title from the payload file, a fixture fetched.
            // memlab: --payload-file payload.json --fixtures data --pushes 2
            self.addEventListener('push', (event) => {
              const { title } = event.data.json();
              event.waitUntil(fetch('/answer.json').then((r) => r.json()).then((answer) =>
                self.registration.showNotification(title, { body: answer.ok ? 'fixture read' : 'no fixture' })));
            });
            """
        let probe = directory + "/relative.js"
        try Data(source.utf8).write(to: URL(fileURLWithPath: probe))
        // The tests run from the package root, not from the probe's directory.
        #expect(FileManager.default.currentDirectoryPath != directory)
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let run = try #require(record)
        #expect(run.payload?.bytes == payload.utf8.count)
        #expect(run.pushes.count == 2)
        for push in run.pushes {
            #expect(push.outcome == .modified, "\(push)")
            #expect(push.notification?.jsonText.contains("from the payload file") == true, "\(String(describing: push.notification))")
            #expect(push.notification?.jsonText.contains("fixture read") == true, "\(String(describing: push.notification))")
        }

        let suiteOut = MemlabBinary.temporaryDirectory() + "/suite"
        let suite = try MemlabBinary.run(["suite", directory, "--out", suiteOut])
        #expect(suite.status == 0, "stdout: \(suite.stdout) stderr: \(suite.stderr)")
        #expect(suite.stdout.contains("from the header of relative: --payload-file \(directory)/payload.json"), "\(suite.stdout)")
        let suiteRecord = try ResultStore.read(suiteOut + "/relative.json")
        #expect(suiteRecord.pushes.map(\.outcome) == [.modified, .modified])
    }
}
