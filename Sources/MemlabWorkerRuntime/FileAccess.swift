@preconcurrency import Glibc
import CJavaScriptCore

/// The only file reads a probe can cause: fixtures for `fetch` and scripts for
/// `importScripts`. Both are confined to one directory, checked after every
/// symlink is resolved (realpath), so neither `..`, an absolute path nor a
/// symlink can reach anything outside it.
enum FileAccess {
    struct Refusal: Error {
        let message: String
    }

    enum Resolution {
        case inside(String)
        case missing
        case outside(String)
        case failed(String)
    }

    static func realPath(_ path: String) -> (path: String?, errorNumber: Int32) {
        guard let resolved = realpath(path, nil) else { return (nil, errno) }
        defer { free(resolved) }
        return (String(cString: resolved), 0)
    }

    static func isInside(_ path: String, root: String) -> Bool {
        if path == root { return true }
        return path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Resolves `candidate` (absolute, or relative to the working directory) and checks it stays under `root`.
    static func resolve(_ candidate: String, under root: String) -> Resolution {
        let (realRoot, rootError) = realPath(root)
        guard let realRoot else {
            return rootError == ENOENT ? .missing : .failed("cannot resolve \(root): \(describeErrno(rootError))")
        }
        let (real, error) = realPath(candidate)
        guard let real else {
            if error == ENOENT || error == ENOTDIR {
                // A dangling symlink pointing outside is as refused as a live one.
                if let target = danglingTarget(candidate), !isInside(target, root: realRoot) { return .outside(target) }
                return .missing
            }
            return .failed("cannot resolve \(candidate): \(describeErrno(error))")
        }
        return isInside(real, root: realRoot) ? .inside(real) : .outside(real)
    }

    /// Where a symlink that realpath could not follow points, made absolute; nil if it is no symlink.
    static func danglingTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        return directoryName(path) + "/" + target
    }

    static func describeErrno(_ code: Int32) -> String { String(cString: strerror(code)) }

    static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let head = String(path[..<slash])
        return head.isEmpty ? "/" : head
    }

    static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func hasParentComponent(_ path: String) -> Bool {
        path.split(separator: "/", omittingEmptySubsequences: true).contains("..")
    }

    /// fetch's file read: `relativePath` is the URL path without its leading slash.
    /// Success is a Uint8Array, or null for a file that does not exist.
    static func readFixture(
        _ ctx: JSContextRef, relativePath: String, root: String, place: String = "the fixtures directory"
    ) -> Result<JSValueRef, Refusal> {
        if relativePath.hasPrefix("/") || hasParentComponent(relativePath) || relativePath.utf8.contains(0) {
            return .failure(Refusal(message: "fetch: '\(relativePath)' is outside \(place) and is refused"))
        }
        switch resolve(root + "/" + relativePath, under: root) {
        case .missing:
            return .success(JSValueMakeNull(ctx))
        case .outside:
            return .failure(Refusal(message: "fetch: '\(relativePath)' resolves outside \(place) (through a symlink) and is refused"))
        case .failed(let message):
            return .failure(Refusal(message: "fetch: \(message)"))
        case .inside(let path):
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            guard fd >= 0 else {
                return .failure(Refusal(message: "fetch: cannot open '\(relativePath)': \(describeErrno(errno))"))
            }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0 else {
                return .failure(Refusal(message: "fetch: cannot stat '\(relativePath)': \(describeErrno(errno))"))
            }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR { return .success(JSValueMakeNull(ctx)) }
            guard kind == S_IFREG else {
                return .failure(Refusal(message: "fetch: '\(relativePath)' is not a regular file and is refused"))
            }
            let size = Int(info.st_size)
            guard size <= WorkerHost.fixtureByteLimit else {
                return .failure(
                    Refusal(
                        message:
                            "fetch: fixture '\(relativePath)' is \(size) bytes, over the \(WorkerHost.fixtureByteLimit / (1024 * 1024)) MiB cap for one fixture"
                    ))
            }
            var exception: JSValueRef?
            guard let array = JSObjectMakeTypedArray(ctx, kJSTypedArrayTypeUint8Array, size, &exception), exception == nil else {
                return .failure(Refusal(message: "fetch: no memory for fixture '\(relativePath)' (\(size) bytes)"))
            }
            if size > 0 {
                guard let target = JSObjectGetTypedArrayBytesPtr(ctx, array, nil) else {
                    return .failure(Refusal(message: "fetch: cannot fill the buffer for '\(relativePath)'"))
                }
                var filled = 0
                while filled < size {
                    let got = read(fd, target + filled, size - filled)
                    if got < 0 {
                        if errno == EINTR { continue }
                        return .failure(Refusal(message: "fetch: reading '\(relativePath)' failed: \(describeErrno(errno))"))
                    }
                    if got == 0 { break }
                    filled += got
                }
                if filled < size {
                    return .failure(Refusal(message: "fetch: '\(relativePath)' shrank while it was read"))
                }
            }
            return .success(array)
        }
    }

    /// Whether `path` is an existing directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// What a script URL's file is, under `root` (the site directory or a mirror's host directory).
    enum ScriptLookup {
        case found(path: String, source: String)
        case missing
        case refused(String)
    }

    /// importScripts' read of a URL's path (percent-decoded, without its leading slash) under `root`,
    /// confined as every read is: `..`, NUL and symlinks out of `root` are refused.
    static func readScript(relativePath: String, root: String, place: String) -> ScriptLookup {
        if hasParentComponent(relativePath) || relativePath.utf8.contains(0) {
            return .refused("'\(relativePath)' is outside \(place) and is refused")
        }
        if relativePath.isEmpty || relativePath.hasSuffix("/") { return .missing }
        switch resolve(root + "/" + relativePath, under: root) {
        case .missing: return .missing
        case .outside: return .refused("'\(relativePath)' resolves outside \(place) (through a symlink) and is refused")
        case .failed(let message): return .refused(message)
        case .inside(let path):
            if isDirectory(path) { return .missing }
            guard let bytes = readWholeFile(path, limit: WorkerHost.fixtureByteLimit) else {
                return .refused("cannot read '\(relativePath)': \(describeErrno(errno))")
            }
            return .found(path: path, source: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// A regular file's bytes, at most `limit` of them; nil (errno set) on failure.
    static func readWholeFile(_ path: String, limit: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG else { errno = EISDIR; return nil }
        guard Int(info.st_size) <= limit else { errno = EFBIG; return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; return nil }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { errno = EFBIG; return nil }
        }
        return bytes
    }
}
