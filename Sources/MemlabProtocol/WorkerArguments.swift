/// How the parent configures a worker: argv only, built (`commandLine`) and parsed
/// (`init(parsing:)`) here and nowhere else. Unknown arguments are a protocol error, not ignored.
public struct WorkerArguments: Sendable, Equatable {
    public enum Mode: String, Codable, Sendable, CaseIterable {
        /// Load the probe and deliver the pushes.
        case run
        /// Measure the runtime's own footprint and stop (the parent's warm-up worker).
        case baseline
    }

    /// Which ceiling the worker must know about: only `rlimit` makes it act (it lowers its own
    /// RLIMIT_AS once up); `cgroup` and `watchdog` are the parent's, `none` has none.
    public enum Enforcement: String, Sendable, CaseIterable { case none, rlimit, cgroup, watchdog }

    /// What is created afresh per push inside one worker (the parent's `process` isolation is
    /// one worker per push, each with `context`).
    public enum Isolation: String, Sendable, CaseIterable { case context, group, none }

    /// Every argument the worker takes.
    public enum Flag: String, Sendable, CaseIterable {
        case mode = "--mode"
        case probe = "--probe"
        case payloadHex = "--payload-hex"
        case finalPayloadHex = "--final-payload-hex"
        case enforce = "--enforce"
        case limitBytes = "--limit-bytes"
        case fixtures = "--fixtures"
        case pushes = "--pushes"
        case isolation = "--isolation"
        case inject = "--inject"
        case verifyHeapCounters = "--verify-heap-counters"
        case frameFD = "--frame-fd"
        case chargePeakFile = "--charge-peak-file"
        case storageQuota = "--storage-quota"
        case storageDirectory = "--storage-dir"
        case storageIn = "--storage-in"
        case hostReserve = "--host-reserve"
        case onWarning = "--on-warning"
        case pushMode = "--push-mode"
        case gapMilliseconds = "--gap-ms"
        case url = "--url"
        case site = "--site"
        case mirror = "--mirror"
        case subscription = "--subscription"
        case payloads = "--payloads"
        case payloadsOffset = "--payloads-offset"
        case userAgent = "--user-agent"
        case explain = "--explain-after"
        case lifecycle = "--lifecycle"

        public var takesValue: Bool { self != .verifyHeapCounters }
    }

    /// What the worker does between pushes: `measure` (a synchronous full collection and a release of
    /// free pages before each sample) or `device` (neither: JSC's own heuristics and timers, the allocator's scavenger).
    public enum PushMode: String, Sendable, CaseIterable { case measure, device }

    /// Where IndexedDB's and the Cache API's database lives (`--storage-in`).
    public enum StorageIn: String, Sendable, CaseIterable, Codable { case disk, memory }

    /// What the worker does before its first push (`--lifecycle`): `run` install and activate
    /// (a first registration, or an update); the worker is `installed` already (a store that the
    /// same script installed, or an earlier worker of this run did): nothing; or it is
    /// `redundant` (an earlier worker of this run failed its install): no push is delivered.
    public enum Lifecycle: String, Sendable, CaseIterable { case run, installed, redundant }

    /// The one response to the 80 % memory warning `--on-warning` knows.
    public static let warningCollect = "gc"

    /// The one host bug `--inject` knows.
    public static let retainContexts = "retain-contexts"

    public var mode: Mode = .run
    public var probePath: String?
    public var payload: [UInt8]?
    /// The last push's payload, when it differs from the others'.
    public var finalPayload: [UInt8]?
    public var enforcement: Enforcement = .none
    /// The ceiling (0: none given).
    public var limitBytes: Int64 = 0
    /// Directory `fetch` serves from; nil: `fixtures/` beside the probe.
    public var fixturesDirectory: String?
    public var pushes = 1
    public var isolation: Isolation = .context
    /// A deliberate host bug: every push's context is retained and its global protected.
    public var injectRetainContexts = false
    /// Tests: every sample also reads JSGetMemoryUsageStatistics and the worker fails when
    /// the direct heap counters differ from it.
    public var verifyHeapCounters = false
    /// Where frames are written (the parent's pipe is fd 3; tests may pass 1).
    public var frameFD: Int32 = 3
    /// The worker's cgroup's high-water-mark file (v1 memory.max_usage_in_bytes, v2 memory.peak):
    /// read and reset after every push, for each push's exact peak charge.
    public var chargePeakFile: String?
    /// IndexedDB's and the Cache API's store (StorageHost): its quota, the file it starts from, the file it is saved to.
    public var storageQuotaBytes: Int64?
    /// The run's storage directory: the database is `storage.sqlite3` in it (none: an in-memory one, never saved).
    public var storageDirectory: String?
    /// Where the database lives while the worker runs: on disk (the directory's file) or in the
    /// worker's memory (read from the file at the start, written back at the end).
    public var storageIn: StorageIn = .disk
    /// The worker's URL (`self.location`, the base of importScripts and fetch); nil: https://probe.invalid/<probe name>.
    public var scriptURL: String?
    /// Where same-origin URLs are served from; nil: the probe's directory.
    public var siteDirectory: String?
    /// Where cross-origin URLs are served from (`https://host/path` from `DIR/host/path`); nil: none.
    public var mirrorDirectory: String?
    /// The PushSubscription's JSON (what a browser's toJSON() gives); nil: a fixed synthetic one.
    public var subscriptionJSON: String?
    /// A JSON Lines file: push N gets line ((N - 1) mod lines) + 1 (the parent has checked every line).
    public var payloadsPath: String?
    /// Pushes delivered before this worker (device mode's respawns): its push N takes the line of push N + offset.
    public var payloadsOffset = 0

    /// Private memory dirtied before JavaScriptCore starts (the extension's own footprint); 0: none.
    public var hostReserveBytes: Int64 = 0
    /// With a limit: a full collection when the footprint is first seen past 80 % of it in a push.
    public var collectOnWarning = false
    public var pushMode: PushMode = .measure
    /// Device mode: milliseconds between pushes, during which JSC's run loop is driven.
    public var gapMilliseconds = 0
    /// What `navigator.userAgent` says; nil: `defaultUserAgent`.
    public var userAgent: String?
    /// `--explain`: heap snapshots after this push (the last of the warm-up), when the footprint
    /// first passes 80 % of the limit, and after the last push; nil: none.
    public var explainAfterPush: Int?
    public var lifecycle: Lifecycle = .run

    /// Safari on an iPhone (iOS 18), what a push worker on iOS sees.
    public static let defaultUserAgent =
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"

    public init() {}

    /// The arguments for `execve`, defaults left out.
    public var commandLine: [String] {
        var line = [Flag.mode.rawValue, mode.rawValue]
        if let probePath { line += [Flag.probe.rawValue, probePath] }
        if let fixturesDirectory { line += [Flag.fixtures.rawValue, fixturesDirectory] }
        if enforcement != .none { line += [Flag.enforce.rawValue, enforcement.rawValue] }
        if limitBytes > 0 { line += [Flag.limitBytes.rawValue, String(limitBytes)] }
        if let payload { line += [Flag.payloadHex.rawValue, WorkerArguments.hex(payload)] }
        if let finalPayload { line += [Flag.finalPayloadHex.rawValue, WorkerArguments.hex(finalPayload)] }
        if pushes != 1 { line += [Flag.pushes.rawValue, String(pushes)] }
        if isolation != .context { line += [Flag.isolation.rawValue, isolation.rawValue] }
        if injectRetainContexts { line += [Flag.inject.rawValue, WorkerArguments.retainContexts] }
        if verifyHeapCounters { line.append(Flag.verifyHeapCounters.rawValue) }
        if frameFD != 3 { line += [Flag.frameFD.rawValue, String(frameFD)] }
        if let chargePeakFile { line += [Flag.chargePeakFile.rawValue, chargePeakFile] }
        if let storageQuotaBytes { line += [Flag.storageQuota.rawValue, String(storageQuotaBytes)] }
        if let storageDirectory { line += [Flag.storageDirectory.rawValue, storageDirectory] }
        if storageIn != .disk { line += [Flag.storageIn.rawValue, storageIn.rawValue] }
        if hostReserveBytes > 0 { line += [Flag.hostReserve.rawValue, String(hostReserveBytes)] }
        if collectOnWarning { line += [Flag.onWarning.rawValue, WorkerArguments.warningCollect] }
        if pushMode != .measure { line += [Flag.pushMode.rawValue, pushMode.rawValue] }
        if gapMilliseconds > 0 { line += [Flag.gapMilliseconds.rawValue, String(gapMilliseconds)] }
        if let scriptURL { line += [Flag.url.rawValue, scriptURL] }
        if let siteDirectory { line += [Flag.site.rawValue, siteDirectory] }
        if let mirrorDirectory { line += [Flag.mirror.rawValue, mirrorDirectory] }
        if let subscriptionJSON { line += [Flag.subscription.rawValue, subscriptionJSON] }
        if let payloadsPath { line += [Flag.payloads.rawValue, payloadsPath] }
        if payloadsOffset > 0 { line += [Flag.payloadsOffset.rawValue, String(payloadsOffset)] }
        if let userAgent { line += [Flag.userAgent.rawValue, userAgent] }
        if let explainAfterPush { line += [Flag.explain.rawValue, String(explainAfterPush)] }
        if lifecycle != .run { line += [Flag.lifecycle.rawValue, lifecycle.rawValue] }
        return line
    }

    public init(parsing arguments: [String]) throws(WorkerArgumentsError) {
        var index = 0
        func value(_ flag: Flag) throws(WorkerArgumentsError) -> String {
            index += 1
            guard index < arguments.count else { throw .missingValue(flag.rawValue) }
            return arguments[index]
        }
        /// The flag's value, checked: made by `make` and accepted by `valid`.
        func checked<Value>(_ flag: Flag, _ make: (String) -> Value?, _ valid: (Value) -> Bool = { _ in true }) throws(WorkerArgumentsError) -> Value {
            guard let made = make(try value(flag)), valid(made) else { throw .badValue(flag.rawValue) }
            return made
        }
        while index < arguments.count {
            guard let flag = Flag(rawValue: arguments[index]) else { throw .unknown(arguments[index]) }
            switch flag {
            case .mode:
                self.mode = try checked(flag, Mode.init(rawValue:))
            case .probe: probePath = try value(flag)
            case .payloadHex:
                payload = try checked(flag, WorkerArguments.decodeHex)
            case .finalPayloadHex:
                finalPayload = try checked(flag, WorkerArguments.decodeHex)
            case .enforce:
                self.enforcement = try checked(flag, Enforcement.init(rawValue:))
            case .limitBytes:
                limitBytes = try checked(flag, Int64.init) { $0 > 0 }
            case .fixtures:
                fixturesDirectory = try checked(flag, { $0 }) { !$0.isEmpty }
            case .pushes:
                pushes = try checked(flag, Int.init) { $0 >= 1 }
            case .isolation:
                self.isolation = try checked(flag, Isolation.init(rawValue:))
            case .inject:
                injectRetainContexts = try checked(flag, { $0 == WorkerArguments.retainContexts ? true : nil })
            case .verifyHeapCounters:
                verifyHeapCounters = true
            case .frameFD:
                frameFD = try checked(flag, Int32.init) { $0 >= 0 }
            case .chargePeakFile:
                chargePeakFile = try checked(flag, { $0 }) { $0.hasPrefix("/") }
            case .storageQuota:
                storageQuotaBytes = try checked(flag, Int64.init) { $0 >= 0 }
            case .storageDirectory: storageDirectory = try checked(flag, { $0 }) { $0.hasPrefix("/") }
            case .storageIn: storageIn = try checked(flag, StorageIn.init(rawValue:))
            case .hostReserve:
                hostReserveBytes = try checked(flag, Int64.init) { $0 >= 0 }
            case .onWarning:
                collectOnWarning = try checked(flag, { $0 == WorkerArguments.warningCollect ? true : nil })
            case .pushMode:
                pushMode = try checked(flag, PushMode.init(rawValue:))
            case .gapMilliseconds:
                gapMilliseconds = try checked(flag, Int.init) { $0 >= 0 }
            case .url:
                scriptURL = try checked(flag, { $0 }) { $0.hasPrefix("https://") || $0.hasPrefix("http://") }
            case .payloadsOffset:
                payloadsOffset = try checked(flag, Int.init) { $0 >= 0 }
            case .site, .mirror, .payloads:
                let text = try checked(flag, { $0 }) { !$0.isEmpty }
                if flag == .site { siteDirectory = text } else if flag == .mirror { mirrorDirectory = text } else { payloadsPath = text }
            case .subscription: subscriptionJSON = try value(flag)
            case .userAgent: userAgent = try value(flag)
            case .explain:
                explainAfterPush = try checked(flag, Int.init) { $0 >= 0 }
            case .lifecycle:
                lifecycle = try checked(flag, Lifecycle.init(rawValue:))
            }
            index += 1
        }
        if mode == .run && probePath == nil { throw .missingValue(Flag.probe.rawValue) }
    }

    /// The frame fd named by the arguments, even when they are otherwise bad
    /// (so the parse failure itself reaches whoever reads the frames).
    public static func frameFD(in arguments: [String]) -> Int32 {
        guard let at = arguments.firstIndex(of: Flag.frameFD.rawValue), at + 1 < arguments.count,
            let fd = Int32(arguments[at + 1]), fd >= 0
        else { return 3 }
        return fd
    }

    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xf)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public static func decodeHex(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: return c - 48
            case 97...102: return c - 87
            case 65...70: return c - 55
            default: return nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var i = 0
        while i < digits.count {
            guard let high = nibble(digits[i]), let low = nibble(digits[i + 1]) else { return nil }
            bytes.append(high << 4 | low)
            i += 2
        }
        return bytes
    }
}

public enum WorkerArgumentsError: Error, Sendable, Equatable {
    case unknown(String)
    case missingValue(String)
    case badValue(String)

    /// One line whatever the argument holds: its control characters are written as escapes
    /// (found by the worker-arguments fuzz target, docs/fuzzing.md: a line feed in an unknown
    /// argument made the message two lines).
    public var message: String {
        switch self {
        case .unknown(let flag): return "unknown worker argument \(Self.printable(flag))"
        case .missingValue(let flag): return "worker argument \(Self.printable(flag)) needs a value"
        case .badValue(let flag): return "worker argument \(Self.printable(flag)) has a bad value"
        }
    }

    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Worker exit statuses the parent understands.
public enum WorkerExitCode {
    public static let done: Int32 = 0
    public static let usage: Int32 = 2
    public static let probeUnreadable: Int32 = 3
    public static let probeSyntax: Int32 = 4
    public static let probeThrew: Int32 = 5
    public static let internalFailure: Int32 = 6
}
