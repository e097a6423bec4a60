@preconcurrency import Glibc
import CJavaScriptCore
import CWebCrypto

/// The host functions behind `crypto` (crypto.js): the kernel's randomness and the SHA digests
/// (CWebCrypto, C written for memlab). Declared in HostFunctions.table.
enum WebCryptoFunctions {
    /// The caller (crypto.js) checked the array's type and the 65,536-byte bound.
    static let randomFill: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
        guard let ctx else { return nil }
        guard let object = JSC.object(ctx, argument(count, arguments, 0)), let bytes = JSC.typedArrayBytes(ctx, object) else {
            exception?.pointee = JSC.makeError(ctx, "TypeError", "randomFill expects a typed array")
            return nil
        }
        if bytes.count > 0, memlab_random_fill(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) != 0 {
            exception?.pointee = JSC.makeError(ctx, "Error", "the kernel's random source failed (getrandom: errno \(errno)); run again")
            return nil
        }
        return object
    }

    static let digest: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
        guard let ctx else { return nil }
        let algorithm = Int32(argument(count, arguments, 0).map { JSValueToNumber(ctx, $0, nil) } ?? 0)
        guard let object = JSC.object(ctx, argument(count, arguments, 1)), let bytes = JSC.typedArrayBytes(ctx, object) else {
            exception?.pointee = JSC.makeError(ctx, "TypeError", "digest expects a Uint8Array")
            return nil
        }
        var out = [UInt8](repeating: 0, count: 64)
        let size = out.withUnsafeMutableBufferPointer { target in
            memlab_digest(algorithm, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, target.baseAddress)
        }
        guard size > 0 else {
            exception?.pointee = JSC.makeError(ctx, "TypeError", "digest: unknown algorithm \(algorithm)")
            return nil
        }
        return out.withUnsafeBytes { JSC.makeUint8Array(ctx, copying: UnsafeRawBufferPointer(rebasing: $0[..<size])) }
    }
}
