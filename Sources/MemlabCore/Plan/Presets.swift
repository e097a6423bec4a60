/// An iOS extension kind's memory budget as it was observed: its limit and the memory the
/// extension's own (Swift) process already uses before any JavaScript runs, each with where it
/// comes from and when it was seen. Apple documents none of these numbers; they change between
/// iOS versions and devices, so each is a parameter with a source and a date, never a constant.
public struct Preset: Sendable, Equatable, Encodable {
    public var name: String
    /// What kind of extension (one line).
    public var kind: String
    public var limitBytes: Int64
    /// The extension process's own footprint before any JavaScript (0: not measured for this kind).
    public var hostReserveBytes: Int64
    /// Where the limit comes from.
    public var source: String
    /// When (and on what) it was observed.
    public var date: String
    /// Where the host reserve comes from (nil: not measured for this kind, so none is applied).
    public var reserveSource: String?

    /// A Swift NSE measured 2.77 MB of footprint at `didReceive` (element-x-ios #1243):
    /// 2.8 MiB, rounded down to whole 16 KiB pages (179 of them: 2,932,736 bytes).
    public static let swiftNSEReserveBytes: Int64 = 179 * 16384

    static func mib(_ value: Int64) -> Int64 { value << 20 }

    public static let all: [Preset] = [
        Preset(
            name: "nse", kind: "Notification Service Extension", limitBytes: mib(24),
            hostReserveBytes: swiftNSEReserveBytes,
            source:
                "jetsam line `exceeded mem limit: InactiveHard 24 MB (fatal)` (element-x-ios #3785); footprint + os_proc_available_memory() = 24.00 MiB (element-x-ios #1243)",
            date: "iOS 18.3, iPhone 12 Pro Max (2025); iOS 16-17 (2023-07)",
            reserveSource: "a Swift NSE's footprint at didReceive, before its SDK session: 2.77 MB (element-x-ios #1243, 2023-07)"),
        Preset(
            name: "nse-legacy", kind: "Notification Service Extension on older iOS", limitBytes: mib(12),
            hostReserveBytes: swiftNSEReserveBytes,
            source: "`limit=12 MB` in a jetsam report (OneSignal-Flutter-SDK #122)", date: "iOS 12 (2019)",
            reserveSource: "the current Swift NSE's 2.77 MB (element-x-ios #1243); not measured on iOS 12"),
        Preset(
            name: "widget", kind: "WidgetKit widget", limitBytes: mib(30), hostReserveBytes: 0,
            source: "FB8832751 (feedback-assistant/reports #177)", date: "iOS 14.1 (2020)"),
        Preset(
            name: "ne-packet-tunnel", kind: "Network Extension packet tunnel provider", limitBytes: mib(50), hostReserveBytes: 0,
            source: "Apple DTS, developer forums thread 73148", date: "iOS 15 (2021)"),
        Preset(
            name: "ne-app-proxy", kind: "Network Extension app proxy provider", limitBytes: mib(15), hostReserveBytes: 0,
            source: "Apple DTS, developer forums thread 73148", date: "iOS 15 (2021)"),
        Preset(
            name: "ne-dns-proxy", kind: "Network Extension DNS proxy provider", limitBytes: mib(15), hostReserveBytes: 0,
            source: "Apple DTS, developer forums thread 73148", date: "iOS 15 (2021)"),
        Preset(
            name: "ne-filter-control", kind: "Network Extension content filter, control provider", limitBytes: mib(12), hostReserveBytes: 0,
            source: "Apple DTS, developer forums thread 73148 (50 MiB from iOS 16)", date: "iOS 15 (2021)"),
        Preset(
            name: "ne-filter-data", kind: "Network Extension content filter, data provider", limitBytes: mib(6), hostReserveBytes: 0,
            source: "Apple DTS, developer forums thread 73148 (50 MiB from iOS 16)", date: "iOS 15 (2021)"),
        Preset(
            name: "ne-app-push", kind: "Network Extension app push provider", limitBytes: mib(24), hostReserveBytes: 0,
            source: "Apple DTS, developer forums thread 73148", date: "iOS 15 (2021)"),
        Preset(
            name: "share", kind: "share extension (about 120 MB)", limitBytes: mib(120), hostReserveBytes: 0,
            source: "element-ios #2341", date: "iOS 12, iPhone X (2019)"),
        Preset(
            name: "keyboard", kind: "custom keyboard (48-90 MB by device)", limitBytes: mib(90), hostReserveBytes: 0,
            source: "`ActiveHard 90 MB` (getdictus/dictus-ios #202)", date: "iPadOS 26 (2025)"),
        Preset(
            name: "broadcast", kind: "broadcast upload extension", limitBytes: mib(50), hostReserveBytes: 0,
            source: "go-ios #513", date: "not stated in the report")
    ]

    /// The preset a run gets when it names none and gives no `--limit`.
    public static let defaultName = "nse"

    public static func named(_ name: String) -> Preset? { all.first { $0.name == name } }

    /// "unknown preset 'x'; the presets are nse, nse-legacy, ... (`memlab presets` lists them)".
    public static func unknownSentence(_ name: String, option: String = "--preset") -> String {
        "\(option): unknown preset '\(name)'; the presets are \(all.map(\.name).joined(separator: ", ")) (`memlab presets` shows their numbers and sources)"
    }
}
