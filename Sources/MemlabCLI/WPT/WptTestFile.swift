import Foundation
import MemlabCore

/// One web-platform-tests `.any.js` file as `memlab wpt` runs it: where it lies under the WPT
/// root, what its `// META:` lines say, and the wrapper probe that runs it the way WPT's server
/// wraps a `.any.js` file for a service worker (testharness.js, testharnessreport.js, each
/// `script=`, the test, `done()`), with memlab's push standing in for the page's
/// fetch_tests_from_worker (a `message` event with `{type: 'connect'}` and a port).
struct WptTestFile: Equatable {
    /// The file's path as found (the command line's spelling, joined with what a directory held).
    var path: String
    /// Its path under the root, without a leading slash (`url/url-constructor.any.js`).
    var relativePath: String
    /// The `// META:` lines, as (key, value), in order.
    var meta: [(key: String, value: String)]

    static func == (a: WptTestFile, b: WptTestFile) -> Bool {
        a.path == b.path && a.relativePath == b.relativePath && a.meta.map(\.key) == b.meta.map(\.key) && a.meta.map(\.value) == b.meta.map(\.value)
    }

    /// The `// META: key=value` lines of a test's opening comment (WPT reads them until the first
    /// line that is neither a comment nor blank).
    static func metaLines(of source: String) -> [(key: String, value: String)] {
        var found: [(String, String)] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("//") else { break }
            guard trimmed.hasPrefix("// META:") else { continue }
            let body = trimmed.dropFirst("// META:".count).trimmingCharacters(in: .whitespaces)
            guard let equals = body.firstIndex(of: "=") else { continue }
            found.append(
                (String(body[..<equals]).trimmingCharacters(in: .whitespaces), String(body[body.index(after: equals)...]).trimmingCharacters(in: .whitespaces)))
        }
        return found
    }

    /// The globals `// META: global=` names (WPT's default without one: window and dedicatedworker).
    var globals: [String] {
        let named = meta.filter { $0.key == "global" }.flatMap { $0.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        return named.isEmpty ? ["window", "dedicatedworker"] : named
    }

    /// Why the file is not run in a worker's scope, or nil: memlab runs classic-script workers
    /// (`worker` is dedicated, shared and service; a dedicated or shared worker's test runs in
    /// the service worker's scope), not module workers, windows, shells or ShadowRealms.
    var skipReason: String? {
        let workers: Set<String> = ["worker", "serviceworker", "dedicatedworker", "sharedworker"]
        if globals.contains(where: workers.contains) { return nil }
        return "its globals (\(globals.joined(separator: ","))) include no classic worker"
    }

    /// `// META: timeout=long`: WPT's long timeout.
    var isLong: Bool { meta.contains { $0.key == "timeout" && $0.value == "long" } }

    /// The seconds the wrapper waits for the harness before calling its `timeout()`: WPT's
    /// defaults, 10 s and 60 s with `timeout=long`.
    var harnessSeconds: Double { isLong ? 60 : 10 }

    /// Each `// META: script=` as a root-relative URL path: relative to the test's own directory,
    /// root-relative (a leading `/`) against the root, `.` and `..` segments resolved.
    var scriptPaths: [String] {
        let directory = (relativePath as NSString).deletingLastPathComponent
        return meta.filter { $0.key == "script" }.map { WptTestFile.resolve($0.value, from: directory) }
    }

    static func resolve(_ reference: String, from directory: String) -> String {
        let joined = reference.hasPrefix("/") ? reference : "/" + directory + "/" + reference
        var segments: [Substring] = []
        for segment in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." { if !segments.isEmpty { segments.removeLast() }; continue }
            segments.append(segment)
        }
        return "/" + segments.joined(separator: "/")
    }

    /// The worker's URL: https (a secure context), its path the test's path under the root.
    var scriptURL: String { "https://web-platform.test/" + relativePath }

    /// A JavaScript string literal (JSON's spelling is one).
    static func literal(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        return data.flatMap { String(data: $0, encoding: .utf8) }.map { String($0.dropFirst().dropLast()) } ?? "''"
    }

    /// The probe that runs the test (written to a temporary directory, run with `--site` the root
    /// and `--url` scriptURL). The harness's messages reach memlab through memlab.parentPort;
    /// the push's waitUntil lasts until its `complete` message, or until `harnessSeconds` passed
    /// and the harness's own `timeout()` (which reports what has not finished) completed it.
    func wrapper(hasReport: Bool) -> String {
        var imports = ["/resources/testharness.js"]
        if hasReport { imports.append("/resources/testharnessreport.js") }
        let scripts = (scriptPaths + ["/" + relativePath]).map(WptTestFile.literal).joined(separator: ", ")
        return """
            // memlab wpt: the wrapper of \(relativePath) (generated; not a file of the test suite).
            const memlabWpt = { setTimeout, MessageChannel, port: memlab.parentPort };
            self.GLOBAL = { isWindow() { return false; }, isWorker() { return true; }, isShadowRealm() { return false; } };
            importScripts(\(imports.map(WptTestFile.literal).joined(separator: ", ")));
            memlabWpt.timeout = self.timeout;
            try {
              importScripts(\(scripts));
            } catch (error) {
              // A script that throws as it loads: the error event a browser's worker would fire.
              self.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught ' + String(error && error.name ? error.name + ': ' + error.message : error), error }));
            }
            done();
            addEventListener('push', (event) => {
              event.waitUntil(new Promise((resolve) => {
                const channel = new memlabWpt.MessageChannel();
                let finished = false;
                const finish = () => { if (!finished) { finished = true; memlabWpt.setTimeout(resolve, 0); } };
                channel.port2.onmessage = (message) => {
                  memlabWpt.port.postMessage(message.data);
                  if (message.data && message.data.type === 'complete') finish();
                };
                memlabWpt.setTimeout(() => { memlabWpt.timeout(); memlabWpt.setTimeout(finish, 1000); }, \(Int(harnessSeconds * 1000)));
                self.dispatchEvent(new ExtendableMessageEvent('message', { data: { type: 'connect' }, source: channel.port1, ports: [channel.port1] }));
              }));
            });

            """
    }

    /// Every test file PATHS name: a file as given, a directory's `*.any.js` files (recursively,
    /// sorted, hidden ones and `resources` directories left out). A missing path throws (66).
    static func find(_ paths: [String]) throws(MemlabError) -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw MemlabError(.noInput, "\(path) does not exist; give a .any.js test file or a directory of them")
            }
            guard isDirectory.boolValue else { found.append(path); continue }
            let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            let walker = FileManager.default.enumerator(atPath: trimmed)
            var inside: [String] = []
            while let next = walker?.nextObject() as? String {
                let name = (next as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "resources" { walker?.skipDescendants(); continue }
                if name.hasSuffix(".any.js") { inside.append(trimmed + "/" + next) }
            }
            found += inside.sorted()
        }
        return found
    }

    /// The nearest directory at or above `path` that holds resources/testharness.js.
    static func root(above path: String) -> String? {
        var directory = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue) {
            directory = (directory as NSString).deletingLastPathComponent
        }
        while true {
            if FileManager.default.fileExists(atPath: directory + "/resources/testharness.js") { return directory }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { return nil }
            directory = parent
        }
    }

    /// The file at `path` under `root` (both absolute once standardized), or nil when it is not under it.
    static func relative(_ path: String, to root: String) -> String? {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard file.hasPrefix(prefix) else { return nil }
        return String(file.dropFirst(prefix.count))
    }
}
