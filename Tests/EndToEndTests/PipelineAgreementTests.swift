import Foundation
import Testing

@testable import MemlabCore

/// Every command that runs a worker measures by the same rules: for each option of the group, on
/// the command line or in the probe's header, `memlab run` and a one-probe `memlab suite` of the
/// same probe make records that agree on what the run was (ceiling, preset, reserve, backend,
/// isolation, pushes, end and the rest the plan decides). Through the built binary.
@Suite struct PipelineAgreementTests {
    /// Keeps `{"mib": N}` MiB per push (kept across pushes only where the context is), shows one notification.
    static let source = """
        const kept = [];
        self.addEventListener('push', (event) => {
          let mib = 0;
          try { mib = event.data ? (event.data.json().mib || 0) : 0; } catch (e) {}
          for (let i = 0; i < mib; i++) { const block = new Uint8Array(1 << 20); block.fill(1); kept.push(block); }
          event.waitUntil(self.registration.showNotification('agreement', { body: String(kept.length) }));
        });

        """

    /// Files the path options point at, made once.
    static let files: (payload: String, payloads: String, subscription: String, directory: String) = {
        let directory = MemlabBinary.temporaryDirectory()
        let payload = directory + "/payload.json"
        let payloads = directory + "/payloads.jsonl"
        let subscription = directory + "/subscription.json"
        try! Data(#"{"mib":1}"#.utf8).write(to: URL(fileURLWithPath: payload))
        try! Data("{\"mib\":0}\n{\"mib\":1}\n".utf8).write(to: URL(fileURLWithPath: payloads))
        let key = Data(repeating: 4, count: 65).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        let auth = Data(repeating: 7, count: 16).base64EncodedString().replacingOccurrences(of: "=", with: "")
        try! Data(#"{"endpoint":"https://push.example/1","expirationTime":null,"keys":{"p256dh":"\#(key)","auth":"\#(auth)"}}"#.utf8)
            .write(to: URL(fileURLWithPath: subscription))
        for name in ["site", "mirror", "fixtures", "storage"] {
            try! FileManager.default.createDirectory(atPath: directory + "/" + name, withIntermediateDirectories: true)
        }
        return (payload, payloads, subscription, directory)
    }()

    /// One row per option of the group (with what it needs beside it to mean something).
    static let cases: [[String]] = [
        [],
        ["--limit", "20M"],
        ["--preset", "nse-legacy"],
        ["--preset", "widget"],
        ["--preset", "nse", "--limit", "20M"],
        ["--host-reserve", "1M"],
        ["--enforce", "watchdog"],
        ["--enforce", "rlimit"],
        ["--enforce", "watchdog", "--watchdog-interval", "200"],
        ["--page-size", "16K"],
        ["--on-warning", "gc"],
        ["--jit"],
        ["--allocator", "malloc"],
        ["--isolation", "none", "--pushes", "3"],
        ["--isolation", "group", "--pushes", "2"],
        ["--isolation", "process", "--pushes", "2"],
        ["--mode", "device", "--pushes", "2"],
        ["--mode", "device", "--gap", "0.1", "--pushes", "2"],
        ["--pushes", "12", "--warmup", "2"],
        ["--expire", "5"],
        ["--payload", #"{"mib":1}"#],
        ["--payload-file", files.payload],
        ["--payloads", files.payloads, "--pushes", "2"],
        ["--inject", "retain-contexts", "--pushes", "3"],
        ["--url", "https://app.example/sw.js"],
        ["--site", files.directory + "/site"],
        ["--mirror", files.directory + "/mirror"],
        ["--fixtures", files.directory + "/fixtures"],
        ["--subscription", files.subscription],
        ["--user-agent", "memlab-agreement/1.0"],
        ["--storage", files.directory + "/storage"],
        ["--storage-quota", "1M"],
        ["--explain", "--pushes", "12"],
        ["--check-allocator", "--pushes", "12"],
        ["--max-peak", "1M"],
        ["--min-headroom", "1M"],
        ["--max-slope", "1K", "--pushes", "12"],
        ["--max-retained", "0", "--pushes", "3"],
        ["--expect", "original"],
        ["--commit", "agreement-commit"]
    ]

    /// What a plan decides about a run, as its record says it.
    struct Fingerprint: Equatable, CustomStringConvertible {
        var values: [String: String]
        var description: String { values.keys.sorted().map { "\($0)=\(values[$0]!)" }.joined(separator: " ") }

        init(_ record: RunRecord) {
            let budget = (record.budget?.checks ?? []).map {
                "\($0.option) \($0.budgetValue.map { String($0) } ?? $0.budget) \($0.origin.map { "\($0)" } ?? "default")"
            }
            values = [
                "limit": String(record.ceiling.limitBytes), "preset": record.preset ?? "-", "reserve": String(record.hostReserveBytes ?? -1),
                "backend": "\(record.ceiling.backend)", "chosen": "\(record.ceiling.chosen)", "pageSize": record.ceiling.pageSize.map { "\($0)" } ?? "-",
                "isolation": "\(record.isolation.map { "\($0)" } ?? "-")", "allocator": "\(record.allocator.map { "\($0)" } ?? "-")",
                "onWarning": "\(record.onWarning.map { "\($0)" } ?? "-")", "jit": String(record.runtime.jit), "pushes": String(record.pushes.count),
                "outcomes": record.pushes.map { "\($0.outcome)" }.joined(separator: ","), "end": record.end.kind.rawValue,
                "payload": record.payload?.sha256 ?? "-", "payloads": record.payloads.map { String($0.lines) } ?? "-",
                "device": record.device.map { String($0.pushes) } ?? "-", "explain": String(record.explain != nil),
                "allocatorCheck": String(record.allocatorCheck != nil), "budget": budget.joined(separator: "; "),
                "applicationCommit": record.applicationCommit ?? "-", "arguments": (record.arguments ?? []).joined(separator: " "),
                "verdict": String(record.verdict != nil), "probe": record.probe.sha256
            ]
        }
    }

    /// The record `memlab run` writes and the one a one-probe `memlab suite` writes, for the same probe.
    static func records(probeSource: String, options: [String], name: String = "agreement") throws -> (run: RunRecord, suite: RunRecord, summary: String) {
        let probe = MemlabBinary.writeProbe(probeSource, name: name + ".js")
        let directory = (probe as NSString).deletingLastPathComponent
        let (runOutcome, runRecord, _) = try MemlabBinary.runRecord(["run", probe] + options)
        let out = MemlabBinary.temporaryDirectory() + "/suite"
        let suite = try MemlabBinary.run(["suite", directory, "--out", out] + options)
        let suiteRecord = try? ResultStore.read(out + "/\(name).json")
        let context = "options \(options): run \(runOutcome.status) \(runOutcome.stderr); suite \(suite.status) \(suite.stderr)"
        return (try #require(runRecord, "\(context)"), try #require(suiteRecord, "\(context)"), suite.stdout)
    }

    /// A header line holding `options`, values quoted as a header reads them.
    static func header(_ options: [String]) -> String {
        "// memlab: " + options.map { $0.contains("\"") ? "'\($0)'" : $0 }.joined(separator: " ") + "\n"
    }

    @Test("run and a one-probe suite agree, the option on the command line", arguments: cases)
    func onTheCommandLine(_ options: [String]) throws {
        let (run, suite, _) = try Self.records(probeSource: Self.source, options: options)
        #expect(Fingerprint(run) == Fingerprint(suite), "options \(options)")
    }

    @Test("run and a one-probe suite agree, the option in the probe's header", arguments: cases.filter { !$0.isEmpty })
    func inTheHeader(_ options: [String]) throws {
        let (run, suite, _) = try Self.records(probeSource: Self.header(options) + Self.source, options: [])
        #expect(Fingerprint(run) == Fingerprint(suite), "header \(options)")
        // The header's budget options are the header's in both.
        for check in run.budget?.checks ?? [] where options.contains(check.option) { #expect(check.origin == .header) }
    }

    /// Keeps 14 MiB in its one push: under nse-legacy's 12 MiB it is killed, under 24 MiB it completes.
    static let legacy14 = "// memlab: --preset nse-legacy\n" + source.replacingOccurrences(of: "catch (e) {}", with: "catch (e) {}\n  mib = 14;")

    @Test("a header's --preset nse-legacy is killed at 12 MiB by run and by suite, with or without the suite's --limit 24M")
    func legacyPresetInEveryCommand() throws {
        for suiteOptions in [[], ["--limit", "24M"]] {
            let probe = MemlabBinary.writeProbe(Self.legacy14, name: "legacy14.js")
            let out = MemlabBinary.temporaryDirectory() + "/suite"
            let suite = try MemlabBinary.run(["suite", (probe as NSString).deletingLastPathComponent, "--out", out] + suiteOptions)
            let record = try ResultStore.read(out + "/legacy14.json")
            #expect(record.preset == "nse-legacy" && record.ceiling.limitBytes == 12 << 20, "suite \(suiteOptions): \(suite.stdout)")
            #expect(record.hostReserveBytes == Preset.swiftNSEReserveBytes)
            #expect(record.end.kind == .killedAtCeiling, "suite \(suiteOptions): \(record.end.message)")
            #expect(suite.stdout.contains("ceiling: 12.0 MiB, preset nse-legacy, 2.8 MiB host reserve"), "\(suite.stdout)")
            #expect(suite.stdout.contains("from the header of legacy14: --preset nse-legacy"), "\(suite.stdout)")
        }
        let (outcome, run, _) = try MemlabBinary.runRecord(["run", MemlabBinary.writeProbe(Self.legacy14, name: "legacy14.js")])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(run?.ceiling.limitBytes == 12 << 20 && run?.end.kind == .killedAtCeiling && run?.preset == "nse-legacy")
        // `run`'s own command line names one probe: its --limit overrides the header's preset's limit, and the summary says so.
        let overridden = try MemlabBinary.run([
            "run", MemlabBinary.writeProbe(Self.legacy14, name: "legacy14.js"), "--limit", "24M", "--out", MemlabBinary.temporaryDirectory()
        ])
        #expect(overridden.stdout.contains("preset nse-legacy") && overridden.stdout.contains("--limit overrides its 12.0 MiB"), "\(overridden.stdout)")
        #expect(overridden.stdout.contains("completed"), "\(overridden.stdout)")
    }

    @Test("run, suite and limit share the defaults: the nse preset, its 24 MiB and 2.8 MiB host reserve, named in every summary")
    func theDefaultsAreTheSame() throws {
        let (run, suite, summary) = try Self.records(probeSource: Self.source, options: [])
        for record in [run, suite] {
            #expect(record.preset == "nse" && record.ceiling.limitBytes == 24 << 20 && record.hostReserveBytes == Preset.swiftNSEReserveBytes)
        }
        #expect(summary.contains("ceiling: 24.0 MiB, preset nse, 2.8 MiB host reserve, for every probe"), "\(summary)")
        let probe = MemlabBinary.writeProbe(
            Self.source.replacingOccurrences(of: "catch (e) {}", with: "catch (e) {}\n  mib = (event.data ? event.data.json().bytes : 0) >> 20;"))
        let limit = try MemlabBinary.run(["limit", probe, "--out", MemlabBinary.temporaryDirectory()])
        #expect(limit.status == 0, "\(limit.stderr)")
        #expect(limit.stdout.contains("24.0 MiB, preset nse, 2.8 MiB host reserve"), "\(limit.stdout)")
        let custom = try MemlabBinary.run(["limit", probe, "--limit", "16M", "--out", MemlabBinary.temporaryDirectory()])
        #expect(custom.stdout.contains("16.0 MiB, a custom --limit, no host reserve"), "\(custom.stdout)")
    }
}
