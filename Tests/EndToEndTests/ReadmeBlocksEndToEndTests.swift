import Foundation
import MemlabCore
import Testing

/// Every fenced shell example of the README and of docs/ (```sh and ```console blocks), run as
/// written, in order, on a fresh copy of the repository (one per page) with the built memlab on
/// PATH. A `console` block's output is compared with what the commands print by its shape: the
/// same labels (each line's first word, numbers masked, a run of one label once) in the same
/// order, a `…` line standing for any lines, continuation lines (indented four or more) aside; so a new summary line fails
/// here until the example shows it. A block that is not run says why in a `<!-- readme-test: ... -->`
/// comment just above it. Workflow YAML and JavaScript are not shell blocks.
@Suite struct ReadmeBlocksEndToEndTests {
    struct Block {
        var language: String
        var text: String
        var line: Int
        /// The `<!-- readme-test: ... -->` comment above the fence, when there is one.
        var marker: String?

        /// A `console` block's commands (its `$ ` lines); an `sh` block is a script as it stands.
        var script: String {
            guard language == "console" else { return text }
            return text.split(separator: "\n").filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }.joined(separator: "\n")
        }

        /// The shape of what a `console` block shows its commands print: a label a line, `…` for any lines.
        var shape: [String] {
            guard language == "console" else { return [] }
            return ReadmeBlocksEndToEndTests.shape(text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("$ ") })
        }
    }

    /// A line's label: its first word, digits masked (`push 1` and `push 12` are both `push`);
    /// nil for a blank line or a continuation (indented four or more). `…` alone is itself.
    static func label(_ line: Substring) -> String? {
        if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("    ") { return nil }
        guard let word = line.split(separator: " ").first else { return nil }
        return String(word.map { $0.isNumber ? "#" : $0 })
    }

    /// The labels in order, a run of one label counted once (how many `objects` or `kept by`
    /// lines a run prints is a finding, not the summary's shape).
    static func shape(_ lines: [Substring]) -> [String] {
        lines.compactMap(label).reduce(into: []) { labels, label in
            if labels.last != label { labels.append(label) }
        }
    }

    /// Whether `actual` has the shape `expected`, where `…` matches any run of labels (none too).
    static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            return actual.indices.contains { matches(expected.dropFirst(), actual[$0...]) } || matches(expected.dropFirst(), [])
        }
        guard actual.first == first else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    /// README.md first, then every page under docs/, by path.
    static func pages() throws -> [String] {
        let root = MemlabBinary.packageRoot
        let docs = FileManager.default.enumerator(atPath: root + "/docs")?.compactMap { $0 as? String } ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func blocks(_ page: String = "README.md") throws -> [Block] {
        let readme = try String(contentsOfFile: MemlabBinary.packageRoot + "/" + page, encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```"), line.count > 3 else {
                if line.hasPrefix("```") {
                    // An untagged block: skip to its end.
                    index += 1
                    while index < lines.count && lines[index] != "```" { index += 1 }
                }
                index += 1
                continue
            }
            let language = String(line.dropFirst(3))
            let start = index
            var body: [String] = []
            index += 1
            while index < lines.count && lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            index += 1
            guard language == "sh" || language == "console" else { continue }
            let above = lines[..<start].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            let marker = above.flatMap { $0.hasPrefix("<!-- readme-test:") ? $0 : nil }
            blocks.append(Block(language: language, text: body.joined(separator: "\n"), line: start + 1, marker: marker))
        }
        return blocks
    }

    /// The repository's tracked files (and the generated probe fixtures), in a fresh directory.
    static func copyOfTheRepository() throws -> String {
        let directory = MemlabBinary.temporaryDirectory() + "/memlab"
        let root = MemlabBinary.packageRoot
        let listed = try MemlabBinary.run(["-C", root, "ls-files", "-z"], executable: "/usr/bin/git")
        try #require(listed.status == 0, "git ls-files: \(listed.stderr)")
        for path in listed.stdout.split(separator: "\0").map(String.init) {
            let target = directory + "/" + path
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: root + "/" + path) { try FileManager.default.copyItem(atPath: root + "/" + path, toPath: target) }
        }
        try? FileManager.default.removeItem(atPath: directory + "/probes")
        try FileManager.default.copyItem(atPath: root + "/probes", toPath: directory + "/probes")
        return directory
    }

    @Test("every ```sh and ```console block of the README and docs/ is run as written (in order, on a copy of the repository) or says why not")
    func everyShellBlockRuns() throws {
        let readme = try Self.blocks()
        #expect(readme.filter { $0.language == "console" && $0.marker == nil }.count >= 3, "the README's three examples were not found")
        var runnable = 0
        for page in try Self.pages() {
            let blocks = try Self.blocks(page)
            for block in blocks where block.marker != nil {
                #expect(
                    block.marker!.contains("not run (") || block.marker!.contains("run by "),
                    "\(page) line \(block.line): a readme-test comment says `not run (why)` or `run by TEST`: \(block.marker!)")
            }
            let run = blocks.filter { $0.marker == nil }
            guard !run.isEmpty else { continue }
            runnable += run.count
            let directory = try Self.copyOfTheRepository()
            let environment = ["PATH": MemlabBinary.productsDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
            for block in run {
                let script = block.script
                #expect(!script.isEmpty, "\(page) line \(block.line): a \(block.language) block with no command")
                let outcome = try MemlabBinary.run(["-euc", "cd '\(directory)'\n" + script], environment: environment, executable: "/bin/bash")
                #expect(outcome.status == 0, "\(page) line \(block.line): `\(script)` exited \(outcome.status): \(outcome.stderr.suffix(800))")
                guard block.language == "console" else { continue }
                let shown = Self.shape(outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false))
                let expected = block.shape
                #expect(
                    Self.matches(expected[...], shown[...]),
                    "\(page) line \(block.line): the example's lines are \(expected), what it prints is \(shown): \(outcome.stdout)")
            }
        }
        #expect(runnable >= 5, "fewer runnable blocks than the README's and docs' examples")
    }

    @Test func shapesMatchLabelsInOrderWithGaps() {
        let lines: [Substring] = ["memlab 0.1.0 · x", "push 1     modified", "           notification: x", "    wrapped", "", "ended      completed"]
        #expect(Self.shape(lines) == ["memlab", "push", "ended"])
        #expect(Self.shape(["objects    a", "objects    b", "kept by    c", "objects    d"]) == ["objects", "kept", "objects"])
        #expect(Self.matches(["memlab", "push", "ended"], ["memlab", "push", "ended"]))
        #expect(Self.matches(["memlab", "…", "ended"], ["memlab", "push", "warning", "ended"]))
        #expect(Self.matches(["…", "ended"], ["ended"]))
        #expect(!Self.matches(["memlab", "ended"], ["memlab", "push", "ended"]), "a line the example lacks")
        #expect(!Self.matches(["memlab", "ended", "push"], ["memlab", "push", "ended"]), "the order")
        #expect(!Self.matches(["memlab", "push", "timers", "ended"], ["memlab", "push", "ended"]), "a line the output lacks")
    }
}

/// The README is a front door (issue 33): short, pointing to docs/README.md, which names every page.
@Suite struct DocsIndexTests {
    @Test func theReadmeIsShortAndPointsToTheIndex() throws {
        let readme = try String(contentsOfFile: MemlabBinary.packageRoot + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "README.md has \(lines) lines; it is the front door, the rest belongs in docs/")
        #expect(readme.contains("docs/README.md"))
        #expect(readme.contains("examples/github-actions/memlab-nightly.yml"))
    }

    /// docs/troubleshooting.md has a section for every exit status memlab has.
    @Test func troubleshootingCoversEveryExitStatus() throws {
        let page = try String(contentsOfFile: MemlabBinary.packageRoot + "/docs/troubleshooting.md", encoding: .utf8)
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("## ") }.joined(separator: " ")
        for code in (0...255).compactMap({ ExitCode(rawValue: Int32($0)) }) where code != .ok {
            #expect(headings.contains(String(code.rawValue)), "docs/troubleshooting.md has no section for exit status \(code.rawValue)")
        }
    }

    @Test func theIndexNamesEveryPageAndEveryLinkResolves() throws {
        let root = MemlabBinary.packageRoot
        let index = try String(contentsOfFile: root + "/docs/README.md", encoding: .utf8)
        let pages = (FileManager.default.enumerator(atPath: root + "/docs")?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".md") && $0 != "README.md" && !$0.hasPrefix("example-sdk/") }
        #expect(pages.count >= 15, "\(pages)")
        for page in pages {
            #expect(index.contains("(\(page))"), "docs/README.md does not name docs/\(page)")
        }
        // Every relative link of the README and the index leads to a file that exists.
        for (file, base) in [("README.md", root), ("docs/README.md", root + "/docs")] {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for piece in text.components(separatedBy: "](").dropFirst() {
                guard let target = piece.split(separator: ")").first.map(String.init), !target.contains("://") else { continue }
                #expect(FileManager.default.fileExists(atPath: base + "/" + target), "\(file) links to \(target), which does not exist")
            }
        }
    }
}
