import Foundation

/// The commit of the source tree memlab was built from, read at run time with
/// `git rev-parse HEAD` in that tree when it is still there (nil otherwise).
public enum GitRevision {
    /// The package root this file was compiled from.
    static let sourceRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    public static func current() -> String? {
        guard FileManager.default.fileExists(atPath: sourceRoot + "/.git") else { return nil }
        return head(of: sourceRoot)
    }

    /// The commit checked out in the git work tree holding `directory` (the probes': the
    /// application's), nil when it is in none. `rev` resolves a given revision instead of HEAD.
    public static func head(of directory: String, rev: String = "HEAD") -> String? {
        let candidates = ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"]
        guard let git = candidates.first(where: { access($0, X_OK) == 0 }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["-C", directory.isEmpty ? "." : directory, "rev-parse", "--verify", "--quiet", rev + "^{commit}"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let hash = String(decoding: data, as: UTF8.self).trimmingSpaces()
        return hash.count == 40 && hash.allSatisfy(\.isHexDigit) ? hash : nil
    }
}
