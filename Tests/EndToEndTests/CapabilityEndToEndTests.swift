import Foundation
import Testing
import MemlabCore

/// Each private hook the worker relies on says whether it took effect: on this machine every
/// one does, and with each made to act as missing (MEMLAB_TEST_DISABLE_HOOKS, tests only) the
/// record's `runtime.capabilities` and the summary say so.
@Suite(.serialized) struct CapabilityEndToEndTests {
    static let all = ["heap-counters", "collect-now-interposition", "free-page-release", "scavenger-flag", "dump-advice"]

    /// A hook disabled, and the capabilities that must then read inactive (some depend on
    /// another: the direct counters need the heap the interposer learns; the scavenger thread
    /// is left on when there is no free-page release to do its work).
    static let cases: [(disabled: String, inactive: Set<String>)] = [
        ("heap-counters", ["heap-counters"]),
        ("collect-now-interposition", ["collect-now-interposition", "heap-counters"]),
        ("free-page-release", ["free-page-release", "scavenger-flag"]),
        ("scavenger-flag", ["scavenger-flag"]),
        ("dump-advice", ["dump-advice"])
    ]

    func run(disabling hooks: String?) throws -> (MemlabBinary.Outcome, RunRecord) {
        let out = MemlabBinary.temporaryDirectory()
        let environment = hooks.map { ["MEMLAB_TEST_DISABLE_HOOKS": $0] } ?? [:]
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("clean.js"), "--pushes", "5", "--out", out], environment: environment)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".json") }
        #expect(files.count == 1, "stdout: \(outcome.stdout)\nstderr: \(outcome.stderr)")
        let record = try ResultStore.read(out + "/" + (files.first ?? "missing.json"))
        return (outcome, record)
    }

    @Test("every private hook takes effect on this machine")
    func everyHookIsActive() throws {
        let (outcome, record) = try run(disabling: nil)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(record.end.kind == .completed, "\(record.end)")
        let capabilities = try #require(record.runtime.capabilities)
        #expect(capabilities.map(\.name) == Self.all)
        for capability in capabilities {
            #expect(capability.active, "\(capability.name): \(capability.detail ?? "")")
            #expect(!(capability.detail ?? "").isEmpty)
        }
        #expect(!outcome.stdout.contains("inactive"), "\(outcome.stdout)")
    }

    @Test("a hook made to act as missing is reported inactive, in the record and the summary", arguments: cases.map(\.disabled))
    func disabledHookIsReported(_ hook: String) throws {
        let expected = try #require(Self.cases.first { $0.disabled == hook }).inactive
        let (outcome, record) = try run(disabling: hook)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        // The run itself still completes: a missing hook changes what the numbers mean, not whether there are any.
        #expect(record.end.kind == .completed, "\(record.end)")
        let capabilities = try #require(record.runtime.capabilities)
        #expect(capabilities.map(\.name) == Self.all)
        #expect(Set(capabilities.filter { !$0.active }.map(\.name)) == expected, "\(capabilities)")
        let disabled = try #require(capabilities.first { $0.name == hook })
        #expect((disabled.detail ?? "").contains("disabled for a test by MEMLAB_TEST_DISABLE_HOOKS"), "\(disabled.detail ?? "")")
        let warnings = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("warning") && $0.contains(" inactive: ") }
        #expect(warnings.count == expected.count, "\(outcome.stdout)")
        for name in expected {
            let line = warnings.first { $0.contains("warning    \(name) inactive: ") }
            let capability = capabilities.first { $0.name == name }
            #expect(line != nil, "no warning for \(name):\n\(outcome.stdout)")
            if let line, let capability {
                #expect(line.contains(capability.detail ?? "") && line.contains(capability.consequence), "\(line)")
            }
        }
    }
}
