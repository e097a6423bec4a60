import Foundation
import Glibc
import Testing
import CJSCHeap

/// The worker's madvise (CJSCHeap/dump_advice.c) drops the core-dump advice libpas gives
/// on every commit and decommit, and passes everything else to the kernel: this test
/// executable links the same definition, so its own calls bind to it.
@Suite struct DumpAdviceTests {
    /// The flags (VmFlags in /proc/self/smaps) of the mapping that holds `address`.
    func vmFlags(of address: UnsafeMutableRawPointer) throws -> [String] {
        // Read to the end: String(contentsOfFile:) stops after the first read of a /proc file.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps") else { throw CocoaError(.fileReadNoSuchFile) }
        defer { try? file.close() }
        let smaps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        let target = UInt(bitPattern: address)
        var inMapping = false
        for line in smaps.split(separator: "\n") {
            let range = line.prefix(while: { $0 != " " }).split(separator: "-")
            if range.count == 2, let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16) {
                inMapping = start <= target && target < end
            } else if inMapping, line.hasPrefix("VmFlags:") {
                return line.dropFirst("VmFlags:".count).split(separator: " ").map(String.init)
            }
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    @Test func dumpAdviceIsDroppedAndDontNeedStillFreesThePages() throws {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = 4 * pageSize
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        #expect(mapped != MAP_FAILED)
        guard let mapped, mapped != MAP_FAILED else { return }
        defer { munmap(mapped, length) }
        let bytes = mapped.bindMemory(to: UInt8.self, capacity: length)
        for index in stride(from: 0, to: length, by: pageSize) { bytes[index] = 0xAB }

        let before = memlab_dump_advice_dropped()
        #expect(madvise(mapped, pageSize, MADV_DONTDUMP) == 0)
        // Dropped: the kernel never marked the first page (a real MADV_DONTDUMP sets "dd" on it).
        #expect(try !vmFlags(of: mapped).contains("dd"))
        #expect(madvise(mapped, length, MADV_DODUMP) == 0)
        // At least these two (JavaScriptCore in other tests of this process may drop more meanwhile).
        #expect(memlab_dump_advice_dropped() - before >= 2)

        // MADV_DONTNEED reaches the kernel: the pages are gone and read back as zero.
        #expect(madvise(mapped, length, MADV_DONTNEED) == 0)
        for index in stride(from: 0, to: length, by: pageSize) { #expect(bytes[index] == 0) }
        // And errors still come back from the kernel: a misaligned address is EINVAL.
        #expect(madvise(mapped + 1, pageSize, MADV_DONTNEED) == -1)
        #expect(errno == EINVAL)
    }

    @Test func theWorkerRunsWithoutLibpasScavengerThread() throws {
        // Cleared before main in this test executable too (it links the same C target).
        #expect(memlab_scavenger_thread_allowed() == 0)
        let run = try SpawnedWorker.run(
            probe: ShippedProbeTests.probes + "/churn.js", payload: nil, fixtures: nil,
            extra: ["--pushes", "3"])
        #expect(run.exitCode == 0, "\(run.summary)")
        #expect(run.frames("baseline").first?["scavengerThread"] as? Bool == false, "\(run.summary)")
    }

    @Test func theWorkerDropsLibpasDumpAdvice() throws {
        let run = try SpawnedWorker.run(
            probe: ShippedProbeTests.probes + "/churn.js", payload: nil, fixtures: nil,
            extra: ["--pushes", "5"])
        #expect(run.exitCode == 0, "\(run.summary)")
        let dropped = run.frames("done").first?["dumpAdviceDropped"] as? Int ?? 0
        // libpas decommits on every free-page release after a push's collection.
        #expect(dropped > 0, "\(run.summary)")
    }
}
