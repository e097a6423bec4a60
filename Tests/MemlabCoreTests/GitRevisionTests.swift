import Foundation
import Testing

@testable import MemlabCore

/// The commits a record names, read from the `.git` files without a process where they suffice,
/// and the one process memlab may start for them held to a deadline.
@Suite struct GitRevisionTests {
    static let a = String(repeating: "a", count: 40)
    static let b = String(repeating: "b", count: 40)
    static let c = String(repeating: "c", count: 40)

    /// A work tree whose `.git` holds only the files given (paths relative to `.git`).
    static func repository(_ files: [String: String]) -> String {
        let root = NSTemporaryDirectory() + "memlab-git-\(UUID().uuidString)"
        for (path, text) in files {
            let full = root + "/.git/" + path
            try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        try! FileManager.default.createDirectory(atPath: root + "/probes", withIntermediateDirectories: true)
        return root
    }

    @Test func headThroughABranchLooseOrPacked() throws {
        let loose = Self.repository(["HEAD": "ref: refs/heads/main\n", "refs/heads/main": Self.a + "\n"])
        #expect(GitRevision.Repository(containing: loose + "/probes")?.resolve("HEAD") == Self.a)
        let packed = Self.repository([
            "HEAD": "ref: refs/heads/main\n", "packed-refs": "# pack-refs with: peeled fully-peeled sorted \n\(Self.b) refs/heads/main\n"
        ])
        #expect(GitRevision.Repository(containing: packed)?.resolve("HEAD") == Self.b)
        let detached = Self.repository(["HEAD": Self.c.uppercased() + "\n"])
        #expect(GitRevision.Repository(containing: detached)?.resolve("HEAD") == Self.c)
    }

    @Test func aBranchATagAndAFullHashByName() throws {
        let root = Self.repository([
            "HEAD": "ref: refs/heads/main\n", "refs/heads/release": Self.a + "\n",
            "packed-refs": "# pack-refs with: peeled fully-peeled sorted \n\(Self.b) refs/tags/v1\n^\(Self.c)\n\(Self.a) refs/tags/light\n"
        ])
        let repository = try #require(GitRevision.Repository(containing: root))
        #expect(repository.resolve("release") == Self.a)
        // An annotated tag's commit is its peeled line; a lightweight tag is the commit itself.
        #expect(repository.resolve("v1") == Self.c)
        #expect(repository.resolve("light") == Self.a)
        #expect(repository.resolve(Self.b) == Self.b)
        // What the files cannot answer is left to git.
        #expect(repository.resolve("HEAD~1") == nil)
        #expect(repository.resolve("main") == nil)
    }

    @Test func aLinkedWorktreeReadsItsOwnHeadAndTheCommonRefs() throws {
        let main = Self.repository(["HEAD": "ref: refs/heads/main\n", "refs/heads/feature": Self.b + "\n"])
        try FileManager.default.createDirectory(atPath: main + "/.git/worktrees/w", withIntermediateDirectories: true)
        try Data("ref: refs/heads/feature\n".utf8).write(to: URL(fileURLWithPath: main + "/.git/worktrees/w/HEAD"))
        try Data("../..\n".utf8).write(to: URL(fileURLWithPath: main + "/.git/worktrees/w/commondir"))
        let tree = NSTemporaryDirectory() + "memlab-git-tree-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
        try Data("gitdir: \(main)/.git/worktrees/w\n".utf8).write(to: URL(fileURLWithPath: tree + "/.git"))
        #expect(GitRevision.Repository(containing: tree)?.resolve("HEAD") == Self.b)
    }

    @Test func noRepositoryIsNoRevision() {
        // /proc is in no work tree, on any machine.
        #expect(GitRevision.Repository(containing: "/proc/self") == nil)
        #expect(GitRevision.head(of: "/proc/self") == nil)
    }

    @Test func thisCheckoutsHeadIsWhatGitSays() throws {
        guard let viaGit = GitRevision.revParse("HEAD", in: GitRevision.sourceRoot) else { return }
        #expect(GitRevision.Repository(containing: GitRevision.sourceRoot)?.resolve("HEAD") == viaGit)
        #expect(GitRevision.current() == viaGit)
    }

    @Test func aCommandPastItsDeadlineIsKilledAndSaidSo() throws {
        let output = try #require(Subprocess.run("/bin/sleep", ["30"], deadlineSeconds: 0.2))
        #expect(output.timedOut && output.status == nil)
        let echo = try #require(Subprocess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], deadlineSeconds: 10))
        #expect(echo.status == 3 && !echo.timedOut)
        #expect(String(decoding: echo.stdout, as: UTF8.self) == "out\n" && String(decoding: echo.stderr, as: UTF8.self) == "err\n")
        #expect(Subprocess.run("/nonexistent/command", [], deadlineSeconds: 1) == nil)
    }
}
