import Foundation
import MemlabProtocol
import Testing

@testable import MemlabCore

/// The parent's checks of --url, --payloads and --subscription, and the line split the worker shares.
@Suite struct SiteOptionsTests {
    @Test("--url: absolute http(s) URLs pass with their scheme and host lower-cased; anything else is a usage error")
    func urls() throws {
        #expect(
            try SiteOptions.checkedURL("HTTPS://App.Example:8443/Push/SW.js?appId=Q#x", spelled: "--url") == "https://app.example:8443/Push/SW.js?appId=Q#x")
        #expect(try SiteOptions.checkedURL("http://localhost/sw.js", spelled: "--url") == "http://localhost/sw.js")
        for bad in ["/sw.js", "sw.js", "ftp://host/sw.js", "https://", "https:///sw.js", "file:///sw.js", "https://a b/sw.js", "data:,x"] {
            #expect(throws: MemlabError.self, "\(bad)") { try SiteOptions.checkedURL(bad, spelled: "--url") }
        }
        #expect(SiteOptions.defaultURL(probePath: "probes/my worker.js") == "https://localhost/my%20worker.js")
    }

    @Test("payload lines: LF and CRLF, a final line break starts no line; push N gets line ((N - 1) mod count)")
    func lines() {
        let bytes = Array("{\"a\":1}\r\n2\n\"x\"\n".utf8)
        #expect(PayloadLines.ranges(bytes).map { String(decoding: bytes[$0], as: UTF8.self) } == ["{\"a\":1}", "2", "\"x\""])
        #expect(PayloadLines.ranges(Array("a\n\nb".utf8)).count == 3, "an empty line in the middle is a line (and not JSON)")
        #expect((1...7).map { PayloadLines.line(forPush: $0, count: 3) } == [0, 1, 2, 0, 1, 2, 0])
        // Found by the payload-lines fuzz target (Tests/Fuzz): only "\r\n" is a line break; a
        // carriage return at the end of a file without a final line feed stays the line's.
        let tail = Array("\r\r\n\r".utf8)
        #expect(PayloadLines.ranges(tail).map { Array(tail[$0]) } == [[0x0D], [0x0D]])
    }

    @Test("--payloads: the first invalid line is named by its number")
    func payloadFile() throws {
        let directory = NSTemporaryDirectory() + "memlab-site-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let good = directory + "/good.jsonl"
        try Data("{\"t\":1}\n[1,2]\n\"text\"\n".utf8).write(to: URL(fileURLWithPath: good))
        #expect(try SiteOptions.payloadLines(file: good, spelled: "--payloads").count == 3)
        for (text, line) in [("{}\n\n{}\n", 2), ("{}\n{}\n{\"a\":}\n", 3), ("nope\n", 1), ("{}\n" + String(repeating: " ", count: 4100) + "{}\n", 2)] {
            let file = directory + "/bad.jsonl"
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            do {
                _ = try SiteOptions.payloadLines(file: file, spelled: "--payloads")
                Issue.record("accepted \(text.prefix(20))")
            } catch {
                #expect(error.exitCode == .usage)
                #expect(error.sentence.contains("line \(line) "), "\(error.sentence)")
            }
        }
    }

    @Test("--subscription: toJSON()'s shape with real key sizes; base64url with or without padding")
    func subscriptions() throws {
        let directory = NSTemporaryDirectory() + "memlab-site-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let p256dh = "B" + String(repeating: "A", count: 86)
        let auth = String(repeating: "A", count: 22)
        func check(_ json: String) throws -> String {
            let file = directory + "/s.json"
            try Data(json.utf8).write(to: URL(fileURLWithPath: file))
            return try SiteOptions.subscriptionJSON(file: file, spelled: "--subscription")
        }
        let good = #"{"endpoint":"https://fcm.googleapis.com/fcm/send/x","expirationTime":null,"keys":{"p256dh":"\#(p256dh)","auth":"\#(auth)=="}}"#
        #expect(try check(good) == good)
        for bad in [
            "[]", "{}", #"{"endpoint":"mailto:x","keys":{}}"#,
            #"{"endpoint":"https://a/x","expirationTime":"soon","keys":{"p256dh":"\#(p256dh)","auth":"\#(auth)"}}"#,
            #"{"endpoint":"https://a/x","keys":{"p256dh":"\#(p256dh)"}}"#,
            #"{"endpoint":"https://a/x","keys":{"p256dh":"AAAA","auth":"\#(auth)"}}"#
        ] {
            #expect(throws: MemlabError.self, "\(bad)") { try check(bad) }
        }
        #expect(SiteOptions.base64URL("BAECAw") == [4, 1, 2, 3])
        #expect(SiteOptions.base64URL("-_8") == [0xFB, 0xFF])
        #expect(SiteOptions.base64URL("A") == nil)
    }
}
