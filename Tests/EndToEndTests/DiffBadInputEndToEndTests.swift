import Testing
import Foundation
import MemlabCore

/// Bad input to diff, suite, merge, report and history: one sentence, a documented exit status.
@Suite struct DiffBadInputEndToEndTests {
    func expectOneSentence(
        _ outcome: MemlabBinary.Outcome, status: Int32, mentioning needle: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(outcome.status == status, "stderr: \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderr.split(separator: "\n").count == 1, "expected one line, got: \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderr.hasPrefix("memlab: "), sourceLocation: sourceLocation)
        #expect(outcome.stderr.contains(needle), "'\(needle)' not in: \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stdout.isEmpty, "stdout: \(outcome.stdout)", sourceLocation: sourceLocation)
    }

    /// Two real records of two probes, in a fresh directory.
    func records() throws -> (hog: String, notify: String, directory: String) {
        let out = MemlabBinary.temporaryDirectory() + "/suite"
        let outcome = try MemlabBinary.run(["suite", ProbeLibrary.write(worse: false, ramp: false), "--out", out])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        return (out + "/hog.json", out + "/notify.json", out)
    }

    @Test func corruptTruncatedNewerAndMissingRecords() throws {
        let (hog, notify, _) = try records()
        let scratch = MemlabBinary.temporaryDirectory()
        let data = try Data(contentsOf: URL(fileURLWithPath: hog))
        try data.prefix(data.count / 3).write(to: URL(fileURLWithPath: scratch + "/truncated.json"))
        expectOneSentence(try MemlabBinary.run(["diff", hog, scratch + "/truncated.json"]), status: 65, mentioning: "truncated.json")
        var newer = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        newer["schemaVersion"] = 99
        try JSONSerialization.data(withJSONObject: newer).write(to: URL(fileURLWithPath: scratch + "/newer.json"))
        expectOneSentence(try MemlabBinary.run(["diff", hog, scratch + "/newer.json"]), status: 65, mentioning: "upgrade memlab")
        expectOneSentence(try MemlabBinary.run(["diff", hog, scratch + "/missing.json"]), status: 66, mentioning: "does not exist")
        expectOneSentence(try MemlabBinary.run(["diff", hog, notify]), status: 64, mentioning: "same probe")
        let empty = MemlabBinary.temporaryDirectory()
        expectOneSentence(try MemlabBinary.run(["diff", empty, empty]), status: 66, mentioning: "no memlab results")
        expectOneSentence(try MemlabBinary.run(["history", empty]), status: 66, mentioning: "no readable memlab results")
    }

    @Test("a record with a spelling no memlab writes (a push's outcome, the ceiling's backend) is a damaged record, 65, not a crash")
    func unknownSpellings() throws {
        let (hog, _, _) = try records()
        let scratch = MemlabBinary.temporaryDirectory()
        let text = try String(contentsOfFile: hog, encoding: .utf8)
        let backend = try #require(text.range(of: #""backend" : ""#))
        let backendValue = try #require(text[backend.upperBound...].firstIndex(of: "\""))
        // The pushes' columns are compact (their outcomes a table of spellings); the rest of the record pretty-printed.
        let damaged = [
            "outcome": text.replacingOccurrences(of: #""outcome":{"values":["modified""#, with: #""outcome":{"values":["shown""#),
            "backend": text.replacingCharacters(in: backend.upperBound..<backendValue, with: "auto")
        ]
        for (field, damage) in damaged {
            #expect(damage != text, "\(field): nothing replaced")
            let path = scratch + "/\(field).json"
            try Data(damage.utf8).write(to: URL(fileURLWithPath: path))
            expectOneSentence(try MemlabBinary.run(["diff", hog, path]), status: 65, mentioning: "\(field).json is a damaged memlab result (bad field")
            expectOneSentence(
                try MemlabBinary.run(["report", path, "-o", scratch + "/report.html"]), status: 65, mentioning: "is a damaged memlab result")
        }
    }

    @Test func usageErrors() throws {
        let (hog, _, _) = try records()
        expectOneSentence(try MemlabBinary.run(["diff", hog]), status: 64, mentioning: "two things")
        expectOneSentence(try MemlabBinary.run(["diff", hog, hog, "--format", "html"]), status: 64, mentioning: "--format")
        expectOneSentence(try MemlabBinary.run(["diff", hog, hog, "--threshold", "lots"]), status: 64, mentioning: "--threshold")
        expectOneSentence(try MemlabBinary.run(["diff", hog, hog, "--min-bytes", "12Q"]), status: 64, mentioning: "--min-bytes")
        expectOneSentence(try MemlabBinary.run(["suite", MemlabBinary.temporaryDirectory(), "--shard", "3/2"]), status: 64, mentioning: "--shard")
        expectOneSentence(try MemlabBinary.run(["merge", MemlabBinary.temporaryDirectory()]), status: 64, mentioning: "-o DIR")
    }

    @Test func suiteInputs() throws {
        expectOneSentence(try MemlabBinary.run(["suite", "/nonexistent/probes"]), status: 66, mentioning: "does not exist")
        expectOneSentence(try MemlabBinary.run(["suite", MemlabBinary.temporaryDirectory()]), status: 66, mentioning: "no probes")
        let library = ProbeLibrary.write(worse: false, ramp: false)
        try Data("// bad.js\n// memlab: --expire forever\nself.addEventListener('push', () => {});\n".utf8).write(to: URL(fileURLWithPath: library + "/bad.js"))
        expectOneSentence(try MemlabBinary.run(["suite", library]), status: 64, mentioning: "bad.js:2: the `// memlab:` options: --expire")
        expectOneSentence(
            try MemlabBinary.run(["suite", ProbeLibrary.write(worse: false, ramp: false), "--baseline", "/nonexistent/base"]), status: 66,
            mentioning: "does not exist")
        let blocker = MemlabBinary.temporaryDirectory() + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        expectOneSentence(
            try MemlabBinary.run(["suite", ProbeLibrary.write(worse: false, ramp: false), "--out", blocker + "/suite"]), status: 73,
            mentioning: "cannot create the suite directory")
    }

    @Test func unwritableOutputsAreRefusedBeforeAnyRun() throws {
        let (_, _, suite) = try records()
        let blocker = MemlabBinary.temporaryDirectory() + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        expectOneSentence(try MemlabBinary.run(["report", suite, "-o", blocker + "/report.html"]), status: 73, mentioning: "cannot write")
        expectOneSentence(try MemlabBinary.run(["merge", suite, "-o", blocker + "/merged"]), status: 73, mentioning: "cannot create")
        expectOneSentence(try MemlabBinary.run(["report", suite, "-o", "/dev/null"]), status: 73, mentioning: "not a regular file")
        let junitDirectory = MemlabBinary.temporaryDirectory()
        let outcome = try MemlabBinary.run([
            "suite", ProbeLibrary.write(worse: false, ramp: false), "--out", junitDirectory + "/suite",
            "--junit", blocker + "/junit.xml"
        ])
        #expect(outcome.status == 73, "stderr: \(outcome.stderr)")
        // Found before any probe ran: no suite directory, nothing measured to lose.
        #expect(outcome.stderr.contains("cannot write --junit"), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: junitDirectory + "/suite"))
    }
}
