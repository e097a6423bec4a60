@preconcurrency import Glibc
import CJavaScriptCore
import CJSCHeap

/// `--explain`: JavaScriptCore heap snapshots of the worker's VM (the Web Inspector's JSON,
/// version 3, GC-debugging type: root reasons and cell addresses included), sent to the parent
/// in `snapshot-chunk` frames and closed by a `snapshot` frame. Taken only between tasks on the
/// JS thread, after the push's sample was sent: the samples the leak fit uses never include a
/// snapshot's memory. Each snapshot is freed as soon as it is sent (the profiler's copy too) and
/// the allocator's free pages released; the frame says the footprint before and after.
/// CJSCHeap checks every layout it relies on first (heap_snapshot.h), and a canary snapshot of a
/// throwaway context must come back as expected before any snapshot of the probe is taken.
final class HeapSnapshots {
    private let vm: UnsafeMutableRawPointer
    private let frames: FrameWriter
    /// Whether snapshots are taken; else why not.
    private(set) var active = false
    private(set) var reason: String?
    /// The warning snapshot is taken once, when the footprint first passes this.
    let warningBytes: Int64?
    private(set) var warningTaken = false

    static let snapshotType = "GCDebugging"
    /// Called just before a snapshot is built, and with its frame just before that is sent
    /// (the session keeps the cgroup's high-water mark of the snapshot apart from the push's).
    var willTake: () -> Void = {}
    var didTake: (inout SnapshotFrame) -> Void = { _ in }
    /// Whether sites are sent (FunctionSites checked), and the push contexts whose runtimes
    /// hold timers and listeners at a snapshot.
    var sitesOn = false
    var siteRuntimes: () -> [(JSContextRef, JSObjectRef)] = { [] }

    /// The limit (0: none): no snapshot is taken that is expected to reach it.
    let limitBytes: Int64
    /// Set when the limit leaves no room for a snapshot at all (the checks passed).
    private(set) var noRoom: String?

    /// The smallest room a snapshot of the runtime's own heap needs above the footprint
    /// (measured: 0.4-1.1 MiB for 1,600-3,500 nodes), with a margin.
    static let minimumRoomBytes: Int64 = 3 << 19

    /// What the start-up canary left in the worker (footprint after it less before): in every sample.
    private(set) var canaryResidueBytes: Int64?

    init(group: JSContextGroupRef, frames: FrameWriter, limitBytes: Int64, footprint: () -> Int64, objects: Int64?, collect: () -> Void) {
        let footprintBytes = footprint()
        vm = UnsafeMutableRawPointer(mutating: UnsafeRawPointer(group))
        self.frames = frames
        self.limitBytes = limitBytes
        warningBytes = limitBytes > 0 ? limitBytes * 80 / 100 : nil
        var why: UnsafePointer<CChar>?
        if memlab_heap_snapshot_check(&why) != 0 {
            reason = why.map { String(cString: $0) } ?? "not checked"
            return
        }
        // Even the canary would risk the ceiling: no snapshot at all, and the run goes on as without --explain.
        if limitBytes > 0 && footprintBytes + HeapSnapshots.minimumRoomBytes >= limitBytes {
            noRoom =
                "the limit leaves \(limitBytes - footprintBytes) bytes above the baseline, and a snapshot needs at least \(HeapSnapshots.minimumRoomBytes) more at its highest"
            return
        }
        let failure = canary(group: group, objects: objects)
        // The canary's context is garbage now: collected here, not in the first push's sample.
        collect()
        canaryResidueBytes = footprint() - footprintBytes
        if let failure {
            reason = failure
            return
        }
        active = true
    }

    /// One snapshot of a throwaway context holding a marked object: the JSON must be a
    /// GC-debugging snapshot, version 3, and name the marker. What it cost is freed again.
    @inline(never)
    private func canary(group: JSContextGroupRef, objects: Int64?) -> String? {
        guard let context = JSGlobalContextCreateInGroup(group, nil) else { return "the canary context could not be made" }
        _ = JSC.evaluate(context, "globalThis.memlabCanary = { memlabCanaryChild: [1, 2, 3] };", url: "memlab:canary.js")
        var snapshot = memlab_heap_snapshot()
        let status = memlab_heap_snapshot_take(vm, Int32(MEMLAB_SNAPSHOT_GC_DEBUGGING), &snapshot)
        JSGlobalContextRelease(context)
        defer {
            memlab_heap_snapshot_release(&snapshot)
            memlab_heap_snapshot_clear(vm)
            _ = memlab_release_free_pages()
        }
        guard status == 0, let characters = snapshot.characters, snapshot.length > 0 else {
            return "the canary snapshot failed (\(status))"
        }
        let is8bit = snapshot.is_8bit != 0, length = snapshot.length
        // The first estimate of what a snapshot costs (the runtime's own heap, and the canary's).
        if let objects, objects > 0 { bytesPerObject = Double(length) / Double(objects) }
        guard HeapSnapshots.hasPrefix(characters, length: length, is8bit: is8bit, "{\"version\":3,\"type\":\"GCDebugging\",\"nodes\":[0,") else {
            return "the canary snapshot does not begin as a version 3 GC-debugging snapshot"
        }
        guard HeapSnapshots.lastUnit(characters, length: length, is8bit: is8bit) == UInt16(UInt8(ascii: "}")),
            HeapSnapshots.contains(characters, length: length, is8bit: is8bit, "\"memlabCanaryChild\""),
            HeapSnapshots.contains(characters, length: length, is8bit: is8bit, "\"roots\":["),
            HeapSnapshots.contains(characters, length: length, is8bit: is8bit, "\"labels\":[")
        else {
            return "the canary snapshot does not hold the canary object, its roots and labels"
        }
        return nil
    }

    /// JSON bytes per live object in the last snapshot (nil: none taken yet).
    private var bytesPerObject: Double?

    /// What a snapshot of a heap of `objects` objects is expected to need at its highest: its
    /// JSON (held whole by JSC, then a chunk at a time here) and the builder's node and edge
    /// tables (measured on this build: the worker's RSS rose by 2.6-3.2 times the JSON at its
    /// highest for heaps of 10,000-300,000 objects, 5 times for 1,000), plus a margin.
    func expectedCostBytes(objects: Int64?) -> Int64 {
        let margin: Int64 = 1 << 20
        guard let bytesPerObject, let objects else { return margin }
        return Int64(4.0 * bytesPerObject * Double(objects)) + margin
    }

    /// Takes, sends and frees one snapshot; its frame says how it went.
    func take(label: String, push: Int, host: WorkerHost, objects: Int64?) {
        guard active else { return }
        // A snapshot expected to reach the limit is not taken: it would be memlab's kill, not the handler's.
        let footprint = host.footprintBytes, expected = expectedCostBytes(objects: objects)
        if limitBytes > 0 && footprint + expected >= limitBytes {
            var skipped = SnapshotFrame(label: label, push: push)
            skipped.footprintBeforeBytes = footprint
            skipped.error =
                "not taken: it was expected to need about \(expected) bytes at its highest, and the limit left \(limitBytes - footprint)"
            frames.send(skipped)
            return
        }
        // A pause first, so that memlab reads the push's frame before this one: what its monitor
        // sampled until then is the push's peak; sampled after, the snapshot's (Collected.take).
        usleep(10_000)
        var opening = SnapshotFrame(label: label, push: push)
        opening.started = true
        frames.send(opening)
        willTake()
        let started = WorkerHost.monotonicSeconds()
        var frame = SnapshotFrame(label: label, push: push)
        frame.footprintBeforeBytes = host.footprintBytes
        var snapshot = memlab_heap_snapshot()
        let status = memlab_heap_snapshot_take(vm, Int32(MEMLAB_SNAPSHOT_GC_DEBUGGING), &snapshot)
        if status == 0, let characters = snapshot.characters {
            let (bytes, chunks) = send(characters, length: snapshot.length, is8bit: snapshot.is_8bit != 0, label: label)
            // Only the later snapshots' sites are read (Explain compares them with the warm-up's):
            // the warm-up's would leave what reading them made in the next one.
            if sitesOn && label != "warm-up" && label != "start" {
                let sites = FunctionSites.sites(
                    characters: characters, length: snapshot.length, is8bit: snapshot.is_8bit != 0, runtimes: siteRuntimes())
                // One frame at least, so the parent knows the sites were read (none: nothing to place).
                var at = 0
                repeat {
                    frames.send(SnapshotSitesFrame(label: label, sites: Array(sites[at..<min(sites.count, at + SnapshotSitesFrame.maximumSites)])))
                    at += SnapshotSitesFrame.maximumSites
                } while at < sites.count
            }
            frame.snapshotType = HeapSnapshots.snapshotType
            frame.bytes = bytes
            frame.chunks = chunks
            if let objects, objects > 0 { bytesPerObject = Double(bytes) / Double(objects) }
        } else {
            frame.error = "JavaScriptCore returned no snapshot (\(status))"
        }
        memlab_heap_snapshot_release(&snapshot)
        memlab_heap_snapshot_clear(vm)
        _ = memlab_release_free_pages()
        frame.footprintAfterBytes = host.footprintBytes
        let seconds = WorkerHost.monotonicSeconds() - started
        frame.seconds = seconds
        didTake(&frame)
        frames.send(frame)
    }

    /// Once per run, for a run heading into the ceiling: when the footprint is first seen at or
    /// past 80 % of the limit, or earlier, when the snapshot itself (its expected cost) would
    /// take it there: a snapshot that pushed the worker over the limit would be lost with it.
    func takeAtWarningIfDue(push: Int, host: WorkerHost, objects: Int64?) {
        guard active, !warningTaken, let warningBytes, host.footprintBytes + expectedCostBytes(objects: objects) >= warningBytes else { return }
        warningTaken = true
        take(label: "warning", push: push, host: host, objects: objects)
    }

    /// The JSON in `snapshot-chunk` frames. Each frame is built in a buffer mapped for this
    /// snapshot and unmapped after it (not in the C library's heap, which would keep up to
    /// 128 KiB of it after it is freed: a residue in every later sample), and written with one
    /// write(2). Returns the JSON's length in UTF-8 bytes and the frames sent.
    private func send(_ characters: UnsafeRawPointer, length: Int, is8bit: Bool, label: String) -> (Int, Int) {
        let capacity = FrameWriter.maximumFrameBytes
        guard let mapped = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED else {
            return (0, 0)
        }
        defer { munmap(mapped, capacity) }
        let buffer = mapped.assumingMemoryBound(to: UInt8.self)
        // {"type":"snapshot-chunk","label":"end","data":"...."}\n (the label is one of memlab's own words).
        let head = Array(
            "{\"type\":\"\(FrameKind.snapshotChunk.rawValue)\",\"\(SnapshotChunkFrame.CodingKeys.label.rawValue)\":\"\(label)\",\"\(SnapshotChunkFrame.CodingKeys.data.rawValue)\":\""
                .utf8)
        let tail = Array("\"}\n".utf8)
        var used = 0, raw = 0, total = 0, chunks = 0
        func begin() {
            for byte in head { buffer[used] = byte; used += 1 }
        }
        func flush() {
            guard raw > 0 else { return }
            for byte in tail { buffer[used] = byte; used += 1 }
            var offset = 0
            while offset < used {
                let written = write(frames.fd, buffer + offset, used - offset)
                if written < 0 { if errno == EINTR { continue }; break }
                offset += written
            }
            chunks += 1
            total += raw
            used = 0
            raw = 0
            begin()
        }
        @inline(__always) func put(_ byte: UInt8) { buffer[used] = byte; used += 1 }
        func append(scalar value: UInt32) {
            // As JSON string content, in UTF-8; JSC's text is JSON already, so only its quotes,
            // backslashes (and any control character) need escaping here.
            if value == 0x22 || value == 0x5c {
                put(0x5c); put(UInt8(value)); raw += 1
            } else if value < 0x20 {
                let hex = Array("0123456789abcdef".utf8)
                put(0x5c); put(0x75); put(0x30); put(0x30); put(hex[Int(value >> 4)]); put(hex[Int(value & 15)]); raw += 1
            } else if value < 0x80 {
                put(UInt8(value)); raw += 1
            } else if value < 0x800 {
                put(UInt8(0xc0 | (value >> 6))); put(UInt8(0x80 | (value & 0x3f))); raw += 2
            } else if value < 0x10000 {
                put(UInt8(0xe0 | (value >> 12))); put(UInt8(0x80 | ((value >> 6) & 0x3f))); put(UInt8(0x80 | (value & 0x3f))); raw += 3
            } else {
                put(UInt8(0xf0 | (value >> 18))); put(UInt8(0x80 | ((value >> 12) & 0x3f)))
                put(UInt8(0x80 | ((value >> 6) & 0x3f))); put(UInt8(0x80 | (value & 0x3f))); raw += 4
            }
        }
        // Room for one more character at its longest (6 bytes escaped) and the tail.
        let limit = capacity - 16
        begin()
        if is8bit {
            // Runs of plain ASCII (most of the text: digits and commas) are copied whole.
            let source = characters.assumingMemoryBound(to: UInt8.self)
            var i = 0
            while i < length {
                let room = Swift.min(SnapshotChunkFrame.maximumDataBytes - raw, (limit - used) / 2)
                let end = Swift.min(length, i + Swift.max(room, 1))
                var j = i
                while j < end {
                    let byte = source[j]
                    if byte < 0x20 || byte == 0x22 || byte == 0x5c || byte >= 0x80 { break }
                    j += 1
                }
                if j > i {
                    memcpy(buffer + used, source + i, j - i)
                    used += j - i
                    raw += j - i
                    i = j
                }
                if i < end && j == i {
                    append(scalar: UInt32(source[i]))
                    i += 1
                }
                if raw >= SnapshotChunkFrame.maximumDataBytes || used >= limit { flush() }
            }
        } else {
            let units = UnsafeBufferPointer(start: characters.assumingMemoryBound(to: UInt16.self), count: length)
            var iterator = units.makeIterator()
            var decoder = UTF16()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): append(scalar: scalar.value)
                case .error: append(scalar: 0xfffd)
                case .emptyInput: break decoding
                }
                if raw >= SnapshotChunkFrame.maximumDataBytes || used >= limit { flush() }
            }
        }
        flush()
        return (total, chunks)
    }

    /// Whether the ASCII `needle` occurs in the text (Latin-1 or UTF-16), without copying it.
    static func contains(_ characters: UnsafeRawPointer, length: Int, is8bit: Bool, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, length >= pattern.count else { return false }
        func unit(_ i: Int) -> UInt16 {
            is8bit ? UInt16(characters.load(fromByteOffset: i, as: UInt8.self)) : characters.load(fromByteOffset: 2 * i, as: UInt16.self)
        }
        outer: for start in 0...(length - pattern.count) {
            for (offset, byte) in pattern.enumerated() where unit(start + offset) != UInt16(byte) { continue outer }
            return true
        }
        return false
    }

    /// Whether the text begins with the ASCII `prefix`, or ends with `suffix`.
    static func hasPrefix(_ characters: UnsafeRawPointer, length: Int, is8bit: Bool, _ prefix: String) -> Bool {
        let pattern = Array(prefix.utf8)
        guard length >= pattern.count else { return false }
        for (i, byte) in pattern.enumerated() {
            let unit = is8bit ? UInt16(characters.load(fromByteOffset: i, as: UInt8.self)) : characters.load(fromByteOffset: 2 * i, as: UInt16.self)
            if unit != UInt16(byte) { return false }
        }
        return true
    }

    static func lastUnit(_ characters: UnsafeRawPointer, length: Int, is8bit: Bool) -> UInt16 {
        is8bit ? UInt16(characters.load(fromByteOffset: length - 1, as: UInt8.self)) : characters.load(fromByteOffset: 2 * (length - 1), as: UInt16.self)
    }

    /// How the baseline frame says it.
    var capability: Capability {
        if active {
            // Sent in the baseline frame, before any snapshot: what each one cost is in its own frame.
            return Capability(
                name: "heapSnapshots", active: true,
                detail:
                    "JavaScriptCore heap snapshots (GC-debugging, version 3) through JSC::HeapSnapshotBuilder, every layout checked and a canary snapshot taken at start-up"
            )
        }
        if let noRoom { return Capability(name: "heapSnapshots", active: false, detail: "no heap snapshots: " + noRoom) }
        let disabled = memlab_hook_disabled("heap-snapshot") != 0
        return Capability(
            name: "heapSnapshots", active: false,
            detail: "heap snapshots are unavailable with this JavaScriptCore (" + (reason ?? "not checked") + ")"
                + (disabled ? " (disabled for a test by MEMLAB_TEST_DISABLE_HOOKS)" : ""))
    }
}
