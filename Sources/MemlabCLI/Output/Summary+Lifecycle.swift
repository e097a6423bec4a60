import Foundation
import MemlabCore

/// The summary's line about the service-worker lifecycle before the first push: each event with
/// its outcome, listeners, duration and the footprint after it, or why none ran; and, when
/// install failed, the sentence saying why no push was delivered.
extension Summary {
    func lifecycleRows(_ row: (String, String) -> Void) {
        guard let lifecycle = record.lifecycle else { return }
        if let skipped = lifecycle.skipped {
            row("lifecycle", "skipped: " + skipped)
            return
        }
        let events = lifecycle.events.map(Summary.lifecycleText).joined(separator: "; ")
        let registration = lifecycle.registration == .update ? " (an update: the stored script differs)" : ""
        if !events.isEmpty { row("lifecycle", events + registration) }
        if let redundant = lifecycle.redundant { row(events.isEmpty ? "lifecycle" : "", terminal.yellow("redundant") + ": " + redundant) }
    }

    /// "install completed (1 listener, 2.1 ms, 3.4 MiB after)".
    static func lifecycleText(_ event: LifecycleEventRecord) -> String {
        let listeners = event.listeners == 1 ? "1 listener" : "\(event.listeners) listeners"
        let milliseconds = String(format: "%.1f ms", event.seconds * 1000)
        return "\(event.event.rawValue) \(event.outcome.rawValue) (\(listeners), \(milliseconds), \(ByteSize(bytes: event.footprintBytes)) after)"
    }
}
