import MemlabCore

/// The summary's lines for what a push did beside its outcome: every notification it showed
/// (a warning when one push showed more than one, as the Firebase SDK's double notification
/// does) and its problems (uncaught exceptions, unhandled rejections), one line each,
/// deduplicated across pushes: shown without --verbose, because nothing should disappear.
extension Summary {
    /// The most distinct problem lines the summary shows; the record keeps them all.
    static let problemLinesShown = 10

    /// How many notifications a push showed (what the worker counted, else what it streamed).
    static func notificationCount(_ push: PushRecord) -> Int {
        push[.notificationsShown].map(Int.init) ?? push.notifications?.count ?? (push.notification == nil ? 0 : 1)
    }

    /// "1, 3, 5" or "1–20" for consecutive pushes.
    static func pushList(_ indexes: [Int]) -> String {
        guard let first = indexes.first, let last = indexes.last else { return "" }
        if indexes.count > 2 && last - first + 1 == indexes.count { return "\(first)–\(last)" }
        let shown = indexes.prefix(8).map(String.init).joined(separator: ", ")
        return indexes.count > 8 ? shown + " and \(indexes.count - 8) more" : shown
    }

    /// One push's notifications after its outcome row: each title (the first is already shown), and the count.
    func extraNotificationRows(_ push: PushRecord, _ row: (String, String) -> Void) {
        let count = Summary.notificationCount(push)
        guard count > 1 else { return }
        for notification in (push.notifications ?? []).dropFirst() {
            let title = notification["title"]?.stringValue ?? "(untitled)"
            let body = notification["body"]?.stringValue.map { " — \($0)" } ?? ""
            row("", "notification: \"\(title)\"\(body)")
        }
        row("warning", terminal.yellow("push \(push.index) showed \(count) notifications") + Summary.severalNotificationsHint)
    }

    static let severalNotificationsHint =
        ": the device shows every one (an SDK that shows its own notification for a push that already carries one shows two)"

    /// Many pushes: how many notifications in all, and which pushes showed more than one.
    func notificationRows(_ row: (String, String) -> Void) {
        // Off the columns: a run of a million pushes is not put together push by push.
        var total = 0
        var several: [Int] = []
        var most = 0
        for position in record.pushes.indices {
            let count = record.pushes.notificationsShown(at: position)
            total += count
            most = max(most, count)
            if count > 1 { several.append(record.pushes.pushIndex(at: position)) }
        }
        guard total > 0 else { return }
        row("shown", "\(Summary.count(total, "notification")) in \(Summary.count(record.pushes.count, "push", "pushes"))")
        if !several.isEmpty {
            row(
                "warning",
                terminal.yellow("\(several.count) push\(several.count == 1 ? "" : "es") showed more than one notification")
                    + " (push \(Summary.pushList(several)); at most \(most) in one)" + Summary.severalNotificationsHint)
        }
    }

    /// Every distinct problem of the run's pushes, with the pushes it happened in.
    func problemRows(_ row: (String, String) -> Void) {
        var order: [String] = []
        var seenIn: [String: [Int]] = [:]
        for position in record.pushes.problemPositions {
            let push = record.pushes[position]
            for problem in push.problems ?? [] {
                if seenIn[problem] == nil { order.append(problem) }
                seenIn[problem, default: []].append(push.index)
            }
        }
        for problem in order.prefix(Summary.problemLinesShown) {
            let pushes = seenIn[problem] ?? []
            let label = pushes.count == 1 ? "push \(pushes[0])" : "pushes \(Summary.pushList(pushes))"
            row("problem", terminal.yellow(problem) + " (\(label))")
        }
        if order.count > Summary.problemLinesShown {
            row("problem", "\(Summary.count(order.count - Summary.problemLinesShown, "more distinct problem")) in the record (pushes[].problems)")
        }
    }

    /// Timers still pending when a push ended (`timersPending`): cancelled at teardown, their
    /// callbacks never ran, which a handler that finishes its work in a timer does not expect; with
    /// one context for every push (`--isolation none`) they stay scheduled, and what they hold stays.
    func timerRows(_ row: (String, String) -> Void) {
        let pending = Summary.pendingTimers(record.pushes)
        guard let most = pending.map(\.timers).max() else { return }
        let one = most == 1 && pending.count == 1
        let consequence =
            record.isolation == RunPlan.Isolation.none
            ? "still scheduled in the one context every push shares: \(one ? "it stays" : "they stay"), with what \(one ? "it holds" : "they hold")"
            : "cancelled at teardown: \(one ? "its callback" : "their callbacks") never ran"
        if pending.count == 1 {
            row("timers", terminal.yellow("\(Summary.count(most, "timer")) still pending when push \(pending[0].push) ended") + ", " + consequence)
        } else {
            row(
                "timers",
                terminal.yellow("timers still pending when \(pending.count) pushes ended")
                    + " (pushes \(Summary.pushList(pending.map(\.push))); at most \(most) in one), " + consequence)
        }
    }
}
