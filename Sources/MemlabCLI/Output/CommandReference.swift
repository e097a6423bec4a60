import MemlabCore

/// The command reference in Markdown, generated from the same declarations as `--help`
/// (`memlab help --markdown COMMAND`): docs/commands/NAME.md is this text, and a test fails when
/// the two disagree (`scripts/command-docs.sh` rewrites them).
enum CommandReference {
    static let generatedNote = "<!-- generated from the declarations by `memlab help --markdown`; scripts/command-docs.sh rewrites it -->"

    static func cell(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .replacingOccurrences(of: "|", with: "\\|")
    }

    /// One command's page: usage, discussion, options, exit status.
    static func page(_ configuration: CommandConfiguration) -> String {
        var lines = [
            generatedNote, "", "# memlab \(configuration.name)", "", "`\(configuration.usage)`: \(cell(configuration.abstract)).", ""
        ]
        if !configuration.discussion.isEmpty { lines += ["```text", configuration.discussion, "```", ""] }
        let options = configuration.options + [helpFlag.spec]
        lines += ["## Options", "", "| option | meaning | default |", "|---|---|---|"]
        for option in options {
            lines.append("| `\(option.label)` | \(cell(option.help)) | \(option.defaultText.map { "`\(cell($0))`" } ?? "") |")
        }
        let statuses = configuration.exitStatus.sorted { ($0.codes.first?.rawValue ?? 0) < ($1.codes.first?.rawValue ?? 0) }
        if !statuses.isEmpty {
            lines += ["", "## Exit status", "", "| status | meaning |", "|---|---|"]
            for status in statuses { lines.append("| \(status.code) | \(cell(status.meaning)) |") }
        }
        lines += ["", "docs/options.md and docs/regression.md say more of each option; docs/troubleshooting.md lists the errors."]
        return lines.joined(separator: "\n")
    }

    /// docs/commands/README.md: every command with its line, and memlab's exit statuses.
    static var index: String {
        var lines = [generatedNote, "", "# memlab's commands", "", "| command | what it does |", "|---|---|"]
        for command in Memlab.subcommands {
            let configuration = command.configuration
            lines.append("| [`\(configuration.usage)`](\(configuration.name).md) | \(cell(configuration.abstract)) |")
        }
        lines += ["", "## Exit status", "", "| status | meaning |", "|---|---|"]
        for status in Memlab.exitStatus { lines.append("| \(status.code) | \(cell(status.meaning)) |") }
        return lines.joined(separator: "\n")
    }
}
