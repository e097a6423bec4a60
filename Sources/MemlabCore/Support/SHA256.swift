import CWebCrypto

/// SHA-256 (FIPS 180-4), for the content hashes in result records: the one implementation the
/// worker's `crypto.subtle.digest` uses too (CWebCrypto, C written for memlab). Foundation on
/// Linux has no digest API and memlab takes no outside packages.
public enum SHA256 {
    public static func hex(_ data: some Collection<UInt8>) -> String {
        digest(Array(data)).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    public static func digest(_ input: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(MEMLAB_SHA256_BYTES))
        let size = input.withUnsafeBufferPointer { data in
            out.withUnsafeMutableBufferPointer { memlab_digest(Int32(MEMLAB_DIGEST_SHA256), data.baseAddress, data.count, $0.baseAddress) }
        }
        precondition(size == MEMLAB_SHA256_BYTES, "memlab_digest knows SHA-256")
        return out
    }
}
