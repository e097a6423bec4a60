import CSandbox
import Foundation
import Synchronization
import Testing

@testable import MemlabCore

/// What the libFuzzer targets (Tests/Fuzz, docs/fuzzing.md) found, each input kept here once fixed.
@Suite("what fuzzing found")
struct FuzzRegressionTests {
    /// probe-header: a probe checked out with CRLF line ends had its `memlab:` lines run together
    /// (a String takes "\r\n" for one character, so splitting at "\n" found one line) and refused.
    @Test("a header with CRLF line ends reads as with LF, each line numbered")
    func probeHeaderCRLF() throws {
        let header = try ProbeHeader(source: "// memlab: --pushes 3\r\n// memlab: --expire 2\r\nlet x = 1;\r\n")
        #expect(header.arguments == ["--pushes", "3", "--expire", "2"])
        #expect(header.lines.map(\.number) == [1, 2])
        let block = try ProbeHeader(source: "/*\r\n * memlab: --pushes 4\r\n */\r\nlet x = 1;\r\n// memlab: --jit\r\n")
        #expect(block.arguments == ["--pushes", "4"] && block.line == 2)
    }

    /// probe-header (ten-minute run): a quoted word ending in a prepended mark (U+06DD, ARABIC
    /// END OF AYAH) never closed: the mark and the quote after it are one Character, no quote.
    @Test("a quoted word ending in a prepended mark is closed by its quote")
    func probeHeaderPrependedMark() throws {
        let header = try ProbeHeader(source: "// memlab: --label '\u{6DD}' \"a\u{6DD}\" --pushes 2\nlet x = 1;\n")
        #expect(header.arguments == ["--label", "\u{6DD}", "a\u{6DD}", "--pushes", "2"])
        #expect(try ProbeHeader(source: "// memlab: s \r\u{6DD}\n").arguments == ["s", "\u{6DD}"])
    }

    /// result-record: a checkpoint whose value is null (the probe passed no finite number: NaN)
    /// made a record read, written and read again unequal to itself.
    @Test("a record with a checkpoint of no value is, read twice, the same record")
    func checkpointNaN() throws {
        let text = TypedRecordTests.record().replacingOccurrences(
            of: #""checkpoints": []"#, with: #""checkpoints": [{"push": 1, "value": null, "footprintBytes": 3000000, "elapsedSeconds": 0.5}]"#)
        let record = try ResultStore.read(data: Data(text.utf8), path: "nan.json")
        #expect(record.checkpoints.count == 1 && record.checkpoints[0].value.isNaN)
        let again = try ResultStore.read(data: try RecordJSON.data(record), path: "written.json")
        var expected = record
        expected.schemaVersion = RunRecord.currentSchemaVersion
        #expect(again == expected)
        #expect(
            CheckpointRecord(push: 1, value: .nan, footprintBytes: 1, elapsedSeconds: 0)
                != CheckpointRecord(push: 1, value: 1, footprintBytes: 1, elapsedSeconds: 0))
    }

    /// A schema 3 record whose integer column holds 1e30 trapped in `Int64(_:)` (memlab diff
    /// crashed, exit 132); it is a damaged record now, exit 65.
    @Test("a columns record with a number no Int64 holds is refused, not a crash")
    func columnsOutOfRange() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/result-record")
        let text = try String(contentsOf: corpus.appendingPathComponent("schema-3-notify.json"), encoding: .utf8)
        #expect(throws: Never.self) { try ResultStore.read(data: Data(text.utf8), path: "good.json") }
        guard let range = text.range(of: #""footprintBytes":\{[^}]*\}"#, options: .regularExpression) else {
            Issue.record("the seed has no footprintBytes column")
            return
        }
        for huge in ["1e30", "9223372036854775808", "-1e19", "2.5"] {
            let damaged = text.replacingCharacters(in: range, with: #""footprintBytes":{"values":[\#(huge),\#(huge),\#(huge)]}"#)
            do throws(MemlabError) {
                _ = try ResultStore.read(data: Data(damaged.utf8), path: "huge.json")
                Issue.record("a footprint of \(huge) was read")
            } catch {
                #expect(error.exitCode == .dataError && error.sentence.contains("damaged"))
            }
        }
    }

    /// spool: a push's peakChargeBytes of 427632439000027443 came back as ...456, the columns read
    /// as Doubles; a whole number an Int64 holds is kept exactly, in values, runs and series.
    @Test("a record's integer columns keep whole numbers past 2^53 exactly")
    func columnsKeepLargeIntegers() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/result-record")
        let text = try String(contentsOf: corpus.appendingPathComponent("schema-3-notify.json"), encoding: .utf8)
        let range = try #require(text.range(of: #""footprintBytes":\{[^}]*\}"#, options: .regularExpression))
        let big: Int64 = 427_632_439_000_027_443
        for column in [
            #"{"values":[427632439000027443,427632439000027444,9223372036854775807]}"#,
            #"{"runs":[[427632439000027443,3]]}"#, #"{"from":427632439000027443,"step":1}"#
        ] {
            let record = try ResultStore.read(data: Data(text.replacingCharacters(in: range, with: #""footprintBytes":"# + column).utf8), path: "big.json")
            let footprints = record.pushes.map { $0[.footprintBytes] }
            #expect(footprints.first == big, "\(column): \(footprints)")
            if column.hasPrefix(#"{"from""#) { #expect(footprints == (0..<Int64(footprints.count)).map { big + $0 }) }
            // Written and read again: the same numbers.
            let again = try ResultStore.read(data: try RecordJSON.data(record), path: "again.json")
            #expect(again.pushes.map { $0[.footprintBytes] } == footprints)
        }
    }

    /// frame-reader: a push frame whose `typeCounts` holds strings and objects (the worker's frames
    /// cut and spliced) is refused however the stream is split into reads; which of its fields
    /// the sentence names may differ (JSONDecoder meets them in a dictionary's order).
    @Test("a malformed push frame is refused alike read whole and byte by byte")
    func malformedTypeCountsSplit() {
        let bad =
            #"{"type":"push","push":1,"outcome":"modified","footprintBytes":6656000,"typeCounts":{"Object":3,"Prop":"settled","dir":"auto","data":{"k":[1,2.5,null,true]},"silent":null}}"#
        let good = #"{"type":"loaded","push":1,"loadSeconds":0.25}"#
        let stream = Array((good + "\n" + bad + "\n" + good + "\n").utf8)
        var whole = FrameReader()
        let once = whole.feed(stream) + whole.finish()
        var bytewise = FrameReader()
        var twice: [Result<WorkerFrame, FrameReader.Problem>] = []
        for byte in stream { twice += bytewise.feed([byte]) }
        twice += bytewise.finish()
        for results in [once, twice] {
            #expect(results.count == 3)
            guard results.count == 3 else { continue }
            if case .failure(.malformed(.push, let field?, _)) = results[1] {
                #expect(field.hasPrefix("typeCounts."))
            } else {
                Issue.record("not refused as a malformed push: \(results[1])")
            }
            #expect((try? results[0].get())?.loaded?.loadSeconds == 0.25 && (try? results[2].get())?.loaded != nil)
        }
    }

    /// Limits: a spool's lines are kept no further than their limit (the header's 1 MiB, a
    /// frame's FrameReader.maximumLineBytes), so a hostile spool's memory is bounded by them, not by its size.
    @Test("a spool's over-long lines are refused or dropped, never held whole")
    func spoolLineLimits() throws {
        let directory = NSTemporaryDirectory() + "/memlab-spool-limits-\(getpid())"
        mkdir(directory, 0o700)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/.spool-1-1-0.frames.tmp"
        FileManager.default.createFile(
            atPath: path, contents: Data(repeating: UInt8(ascii: "x"), count: SpoolRecovery.maximumHeaderBytes + 2) + Data("\n".utf8))
        #expect(throws: MemlabError.self) { try SpoolRecovery.record(fromSpool: path) }
        do throws(MemlabError) { _ = try SpoolRecovery.record(fromSpool: path) } catch {
            #expect(error.exitCode == .dataError && error.sentence.contains("over \(SpoolRecovery.maximumHeaderBytes) bytes"))
        }
        // A real spool's header (Tests/Fuzz/corpus/spool), then a frame line of 1 MiB: recovered, the frame dropped.
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/spool")
        let header = try Data(contentsOf: corpus.appendingPathComponent("header-only"))
        let frame = Data(#"{"type":"console","push":1,"level":"log","text":""#.utf8) + Data(repeating: UInt8(ascii: "y"), count: 1 << 20) + Data("\"}\n".utf8)
        FileManager.default.createFile(atPath: path, contents: header + Data(#"{"spool":"worker","offset":0,"keepStart":true}"#.utf8 + [0x0a]) + frame)
        let record = try SpoolRecovery.record(fromSpool: path)
        #expect(record.recovery != nil && record.console.isEmpty)
    }

    /// ThreadSanitizer (`make sanitize`, `memlab suite --jobs 2`): two footprint samplers reading
    /// statm at once raced on the page size memlab_statm_anon_bytes cached in a plain static.
    /// Under TSan this test is that race's report; without it, the figures are still checked.
    @Test("footprint samplers on several threads at once read the same page size")
    func statmFromThreads() {
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        defer { close(fd) }
        let readings = Mutex([Int64]())
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let bytes = memlab_statm_anon_bytes(fd)
            readings.withLock { $0.append(bytes) }
        }
        let all = readings.withLock { $0 }
        #expect(all.count == 4 && all.allSatisfy { $0 > 0 && $0 % Int64(sysconf(Int32(_SC_PAGESIZE))) == 0 })
    }

    /// Limits: a heap snapshot's text is kept up to its limit (Collected.maximumSnapshotBytes),
    /// never without end; one sent past it is dropped, as one that did not arrive whole.
    @Test("a heap snapshot over the limit is dropped, one within it kept")
    func snapshotLimit() {
        var collected = Collected()
        func send(_ label: String, _ pieces: [String], limit: Int) {
            var start = SnapshotFrame(label: label, push: 1)
            start.started = true
            collected.takeSnapshot(.snapshot(start), limit: limit)
            for piece in pieces { collected.takeSnapshot(.snapshotChunk(SnapshotChunkFrame(label: label, data: piece)), limit: limit) }
            var end = SnapshotFrame(label: label, push: 1)
            end.bytes = pieces.reduce(0) { $0 + $1.utf8.count }
            collected.takeSnapshot(.snapshot(end), limit: limit)
        }
        send("warm-up", ["{\"version\":3,", "\"nodes\":[]}"], limit: 64)
        send("end", [String(repeating: "x", count: 40), String(repeating: "y", count: 40)], limit: 64)
        #expect(collected.snapshots.map(\.frame.label) == ["warm-up", "end"])
        #expect(collected.snapshots.first?.data == Data(#"{"version":3,"nodes":[]}"#.utf8))
        #expect(collected.snapshots.last?.data == nil)
    }
}
