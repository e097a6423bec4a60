/// Where a record goes: a new time-stamped file in a results directory (`run`, `limit`, `recover`),
/// or a file of a suite directory (`<suite>/<probe>.json`), never replaced.
public enum RecordDestination: Sendable, Equatable {
    case directory(String)
    case file(String)

    /// Where `--check-allocator`'s second run goes: beside the first.
    var beside: RecordDestination {
        switch self {
        case .directory: return self
        case .file(let path): return .file(String(path.dropLast(".json".count)) + "-malloc.json")
        }
    }
}
