import Foundation
import MemlabCore

/// `memlab presets [--json]`: each extension kind's limit and host reserve, with where each number
/// comes from and when it was seen (Presets.swift). Apple documents none of them.
struct PresetsCommand: Command {
    static let json = Flag("--json", help: "print the presets as JSON")

    static let configuration = CommandConfiguration(
        name: "presets", arguments: "", abstract: "the extension kinds' memory limits, with their sources and dates",
        discussion: """
            Lists the presets `memlab run --preset NAME` takes: each extension kind's memory limit and
            host reserve (the memory the extension's own process uses before any JavaScript runs), with
            the report each number comes from and when it was observed. Apple documents none of these
            limits; they change with iOS versions and devices. Without --preset and --limit a run uses nse.
            """,
        options: [json.spec])

    let json: Bool

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        guard parsed.positionals.isEmpty else {
            throw MemlabError.usage("`memlab presets` takes no arguments, got \(parsed.positionals.joined(separator: " ")); run `memlab presets`")
        }
        json = parsed[PresetsCommand.json]
    }

    /// A preset as `--json` gives it: its fields, and whether a run without --preset and --limit gets it.
    struct Entry: Encodable {
        var preset: Preset
        var isDefault: Bool

        enum CodingKeys: String, CodingKey { case isDefault }

        func encode(to encoder: Encoder) throws {
            try preset.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(isDefault, forKey: .isDefault)
        }
    }

    static func entries() -> [Entry] { Preset.all.map { Entry(preset: $0, isDefault: $0.name == Preset.defaultName) } }

    static var text: String {
        let width = (Preset.all.map(\.name.count).max() ?? 0) + 2
        var lines: [String] = []
        for preset in Preset.all {
            let name = preset.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let reserve = preset.hostReserveBytes > 0 ? ", host reserve \(ByteSize(bytes: preset.hostReserveBytes))" : ", no host reserve (not measured)"
            let mark = preset.name == Preset.defaultName ? " (the default)" : ""
            lines.append("\(name)\(ByteSize(bytes: preset.limitBytes))\(reserve): \(preset.kind)\(mark)")
            let pad = String(repeating: " ", count: width)
            lines.append("\(pad)limit: \(preset.source); \(preset.date)")
            if let reserveSource = preset.reserveSource { lines.append("\(pad)reserve: \(reserveSource)") }
        }
        lines.append("")
        lines.append("A run without --preset and --limit uses nse; --limit and --host-reserve override a preset's numbers.")
        return lines.joined(separator: "\n")
    }

    func run() throws(MemlabError) -> ExitCode {
        if json { Terminal.outJSON(PresetsCommand.entries()) } else { Terminal.out(PresetsCommand.text) }
        return .ok
    }
}
