import Glibc
import Synchronization

/// Whether a directory takes a new file, found by making one (and removing it): `access(W_OK)`
/// says yes to root everywhere but on a read-only file system, and a path checked only that way
/// fails at the end, after the measurement it was to hold.
public enum Writable {
    private static let serials = Mutex(0)

    /// nil when `directory` takes a file; else the reason, as strerror gives it.
    public static func problem(inDirectory directory: String) -> String? {
        // A name of this call's own: threads of one memlab (wpt's and suite's -j) check one
        // directory at once, and a shared name made one of them fail with EEXIST.
        // Its own counter: the cgroups' and spools' serials stay 1, 2, ... for the runs themselves.
        let serial = serials.withLock { value in
            value += 1
            return value
        }
        let probe = (directory.isEmpty ? "." : directory) + "/.memlab-writable-\(getpid())-\(serial)"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        close(fd)
        unlink(probe)
        return nil
    }
}
