import Foundation
import MemlabCore

/// One command-line option as the parser and the help see it, whatever its value's type:
/// declared once (in an `Option` or a `Flag`), it is parsed, validated and documented from here.
struct OptionSpec: Sendable {
    /// Every spelling, short ones first: `["-j", "--jobs"]`. The last is the name in messages.
    let names: [String]
    /// The value's placeholder in the help (`SIZE`); nil for a flag, which takes no value.
    let valueName: String?
    /// What the option does, for the help; a line break starts an indented line of its own.
    let help: String
    /// The default as the help shows it, `(default: 24M)`; nil when there is none to show.
    let defaultText: String?
    /// Checks the text given for the option and makes its value; `spelled` is the name as typed.
    let parse: @Sendable (_ text: String, _ spelled: String) throws(MemlabError) -> any Sendable
    /// A repeatable option's: joins the value of a later occurrence to the earlier ones' (nil: the last one counts).
    var combine: (@Sendable (_ earlier: any Sendable, _ later: any Sendable) -> any Sendable)? = nil

    var name: String { names[names.count - 1] }
    var takesValue: Bool { valueName != nil }

    /// `-j, --jobs N`: how the help and the docs name it.
    var label: String { names.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "") }
}

/// An option that takes a value: `--limit 24M` or `--limit=24M`. Given twice, the last one counts
/// (a probe's `// memlab:` line overrides the suite's options that way).
struct Option<Value: Sendable>: Sendable {
    let spec: OptionSpec
    let defaultValue: Value

    init(
        _ names: String..., value valueName: String, help: String, default defaultValue: Value, defaultText: String? = nil,
        parse: @escaping @Sendable (_ text: String, _ spelled: String) throws(MemlabError) -> Value
    ) {
        spec = OptionSpec(
            names: names, valueName: valueName, help: help, defaultText: defaultText,
            parse: { text, spelled throws(MemlabError) in try parse(text, spelled) })
        self.defaultValue = defaultValue
    }
}

extension Option where Value == String? {
    /// An option whose value is any text (checked, if at all, by the command).
    init(_ names: String..., value valueName: String, help: String, defaultText: String? = nil) {
        spec = OptionSpec(
            names: names, valueName: valueName, help: help, defaultText: defaultText,
            parse: { text, _ in Optional(text) })
        defaultValue = nil
    }
}

/// An option that may be given many times (`--engine-option A=1 --engine-option B=2`): every
/// occurrence's value, in order, on the command line and in a header alike.
struct RepeatedOption<Element: Sendable>: Sendable {
    let spec: OptionSpec

    init(
        _ names: String..., value valueName: String, help: String,
        parse: @escaping @Sendable (_ text: String, _ spelled: String) throws(MemlabError) -> Element
    ) {
        spec = OptionSpec(
            names: names, valueName: valueName, help: help, defaultText: nil,
            parse: { text, spelled throws(MemlabError) in [try parse(text, spelled)] },
            combine: { earlier, later in (earlier as! [Element]) + (later as! [Element]) })
    }
}

/// An option without a value: given or not.
struct Flag: Sendable {
    let spec: OptionSpec

    init(_ names: String..., help: String) {
        spec = OptionSpec(names: names, valueName: nil, help: help, defaultText: nil, parse: { _, _ in true })
    }
}

/// `-h, --help`: every command has it; the parser answers it before anything is checked.
let helpFlag = Flag("-h", "--help", help: "show this help")

/// A command line parsed against a command's declared options. Unknown options, missing values
/// and values the declaration refuses are usage errors (64) naming the option.
struct ParsedArguments {
    enum Result {
        case help
        case parsed(ParsedArguments)
    }

    let command: String
    /// The command line as given, after the command's name.
    let arguments: [String]
    /// The options it was parsed against.
    let options: [OptionSpec]
    private(set) var positionals: [String] = []
    /// By each option's last name: the name as spelled, the text given, the value made from it.
    private var given: [String: (spelled: String, text: String, value: any Sendable)] = [:]

    private init(command: String, arguments: [String], options: [OptionSpec]) {
        self.command = command
        self.arguments = arguments
        self.options = options
    }

    static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws(MemlabError) -> Result {
        let options = options + [helpFlag.spec]
        var result = ParsedArguments(command: command, arguments: arguments, options: options)
        var pending: [(spec: OptionSpec, spelled: String, text: String)] = []
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.names.contains(name) }) else {
                let near = options.flatMap(\.names).filter { ParsedArguments.distance($0, name) <= 2 }
                let hint = near.first.map { " (did you mean \($0)?)" } ?? ""
                throw MemlabError.usage("unknown option \(name) for `memlab \(command)`\(hint); see `memlab \(command) --help`")
            }
            if spec.names == helpFlag.spec.names {
                if inlineValue != nil { throw MemlabError.usage("\(name) takes no value; see `memlab \(command) --help`") }
                return .help
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil { throw MemlabError.usage("\(name) takes no value; see `memlab \(command) --help`") }
                pending.append((spec, name, ""))
                continue
            }
            if let inlineValue { pending.append((spec, name, inlineValue)); continue }
            guard index < arguments.count else {
                throw MemlabError.usage("\(name) needs a value (\(valueName)); see `memlab \(command) --help`")
            }
            pending.append((spec, name, arguments[index]))
            index += 1
        }
        // Values are checked once the line is read (so that `--help` anywhere wins), each by its declaration.
        for (spec, spelled, text) in pending {
            var value = try spec.parse(text, spelled)
            if let combine = spec.combine, let earlier = result.given[spec.name] { value = combine(earlier.value, value) }
            result.given[spec.name] = (spelled, text, value)
        }
        return .parsed(result)
    }

    /// Every value a repeatable option was given, in order (none: empty).
    subscript<Element>(_ option: RepeatedOption<Element>) -> [Element] {
        given[option.spec.name].map { $0.value as! [Element] } ?? []
    }

    /// The option's value: what was given, checked by its declaration, or its default.
    subscript<Value>(_ option: Option<Value>) -> Value {
        guard let given = given[option.spec.name] else { return option.defaultValue }
        return given.value as! Value
    }

    subscript(_ flag: Flag) -> Bool { given[flag.spec.name] != nil }

    /// The text given for the option, as typed; nil when it was not given.
    func text<Value>(_ option: Option<Value>) -> String? { given[option.spec.name]?.text }

    /// The text given for the option of this (last) name, as typed.
    func text(name: String) -> String? { given[name]?.text }

    /// The option's name as typed (`-j` or `--jobs`), or its declared name when it was not given.
    func spelling<Value>(_ option: Option<Value>) -> String { given[option.spec.name]?.spelled ?? option.spec.name }

    func isGiven<Value>(_ option: Option<Value>) -> Bool { given[option.spec.name] != nil }

    /// Whether the option of this (last) name was given.
    func isGiven(name: String) -> Bool { given[name] != nil }

    /// The positionals, when there are as many as the command takes; else the usage error `sentence`.
    func positionals(_ count: ClosedRange<Int>, else sentence: @autoclosure () -> String) throws(MemlabError) -> [String] {
        guard count.contains(positionals.count) else { throw MemlabError.usage(sentence()) }
        return positionals
    }

    /// The (last) names of the options given, sorted.
    var givenNames: [String] { given.keys.sorted() }

    /// The words of the options given that are among `wanted`, as typed and in order
    /// (`--limit 24M --jit`); positionals and other options left out.
    func words(of wanted: [OptionSpec]) -> [String] {
        var words: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { break }
            guard argument.hasPrefix("-"), argument != "-" else { continue }
            let name = argument.hasPrefix("--") && argument.contains("=") ? String(argument[..<argument.firstIndex(of: "=")!]) : argument
            guard let spec = options.first(where: { $0.names.contains(name) }) else { continue }
            var pair = [argument]
            if spec.takesValue && !argument.contains("=") && index < arguments.count {
                pair.append(arguments[index])
                index += 1
            }
            if wanted.contains(where: { $0.name == spec.name }) { words += pair }
        }
        return words
    }

    /// Edit distance, for "did you mean" hints.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// Value checks shared by declarations: each throws the one sentence that names the option.
enum Validate {
    /// A whole number in `range`: "--pushes must be a whole number from 1 to 100000 (got 'x')".
    static func wholeNumber(_ text: String, _ spelled: String, in range: ClosedRange<Int>) throws(MemlabError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw MemlabError.usage("\(spelled) must be a whole number from \(range.lowerBound) to \(range.upperBound) (got '\(text)')")
        }
        return number
    }

    /// One of the cases of a string enum: "--isolation must be one of context, group, none, process (got 'x')".
    static func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, _ spelled: String, _: Choice.Type) throws(MemlabError) -> Choice
    where Choice.RawValue == String {
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue)
            let list = names.count == 2 ? "\(names[0]) or \(names[1])" : "one of " + names.joined(separator: ", ")
            throw MemlabError.usage("\(spelled) must be \(list) (got '\(text)')")
        }
        return choice
    }

    /// A size in binary units (`24M`).
    static func size(_ text: String, _ spelled: String) throws(MemlabError) -> ByteSize {
        do { return try ByteSize(parsing: text) } catch { throw MemlabError.usage("\(spelled): \(error.sentence)") }
    }

    /// A size, where 0 (none allowed) is a value too.
    static func sizeOrZero(_ text: String, _ spelled: String) throws(MemlabError) -> Int64 {
        if text.trimmingCharacters(in: .whitespaces) == "0" { return 0 }
        return try size(text, spelled).bytes
    }

    /// A size as one would type it: `24M`, `64K`, or plain bytes.
    static func sizeText(_ bytes: Int64) -> String {
        if bytes > 0 && bytes % (1 << 20) == 0 { return "\(bytes >> 20)M" }
        if bytes > 0 && bytes % (1 << 10) == 0 { return "\(bytes >> 10)K" }
        return String(bytes)
    }
}
