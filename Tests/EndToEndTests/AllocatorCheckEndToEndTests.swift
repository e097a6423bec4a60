import Foundation
import MemlabCore
import Testing

/// `memlab run --check-allocator` through the built binary: the second run really happens (its
/// record is written beside the first and carries jemalloc's counters), and what it concludes
/// follows where the growth is: a kept 4 KiB buffer per push is in the JS heap (which jemalloc
/// does not count: measured, its allocated bytes stay flat there), a handler that keeps nothing
/// grows nothing. (Growth outside the JS heap is judged by AllocatorCheckTests: no probe makes
/// it on demand.)
@Suite struct AllocatorCheckEndToEndTests {
    func run(_ probe: String, _ arguments: [String]) throws -> (RunRecord, [String]) {
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", MemlabBinary.probe(probe), "--check-allocator"] + arguments)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        return (try #require(record, "no record; stderr: \(outcome.stderr)"), files)
    }

    @Test func aKeptBufferIsInTheJSHeap() throws {
        let (record, files) = try run("leak-rate.js", ["--pushes", "60", "--isolation", "none", "--payload", #"{"leakBytes":4096}"#])
        let check = try #require(record.allocatorCheck)
        #expect(check.conclusion == .inJSHeap, "\(check)")
        #expect(check.attribution == .jsObjects)
        #expect(check.allocatedBytesPerPush != nil, "the malloc run's samples carry jemalloc's counters")
        // The second run's record is written beside the first and is a malloc run.
        let second = try #require(check.resultFile)
        #expect(files.contains(second) && files.count == 2, "\(files)")
        let other = try JSONDecoder().decode(RunRecord.self, from: Data(contentsOf: URL(fileURLWithPath: second)))
        #expect(other.allocator == .malloc)
        #expect(other.pushes.count == 60 && other.pushes.allSatisfy { $0.malloc != nil })
        #expect(record.allocator != .malloc)
    }

    @Test func aHandlerThatKeepsNothingAllocatesNothingMore() throws {
        let (record, _) = try run("clean.js", ["--pushes", "40", "--isolation", "none"])
        let check = try #require(record.allocatorCheck)
        #expect(check.conclusion == .noGrowth, "\(check)")
        #expect((check.allocatedBytesPerPush ?? .infinity) < 512, "\(check)")
    }

    @Test func theSummarySaysWhatTheSecondRunShowed() throws {
        let out = MemlabBinary.temporaryDirectory()
        let outcome = try MemlabBinary.run([
            "run", MemlabBinary.probe("leak-rate.js"), "--check-allocator", "--pushes", "40", "--isolation", "none", "--payload",
            #"{"leakBytes":4096}"#, "--out", out
        ])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let line = outcome.stdout.split(separator: "\n").first { $0.hasPrefix("allocator ") }
        #expect(line?.contains("the growth is in JS objects, in the JS heap, which jemalloc does not count") == true, "\(outcome.stdout)")
        #expect(line?.contains(out) == true, "the line names the second run's record: \(outcome.stdout)")
    }

    @Test func checkingTheAllocatorOfAMallocRunIsAUsageError() throws {
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("clean.js"), "--check-allocator", "--allocator", "malloc"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--check-allocator runs the probe again with --allocator malloc"), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
    }
}
