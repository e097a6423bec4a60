/// A JavaScriptCore option for the worker's engine: `--engine-option NAME=VALUE`, passed to the
/// worker as `JSC_NAME=VALUE` (JSC reads its options from the environment once, before the first
/// VM exists: docs/jsc-facts.md). Only names on the allow-list below are taken: each is one whose
/// effect is on when and how much the collector collects or how the heap is sized, which a user
/// may want to try against the ceiling, and none of which changes what the worker measures or
/// whether the run's numbers mean what the record says. Everything else is refused.
public struct EngineOption: Sendable, Equatable, Codable, Hashable {
    public var name: String
    /// The value as JSC reads it (a size is given in bytes).
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// What an allowed option's value is.
    public enum Kind: String, Sendable {
        case bool, unsigned, double, bytes
    }

    /// One allowed option: its name, its kind and why a user would try it.
    public struct Allowed: Sendable {
        public let name: String
        public let kind: Kind
        public let help: String
    }

    /// The allow-list (JavaScriptCore/runtime/OptionsList.h, WebKitGTK 2.50: names and meanings).
    public static let allowed: [Allowed] = [
        Allowed(
            name: "forceRAMSize", kind: .bytes,
            help:
                "the RAM size the heap sizes itself for (device mode: the ceiling rounded up to 128 MiB, as iOS gives an extension); 0 = the machine's own"
        ),
        Allowed(name: "useConcurrentGC", kind: .bool, help: "mark on a collector thread while JavaScript runs (measure mode turns it off)"),
        Allowed(name: "useGenerationalGC", kind: .bool, help: "eden (young-generation) collections between full ones"),
        Allowed(name: "numberOfGCMarkers", kind: .unsigned, help: "marking threads (memlab sets 1)"),
        Allowed(name: "smallHeapSize", kind: .bytes, help: "bytes a C-API context group's heap allocates before its first collection (1 MiB)"),
        Allowed(
            name: "smallHeapGrowthFactor", kind: .double, help: "heap growth after a collection while the footprint is under smallHeapRAMFraction of RAM (2)"),
        Allowed(name: "mediumHeapGrowthFactor", kind: .double, help: "growth while under mediumHeapRAMFraction of RAM (1.5)"),
        Allowed(name: "largeHeapGrowthFactor", kind: .double, help: "growth above it (1.24)"),
        Allowed(name: "smallHeapRAMFraction", kind: .double, help: "the fraction of RAM below which the heap grows by the small factor (0.25)"),
        Allowed(name: "mediumHeapRAMFraction", kind: .double, help: "the fraction of RAM below which it grows by the medium factor (0.5)"),
        Allowed(name: "gcMaxHeapSize", kind: .bytes, help: "a cap on the heap size the growth heuristics may choose; 0 = none"),
        Allowed(name: "criticalGCMemoryThreshold", kind: .double, help: "the fraction of RAM in use past which every eden collection is made a full one (0.8)"),
        Allowed(name: "minimumGCPauseMS", kind: .double, help: "the shortest pause the concurrent collector's scheduler plans"),
        Allowed(name: "sweepSynchronously", kind: .bool, help: "sweep in the collection instead of incrementally afterwards")
    ]

    public static func allowedOption(named name: String) -> Allowed? { allowed.first { $0.name == name } }

    /// Options the worker's environment sets without being asked (`--jit` and `--mode` decide some),
    /// each with why; an `--engine-option` of the same name replaces memlab's value.
    public static let memlabSets: [(name: String, value: String, when: String, why: String)] = [
        ("numberOfGCMarkers", "1", "always", "marking on the collector's own thread: fewer context switches a push, the same objects collected"),
        ("useJIT", "false", "without --jit", "a third-party iOS extension has no JIT"),
        ("useConcurrentJIT", "false", "with --jit", "code compiled in the background can keep a dead context alive for a while"),
        ("useConcurrentGC", "false", "--mode measure", "the collection after every push marks on the push's thread"),
        (
            "forceRAMSize", "the ceiling rounded up to 128 MiB (24M: 134217728)", "--mode device",
            "iOS gives an extension's JavaScriptCore its jetsam limit, rounded up to 128 MB, as RAM size"
        )
    ]

    /// The RAM size an extension's JavaScriptCore sees under a jetsam limit of LIMITBYTES: WTF's
    /// computeAvailableMemory() on iOS takes the limit and rounds it up to a multiple of 128 MB.
    public static func modelledRAMSizeBytes(limitBytes: Int64) -> Int64 {
        let step: Int64 = 128 << 20
        return max(1, (limitBytes + step - 1) / step) * step
    }

    /// `NAME=VALUE` checked against the allow-list, or nil with the sentence that says why not.
    public static func parse(_ text: String) -> Result<EngineOption, EngineOptionError> {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            return .failure(EngineOptionError("--engine-option takes NAME=VALUE, e.g. forceRAMSize=128M (got '\(text)'); `memlab run --help` lists the names"))
        }
        let name = String(text[..<equals])
        let given = String(text[text.index(after: equals)...])
        guard let allowed = allowedOption(named: name) else {
            let hint = name == "useJIT" ? "; use --jit" : ""
            return .failure(
                EngineOptionError(
                    "--engine-option \(name) is not a JavaScriptCore option memlab lets through\(hint); allowed: \(EngineOption.allowed.map(\.name).joined(separator: ", "))"
                ))
        }
        guard let value = allowed.kind.normalized(given) else {
            return .failure(EngineOptionError("--engine-option \(name) takes \(allowed.kind.expected) (got '\(given)')"))
        }
        return .success(EngineOption(name: name, value: value))
    }
}

public struct EngineOptionError: Error, Sendable {
    public let sentence: String
    init(_ sentence: String) { self.sentence = sentence }
}

extension EngineOption.Kind {
    var expected: String {
        switch self {
        case .bool: "true or false"
        case .unsigned: "a whole number from 0 to 4294967295"
        case .double: "a number, e.g. 1.5"
        case .bytes: "a size under 4 GiB in bytes or binary units, e.g. 134217728 or 128M"
        }
    }

    /// The value as JSC parses it, or nil when it is not one of this kind.
    func normalized(_ text: String) -> String? {
        switch self {
        case .bool:
            return text == "true" || text == "false" ? text : nil
        case .unsigned:
            guard let number = UInt32(text) else { return nil }
            return String(number)
        case .double:
            guard let number = Double(text), number.isFinite, number >= 0 else { return nil }
            return text
        case .bytes:
            // JSC's Unsigned options are 32-bit in some builds (forceRAMSize was until 2.50): stay under 4 GiB.
            if let number = UInt32(text) { return String(number) }
            guard let size = try? ByteSize(parsing: text), size.bytes < (1 << 32) else { return nil }
            return String(size.bytes)
        }
    }
}
