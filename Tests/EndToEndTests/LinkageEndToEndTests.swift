import Foundation
import Testing

/// The parent `memlab` never links JavaScriptCore or a worker-only library (ICU, sqlite): a
/// crash in the engine, or in what only the worker needs, stays the worker's. Checked on the
/// built binaries through the dynamic loader's own list (`ldd`: every library it would load,
/// dependencies of dependencies too), with the worker as the control that the check sees them.
@Suite struct LinkageEndToEndTests {
    /// Library name prefixes only the worker may load. Swift's own ICU (lib_FoundationICU, which
    /// Foundation carries) is not Debian's ICU and does not match.
    static let workerOnly = ["libjavascriptcoregtk", "libicuuc", "libicui18n", "libicudata", "libsqlite3"]

    static func loadedLibraries(_ binary: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [binary]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ldd \(binary) failed")
        return output.split(separator: "\n").compactMap { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
        }
    }

    @Test func theParentLinksNoWorkerOnlyLibrary() throws {
        let libraries = try Self.loadedLibraries(MemlabBinary.path)
        #expect(libraries.contains { $0.hasPrefix("libc.so") }, "ldd listed nothing for memlab: \(libraries)")
        let forbidden = libraries.filter { name in Self.workerOnly.contains { name.hasPrefix($0) } }
        #expect(forbidden.isEmpty, "memlab loads worker-only libraries: \(forbidden)")
    }

    @Test func theWorkerLinksJavaScriptCoreAndICU() throws {
        let libraries = try Self.loadedLibraries(MemlabBinary.productsDirectory + "/memlab-worker")
        for prefix in ["libjavascriptcoregtk", "libicuuc"] {
            #expect(libraries.contains { $0.hasPrefix(prefix) }, "memlab-worker does not load \(prefix): \(libraries)")
        }
    }
}
