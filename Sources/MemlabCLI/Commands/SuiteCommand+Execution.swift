import Foundation
import MemlabCore
import Synchronization

/// A planned suite carried out: the suite directory made, every run through the pipeline (`-j`
/// at once), the manifest rewritten after each, then the diff, the JUnit file and the exit status.
extension SuiteCommand {

    static func stamp() -> String {
        UTCTime.compact(milliseconds: false)
    }

    /// Creates the suite directory (and its parents); refuses one that already holds a suite.
    static func prepare(_ out: String) throws(MemlabError) {
        if FileManager.default.fileExists(atPath: out + "/" + SuiteManifest.fileName) {
            throw MemlabError(.cannotCreate, "\(out) already holds a suite; pass another --out DIR (suites are never overwritten)")
        }
        do { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) } catch {
            throw MemlabError(.cannotCreate, "cannot create the suite directory \(out): \(String(cString: strerror(errno))); pass --out DIR to write elsewhere")
        }
        if let problem = Writable.problem(inDirectory: out) {
            throw MemlabError(.cannotCreate, "cannot write into the suite directory \(out): \(problem); pass --out DIR to write elsewhere")
        }
    }

    /// Shared by the worker threads: the manifest, the records so far, the first fatal error.
    final class Progress: Sendable {
        struct State {
            var manifest: SuiteManifest
            var records: [Int: [RunRecord]] = [:]
            var seconds: [Int: Double] = [:]
            var next = 0
            var done = 0
            var fatal: MemlabError?
            var writeError: MemlabError?
        }
        let state: Mutex<State>
        init(_ manifest: SuiteManifest) { state = Mutex(State(manifest: manifest)) }
    }


    static func execute(_ plan: Plan) throws(MemlabError) -> ExitCode {
        // A baseline that cannot be read fails now, not after an hour of runs.
        let baseline = try plan.baseline.map { path throws(MemlabError) in try RecordSet.load(path) }
        // Every path the suite writes, checked before the suite directory is made.
        if let junit = plan.junit { try OutputFile.checkWritable(junit, option: "--junit") }
        for directory in Set(plan.probes.compactMap(\.plan.storageDirectory)).sorted() { try StorageFile.checkDirectory(directory) }
        try prepare(plan.out)

        let terminal = Terminal()
        // Read once, before any worker: the same commits in every record of the suite.
        let provenance = Provenance.read(commit: plan.commit, directory: plan.directory)
        var manifest = SuiteManifest(
            createdAt: SuiteManifest.timestamp(), probesDirectory: plan.directory, arguments: plan.suiteArguments,
            repeatCount: plan.repeatCount, shards: plan.shard.map { [$0] } ?? [],
            probes: plan.probes.map { .init(name: $0.name, path: $0.path, headerArguments: $0.header) })
        manifest.gitCommit = provenance.gitCommit
        manifest.applicationCommit = provenance.applicationCommit
        try manifest.write(to: plan.out)

        let units = plan.probes.indices.flatMap { probe in (1...plan.repeatCount).map { (probe: probe, run: $0) } }
        let progress = Progress(manifest)
        let started = Date()
        let out = plan.out
        let total = units.count
        let showProgress = terminal.showsProgress
        let worker: @Sendable () -> Void = {
            while true {
                let claimed: Int? = progress.state.withLock { state in
                    guard state.fatal == nil, state.writeError == nil, state.next < units.count, !Interruption.requested else { return nil }
                    defer { state.next += 1 }
                    return state.next
                }
                guard let index = claimed else { return }
                let unit = units[index]
                let probe = plan.probes[unit.probe]
                // Concurrent workers of one process each get a cgroup of their own, named with a
                // process-wide serial (the plan's cgroupSerial is nil).
                let file = plan.repeatCount > 1 ? "\(probe.name)-\(unit.run).json" : "\(probe.name).json"
                let began = Date()
                var sections = RecordSections(provenance: provenance)
                // A probe whose header names another application commit is read against that one.
                if probe.plan.commit != plan.commit { sections.provenance = Provenance.read(commit: probe.plan.commit, directory: plan.directory) }
                let result: Result<RunPipeline.Result, MemlabError>
                do throws(MemlabError) {
                    result = .success(try RunPipeline(plan: probe.plan).run(sections: sections, to: .file(out + "/" + file)))
                } catch { result = .failure(error) }
                let seconds = Date().timeIntervalSince(began)
                switch result {
                case .success(let ran):
                    let record = ran.record
                    let written = ran.writeError
                    progress.state.withLock { state in
                        state.done += 1
                        if let written { state.writeError = state.writeError ?? written; return }
                        state.records[unit.probe, default: []].append(record)
                        state.seconds[unit.probe, default: 0] += seconds
                        state.manifest.probes[unit.probe].records.append(file)
                        state.manifest.probes[unit.probe].records.sort()
                        do throws(MemlabError) { try state.manifest.write(to: out) } catch { state.writeError = state.writeError ?? error }
                        if showProgress {
                            let elapsed = Date().timeIntervalSince(started)
                            let left =
                                state.done < total ? " · about \(RunProgress.duration(elapsed / Double(state.done) * Double(total - state.done))) left" : ""
                            terminal.progress(
                                "[\(state.done)/\(total) runs] \(probe.name)\(plan.repeatCount > 1 ? " run \(unit.run)" : ""): \(record.end.kind.rawValue), peak \(ByteSize.format(record.peakFootprintBytes ?? 0))\(left)"
                            )
                        }
                    }
                case .failure(let error):
                    progress.state.withLock { state in
                        state.done += 1
                        state.seconds[unit.probe, default: 0] += seconds
                        state.manifest.probes[unit.probe].error = error.sentence
                        // A missing worker or backend fails every probe alike: stop early.
                        if error.exitCode == .unavailable || error.exitCode == .software || error.exitCode == .interrupted || error.exitCode == .terminated {
                            state.fatal = error
                        }
                        do throws(MemlabError) { try state.manifest.write(to: out) } catch { state.writeError = state.writeError ?? error }
                    }
                }
            }
        }
        let threads = min(plan.jobs, max(units.count, 1))
        if threads <= 1 { worker() } else { DispatchQueue.concurrentPerform(iterations: threads) { _ in worker() } }
        terminal.clearProgress()

        let final = progress.state.withLock { $0 }
        if let error = final.writeError { throw error }
        var finished = final.manifest
        finished.finishedAt = SuiteManifest.timestamp()
        try finished.write(to: out)
        if let fatal = final.fatal { throw MemlabError(fatal.exitCode, fatal.sentence + " (the suite stopped; what ran is in \(out))") }
        if Interruption.requested {
            throw MemlabError(
                Interruption.exitCode,
                Interruption.sentence + "; the suite stopped, and the records of the runs so far (the one in progress marked interrupted) are in \(out)")
        }

        let suite = try RecordSet.load(out)
        var comparison: SuiteComparison?
        if let baseline { comparison = SuiteComparison(base: baseline, new: suite, settings: plan.settings) }
        if let comparison {
            DiffCommand.render(comparison, format: plan.format, terminal: terminal)
        } else if plan.format == .json {
            Terminal.outJSON(finished)
        } else {
            Terminal.out(summary(finished, records: final.records, plan: plan, terminal: terminal))
        }
        if plan.format == .text { Terminal.out("suite written to \(out) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s") }

        if let junit = plan.junit {
            let writer = JUnitWriter(
                suiteName: (plan.directory as NSString).lastPathComponent, timestamp: finished.createdAt,
                cases: junitCases(finished, records: final.records, seconds: final.seconds, comparison: comparison))
            try OutputFile.write(Data(writer.xml().utf8), to: junit)
        }

        let broken = SuiteCommand.brokenBudgets(finished, records: final.records)
        if plan.format == .text && !broken.isEmpty {
            Terminal.out(
                terminal.red("\(broken.count) budget\(broken.count == 1 ? "" : "s") broken:") + "\n" + broken.map { "  " + $0.sentence }.joined(separator: "\n")
            )
        }
        if comparison?.regressed == true || !broken.isEmpty { return .regression }
        let ends = final.records.values.flatMap { $0.map(\.end.kind) }
        if finished.probes.contains(where: { $0.error != nil }) || ends.contains(.probeError) {
            throw MemlabError(.dataError, "some probes could not be loaded or run; see the summary above and the records in \(out)")
        }
        if ends.contains(.workerError) {
            throw MemlabError(.software, "the worker failed on some probes; this is a memlab bug, please report it with the records in \(out)")
        }
        return .ok
    }
}
