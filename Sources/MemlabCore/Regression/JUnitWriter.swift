/// JUnit XML for CI: one testcase per probe. A broken budget, a regression, a probe that does
/// not load or that BASE had and NEW lacks is a `<failure>` (its message one sentence to act on);
/// memlab's own failure is an `<error>`; a clean probe passes. Valid against the JUnit schema
/// Jenkins and GitLab read (Tests/Fixtures/junit.xsd): one failure per testcase, the rest of the
/// sentences in its body.
public struct JUnitWriter: Sendable {
    public struct Case: Sendable {
        public var probe: String
        public var seconds: Double
        /// Failure sentences, the one to act on first; non-empty means failure.
        public var failures: [String]
        /// What kind of failure the first one is: `budget`, `regression`, `probe-error`, `missing`.
        public var failureType: String = "regression"
        /// A probe error, worker error or a run that could not be made.
        public var error: String?
        /// What the run found, for the CI log.
        public var output: String

        public init(probe: String, seconds: Double, failures: [String] = [], error: String? = nil, output: String = "") {
            self.probe = probe
            self.seconds = seconds
            self.failures = failures
            self.error = error
            self.output = output
        }
    }

    public var suiteName: String
    public var timestamp: String
    public var cases: [Case]

    public init(suiteName: String, timestamp: String, cases: [Case]) {
        self.suiteName = suiteName
        self.timestamp = timestamp
        self.cases = cases
    }

    public func xml() -> String {
        let failures = cases.filter { !$0.failures.isEmpty && $0.error == nil }.count
        let errors = cases.filter { $0.error != nil }.count
        let total = cases.reduce(0) { $0 + $1.seconds }
        var lines = [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<testsuites name="memlab" tests="\##(cases.count)" failures="\##(failures)" errors="\##(errors)" time="\##(JUnitWriter.seconds(total))">"##,
            ##"  <testsuite name="\##(JUnitWriter.escape(suiteName))" tests="\##(cases.count)" failures="\##(failures)" errors="\##(errors)" time="\##(JUnitWriter.seconds(total))" timestamp="\##(JUnitWriter.escape(timestamp))">"##
        ]
        for item in cases {
            let open =
                ##"    <testcase classname="memlab.\##(JUnitWriter.escape(suiteName))" name="\##(JUnitWriter.escape(item.probe))" time="\##(JUnitWriter.seconds(item.seconds))""##
            if item.error == nil && item.failures.isEmpty && item.output.isEmpty {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            if let error = item.error {
                lines.append(##"      <error type="probe-error" message="\##(JUnitWriter.escape(error))">\##(JUnitWriter.escape(error))</error>"##)
            } else if !item.failures.isEmpty {
                let body = item.failures.map(JUnitWriter.escape).joined(separator: "\n")
                lines.append(
                    ##"      <failure type="\##(JUnitWriter.escape(item.failureType))" message="\##(JUnitWriter.escape(item.failures[0]))">\##(body)</failure>"##
                )
            }
            if !item.output.isEmpty { lines.append("      <system-out>\(JUnitWriter.escape(item.output))</system-out>") }
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>", ""]
        return lines.joined(separator: "\n")
    }

    /// XML text and attribute escaping; characters XML 1.0 cannot hold are dropped.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func seconds(_ value: Double) -> String { ByteSize.fixed(max(value, 0), 3) }
}
