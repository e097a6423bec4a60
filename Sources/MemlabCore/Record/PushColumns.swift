import Foundation
import MemlabProtocol

/// A column of integers (nil where a push has none), as narrow as its values allow: none until
/// it first holds a value, then one value for a run of pushes that all have it (a count of
/// checkpoints, timers, notifications that never changes), then 1, 2, 4 or 8 bytes a push,
/// widened when a value needs it. A field no push has costs nothing.
struct IntColumn: Sendable {
    private enum Storage: Sendable {
        case none
        /// Positions 0..<count hold the value; those after, nil.
        case constant(Int64, count: Int)
        /// Each type's `.min` stands for nil.
        case int8([Int8]), int16([Int16]), int32([Int32]), int64([Int64])
    }

    private var storage = Storage.none

    var isUsed: Bool {
        if case .none = storage { return false }
        return true
    }

    subscript(position: Int) -> Int64? {
        switch storage {
        case .none: return nil
        case .constant(let value, let count): return position < count ? value : nil
        case .int8(let values): return position < values.count && values[position] != .min ? Int64(values[position]) : nil
        case .int16(let values): return position < values.count && values[position] != .min ? Int64(values[position]) : nil
        case .int32(let values): return position < values.count && values[position] != .min ? Int64(values[position]) : nil
        case .int64(let values): return position < values.count && values[position] != .min ? values[position] : nil
        }
    }

    /// How many positions the storage covers (those past it are nil).
    private var covered: Int {
        switch storage {
        case .none: return 0
        case .constant(_, let count): return count
        case .int8(let values): return values.count
        case .int16(let values): return values.count
        case .int32(let values): return values.count
        case .int64(let values): return values.count
        }
    }

    /// The bytes a value needs (its type's `.min` being nil); 8 holds every value but Int64.min.
    private static func width(_ value: Int64) -> Int {
        if value > Int64(Int8.min) && value <= Int64(Int8.max) { return 1 }
        if value > Int64(Int16.min) && value <= Int64(Int16.max) { return 2 }
        if value > Int64(Int32.min) && value <= Int64(Int32.max) { return 4 }
        return 8
    }

    private var width: Int {
        switch storage {
        case .none, .constant: return 0
        case .int8: return 1
        case .int16: return 2
        case .int32: return 4
        case .int64: return 8
        }
    }

    mutating func set(_ value: Int64?, at position: Int, room: Int) {
        switch storage {
        case .none:
            guard let value else { return }
            if position == 0 {
                storage = .constant(value, count: 1)
                return
            }
        case .constant(let constant, let count):
            if value == constant && position <= count {
                if position == count { storage = .constant(constant, count: count + 1) }
                return
            }
            if value == nil && position >= count { return }
        default:
            if value == nil && position >= covered { return }
        }
        let needed = value.map(IntColumn.width) ?? 1
        if needed > width { widen(to: needed, room: room) }
        let count = position + 1
        // Room for the run's pushes at once, not doublings (each a copy); past them, doublings.
        func place<T: FixedWidthInteger>(_ values: inout [T]) {
            if position >= values.count {
                if values.capacity < count { values.reserveCapacity(room >= count ? room : Swift.max(count, 2 * values.capacity)) }
                values.append(contentsOf: repeatElement(T.min, count: count - values.count))
            }
            values[position] = value.map { T($0) } ?? T.min
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
        case .none, .constant:
            preconditionFailure("widen(to:) leaves an array")
        }
    }

    /// The values so far in `bytes`-byte integers (at least as wide as they are now).
    private mutating func widen(to bytes: Int, room: Int) {
        var width = Swift.max(bytes, self.width)
        if case .constant(let value, _) = storage { width = Swift.max(width, IntColumn.width(value)) }
        let count = covered
        func convert<T: FixedWidthInteger>(_: T.Type) -> [T] {
            var values: [T] = []
            values.reserveCapacity(Swift.max(room, count))
            for position in 0..<count { values.append(self[position].map { T($0) } ?? T.min) }
            return values
        }
        switch width {
        case 1: storage = .int8(convert(Int8.self))
        case 2: storage = .int16(convert(Int16.self))
        case 4: storage = .int32(convert(Int32.self))
        default: storage = .int64(convert(Int64.self))
        }
    }
}

/// A column of doubles (nil where a push has none: a NaN no arithmetic makes).
struct DoubleColumn: Sendable {
    private var values: [Double] = []
    private static let absent = Double(bitPattern: 0x7FF4_0000_6D6C_6162)

    subscript(position: Int) -> Double? {
        guard position < values.count else { return nil }
        let value = values[position]
        return value.bitPattern == DoubleColumn.absent.bitPattern ? nil : value
    }

    mutating func set(_ value: Double?, at position: Int, room: Int) {
        guard value != nil || position < values.count else { return }
        if position >= values.count {
            if values.isEmpty { values.reserveCapacity(max(room, position + 1)) }
            values.append(contentsOf: repeatElement(DoubleColumn.absent, count: position + 1 - values.count))
        }
        values[position] = value ?? DoubleColumn.absent
    }
}

/// A column of short codes for the values of a small set (outcomes, reasons: `PushList.Codes`): 0 is nil.
struct CodeColumn: Sendable {
    private var values: [UInt8] = []

    subscript(position: Int) -> UInt8? {
        guard position < values.count, values[position] != 0 else { return nil }
        return values[position]
    }

    mutating func set(_ code: UInt8?, at position: Int, room: Int) {
        guard code != nil || position < values.count else { return }
        if position >= values.count {
            if values.isEmpty { values.reserveCapacity(max(room, position + 1)) }
            values.append(contentsOf: repeatElement(0, count: position + 1 - values.count))
        }
        values[position] = code ?? 0
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
