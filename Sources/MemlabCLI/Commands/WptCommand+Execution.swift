import Foundation
import MemlabCore
import Synchronization

/// The planned files carried out: the first alone (its warm-up worker measures the runtime's
/// baseline, which the others reuse), the rest `-j` at once, each through RunPipeline; then a
/// line per file (or --json), the expectations compared, the exit status.
extension WptCommand {

    func execute() throws(MemlabError) -> ExitCode {
        let terminal = Terminal()
        let results = Mutex<[Int: WptResult]>([:])
        let fatal = Mutex<MemlabError?>(nil)
        let baseline = Mutex<(bytes: Int64?, claimed: Int)>((nil, 0))
        let planned = self.planned
        let runOne: @Sendable (Int, Int64?) -> Int64? = { index, known in
            let one = planned[index]
            var pipeline = RunPipeline(plan: one.plan)
            pipeline.knownBaselineBytes = known
            do throws(MemlabError) {
                let ran = try pipeline.run(sections: RecordSections(), to: .file(one.plan.resultsDirectory + "/\(index + 1).json"))
                let record = ran.record
                var result = WptResult(
                    path: one.file.path, messages: record.parentMessages ?? [], end: record.end.kind, endMessage: record.end.message)
                result.peakFootprintBytes = record.peakFootprintBytes
                results.withLock { $0[index] = result }
                return record.baseline?.footprintBytes
            } catch {
                fatal.withLock { $0 = $0 ?? error }
                return nil
            }
        }
        let showProgress = terminal.showsProgress && !json
        if !planned.isEmpty {
            let first = runOne(0, nil)
            baseline.withLock { $0 = (first, 1) }
            let worker: @Sendable () -> Void = {
                while true {
                    let claimed: (Int, Int64?)? = baseline.withLock { state in
                        guard state.claimed < planned.count, fatal.withLock({ $0 == nil }), !Interruption.requested else { return nil }
                        defer { state.claimed += 1 }
                        return (state.claimed, state.bytes)
                    }
                    guard let (index, known) = claimed else { return }
                    _ = runOne(index, known)
                    if showProgress {
                        let done = results.withLock { $0.count }
                        terminal.progress("[\(done)/\(planned.count) files] \(planned[index].file.relativePath)")
                    }
                }
            }
            let threads = min(jobs, max(planned.count - 1, 1))
            if threads <= 1 { worker() } else { DispatchQueue.concurrentPerform(iterations: threads) { _ in worker() } }
            terminal.clearProgress()
        }
        if let error = fatal.withLock({ $0 }) { throw error }
        if Interruption.requested { throw MemlabError(Interruption.exitCode, Interruption.sentence + "; the wpt run stopped") }

        let finished = results.withLock { $0 }
        var allGood = true
        var files: [[String: Any]] = []
        var lines: [String] = []
        for (index, one) in planned.enumerated() {
            guard let result = finished[index] else { continue }
            let unexpected = expectations?.unexpected(result, relativePath: one.file.relativePath, file: expectationsPath ?? "")
            let good = unexpected.map(\.isEmpty) ?? result.passed
            if !good { allGood = false }
            files.append(result.json(unexpected: unexpected))
            lines.append(WptCommand.line(result, good: good, unexpected: unexpected, terminal: terminal))
        }
        if json {
            let object: [String: Any] = ["files": files, "skipped": skipped.map { ["path": $0.path, "reason": $0.reason] }]
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
            Terminal.out(String(decoding: data, as: UTF8.self))
        } else {
            for skip in skipped { lines.append("SKIP  \(skip.path): \(skip.reason)") }
            let total = finished.values.reduce(0) { $0 + $1.subtests.count }
            let passes = finished.values.reduce(0) { $0 + $1.count(.pass) }
            lines.append(
                "\(finished.count) file\(finished.count == 1 ? "" : "s") run, \(skipped.count) skipped: \(passes) of \(total) subtests passed"
                    + (expectations == nil ? "" : allGood ? "; every result as expected" : "; some results differ from the expectations"))
            Terminal.out(lines.joined(separator: "\n"))
        }
        return allGood ? .ok : .regression
    }

    /// `PASS  path  12 passed, 0 failed, 0 timed out, 0 not run, peak 6.1 MiB` or `FAIL  path  10 passed, 2 failed, ...; first failure: ...`.
    static func line(_ result: WptResult, good: Bool, unexpected: [String]?, terminal: Terminal) -> String {
        let counts =
            "\(result.count(.pass)) passed, \(result.count(.fail)) failed, \(result.count(.timeout)) timed out, \(result.count(.notrun) + result.count(.preconditionFailed)) not run"
        let harness = result.harness == .ok ? "" : " (harness \(result.harness.rawValue))"
        let word = good ? terminal.green("PASS") : terminal.red("FAIL")
        let peak = result.peakFootprintBytes.map { ", peak \(ByteSize.format($0))" } ?? ""
        var text = "\(word)  \(result.path)  \(counts)\(peak)\(harness)"
        if let unexpected {
            let expected = result.failures.count
            if expected > 0 || result.harness != .ok { text += " (as expected: \(unexpected.isEmpty ? "all" : "not all"))" }
            text += unexpected.prefix(5).map { "\n      " + $0 }.joined()
            if unexpected.count > 5 { text += "\n      ... and \(unexpected.count - 5) more" }
        } else if let first = result.firstFailure {
            text += "; first failure: " + first
        }
        return text
    }
}
