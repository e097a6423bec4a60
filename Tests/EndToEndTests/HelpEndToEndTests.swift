import Testing
import Foundation
import MemlabCore

/// The help memlab generates from its commands' declarations, against the option tables of the
/// docs (docs/options.md, docs/regression.md, docs/conformance.md); and the usage errors the
/// same declarations produce.
@Suite struct HelpEndToEndTests {
    /// One option as `memlab COMMAND --help` lists it.
    struct HelpOption {
        var names: [String]
        /// `--limit SIZE`, not `--jit`.
        var takesValue: Bool
        var text: String
        /// What `(default: X)` at the end of its help says.
        var defaultText: String? {
            guard text.hasSuffix(")"), let range = text.range(of: "(default: ", options: .backwards) else { return nil }
            return String(text[range.upperBound...].dropLast())
        }
    }

    static func help(_ arguments: [String]) throws -> String {
        let outcome = try MemlabBinary.run(arguments)
        #expect(outcome.status == 0, "memlab \(arguments.joined(separator: " ")): \(outcome.stderr)")
        #expect(outcome.stderr.isEmpty, "memlab \(arguments.joined(separator: " ")): \(outcome.stderr)")
        return outcome.stdout
    }

    /// The lines of a help section (`OPTIONS`, `EXIT STATUS`), up to the blank line that ends it.
    static func section(_ name: String, of help: String) -> [Substring] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring(name)) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    /// The commands `memlab help` lists: `  memlab NAME ...`.
    static func commands() throws -> [String] {
        try section("USAGE", of: help(["help"])).compactMap { line in
            guard line.hasPrefix("  memlab ") else { return nil }
            return String(line.split(separator: " ")[1])
        }
    }

    /// `--help` itself is every command's and is in no table.
    static func options(of command: String) throws -> [HelpOption] {
        var options: [HelpOption] = []
        for line in section("OPTIONS", of: try help([command, "--help"])) {
            if line.hasPrefix("  -") {
                let body = line.dropFirst(2)
                let label = body.range(of: "  ").map { body[..<$0.lowerBound] } ?? body
                let text = body.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
                let spellings = label.components(separatedBy: ", ")
                let names = spellings.compactMap { $0.split(separator: " ").first.map(String.init) }
                options.append(HelpOption(names: names, takesValue: spellings.last?.contains(" ") == true, text: text))
            } else if !options.isEmpty {
                options[options.count - 1].text += (options[options.count - 1].text.isEmpty ? "" : " ") + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return options.filter { $0.names != ["-h", "--help"] }
    }

    /// The pages whose option tables document the commands.
    static let tablePages = ["docs/options.md", "docs/regression.md", "docs/conformance.md"]

    /// The docs' option tables: a header `| \`memlab NAME\` option | meaning |`, then one row per
    /// option (or per group of options); for each command, each option's row with backticks removed.
    static func readmeTables() throws -> [String: [String: String]] {
        let readme = try tablePages.map { try String(contentsOfFile: MemlabBinary.packageRoot + "/" + $0, encoding: .utf8) }.joined(separator: "\n\n")
        var tables: [String: [String: String]] = [:]
        var current: String?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            let cells = line.replacingOccurrences(of: "\\|", with: "¦").split(separator: "|", omittingEmptySubsequences: false)
            guard line.hasPrefix("|"), cells.count >= 3 else { current = nil; continue }
            let first = cells[1].trimmingCharacters(in: .whitespaces)
            if first.hasPrefix("`memlab "), first.hasSuffix("` option") {
                current = String(first.dropFirst("`memlab ".count).dropLast("` option".count))
                tables[current!] = [:]
                continue
            }
            guard let command = current, !first.hasPrefix("---") else { continue }
            let spans = first.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            let row = line.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "\\|", with: "|")
            for span in spans {
                guard let name = span.split(separator: " ").first, name.hasPrefix("-") else { continue }
                #expect(tables[command]?[String(name)] == nil, "docs: \(name) is in the table of `memlab \(command)` twice")
                tables[command]?[String(name)] = row
            }
        }
        return tables
    }

    /// "default 24M", "default: 24M" or "24M (default", the value not running on ("default 1" is not "default 10").
    static func statesDefault(_ value: String, _ row: String) -> Bool {
        if row.contains(value + " (default") { return true }
        for lead in ["default ", "default: "] {
            var rest = Substring(row)
            while let range = rest.range(of: lead + value) {
                let next = rest[range.upperBound...].first
                if next == nil || !(next!.isLetter || next!.isNumber) { return true }
                rest = rest[range.upperBound...]
            }
        }
        return false
    }

    @Test func readmeOptionTablesMatchTheDeclarations() throws {
        let tables = try Self.readmeTables()
        let commands = try Self.commands()
        #expect(commands.contains("run") && commands.contains("suite"), "commands: \(commands)")
        for name in tables.keys {
            #expect(commands.contains(name), "the docs have an option table for `memlab \(name)`, which `memlab help` does not list")
        }
        for command in commands {
            let declared = try Self.options(of: command)
            let table = tables[command] ?? [:]
            if declared.isEmpty {
                #expect(tables[command] == nil, "the docs have an option table for `memlab \(command)`, which declares no option")
                continue
            }
            #expect(tables[command] != nil, "the docs have no option table for `memlab \(command)`")
            let declaredNames = Set(declared.flatMap(\.names))
            for name in declaredNames.subtracting(table.keys).sorted() {
                Issue.record("`memlab \(command)` declares \(name), which its docs table lacks")
            }
            for name in Set(table.keys).subtracting(declaredNames).sorted() {
                Issue.record("the docs table for `memlab \(command)` lists \(name), which the command does not declare")
            }
            // The default the help shows (generated from the declaration) is the docs' too;
            // a row that says "as for `memlab X`" is X's row.
            for option in declared {
                guard let defaultText = option.defaultText else { continue }
                for name in option.names {
                    guard var row = table[name] else { continue }
                    if let range = row.range(of: "as for memlab "),
                        let other = row[range.upperBound...].split(whereSeparator: { !$0.isLetter }).first,
                        let otherRow = tables[String(other)]?[name]
                    {
                        row = otherRow
                    }
                    #expect(
                        Self.statesDefault(defaultText, row),
                        "`memlab \(command) --help` gives \(name) the default \(defaultText); its docs row does not: \(row)")
                }
            }
        }
    }

    /// docs/commands/ is `memlab help --markdown`'s text, page for page (scripts/command-docs.sh
    /// rewrites it), and each page's options are those `memlab COMMAND --help` lists.
    @Test func theCommandPagesAreTheBinarysReference() throws {
        let directory = MemlabBinary.packageRoot + "/docs/commands"
        let commands = try Self.commands()
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
        #expect(files == Set(commands.map { $0 + ".md" } + ["README.md"]), "docs/commands holds \(files.sorted()); run scripts/command-docs.sh")
        let index = try String(contentsOfFile: directory + "/README.md", encoding: .utf8)
        #expect(index == (try Self.help(["help", "--markdown"])), "docs/commands/README.md is stale; run scripts/command-docs.sh")
        for command in commands {
            let page = (try? String(contentsOfFile: directory + "/\(command).md", encoding: .utf8)) ?? ""
            let generated = try Self.help(["help", "--markdown", command])
            #expect(page == generated, "docs/commands/\(command).md is stale; run scripts/command-docs.sh")
            // The rows of its options table, against the --help of the binary.
            let rows = generated.split(separator: "\n").filter { $0.hasPrefix("| `-") }.map { row in
                row.dropFirst(3).prefix { $0 != "`" }.components(separatedBy: ", ").compactMap { $0.split(separator: " ").first.map(String.init) }
            }
            let documented = Set(rows.flatMap { $0 })
            let declared = Set(try Self.options(of: command).flatMap(\.names) + ["-h", "--help"])
            #expect(documented == declared, "docs/commands/\(command).md lists \(documented.sorted()), `memlab \(command) --help` \(declared.sorted())")
            #expect(generated.contains("`memlab \(command)"), "\(generated.prefix(200))")
        }
    }

    /// `memlab completions bash`, sourced in bash: `memlab run --pre` completes to --preset, a
    /// command's first letters to the command, an option taking a DIR to paths.
    @Test func bashCompletesFromTheDeclarations() throws {
        let directory = MemlabBinary.temporaryDirectory()
        let script = directory + "/memlab.bash"
        let outcome = try MemlabBinary.run(["completions", "bash"])
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
        try outcome.stdout.write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory + "/results-dir", withIntermediateDirectories: true)
        func complete(_ words: [String]) throws -> [String] {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let shell =
                "source '\(script)'; cd '\(directory)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _memlab; printf '%s\\n' \"${COMPREPLY[@]}\""
            let run = try MemlabBinary.run(["-c", shell], executable: "/bin/bash")
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["memlab", "run", "--pre"]) == ["--preset"])
        #expect(try complete(["memlab", "su"]) == ["suite"])
        #expect(try complete(["memlab", "diff", "--for"]) == ["--format"])
        #expect(try complete(["memlab", "run", "probe.js", "--out", "results-"]) == ["results-dir"])
        #expect(try complete(["memlab", "run", "--limit", ""]).isEmpty, "a SIZE is not a path")
        // Every command's options are offered: a new option completes without editing a script.
        let all = try complete(["memlab", "suite", "--"])
        for option in try Self.options(of: "suite").flatMap(\.names) where option.hasPrefix("--") {
            #expect(all.contains(option), "\(option) is not completed")
        }
        let bad = try MemlabBinary.run(["completions", "tcsh"])
        #expect(bad.status == 64 && bad.stderr.contains("bash, zsh or fish"), "\(bad.stderr)")
    }

    static let zsh = ["/usr/bin/zsh", "/bin/zsh"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let fish = ["/usr/bin/fish", "/bin/fish"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// zsh reads its script (and registers _memlab for memlab with compinit); fish completes
    /// `memlab run --pre` to --preset and `memlab su` to suite from its own.
    @Test(.enabled(if: HelpEndToEndTests.zsh != nil && HelpEndToEndTests.fish != nil, "zsh or fish is not installed (Debian packages `zsh`, `fish`)"))
    func zshAndFishReadTheirScripts() throws {
        let directory = MemlabBinary.temporaryDirectory()
        for shell in ["zsh", "fish"] {
            let outcome = try MemlabBinary.run(["completions", shell])
            #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(shell): \(outcome.stderr)")
            try outcome.stdout.write(toFile: directory + "/memlab." + shell, atomically: true, encoding: .utf8)
        }
        let syntax = try MemlabBinary.run(["-n", directory + "/memlab.zsh"], executable: Self.zsh!)
        #expect(syntax.status == 0, "zsh -n: \(syntax.stderr)")
        let registered = try MemlabBinary.run(
            ["-fc", "autoload -U compinit && compinit -u -d '\(directory)/zcompdump' && source '\(directory)/memlab.zsh' && print -r -- $_comps[memlab]"],
            environment: ["HOME": directory], executable: Self.zsh!)
        #expect(registered.stdout == "_memlab\n", "zsh: \(registered.stdout) \(registered.stderr)")
        func fish(_ line: String) throws -> [String] {
            let run = try MemlabBinary.run(
                ["--no-config", "-c", "source '\(directory)/memlab.fish'; complete -C '\(line)'"], environment: ["HOME": directory], executable: Self.fish!)
            #expect(run.status == 0, "fish: \(run.stderr)")
            return run.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) }
        }
        #expect(try fish("memlab run --pre") == ["--preset"])
        #expect(try fish("memlab su") == ["suite"])
    }

    @Test func everyWayOfAskingGivesTheSameHelp() throws {
        let main = try Self.help([])
        #expect(try Self.help(["help"]) == main)
        #expect(try Self.help(["--help"]) == main)
        #expect(try Self.help(["-h"]) == main)
        #expect(main.contains("EXIT STATUS"))
        for command in try Self.commands() {
            let help = try Self.help([command, "--help"])
            #expect(help.hasPrefix("memlab \(command)"), "\(help)")
            #expect(try Self.help([command, "-h"]) == help)
            if command != "help" { #expect(try Self.help(["help", command]) == help) }
            #expect(!Self.section("OPTIONS", of: help).isEmpty, "\(command): no OPTIONS section")
            // Text, not leftovers: no line is a stray pair of quotes, none runs past 100 columns.
            for line in help.split(separator: "\n") {
                #expect(line.trimmingCharacters(in: .whitespaces) != "\"\"", "\(command): a stray \"\" line")
                #expect(line.count <= 100, "\(command): a line of \(line.count) columns: \(line)")
            }
        }
    }

    @Test func runHelpSaysWhatRlimitMeasuredLike() throws {
        // README: measured, RLIMIT_AS caps address-space growth, not footprint; auto never picks it.
        let help = try Self.help(["run", "--help"])
        #expect(!help.contains("stricter than footprint"))
        #expect(help.contains("not footprint"))
        #expect(help.contains("Never chosen by auto"))
    }

    @Test func exitStatusesOfTheHelpAndTheReadmeAreMemlabs() throws {
        let codes = Set((0...255).compactMap { ExitCode(rawValue: Int32($0)).map { String($0.rawValue) } })
        let help = Set(
            Self.section("EXIT STATUS", of: try Self.help(["help"])).flatMap { line -> [String] in
                // `  64       usage...`; a wrapped line is indented further.
                guard line.hasPrefix("  "), line.dropFirst(2).first?.isNumber == true, let first = line.split(separator: " ").first else { return [] }
                return first.split(separator: "/").map(String.init)
            })
        #expect(help == codes, "memlab help's EXIT STATUS: \(help.sorted()), ExitCode: \(codes.sorted())")
        let readme = try String(contentsOfFile: MemlabBinary.packageRoot + "/docs/options.md", encoding: .utf8)
        let table = readme.components(separatedBy: "## Exit status")[1].components(separatedBy: "\n## ")[0]
        let documented = Set(
            table.split(separator: "\n").flatMap { line -> [String] in
                let cells = line.split(separator: "|")
                guard line.hasPrefix("|"), let first = cells.first?.trimmingCharacters(in: .whitespaces), first.first?.isNumber == true else { return [] }
                return first.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
            })
        #expect(documented == codes, "docs/options.md's exit status table: \(documented.sorted()), ExitCode: \(codes.sorted())")
    }

    func expectUsageError(_ arguments: [String], mentioning needles: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = try MemlabBinary.run(arguments)
        let context = "memlab \(arguments.joined(separator: " ")): \(outcome.stderr)"
        #expect(outcome.status == 64, "\(context)", sourceLocation: sourceLocation)
        #expect(outcome.stdout.isEmpty, "\(context)", sourceLocation: sourceLocation)
        #expect(outcome.stderr.hasPrefix("memlab: "), "\(context)", sourceLocation: sourceLocation)
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(context)", sourceLocation: sourceLocation)
        for needle in needles {
            #expect(outcome.stderr.contains(needle), "'\(needle)' not in \(context)", sourceLocation: sourceLocation)
        }
    }

    @Test func unknownFlagsAndMissingValuesNameTheFlagAndTheHelp() throws {
        for command in try Self.commands() {
            try expectUsageError([command, "--no-such-flag"], mentioning: ["--no-such-flag", "`memlab \(command) --help`"])
            for option in try Self.options(of: command) {
                let name = option.names.last!
                if option.takesValue {
                    // Given last, it has no value.
                    try expectUsageError([command, name], mentioning: [name, "needs a value", "`memlab \(command) --help`"])
                } else {
                    try expectUsageError([command, name + "=yes"], mentioning: [name, "takes no value"])
                }
            }
        }
    }

    @Test func badValuesNameTheFlag() throws {
        let probe = MemlabBinary.probe("alloc.js")
        let directory = MemlabBinary.temporaryDirectory()
        let cases: [[String]] = [
            ["run", probe, "--pushes", "0"], ["run", probe, "--isolation", "vm"], ["run", probe, "--allocator", "tcmalloc"],
            ["run", probe, "--expire", "0"], ["run", probe, "--watchdog-interval", "-5"], ["run", probe, "--inject", "leak"],
            ["run", probe, "--fixtures", ""], ["run", probe, "--pushes", "10", "--warmup", "10"],
            ["limit", probe, "--field", ""], ["limit", probe, "--limit", "24Q"],
            ["suite", directory, "--repeat", "0"], ["suite", directory, "--jobs", "1000"], ["suite", directory, "--limit", "big"],
            ["diff", directory, directory, "--alpha", "2"], ["report", directory, "--min-bytes", "lots"]
        ]
        for arguments in cases {
            let flag = arguments.last(where: { $0.hasPrefix("--") })!
            try expectUsageError(arguments, mentioning: [flag])
        }
        // The short spelling is named as typed.
        try expectUsageError(["suite", directory, "-j", "0"], mentioning: ["-j must be"])
    }
}
