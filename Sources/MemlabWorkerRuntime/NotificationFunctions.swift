import CJavaScriptCore

/// The host functions behind the Notifications API (notifications.js): a notification shown, the
/// ones displayed, one closed. What is displayed is the host's (ShownNotifications), as on a
/// device the system keeps it. Declared in HostFunctions.table.
enum NotificationFunctions {
    /// A notification shown, its fields checked and converted by notifications.js
    /// (showNotification, showRich). The record's JSON is written here, its keys in a browser's
    /// order: vibrate, timestamp, data and actions arrive as JSON text, or undefined for their
    /// defaults ([], now in epoch milliseconds, null, []); silent is null or a boolean.
    static let notify: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        func text(_ index: Int) -> String? {
            guard let value = argument(count, arguments, index), !JSValueIsUndefined(ctx, value) else { return nil }
            return JSC.describe(ctx, value)
        }
        func flag(_ index: Int) -> Bool { argument(count, arguments, index).map { JSValueToBoolean(ctx, $0) } ?? false }
        let tag = text(4) ?? ""
        var record = JSONObjectWriter()
        record.string("title", text(0) ?? "")
        record.string("dir", text(1) ?? "auto")
        record.string("lang", text(2) ?? "")
        record.string("body", text(3) ?? "")
        record.string("tag", tag)
        record.string("icon", text(5) ?? "")
        record.string("image", text(6) ?? "")
        record.string("badge", text(7) ?? "")
        record.raw("vibrate", text(8) ?? "[]")
        record.raw("timestamp", text(9) ?? String(WorkerHost.epochMilliseconds()))
        record.bool("renotify", flag(10))
        if let silent = argument(count, arguments, 11), JSValueIsBoolean(ctx, silent) {
            record.bool("silent", JSValueToBoolean(ctx, silent))
        } else {
            record.raw("silent", "null")
        }
        record.bool("requireInteraction", flag(12))
        record.raw("data", text(13) ?? "null")
        record.raw("actions", text(14) ?? "[]")
        let id = WorkerHost.current?.notify(json: record.finish(), tag: tag) ?? 0
        return JSValueMakeNumber(ctx, Double(id))
    }

    static let notifications: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        let tag = JSC.describe(ctx, argument(count, arguments, 0))
        return JSC.makeString(ctx, WorkerHost.current?.shown.list(tag: tag) ?? "[]")
    }

    static let closeNotification: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, _ in
        guard let ctx else { return nil }
        if let value = argument(count, arguments, 0) { WorkerHost.current?.shown.close(id: Int(JSValueToNumber(ctx, value, nil))) }
        return JSValueMakeUndefined(ctx)
    }
}
