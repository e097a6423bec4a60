/// Every number a push carries, the worker's and the parent's: the one table that the push
/// frame (`PushFrame`: its fields, decoding and writing), the record's push (`PushRecord`: its
/// storage and JSON), the record's columns (`PushList`) and the fold of a frame into its push
/// (`RecordAssembler.fold`) are all made from.
///
/// A case's name is its JSON key, in the frame and in the record alike, and its place among the
/// cases is its place in both (the record puts its few structured members, the heap, jemalloc's
/// counters and the warning, after the counters they have always followed: `PushRecord.Member`).
/// A key ending in `Seconds` is a number of seconds, a `Double` (docs/results-schema.md: times end
/// in `Seconds`); every other is an integer: bytes, counts, positions.
///
/// A new per-push number is one more case here: the worker sets it (`frame[.name] = value`), the
/// parent folds it into the push, the record keeps and writes it. Only a number that one side
/// alone has says so in `carrier`.
public enum PushCounter: Int, CaseIterable, CodingKey, Sendable {
    /// The sample after teardown, a synchronous full collection and a release of free pages.
    case footprintBytes
    /// From the push's dispatch until its event loop ended.
    case pushSeconds
    /// `memlab.checkpoint` calls in the push (the push in progress at a kill: those that came).
    case checkpoints
    /// Seconds since the worker started, when the sample was taken.
    case elapsedSeconds
    /// Timers still pending when the push ended (cancelled at teardown, never run).
    case timersPending
    /// Checkpoints not streamed (a flood: the same footprint, within 10 ms of the last one sent).
    case checkpointsSuppressed
    /// The parent's: the highest footprint it sampled during the push (at least the sample's).
    case peakFootprintBytes
    /// The cgroup's exact high-water mark since the previous push's sample (`--charge-peak-file`).
    case peakChargeBytes
    /// The cgroup's charge at the sample, anonymous and file pages as memory.stat splits it.
    case chargeAnonBytes
    case chargeFileBytes
    /// What IndexedDB and the Cache API hold in the worker's store after the push.
    case storageBytes
    /// SQLite's memory in the worker: its page cache and statements, and with `--storage-in
    /// memory` the database itself.
    case storageMemoryBytes
    /// The sample as a 16 KiB-page kernel (iOS on arm64) counts it (PAGEMAP_SCAN).
    case footprint16KBytes
    /// The parent's, in device mode: which worker process (1-based) ran the push.
    case process
    /// The parent's, with `--payloads`: the line (1-based) of the file the push's data was.
    case payloadLine
    /// Every notification the push showed (at most 20 are streamed).
    case notificationsShown
    /// The worker's word only: push listeners registered when the push was dispatched.
    case listeners
    /// The worker's word only: console and uncaught frames over the push's budget.
    case consoleSuppressed
    /// The worker's word only (`--on-warning gc`; the record's `warning` holds them): the
    /// footprint when the worker first saw 80 % of the limit passed, and what its collection gave back.
    case warningFootprintBytes
    case warningCollectedBytes
    /// Collections JavaScriptCore ran since the previous sample (the baseline for push 1), its own and,
    /// in measure mode, memlab's one after the push: read from JSC::Heap's served-request count.
    case collections

    // A key is its case's name (CodingKey's `stringValue`, synthesized); it has no integer form,
    // so that a decoding error names the field, not its place in the table.
    public var intValue: Int? { nil }
    public init?(intValue: Int) { nil }

    /// Who carries a number.
    public enum Carrier: Sendable {
        /// The worker measures it and sends it; the record keeps it.
        case both
        /// The worker's word to the parent, which the record keeps otherwise or not at all.
        case frame
        /// The parent's own (the worker never sends it).
        case record
    }

    /// `both`, but for the numbers listed.
    public var carrier: Carrier {
        switch self {
        case .listeners, .consoleSuppressed, .warningFootprintBytes, .warningCollectedBytes: return .frame
        case .peakFootprintBytes, .process, .payloadLine: return .record
        default: return .both
        }
    }

    /// Whether the push frame carries it.
    public var inFrame: Bool { carrier != .record }
    /// Whether the record's push keeps it.
    public var inRecord: Bool { carrier != .frame }

    /// Its bit in a set of counters (`PushCounterValues`).
    @inlinable public var bit: UInt64 { 1 << UInt64(rawValue) }

    /// Whether it is a number of seconds (a `Double`): its key ends in `Seconds`.
    public var isSeconds: Bool { PushCounter.secondsMask & bit != 0 }

    /// The bits of the seconds counters, read off their keys once.
    public static let secondsMask: UInt64 = allCases.reduce(0) { mask, counter in
        counter.stringValue.hasSuffix("Seconds") ? mask | counter.bit : mask
    }

    /// The counters the frame carries, those the record keeps, and those a frame gives its
    /// push's record (both), in the table's order.
    public static let inFrames = allCases.filter(\.inFrame)
    public static let inRecords = allCases.filter(\.inRecord)
    public static let inBoth = allCases.filter { $0.carrier == .both }
}

/// A value for each `PushCounter` a push has, held inline: no allocation (the worker fills one
/// for every push), integers as they are, seconds as their bits. `values[.timersPending]` is an
/// integer counter's value, `values[seconds: .pushSeconds]` a seconds counter's; nil: absent.
/// What carries a push's numbers (a push frame, a record's push): each read and written by its
/// counter, `push[.timersPending]`, `push[seconds: .pushSeconds]`.
public protocol PushCounterCarrier {
    var counters: PushCounterValues { get set }
}

extension PushCounterCarrier {
    /// An integer counter's value (`PushCounterValues`).
    @inlinable public subscript(counter: PushCounter) -> Int64? {
        get { counters[counter] }
        set { counters[counter] = newValue }
    }

    /// A seconds counter's value.
    @inlinable public subscript(seconds counter: PushCounter) -> Double? {
        get { counters[seconds: counter] }
        set { counters[seconds: counter] = newValue }
    }
}

public struct PushCounterValues: Sendable, Equatable {
    /// A slot a counter (by its raw value), 8 bytes each: 256 bytes a push, on the stack.
    @usableFromInline typealias Slots = InlineArray<32, Int64>

    /// The most counters the table may have (a test holds it to that; `present` has 64 bits).
    public static var capacity: Int { Slots.count }

    @usableFromInline var present: UInt64 = 0
    @usableFromInline var slots = Slots(repeating: 0)

    public init() {}

    /// Whether any counter has a value.
    public var isEmpty: Bool { present == 0 }

    /// An integer counter's value.
    @inlinable public subscript(counter: PushCounter) -> Int64? {
        get {
            assert(!counter.isSeconds, "\(counter) is seconds: read it with [seconds:]")
            return present & counter.bit != 0 ? slots[counter.rawValue] : nil
        }
        set {
            assert(!counter.isSeconds, "\(counter) is seconds: set it with [seconds:]")
            set(newValue, counter)
        }
    }

    /// A seconds counter's value.
    @inlinable public subscript(seconds counter: PushCounter) -> Double? {
        get {
            assert(counter.isSeconds, "\(counter) is an integer: read it with [counter]")
            return present & counter.bit != 0 ? Double(bitPattern: UInt64(bitPattern: slots[counter.rawValue])) : nil
        }
        set {
            assert(counter.isSeconds, "\(counter) is an integer: set it with [counter]")
            set(newValue.map { Int64(bitPattern: $0.bitPattern) }, counter)
        }
    }

    /// The value's bits, whichever kind it is (copying, comparing).
    @inlinable public func bits(_ counter: PushCounter) -> Int64? { present & counter.bit != 0 ? slots[counter.rawValue] : nil }

    @inlinable public mutating func set(_ bits: Int64?, _ counter: PushCounter) {
        if let bits {
            slots[counter.rawValue] = bits
            present |= counter.bit
        } else {
            present &= ~counter.bit
        }
    }

    /// Copies `counters`' values (absent ones too) from `other`.
    public mutating func copy(_ counters: [PushCounter], from other: PushCounterValues) {
        for counter in counters { set(other.bits(counter), counter) }
    }

    public static func == (lhs: PushCounterValues, rhs: PushCounterValues) -> Bool {
        guard lhs.present == rhs.present else { return false }
        var remaining = lhs.present
        while remaining != 0 {
            let slot = remaining.trailingZeroBitCount
            if lhs.slots[slot] != rhs.slots[slot] { return false }
            remaining &= remaining - 1
        }
        return true
    }

    /// Each counter present, in the table's order, as `"key":value` members of `frame`.
    /// Allocates nothing of its own: a bit scan, and the writer's bytes.
    @inlinable @inline(__always) public func write(into frame: inout JSONObjectWriter) {
        var remaining = present
        guard remaining != 0 else { return }
        let seconds = PushCounter.secondsMask
        // Read through a span: a subscript of the stored array copied all 32 slots for each value.
        let values = slots.span
        while remaining != 0 {
            let slot = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            guard let counter = PushCounter(rawValue: slot) else { continue }
            if seconds & counter.bit != 0 {
                frame.double(counter.stringValue, Double(bitPattern: UInt64(bitPattern: values[slot])))
            } else {
                frame.int(counter.stringValue, values[slot])
            }
        }
    }

    /// `counters` among the members of a JSON object (`key` gives each one's key in the object's
    /// container: one container for all its members, since JSONDecoder makes a table of the
    /// object's keys for every container asked of it), each an integer or seconds as its kind says
    /// (an integer counter's member with a fraction fails to decode).
    @inlinable
    public init<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, _ counters: [PushCounter], key: (PushCounter) -> Key) throws {
        let seconds = PushCounter.secondsMask
        for counter in counters {
            let key = key(counter)
            if seconds & counter.bit != 0 {
                set(try container.decodeIfPresent(Double.self, forKey: key).map { Int64(bitPattern: $0.bitPattern) }, counter)
            } else {
                set(try container.decodeIfPresent(Int64.self, forKey: key), counter)
            }
        }
    }
}
