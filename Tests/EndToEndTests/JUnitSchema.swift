import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The JUnit XML that Jenkins (the junit plugin) and GitLab read, as their documentation and
/// the Ant/Jenkins schema describe it, written down as an XSD for `xmllint --schema`, and the
/// same rules checked without xmllint by a small structural validator.
enum JUnitSchema {
    static let xsd = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
          <xs:complexType name="outcome" mixed="true">
            <xs:attribute name="message" type="xs:string"/>
            <xs:attribute name="type" type="xs:string"/>
          </xs:complexType>
          <xs:element name="testsuites">
            <xs:complexType>
              <xs:sequence>
                <xs:element ref="testsuite" minOccurs="0" maxOccurs="unbounded"/>
              </xs:sequence>
              <xs:attribute name="name" type="xs:string"/>
              <xs:attribute name="tests" type="xs:nonNegativeInteger"/>
              <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
              <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
              <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
              <xs:attribute name="disabled" type="xs:nonNegativeInteger"/>
              <xs:attribute name="time" type="xs:decimal"/>
            </xs:complexType>
          </xs:element>
          <xs:element name="testsuite">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="properties" minOccurs="0">
                  <xs:complexType>
                    <xs:sequence>
                      <xs:element name="property" minOccurs="0" maxOccurs="unbounded">
                        <xs:complexType>
                          <xs:attribute name="name" type="xs:string" use="required"/>
                          <xs:attribute name="value" type="xs:string" use="required"/>
                        </xs:complexType>
                      </xs:element>
                    </xs:sequence>
                  </xs:complexType>
                </xs:element>
                <xs:element ref="testcase" minOccurs="0" maxOccurs="unbounded"/>
                <xs:element name="system-out" type="xs:string" minOccurs="0"/>
                <xs:element name="system-err" type="xs:string" minOccurs="0"/>
              </xs:sequence>
              <xs:attribute name="name" type="xs:string" use="required"/>
              <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
              <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
              <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
              <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
              <xs:attribute name="disabled" type="xs:nonNegativeInteger"/>
              <xs:attribute name="time" type="xs:decimal"/>
              <xs:attribute name="timestamp" type="xs:dateTime"/>
              <xs:attribute name="hostname" type="xs:string"/>
              <xs:attribute name="id" type="xs:string"/>
              <xs:attribute name="package" type="xs:string"/>
            </xs:complexType>
          </xs:element>
          <xs:element name="testcase">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="skipped" type="outcome" minOccurs="0"/>
                <xs:element name="error" type="outcome" minOccurs="0" maxOccurs="unbounded"/>
                <xs:element name="failure" type="outcome" minOccurs="0" maxOccurs="unbounded"/>
                <xs:element name="system-out" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>
                <xs:element name="system-err" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>
              </xs:sequence>
              <xs:attribute name="name" type="xs:string" use="required"/>
              <xs:attribute name="classname" type="xs:string"/>
              <xs:attribute name="time" type="xs:decimal"/>
              <xs:attribute name="assertions" type="xs:string"/>
              <xs:attribute name="status" type="xs:string"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """

    static let xmllint = "/usr/bin/xmllint"
    static var xmllintAvailable: Bool { FileManager.default.isExecutableFile(atPath: xmllint) }

    /// `xmllint --noout --schema` on the file: its status and what it said.
    static func validateWithXmllint(_ path: String) throws -> (status: Int32, output: String) {
        let schema = NSTemporaryDirectory() + "memlab-junit-\(UUID().uuidString).xsd"
        try Data(xsd.utf8).write(to: URL(fileURLWithPath: schema))
        defer { try? FileManager.default.removeItem(atPath: schema) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--noout", "--schema", schema, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The schema's rules, checked on the parsed document: the problems found (empty when valid).
    static func problems(_ xml: String) -> [String] {
        let delegate = Checker()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        if !parser.parse() { return ["not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown")"] }
        return delegate.problems
    }

    final class Checker: NSObject, XMLParserDelegate {
        var problems: [String] = []
        var stack: [String] = []
        /// Per open testcase: the order of its children so far (skipped, error, failure, system-out, system-err).
        var childRank: [Int] = []
        var counts: [(tests: Int, failures: Int, errors: Int, declared: [String: String])] = []
        var caseHasFailure = false
        var caseHasError = false

        static let allowedChildren: [String: [String]] = [
            "": ["testsuites", "testsuite"],
            "testsuites": ["testsuite"],
            "testsuite": ["properties", "testcase", "system-out", "system-err"],
            "properties": ["property"],
            "testcase": ["skipped", "error", "failure", "system-out", "system-err"]
        ]
        static let caseOrder = ["skipped", "error", "failure", "system-out", "system-err"]

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let parent = stack.last ?? ""
            if let allowed = Checker.allowedChildren[parent], !allowed.contains(name) {
                problems.append("<\(name)> is not allowed in <\(parent.isEmpty ? "document" : parent)>")
            } else if Checker.allowedChildren[parent] == nil {
                problems.append("<\(name)> inside <\(parent)>, which holds text only")
            }
            func require(_ attribute: String) {
                if attributes[attribute] == nil { problems.append("<\(name)> lacks the required attribute \(attribute)") }
            }
            func number(_ attribute: String, decimal: Bool) {
                guard let value = attributes[attribute] else { return }
                let valid = decimal ? Double(value) != nil : (UInt(value) != nil)
                if !valid { problems.append("<\(name) \(attribute)=\"\(value)\"> is not a \(decimal ? "decimal" : "count")") }
            }
            switch name {
            case "testsuites":
                for attribute in ["tests", "failures", "errors", "skipped", "disabled"] { number(attribute, decimal: false) }
                number("time", decimal: true)
            case "testsuite":
                require("name"); require("tests")
                for attribute in ["tests", "failures", "errors", "skipped", "disabled"] { number(attribute, decimal: false) }
                number("time", decimal: true)
                if let timestamp = attributes["timestamp"], ISO8601DateFormatter.withFractions.date(from: timestamp) == nil,
                    ISO8601DateFormatter().date(from: timestamp) == nil
                {
                    problems.append("testsuite timestamp \(timestamp) is not an xs:dateTime")
                }
                counts.append((0, 0, 0, attributes))
            case "testcase":
                require("name")
                number("time", decimal: true)
                childRank.append(-1)
                caseHasFailure = false
                caseHasError = false
            case "property":
                require("name"); require("value")
            default: break
            }
            if parent == "testcase", let rank = Checker.caseOrder.firstIndex(of: name) {
                if rank < childRank[childRank.count - 1] || (rank == 0 && childRank[childRank.count - 1] == 0) {
                    problems.append("<\(name)> out of order in a testcase (skipped?, error*, failure*, system-out*, system-err*)")
                }
                childRank[childRank.count - 1] = rank
                if name == "failure" { caseHasFailure = true }
                if name == "error" { caseHasError = true }
            }
            stack.append(name)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
            if name == "testcase" {
                childRank.removeLast()
                if !counts.isEmpty {
                    counts[counts.count - 1].tests += 1
                    if caseHasError { counts[counts.count - 1].errors += 1 } else if caseHasFailure { counts[counts.count - 1].failures += 1 }
                }
            }
            if name == "testsuite", let suite = counts.popLast() {
                // The counts a CI shows are the declared ones: they must be the testcases'.
                for (attribute, value) in [("tests", suite.tests), ("failures", suite.failures), ("errors", suite.errors)] {
                    if let declared = suite.declared[attribute], declared != String(value) {
                        problems.append("testsuite \(attribute)=\"\(declared)\" but it holds \(value)")
                    }
                }
            }
        }
    }
}

extension ISO8601DateFormatter {
    nonisolated(unsafe) static let withFractions: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()
}
