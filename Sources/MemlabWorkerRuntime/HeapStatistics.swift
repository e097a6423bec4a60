import CJavaScriptCore
import CJSCHeap

/// JavaScriptCore's own view of its heap: the counters JSGetMemoryUsageStatistics reports
/// (exported but not in the public headers; see docs/private-symbols.md).
public struct HeapStatistics: Sendable, Equatable {
    public var heapSizeBytes: Int64 = 0
    public var heapCapacityBytes: Int64 = 0
    public var extraMemoryBytes: Int64 = 0
    public var objectCount: Int64 = 0
    public var protectedObjectCount: Int64 = 0
    public var globalObjectCount: Int64 = 0

    /// Through JSGetMemoryUsageStatistics: the reference, and the fallback.
    public init(ctx: JSContextRef) {
        guard let stats = JSGetMemoryUsageStatistics(ctx) else { return }
        func read(_ name: String) -> Int64 { Int64(JSC.number(ctx, stats, name) ?? -1) }
        heapSizeBytes = read("heapSize")
        heapCapacityBytes = read("heapCapacity")
        extraMemoryBytes = read("extraMemorySize")
        objectCount = read("objectCount")
        protectedObjectCount = read("protectedObjectCount")
        globalObjectCount = read("globalObjectCount")
    }

    init(_ counters: memlab_jsc_heap_counters) {
        heapSizeBytes = Int64(counters.heap_size)
        heapCapacityBytes = Int64(counters.heap_capacity)
        extraMemoryBytes = Int64(counters.extra_memory_size)
        objectCount = Int64(counters.object_count)
        protectedObjectCount = Int64(counters.protected_object_count)
        globalObjectCount = Int64(counters.global_object_count)
    }

    /// As the frames carry them.
    public var counts: HeapCounts {
        HeapCounts(
            heapSizeBytes: heapSizeBytes, heapCapacityBytes: heapCapacityBytes, extraMemoryBytes: extraMemoryBytes,
            objectCount: objectCount, protectedObjectCount: protectedObjectCount, globalObjectCount: globalObjectCount)
    }
}

/// Reads the same counters without JSGetMemoryUsageStatistics, which also counts every
/// object by type and builds two JS objects for its answer: per sample that cost more
/// than creating a context (measured: 2.2M of 9.5M instructions per push of clean.js).
/// The counters are JSC::Heap's exported methods, called on the heap JSC itself passed
/// to collectNow when the reader collected its context's VM (CJSCHeap). They are read
/// inside a native function called through the C API, so the VM's lock is held as JSC
/// requires. They are used only once a reading equals JSGetMemoryUsageStatistics's in
/// every field.
///
/// All but one: JSC counts global objects by walking every live cell of the heap (about
/// 50 µs a sample, 5 % of a push). Only the C API makes global objects (a script cannot:
/// this JavaScriptCore has no ShadowRealm), and in this VM only the worker calls it, so the
/// count is the number of the worker's own contexts whose global object is still alive.
/// Each is held by a weak reference (JSWeakCreate), which the collector clears when it
/// frees the global object. `--verify-heap-counters` compares the two after every push.
public final class HeapCounters {
    /// Where samples come from: `direct`, or `JSGetMemoryUsageStatistics` (the fallback).
    public private(set) var source = "JSGetMemoryUsageStatistics"
    /// Why the direct counters are not used, when they are not.
    public private(set) var fallbackReason: String?
    private let context: JSContextRef
    private let group: JSContextGroupRef
    private let reader: JSObjectRef
    /// The JSC::Heap of `context`'s VM (nil: not seen), which lives as long as the VM.
    private let heap: UnsafeMutableRawPointer?
    /// Whether the start-up collection showed the reader its heap (CJSCHeap's collectNow interposer).
    public var heapSeen: Bool { heap != nil }
    /// Weak references to the global objects of the contexts the worker made in this VM
    /// (the reader's own first), dropped once the collector has cleared them.
    private var globalObjects: [JSWeakRef] = []

    nonisolated(unsafe) fileprivate static var heapToRead: UnsafeMutableRawPointer?
    nonisolated(unsafe) fileprivate static var walkForGlobalObjects: Int32 = 1
    nonisolated(unsafe) fileprivate static var lastReading = memlab_jsc_heap_counters()
    nonisolated(unsafe) fileprivate static var lastStatus: Int32 = -1

    /// A reader living in `context` (the observer, which outlives every sample): one native
    /// function object, made before the baseline is taken so that the baseline includes it.
    /// Learns the heap from the full collection `collect` runs on the context's VM (the
    /// worker's own start-up collection, so it costs no extra one).
    public init(context: JSGlobalContextRef, collect: (JSContextRef) -> Void = { JSSynchronousGarbageCollectForDebugging($0) }) {
        self.context = context
        group = JSContextGetGroup(context)
        memlab_jsc_heap_forget()
        collect(context)
        heap = memlab_jsc_heap_seen()
        reader = JSC.makeFunction(context, "readHeapCounters") { _, _, _, _, _, _ in
            HeapCounters.lastStatus = memlab_jsc_heap_read(
                HeapCounters.heapToRead, &HeapCounters.lastReading,
                HeapCounters.walkForGlobalObjects)
            return nil
        }
        JSValueProtect(context, reader)
        track(context)
    }

    deinit {
        JSValueUnprotect(context, reader)
        for weak in globalObjects { JSWeakRelease(group, weak) }
    }

    /// Counts `context`'s global object from now on, while it lives (contexts of other
    /// groups live in other heaps, which the counters do not cover, and are ignored).
    /// Never inlined: the global object's address must not stay behind in the caller's
    /// registers, which the collector scans.
    @inline(never)
    public func track(_ context: JSGlobalContextRef) {
        guard JSContextGetGroup(context) == group else { return }
        globalObjects.append(JSWeakCreate(group, JSContextGetGlobalObject(context)))
    }

    /// The tracked global objects still alive; the cleared references are released.
    @inline(never)
    func liveGlobalObjects() -> Int64 {
        globalObjects.removeAll { weak in
            guard JSWeakGetObject(weak) == nil else { return false }
            JSWeakRelease(group, weak)
            return true
        }
        return Int64(globalObjects.count)
    }

    /// The counters read directly, or nil when they cannot be; the global-object count by
    /// JSC's walk of the heap (`walkingForGlobalObjects`) or else from the weak references.
    public func readDirect(walkingForGlobalObjects: Bool = false) -> HeapStatistics? {
        guard let heap else { return nil }
        HeapCounters.heapToRead = heap
        HeapCounters.walkForGlobalObjects = walkingForGlobalObjects ? 1 : 0
        HeapCounters.lastStatus = -1
        var exception: JSValueRef?
        _ = JSObjectCallAsFunction(context, reader, nil, 0, nil, &exception)
        guard exception == nil, HeapCounters.lastStatus == 0 else { return nil }
        var reading = HeapStatistics(HeapCounters.lastReading)
        if !walkingForGlobalObjects { reading.globalObjectCount = liveGlobalObjects() }
        return reading
    }

    /// Compares a direct reading with JSGetMemoryUsageStatistics's and adopts the direct
    /// counters when every field is equal. Returns the reference reading.
    @discardableResult
    public func calibrate() -> HeapStatistics {
        let (reference, direct) = bothReadings()
        guard let direct else {
            fallbackReason =
                heap == nil
                ? "JSC::Heap::collectNow was not seen (the worker does not export it, or JSC binds it internally)"
                : "a JSC::Heap counter method is missing from the library"
            source = "JSGetMemoryUsageStatistics"
            return reference
        }
        if direct.contains(reference) {
            source = "direct"
            fallbackReason = nil
        } else {
            source = "JSGetMemoryUsageStatistics"
            fallbackReason =
                "the direct counters differ from JSGetMemoryUsageStatistics (\(HeapCounters.describe(direct.before)) vs \(HeapCounters.describe(reference)))"
        }
        return reference
    }

    /// A sample's counters, from the source calibration chose.
    public func read() -> HeapStatistics {
        if source == "direct", let direct = readDirect() { return direct }
        return HeapStatistics(ctx: context)
    }

    /// Both readings compared, for `--verify-heap-counters`: nil when they agree.
    public func mismatch() -> String? {
        let (reference, direct) = bothReadings()
        guard let direct else { return "the direct counters cannot be read" }
        return direct.contains(reference)
            ? nil : "direct \(HeapCounters.describe(direct.before)) vs JSGetMemoryUsageStatistics \(HeapCounters.describe(reference))"
    }

    /// Direct readings taken just before and just after JSGetMemoryUsageStatistics's.
    private struct Bracket {
        var before: HeapStatistics
        var after: HeapStatistics
        /// Whether every field of `reference` lies between the two direct readings.
        func contains(_ reference: HeapStatistics) -> Bool {
            let fields: [KeyPath<HeapStatistics, Int64>] = [
                \.heapSizeBytes, \.heapCapacityBytes, \.extraMemoryBytes,
                \.objectCount, \.protectedObjectCount, \.globalObjectCount
            ]
            return fields.allSatisfy { field in
                min(before[keyPath: field], after[keyPath: field]) <= reference[keyPath: field]
                    && reference[keyPath: field] <= max(before[keyPath: field], after[keyPath: field])
            }
        }
    }

    /// JSGetMemoryUsageStatistics's reading, bracketed by two direct ones. It allocates while
    /// it reads (a census object first, its answer after), and either can take a fresh block
    /// of the heap: measured with 57 retained contexts, capacity read 16 KiB above the direct
    /// reading before it and 16 KiB below the one after. So the two sources agree when each
    /// of its fields lies between the direct readings (equal, where nothing moved).
    private func bothReadings() -> (reference: HeapStatistics, direct: Bracket?) {
        let before = readDirect()
        let reference = HeapStatistics(ctx: context)
        guard let before, let after = readDirect() else { return (reference, nil) }
        return (reference, Bracket(before: before, after: after))
    }

    static func describe(_ s: HeapStatistics) -> String {
        "size \(s.heapSizeBytes), capacity \(s.heapCapacityBytes), extra \(s.extraMemoryBytes), objects \(s.objectCount), protected \(s.protectedObjectCount), globals \(s.globalObjectCount)"
    }
}
