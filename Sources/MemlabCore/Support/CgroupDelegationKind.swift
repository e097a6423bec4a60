/// How memlab came to have the parent of its workers' cgroups: what Launch's CgroupDelegation
/// established and a record's `ceiling.cgroupDelegation` says.
public enum CgroupDelegationKind: String, Codable, Sendable, CaseIterable {
    /// cgroup v1: beneath memlab's own cgroup.
    case v1
    /// The cgroup v2 root, with the memory controller enabled below it.
    case v2Root = "v2-root"
    /// memlab moved itself into a leaf of its own cgroup and delegated the controller.
    case v2Leaf = "v2-leaf"
    /// memlab ran itself again under `systemd-run --scope -p Delegate=yes`.
    case v2SystemdScope = "v2-systemd-scope"
}
