import CIDNA
import CJavaScriptCore

/// The host function behind url.js's host parser: the URL Standard's domain to ASCII through
/// UTS #46 (CIDNA, over ICU; worker only). url.js calls it only for a domain that is not
/// already plain ASCII without an `xn--` label, so most hosts never reach ICU. Declared in
/// HostFunctions.table.
enum IDNAFunctions {
    /// `domainToASCII(domain)`: the ASCII domain, or null when UTS #46 reports a failure.
    static let domainToASCII: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
        guard let ctx else { return nil }
        guard let value = argument(count, arguments, 0), let ref = JSValueToStringCopy(ctx, value, exception) else { return nil }
        defer { JSStringRelease(ref) }
        let length = Int32(JSStringGetLength(ref))
        guard let characters = JSStringGetCharactersPtr(ref) else { return JSValueMakeNull(ctx) }
        var capacity = max(length * 4 + 64, 256)
        while true {
            var output = [UInt16](repeating: 0, count: Int(capacity))
            let produced = output.withUnsafeMutableBufferPointer { memlab_domain_to_ascii(characters, length, $0.baseAddress, capacity) }
            if produced < 0 { return JSValueMakeNull(ctx) }
            if produced > capacity {
                capacity = produced
                continue
            }
            let result = output.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, Int(produced))! }
            defer { JSStringRelease(result) }
            return JSValueMakeString(ctx, result)
        }
    }
}
