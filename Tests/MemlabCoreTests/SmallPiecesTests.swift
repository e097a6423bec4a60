import Testing
import Foundation
import Synchronization
import CSandbox
@testable import MemlabCore

@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    ])
    func knownVectors(input: String, digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }
}

@Suite struct SyntaxErrorLocatorTests {
    @Test func findsTheNamedToken() {
        let source = "let a = 1;\n   let b = ;\n"
        #expect(SyntaxErrorLocator.column(source: source, line: 2, message: "Unexpected token ';'") == 12)
    }

    @Test func endOfScriptPointsPastTheLine() {
        #expect(SyntaxErrorLocator.column(source: "function f() {\n  return 1;", line: 2, message: "Unexpected end of script") == 12)
    }

    @Test func unknownTokenGivesNoColumn() {
        #expect(SyntaxErrorLocator.column(source: "x", line: 1, message: "Unexpected token '#'") == nil)
        #expect(SyntaxErrorLocator.column(source: "x", line: 9, message: "Unexpected token 'x'") == nil)
    }
}

@Suite struct ResultStoreTests {
    func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "memlab-tests-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func sampleRecord() -> RunRecord {
        var record = RunRecord(
            createdAt: "2026-11-30T00:00:00Z", host: HostInfo.current(),
            probe: ProbeInfo(path: "probes/x.js", name: "x", sha256: "00", bytes: 1), payload: nil,
            runtime: RuntimeInfo(jscVersion: "2.50.6", jit: false, workerPid: 1),
            ceiling: CeilingInfo(limitBytes: 24 << 20, backend: .cgroup, chosen: .auto, detail: "d"),
            end: RunEnd(kind: .killedAtCeiling, message: "m", exit: .signaled(9)), elapsedSeconds: 0.5)
        record.checkpoints = [CheckpointRecord(push: 1, value: 1024, footprintBytes: 3 << 20, elapsedSeconds: 0.1)]
        return record
    }

    @Test func roundTripsAndNamesSortByTime() throws {
        let directory = temporaryDirectory()
        let store = ResultStore(directory: directory)
        let first = try store.write(Self.sampleRecord())
        let second = try store.write(Self.sampleRecord())
        #expect(first != second)
        #expect(try ResultStore.read(first) == Self.sampleRecord())
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.count == 2)
        #expect(names.allSatisfy { $0.hasSuffix(".json") && !$0.hasPrefix(".") })
    }

    @Test func refusesCorruptTruncatedAndNewerRecords() throws {
        let directory = temporaryDirectory()
        let good = try ResultStore(directory: directory).write(Self.sampleRecord())
        let data = try Data(contentsOf: URL(fileURLWithPath: good))
        let truncated = directory + "/truncated.json"
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: truncated))
        #expect { try ResultStore.read(truncated) } throws: { ($0 as? MemlabError)?.exitCode == .dataError }
        let newer = directory + "/newer.json"
        try Data(#"{"schemaVersion": 99}"#.utf8).write(to: URL(fileURLWithPath: newer))
        #expect { try ResultStore.read(newer) } throws: { error in
            let error = error as? MemlabError
            return error?.exitCode == .dataError && error?.sentence.contains("upgrade memlab") == true
        }
        #expect { try ResultStore.read(directory + "/missing.json") } throws: { ($0 as? MemlabError)?.exitCode == .noInput }
    }

    @Test func anUnwritableDirectoryLeavesNothingBehind() throws {
        let directory = temporaryDirectory()
        let blocker = directory + "/not-a-directory"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        #expect { try ResultStore(directory: blocker + "/results").write(Self.sampleRecord()) } throws: {
            ($0 as? MemlabError)?.exitCode == .cannotCreate
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["not-a-directory"])
    }
}

/// The worker's per-sample footprint: statm's resident - shared where there is no swap,
/// /proc/self/status's RssAnon + VmSwap otherwise; both must name the same number.
@Suite struct FootprintReaderTests {
    @Test func statmAndStatusAgree() throws {
        let statm = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        try #require(statm >= 0)
        defer { close(statm) }
        // Other threads may touch memory between two reads: retry until a fast read sits
        // between two identical status reads.
        var agreed = false
        for _ in 0..<50 where !agreed {
            let before = memlab_self_footprint_bytes()
            let fast = memlab_self_footprint_bytes_fast(statm)
            let after = memlab_self_footprint_bytes()
            agreed = before > 0 && before == after && fast == before
        }
        #expect(agreed)
        #expect(memlab_self_footprint_bytes_fast(-1) > 0)
    }
}

/// The CPUs a thread may run on, from its status file.
private func allowedCPUs(_ path: String) -> String? {
    (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n")
        .first { $0.hasPrefix("Cpus_allowed_list:") }
        .map { $0.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces) }
}

/// What a thread of its own found (written by it before it finishes, read after).
private final class PinnedThreadResult: @unchecked Sendable {
    var waitNs: Int64 = -1
    var cpu: Int32 = -1
    var allowed: String?
    var left: Int32 = -1
    var allowedAfter: String?
    var leftAgain: Int32 = 0
}

/// What the worker's measure mode does before its pushes: the calling thread stays on its CPU.
@Test("a thread kept on its CPU is allowed that one CPU only, the process's other threads are not, and let go it has them all again")
func threadStaysOnItsCPU() throws {
    let before = try #require(allowedCPUs("/proc/self/status"))
    guard before.contains(",") || before.contains("-") else {
        print("skipped: this process may run on one CPU only (\(before)), so there is nothing to keep it to")
        return
    }
    let result = PinnedThreadResult()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.waitNs = memlab_thread_wait_ns()
        result.cpu = memlab_stay_on_current_cpu()
        result.allowed = allowedCPUs("/proc/thread-self/status")
        result.left = memlab_leave_current_cpu()
        result.allowedAfter = allowedCPUs("/proc/thread-self/status")
        result.leftAgain = memlab_leave_current_cpu()
        finished.signal()
    }
    thread.start()
    finished.wait()
    #expect(result.waitNs >= 0)
    #expect(result.cpu >= 0)
    #expect(result.allowed == String(result.cpu))
    #expect(allowedCPUs("/proc/thread-self/status") == before)
    // Let go, it has every CPU it had before; a second time there is nothing to let go of.
    #expect(result.left == 0 && result.allowedAfter == before)
    #expect(result.leftAgain == -1)
}

@Test("the watchdog polls faster from an eighth of the limit below it, at least 2 MiB")
func watchdogNearZone() {
    #expect(FootprintMonitor.nearLimitBytes(limitBytes: 24 << 20) == 3 << 20)
    #expect(FootprintMonitor.nearLimitBytes(limitBytes: 8 << 20) == 2 << 20)
    #expect(FootprintMonitor.nearIntervalMicroseconds < RunPlan(probePath: "x.js", limit: ByteSize(bytes: 24 << 20)).watchdogIntervalMicroseconds)
}

@Test("an exception thrown inside memlab's runtime is located at the first frame of the user's code")
func exceptionsAreLocatedInTheUsersCode() {
    let inside = ScriptException(
        name: "SyntaxError", message: "JSON Parse error: Unexpected EOF", line: 1249, column: 34, sourceURL: "memlab:prelude.js",
        stack: "parse@[native code]\nconsume@memlab:prelude.js:1249:34\n@/tmp/p/buggy.js:4:39\nrun@/tmp/p/lib/helper.js:2:1")
    #expect(inside.located(defaultFile: "x.js") == "/tmp/p/buggy.js:4:39: SyntaxError: JSON Parse error: Unexpected EOF")
    let own = ScriptException(name: "TypeError", message: "no", line: 3, column: 7, sourceURL: "/tmp/p/probe.js", stack: "@/tmp/p/probe.js:3:7")
    #expect(own.located(defaultFile: "x.js") == "/tmp/p/probe.js:3:7: TypeError: no")
    // No user frame at all (the runtime failed on its own): its own place is kept.
    let runtimeOnly = ScriptException(name: "Error", message: "m", line: 5, column: 1, sourceURL: "memlab:prelude.js", stack: "f@memlab:prelude.js:5:1")
    #expect(runtimeOnly.located(defaultFile: "x.js") == "memlab:prelude.js:5:1: Error: m")
}

/// What --check-allocator concludes from the two runs' slopes.
@Suite struct AllocatorCheckTests {
    func record(kind: LeakVerdict.Kind, footprint: Double, attribution: LeakVerdict.Attribution?, allocated: Double?) throws -> RunRecord {
        var record = ResultStoreTests.sampleRecord()
        record.end = RunEnd(kind: .completed, message: "")
        var verdict = LeakVerdict(
            kind: kind, slopeBytesPerPush: footprint, slopeLowBytesPerPush: footprint, slopeHighBytesPerPush: footprint,
            warmupPushes: 5, pushesAnalysed: 50, contextsRetained: 0)
        verdict.attribution = attribution
        verdict.sources = LeakVerdict.Sources(
            footprintBytesPerPush: footprint, jsHeapBytesPerPush: 0, objectsPerPush: 0, mallocAllocatedBytesPerPush: allocated,
            contextsRetained: 0)
        record.verdict = verdict
        return record
    }

    @Test func flatAllocatedBytesUnderOutsideHeapGrowthMeanTheAllocatorKeepsPages() throws {
        let first = try record(kind: .leaking, footprint: 16_000, attribution: .outsideJSHeap, allocated: nil)
        let second = try record(kind: .flat, footprint: 900, attribution: nil, allocated: 40)
        let check = AllocatorCheck.compare(first: first, second: second, resultFile: "r.json")
        #expect(check.conclusion == .allocatorKeepsPages)
        #expect(check.sentence.contains("allocated bytes are flat") && check.sentence.contains("the allocator keeps freed pages"))
    }

    @Test func growingAllocatedBytesMeanMemoryInUseGrows() throws {
        let first = try record(kind: .leaking, footprint: 16_000, attribution: .outsideJSHeap, allocated: nil)
        let second = try record(kind: .leaking, footprint: 16_500, attribution: nil, allocated: 15_000)
        let check = AllocatorCheck.compare(first: first, second: second, resultFile: nil)
        #expect(check.conclusion == .allocatedGrows)
        #expect(check.sentence.contains("native allocations grow") && check.sentence.contains("native memory in use grows"))
    }

    @Test func withoutAnAllocatedSlopeTheCheckSaysItCouldNotTell() throws {
        let first = try record(kind: .flat, footprint: 10, attribution: nil, allocated: nil)
        var second = try record(kind: .insufficient, footprint: 0, attribution: nil, allocated: nil)
        second.verdict?.sources = nil
        let check = AllocatorCheck.compare(first: first, second: second, resultFile: nil)
        #expect(check.conclusion == .inconclusive)
        #expect(check.sentence.contains("gave no allocated-bytes slope"))
    }

    /// jemalloc does not count the JS heap: growth there is not the allocator's question.
    @Test func growthInTheJSHeapIsNotJudgedByAllocatedBytes() throws {
        let first = try record(kind: .leaking, footprint: 4_200, attribution: .jsObjects, allocated: nil)
        let second = try record(kind: .leaking, footprint: 2_800, attribution: .jsObjects, allocated: -900)
        let check = AllocatorCheck.compare(first: first, second: second, resultFile: nil)
        #expect(check.conclusion == .inJSHeap)
        #expect(check.sentence.contains("the growth is in JS objects, in the JS heap, which jemalloc does not count"))
    }

    @Test func nothingGrowingIsNoGrowth() throws {
        let first = try record(kind: .flat, footprint: 10, attribution: nil, allocated: nil)
        let second = try record(kind: .flat, footprint: 20, attribution: nil, allocated: 5)
        #expect(AllocatorCheck.compare(first: first, second: second, resultFile: nil).conclusion == .noGrowth)
    }
}

/// Writable.problem makes a file to learn whether a directory takes one: threads of one memlab
/// (wpt's and suite's -j) ask about one directory at once, and each must get its own answer.
@Suite struct WritableTests {
    @Test func concurrentChecksOfOneDirectoryAllSucceed() throws {
        let directory = NSTemporaryDirectory() + "memlab-writable-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let problems = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<500 {
                if let problem = Writable.problem(inDirectory: directory) { problems.withLock { $0.append(problem) } }
            }
        }
        let found = problems.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) of 4000 checks failed, the first: \(found.first ?? "")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty, "a check left its file behind")
    }

    @Test func aMissingDirectoryIsNamed() {
        #expect(Writable.problem(inDirectory: "/nonexistent-\(getpid())") == String(cString: strerror(ENOENT)))
    }
}
