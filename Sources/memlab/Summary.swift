import MemlabCore

/// The human summary of one run, printed on stdout.
struct Summary {
    let record: RunRecord
    let resultPath: String?
    let terminal: Terminal
    let verbose: Bool

    static func checkpointText(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        if value >= 1024 && value == value.rounded() { return "\(ByteSize(bytes: Int64(value))) (\(Int64(value)) bytes)" }
        return value == value.rounded() ? String(Int64(value)) : String(value)
    }

    static func reasonText(_ reason: String?) -> String {
        switch reason {
        case "killed-at-ceiling": return "killed at the ceiling"
        case "exception": return "the handler threw"
        case "waituntil-rejected": return "a waitUntil promise rejected"
        case "unsettled": return "waitUntil never settled"
        case "no-notification": return "no notification was shown"
        case "no-listener": return "the probe registers no push listener"
        case "expired": return "expired"
        case "crashed": return "the worker crashed"
        case "interrupted": return "interrupted"
        case let other?: return other
        case nil: return "unknown"
        }
    }

    var text: String {
        var lines: [String] = []
        func row(_ label: String, _ value: String) {
            lines.append(terminal.dim(label.padding(toLength: 11, withPad: " ", startingAt: 0)) + value)
        }
        let jsc = record.runtime.jscVersion.map { "JavaScriptCore \($0) (WebKitGTK)" } ?? "JavaScriptCore (version unknown)"
        lines.append(terminal.bold("memlab \(record.memlabVersion)") + " · \(jsc) · JIT \(record.runtime.jit ? "on" : "off")")
        row("probe", record.probe.path)
        row("ceiling", "\(ByteSize(bytes: record.ceiling.limitBytes)) via \(record.ceiling.backend) (\(record.ceiling.chosen)): \(record.ceiling.detail)")
        if let baseline = record.baseline {
            var text = "\(ByteSize(bytes: baseline.footprintBytes)) footprint before the probe"
            if let headroom = record.headroomBytes { text += ", leaving \(ByteSize(bytes: headroom)) of headroom" }
            if let boot = baseline.bootSeconds { text += ", runtime up in \(Int((boot * 1000).rounded())) ms" }
            row("baseline", text)
        }
        for push in record.pushes {
            let outcome: String
            if push.outcome == "modified" {
                outcome = terminal.green("modified") + ": the notification below would be shown"
            } else {
                outcome = terminal.yellow("original content") + ": " + Summary.reasonText(push.reason)
            }
            row("push \(push.index)", outcome)
            if let exception = push.exception {
                row("", exception.located(defaultFile: record.probe.path))
            }
            if let notification = push.notification {
                let title = notification["title"]?.stringValue ?? "(untitled)"
                let body = notification["body"]?.stringValue.map { " — \($0)" } ?? ""
                row("", "notification: \"\(title)\"\(body)")
            }
        }
        let endText: String
        switch record.end.kind {
        case .completed: endText = terminal.green("completed")
        case .killedAtCeiling: endText = terminal.red("killed at the ceiling") + ": " + record.end.message
        case .expired: endText = terminal.yellow("expired") + ": " + record.end.message
        case .crashed: endText = terminal.red("crashed") + ": " + record.end.message
        case .probeError: endText = terminal.red("probe error") + ": " + record.end.message
        case .workerError: endText = terminal.red("worker error") + ": " + record.end.message
        case .interrupted: endText = terminal.yellow("interrupted") + ": " + record.end.message
        }
        row("ended", endText)
        if let peak = record.peakFootprintBytes {
            var text = "\(ByteSize(bytes: peak)) footprint"
            if let cgroupPeak = record.ceiling.cgroupPeakBytes { text += " (cgroup's peak charge \(ByteSize(bytes: cgroupPeak)))" }
            if let overshoot = record.ceiling.overshootBytes { text += " (watchdog fired \(ByteSize(bytes: overshoot)) past the limit)" }
            row("peak", text)
        }
        if let last = record.lastCheckpoint {
            var text = Summary.checkpointText(last.value)
            text += " at footprint \(ByteSize(bytes: last.footprintBytes))"
            let count = record.checkpoints.count + record.checkpointsDropped
            text += ", \(count) checkpoint\(count == 1 ? "" : "s")"
            row("checkpoint", "last " + text)
        }
        if verbose {
            for line in record.console { row("console", "[\(line.level)] \(line.text)") }
        } else if !record.console.isEmpty {
            row("console", "\(record.console.count) line\(record.console.count == 1 ? "" : "s") (shown with --verbose)")
        }
        for problem in record.problems.prefix(3) { row("warning", problem) }
        if let resultPath { row("result", resultPath) }
        return lines.joined(separator: "\n")
    }
}
