import Foundation
import Testing
import CSandbox
@testable import MemlabCore

@Suite(.serialized) struct PageFootprintTests {
    static let available = PageFootprint.read() != nil

    @Test(
        "the 4 KiB figure is RssAnon; one page touched in each 16 KiB block costs four times as much with 16 KiB pages",
        .enabled(if: available, "this kernel has no PAGEMAP_SCAN ioctl (Linux 6.7+)"))
    func scatteredPagesCountWholeBlocks() throws {
        let before = try #require(PageFootprint.read())
        let rssAnon = memlab_self_status_kb("RssAnon:") * 1024
        // Other threads of the test process allocate too: the two readings are close, not equal.
        #expect(abs(before.bytes4K - rssAnon) < 4 << 20, "pagemap \(before.bytes4K), RssAnon \(rssAnon)")
        #expect(before.bytes16K >= before.bytes4K)

        let size = 8 << 20
        // 16 KiB-aligned, and never backed by transparent huge pages.
        let raw = try #require(mmap(nil, size + (16 << 10), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        defer { munmap(raw, size + (16 << 10)) }
        let aligned = UnsafeMutableRawPointer(bitPattern: (Int(bitPattern: raw) + (16 << 10) - 1) & ~((16 << 10) - 1))!
        _ = madvise(aligned, size, MADV_NOHUGEPAGE)
        for offset in stride(from: 0, to: size, by: 16 << 10) { aligned.storeBytes(of: 1, toByteOffset: offset, as: UInt8.self) }
        let after = try #require(PageFootprint.read())
        let grew4K = after.bytes4K - before.bytes4K
        let grew16K = after.bytes16K - before.bytes16K
        // 512 blocks of 16 KiB with one 4 KiB page each: 2 MiB in 4 KiB pages, 8 MiB in 16 KiB pages.
        #expect(abs(grew4K - 2 << 20) < 1 << 20, "4 KiB figure grew \(grew4K)")
        #expect(abs(grew16K - 8 << 20) < 1 << 20, "16 KiB figure grew \(grew16K)")
    }

    @Test(
        "another process's footprint is readable by its pid",
        .enabled(if: available, "this kernel has no PAGEMAP_SCAN ioctl (Linux 6.7+)"))
    func readsAnotherProcess() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["30"]
        try child.run()
        defer { kill(child.processIdentifier, SIGKILL); child.waitUntilExit() }
        let reading = try #require(PageFootprint.read(pid: child.processIdentifier))
        #expect(reading.bytes4K > 0 && reading.bytes16K >= reading.bytes4K)
    }
}
