import Testing
import Foundation
@testable import MemlabCore

@Suite struct FrameReaderTests {
    func frames(_ results: [Result<WorkerFrame, FrameReader.Problem>]) -> [WorkerFrame] {
        results.compactMap { if case .success(let frame) = $0 { return frame } else { return nil } }
    }

    @Test func decodesFramesSplitAcrossReads() {
        var reader = FrameReader()
        let text =
            #"{"type":"hello","pid":7,"jscVersion":"2.50.6","jit":false}"# + "\n" + #"{"type":"checkpoint","push":1,"value":1024,"footprintBytes":3000000}"#
            + "\n"
        let bytes = Array(text.utf8)
        var results: [Result<WorkerFrame, FrameReader.Problem>] = []
        for chunk in stride(from: 0, to: bytes.count, by: 7) {
            results += reader.feed(bytes[chunk..<min(chunk + 7, bytes.count)])
        }
        results += reader.finish()
        let decoded = frames(results)
        #expect(decoded.count == 2)
        #expect(decoded[0].hello?.jscVersion == "2.50.6")
        #expect(decoded[1].checkpoint?.value == 1024)
        #expect(decoded[1].footprintBytes == 3_000_000)
    }

    @Test(
        "a snapshot piece is read without JSONDecoder, to the same text JSONDecoder reads",
        arguments: [
            #"{"version":3,"nodes":[0,0,0,0,0,"0x0","0x0"]}"#, "plain digits, commas, brackets", #"back\\slash and \"quote\""#, "tab\tand\u{1}control",
            "caf\u{e9} and ✓", ""
        ])
    func snapshotChunksReadFast(_ data: String) throws {
        let frame = SnapshotChunkFrame(label: "end", data: data)
        let line = frame.encoded().finish()
        let fast = FrameReader.snapshotChunk(Array(line.utf8))
        let slow = try JSONDecoder().decode(WorkerFrame.self, from: Data(line.utf8)).snapshotChunk
        #expect(slow == frame)
        // The empty piece is left to JSONDecoder (the worker never sends one).
        if !data.isEmpty { #expect(fast == frame, "\(line)") }
        var reader = FrameReader()
        #expect(frames(reader.feed(Array((line + "\n").utf8))).first?.snapshotChunk == frame)
    }

    @Test func aChunkNotInTheWorkersFormIsLeftToJSONDecoder() {
        // Keys in another order, or an unescaped quote: not the fast path's, still read right.
        let reordered = #"{"data":"x\"y","label":"end","type":"snapshot-chunk"}"#
        #expect(FrameReader.snapshotChunk(Array(reordered.utf8)) == nil)
        var reader = FrameReader()
        #expect(frames(reader.feed(Array((reordered + "\n").utf8))).first?.snapshotChunk == SnapshotChunkFrame(label: "end", data: "x\"y"))
        #expect(FrameReader.snapshotChunk(Array(#"{"type":"snapshot-chunk","label":"end","data":"a"b"}"#.utf8)) == nil)
    }

    @Test func rejectsGarbageAndKeepsGoing() {
        var reader = FrameReader()
        let results = reader.feed(Array("not json\n{\"no\":\"type\"}\n{\"type\":\"done\"}\n".utf8))
        #expect(results.count == 3)
        if case .failure(.notJSON) = results[0] {} else { Issue.record("garbage was accepted") }
        if case .failure(.notJSON) = results[1] {} else { Issue.record("a frame without a type was accepted") }
        #expect(frames(results).map(\.kind) == [.done])
    }

    @Test func dropsOversizedLinesWithoutBufferingThem() {
        var reader = FrameReader()
        let huge = [UInt8](repeating: UInt8(ascii: "x"), count: FrameReader.maximumLineBytes * 3)
        var results = reader.feed(huge)
        #expect(results.isEmpty)
        results = reader.feed(Array("\n{\"type\":\"done\"}\n".utf8))
        #expect(results.count == 2)
        if case .failure(.oversized(let bytes)) = results[0] {
            #expect(bytes >= FrameReader.maximumLineBytes * 3)
        } else {
            Issue.record("oversized line not reported")
        }
        #expect(frames(results).map(\.kind) == [.done])
    }

    @Test func reportsATruncatedLastFrame() {
        var reader = FrameReader()
        #expect(reader.feed(Array("{\"type\":\"done\"}\n{\"type\":\"checkp".utf8)).count == 1)
        let tail = reader.finish()
        #expect(tail.count == 1)
        if case .failure(.notJSON(let preview)) = tail[0] { #expect(preview.contains("truncated")) } else { Issue.record("truncated frame not reported") }
    }

    @Test func randomBytesNeverCrashTheReader() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var reader = FrameReader()
            let count = Int.random(in: 0..<4096, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let results = reader.feed(bytes) + reader.finish()
            for case .success(let frame) in results { #expect(!frame.kind.rawValue.isEmpty) }
        }
    }

    @Test func unknownAndMalformedFramesAreProblemsThatSaySo() {
        var reader = FrameReader()
        let results = reader.feed(
            Array(
                ("{\"type\":\"telemetry\",\"x\":1}\n{\"type\":\"push\",\"push\":1}\n"
                    + "{\"type\":\"checkpoint\",\"push\":\"one\",\"footprintBytes\":1}\n{\"type\":\"done\"}\n").utf8))
        #expect(results.count == 4)
        guard results.count == 4 else { return }
        #expect(results[0] == .failure(.unknownType("telemetry")))
        if case .failure(.malformed(.push, let field, _)) = results[1] {
            #expect(field == "outcome")
        } else {
            Issue.record("a push frame without an outcome was accepted: \(results[1])")
        }
        if case .failure(.malformed(.checkpoint, let field, _)) = results[2] {
            #expect(field == "push")
        } else {
            Issue.record("a checkpoint with a string push was accepted: \(results[2])")
        }
        if case .failure(let problem) = results[0] { #expect(problem.sentence.contains("unknown type \"telemetry\"")) }
        if case .failure(let problem) = results[1] { #expect(problem.sentence.contains("malformed push frame (field outcome")) }
        #expect(frames(results).map(\.kind) == [.done])
    }
}
