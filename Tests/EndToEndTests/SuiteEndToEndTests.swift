import Testing
import Foundation
import MemlabCore

/// Probe libraries written by the tests: a clean notification probe, a ramp, and a hog whose
/// second version holds 4x more memory before it shows its notification.
enum ProbeLibrary {
    static let notify = """
        // notify.js: shows a notification at once; nothing held.
        // memlab: --expire 10
        self.addEventListener('push', (event) => {
          event.waitUntil(self.registration.showNotification('hello', { body: 'a clean push' }));
        });
        """

    static func hog(mebibytes: Int) -> String {
        """
        // hog.js: holds \(mebibytes) MiB, touching every page, then shows a notification.
        const held = [];
        self.addEventListener('push', (event) => {
          for (let i = 0; i < \(mebibytes); i++) {
            const chunk = new Uint8Array(1 << 20);
            for (let offset = 0; offset < chunk.length; offset += 4096) chunk[offset] = 1;
            held.push(chunk);
          }
          event.waitUntil(self.registration.showNotification('hog', { body: 'held ' + held.length + ' MiB' }));
        });
        """
    }

    /// A library directory; `worse` makes hog allocate 8 MiB instead of 2.
    static func write(worse: Bool, ramp: Bool = true) -> String {
        let directory = MemlabBinary.temporaryDirectory() + "/probes"
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        func put(_ name: String, _ source: String) { try! Data(source.utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        put("notify.js", notify)
        put("hog.js", hog(mebibytes: worse ? 8 : 2))
        if ramp { put("grow.js", try! String(contentsOfFile: MemlabBinary.probe("grow.js"), encoding: .utf8)) }
        return directory
    }

    /// A floor well above run-to-run noise (tens of KiB), well below the hog's 6 MiB.
    static let noiseFloor = ["--min-bytes", "512K"]
}

@Suite(.serialized) struct SuiteEndToEndTests {
    @Test("a worsened probe is flagged by `suite --baseline` and by `diff`, exit 1; the clean probes are not")
    func worsenedProbeIsFlagged() throws {
        let base = MemlabBinary.temporaryDirectory() + "/base", new = MemlabBinary.temporaryDirectory() + "/new"
        let first = try MemlabBinary.run(["suite", ProbeLibrary.write(worse: false), "--out", base, "--repeat", "3", "-j", "2"])
        #expect(first.status == 0, "stderr: \(first.stderr)")
        #expect(first.stdout.contains("notify") && first.stdout.contains("hog") && first.stdout.contains("grow"))
        let junit = MemlabBinary.temporaryDirectory() + "/junit.xml"
        let second = try MemlabBinary.run(
            [
                "suite", ProbeLibrary.write(worse: true), "--out", new, "--repeat", "3", "--baseline", base,
                "--junit", junit, "--format", "json"
            ] + ProbeLibrary.noiseFloor)
        #expect(second.status == 1, "stderr: \(second.stderr)")
        let fromSuite = try JSONDecoder().decode(SuiteComparison.self, from: Data(second.stdout.utf8))
        #expect(fromSuite.regressedProbes == ["hog"])
        let hog = try #require(fromSuite.probes.first { $0.probe == "hog" })
        #expect(hog.figures.first { $0.figure == .peakFootprint }?.regressed == true)
        #expect(hog.baseRuns == 3 && hog.newRuns == 3)

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"tests="3" failures="1" errors="0""#))
        #expect(xml.contains(#"name="hog""#) && xml.contains("<failure type=\"regression\""))

        let diff = try MemlabBinary.run(["diff", base, new] + ProbeLibrary.noiseFloor)
        #expect(diff.status == 1, "stderr: \(diff.stderr)")
        #expect(diff.stdout.contains("1 of 3 probes regressed: hog"), "stdout: \(diff.stdout)")
        #expect(diff.stdout.contains("x the peak footprint of BASE"))
        #expect(diff.stderr.isEmpty)

        // Single records: the threshold path.
        let single = try MemlabBinary.run(["diff", base + "/hog-1.json", new + "/hog-2.json", "--format", "markdown"] + ProbeLibrary.noiseFloor)
        #expect(single.status == 1)
        #expect(single.stdout.contains("**regressed**"))
        let clean = try MemlabBinary.run(["diff", base + "/notify-1.json", new + "/notify-1.json"] + ProbeLibrary.noiseFloor)
        #expect(clean.status == 0, "stdout: \(clean.stdout)")
        #expect(try MemlabBinary.run(["diff", base, base]).status == 0)
    }

    @Test("the suite directory: a manifest, one record per run with the commit and options, header options applied")
    func suiteDirectoryAndHeaderOptions() throws {
        let library = ProbeLibrary.write(worse: false, ramp: false)
        try Data(
            "// payload.js\n// memlab: --payload {\"n\":3} --expire 5\nself.addEventListener('push', (e) => { const n = e.data.json().n; e.waitUntil(self.registration.showNotification('n=' + n)); });\n"
                .utf8
        )
        .write(to: URL(fileURLWithPath: library + "/payload.js"))
        let out = MemlabBinary.temporaryDirectory() + "/suite"
        let outcome = try MemlabBinary.run(["suite", library, "--out", out])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let manifest = try SuiteManifest.read(directory: out)
        #expect(manifest.probes.map(\.name) == ["hog", "notify", "payload"])
        #expect(manifest.finishedAt != nil)
        #expect(manifest.probes[2].headerArguments == ["--payload", "{\"n\":3}", "--expire", "5"])
        let record = try ResultStore.read(out + "/payload.json")
        #expect(record.payload?.bytes == 7)
        // The suite gave no options of its own: the record's are the header's.
        #expect(record.arguments == ["--payload", "{\"n\":3}", "--expire", "5"])
        #expect(record.preset == "nse" && record.ceiling.limitBytes == 24 << 20 && record.hostReserveBytes == Preset.swiftNSEReserveBytes)
        #expect(record.pushes.first?.outcome == .modified)
        // A second suite into the same directory is refused, never overwrites.
        let again = try MemlabBinary.run(["suite", library, "--out", out])
        #expect(again.status == 73)
        #expect(again.stderr.contains("already holds a suite"))
    }

    @Test("--shard I/N splits the probes; `memlab merge` joins the shards into one suite")
    func shardsAndMerge() throws {
        let library = ProbeLibrary.write(worse: false)
        let root = MemlabBinary.temporaryDirectory()
        for index in 1...2 {
            let outcome = try MemlabBinary.run(["suite", library, "--shard", "\(index)/2", "--out", root + "/shard-\(index)"])
            #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        }
        #expect(try SuiteManifest.read(directory: root + "/shard-1").probes.map(\.name) == ["grow", "notify"])
        #expect(try SuiteManifest.read(directory: root + "/shard-2").probes.map(\.name) == ["hog"])
        let merge = try MemlabBinary.run(["merge", root + "/shard-1", root + "/shard-2", "-o", root + "/merged"])
        #expect(merge.status == 0, "stderr: \(merge.stderr)")
        let merged = try SuiteManifest.read(directory: root + "/merged")
        #expect(merged.probes.map(\.name) == ["grow", "hog", "notify"])
        #expect(merged.shards.map(\.description) == ["1/2", "2/2"])
        let diff = try MemlabBinary.run(["diff", root + "/shard-1", root + "/merged"] + ProbeLibrary.noiseFloor)
        #expect(diff.status == 0, "stdout: \(diff.stdout)")
        #expect(diff.stdout.contains("new probe"))
    }

    @Test("history shows a probe's runs oldest first")
    func history() throws {
        let results = MemlabBinary.temporaryDirectory()
        for (index, worse) in [false, true].enumerated() {
            let outcome = try MemlabBinary.run(["suite", ProbeLibrary.write(worse: worse, ramp: false), "--out", results + "/night-\(index)"])
            #expect(outcome.status == 0)
        }
        let outcome = try MemlabBinary.run(["history", results, "--probe", "hog"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("hog: 2 runs") == true)
        #expect(lines.count == 4)
        let missing = try MemlabBinary.run(["history", results, "--probe", "nope"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("hog") && missing.stderr.contains("notify"))
    }
}
