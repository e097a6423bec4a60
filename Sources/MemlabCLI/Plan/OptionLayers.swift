import MemlabCore

/// Where a run's options come from, lowest first: each layer is a parsed set of the option
/// group's options, and an option a higher layer gives overrides the lower layers' (the preset's
/// numbers are the one refinement: RunPlanBuilder). The more specific source is the higher one:
/// `memlab run` and `memlab limit` name one probe, so their command line overrides its header;
/// `memlab suite`'s command line is for a directory of probes, so each probe's header overrides it.
struct OptionLayers {
    enum Source: Equatable {
        /// `memlab suite`'s command line, for every probe of the suite.
        case suite
        /// The probe's `// memlab:` lines (at `probes/a.js:2`).
        case header(location: String)
        /// The command line of `memlab run` or `memlab limit`.
        case commandLine

        /// A budget's origin, as its check records it.
        var budgetOrigin: BudgetCheck.Origin {
            if case .header = self { return .header }
            return .commandLine
        }
    }

    struct Layer {
        let source: Source
        let parsed: ParsedArguments
    }

    /// Lowest first.
    let layers: [Layer]

    /// The position of the highest layer that gives the option of this (last) name.
    func layer(of name: String) -> Int? { layers.lastIndex { $0.parsed.isGiven(name: name) } }

    func source(of name: String) -> Source? { layer(of: name).map { layers[$0].source } }

    func isGiven<Value>(_ option: Option<Value>) -> Bool { layer(of: option.spec.name) != nil }

    /// The value the highest layer gives, or the option's default.
    subscript<Value>(_ option: Option<Value>) -> Value {
        guard let at = layer(of: option.spec.name) else { return option.defaultValue }
        return layers[at].parsed[option]
    }

    /// A repeatable option's values from every layer, lowest first.
    subscript<Element>(_ option: RepeatedOption<Element>) -> [Element] { layers.flatMap { $0.parsed[option] } }

    /// A flag is on when any layer turns it on (there is no way to turn one off).
    subscript(_ flag: Flag) -> Bool { layers.contains { $0.parsed[flag] } }

    /// The option's name as its layer spelled it (`-j` or `--jobs`), or its declared name.
    func spelling<Value>(_ option: Option<Value>) -> String {
        layer(of: option.spec.name).map { layers[$0].parsed.spelling(option) } ?? option.spec.name
    }

    /// The text its layer gave for the option, as typed.
    func text<Value>(_ option: Option<Value>) -> String? { layer(of: option.spec.name).flatMap { layers[$0].parsed.text(option) } }

    /// Whether the option's value came from a layer above `other`'s (or `other` was not given at all).
    func overrides(_ name: String, _ other: String) -> Bool {
        guard let mine = layer(of: name) else { return false }
        guard let theirs = layer(of: other) else { return true }
        return mine >= theirs
    }

    /// Every layer's words for the group's options, lowest first: what the record's `arguments` say.
    var words: [String] { layers.flatMap { $0.parsed.words(of: RunOptionGroup.all) } }
}
