import Foundation
import Testing
import MemlabCore

/// A memory cgroup is charged for a page-cache page by the cgroup that first faults it in. A
/// worker that is the first to touch ICU data or library pages would be charged for clean file
/// pages, which iOS never counts (seen: a peak charge at the 24 MiB limit at a footprint of
/// 10.6 MiB). memlab's warm-up worker reads every file the runtime maps into memlab's own cgroup.
@Suite(.serialized) struct PageCacheEndToEndTests {
    /// Drops the clean, unmapped page-cache pages of every ICU library (pages a live process
    /// maps stay: other tests' workers may hold some).
    static func evictICU() -> Int {
        let directory = "/usr/lib/x86_64-linux-gnu"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix("libicu") && $0.contains(".so") }
        var evicted = 0
        for name in names {
            let fd = open(directory + "/" + name, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            if posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_DONTNEED)) == 0 { evicted += 1 }
            close(fd)
        }
        return evicted
    }

    @Test(
        "cold page cache: a probe that pages in ICU data is charged its footprint, not the file pages (peak charge - peak footprint under 1 MiB)",
        .enabled(if: MemlabBinary.cgroupAvailable, "no writable memory cgroup here (needs root and a v1 memory controller or delegated v2)"))
    func coldCacheChargesNoFilePages() throws {
        for attempt in 1...2 {
            let evicted = PageCacheEndToEndTests.evictICU()
            #expect(evicted > 0, "no ICU library found to evict")
            let (outcome, record, _) = try MemlabBinary.runRecord([
                "run", MemlabBinary.probe("intl.js"), "--enforce", "cgroup", "--limit", "24M", "--pushes", "3"
            ])
            #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
            let run = try #require(record)
            #expect(run.pushes.first?.outcome == .modified, "attempt \(attempt): \(run.end.message)")
            let charge = try #require(run.ceiling.cgroupPeakBytes)
            let footprint = try #require(run.peakFootprintBytes)
            #expect(charge - footprint < 1 << 20, "attempt \(attempt): peak charge \(charge) at a peak footprint of \(footprint)")
            // At every sample too: what the cgroup holds in file pages is not library or ICU data.
            for push in run.pushes {
                let anon = try #require(push[.chargeAnonBytes]), file = try #require(push[.chargeFileBytes]), at = try #require(push[.footprintBytes])
                #expect(anon + file - at < 1 << 20, "attempt \(attempt), push \(push.index): charge \(anon) anon + \(file) file at a footprint of \(at)")
            }
        }
    }
}
