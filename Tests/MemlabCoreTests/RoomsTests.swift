import Foundation
import Testing

/// MemlabCore's rooms keep to what their READMEs say they may import: a file of one room names
/// no type declared in a room its README does not list (comments aside). A room's README is the
/// rule; this test is what keeps the layout showing the architecture.
@Suite struct RoomsTests {
    static let core: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/Sources/MemlabCore"
    }()

    static var rooms: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: core)) ?? []).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: core + "/" + $0, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    static func files(of room: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: core + "/" + room)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { core + "/" + room + "/" + $0 }
    }

    /// The code of a file without its comments (and without string literals' contents).
    static func code(_ path: String) -> String {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var kept = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString && character == "/" && previous == "/" {
                    kept.removeLast()
                    break
                }
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString || character == "\"" { kept.append(character) }
                previous = character
            }
            return kept
        }.joined(separator: "\n")
    }

    /// The top-level and nested type names a room declares.
    static func declaredTypes(in room: String) -> Set<String> {
        // Top-level declarations only: a nested type is named through its outer one.
        let pattern = try! NSRegularExpression(
            pattern: #"^(?:(?:public|final|private|fileprivate|internal|indirect)\s+)*(?:struct|enum|class|protocol|typealias)\s+([A-Z][A-Za-z0-9]*)"#,
            options: [.anchorsMatchLines])
        var names = Set<String>()
        for file in files(of: room) {
            let text = code(file)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names
    }

    /// The rooms a room's README says it may import (`May import: Plan, Support, ...`).
    static func allowed(for room: String) throws -> Set<String> {
        let readme = try String(contentsOfFile: core + "/" + room + "/README.md", encoding: .utf8)
        let line = try #require(readme.components(separatedBy: "May import:").dropFirst().first, "\(room)/README.md has no `May import:` line")
        // To the end of the sentence: a period followed by a space or the end of the text.
        let sentence = line.components(separatedBy: "\n\n")[0].components(separatedBy: ". ")[0].replacingOccurrences(of: "\n", with: " ")
        return Set(rooms.filter { sentence.range(of: #"\b\#($0)\b"#, options: .regularExpression) != nil })
    }

    @Test func everyRoomHasAReadmeThatSaysWhatItOwnsAndMayImport() throws {
        #expect(Self.rooms.count >= 6, "\(Self.rooms)")
        for room in Self.rooms {
            let readme = try String(contentsOfFile: Self.core + "/" + room + "/README.md", encoding: .utf8)
            #expect(readme.hasPrefix("# \(room):"), "\(room)/README.md")
            #expect(readme.contains("Owns"), "\(room)/README.md says what it owns")
            _ = try Self.allowed(for: room)
            #expect(!Self.files(of: room).isEmpty, "\(room) holds no Swift file")
        }
    }

    @Test func noRoomNamesATypeOfARoomItMayNotImport() throws {
        let declared = Dictionary(uniqueKeysWithValues: Self.rooms.map { ($0, Self.declaredTypes(in: $0)) })
        // A name declared in two rooms (a nested `Kind`, `Result`) says nothing about either.
        var counts: [String: Int] = [:]
        for names in declared.values { for name in names { counts[name, default: 0] += 1 } }
        for room in Self.rooms {
            let forbidden = Self.rooms.filter { $0 != room && !(try! Self.allowed(for: room)).contains($0) }
            for file in Self.files(of: room) {
                let text = Self.code(file)
                for other in forbidden {
                    for name in declared[other]! where counts[name] == 1 && text.range(of: #"\b\#(name)\b"#, options: .regularExpression) != nil {
                        Issue.record(
                            "\(room)/\((file as NSString).lastPathComponent) names \(name), a type of \(other), which \(room)/README.md does not let it import")
                    }
                }
            }
        }
    }
}
