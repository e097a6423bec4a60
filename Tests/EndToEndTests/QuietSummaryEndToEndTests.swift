import Foundation
import Testing

/// Issue 33, through the binary: the default summary says what a user acts on, `--verbose` the
/// rest, `--brief` one line a run; a timer pending at a push's end is a line of its own.
@Suite struct QuietSummaryEndToEndTests {
    static func labels(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line in line.hasPrefix("    ") ? nil : line.split(separator: " ").first.map(String.init) }
    }

    @Test func aBareCeilingHidesTheBudgetSplitAndTheEngineUntilVerbose() throws {
        let probe = MemlabBinary.probe("notify.js")
        let out = MemlabBinary.temporaryDirectory()
        let quiet = try MemlabBinary.run(["run", probe, "--limit", "24M", "--out", out])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        let shown = Self.labels(quiet.stdout)
        for hidden in ["memory", "host", "runtime", "handler", "engine", "16K"] {
            #expect(!shown.contains(hidden), "`\(hidden)` in the default summary of a bare --limit: \(quiet.stdout)")
        }
        for kept in ["ceiling", "baseline", "push", "ended", "peak", "result"] {
            #expect(shown.contains(kept), "no `\(kept)` line: \(quiet.stdout)")
        }
        let verbose = try MemlabBinary.run(["run", probe, "--limit", "24M", "--out", out, "--verbose"])
        #expect(verbose.stdout.contains("memory     24.0 MiB, a custom --limit (no preset)"), "\(verbose.stdout)")
        #expect(verbose.stdout.contains("\n  host     0 B the extension's own memory"), "\(verbose.stdout)")
        #expect(Self.labels(verbose.stdout).contains("engine"), "\(verbose.stdout)")
        // --page-size 16K: the run counts in 16 KiB pages, and says so.
        let large = try MemlabBinary.run(["run", probe, "--limit", "24M", "--out", out, "--page-size", "16K"])
        #expect(large.stdout.contains("16K pages") && large.stdout.contains("the watchdog enforced the ceiling on the 16 KiB figure"), "\(large.stdout)")
    }

    @Test func briefIsOneLinePerRun() throws {
        let out = MemlabBinary.temporaryDirectory()
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("grow.js"), "--limit", "24M", "--out", out, "--brief"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.stdout)")
        let line = String(lines.first ?? "")
        #expect(
            line.hasPrefix(MemlabBinary.probe("grow.js") + " · ceiling 24.0 MiB · original content (killed at the ceiling) · killed at the ceiling · peak "),
            "\(line)")
        #expect(line.contains(" · budget kept · "), "the header's --expect killed is kept: \(line)")
        let path = String(line.split(separator: " · ").last ?? "")
        #expect(FileManager.default.fileExists(atPath: path), "the record \(path)")
        let both = try MemlabBinary.run(["run", MemlabBinary.probe("grow.js"), "--brief", "--json", "--out", out])
        #expect(both.status == 64 && both.stdout.isEmpty && both.stderr.contains("--brief prints one line"), "\(both.stderr)")
    }

    @Test func aTimerPendingAtThePushsEndIsALine() throws {
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('push', (event) => {
              setTimeout(() => {}, 600000);
              event.waitUntil(self.registration.showNotification('later'));
            });
            """)
        let outcome = try MemlabBinary.run(["run", probe, "--out", MemlabBinary.temporaryDirectory()])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stdout.contains("timers     1 timer still pending when push 1 ended, cancelled at teardown: its callback never ran"),
            "\(outcome.stdout)")
        let none = try MemlabBinary.run(["run", MemlabBinary.probe("notify.js"), "--out", MemlabBinary.temporaryDirectory()])
        #expect(!Self.labels(none.stdout).contains("timers"), "\(none.stdout)")
    }
}
