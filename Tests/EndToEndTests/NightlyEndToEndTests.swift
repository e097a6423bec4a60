import Testing
import Foundation
import MemlabCore

/// The nightly job as a team adopts it: budgets without a baseline, JUnit that fails what is
/// broken, header options honoured by every command. Through the built binary.
@Suite(.serialized) struct NightlyEndToEndTests {
    static let hogOverBudget = """
        /* hog.js: holds 6 MiB, over its own budget. One context for every push: what it holds is
         * still there in the sample after the push, however the in-push peak is sampled.
         * memlab: --max-peak 4M --isolation none
         */
        const held = [];
        self.addEventListener('push', (event) => {
          for (let i = 0; i < 6; i++) {
            const chunk = new Uint8Array(1 << 20);
            for (let offset = 0; offset < chunk.length; offset += 4096) chunk[offset] = 1;
            held.push(chunk);
          }
          event.waitUntil(self.registration.showNotification('hog', { body: 'held' }));
        });
        """

    static let throwing = """
        // throws.js: every push throws, so the user sees the original content.
        self.addEventListener('push', (event) => { throw new TypeError('event.data is null'); });
        """

    static func library(_ probes: [String: String]) -> String {
        let directory = MemlabBinary.temporaryDirectory() + "/probes"
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, source) in probes { try! Data(source.utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        return directory
    }

    /// The testcase element of `name` and what is inside it.
    static func testcase(_ xml: String, _ name: String) -> String? {
        guard let start = xml.range(of: #"name="\#(name)""#) else { return nil }
        let rest = xml[start.lowerBound...]
        guard let end = rest.range(of: "</testcase>") ?? rest.range(of: "/>") else { return nil }
        return String(rest[..<end.upperBound])
    }

    static func expectValidJUnit(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let xml = try String(contentsOfFile: path, encoding: .utf8)
        #expect(JUnitSchema.problems(xml) == [], sourceLocation: sourceLocation)
        if JUnitSchema.xmllintAvailable {
            let (status, output) = try JUnitSchema.validateWithXmllint(path)
            #expect(status == 0, "xmllint: \(output)", sourceLocation: sourceLocation)
        }
    }

    @Test("a probe over its header's --max-peak and a probe that throws fail a suite without a baseline; JUnit names figure, budget, probe and push")
    func budgetsFailASuiteWithoutABaseline() throws {
        let probes = Self.library(["hog.js": Self.hogOverBudget, "throws.js": Self.throwing, "notify.js": ProbeLibrary.notify])
        let out = MemlabBinary.temporaryDirectory() + "/suite"
        let junit = MemlabBinary.temporaryDirectory() + "/junit.xml"
        let outcome = try MemlabBinary.run(["suite", probes, "--out", out, "--junit", junit])
        #expect(outcome.status == 1, "stdout: \(outcome.stdout) stderr: \(outcome.stderr)")
        #expect(outcome.stdout.contains("hog: peak footprint"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("--max-peak 4.0 MiB"), "\(outcome.stdout)")
        // "0/1 modified" is never left without its reason.
        #expect(outcome.stdout.contains("0/1 modified (the handler threw)"), "\(outcome.stdout)")

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"tests="3" failures="2" errors="0""#), "\(xml)")
        let hog = try #require(Self.testcase(xml, "hog"), "\(xml)")
        #expect(hog.contains(#"<failure type="budget" message="hog: peak footprint"#), "\(hog)")
        #expect(hog.contains("at push 1") && hog.contains("over its header&apos;s budget --max-peak 4.0 MiB"), "\(hog)")
        let throwing = try #require(Self.testcase(xml, "throws"))
        #expect(throwing.contains("<failure"), "\(throwing)")
        #expect(throwing.contains("push 1 ended in original content (the handler threw: event.data is null)"), "\(throwing)")
        #expect(throwing.contains("--expect original"), "the sentence says what to do: \(throwing)")
        let notify = try #require(Self.testcase(xml, "notify"))
        #expect(!notify.contains("<failure") && !notify.contains("<error"), "\(notify)")
        try Self.expectValidJUnit(junit)

        // The record keeps the checks: figure, budget, value, push, origin.
        let record = try ResultStore.read(out + "/hog.json")
        let budget = try #require(record.budget)
        #expect(!budget.passed)
        let peak = try #require(budget.checks.first { $0.figure == .peakFootprint })
        #expect(!peak.passed && peak.budgetValue == Double(4 << 20) && peak.push == 1 && peak.origin == .header)
        #expect((peak.actualValue ?? 0) > Double(4 << 20))
        #expect(try ResultStore.read(out + "/notify.json").budget?.passed == true)

        // The suite's own --max-peak is overridden by the header, and names its origin.
        let generous = try MemlabBinary.run([
            "suite", Self.library(["hog.js": Self.hogOverBudget.replacingOccurrences(of: "--max-peak 4M", with: "--max-peak 32M")]),
            "--out", MemlabBinary.temporaryDirectory() + "/s", "--max-peak", "1M"
        ])
        #expect(generous.status == 0, "stdout: \(generous.stdout)")
        // With --expect original, a throwing probe passes.
        let expected = try MemlabBinary.run([
            "suite", Self.library(["throws.js": "// memlab: --expect original\n" + Self.throwing]),
            "--out", MemlabBinary.temporaryDirectory() + "/s"
        ])
        #expect(expected.status == 0, "stdout: \(expected.stdout)")
    }

    @Test("a probe that BASE ran and NEW lacks fails the suite, its JUnit and the diff")
    func aMissingProbeFails() throws {
        let base = MemlabBinary.temporaryDirectory() + "/base"
        let first = try MemlabBinary.run(["suite", ProbeLibrary.write(worse: false, ramp: false), "--out", base])
        #expect(first.status == 0, "stdout: \(first.stdout)")
        let new = MemlabBinary.temporaryDirectory() + "/new"
        let junit = MemlabBinary.temporaryDirectory() + "/junit.xml"
        let second = try MemlabBinary.run(
            [
                "suite", Self.library(["notify.js": ProbeLibrary.notify]), "--out", new, "--baseline", base,
                "--junit", junit
            ] + ProbeLibrary.noiseFloor)
        #expect(second.status == 1, "stdout: \(second.stdout)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        let hog = try #require(Self.testcase(xml, "hog"), "\(xml)")
        #expect(hog.contains(#"<failure type="missing""#) && hog.contains("ran in BASE"), "\(hog)")
        try Self.expectValidJUnit(junit)
        let diff = try MemlabBinary.run(["diff", base, new])
        #expect(diff.status == 1, "stdout: \(diff.stdout)")
        #expect(diff.stdout.contains("missing from NEW"), "\(diff.stdout)")
        #expect(!diff.stdout.contains("no regression"), "\(diff.stdout)")
    }

    @Test("run honours the header (// and /* */), says which options came from it; the command line overrides it")
    func runHonoursTheHeader() throws {
        let probe = MemlabBinary.writeProbe(
            """
            /*
             * three.js: a clean push, three times.
             * memlab: --pushes 3
             */
            self.addEventListener('push', (event) => {
              event.waitUntil(self.registration.showNotification('hi', { body: 'x' }));
            });
            """, name: "three.js")
        let out = MemlabBinary.temporaryDirectory()
        let run = try MemlabBinary.run(["run", probe, "--out", out])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("pushes     3 into one worker"), "\(run.stdout)")
        #expect(run.stdout.contains("header     --pushes 3 (\(probe):3)"), "\(run.stdout)")
        let (overridden, record, _) = try MemlabBinary.runRecord(["run", probe, "--pushes", "2"])
        #expect(overridden.status == 0)
        #expect(record?.pushes.count == 2)
        let summary = try MemlabBinary.run(["run", probe, "--pushes", "2", "--out", out])
        #expect(summary.stdout.contains("overridden on the command line: --pushes"), "\(summary.stdout)")
        // `memlab limit` leaves out what a search does not take, and says so.
        let limit = try MemlabBinary.run([
            "limit", MemlabBinary.writeProbe("// memlab: --pushes 3 --payload {\"bytes\":0}\n" + ProbeLibrary.notify), "--out", out
        ])
        #expect(limit.status == 0, "stderr: \(limit.stderr)")
        #expect(limit.stdout.contains("not used by `memlab limit`: --pushes"), "\(limit.stdout)")
    }

    @Test(
        "an unknown, caller-only or stray header option is an error naming the file and the line",
        arguments: [
            ("// first line\n// memlab: --pushes 2 --frobnicate\n", "--frobnicate"),
            ("/* memlab: --out /tmp/elsewhere */\n", "--out"),
            ("// memlab: --pushes 2 stray\n", "stray"),
            ("// memlab: --pushes 0\n", "--pushes")
        ])
    func badHeaderOptions(header: String, needle: String) throws {
        let probe = MemlabBinary.writeProbe(header + ProbeLibrary.notify, name: "bad.js")
        let line = header.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("memlab:") }! + 1
        for command in ["run", "limit", "suite"] {
            let target = command == "suite" ? (probe as NSString).deletingLastPathComponent : probe
            let outcome = try MemlabBinary.run([command, target, "--out", MemlabBinary.temporaryDirectory() + "/o"])
            #expect(outcome.status == 64, "\(command): \(outcome.stderr)")
            #expect(outcome.stderr.contains("bad.js:\(line):"), "\(command): \(outcome.stderr)")
            #expect(outcome.stderr.contains(needle), "\(command): \(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1, "\(command): \(outcome.stderr)")
        }
    }

    @Test("a declared budget makes `memlab run` a test: exit 1 when broken, the summary names figure and budget")
    func runBudgets() throws {
        let out = MemlabBinary.temporaryDirectory()
        let notify = MemlabBinary.writeProbe(ProbeLibrary.notify, name: "notify.js")
        let broken = try MemlabBinary.run(["run", notify, "--max-peak", "1M", "--out", out])
        #expect(broken.status == 1, "stderr: \(broken.stderr)")
        #expect(broken.stdout.contains("budget     broken: notify: peak footprint"), "\(broken.stdout)")
        #expect(broken.stdout.contains("--max-peak 1.0 MiB"), "\(broken.stdout)")
        let kept = try MemlabBinary.run(["run", notify, "--max-peak", "16M", "--min-headroom", "4M", "--out", out])
        #expect(kept.status == 0, "stdout: \(kept.stdout)")
        #expect(kept.stdout.contains("budget     kept: peak footprint"), "\(kept.stdout)")
        // Without a budget, a run is a measurement: a throwing handler is reported, exit 0.
        let throwing = MemlabBinary.writeProbe(Self.throwing, name: "throws.js")
        let measured = try MemlabBinary.run(["run", throwing, "--out", out])
        #expect(measured.status == 0, "stderr: \(measured.stderr)")
        #expect(measured.stdout.contains("budget     broken: throws: push 1 ended in original content"), "\(measured.stdout)")
        #expect(try MemlabBinary.run(["run", throwing, "--expect", "original", "--out", out]).status == 0)
        #expect(try MemlabBinary.run(["run", throwing, "--expect", "modified", "--out", out]).status == 1)
        // Slopes and retained contexts of a leaking probe.
        let leak = try MemlabBinary.run([
            "run", MemlabBinary.probe("leak-global.js"), "--pushes", "40", "--isolation", "none",
            "--max-slope", "1K", "--max-retained", "0", "--out", out
        ])
        #expect(leak.status == 1, "stdout: \(leak.stdout)")
        #expect(leak.stdout.contains("leak slope") && leak.stdout.contains("--max-slope 1 KiB"), "\(leak.stdout)")
    }

    @Test("a record spells its worker's exit {\"code\": N}; schema 3, its pushes as columns")
    func exitSpelling() throws {
        let (outcome, _, files) = try MemlabBinary.runRecord(["run", MemlabBinary.writeProbe(ProbeLibrary.notify)])
        #expect(outcome.status == 0)
        let file = try #require(files.first)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as! [String: Any]
        #expect(json["schemaVersion"] as? Int == 3)
        #expect((json["pushes"] as? [String: Any])?["format"] as? String == "columns", "\(String(describing: json["pushes"]))")
        let end = json["end"] as! [String: Any]
        #expect((end["exit"] as? [String: Any])?["code"] as? Int == 0, "\(end)")
    }

    @Test("the diff of two 100-push, 17-probe suites fits in 60 lines of at most 100 columns when nothing regressed")
    func aQuietNightIsShort() throws {
        var probes: [String: String] = [:]
        for index in 1...17 {
            probes[String(format: "probe-number-%02d.js", index)] = """
                // memlab: --pushes 100
                self.addEventListener('push', (event) => {
                  const scratch = new Uint8Array(\(index) * 1024);
                  event.waitUntil(self.registration.showNotification('p\(index)', { body: 'bytes ' + scratch.length }));
                });
                """
        }
        let library = Self.library(probes)
        let root = MemlabBinary.temporaryDirectory()
        for side in ["base", "new"] {
            let outcome = try MemlabBinary.run(["suite", library, "--out", root + "/" + side, "-j", "2"])
            #expect(outcome.status == 0, "stdout: \(outcome.stdout)")
        }
        let diff = try MemlabBinary.run(["diff", root + "/base", root + "/new"])
        #expect(diff.status == 0, "stdout: \(diff.stdout)")
        let lines = diff.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 60, "\(lines.count) lines:\n\(diff.stdout)")
        for line in lines { #expect(line.count <= 100, "\(line.count) columns: \(line)") }
        #expect(diff.stdout.contains("no regression in 17 probes"), "\(diff.stdout)")
        #expect(!diff.stdout.contains("push 1 outcome"), "no per-push rows when nothing changed: \(diff.stdout)")
    }
}

/// The two dashboards' documented formats, checked as their documentation states them.
enum DashboardFormats {
    /// Bencher Metric Format's JSON schema (bencher.dev/docs/reference/bencher-metric-format):
    /// an object of benchmarks, each an object of measures, each an object with a numeric `value`
    /// and optional numeric `lower_value` / `upper_value`; measure slugs at most 64 characters,
    /// benchmark names at most 1024.
    static func bencherProblems(_ data: Data) -> [String] {
        // Numbers, strictly (JSONDecoder refuses a string or a boolean for a Double).
        struct Metric: Decodable { var value: Double; var lower_value: Double?; var upper_value: Double? }
        if (try? JSONDecoder().decode([String: [String: Metric]].self, from: data)) == nil { return ["not benchmarks of measures of numeric metrics"] }
        guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return ["not a JSON object"] }
        var problems: [String] = []
        if document.isEmpty { problems.append("no benchmark") }
        for (benchmark, measures) in document {
            if benchmark.isEmpty || benchmark.count > 1024 { problems.append("benchmark name '\(benchmark)'") }
            guard let measures = measures as? [String: Any], !measures.isEmpty else { problems.append("\(benchmark): not an object of measures"); continue }
            for (measure, metric) in measures {
                if measure.isEmpty || measure.count > 64 { problems.append("measure name '\(measure)'") }
                guard let metric = metric as? [String: Any] else { problems.append("\(benchmark).\(measure): not an object"); continue }
                guard metric["value"] is NSNumber, !(metric["value"] is Bool) || metric["value"] is Double else {
                    problems.append("\(benchmark).\(measure): no numeric value"); continue
                }
                for key in ["lower_value", "upper_value"] where metric[key] != nil && !(metric[key] is NSNumber) {
                    problems.append("\(benchmark).\(measure).\(key) is not a number")
                }
                for key in metric.keys where !["value", "lower_value", "upper_value"].contains(key) {
                    problems.append("\(benchmark).\(measure) has an unknown key \(key)")
                }
            }
        }
        return problems
    }

    /// github-action-benchmark's `customSmallerIsBetter` input (its BenchmarkResult): a non-empty
    /// array of objects with string `name` and `unit`, numeric `value`, optional string `range`
    /// and `extra`; names unique, as the action keys its charts by them.
    static func customSmallerIsBetterProblems(_ data: Data) -> [String] {
        struct Entry: Decodable { var name: String; var unit: String; var value: Double; var range: String?; var extra: String? }
        if (try? JSONDecoder().decode([Entry].self, from: data)) == nil { return ["not an array of {name, unit, value, range?, extra?}"] }
        guard let entries = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return ["not a JSON array of objects"] }
        var problems: [String] = []
        if entries.isEmpty { problems.append("an empty array: the action refuses it") }
        var names = Set<String>()
        for entry in entries {
            guard let name = entry["name"] as? String, !name.isEmpty else { problems.append("an entry without a name: \(entry)"); continue }
            if !names.insert(name).inserted { problems.append("\(name) twice") }
            if !(entry["unit"] is String) { problems.append("\(name): no unit") }
            if !(entry["value"] is NSNumber) || entry["value"] is String { problems.append("\(name): no numeric value") }
            for key in ["range", "extra"] where entry[key] != nil && !(entry[key] is String) { problems.append("\(name).\(key) is not a string") }
            for key in entry.keys where !["name", "unit", "value", "range", "extra"].contains(key) { problems.append("\(name) has an unknown key \(key)") }
        }
        return problems
    }
}

@Suite struct ExportEndToEndTests {
    @Test("memlab export writes what Bencher and github-action-benchmark accept: one metric per probe and figure, with units")
    func exportsBothFormats() throws {
        let suite = MemlabBinary.temporaryDirectory() + "/suite"
        let run = try MemlabBinary.run(["suite", ProbeLibrary.write(worse: false), "--out", suite, "--repeat", "2"])
        #expect(run.status == 0, "stdout: \(run.stdout)")

        let bencher = try MemlabBinary.run(["export", suite, "--format", "bencher"])
        #expect(bencher.status == 0, "stderr: \(bencher.stderr)")
        #expect(DashboardFormats.bencherProblems(Data(bencher.stdout.utf8)) == [])
        let document = try JSONSerialization.jsonObject(with: Data(bencher.stdout.utf8)) as! [String: [String: [String: Double]]]
        #expect(Set(document.keys) == ["grow", "hog", "notify"])
        let hogPeak = try #require(document["hog"]?["peak-footprint-bytes"])
        let records = try RecordSet.load(suite).records.filter { $0.probe.name == "hog" }.compactMap(\.peakFootprintBytes).map(Double.init)
        #expect(hogPeak["value"] == MannWhitney.median(records))
        #expect(hogPeak["lower_value"] == records.min() && hogPeak["upper_value"] == records.max())
        #expect(document["grow"]?["growth-limit-bytes"] != nil)

        let file = MemlabBinary.temporaryDirectory() + "/bench.json"
        let action = try MemlabBinary.run(["export", suite, "--format", "github-action-benchmark", "-o", file])
        #expect(action.status == 0 && action.stdout.isEmpty, "stderr: \(action.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(DashboardFormats.customSmallerIsBetterProblems(data) == [])
        let entries = try JSONSerialization.jsonObject(with: data) as! [[String: Any]]
        let names = entries.compactMap { $0["name"] as? String }
        #expect(names.contains("hog - peak footprint") && names.contains("notify - baseline footprint"), "\(names)")
        // Smaller is better for every entry: the growth limit is not among them.
        #expect(!names.contains { $0.contains("growth limit") })
        #expect(entries.first { $0["name"] as? String == "hog - peak footprint" }?["unit"] as? String == "bytes")

        // The checks can fail: they refuse what the dashboards would.
        #expect(!DashboardFormats.bencherProblems(Data(#"{"a": {"m": {"lower_value": 1}}}"#.utf8)).isEmpty)
        #expect(!DashboardFormats.customSmallerIsBetterProblems(Data("[]".utf8)).isEmpty)
        #expect(!DashboardFormats.customSmallerIsBetterProblems(Data(#"[{"name": "a", "value": "1", "unit": "b"}]"#.utf8)).isEmpty)

        let bad = try MemlabBinary.run(["export", suite, "--format", "csv"])
        #expect(bad.status == 64 && bad.stderr.contains("--format"))
        #expect(try MemlabBinary.run(["export", "/nonexistent"]).status == 66)
    }
}

@Suite struct HistoryEndToEndTests {
    static func git(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", directory, "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("history: the application's commit beside memlab's, shard copies counted once, --json")
    func history() throws {
        let library = ProbeLibrary.write(worse: false, ramp: false)
        _ = try Self.git(["init", "-q"], in: library)
        _ = try Self.git(["add", "."], in: library)
        _ = try Self.git(["commit", "-q", "-m", "probes"], in: library)
        let head = try Self.git(["rev-parse", "HEAD"], in: library)
        #expect(head.count == 40)
        let results = MemlabBinary.temporaryDirectory()
        for index in 1...2 {
            let shard = try MemlabBinary.run(["suite", library, "--shard", "\(index)/2", "--out", results + "/shard-\(index)"])
            #expect(shard.status == 0, "stdout: \(shard.stdout)")
        }
        #expect(try MemlabBinary.run(["merge", results + "/shard-1", results + "/shard-2", "-o", results + "/merged"]).status == 0)
        #expect(try SuiteManifest.read(directory: results + "/merged").applicationCommit == head)
        let tagged = try MemlabBinary.run(["suite", library, "--out", results + "/tagged", "--commit", "release-7"])
        #expect(tagged.status == 0)

        let table = try MemlabBinary.run(["history", results, "--probe", "hog"])
        #expect(table.status == 0, "stderr: \(table.stderr)")
        #expect(table.stdout.hasPrefix("hog: 2 runs"), "the merged copy is not a third run: \(table.stdout)")
        #expect(table.stdout.contains(String(head.prefix(8))), "\(table.stdout)")
        #expect(table.stdout.contains("release-"), "\(table.stdout)")

        let json = try MemlabBinary.run(["history", results, "--json"])
        #expect(json.status == 0, "stderr: \(json.stderr)")
        let entries = try JSONDecoder().decode([HistoryTable.Entry].self, from: Data(json.stdout.utf8))
        #expect(entries.map(\.probe).sorted() == ["hog", "notify"])
        let hog = try #require(entries.first { $0.probe == "hog" })
        #expect(hog.runs.count == 2)
        #expect(hog.runs.map(\.applicationCommit) == [head, "release-7"])
        #expect(hog.runs.allSatisfy { ($0.figures["peak-footprint"] ?? 0) > 0 && $0.budgetPassed == true })
    }
}

@Suite struct FirstRunEndToEndTests {
    @Test("memlab version names the worker's JavaScriptCore; `memlab help version` is the help")
    func version() throws {
        let version = try MemlabBinary.run(["version"])
        #expect(version.status == 0, "stderr: \(version.stderr)")
        let lines = version.stdout.split(separator: "\n")
        #expect(lines.first == "memlab \(MemlabVersion.string)")
        #expect(lines.count == 2 && lines[1].hasPrefix("JavaScriptCore 2."), "\(version.stdout)")
        let help = try MemlabBinary.run(["help", "version"])
        #expect(help.stdout.hasPrefix("memlab version") && help.stdout.contains("OPTIONS"), "\(help.stdout)")
        #expect(!help.stdout.contains("JavaScriptCore 2."))
    }

    @Test("--expire 0 and --fixtures FILE say what is wrong")
    func valueMessages() throws {
        let probe = MemlabBinary.writeProbe(ProbeLibrary.notify)
        let expire = try MemlabBinary.run(["run", probe, "--expire", "0"])
        #expect(expire.status == 64 && expire.stderr.contains("above 0") && !expire.stderr.contains("between 0"), "\(expire.stderr)")
        let fixtures = try MemlabBinary.run(["run", probe, "--fixtures", probe])
        #expect(fixtures.status == 66, "\(fixtures.stderr)")
        #expect(fixtures.stderr.contains("is a file, not a directory") && !fixtures.stderr.contains("does not exist"), "\(fixtures.stderr)")
    }

    @Test("a syntax error is one sentence, on stderr only, without doubled punctuation")
    func syntaxError() throws {
        let probe = MemlabBinary.writeProbe("const a = 1;\nconst a = 2;\n", name: "twice.js")
        let outcome = try MemlabBinary.run(["run", probe, "--out", MemlabBinary.temporaryDirectory()])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("SyntaxError") && !outcome.stderr.contains(".:"), "\(outcome.stderr)")
        #expect(!outcome.stdout.contains("SyntaxError"), "the sentence is not repeated on stdout: \(outcome.stdout)")
        #expect(outcome.stdout.contains("probe error"), "\(outcome.stdout)")
    }
}

/// Progress on a terminal (a pseudo-terminal from util-linux's `script`), none on a pipe.
@Suite struct ProgressEndToEndTests {
    static let script: String? = ["/usr/bin/script", "/bin/script"].first { access($0, X_OK) == 0 }

    static func quoted(_ words: [String]) -> String { words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ") }

    @Test(
        "on a terminal a run shows pushes done of the total, the footprint and the time left; a suite its runs done",
        .enabled(if: ProgressEndToEndTests.script != nil, "util-linux's script is not installed"))
    func onATerminal() throws {
        let out = MemlabBinary.temporaryDirectory()
        let probe = MemlabBinary.probe("clean.js")
        let command = Self.quoted([MemlabBinary.path, "run", probe, "--pushes", "40", "--out", out]) + " > /dev/null"
        let tty = try MemlabBinary.run(["-qec", command, "/dev/null"], environment: ["TERM": "xterm"], executable: Self.script!)
        #expect(tty.status == 0, "\(tty.stdout)")
        let lines = tty.stdout.components(separatedBy: "\r")
        #expect(lines.contains { $0.contains("push 40/40 done") }, "\(tty.stdout.suffix(400))")
        #expect(
            lines.contains { $0.range(of: #"push \d+/40 · footprint \d+\.\d MiB · about \d+ s left"#, options: .regularExpression) != nil },
            "\(tty.stdout.suffix(400))")
        let library = ProbeLibrary.write(worse: false, ramp: false)
        let suite = try MemlabBinary.run(
            ["-qec", Self.quoted([MemlabBinary.path, "suite", library, "--out", out + "/suite"]) + " > /dev/null", "/dev/null"],
            environment: ["TERM": "xterm"], executable: Self.script!)
        #expect(suite.stdout.contains("[1/2 runs]") && suite.stdout.contains("[2/2 runs]"), "\(suite.stdout.suffix(400))")

        // On a pipe: not a byte of it.
        let piped = try MemlabBinary.run(["run", probe, "--pushes", "40", "--out", out])
        #expect(piped.status == 0)
        #expect(piped.stderr.isEmpty, "\(piped.stderr)")
        #expect(!piped.stdout.contains("\u{1B}[2K") && !piped.stdout.contains("/40 ·"))
    }
}

/// docs/regression.md's example, run as written, in order, in a fresh directory
/// holding a copy of the probes (the built memlab on PATH, as `make build` leaves it).
@Suite struct ReadmeExampleEndToEndTests {
    static func block(after heading: String) throws -> String {
        let readme = try String(contentsOfFile: MemlabBinary.packageRoot + "/docs/regression.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: heading).dropFirst().first)
        let fence = try #require(section.components(separatedBy: "```sh\n").dropFirst().first)
        return try #require(fence.components(separatedBy: "\n```").first)
    }

    @Test("the regression-tracking example runs as written")
    func regressionExampleRuns() throws {
        let script = try Self.block(after: "# Regression tracking")
        #expect(script.contains("memlab suite probes/"))
        let directory = MemlabBinary.temporaryDirectory()
        try FileManager.default.copyItem(atPath: MemlabBinary.packageRoot + "/probes", toPath: directory + "/probes")
        let environment = ["PATH": MemlabBinary.productsDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        // Each command must succeed; 1 (a regression or a broken budget: run-to-run noise between
        // two nights can be one) is a finding, not a broken example, and the example goes on.
        let guarded =
            "cd '\(directory)'\ntrap 'status=$?; if [ $status -gt 1 ]; then echo \"example failed with $status\" >&2; exit $status; fi' ERR\n" + script
        let outcome = try MemlabBinary.run(["-uc", guarded], environment: environment, executable: "/bin/bash")
        #expect(outcome.status == 0, "stdout: \(outcome.stdout.suffix(1500)) stderr: \(outcome.stderr.suffix(800))")
        #expect(!outcome.stderr.contains("example failed"), "\(outcome.stderr.suffix(800))")
        for file in ["results/last-night/suite.json", "results/tonight/suite.json", "junit.xml", "report.html", "bench.json"] {
            #expect(FileManager.default.fileExists(atPath: directory + "/" + file), "\(file) was not written")
        }
        #expect(outcome.stdout.contains("grow: 4 runs"), "history counts each run once: \(outcome.stdout.suffix(600))")
    }
}
