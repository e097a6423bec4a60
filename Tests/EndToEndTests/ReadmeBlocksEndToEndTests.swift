import Foundation
import Testing

/// Every fenced shell example of the README (```sh and ```console blocks), run as written, in
/// order, on a fresh copy of the repository with the built memlab on PATH. A block that is not
/// run here says why in a `<!-- readme-test: ... -->` comment just above it. Workflow YAML and
/// JavaScript are not shell blocks.
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

        /// The labels a `console` block's output shows (`probe`, `verdict`...), which the real output must show too.
        var labels: [String] {
            guard language == "console" else { return [] }
            return text.split(separator: "\n").filter { !$0.hasPrefix("$ ") && !$0.hasPrefix("…") }.compactMap { line in
                line.split(separator: " ").first.map(String.init)
            }
        }
    }

    static func blocks() throws -> [Block] {
        let readme = try String(contentsOfFile: MemlabBinary.packageRoot + "/README.md", encoding: .utf8)
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

    @Test("every ```sh and ```console block of the README is run as written (in order, on a copy of the repository) or says why not")
    func everyShellBlockRuns() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 5, "the README's shell blocks were not found: \(blocks.map(\.line))")
        for block in blocks where block.marker != nil {
            #expect(
                block.marker!.contains("not run (") || block.marker!.contains("run by "),
                "README line \(block.line): a readme-test comment says `not run (why)` or `run by TEST`: \(block.marker!)")
        }
        let runnable = blocks.filter { $0.marker == nil }
        #expect(runnable.count >= 3, "fewer runnable blocks than the README's examples: \(runnable.map(\.line))")
        let directory = try Self.copyOfTheRepository()
        let environment = ["PATH": MemlabBinary.productsDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        for block in runnable {
            let script = block.script
            #expect(!script.isEmpty, "README line \(block.line): a \(block.language) block with no command")
            let outcome = try MemlabBinary.run(["-euc", "cd '\(directory)'\n" + script], environment: environment, executable: "/bin/bash")
            #expect(outcome.status == 0, "README line \(block.line): `\(script)` exited \(outcome.status): \(outcome.stderr.suffix(800))")
            let shown = Set(outcome.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
            for label in block.labels {
                #expect(shown.contains(label), "README line \(block.line): the example shows a `\(label)` line, the real output has none: \(outcome.stdout)")
            }
        }
    }
}
