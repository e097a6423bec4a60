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

/// Every command's exit statuses: each code once, each one memlab has, listed in code order.
@Suite struct ExitStatusTableTests {
    @Test func everyCommandsStatusesAreKnownCodesEachOnce() {
        for command in Memlab.subcommands {
            let codes = command.configuration.exitStatus.flatMap(\.codes)
            #expect(Set(codes).count == codes.count, "\(command.configuration.name) lists a code twice: \(codes)")
            #expect(command.configuration.exitStatus.allSatisfy { !$0.meaning.isEmpty })
            let help = command.configuration.help
            if let section = help.components(separatedBy: "EXIT STATUS\n").dropFirst().first {
                let listed = section.split(separator: "\n").compactMap { line in
                    line.hasPrefix("  ") ? Int32(line.split(separator: " ")[0].split(separator: "/")[0]) : nil
                }
                #expect(listed == listed.sorted(), "\(command.configuration.name): \(listed)")
            }
        }
        #expect(Memlab.exitStatus.flatMap(\.codes).count == Set(Memlab.exitStatus.flatMap(\.codes)).count)
    }

    @Test func aTableLineIsItsCodesAndItsMeaning() {
        let statuses = CommandConfiguration.Status.table("0   fine\n130/143  interrupted, twice")
        #expect(statuses.map(\.code) == ["0", "130/143"])
        #expect(statuses.map(\.meaning) == ["fine", "interrupted, twice"])
    }
}
