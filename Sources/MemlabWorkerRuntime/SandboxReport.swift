@preconcurrency import Glibc
import CSandbox

/// What confines this worker, checked from inside: the parent asked for it, the
/// worker says what it got, and the record keeps it.
struct SandboxReport {
    var noNewPrivileges: Bool
    var seccomp: Bool
    var seccompError: String?
    /// `private` when only a loopback device is visible (a network namespace of its own).
    var network: String
    /// Where it may write (HelloFrame.writes).
    var writes: String

    /// Confines writes to the storage directory (and the cgroup's peak file, which the worker
    /// resets), installs the seccomp filter (both need no-new-privileges, which the parent sets)
    /// and reports.
    static func apply(storageDirectory: String?, chargePeakFile: String?) -> SandboxReport {
        let noNewPrivileges = memlab_no_new_privs() == 1
        let abi = memlab_confine_writes(storageDirectory, chargePeakFile)
        let writes = abi > 0 ? "landlock:" + (storageDirectory ?? "none") : "unconfined: " + String(cString: strerror(errno))
        let installed = memlab_install_worker_seccomp() == 0
        let error = installed ? nil : String(cString: strerror(errno))
        return SandboxReport(noNewPrivileges: noNewPrivileges, seccomp: installed, seccompError: error, network: networkKind(), writes: writes)
    }

    /// Counts the network devices this process can see (/proc/self/net/dev lists them).
    static func networkKind() -> String {
        let fd = open("/proc/self/net/dev", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return "unknown" }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return "unknown" }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        let devices = text.split(separator: "\n").dropFirst(2).compactMap { line in
            line.split(separator: ":").first.map { $0.filter { !$0.isWhitespace } }
        }
        return devices.allSatisfy { $0 == "lo" } ? "private" : "host"
    }
}
