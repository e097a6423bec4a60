@preconcurrency import Glibc
import CJavaScriptCore
import CSandbox

/// The worker's native side: what the host functions the prelude calls work on (their table:
/// HostFunctions.swift), the frames it streams to the parent, and the footprint it reads about
/// itself.
/// JavaScript runs on one thread, so one host instance serves every callback.
public final class WorkerHost {
    nonisolated(unsafe) static var current: WorkerHost?

    public let frames: FrameWriter
    let startSeconds: Double
    let statmFD: Int32
    var pushIndex = 0
    var consoleFramesThisPush = 0
    var consoleSuppressedThisPush = 0
    var checkpointsThisPush = 0
    public static let consoleFramesPerPush = 200
    public static let consoleTextLimit = 1024
    /// Live timers one context may hold; one more makes setTimeout/setInterval throw a RangeError.
    public static let timerLimit = 10_000
    /// Largest fixture `fetch` will read into memory.
    public static let fixtureByteLimit = 64 * 1024 * 1024

    /// Where `fetch` serves files from (nil: every fetch of a path answers 404).
    public var fixturesDirectory: String?
    /// The probe's directory: the site directory (importScripts and fetch) unless `--site` gives one.
    public var scriptDirectory: String?
    /// The probe's file name, used for `location` and as the base of relative URLs.
    public var probeName = "probe.js"
    /// The worker's URL as configured (`--url`); nil: https://probe.invalid/<probe name>.
    public var configuredURL: String?
    /// Where same-origin URLs are served from (`--site`); nil: the probe's directory.
    public var siteDirectory: String?
    /// Where cross-origin URLs are served from (`--mirror`): `https://host/path` from `DIR/host/path`.
    public var mirrorDirectory: String?
    /// The PushSubscription's JSON (`--subscription`); nil: the prelude's synthetic one.
    public var subscriptionJSON: String?
    /// The worker's URL and scope as the prelude reads them for every context (host.scriptURL,
    /// host.scope), made once as JavaScriptCore strings (SiteHost.swift): each read only makes
    /// the JS string.
    lazy var scriptURLString = JSString(scriptURL)
    lazy var scopeString = JSString(scope)
    /// `--payloads FILE`: each push's payload, read from its line when the push is delivered.
    var payloadStream: PayloadStream?
    /// What `navigator.userAgent` says (`--user-agent`; Safari on iOS unless given).
    public var userAgent = WorkerArguments.defaultUserAgent
    /// `--explain` with snapshots active: timers and listeners keep the line that made them
    /// (`host.callSites`, js/core.js callSite), and the scripts a probe loads are kept to place its
    /// functions (FunctionSites).
    public var callSites = false
    /// IndexedDB's and the Cache API's store: the worker process's, outliving every context.
    public let storage = StorageHost()

    public init(frames: FrameWriter = FrameWriter()) {
        self.frames = frames
        startSeconds = WorkerHost.monotonicSeconds()
        statmFD = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    }

    deinit { if statmFD >= 0 { close(statmFD) } }

    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    public var elapsedSeconds: Double { WorkerHost.monotonicSeconds() - startSeconds }

    /// The wall clock in whole milliseconds since the epoch, as Date.now() reads it.
    static func epochMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }

    /// Fast footprint (RssAnon from statm): cheap enough for every checkpoint.
    public var quickFootprintBytes: Int64 {
        statmFD >= 0 ? memlab_statm_anon_bytes(statmFD) : memlab_self_footprint_bytes()
    }

    /// Exact footprint: RssAnon + VmSwap (statm when the machine has no swap, else /proc/self/status).
    public var footprintBytes: Int64 { memlab_self_footprint_bytes_fast(statmFD) }

    /// The payload of every push so far, kept once per change (each entry holds from its
    /// push on): a PushMessageData reads its push's bytes only when the handler first asks
    /// for them, because the first Uint8Array a fresh context makes builds the whole typed
    /// array family (measured ~30 us a push). A handler that keeps `event.data` (in a
    /// context that outlives the push) still reads its own push's payload later.
    private var payloadHistory: [(firstPush: Int, bytes: [UInt8]?)] = []

    /// Records `bytes` as push `index`'s payload (nil: a push without data).
    public func setPayload(_ bytes: [UInt8]?, forPush index: Int) {
        if let last = payloadHistory.last, last.bytes == bytes { return }
        payloadHistory.append((index, bytes))
    }

    /// Push `index`'s payload (empty when it had none).
    func payload(ofPush index: Int) -> [UInt8] {
        payloadHistory.last(where: { $0.firstPush <= index })?.bytes ?? []
    }

    func beginPush(index: Int) {
        pushIndex = index
        consoleFramesThisPush = 0
        consoleSuppressedThisPush = 0
        checkpointsThisPush = 0
        checkpointsSuppressedThisPush = 0
        notificationFramesThisPush = 0
    }

    // MARK: host functions

    /// Builds the `host` object handed to the prelude (its members: HostFunctions.table).
    func makeHostObject(_ ctx: JSContextRef) -> JSObjectRef {
        JSObjectMake(ctx, HostFunctions.hostClass, nil)!
    }

    /// Checkpoint frames are streamed freely while they mean something: the first
    /// 1,000 of a push, then whenever the footprint moved by 64 KiB or 10 ms passed.
    /// A probe calling checkpoint a million times in a loop cannot flood the parent;
    /// the last checkpoint before a kill still arrives, because memory that moved is sent.
    static let checkpointsSentFreely = 1_000
    static let checkpointFootprintStepBytes: Int64 = 64 * 1024
    static let checkpointIntervalSeconds = 0.010
    var checkpointsSuppressedThisPush = 0
    private var lastCheckpointFootprint: Int64 = 0
    private var lastCheckpointSeconds = 0.0

    func checkpoint(_ value: Double) {
        checkpointsThisPush += 1
        let footprint = quickFootprintBytes
        let now = elapsedSeconds
        if checkpointsThisPush > WorkerHost.checkpointsSentFreely
            && abs(footprint - lastCheckpointFootprint) < WorkerHost.checkpointFootprintStepBytes
            && now - lastCheckpointSeconds < WorkerHost.checkpointIntervalSeconds
        {
            checkpointsSuppressedThisPush += 1
            return
        }
        lastCheckpointFootprint = footprint
        lastCheckpointSeconds = now
        frames.send(CheckpointFrame(push: pushIndex, value: value, footprintBytes: footprint, elapsedSeconds: now))
    }

    /// Takes one frame of the push's console budget; false (and counted) when it is spent.
    private func spendConsoleBudget() -> Bool {
        guard consoleFramesThisPush < WorkerHost.consoleFramesPerPush else {
            consoleSuppressedThisPush += 1
            return false
        }
        consoleFramesThisPush += 1
        return true
    }

    func console(level: String, text: String) {
        guard spendConsoleBudget() else { return }
        let truncated = text.count > WorkerHost.consoleTextLimit
        frames.send(ConsoleFrame(push: pushIndex, level: level, text: truncated ? String(text.prefix(WorkerHost.consoleTextLimit)) + "…" : text))
    }

    /// A piece of what the probe posted to memlab.parentPort (js/messaging.js cuts the pieces).
    func parentMessages(_ text: String) {
        frames.send(PortMessagesFrame(push: pushIndex, data: text))
    }

    /// An exception nobody caught (a timer, a microtask, a listener run by dispatchEvent).
    /// It shares the console budget: a probe cannot flood the parent with either.
    func uncaught(source: String, info: JSExceptionInfo) {
        guard spendConsoleBudget() else { return }
        frames.send(UncaughtFrame(push: pushIndex, source: source, exception: info.wire))
    }

    /// Notification frames streamed per push; the rest are only counted (the push frame's
    /// notificationsShown has them all), so a flood cannot flood the parent.
    static let notificationFramesPerPush = 20
    var notificationFramesThisPush = 0

    /// No frames for what is shown (the warm-up worker's own minimal push).
    var quiet = false

    /// What the worker has shown and is still displayed, across every push and context.
    let shown = ShownNotifications()

    /// A notification shown: kept as displayed (a `tag` replaces), and streamed to the parent.
    func notify(json: String, tag: String) -> Int {
        let id = shown.show(json: json, tag: tag)
        if quiet { return id }
        notificationFramesThisPush += 1
        guard notificationFramesThisPush <= WorkerHost.notificationFramesPerPush else { return id }
        frames.send(NotificationFrame.encoded(push: pushIndex, notificationJSON: json), kind: .notification, push: pushIndex)
        return id
    }
}
