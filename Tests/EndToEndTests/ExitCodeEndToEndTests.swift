import Foundation
import Testing

@testable import MemlabCore

/// Exit codes a script can rely on, through the built binary: a missing path is 66, records that
/// cannot be compared are a usage error of their own, a file that is not JavaScript is refused
/// before a worker starts, a declared budget fails `run` as it fails `suite`.
@Suite struct ExitCodeEndToEndTests {
    static let notify = "self.addEventListener('push', (e) => e.waitUntil(self.registration.showNotification('x')));\n"

    @Test func aMissingResultsDirectoryIsMissingInput() throws {
        let outcome = try MemlabBinary.run(["recover", "/nonexistent/results"])
        #expect(outcome.status == 66, "\(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("memlab: ") && outcome.stderr.contains("does not exist"), "\(outcome.stderr)")
        let file = MemlabBinary.writeProbe("x")
        #expect(try MemlabBinary.run(["recover", file]).status == 66)
    }

    @Test func recordsOfDifferentProbesAreAUsageErrorOfTheirOwn() throws {
        let (_, _, first) = try MemlabBinary.runRecord(["run", MemlabBinary.writeProbe(Self.notify, name: "one.js")])
        let (_, _, second) = try MemlabBinary.runRecord(["run", MemlabBinary.writeProbe(Self.notify, name: "two.js")])
        let base = try #require(first.first { $0.hasSuffix(".json") }), new = try #require(second.first { $0.hasSuffix(".json") })
        let outcome = try MemlabBinary.run(["diff", base, new])
        #expect(outcome.status == 64, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("is a run of probe 'one'") && outcome.stderr.contains("same probe"), "\(outcome.stderr)")
    }

    @Test(
        "a probe that is not JavaScript text is refused before any worker starts (65)",
        arguments: [[0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00], [0x1F, 0x8B, 0x08, 0x00, 0xFF, 0xFE], Array("ok();\u{0}".utf8)] as [[UInt8]])
    func binaryProbe(_ bytes: [UInt8]) throws {
        let probe = MemlabBinary.temporaryDirectory() + "/binary.js"
        try Data(bytes).write(to: URL(fileURLWithPath: probe))
        let out = MemlabBinary.temporaryDirectory()
        let outcome = try MemlabBinary.run(["run", probe, "--out", out])
        #expect(outcome.status == 65, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("is not JavaScript source") && outcome.stdout.isEmpty, "\(outcome.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty, "nothing was run, so nothing was written")
        #expect(try MemlabBinary.run(["limit", probe, "--out", out]).status == 65)
    }

    @Test func aDeclaredBudgetBrokenFailsTheRunWhereverItWasDeclared() throws {
        let header = MemlabBinary.writeProbe("// memlab: --max-peak 1M\n" + Self.notify)
        let fromHeader = try MemlabBinary.run(["run", header, "--out", MemlabBinary.temporaryDirectory()])
        #expect(fromHeader.status == 1, "\(fromHeader.stdout)")
        #expect(fromHeader.stdout.contains("over its header's budget --max-peak"), "\(fromHeader.stdout)")
        let kept = try MemlabBinary.run(["run", header, "--no-fail-on-budget", "--out", MemlabBinary.temporaryDirectory()])
        #expect(kept.status == 0 && kept.stdout.contains("broken"), "\(kept.stdout)")
        let commandLine = try MemlabBinary.run(["run", MemlabBinary.writeProbe(Self.notify), "--max-peak", "1M", "--out", MemlabBinary.temporaryDirectory()])
        #expect(commandLine.status == 1)
        // No budget declared: a push showing nothing is a finding, not a failure of the run.
        let silent = MemlabBinary.writeProbe("self.addEventListener('push', () => {});\n")
        let measured = try MemlabBinary.run(["run", silent, "--out", MemlabBinary.temporaryDirectory()])
        #expect(measured.status == 0 && measured.stdout.contains("original content"), "\(measured.stdout)")
        // The flag is the caller's: a header may not set it.
        let refused = try MemlabBinary.run(["run", MemlabBinary.writeProbe("// memlab: --no-fail-on-budget\n" + Self.notify)])
        #expect(refused.status == 64 && refused.stderr.contains("caller's to choose"), "\(refused.stderr)")
    }

    @Test("an output path that cannot be written is refused before any worker starts (73)")
    func unwritableOutputsAreFoundFirst() throws {
        // sysfs takes no new file, not even root's: as a read-only mount in CI would.
        let probes = MemlabBinary.temporaryDirectory()
        try Data(Self.notify.utf8).write(to: URL(fileURLWithPath: probes + "/one.js"))
        let suiteOut = MemlabBinary.temporaryDirectory() + "/suite"
        let junit = try MemlabBinary.run(["suite", probes, "--out", suiteOut, "--junit", "/sys/kernel/memlab.xml"])
        #expect(junit.status == 73, "\(junit.stderr)")
        #expect(junit.stderr.hasPrefix("memlab: cannot write --junit /sys/kernel/memlab.xml: "), "\(junit.stderr)")
        #expect(!FileManager.default.fileExists(atPath: suiteOut), "refused before the suite directory was made")
        let out = MemlabBinary.temporaryDirectory()
        for arguments in [["run", probes + "/one.js"], ["suite", probes]] {
            let storage = try MemlabBinary.run(arguments + ["--storage", "/sys/kernel", "--out", out + "/" + arguments[0]])
            #expect(storage.status == 73, "\(arguments): \(storage.stderr)")
            #expect(storage.stderr.contains("cannot write to the storage directory /sys/kernel") && storage.stdout.isEmpty, "\(storage.stderr)")
        }
        let written = (FileManager.default.subpaths(atPath: out) ?? []).filter { !$0.hasSuffix("run") }
        #expect(written.isEmpty, "nothing was run, so nothing but run's results directory was made: \(written)")
        let results = try MemlabBinary.run(["run", probes + "/one.js", "--out", "/sys/kernel"])
        #expect(results.status == 73 && results.stderr.contains("cannot write a result into /sys/kernel"), "\(results.stderr)")
    }
}
