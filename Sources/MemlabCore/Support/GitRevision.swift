import Foundation

/// The commits a record names: the source tree memlab was built from, and the application's (the
/// probes' work tree, or `--commit REV`). Read from the `.git` files where that is enough (HEAD, a
/// branch or a tag, loose or packed; a worktree's or a submodule's `gitdir:` file), without
/// starting a process; only a revision those cannot answer (`HEAD~1`, a short hash, an annotated
/// tag's commit) asks `git rev-parse`, held to a deadline (Subprocess). nil: not known.
public enum GitRevision {
    /// The package root this file was compiled from.
    static let sourceRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// How long `git rev-parse` may take before the revision is called unknown.
    static let gitDeadlineSeconds = 5.0

    public static func current() -> String? {
        guard FileManager.default.fileExists(atPath: sourceRoot + "/.git") else { return nil }
        return head(of: sourceRoot)
    }

    /// The commit checked out in the git work tree holding `directory`, nil when it is in none.
    /// `rev` resolves a given revision instead of HEAD.
    public static func head(of directory: String, rev: String = "HEAD") -> String? {
        guard let repository = Repository(containing: directory.isEmpty ? "." : directory) else { return nil }
        if let hash = repository.resolve(rev) { return hash }
        return revParse(rev, in: directory)
    }

    /// `git rev-parse --verify --quiet REV^{commit}`, with a deadline; nil on any failure.
    static func revParse(_ rev: String, in directory: String) -> String? {
        let candidates = ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"]
        guard let git = candidates.first(where: { access($0, X_OK) == 0 }) else { return nil }
        let arguments = ["-C", directory.isEmpty ? "." : directory, "rev-parse", "--verify", "--quiet", rev + "^{commit}"]
        guard let output = Subprocess.run(git, arguments, deadlineSeconds: gitDeadlineSeconds), output.status == 0 else { return nil }
        return Repository.hash(String(decoding: output.stdout, as: UTF8.self))
    }

    /// A repository's files: its git directory (HEAD), and the common one (refs, packed-refs)
    /// that a linked worktree shares with its main checkout.
    struct Repository {
        let gitDirectory: String
        let commonDirectory: String

        /// The repository of the nearest `.git` at or above `directory`.
        init?(containing directory: String) {
            var path = URL(fileURLWithPath: directory).standardizedFileURL.path
            while true {
                let candidate = path + "/.git"
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
                    if isDirectory.boolValue {
                        self.init(gitDirectory: candidate)
                        return
                    }
                    // A linked worktree or a submodule: `gitdir: PATH`, relative to the file's directory.
                    guard let text = Repository.read(candidate), text.hasPrefix("gitdir:") else { return nil }
                    let target = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
                    self.init(gitDirectory: target.hasPrefix("/") ? target : path + "/" + target)
                    return
                }
                guard path != "/", !path.isEmpty else { return nil }
                path = (path as NSString).deletingLastPathComponent
            }
        }

        init(gitDirectory: String) {
            self.gitDirectory = gitDirectory
            let common = Repository.read(gitDirectory + "/commondir")?.trimmingCharacters(in: .whitespacesAndNewlines)
            commonDirectory = common.map { $0.hasPrefix("/") ? $0 : gitDirectory + "/" + $0 } ?? gitDirectory
        }

        /// REV's commit when the files name it directly: HEAD, a full hash, a branch, a tag that
        /// points at a commit, `refs/...`; nil for anything that needs git itself.
        func resolve(_ rev: String) -> String? {
            if let hash = Repository.hash(rev) { return hash }
            if rev == "HEAD" { return follow(Repository.read(gitDirectory + "/HEAD"), depth: 0) }
            for name in rev.hasPrefix("refs/") ? [rev] : ["refs/heads/" + rev, "refs/tags/" + rev] {
                if let hash = reference(name, depth: 0) { return hash }
            }
            return nil
        }

        /// The commit a ref file's text names: a hash, or `ref: NAME` followed.
        func follow(_ text: String?, depth: Int) -> String? {
            guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), depth < 8 else { return nil }
            if text.hasPrefix("ref:") { return reference(text.dropFirst(4).trimmingCharacters(in: .whitespaces), depth: depth + 1) }
            return Repository.hash(text)
        }

        /// A ref's commit: its loose file (the worktree's own for HEAD-like refs, else the common
        /// directory's), else its line in packed-refs. A line followed by a peeled `^HASH` line is an
        /// annotated tag: the peeled hash is its commit.
        func reference(_ name: String, depth: Int) -> String? {
            for directory in [gitDirectory, commonDirectory] {
                guard let text = Repository.read(directory + "/" + name) else { continue }
                // A loose tag may name an annotated tag's object, not its commit: that is git's to peel.
                return name.hasPrefix("refs/tags/") ? nil : follow(text, depth: depth)
            }
            guard let packed = Repository.read(commonDirectory + "/packed-refs") else { return nil }
            let lines = packed.split(separator: "\n")
            for (index, line) in lines.enumerated() where line.hasSuffix(" " + name) {
                if index + 1 < lines.count, lines[index + 1].hasPrefix("^") { return Repository.hash(String(lines[index + 1].dropFirst())) }
                // A loose annotated tag cannot be told from a commit without reading the object:
                // only `refs/tags/` without a peeled line is left to git.
                if name.hasPrefix("refs/tags/") && packed.contains("# pack-refs with: peeled") == false { return nil }
                return Repository.hash(String(line.prefix(40)))
            }
            return nil
        }

        static func read(_ path: String) -> String? {
            FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        }

        /// A full hash (40 hex digits, SHA-1; 64, SHA-256), lower-cased; nil otherwise.
        static func hash(_ text: String) -> String? {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            guard trimmed.count == 40 || trimmed.count == 64, trimmed.allSatisfy(\.isHexDigit) else { return nil }
            return trimmed
        }
    }
}
