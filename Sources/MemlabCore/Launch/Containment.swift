import Foundation
import Synchronization

/// What holds the worker to the ceiling: the backend (resolved: never `auto`), how memlab came
/// to have a cgroup or why `auto` has none, and the cgroup itself with its `cgroup.procs`
/// descriptor for the workers to enter. Set up once per run, before the first worker; `close()`
/// removes the cgroup (and is safe to call twice).
public struct Containment {
    public var backend: RunPlan.Enforcement
    public var delegation: CgroupDelegation.Established?
    /// `auto`'s fallback to the watchdog, in one sentence (nil when it did not fall back).
    public var fallbackReason: String?
    public var cgroup: MemoryCgroup?
    public var procsFD: Int32 = -1
    /// What the backend enforces, in its own words (the record's `ceiling.detail`).
    public var detail: String

    /// Which backend `auto` (or the user) gets, or why not; with the cgroup, how memlab came
    /// to have one (CgroupDelegation); with `auto`'s fallback, the sentence saying why.
    static func resolveBackend(_ choice: RunPlan.Enforcement) throws(MemlabError)
        -> (RunPlan.Enforcement, CgroupDelegation.Established?, fallbackReason: String?)
    {
        switch choice {
        case .cgroup:
            switch CgroupDelegation.establish() {
            case .success(let established): return (.cgroup, established, nil)
            case .failure(let error):
                throw MemlabError(.unavailable, "--enforce cgroup is not available: \(error.sentence)")
            }
        case .auto:
            // Most exact first: the kernel's own accounting, then footprint polling.
            switch CgroupDelegation.establish() {
            case .success(let established): return (.cgroup, established, nil)
            case .failure(let error): return (.watchdog, nil, "auto chose the watchdog, not the exact cgroup ceiling: " + error.sentence)
            }
        case .rlimit, .watchdog:
            return (choice, nil, nil)
        }
    }

    /// The backend the plan asks for, set up: a cgroup of the plan's limit when it is the cgroup.
    public static func establish(for plan: RunPlan) throws(MemlabError) -> Containment {
        let (backend, delegation, fallbackReason) = try resolveBackend(plan.enforcement)
        var containment = Containment(backend: backend, delegation: delegation, fallbackReason: fallbackReason, detail: "")
        switch backend {
        case .cgroup:
            let parent = delegation!.parent
            MemoryCgroup.reapLeftovers(in: parent)
            let made = try MemoryCgroup(parent: parent, limitBytes: plan.limit.bytes, serial: plan.cgroupSerial ?? Containment.nextSerial())
            containment.cgroup = made
            do { containment.procsFD = try made.openProcs() } catch {
                made.remove()
                throw error
            }
            containment.detail =
                made.version == .v1
                ? "cgroup v1 memory.limit_in_bytes=\(plan.limit.bytes) at \(made.path)"
                : "cgroup v2 memory.max=\(plan.limit.bytes), memory.swap.max=0 at \(made.path)"
        case .rlimit:
            containment.detail = "RLIMIT_AS lowered after start-up to the address space in use + (limit - baseline footprint)"
        default:
            containment.detail = "parent polls /proc/PID/statm every \(plan.watchdogIntervalMicroseconds) µs and sends SIGKILL past the limit"
        }
        return containment
    }

    /// The cgroup's kernel OOM kills so far (0 without one).
    public var oomKills: Int { cgroup?.oomKills ?? 0 }

    /// Closes the procs descriptor and removes the cgroup.
    public mutating func close() {
        if procsFD >= 0 { Glibc.close(procsFD) }
        procsFD = -1
        cgroup?.remove()
        cgroup = nil
    }

    private static let serials = Mutex(0)

    /// A fresh serial for a cgroup's or a spool's name, unique within this process.
    public static func nextSerial() -> Int {
        serials.withLock { value in
            value += 1
            return value
        }
    }
}
