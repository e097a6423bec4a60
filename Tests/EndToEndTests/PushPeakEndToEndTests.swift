import Foundation
import Testing
import MemlabCore

/// Jetsam kills on the peak inside a push, not on the sample after its GC: each push's peak is
/// recorded (the cgroup's exact high-water mark under the cgroup backend, the watchdog's sampled
/// maximum otherwise), and a run's summary says where it came closest to the ceiling.
@Suite struct PushPeakEndToEndTests {
    static var backends: [String] { MemlabBinary.cgroupAvailable ? ["cgroup", "watchdog"] : ["watchdog"] }

    @Test(
        "a push that builds 8 MiB and drops it: its peak is in the record and the summary's lowest headroom names it",
        arguments: backends)
    func peakInsideAPushIsRecorded(backend: String) throws {
        let (outcome, record, _) = try MemlabBinary.runRecord([
            "run", MemlabBinary.probe("peak-spike.js"), "--pushes", "10", "--isolation", "none", "--enforce", backend
        ])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let run = try #require(record)
        #expect(run.pushes.count == 10 && run.pushes.allSatisfy { $0.outcome == .modified })
        for push in run.pushes {
            let after = try #require(push[.footprintBytes])
            let peak = try #require(push[.peakFootprintBytes], "push \(push.index) has no peak")
            #expect(peak >= after)
            // 8 MiB of typed arrays live at once inside pushes 5 and 10, gone by their samples. The
            // cgroup's peak is read by the worker itself, per push, exactly.
            if push.index % 5 == 0 && backend == "cgroup" {
                #expect((push[.peakChargeBytes] ?? 0) - after > 6 << 20, "push \(push.index): charge \(push[.peakChargeBytes] ?? -1)")
            }
        }
        // The sampled maximum is the parent's: when it reads frames behind the worker it goes to the
        // last push of a batch, so a spike is found, but not always at its own push.
        let highest = run.pushes.compactMap { push in push[.peakFootprintBytes].map { $0 - (push[.footprintBytes] ?? 0) } }.max() ?? 0
        #expect(highest > 6 << 20, "no push's sampled peak shows the 8 MiB spike: \(run.pushes.map { ($0.index, $0[.peakFootprintBytes] ?? -1) })")
        // The whole run's peak charge is at least every push's.
        if backend == "cgroup" {
            let charges = run.pushes.compactMap { $0[.peakChargeBytes] }
            #expect(!charges.isEmpty)
            #expect((run.ceiling.cgroupPeakBytes ?? 0) >= charges.max() ?? 0)
        }
        let summary = try MemlabBinary.run([
            "run", MemlabBinary.probe("peak-spike.js"), "--pushes", "10", "--isolation", "none", "--enforce", backend, "--out",
            MemlabBinary.temporaryDirectory()
        ])
        let line = summary.stdout.split(separator: "\n").first { $0.hasPrefix("headroom") }.map(String.init) ?? ""
        #expect(line.contains("lowest"), "\(summary.stdout)")
        if backend == "cgroup" { #expect(line.contains("at push 5") || line.contains("at push 10"), "\(summary.stdout)") }
    }
}
