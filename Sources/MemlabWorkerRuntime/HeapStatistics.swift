import CJavaScriptCore

/// JavaScriptCore's own view of its heap (JSGetMemoryUsageStatistics, exported
/// but not in the public headers; see shared/FACTS.md).
public struct HeapStatistics: Sendable {
    public var heapSizeBytes: Int64 = 0
    public var heapCapacityBytes: Int64 = 0
    public var extraMemoryBytes: Int64 = 0
    public var objectCount: Int64 = 0
    public var protectedObjectCount: Int64 = 0
    public var globalObjectCount: Int64 = 0

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

    public func write(into frame: inout JSONObjectWriter) {
        frame.int("heapSizeBytes", heapSizeBytes)
        frame.int("heapCapacityBytes", heapCapacityBytes)
        frame.int("extraMemoryBytes", extraMemoryBytes)
        frame.int("objectCount", objectCount)
        frame.int("protectedObjectCount", protectedObjectCount)
        frame.int("globalObjectCount", globalObjectCount)
    }
}
