import CTextDecoding
import Testing

/// CTextDecoding's decoders as functions: properties every decoder of the Encoding Standard has,
/// checked over many inputs (the code points themselves: Conformance/text-decoders.js, through
/// the worker, and WPT).
@Suite struct TextDecodingTests {
    /// Every encoding CTextDecoding decodes: all but UTF-8 (the worker's own) and replacement.
    static let encodings: [String] = [
        "ibm866", "iso-8859-2", "iso-8859-3", "iso-8859-4", "iso-8859-5", "iso-8859-6", "iso-8859-7", "iso-8859-8",
        "iso-8859-8-i", "iso-8859-10", "iso-8859-13", "iso-8859-14", "iso-8859-15", "iso-8859-16", "koi8-r", "koi8-u",
        "macintosh", "windows-874", "windows-1250", "windows-1251", "windows-1252", "windows-1253", "windows-1254",
        "windows-1255", "windows-1256", "windows-1257", "windows-1258", "x-mac-cyrillic", "gbk", "gb18030", "big5",
        "euc-jp", "iso-2022-jp", "shift_jis", "euc-kr", "utf-16be", "utf-16le", "x-user-defined"
    ]

    static func encoding(_ label: String) -> Int32 {
        var text = label
        return text.withUTF8 { $0.withMemoryRebound(to: CChar.self) { memlab_encoding_for_label($0.baseAddress, $0.count) } }
    }

    /// One call's code units, and whether it failed (fatal).
    static func decode(_ encoding: Int32, _ bytes: [UInt8], state: inout [UInt8], flush: Bool, fatal: Bool = false) -> (units: [UInt16], failed: Bool) {
        var out = [UInt16](repeating: 0, count: 2 * bytes.count + 8)
        var failed: Int32 = 0
        let produced = bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                memlab_decode(encoding, &state, input.baseAddress, input.count, flush ? 1 : 0, fatal ? 1 : 0, output.baseAddress, &failed)
            }
        }
        return (Array(out[..<produced]), failed != 0)
    }

    /// Inputs that reach the decoders' states: their lead, escape and trail bytes, mixed with any byte.
    static func inputs(count: Int) -> [[UInt8]] {
        let interesting: [UInt8] = [
            0x00, 0x0E, 0x1B, 0x21, 0x24, 0x28, 0x30, 0x39, 0x40, 0x41, 0x42, 0x49, 0x4A, 0x5C, 0x7E, 0x7F, 0x80, 0x81,
            0x84, 0x8E, 0x8F, 0x90, 0xA0, 0xA1, 0xA4, 0xB0, 0xD8, 0xDC, 0xDF, 0xE0, 0xE3, 0xFC, 0xFE, 0xFF
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            return seed
        }
        return (0..<count).map { _ in
            (0..<Int(next() % 14)).map { _ in next() % 4 == 0 ? UInt8(truncatingIfNeeded: next()) : interesting[Int(next() % UInt64(interesting.count))] }
        }
    }

    @Test(arguments: encodings)
    func byteByByteStreamingDecodesAsOneCall(name: String) {
        let encoding = Self.encoding(name)
        #expect(encoding >= 0)
        for input in Self.inputs(count: 1500) {
            var whole = [UInt8](repeating: 0, count: 16)
            let expected = Self.decode(encoding, input, state: &whole, flush: true).units
            var state = [UInt8](repeating: 0, count: 16)
            var streamed: [UInt16] = []
            for byte in input {
                let piece = Self.decode(encoding, [byte], state: &state, flush: false)
                #expect(piece.units.count <= 2 * 1 + 8, "one byte's output stays within the header's bound")
                streamed += piece.units
            }
            streamed += Self.decode(encoding, [], state: &state, flush: true).units
            #expect(streamed == expected, "\(name) \(input)")
            #expect(state == [UInt8](repeating: 0, count: 16), "a flush leaves a new decoder's state")
        }
    }

    @Test(arguments: encodings)
    func fatalFailsExactlyWhereReplacementAppears(name: String) {
        let encoding = Self.encoding(name)
        for input in Self.inputs(count: 1500) {
            var state = [UInt8](repeating: 0, count: 16)
            let replaced = Self.decode(encoding, input, state: &state, flush: true)
            var fatalState = [UInt8](repeating: 0, count: 16)
            let fatal = Self.decode(encoding, input, state: &fatalState, flush: true, fatal: true)
            #expect(!replaced.failed)
            if fatal.failed {
                #expect(replaced.units.contains(0xFFFD), "\(name) \(input): a fatal error is a U+FFFD otherwise")
                #expect(fatalState == [UInt8](repeating: 0, count: 16), "a failure leaves a new decoder's state")
            } else {
                #expect(fatal.units == replaced.units, "\(name) \(input)")
            }
        }
    }

    @Test func labelsAreFoundWithASCIICaseAndWhitespaceOnly() {
        #expect(Self.encoding("utf-8") == 0)
        #expect(Self.encoding(" \t\n\u{0C}\rLATIN1 \r") == Self.encoding("windows-1252"))
        #expect(Self.encoding("Shift_JIS") == Self.encoding("sjis"))
        for refused in ["", " ", "\u{0B}utf-8", "utf-8\u{A0}", "\u{212A}oi8-r", "utf-8\u{0}", "no-such-label", String(repeating: "a", count: 40)] {
            #expect(Self.encoding(refused) == -1, "\(refused.debugDescription)")
        }
        let names = Self.encodings.map { name in memlab_encoding_name(Self.encoding(name)).map { String(cString: $0) } }
        #expect(names == Self.encodings, "every encoding's name is its lowercase name, and is itself a label")
        #expect(memlab_encoding_name(-1) == nil && memlab_encoding_name(40) == nil)
    }
}
