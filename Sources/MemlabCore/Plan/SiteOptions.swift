import Foundation
import MemlabProtocol

/// The parent's checks of the worker's URL and site (`--url`, `--site`, `--mirror`), its push
/// subscription (`--subscription`) and its payload stream (`--payloads`): each bad input is one
/// sentence, a usage error (64) or missing input (66), before any worker starts.
public enum SiteOptions {
    /// The default worker URL: https://localhost/<the probe's file name, percent-encoded>.
    public static func defaultURL(probePath: String) -> String {
        let name = (probePath as NSString).lastPathComponent
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()")
        return "https://localhost/" + (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name)
    }

    /// `--url`: an absolute http(s) URL with a host; its scheme and host lower-cased (as URL parsing makes them).
    public static func checkedURL(_ text: String, spelled: String) throws(MemlabError) -> String {
        let sentence = "\(spelled) must be an absolute http or https URL such as https://app.example/sw.js (got '\(text)')"
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, text.contains("://"), !text.contains(where: { $0.isWhitespace })
        else { throw MemlabError.usage(sentence) }
        guard let range = text.range(of: "://") else { throw MemlabError.usage(sentence) }
        let rest = text[range.upperBound...]
        let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        return scheme + "://" + rest[..<authorityEnd].lowercased() + rest[authorityEnd...]
    }

    /// `--site` / `--mirror`: an existing directory (66 otherwise).
    public static func checkDirectory(_ path: String, spelled: String, serves: String) throws(MemlabError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MemlabError(.noInput, "\(spelled) \(path) does not exist; create it or point \(spelled) at the directory that serves \(serves)")
        }
        guard isDirectory.boolValue else {
            throw MemlabError(.noInput, "\(spelled) \(path) is a file, not a directory; point it at the directory that serves \(serves)")
        }
    }

    /// `--payloads FILE`: every line one JSON value of at most 4096 bytes; the lines' bytes.
    public static func payloadLines(file: String, spelled: String) throws(MemlabError) -> [[UInt8]] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw MemlabError(.noInput, "cannot read the payloads file \(file); check the path and its permissions")
        }
        let bytes = [UInt8](data)
        let ranges = PayloadLines.ranges(bytes)
        guard !ranges.isEmpty else {
            throw MemlabError.usage("\(spelled) \(file) has no line; give one JSON payload a line (JSON Lines)")
        }
        var lines: [[UInt8]] = []
        for (index, range) in ranges.enumerated() {
            let line = Array(bytes[range])
            let number = index + 1
            if line.count > RunPlan.maximumPayloadBytes {
                throw MemlabError.usage(
                    "\(spelled) \(file): line \(number) is \(line.count) bytes, over the 4096-byte limit APNs puts on a push; make it smaller")
            }
            guard (try? JSONSerialization.jsonObject(with: Data(line), options: [.fragmentsAllowed])) != nil, String(validating: line, as: UTF8.self) != nil
            else {
                throw MemlabError.usage("\(spelled) \(file): line \(number) is not valid JSON; give one JSON payload a line (JSON Lines)")
            }
            lines.append(line)
        }
        return lines
    }

    /// `--subscription FILE`: the JSON a browser's PushSubscription.toJSON() gives
    /// (`endpoint`, `expirationTime`, `keys.p256dh`, `keys.auth`); the file's text.
    public static func subscriptionJSON(file: String, spelled: String) throws(MemlabError) -> String {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw MemlabError(.noInput, "cannot read the subscription file \(file); check the path and its permissions")
        }
        func refuse(_ why: String) -> MemlabError {
            MemlabError.usage(
                "\(spelled) \(file) is not a push subscription's JSON: \(why); give what PushSubscription.toJSON() returns, {\"endpoint\", \"expirationTime\", \"keys\": {\"p256dh\", \"auth\"}}"
            )
        }
        guard data.count <= 65536, let text = String(data: data, encoding: .utf8) else { throw refuse("it is not UTF-8 text of at most 64 KiB") }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { throw refuse("it is not a JSON object") }
        guard let endpoint = object["endpoint"] as? String, let url = URLComponents(string: endpoint), url.scheme == "https" || url.scheme == "http",
            url.host?.isEmpty == false
        else { throw refuse("its endpoint is not an http(s) URL") }
        if let expiration = object["expirationTime"], !(expiration is NSNull), !(expiration is NSNumber) {
            throw refuse("its expirationTime is neither null nor a number")
        }
        guard let keys = object["keys"] as? [String: Any] else { throw refuse("it has no keys object") }
        for (name, size) in [("p256dh", 65), ("auth", 16)] {
            guard let value = keys[name] as? String, let bytes = base64URL(value), bytes.count == size else {
                throw refuse("keys.\(name) is not the base64url of \(size) bytes")
            }
        }
        if let key = object["applicationServerKey"], !((key as? String).flatMap(base64URL).map { !$0.isEmpty } ?? false) {
            throw refuse("its applicationServerKey is not base64url")
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// base64url (padding optional); nil when it is not.
    static func base64URL(_ text: String) -> [UInt8]? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard = standard.trimmingCharacters(in: CharacterSet(charactersIn: "="))
        guard standard.count % 4 != 1 else { return nil }
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard).map { [UInt8]($0) }
    }
}

/// `--payloads`: the stream the pushes' payloads came from (the record's `payloads`).
public struct PayloadStreamInfo: Codable, Sendable, Equatable {
    public var path: String
    public var lines: Int
    public var sha256: String
}
