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

/// The notification frame's fast path (JSONValueParser) reads what JSONDecoder reads, and leaves
/// to JSONDecoder whatever it is unsure of.
@Suite struct NotificationFastPathTests {
    static let notifications: [String] = [
        #"{"title":"Hello","body":"You have mail #199","tag":"mail","dir":"auto","lang":"","icon":"","image":"","badge":"","vibrate":[],"timestamp":1764604800123,"renotify":false,"silent":null,"requireInteraction":false,"data":null,"actions":[]}"#,
        #"{"title":"caf\u00e9 \ud83d\ude00 ✓ \"quoted\" back\\slash \/ \b\f\n\r\t","data":{"nested":[1,-0.5,1e21,12345678901234567890,2.5E-3,0,-0,true,false,null,{},[]]}}"#,
        #"{ "title" : "spaces" , "body" : [ 1 , 2 ] }"#,
        #"{"title":""}"#,
        #"{"title":"x","actions":[{"action":"open","title":"Open","icon":"https://x.invalid/i.png"}]}"#
    ]

    static func slow(_ line: String) -> Result<WorkerFrame, FrameReader.Problem>? {
        guard let frame = try? JSONDecoder().decode(WorkerFrame.self, from: Data(line.utf8)) else { return nil }
        return .success(frame)
    }

    @Test(arguments: notifications)
    func readsWhatJSONDecoderReads(_ notification: String) throws {
        let line = #"{"type":"notification","push":42,"notification":"# + notification + "}"
        let fast = try #require(FrameReader.notification(Array(line.utf8)), "the fast path refused \(line)")
        let slow = try JSONDecoder().decode(WorkerFrame.self, from: Data(line.utf8))
        #expect(WorkerFrame.notification(fast) == slow)
        #expect(fast.push == 42)
    }

    /// Forms the fast path leaves to JSONDecoder: the reader's answer is then JSONDecoder's own.
    @Test(arguments: [
        #"{"title":"lone \ud83d surrogate"}"#, #"{"title":"a","title":"b"}"#, #"{"n":1e400}"#, "{\"title\":\"tab\tinside\"}",
        #"{"title":"x",}"#, #"{"title":01}"#, #"{"title":"x"} "#, #"[1,2]"#
    ])
    func leavesWhatItIsUnsureOfToJSONDecoder(_ notification: String) {
        let line = #"{"type":"notification","push":7,"notification":"# + notification + "}"
        let fast = FrameReader.notification(Array(line.utf8))
        let slow = NotificationFastPathTests.slow(line)
        if let fast {
            // Accepted (an array is a JSON value too): it must be what JSONDecoder reads.
            #expect(slow.map { if case .success(let frame) = $0 { return frame == .notification(fast) } else { return false } } == true)
        }
        var reader = FrameReader()
        let results = reader.feed(Array((line + "\n").utf8))
        #expect(results.count == 1)
        switch (results.first, slow) {
        case (.success(let frame)?, .success(let expected)?): #expect(frame == expected)
        case (.failure?, nil): break
        default: Issue.record("reader \(String(describing: results.first)) against JSONDecoder \(String(describing: slow)) for \(line)")
        }
    }

    @Test func invalidUTF8IsLeftToJSONDecoder() {
        var bytes = Array(#"{"type":"notification","push":1,"notification":{"title":""#.utf8)
        bytes += [0xff, 0xfe]
        bytes += Array(#""}}"#.utf8)
        #expect(FrameReader.notification(bytes) == nil)
    }

    @Test func pushIndexesTooLargeForAnIntAreLeftToJSONDecoder() {
        let line = #"{"type":"notification","push":99999999999999999999,"notification":{"title":"x"}}"#
        #expect(FrameReader.notification(Array(line.utf8)) == nil)
    }

    /// Random values, written as the worker writes them, read back the same by both paths.
    @Test func randomValuesReadTheSameByBothPaths() throws {
        var generator = SystemRandomNumberGenerator()
        func value(_ depth: Int) -> JSONValue {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &generator))
            case 2: return .number([0, 1, -1, 0.25, 1e-7, 123456789, -3.5e30][Int.random(in: 0..<7, using: &generator)])
            case 3:
                let pieces = ["a", "é", "✓", "😀", "\"", "\\", "\n", "\u{1}", " ", "/"]
                return .string((0..<Int.random(in: 0..<8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
            case 4: return .array((0..<Int.random(in: 0..<4, using: &generator)).map { _ in value(depth + 1) })
            default:
                var members: [String: JSONValue] = [:]
                for i in 0..<Int.random(in: 0..<4, using: &generator) { members["k\(i)é"] = value(depth + 1) }
                return .object(members)
            }
        }
        for _ in 0..<300 {
            let frame = NotificationFrame(push: Int.random(in: 1...100_000, using: &generator), notification: .object(["title": value(1), "data": value(1)]))
            let line = frame.encoded().finish()
            let fast = try #require(FrameReader.notification(Array(line.utf8)), "refused \(line)")
            let slow = try JSONDecoder().decode(WorkerFrame.self, from: Data(line.utf8))
            #expect(WorkerFrame.notification(fast) == slow, "\(line)")
        }
    }
}
