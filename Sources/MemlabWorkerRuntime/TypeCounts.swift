@preconcurrency import Glibc
import CJavaScriptCore
import CJSCHeap

/// JavaScriptCore's live objects counted by class name (`Object`, `Array`, `Function`,
/// `Structure`, ...), read after each push's collection: what tells the parent *what* a
/// leaking handler keeps. Read directly from `JSC::Heap::objectTypeCounts()` (exported; its
/// result is a private C++ table, so CJSCHeap checks the machine code that walks it first, and
/// a first reading is compared with JSGetMemoryUsageStatistics's `objectTypeCounts`), or else
/// not at all: JSGetMemoryUsageStatistics builds the same census as a JS object, but reading
/// it costs about a quarter of a push (docs/private-symbols.md), too much to do by default.
public final class TypeCounts {
    /// Whether readings are taken (the direct reading passed its checks).
    public private(set) var active = false
    /// Why there are no readings, when there are none.
    public private(set) var reason: String?
    private let context: JSContextRef
    private let reader: JSObjectRef
    private let heap: UnsafeMutableRawPointer?
    /// Class names by the address of JSC's static text (they live as long as the library).
    private var names: [UnsafeRawPointer: String] = [:]
    /// The counts the last `changes()` reported, to send only what changed.
    private var previous: [String: Int64] = [:]
    /// Whether a census was sent yet.
    private var sentOnce = false
    /// Seconds of census the pushes so far have paid for, less what was spent (the budget).
    private var credit = 0.0
    /// What the last census took, in seconds.
    public private(set) var lastCost = 0.0
    /// Every census taken, and the time they took.
    public private(set) var readings = 0
    public private(set) var totalCost = 0.0

    /// The share of the worker's time per push the census may take, on average, beyond the
    /// minimum. JSC walks every cell of the heap for it (measured: 0.1-0.3 ms for a heap of
    /// 4,000-7,000 objects, up to half a push of clean.js in one context), so it is not taken
    /// after every push.
    public static let budgetShare = 0.01

    nonisolated(unsafe) fileprivate static var heapToRead: UnsafeMutableRawPointer?
    nonisolated(unsafe) fileprivate static var buffer = [memlab_type_count](repeating: memlab_type_count(), count: capacity)
    nonisolated(unsafe) fileprivate static var lastStatus: Int32 = -1
    static let capacity = 2048

    /// A reader in `context` (the observer) for the heap `heap` (the one the start-up
    /// collection showed CJSCHeap, or nil): one native function object, made before the
    /// baseline is read.
    public init(context: JSGlobalContextRef, heap: UnsafeMutableRawPointer?) {
        self.context = context
        self.heap = heap
        reader = JSC.makeFunction(context, "readTypeCounts") { _, _, _, _, _, _ in
            TypeCounts.buffer.withUnsafeMutableBufferPointer { out in
                TypeCounts.lastStatus = memlab_type_counts_read(TypeCounts.heapToRead, out.baseAddress, Int32(out.count))
            }
            return nil
        }
        JSValueProtect(context, reader)
    }

    deinit { JSValueUnprotect(context, reader) }

    /// The census read directly, or nil (the check failed, or the table looked wrong).
    public func readDirect() -> [String: Int64]? {
        guard let heap else { return nil }
        TypeCounts.heapToRead = heap
        TypeCounts.lastStatus = -1
        var exception: JSValueRef?
        _ = JSObjectCallAsFunction(context, reader, nil, 0, nil, &exception)
        let status = TypeCounts.lastStatus
        guard exception == nil, status >= 0 else { return nil }
        var counts: [String: Int64] = [:]
        counts.reserveCapacity(Int(status))
        for entry in TypeCounts.buffer[0..<Int(status)] {
            guard let pointer = entry.name else { continue }
            let key = UnsafeRawPointer(pointer)
            let name: String
            if let known = names[key] {
                name = known
            } else {
                name = String(cString: pointer)
                names[key] = name
            }
            counts[name, default: 0] += Int64(entry.count)
        }
        return counts
    }

    /// The census through JSGetMemoryUsageStatistics's `objectTypeCounts` object (the reference).
    public func readReference() -> [String: Int64]? {
        guard let stats = JSGetMemoryUsageStatistics(context),
            let table = JSC.object(context, JSC.property(context, stats, "objectTypeCounts"))
        else { return nil }
        let properties = JSObjectCopyPropertyNames(context, table)!
        defer { JSPropertyNameArrayRelease(properties) }
        var counts: [String: Int64] = [:]
        for index in 0..<JSPropertyNameArrayGetCount(properties) {
            let name = JSPropertyNameArrayGetNameAtIndex(properties, index)!
            let value = JSObjectGetProperty(context, table, name, nil)
            counts[JSC.string(name)] = Int64(JSValueToNumber(context, value, nil))
        }
        return counts
    }

    /// Chooses the source: the direct reading when CJSCHeap's check passed and a reading taken
    /// just before and one just after JSGetMemoryUsageStatistics's bracket it, class by class.
    public func calibrate() {
        var why: UnsafePointer<CChar>?
        if memlab_type_counts_check(&why) != 0 {
            reason = why.map { String(cString: $0) } ?? "the check of JSC::Heap::objectTypeCounts failed"
        } else if heap == nil {
            reason = "JSC::Heap::collectNow was not seen, so the heap is unknown"
        } else if let before = readDirect(), let reference = readReference(), let after = readDirect() {
            let names = Set(before.keys).union(reference.keys).union(after.keys)
            let differing = names.sorted().first { name in
                let low = min(before[name] ?? 0, after[name] ?? 0), high = max(before[name] ?? 0, after[name] ?? 0)
                let value = reference[name] ?? 0
                return value < low || value > high
            }
            if let differing {
                reason =
                    "the direct counts differ from JSGetMemoryUsageStatistics's (\(differing): \(before[differing] ?? 0) vs \(reference[differing] ?? 0))"
            } else {
                active = true
                reason = nil
                return
            }
        } else {
            reason = "the table JSC::Heap::objectTypeCounts returned did not have the expected shape (or JSGetMemoryUsageStatistics gave no objectTypeCounts)"
        }
        active = false
    }

    /// A census, once calibration adopted the direct reading (nil: none).
    public func read() -> [String: Int64]? { active ? readDirect() : nil }

    /// Censuses a run gets at least, evenly spaced, whatever they cost: enough for a fit per
    /// class in a short run (each about 0.1-0.3 ms: a few ms per run in all).
    public static let minimumCensuses = 16

    /// Whether a census is due after push `index` of `pushes`, whose whole cycle (push,
    /// teardown, collection, sample) took `cycleSeconds`: after the first and the last push,
    /// at `minimumCensuses` evenly spaced pushes, and in between whenever the budget has saved
    /// up what the previous census cost.
    public func due(push index: Int, of pushes: Int, cycleSeconds: Double) -> Bool {
        guard active else { return false }
        // Saved up to one census at most, so that a slow push (the first, which loads the probe)
        // does not pay for a run of censuses back to back.
        credit = min(credit + TypeCounts.budgetShare * max(cycleSeconds, 0), max(lastCost, 0))
        let stride = max(1, pushes / TypeCounts.minimumCensuses)
        return !sentOnce || index == pushes || index % stride == 0 || credit >= lastCost
    }

    /// The classes whose count changed since the last call (a class that disappeared reads 0),
    /// or nil when nothing can be read. The first call reports every class.
    public func changes() -> [(name: String, count: Int64)]? {
        let started = TypeCounts.now()
        defer {
            lastCost = TypeCounts.now() - started
            credit -= lastCost
            totalCost += lastCost
            readings += 1
        }
        guard let current = read() else { return nil }
        sentOnce = true
        var changed: [(name: String, count: Int64)] = []
        for (name, count) in current where previous[name] != count { changed.append((name, count)) }
        for name in previous.keys where current[name] == nil { changed.append((name, 0)) }
        previous = current
        return changed.sorted { $0.name < $1.name }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
