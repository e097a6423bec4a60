import Foundation

/// Writes a report or JUnit file where the user asked, atomically (ResultStore.writeAtomically),
/// refusing to replace anything that is not a regular file: a rename over `-o /dev/null`
/// would replace the device itself.
public enum OutputFile {
    public static func write(_ data: Data, to path: String) throws(MemlabError) {
        try refuseNonRegular(path, named: path)
        try ResultStore.writeAtomically(data, to: path)
    }

    /// Whether `write` could write `path` (a regular file or none, in a writable directory):
    /// checked before a command spends its time, so nothing is lost to a path found bad at the end.
    public static func checkWritable(_ path: String, option: String) throws(MemlabError) {
        try refuseNonRegular(path, named: "\(option) \(path)")
        let directory = (path as NSString).deletingLastPathComponent
        if let problem = Writable.problem(inDirectory: directory) {
            throw MemlabError(.cannotCreate, "cannot write \(option) \(path): \(problem); give a path in a writable directory")
        }
    }

    /// Throws when something other than a regular file is at `path` (`named` in the sentence).
    static func refuseNonRegular(_ path: String, named: String) throws(MemlabError) {
        var status = stat()
        if lstat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
            throw MemlabError(.cannotCreate, "\(named) exists and is not a regular file; give a file path to write to")
        }
    }
}
