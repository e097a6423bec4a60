import Testing

@testable import MemlabCLI

/// The generated help's layout: two columns wrapped at 100, a label too wide for its column on a line of its own.
@Suite struct HelpLayoutTests {
    @Test func aShortLabelSharesItsLineWithTheHelp() {
        let lines = HelpLayout.twoColumns("--limit SIZE", "the ceiling")
        #expect(lines == ["  --limit SIZE" + String(repeating: " ", count: HelpLayout.column - 14) + "the ceiling"])
    }

    @Test func aWideLabelPutsItsHelpOnTheNextLine() {
        let label = String(repeating: "x", count: HelpLayout.column)
        let lines = HelpLayout.twoColumns(label, "help")
        #expect(lines.count == 2)
        #expect(lines[1] == String(repeating: " ", count: HelpLayout.column) + "help")
    }

    @Test func longHelpWrapsWithinTheWidth() {
        let text = Array(repeating: "word", count: 60).joined(separator: " ")
        let lines = HelpLayout.twoColumns("--x", text)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= HelpLayout.width })
    }
}
