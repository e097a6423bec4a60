import Foundation
import Synchronization

/// SIGINT and SIGTERM while memlab runs: every live worker is killed (by its pid,
/// which cannot have been reused: a worker leaves the registry before it is
/// reaped), the run in progress ends as `interrupted`, its record is still written,
/// and memlab exits 130 (SIGINT) or 143 (SIGTERM).
public enum Interruption {
    private static let workers = Mutex<Set<pid_t>>([])
    private static let signalNumber = Atomic<Int32>(0)
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// The signal that interrupted memlab, if any.
    public static var signal: Int32? {
        let value = signalNumber.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    public static var requested: Bool { signal != nil }

    /// Routes SIGINT and SIGTERM to `trigger` on a dispatch queue (not in a signal handler).
    public static func install() {
        for number in [SIGINT, SIGTERM] {
            Glibc.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { trigger(number) }
            source.resume()
            sources.append(source)
        }
    }

    public static func trigger(_ number: Int32) {
        _ = signalNumber.compareExchange(expected: 0, desired: number, ordering: .relaxed)
        workers.withLock { pids in
            for pid in pids { kill(pid, SIGKILL) }
        }
    }

    static func register(_ pid: pid_t) {
        workers.withLock { pids in
            pids.insert(pid)
            // A signal that arrived before this worker existed still ends it.
            if signalNumber.load(ordering: .relaxed) != 0 { kill(pid, SIGKILL) }
        }
    }

    static func unregister(_ pid: pid_t) {
        _ = workers.withLock { $0.remove(pid) }
    }

    public static var sentence: String {
        switch signal {
        case SIGTERM?: return "terminated by SIGTERM"
        default: return "interrupted by SIGINT"
        }
    }

    public static var exitCode: ExitCode { signal == SIGTERM ? .terminated : .interrupted }
}
