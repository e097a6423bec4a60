import Testing
@testable import MemlabCore

@Suite struct ByteSizeTests {
    static let sizes: [(String, Int64)] = [
        ("24M", 25_165_824), ("24m", 25_165_824), ("24MiB", 25_165_824), ("24MB", 25_165_824),
        ("512K", 524_288), ("1G", 1_073_741_824), ("1.5M", 1_572_864), ("25165824", 25_165_824),
        (" 12M ", 12_582_912), ("100b", 100)
    ]

    @Test(arguments: sizes)
    func parsesSizes(text: String, bytes: Int64) throws {
        #expect(try ByteSize(parsing: text).bytes == bytes)
    }

    @Test(arguments: ["24Q", "1.5.3M", "M", "abc", "2 4M", "0x10", "1e3", "."])
    func rejectsMalformed(text: String) {
        #expect(throws: ByteSize.ParseError.malformed(text.trimmingSpaces())) { try ByteSize(parsing: text) }
    }

    @Test(arguments: ["0", "-1", "-24M", "0M", "0.0001"])
    func rejectsNonPositive(text: String) {
        #expect(throws: ByteSize.ParseError.notPositive(text)) { try ByteSize(parsing: text) }
    }

    @Test func rejectsEmptyAndHuge() {
        #expect(throws: ByteSize.ParseError.empty) { try ByteSize(parsing: "") }
        #expect(throws: ByteSize.ParseError.tooLarge("100000G")) { try ByteSize(parsing: "100000G") }
    }

    @Test func everyErrorIsOneSentenceWithAnExample() {
        let errors: [ByteSize.ParseError] = [.empty, .malformed("24Q"), .notPositive("0"), .tooLarge("9T")]
        for error in errors {
            #expect(!error.sentence.contains("\n"))
            #expect(error.sentence.contains("M"))
        }
    }

    static let formats: [(Int64, String)] = [
        (25_165_824, "24.0 MiB"), (831_488, "812 KiB"), (1_610_612_736, "1.50 GiB"), (100, "100 B"), (-2_097_152, "-2.0 MiB")
    ]

    @Test(arguments: formats)
    func formatsBinaryUnits(bytes: Int64, text: String) {
        #expect(ByteSize.format(bytes) == text)
    }
}
