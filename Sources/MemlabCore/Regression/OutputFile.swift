import Foundation

/// Writes a report or JUnit file where the user asked, atomically (ResultStore.writeAtomically),
/// refusing to replace anything that is not a regular file: a rename over `-o /dev/null`
/// would replace the device itself.
public enum OutputFile {
    public static func write(_ data: Data, to path: String) throws(MemlabError) {
        var status = stat()
        if lstat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
            throw MemlabError(.cannotCreate, "\(path) exists and is not a regular file; give a file path to write to")
        }
        try ResultStore.writeAtomically(data, to: path)
    }

    /// Whether `write` could write `path` (a regular file or none, in a writable directory):
    /// checked before a command spends its time, so nothing is lost to a path found bad at the end.
    public static func checkWritable(_ path: String, option: String) throws(MemlabError) {
        var status = stat()
        if lstat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
            throw MemlabError(.cannotCreate, "\(option) \(path) exists and is not a regular file; give a file path to write to")
        }
        let directory = (path as NSString).deletingLastPathComponent
        if let problem = Writable.problem(inDirectory: directory) {
            throw MemlabError(.cannotCreate, "cannot write \(option) \(path): \(problem); give a path in a writable directory")
        }
    }
}
