import MemlabCore

/// A small command-line parser in the spirit of swift-argument-parser: each
/// command declares its options; anything else is a usage error (exit 64).
struct Arguments {
    struct Option {
        let name: String
        let takesValue: Bool
    }

    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    init(_ arguments: [String], options: [Option], command: String) throws(MemlabError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let known = options.map(\.name).filter { Arguments.distance($0, name) <= 2 }
                let hint = known.first.map { " (did you mean \($0)?)" } ?? ""
                throw MemlabError.usage("unknown option \(name) for `memlab \(command)`\(hint); see `memlab \(command) --help`")
            }
            if option.takesValue {
                if let inlineValue { values[name] = inlineValue; continue }
                guard index < arguments.count else {
                    throw MemlabError.usage("\(name) needs a value; see `memlab \(command) --help`")
                }
                values[name] = arguments[index]
                index += 1
            } else {
                if inlineValue != nil { throw MemlabError.usage("\(name) takes no value") }
                flags.insert(name)
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func has(_ name: String) -> Bool { flags.contains(name) }

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
