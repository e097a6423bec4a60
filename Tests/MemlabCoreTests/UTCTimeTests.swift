import Foundation
import Testing

@testable import MemlabCore

@Suite struct UTCTimeTests {
    @Test("UTC times are written as Foundation's formatters write them, without loading ICU's calendar")
    func sameAsFoundation() {
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let compact = DateFormatter()
        compact.locale = Locale(identifier: "en_US_POSIX")
        compact.timeZone = TimeZone(identifier: "UTC")
        compact.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        for seconds in [0.0, 951_782_400.5, 1_796_126_397.535, 1_796_169_068.6, 4_102_444_799.999, 1_709_164_800.001] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(UTCTime.iso8601(date) == iso.string(from: date), "\(seconds)")
            #expect(UTCTime.compact(date, milliseconds: false) == compact.string(from: date), "\(seconds)")
            #expect(UTCTime.compact(date, milliseconds: true).count == "20261206T211108.600Z".count)
        }
        #expect(UTCTime.compact(Date(timeIntervalSince1970: 1_796_169_068.6), milliseconds: true) == "20261201T235108.600Z")
    }
}
