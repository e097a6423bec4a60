import Foundation
import MemlabCore
import Testing

/// Issue 12, bounded long runs: what memlab itself holds does not grow with the pushes. The
/// 100,000-push row (64 MiB, 2 s) is bench/verdicts.py --long; here, a smaller pair of runs
/// through the real binary, compared with each other so that the libraries memlab maps (some
/// 27 MiB of its resident set, the same for both) are left out.
@Suite(.serialized) struct LongRunEndToEndTests {
    /// memlab's own high-water mark (VmHWM, /proc), polled until it exits, and its record.
    static func ownPeak(pushes: Int) throws -> (peakBytes: Int64, record: RunRecord?, stderr: String) {
        let out = MemlabBinary.temporaryDirectory()
        let memlab = try BackgroundMemlab([
            "run", MemlabBinary.probe("clean.js"), "--pushes", String(pushes), "--isolation", "none",
            "--payload", #"{"title":"Hello","body":"You have mail"}"#, "--json", "--out", out
        ])
        var peak: Int64 = 0
        while memlab.process.isRunning {
            if let status = try? String(contentsOfFile: "/proc/\(memlab.pid)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kib = Int64(line.split(separator: " ").dropFirst().first ?? "")
            {
                peak = max(peak, kib * 1024)
            }
            usleep(5_000)
        }
        let ending = memlab.wait()
        return (peak, ending.record, ending.outcome.stderr)
    }

    @Test("memlab's own peak memory hardly grows from 1,500 to 6,000 pushes (it grew some 2 KiB a push)")
    func boundedPeak() throws {
        let (short, shortRecord, shortErr) = try Self.ownPeak(pushes: 1_500)
        let (long, longRecord, longErr) = try Self.ownPeak(pushes: 6_000)
        let record = try #require(longRecord, "no record: \(longErr)")
        #expect(shortRecord?.pushes.count == 1_500, "\(shortErr)")
        #expect(record.pushes.count == 6_000 && record.end.kind == .completed, "\(record.end.message)")
        #expect(record.pushes.allSatisfy { $0.outcome == .modified && $0.notification?["title"]?.stringValue == "Hello" })
        #expect(record.verdict?.kind == .flat, "\(String(describing: record.verdict))")
        #expect(short > 0 && long > 0, "VmHWM was not read")
        // Both runs fit 1,024 points (the fit's fixed cost). Before the pushes were held in
        // columns: some 9 MiB more for the 4,500 pushes more; now well under 1 MiB.
        let grown = long - short
        #expect(
            grown < 6 << 20,
            "memlab's own peak grew \(ByteSize(bytes: grown)) from 1,500 to 6,000 pushes (\(ByteSize(bytes: short)) to \(ByteSize(bytes: long)))")
    }
}
