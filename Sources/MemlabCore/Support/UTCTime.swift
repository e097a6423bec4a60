import Foundation

/// Times as memlab writes them (a record's `createdAt`, a spool's start, file names), in UTC,
/// from the C library's calendar: Foundation's date formatters load ICU's calendar, time-zone and
/// locale data, some 6 MiB of memlab's own resident memory, for a fixed format.
public enum UTCTime {
    /// `2026-12-06T21:11:08.600Z`, as ISO8601DateFormatter writes it with fractional seconds.
    public static func iso8601(_ date: Date = Date()) -> String {
        let (fields, milliseconds) = parts(date)
        return "\(pad(fields.tm_year + 1900, 4))-\(pad(fields.tm_mon + 1, 2))-\(pad(fields.tm_mday, 2))T"
            + "\(pad(fields.tm_hour, 2)):\(pad(fields.tm_min, 2)):\(pad(fields.tm_sec, 2)).\(pad(milliseconds, 3))Z"
    }

    /// `20261206T211108.600Z` (`milliseconds`), or `20261206T211108Z`: a name that sorts by time.
    public static func compact(_ date: Date = Date(), milliseconds: Bool) -> String {
        let (fields, thousandths) = parts(date)
        let stamp =
            "\(pad(fields.tm_year + 1900, 4))\(pad(fields.tm_mon + 1, 2))\(pad(fields.tm_mday, 2))T"
            + "\(pad(fields.tm_hour, 2))\(pad(fields.tm_min, 2))\(pad(fields.tm_sec, 2))"
        return stamp + (milliseconds ? ".\(pad(thousandths, 3))Z" : "Z")
    }

    private static func parts(_ date: Date) -> (tm, Int32) {
        // To the nearest millisecond, as the formatters round (1_796_169_068.6 is 068.599999... in binary).
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        var whole = time_t(milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
        var fields = tm()
        gmtime_r(&whole, &fields)
        return (fields, Int32(milliseconds - Int64(whole) * 1000))
    }

    private static func pad(_ value: Int32, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
