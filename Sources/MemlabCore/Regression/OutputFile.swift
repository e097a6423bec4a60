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
}
