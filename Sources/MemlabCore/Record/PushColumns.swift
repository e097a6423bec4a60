import Foundation
import MemlabProtocol

/// A column of integers (nil where a push has none), as narrow as its values allow: none until
/// it first holds a value; then, while the values so far are an arithmetic series (a count of
/// checkpoints that never changes, the push index 1, 2, 3, ...), its first value and step; then
/// each value as its difference from the column's base (its first value) in units of a power of
/// two (4 KiB for footprints counted in pages), in 1, 2, 4 or 8 bytes a push, re-encoded when a
/// value needs more. A field no push has costs nothing; a footprint that moves by a few pages, a
/// byte a push. Read back exactly: what is stored is what was set.
struct IntColumn: Sendable {
    private enum Storage: Sendable {
        case none
        /// Positions 0..<count hold first + position × step; those after, nil.
        case series(first: Int64, step: Int64, count: Int)
        /// value = base + (stored << shift); each type's `.min` stands for nil.
        case int8([Int8]), int16([Int16]), int32([Int32]), int64([Int64])
    }

    private var storage = Storage.none
    private var base: Int64 = 0
    private var shift = 0
    /// The largest unit a column starts with: a page.
    private static let maximumShift = 12

    var isUsed: Bool {
        if case .none = storage { return false }
        return true
    }

    /// The bytes its values take (what their arrays hold, not the room reserved past them).
    var storedBytes: Int { covered * width }

    subscript(position: Int) -> Int64? {
        switch storage {
        case .none: return nil
        case .series(let first, let step, let count): return position < count ? first &+ step &* Int64(position) : nil
        case .int8(let values): return position < values.count && values[position] != .min ? base &+ (Int64(values[position]) << shift) : nil
        case .int16(let values): return position < values.count && values[position] != .min ? base &+ (Int64(values[position]) << shift) : nil
        case .int32(let values): return position < values.count && values[position] != .min ? base &+ (Int64(values[position]) << shift) : nil
        case .int64(let values): return position < values.count && values[position] != .min ? base &+ (values[position] << shift) : nil
        }
    }

    /// How many positions the storage covers (those past it are nil).
    private var covered: Int {
        switch storage {
        case .none: return 0
        case .series(_, _, let count): return count
        case .int8(let values): return values.count
        case .int16(let values): return values.count
        case .int32(let values): return values.count
        case .int64(let values): return values.count
        }
    }

    /// The bytes a stored number needs (its type's `.min` being nil); 8 holds every one but Int64.min.
    private static func width(_ stored: Int64) -> Int {
        if stored > Int64(Int8.min) && stored <= Int64(Int8.max) { return 1 }
        if stored > Int64(Int16.min) && stored <= Int64(Int16.max) { return 2 }
        if stored > Int64(Int32.min) && stored <= Int64(Int32.max) { return 4 }
        return 8
    }

    private var width: Int {
        switch storage {
        case .none, .series: return 0
        case .int8: return 1
        case .int16: return 2
        case .int32: return 4
        case .int64: return 8
        }
    }

    /// `value` as the arrays store it under `base` and `shift`, when it can be.
    private static func stored(_ value: Int64, base: Int64, shift: Int) -> Int64? {
        let (delta, overflow) = value.subtractingReportingOverflow(base)
        guard !overflow, delta & ((1 << shift) - 1) == 0 else { return nil }
        return delta >> shift
    }

    mutating func set(_ value: Int64?, at position: Int, room: Int) {
        switch storage {
        case .none:
            guard let value else { return }
            if position == 0 {
                storage = .series(first: value, step: 0, count: 1)
                return
            }
        case .series(let first, let step, let count):
            if value == nil && position >= count { return }
            if let value {
                let expected = first &+ step &* Int64(position)
                if position < count && value == expected { return }
                if position == count {
                    if value == expected {
                        storage = .series(first: first, step: step, count: count + 1)
                        return
                    }
                    if count == 1 {
                        let (step, overflow) = value.subtractingReportingOverflow(first)
                        if !overflow {
                            storage = .series(first: first, step: step, count: 2)
                            return
                        }
                    }
                }
            }
        default:
            if value == nil && position >= covered { return }
        }
        let number = value.flatMap { IntColumn.stored($0, base: base, shift: shift) }
        if value != nil && (number == nil || IntColumn.width(number!) > width) {
            reencode(adding: value!, room: room)
        }
        let stored = value.map { IntColumn.stored($0, base: base, shift: shift)! }
        let count = position + 1
        // Room for the run's pushes at once, not doublings (each a copy); past them, doublings.
        func place<T: FixedWidthInteger>(_ values: inout [T]) {
            if position >= values.count {
                if values.capacity < count { values.reserveCapacity(room >= count ? room : Swift.max(count, 2 * values.capacity)) }
                values.append(contentsOf: repeatElement(T.min, count: count - values.count))
            }
            values[position] = stored.map { T($0) } ?? T.min
        }
        switch storage {
        case .int8(var values):
            storage = .none
            place(&values)
            storage = .int8(values)
        case .int16(var values):
            storage = .none
            place(&values)
            storage = .int16(values)
        case .int32(var values):
            storage = .none
            place(&values)
            storage = .int32(values)
        case .int64(var values):
            storage = .none
            place(&values)
            storage = .int64(values)
        case .none, .series:
            // Only nil values so far past position 0 (a column that first holds a value later on).
            reencode(adding: nil, room: room)
            set(value, at: position, room: room)
        }
    }

    /// The values so far (and `adding`, still to be set) in arrays whose base, unit and width
    /// hold them all: the unit only shrinks, the width only grows.
    private mutating func reencode(adding extra: Int64?, room: Int) {
        let count = covered
        var newBase = base
        var newShift = shift
        switch storage {
        case .none:
            newBase = extra ?? 0
            newShift = IntColumn.maximumShift
        case .series(let first, let step, _):
            newBase = first
            newShift = Swift.min(IntColumn.maximumShift, step == 0 ? IntColumn.maximumShift : step.trailingZeroBitCount)
        default: break
        }
        // The unit: a power of two every difference from the base is a multiple of.
        func fits(_ value: Int64) -> Bool {
            let (delta, overflow) = value.subtractingReportingOverflow(newBase)
            guard !overflow else {
                newBase = 0
                newShift = 0
                return false
            }
            if delta != 0 { newShift = Swift.min(newShift, delta.trailingZeroBitCount) }
            return true
        }
        var all = true
        for position in 0..<count where all {
            if let value = self[position] { all = fits(value) }
        }
        if all, let extra { all = fits(extra) }
        if !all {
            newBase = 0
            newShift = 0
        }
        var newWidth = width
        for position in 0..<count {
            if let value = self[position] { newWidth = Swift.max(newWidth, IntColumn.width(IntColumn.stored(value, base: newBase, shift: newShift)!)) }
        }
        if let extra { newWidth = Swift.max(newWidth, IntColumn.width(IntColumn.stored(extra, base: newBase, shift: newShift)!)) }
        func convert<T: FixedWidthInteger>(_: T.Type) -> [T] {
            var values: [T] = []
            values.reserveCapacity(Swift.max(room, count))
            for position in 0..<count { values.append(self[position].map { T(IntColumn.stored($0, base: newBase, shift: newShift)!) } ?? T.min) }
            return values
        }
        let converted: Storage
        switch newWidth {
        case 0, 1: converted = .int8(convert(Int8.self))
        case 2: converted = .int16(convert(Int16.self))
        case 4: converted = .int32(convert(Int32.self))
        default: converted = .int64(convert(Int64.self))
        }
        storage = converted
        base = newBase
        shift = newShift
    }
}

/// A column of seconds (nil where a push has none): while every value is a whole number of
/// microseconds (a run's timings, which the parent rounds so), those microseconds in an
/// `IntColumn` (2 to 4 bytes a push, not 8); once one is not (a record from elsewhere), doubles.
struct DoubleColumn: Sendable {
    private var micros = IntColumn()
    private var values: [Double]?
    private var covered = 0
    private static let absent = Double(bitPattern: 0x7FF4_0000_6D6C_6162)

    var storedBytes: Int { values.map { $0.count * 8 } ?? micros.storedBytes }

    subscript(position: Int) -> Double? {
        guard let values else { return micros[position].map { Double($0) / 1_000_000 } }
        guard position < values.count else { return nil }
        let value = values[position]
        return value.bitPattern == DoubleColumn.absent.bitPattern ? nil : value
    }

    /// `value`'s microseconds, when they read back as exactly `value`.
    private static func microseconds(_ value: Double) -> Int64? {
        let scaled = (value * 1_000_000).rounded()
        guard scaled.isFinite, abs(scaled) < 9_007_199_254_740_992 else { return nil }
        let whole = Int64(scaled)
        let back = Double(whole) / 1_000_000
        guard back.bitPattern == value.bitPattern else { return nil }
        return whole
    }

    mutating func set(_ value: Double?, at position: Int, room: Int) {
        guard value != nil || position < covered else { return }
        let before = covered
        covered = Swift.max(covered, position + 1)
        if values == nil {
            if let value, let whole = DoubleColumn.microseconds(value) {
                micros.set(whole, at: position, room: room)
                return
            }
            if value == nil {
                micros.set(nil, at: position, room: room)
                return
            }
            var doubles: [Double] = []
            doubles.reserveCapacity(Swift.max(room, covered))
            for earlier in 0..<before { doubles.append(self[earlier] ?? DoubleColumn.absent) }
            micros = IntColumn()
            values = doubles
        }
        if position >= values!.count {
            values!.append(contentsOf: repeatElement(DoubleColumn.absent, count: position + 1 - values!.count))
        }
        values![position] = value ?? DoubleColumn.absent
    }

    /// A run's timing as the record keeps it: to the microsecond (what a timing read between two
    /// frames can tell apart), so that it takes the narrow form.
    static func rounded(_ seconds: Double) -> Double {
        guard seconds.isFinite, abs(seconds) < 9e9 else { return seconds }
        return (seconds * 1_000_000).rounded() / 1_000_000
    }
}

/// A column of short codes for the values of a small set (outcomes, reasons: `PushList.Codes`):
/// 0 is nil. A run in which every push ends the same costs nothing.
struct CodeColumn: Sendable {
    private var codes = IntColumn()

    var storedBytes: Int { codes.storedBytes }

    subscript(position: Int) -> UInt8? {
        guard let code = codes[position], code != 0 else { return nil }
        return UInt8(code)
    }

    mutating func set(_ code: UInt8?, at position: Int, room: Int) {
        codes.set(code.map(Int64.init), at: position, room: room)
    }
}

/// The pushes' notification texts, appended as they come and never changed: in memory up to
/// 256 KiB, then (`spills`) in an unlinked temporary file (memory again if none can be made). Shared by the
/// copies of a `PushList` (each refers to its own texts by offset).
final class PushTextArena: @unchecked Sendable, Equatable {
    static let memoryBytes = 256 << 10

    init(spills: Bool = false) { noFile = !spills }

    private let lock = NSLock()
    /// The bytes from `fileBytes` on; those before are in the file.
    private var memory: [UInt8] = []
    private var fd: Int32 = -1
    private var fileBytes = 0
    private var noFile = false
    /// The part of the file read last (a record is written in push order: reads are sequential).
    private var window: [UInt8] = []
    private var windowStart = 0

    deinit { if fd >= 0 { close(fd) } }

    static func == (lhs: PushTextArena, rhs: PushTextArena) -> Bool { lhs === rhs }

    func append(_ bytes: [UInt8]) -> (offset: Int, length: Int) {
        lock.lock()
        defer { lock.unlock() }
        if !noFile && memory.count + bytes.count > PushTextArena.memoryBytes && !memory.isEmpty { spill() }
        let offset = fileBytes + memory.count
        memory.append(contentsOf: bytes)
        return (offset, bytes.count)
    }

    /// The memory's bytes to the file (made on the first call).
    private func spill() {
        if fd < 0 {
            let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            // O_TMPFILE (Linux's __O_TMPFILE | O_DIRECTORY): a file with no name, gone with its descriptor.
            fd = open(directory, 0o20_000_000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o600)
            if fd < 0 {
                var template = Array((directory + "/.memlab-pushes-XXXXXX").utf8CString)
                fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
                if fd >= 0 {
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
                }
            }
            if fd < 0 {
                noFile = true
                return
            }
        }
        let written = memory.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let count = pwrite(fd, buffer.baseAddress! + done, buffer.count - done, off_t(fileBytes + done))
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                done += count
            }
            return true
        }
        guard written else {
            // A full disk: what is in the file stays readable; the rest stays in memory.
            noFile = true
            return
        }
        fileBytes += memory.count
        memory.removeAll(keepingCapacity: true)
    }

    func read(offset: Int, length: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        read(offset: offset, length: length, into: &bytes)
        return bytes
    }

    func read(offset: Int, length: Int, into bytes: inout [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        if offset >= fileBytes {
            bytes.append(contentsOf: memory[(offset - fileBytes)..<(offset - fileBytes + length)])
            return
        }
        if offset < windowStart || offset + length > windowStart + window.count {
            windowStart = offset
            let size = min(max(length, 256 << 10), fileBytes - offset)
            window = [UInt8](repeating: 0, count: size)
            let got = window.withUnsafeMutableBytes { buffer -> Int in
                var done = 0
                while done < buffer.count {
                    let count = pread(fd, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { break }
                    done += count
                }
                return done
            }
            window.removeSubrange(got...)
        }
        let start = offset - windowStart
        bytes.append(contentsOf: window[start..<min(window.count, start + length)])
    }
}

/// A set of push indices as runs of consecutive ones: the pushes that finished, which in a long
/// run are 1...N (one range), not a hash table of 100,000 entries.
struct PushIndexSet: Sendable, Equatable, Sequence {
    private var ranges: [ClosedRange<Int>] = []
    private(set) var count = 0

    init() {}

    init(_ indices: some Sequence<Int>) {
        for index in indices { insert(index) }
    }

    var isEmpty: Bool { count == 0 }

    func max() -> Int? { ranges.last?.upperBound }

    func contains(_ index: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].contains(index) { return true }
            if ranges[middle].upperBound < index { low = middle + 1 } else { high = middle }
        }
        return false
    }

    mutating func insert(_ index: Int) {
        if let last = ranges.last, index > last.upperBound {
            if index == last.upperBound + 1 { ranges[ranges.count - 1] = last.lowerBound...index } else { ranges.append(index...index) }
            count += 1
            return
        }
        if ranges.isEmpty {
            ranges.append(index...index)
            count = 1
            return
        }
        guard !contains(index) else { return }
        // Out of order (rare): put it in place and join what now touches.
        var all = ranges + [index...index]
        all.sort { $0.lowerBound < $1.lowerBound }
        var joined: [ClosedRange<Int>] = []
        for range in all {
            if let last = joined.last, range.lowerBound <= last.upperBound + 1 {
                joined[joined.count - 1] = last.lowerBound...Swift.max(last.upperBound, range.upperBound)
            } else {
                joined.append(range)
            }
        }
        ranges = joined
        count += 1
    }

    mutating func formUnion(_ other: some Sequence<Int>) {
        for index in other { insert(index) }
    }

    func union(_ other: some Sequence<Int>) -> PushIndexSet {
        var result = self
        result.formUnion(other)
        return result
    }

    func makeIterator() -> FlattenSequence<[ClosedRange<Int>]>.Iterator { ranges.joined().makeIterator() }
}
