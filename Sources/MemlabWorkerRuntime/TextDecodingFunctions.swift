@preconcurrency import Glibc
import CJavaScriptCore
import CTextDecoding

/// The host functions behind TextDecoder's labels and legacy encodings (encoding.js): the
/// Encoding Standard's label table and decoders in C (CTextDecoding, written for memlab, its
/// index tables generated from the standard's). UTF-8 stays with utf8Decode. Declared in
/// HostFunctions.table.
enum TextDecodingFunctions {
    static let encodingFor: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        var label = JSC.describe(ctx, argument(count, arguments, 0))
        let encoding = label.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { memlab_encoding_for_label($0.baseAddress, $0.count) }
        }
        return JSValueMakeNumber(ctx, Double(encoding))
    }

    static let encodingName: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        let encoding = Int32(argument(count, arguments, 0).map { JSValueToNumber(ctx, $0, nil) } ?? -1)
        guard let name = memlab_encoding_name(encoding) else { return JSValueMakeUndefined(ctx) }
        return JSC.makeString(ctx, String(cString: name))
    }

    /// Above this many bytes the output is counted first and then written into a buffer of its
    /// exact size, rather than into one of the bound (two code units a byte).
    static let countFirstBytes = 16 * 1024

    static let decode: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
        guard let ctx else { return nil }
        let encoding = Int32(argument(count, arguments, 0).map { JSValueToNumber(ctx, $0, nil) } ?? -1)
        guard let input = JSC.object(ctx, argument(count, arguments, 1)), let bytes = JSC.typedArrayBytes(ctx, input),
            let stateObject = JSC.object(ctx, argument(count, arguments, 2)), let stateBytes = JSC.typedArrayBytes(ctx, stateObject),
            stateBytes.count >= Int(MEMLAB_DECODER_STATE_BYTES), let stateBase = stateBytes.baseAddress
        else {
            exception?.pointee = JSC.makeError(ctx, "TypeError", "decode expects an encoding, a Uint8Array and a 16-byte state")
            return nil
        }
        let flush: Int32 = argument(count, arguments, 3).map { JSValueToBoolean(ctx, $0) } ?? true ? 1 : 0
        let fatal: Int32 = argument(count, arguments, 4).map { JSValueToBoolean(ctx, $0) } ?? false ? 1 : 0
        let state = UnsafeMutablePointer(mutating: stateBase.assumingMemoryBound(to: UInt8.self))
        let source = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        var failed: Int32 = 0
        var capacity = 2 * bytes.count + 8
        if bytes.count > countFirstBytes {
            var scratch = [UInt8](repeating: 0, count: Int(MEMLAB_DECODER_STATE_BYTES))
            scratch.withUnsafeMutableBufferPointer { copy in
                copy.baseAddress!.update(from: state, count: copy.count)
                capacity = memlab_decode(encoding, copy.baseAddress, source, bytes.count, flush, fatal, nil, &failed)
            }
        }
        let units = UnsafeMutablePointer<UInt16>.allocate(capacity: max(capacity, 1))
        defer { units.deallocate() }
        let produced = memlab_decode(encoding, state, source, bytes.count, flush, fatal, units, &failed)
        if failed != 0 {
            exception?.pointee = JSC.makeError(
                ctx, "TypeError", "The encoded data was not valid \(memlab_encoding_name(encoding).map { String(cString: $0) } ?? "").")
            return nil
        }
        let text = makeString(units, produced)
        defer { JSStringRelease(text) }
        return JSValueMakeString(ctx, text)
    }

    /// ASCII text (no NUL) as JavaScriptCore's 8-bit string, through its UTF-8 entry, which keeps
    /// ASCII in one byte a character: half the memory of JSStringCreateWithCharacters's 16 bits.
    static func makeString(_ units: UnsafePointer<UInt16>, _ count: Int) -> JSStringRef {
        let ascii = UnsafeBufferPointer(start: units, count: count).allSatisfy { $0 != 0 && $0 < 0x80 }
        guard ascii, count > 0 else { return JSStringCreateWithCharacters(units, count)! }
        let bytes = UnsafeMutablePointer<CChar>.allocate(capacity: count + 1)
        defer { bytes.deallocate() }
        for index in 0..<count { bytes[index] = CChar(truncatingIfNeeded: units[index]) }
        bytes[count] = 0
        return JSStringCreateWithUTF8CString(bytes)!
    }
}
