import Glibc

/// How a worker process ended: a value, not an error (a signalled exit is a finding).
public enum WorkerExit: Sendable, Equatable, Codable {
    case exited(Int32)
    case signaled(Int32)

    public var description: String {
        switch self {
        case .exited(let code): return "exited with status \(code)"
        case .signaled(let signal): return "killed by signal \(signal) (\(WorkerExit.signalName(signal)))"
        }
    }

    public static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGKILL: return "SIGKILL"
        case SIGABRT: return "SIGABRT"
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGILL: return "SIGILL"
        case SIGTERM: return "SIGTERM"
        case SIGXCPU: return "SIGXCPU"
        case SIGXFSZ: return "SIGXFSZ"
        case SIGTRAP: return "SIGTRAP"
        case SIGFPE: return "SIGFPE"
        case SIGSYS: return "SIGSYS"
        case SIGINT: return "SIGINT"
        default: return "signal \(signal)"
        }
    }
}
