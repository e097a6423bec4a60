import Foundation
import MemlabProtocol
import Testing

/// The worker's JSON writer appends UTF-8 bytes in place; what it writes must be the JSON a
/// standard parser reads back to the same values.
@Suite struct JSONObjectWriterTests {
    static func parsed(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        return try #require(object as? [String: Any])
    }

    @Test func numbersRoundTripAtTheirEdges() throws {
        let values: [Int64] = [0, 7, 9, 10, 99, 100, -1, -9, -10, 1 << 40, Int64.max, Int64.min + 1, Int64.min]
        var writer = JSONObjectWriter()
        for (index, value) in values.enumerated() { writer.int("n\(index)", value) }
        writer.int("plain", 42)
        writer.double("half", 0.5)
        writer.double("nan", .nan)
        writer.bool("yes", true)
        writer.bool("no", false)
        let text = writer.finish()
        let object = try Self.parsed(text)
        for (index, value) in values.enumerated() {
            #expect((object["n\(index)"] as? NSNumber)?.int64Value == value, "\(value) in \(text)")
        }
        #expect(text.contains("\"n12\":-9223372036854775808"))
        #expect((object["plain"] as? NSNumber)?.intValue == 42)
        #expect((object["half"] as? NSNumber)?.doubleValue == 0.5)
        #expect(object["nan"] is NSNull)
        #expect((object["yes"] as? Bool) == true && (object["no"] as? Bool) == false)
    }

    @Test func stringsAreEscapedOnlyWhereJSONNeedsIt() throws {
        let strings = ["", "plain", "quote \" and \\ backslash", "line\nbreak\ttab\r", "\u{1}\u{1f}", "é ü 日本 🎉", "\u{7f}"]
        var writer = JSONObjectWriter()
        for (index, value) in strings.enumerated() { writer.string("s\(index)", value) }
        writer.string("key \"quoted\"", "v")
        let text = writer.finish()
        let object = try Self.parsed(text)
        for (index, value) in strings.enumerated() { #expect(object["s\(index)"] as? String == value) }
        #expect(object["key \"quoted\""] as? String == "v")
        #expect(text.hasPrefix("{\"s0\":\"\",\"s1\":\"plain\","))
        #expect(JSONObjectWriter.quote("a\"\\\n\r\t\u{1}\u{1f}é") == #""a\"\\\n\r\t\u0001\u001fé""#)
    }

    @Test func nestedObjectsArraysAndRawJSON() throws {
        var writer = JSONObjectWriter()
        writer.object("empty") { _ in }
        writer.object("inner") {
            $0.int("a", 1); $0.string("b", "x")
        }
        writer.objects("list", [1, 2, 3]) { value, item in item.int("v", Int64(value)) }
        writer.objects("none", [Int]()) { _, _ in }
        writer.raw("raw", "[1,{\"k\":null}]")
        let text = writer.finish()
        #expect(text == #"{"empty":{},"inner":{"a":1,"b":"x"},"list":[{"v":1},{"v":2},{"v":3}],"none":[],"raw":[1,{"k":null}]}"#)
        let object = try Self.parsed(text)
        #expect((object["list"] as? [[String: Any]])?.count == 3)
    }

    @Test func finishingTwiceGivesTheSameText() {
        var writer = JSONObjectWriter()
        writer.int("a", 1)
        #expect(writer.finish() == "{\"a\":1}")
        #expect(writer.finish() == "{\"a\":1}")
        writer.int("b", 2)
        #expect(writer.finish() == "{\"a\":1,\"b\":2}")
    }
}
