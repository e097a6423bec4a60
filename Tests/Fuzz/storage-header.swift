// Fuzz target (scripts/fuzz.sh, docs/fuzzing.md): the one storage file the parent reads
// (`--storage DIR`'s storage.sqlite3: the worker keeps it, the parent checks its header before any
// worker starts). Contract: the file is taken exactly when it is empty or its first 100 bytes are
// SQLite's header (magic, a page size SQLite allows); otherwise a MemlabError of exit 65 whose
// sentence is one line; the file is unchanged.
import Foundation
@testable import MemlabCore

let directory: String = {
    let path = NSTemporaryDirectory() + "/memlab-fuzz-storage-\(getpid())"
    mkdir(path, 0o700)
    return path
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStorageHeader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let path = directory + "/" + StorageFile.name
    guard FileManager.default.createFile(atPath: path, contents: bytes) else { fatalError("cannot write \(path)") }
    let header = [UInt8](bytes.prefix(100))
    let pageSize = header.count == 100 ? Int(header[16]) << 8 | Int(header[17]) : 0
    let valid =
        size == 0
        || (size >= 100 && header.starts(with: Array("SQLite format 3\0".utf8))
            && (pageSize == 1 || (pageSize >= 512 && pageSize & (pageSize - 1) == 0)))
    do throws(MemlabError) {
        let found = try StorageFile.existing(in: directory)
        precondition(valid, "a storage file that is not SQLite's was taken")
        precondition(found == path, "the storage file found is \(found ?? "none"), not \(path)")
    } catch {
        precondition(!valid, "a valid storage file was refused: \(error.sentence)")
        precondition(error.exitCode == .dataError, "a refusal with exit \(error.exitCode.rawValue): \(error.sentence)")
        precondition(!error.sentence.contains("\n"), "a refusal of more than one line: \(error.sentence)")
    }
    // Read back with read(2): Foundation's FileManager.contents(atPath:) leaks 4 KiB on an empty file.
    let fd = open(path, O_RDONLY)
    var kept = [UInt8](repeating: 0, count: size + 1)
    let got = kept.withUnsafeMutableBytes { read(fd, $0.baseAddress, size + 1) }
    close(fd)
    precondition(got == size && kept.prefix(size).elementsEqual(bytes), "the storage file changed")
    return 0
}
