import Foundation
import MemlabCore

/// A `memlab` started in the background, so that a test can find its worker,
/// signal either of them, and then collect what memlab printed and how it ended.
final class BackgroundMemlab: @unchecked Sendable {
    let process = Process()
    private let drained = DispatchGroup()
    private let lock = NSLock()
    private var outData = Data()
    private var errData = Data()

    /// - Parameters:
    ///   - prefix: a command that runs memlab (e.g. setpriv as nobody).
    ///   - executable: another program to run instead of memlab (a browser, a decoder).
    init(_ arguments: [String], environment: [String: String] = [:], prefix: [String] = [], executable: String? = nil) throws {
        if prefix.isEmpty {
            process.executableURL = URL(fileURLWithPath: executable ?? MemlabBinary.path)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: prefix[0])
            process.arguments = Array(prefix.dropFirst()) + [executable ?? MemlabBinary.path] + arguments
        }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env.removeValue(forKey: "MEMLAB_WORKER")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes drain on their own threads, so memlab never blocks on a full pipe.
        for (pipe, isOut) in [(out, true), (err, false)] {
            drained.enter()
            DispatchQueue.global().async { [self] in
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                lock.lock()
                if isOut { outData = data } else { errData = data }
                lock.unlock()
                drained.leave()
            }
        }
    }

    var pid: pid_t { process.processIdentifier }

    /// The worker memlab started in `mode` (`run` or `baseline`), once it has exec'd;
    /// nil when memlab ended first or none appeared within `seconds` (a bound, not a timing claim).
    func worker(mode: String = "run", within seconds: Double = 30) -> pid_t? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline && process.isRunning {
            for child in FaultProc.children(of: pid) where FaultProc.isWorker(child, mode: mode) { return child }
            usleep(1_000)
        }
        return nil
    }

    func signal(_ number: Int32) { kill(pid, number) }

    /// Signals memlab's whole process group, as a terminal's Ctrl-C or a CI runner cancelling a
    /// job does. Foundation starts memlab as the leader of a group of its own, so this never
    /// reaches the test process; refused (false) if memlab shares the test's group.
    func signalGroup(_ number: Int32) -> Bool {
        let group = getpgid(pid)
        guard group == pid, group != getpgrp() else { return false }
        return kill(-group, number) == 0
    }

    struct Ending {
        var outcome: MemlabBinary.Outcome
        /// The signal that ended memlab, when one did.
        var signal: Int32?
        var record: RunRecord? { try? JSONDecoder().decode(RunRecord.self, from: Data(outcome.stdout.utf8)) }
    }

    func wait() -> Ending {
        process.waitUntilExit()
        drained.wait()
        lock.lock()
        defer { lock.unlock() }
        let signalled = process.terminationReason == .uncaughtSignal
        return Ending(
            outcome: MemlabBinary.Outcome(
                status: signalled ? 128 + process.terminationStatus : process.terminationStatus,
                stdout: String(decoding: outData, as: UTF8.self),
                stderr: String(decoding: errData, as: UTF8.self)),
            signal: signalled ? process.terminationStatus : nil)
    }
}

/// What /proc says about the processes a test started.
enum FaultProc {
    /// Children of every thread of `pid` (memlab forks its worker from its main thread, git from others).
    static func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var found: [pid_t] = []
        for task in tasks {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8) else { continue }
            found += text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        return found
    }

    static func commandLine(_ pid: pid_t) -> [String] {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return [] }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    static func isWorker(_ pid: pid_t, mode: String) -> Bool {
        let arguments = commandLine(pid)
        guard let at = arguments.firstIndex(of: "--mode"), at + 1 < arguments.count else { return false }
        return arguments[at + 1] == mode
    }

    /// Gone, or a zombie (dead, waiting for whoever inherited it to reap it).
    static func isDead(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        guard let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state == "Z" || state == "X"
    }

    /// Waits (bounded) for `pid` to die; true once it has.
    static func waitDead(_ pid: pid_t, within seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if isDead(pid) { return true }
            usleep(2_000)
        }
        return isDead(pid)
    }

    /// Bytes the process has passed to write(2) so far (/proc/PID/io `wchar`): frames, mostly.
    static func bytesWritten(_ pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
            return Int(line.dropFirst("wchar:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// Waits (bounded) until the worker has written at least `bytes`; false if it died or never did.
    static func waitWritten(_ pid: pid_t, atLeast bytes: Int, within seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard let written = bytesWritten(pid), !isDead(pid) else { return false }
            if written >= bytes { return true }
            usleep(1_000)
        }
        return false
    }

    static func statusField(_ pid: pid_t, _ name: String) -> String? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            return line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// cgroups named for memlab process `pid` still under the memory-cgroup parent.
    static func leftoverCgroups(ofMemlab pid: pid_t) -> [String] {
        guard case .success(let parent) = MemoryCgroup.locateParent() else { return [] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        return entries.filter { $0.hasPrefix(MemoryCgroup.namePrefix + "\(pid)-") }
    }
}

/// What a results directory holds: records that decode, records that do not, and anything else.
struct ResultsAudit {
    var records: [String] = []
    var corrupt: [String] = []
    /// ResultStore's hidden `.NAME.PID.tmp` files.
    var hiddenTemporaries: [String] = []
    var other: [String] = []

    init(_ directory: String) {
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() {
            let path = directory + "/" + name
            if name.hasPrefix(".") && name.hasSuffix(".tmp") {
                hiddenTemporaries.append(name)
            } else if name.hasSuffix(".json") {
                if (try? ResultStore.read(path)) != nil { records.append(path) } else { corrupt.append(name) }
            } else {
                other.append(name)
            }
        }
    }
}

/// A seeded generator (SplitMix64), so a failing random schedule can be replayed:
/// set MEMLAB_FAULT_SEED to the seed a failure message names.
struct FaultRandom: RandomNumberGenerator {
    private(set) var state: UInt64
    let seed: UInt64

    init() {
        let given = ProcessInfo.processInfo.environment["MEMLAB_FAULT_SEED"].flatMap { UInt64($0) }
        seed = given ?? UInt64.random(in: 1...UInt64(UInt32.max))
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum FaultProbes {
    /// Pushes that each take a few timer turns, checkpoint 8 times and show a notification:
    /// a run long enough to be hit at a random moment, with samples all along.
    static let steps = """
        const keep = [];
        addEventListener('push', (event) => {
          event.waitUntil(new Promise((resolve) => {
            let n = 0;
            const step = () => {
              keep.push(new Uint8Array(32 * 1024).fill(1));
              memlab.checkpoint(keep.length);
              if (++n < 8) setTimeout(step, 4); else resolve(registration.showNotification('step'));
            };
            step();
          }));
        });
        """
    static let checkpointsPerPush = 8

    /// A push that reports three checkpoints and three long console lines (so that
    /// wchar past ~3.5 KB proves the checkpoints were sent), then never ends.
    static let reportsThenSpins = """
        addEventListener('push', () => {
          for (let i = 1; i <= 3; i++) memlab.checkpoint(i);
          for (let i = 0; i < 3; i++) console.log('x'.repeat(1000));
          for (;;) {}
        });
        """
    static let spinWrittenBytes = 3_500
}
