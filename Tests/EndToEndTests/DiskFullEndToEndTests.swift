import Testing
import Foundation
import MemlabCore

/// A result that does not fit on the disk: a clear error, exit 73, and no partial file.
@Suite struct DiskFullEndToEndTests {
    static var canMount: Bool { geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount") }

    @Test(
        "a full disk loses nothing and leaves nothing partial",
        .enabled(if: DiskFullEndToEndTests.canMount, "needs root to mount a tiny tmpfs"))
    func diskFull() throws {
        let mountPoint = MemlabBinary.temporaryDirectory()
        func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        // 32 KiB: the record of 200 pushes (well over 100 KiB) cannot fit.
        try #require(try run("/bin/mount", ["-t", "tmpfs", "-o", "size=32k", "tmpfs", mountPoint]) == 0)
        defer { _ = try? run("/bin/umount", [mountPoint]) }
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("clean.js"), "--pushes", "200", "--out", mountPoint])
        #expect(outcome.status == 73, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains("No space left on device"), "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains("nothing partial was left behind"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint).isEmpty)
    }
}
