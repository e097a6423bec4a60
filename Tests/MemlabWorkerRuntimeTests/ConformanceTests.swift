import Foundation
import Testing

/// Conformance probes (JS written from the specs, under Conformance/) run by the real worker.
@Suite struct ConformanceTests {
    /// Every PASS/FAIL line, the DONE line saying nothing failed, and a modified push.
    func expectAllPassed(_ run: WorkerRun, minimum: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = run.consoleLines
        let failures = lines.filter { $0.hasPrefix("FAIL ") }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
        let passed = lines.filter { $0.hasPrefix("PASS ") }.count
        #expect(passed >= minimum, "only \(passed) tests passed\n\(run.summary)", sourceLocation: sourceLocation)
        #expect(lines.contains { $0.hasPrefix("DONE ") && $0.hasSuffix(" 0 failed") }, "\(run.summary)", sourceLocation: sourceLocation)
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)", sourceLocation: sourceLocation)
        #expect(run.exitCode == 0, sourceLocation: sourceLocation)
    }

    @Test func eventsPushAndNotifications() throws {
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/events.js", payload: Array(#"{"hello":"world"}"#.utf8))
        expectAllPassed(run, minimum: 15)
    }

    @Test func encodingBase64URLAndBlob() throws {
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/encoding.js")
        expectAllPassed(run, minimum: 13)
    }

    @Test func textDecoderLegacyEncodingsUTF16AndStreaming() throws {
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/text-decoders.js")
        expectAllPassed(run, minimum: 10)
    }

    @Test func urlParserSerializerAndSetters() throws {
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/url.js")
        expectAllPassed(run, minimum: 23)
    }

    /// A script that replaces URL, URLSearchParams, fetch, Request and Response (a polyfill, an
    /// SDK's wrapper) leaves the platform's own steps on the runtime's classes.
    @Test func theRuntimeKeepsItsOwnURLAndFetchWhenAScriptReplacesTheGlobals() throws {
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/replaced-globals.js")
        expectAllPassed(run, minimum: 11)
    }

    @Test func timersAndMicrotasks() throws {
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/timers.js")
        expectAllPassed(run, minimum: 10)
        // The throwing timer surfaced as an uncaught frame, not as a failed push.
        let uncaught = run.frames("uncaught")
        #expect(uncaught.contains { ($0["exception"] as? [String: Any])?["message"] as? String == "timer failure on purpose" })
    }

    @Test func fetchFromFixturesOnly() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write("fixtures/data.json", #"{"title":"From a fixture","count":3}"#)
        try temporary.write("fixtures/hello.txt", "hello")
        try temporary.write("fixtures/sub/inner.txt", "inner")
        try temporary.write("outside.txt", "secret outside the fixtures")
        try temporary.link("fixtures/etc", to: "/etc")
        try temporary.link("fixtures/escape.txt", to: "../outside.txt")
        // A sparse file just over the 64 MiB cap: no disk space, but fstat reports its size.
        let big = temporary.path + "/fixtures/big.bin"
        FileManager.default.createFile(atPath: big, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: 64 * 1024 * 1024 + 1)
        try handle.close()

        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/fetch.js", fixtures: temporary.path + "/fixtures")
        expectAllPassed(run, minimum: 12)
        #expect(!run.summary.contains("secret outside"), "nothing outside the fixtures directory was read")
    }

    @Test func streamsAndBodiesAsStreams() throws {
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/streams.js")
        expectAllPassed(run, minimum: 25)
    }
}
