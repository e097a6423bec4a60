@preconcurrency import Glibc
import CJavaScriptCore
import MemlabProtocol

/// The worker's URL and what serves it: same-origin URLs from the site directory (`--site`,
/// default the probe's directory), cross-origin ones from the mirror (`--mirror DIR`:
/// `https://host/path` from `DIR/host/path`), nothing from the network. The prelude resolves
/// every URL (worker.js, fetch.js) and asks here for a file by its origin's kind, host and
/// path; every read is confined to its directory (FileAccess). What nothing serves fails as a
/// browser offline fails, and is reported to the parent as a problem of the push (a `console`
/// frame of level `network`) with the URL and the flag that would serve it.
extension WorkerHost {
    /// The worker's URL: `--url`, else https://probe.invalid/<probe name, percent-encoded>.
    var scriptURL: String { configuredURL ?? "https://probe.invalid/" + SiteFunctions.encodeComponent(probeName) }

    /// The registration's scope: the worker URL's directory (without its query and fragment).
    var scope: String {
        var url = scriptURL
        if let cut = url.firstIndex(where: { $0 == "?" || $0 == "#" }) { url = String(url[..<cut]) }
        guard let authority = url.firstRange(of: "://") else { return url }
        let path = url[authority.upperBound...]
        guard let slash = path.firstIndex(of: "/") else { return url + "/" }
        let last = path.lastIndex(of: "/") ?? slash
        return String(url[...last])
    }

    var site: String? { siteDirectory ?? scriptDirectory }

    /// A problem the parent records with the push (deduplicated there); it spends the push's
    /// console budget, so a loop of failing imports cannot flood the parent.
    func networkProblem(_ text: String) {
        if quiet { return }
        guard consoleFramesThisPush < WorkerHost.consoleFramesPerPush else { consoleSuppressedThisPush += 1; return }
        consoleFramesThisPush += 1
        frames.send(ConsoleFrame(push: pushIndex, level: "network", text: text))
    }

    /// The mirror's directory for `urlHost`, or why there is none (the sentence names the flag).
    func mirrorRoot(urlHost: String, path: String, href: String, what: String) -> Result<String, FileAccess.Refusal> {
        let hint = "memlab is offline; give --mirror DIR with the file at DIR/\(urlHost)/\(path) to serve it"
        guard let mirror = mirrorDirectory else {
            return .failure(FileAccess.Refusal(message: "\(what) could not load \(href): \(hint)"))
        }
        guard !urlHost.isEmpty, urlHost != ".", urlHost != "..", !urlHost.contains("/"), !urlHost.utf8.contains(0) else {
            return .failure(FileAccess.Refusal(message: "\(what) could not load \(href): its host is not a directory name"))
        }
        let root = mirror + "/" + urlHost
        guard case .inside = FileAccess.resolve(root, under: mirror), FileAccess.isDirectory(root) else {
            return .failure(
                FileAccess.Refusal(
                    message:
                        "\(what) could not load \(href): memlab is offline and the mirror \(mirror) (--mirror) has no \(urlHost)/; put the file at \(root)/\(path) to serve it"
                ))
        }
        return .success(root)
    }
}

/// The host functions and values behind the worker's URL, importScripts and fetch's site and
/// mirror (worker.js, fetch.js, scope.js). Declared in HostFunctions.table.
enum SiteFunctions {
    static let scriptURL: JSObjectGetPropertyCallback = { ctx, _, _, _ in
        guard let host = WorkerHost.current else { return JSC.makeString(ctx!, "https://probe.invalid/probe.js") }
        return JSValueMakeString(ctx, host.scriptURLString.ref)
    }
    static let scope: JSObjectGetPropertyCallback = { ctx, _, _, _ in
        guard let host = WorkerHost.current else { return JSC.makeString(ctx!, "https://probe.invalid/") }
        return JSValueMakeString(ctx, host.scopeString.ref)
    }
    static let subscription: JSObjectGetPropertyCallback = { ctx, _, _, _ in
        JSC.makeString(ctx!, WorkerHost.current?.subscriptionJSON ?? "")
    }

    /// encodeURIComponent's encoding of a file name (what the default worker URL's path is).
    static func encodeComponent(_ text: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()".utf8)
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in text.utf8 {
            if kept.contains(byte) { out.append(byte) } else { out += [37, digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Six arguments a script, as worker.js resolved it (`kind` is `site` or `mirror`; `path`
    /// percent-decoded, without its leading slash). Every script is read first; then each runs in
    /// the global scope in order, and the first exception propagates. A script nothing serves is
    /// a TypeError whose message names the URL and the flag that would serve it (and none of the
    /// list runs).
    static let importURLs: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
        guard let ctx, let host = WorkerHost.current else { return nil }
        func refuse(_ message: String, problem: Bool) -> JSValueRef? {
            if problem { host.networkProblem(message) }
            exception?.pointee = JSC.makeError(ctx, "TypeError", message)
            return nil
        }
        var scripts: [(path: String, source: String)] = []
        var index = 0
        while index + 5 < count {
            let field = { (offset: Int) in JSC.describe(ctx, argument(count, arguments, index + offset)) }
            let (kind, urlHost, path, href, raw) = (field(0), field(1), field(2), field(3), field(4))
            let rootRelative = argument(count, arguments, index + 5).map { JSValueToBoolean(ctx, $0) } ?? false
            index += 6
            let root: String
            let place: String
            if kind == "site" {
                guard let site = host.site else { return refuse("importScripts: this worker has no site directory to import from", problem: false) }
                root = site
                place = "the site directory \(site) (--site)"
            } else {
                switch host.mirrorRoot(urlHost: urlHost, path: path, href: href, what: "NetworkError: importScripts") {
                case .success(let found): root = found
                case .failure(let refusal): return refuse(refusal.message, problem: true)
                }
                place = "the mirror's \(root)"
            }
            switch FileAccess.readScript(relativePath: path, root: root, place: place) {
            case .found(let file): scripts.append(file)
            case .refused(let message): return refuse("importScripts: " + message, problem: false)
            case .missing:
                if rootRelative {
                    return refuse(
                        "importScripts: '\(raw)' is root-relative: it is \(href), served from \(place), which has no \(path); nothing outside that directory is served",
                        problem: true)
                }
                return refuse("NetworkError: importScripts could not load '\(raw)' (\(href)): \(place) has no \(path)", problem: true)
            }
        }
        for script in scripts {
            let (_, thrown) = JSC.evaluate(ctx, script.source, url: script.path)
            if let thrown {
                exception?.pointee = thrown
                return nil
            }
        }
        return JSValueMakeUndefined(ctx)
    }

    /// Fetch's read once the fixtures had nothing: a string result means nothing serves that
    /// origin (the caller rejects with it as offline); a refused path throws a TypeError. A
    /// cross-origin URL the fixtures do not serve fails as offline, with or without `--mirror`
    /// (the sentence says which flag maps it).
    static let serve: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
        guard let ctx, let host = WorkerHost.current else { return nil }
        let field = { (offset: Int) in JSC.describe(ctx, argument(count, arguments, offset)) }
        let (kind, urlHost, path, href) = (field(0), field(1), field(2), field(3))
        let root: String
        let place: String
        if kind == "site" {
            guard let site = host.site else { return JSValueMakeNull(ctx) }
            root = site
            place = "the site directory"
        } else {
            switch host.mirrorRoot(urlHost: urlHost, path: path, href: href, what: "fetch") {
            case .success(let found): root = found
            case .failure(let refusal):
                host.networkProblem(refusal.message)
                return JSC.makeString(ctx, refusal.message)
            }
            place = "the mirror"
        }
        if path.isEmpty || path.hasSuffix("/") { return JSValueMakeNull(ctx) }
        switch FileAccess.readFixture(ctx, relativePath: path, root: root, place: place) {
        case .success(let value): return value
        case .failure(let refusal):
            exception?.pointee = JSC.makeError(ctx, "TypeError", refusal.message)
            return nil
        }
    }
}
