import MemlabCore

/// `memlab completions bash|zsh|fish`: a completion script for the shell, generated from the
/// commands' declarations (their names and options), as swift-argument-parser tools offer. An
/// option whose value is a FILE or a DIR completes paths; a positional argument completes paths.
struct CompletionsCommand: Command {
    static let configuration = CommandConfiguration(
        name: "completions", arguments: "bash|zsh|fish", abstract: "a shell completion script for memlab",
        discussion: """
            Prints a completion script for the shell on stdout, generated from the commands' declarations:
              bash  source it, e.g. `source <(memlab completions bash)` in ~/.bashrc
              zsh   save it as _memlab in a directory of $fpath, or `source <(memlab completions zsh)`
              fish  save it as ~/.config/fish/completions/memlab.fish
            """,
        exitStatus: [CommandConfiguration.Status(.ok, "the script was printed"), CommandConfiguration.Status.badOption])

    static let shells = ["bash", "zsh", "fish"]
    let shell: String

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        guard parsed.positionals.count == 1, let shell = parsed.positionals.first, CompletionsCommand.shells.contains(shell) else {
            throw MemlabError.usage("`memlab completions` takes one shell, bash, zsh or fish (got '\(parsed.positionals.joined(separator: " "))')")
        }
        self.shell = shell
    }

    func run() throws(MemlabError) -> ExitCode {
        switch shell {
        case "bash": Terminal.out(CompletionsCommand.bash)
        case "zsh": Terminal.out(CompletionsCommand.zsh)
        default: Terminal.out(CompletionsCommand.fish)
        }
        return .ok
    }

    /// Every command with its options (`--help` included).
    static var commands: [(name: String, options: [OptionSpec], abstract: String)] {
        Memlab.subcommands.map { ($0.configuration.name, $0.configuration.options + [helpFlag.spec], $0.configuration.abstract) }
    }

    static func takesPath(_ option: OptionSpec) -> Bool { option.valueName == "FILE" || option.valueName == "DIR" }

    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static var bash: String {
        var lines = [
            "# memlab's bash completion (`memlab completions bash`), generated from its declarations.", "_memlab() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" options=\"\" paths=\"\" values=\"\"",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        mapfile -t COMPREPLY < <(compgen -W \(quoted(commands.map(\.name).joined(separator: " "))) -- \"$cur\")", "        return",
            "    fi", "    case \"${COMP_WORDS[1]}\" in"
        ]
        for command in commands {
            let names = command.options.flatMap(\.names).joined(separator: " ")
            let paths = command.options.filter(takesPath).flatMap(\.names).joined(separator: " ")
            let values = command.options.filter { $0.takesValue && !takesPath($0) }.flatMap(\.names).joined(separator: " ")
            lines.append("        \(command.name)) options=\(quoted(names)); paths=\(quoted(paths)); values=\(quoted(values)) ;;")
        }
        lines += [
            "    esac",
            "    if [[ \" $paths \" == *\" $prev \"* ]]; then mapfile -t COMPREPLY < <(compgen -f -- \"$cur\"); return; fi",
            "    if [[ \" $values \" == *\" $prev \"* ]]; then COMPREPLY=(); return; fi",
            "    if [[ \"$cur\" == -* ]]; then mapfile -t COMPREPLY < <(compgen -W \"$options\" -- \"$cur\"); return; fi",
            "    mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")", "}", "complete -o filenames -F _memlab memlab"
        ]
        return lines.joined(separator: "\n")
    }

    /// `'--limit[the ceiling...]:SIZE: '`: zsh's _arguments spec of one spelling.
    static func zshSpec(_ name: String, _ option: OptionSpec) -> String {
        let help = option.help.split(separator: "\n").first.map(String.init) ?? ""
        let brief = help.replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")").replacingOccurrences(of: ":", with: ";")
            .prefix(70)
        var spec = "\(name)[\(brief)]"
        if let value = option.valueName { spec += ":\(value.replacingOccurrences(of: ":", with: ";")):" + (takesPath(option) ? "_files" : " ") }
        return quoted(spec)
    }

    static var zsh: String {
        var lines = [
            "#compdef memlab", "# memlab's zsh completion (`memlab completions zsh`), generated from its declarations.", "_memlab() {",
            "    local -a commands", "    commands=("
        ]
        for command in commands { lines.append("        " + quoted("\(command.name):\(command.abstract.replacingOccurrences(of: ":", with: ";"))")) }
        lines += [
            "    )", "    if (( CURRENT == 2 )); then _describe 'command' commands; return; fi", "    local command=${words[2]}",
            "    shift words; (( CURRENT-- ))", "    case $command in"
        ]
        for command in commands {
            let specs = command.options.flatMap { option in option.names.map { zshSpec($0, option) } }
            lines.append("        \(command.name)) _arguments -s \(specs.joined(separator: " ")) '*:file:_files' ;;")
        }
        // Autoloaded from $fpath (the file is _memlab) it runs the function; sourced, it registers it.
        lines += [
            "    esac", "}", "if [ \"${funcstack[1]}\" = \"_memlab\" ]; then _memlab \"$@\"; else compdef _memlab memlab; fi"
        ]
        return lines.joined(separator: "\n")
    }

    static var fish: String {
        var lines = [
            "# memlab's fish completion (`memlab completions fish`), generated from its declarations.",
            "set -l memlab_commands \(commands.map(\.name).joined(separator: " "))"
        ]
        // The command first (no files there); after it, its options, and paths for its arguments.
        for command in commands {
            lines.append(
                "complete -c memlab -f -n \"not __fish_seen_subcommand_from $memlab_commands\" -a \(command.name) -d \(quoted(command.abstract))")
        }
        for command in commands {
            for option in command.options {
                var line = "complete -c memlab -n '__fish_seen_subcommand_from \(command.name)'"
                for name in option.names {
                    line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
                }
                if option.takesValue { line += takesPath(option) ? " -r -F" : " -x" }
                line += " -d " + quoted(option.help.split(separator: "\n").first.map(String.init) ?? "")
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }
}
