import CJavaScriptCore

/// The host functions behind the Notifications API (notifications.js): a notification shown, the
/// ones displayed, one closed. What is displayed is the host's (ShownNotifications), as on a
/// device the system keeps it. Declared in HostFunctions.table.
enum NotificationFunctions {
    /// A notification shown, its fields checked and converted by notifications.js
    /// (showNotification, showRich) and handed over as one plain object, whose own properties are
    /// read here by name. title, body and tag are strings. icon is either undefined, for a
    /// notification with a title, a body and a tag only, whose other fields are then not read (they
    /// take their defaults), or a string ('' for none), with every other field the object's own:
    /// dir and lang strings, image and badge strings, vibrate, timestamp, data and actions JSON text
    /// or undefined for their defaults ([], now in epoch milliseconds, null, []), renotify and
    /// requireInteraction booleans, silent null or a boolean. The record's JSON is written here,
    /// its keys in a browser's order.
    static let notify: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
        guard let ctx else { return nil }
        var thrown: JSValueRef?
        guard let options = JSValueToObject(ctx, argument(count, arguments, 0) ?? JSValueMakeUndefined(ctx), &thrown) else {
            exception?.pointee = thrown
            return nil
        }
        let key = NotificationFunctions.keys
        func field(_ name: JSStringRef) -> JSValueRef? { JSObjectGetProperty(ctx, options, name, nil) }
        func text(_ name: JSStringRef) -> String? {
            guard let value = field(name), !JSValueIsUndefined(ctx, value) else { return nil }
            return JSC.describe(ctx, value)
        }
        let tag = JSC.describe(ctx, field(key.tag))
        let icon = text(key.icon)
        var record = JSONObjectWriter()
        record.string("title", JSC.describe(ctx, field(key.title)))
        record.string("dir", icon == nil ? "auto" : JSC.describe(ctx, field(key.dir)))
        record.string("lang", icon == nil ? "" : JSC.describe(ctx, field(key.lang)))
        record.string("body", JSC.describe(ctx, field(key.body)))
        record.string("tag", tag)
        record.string("icon", icon ?? "")
        if icon == nil {
            record.string("image", "")
            record.string("badge", "")
            record.raw("vibrate", "[]")
            record.raw("timestamp", String(WorkerHost.epochMilliseconds()))
            record.bool("renotify", false)
            record.raw("silent", "null")
            record.bool("requireInteraction", false)
            record.raw("data", "null")
            record.raw("actions", "[]")
        } else {
            record.string("image", JSC.describe(ctx, field(key.image)))
            record.string("badge", JSC.describe(ctx, field(key.badge)))
            record.raw("vibrate", text(key.vibrate) ?? "[]")
            record.raw("timestamp", text(key.timestamp) ?? String(WorkerHost.epochMilliseconds()))
            record.bool("renotify", field(key.renotify).map { JSValueToBoolean(ctx, $0) } ?? false)
            if let silent = field(key.silent), JSValueIsBoolean(ctx, silent) {
                record.bool("silent", JSValueToBoolean(ctx, silent))
            } else {
                record.raw("silent", "null")
            }
            record.bool("requireInteraction", field(key.requireInteraction).map { JSValueToBoolean(ctx, $0) } ?? false)
            record.raw("data", text(key.data) ?? "null")
            record.raw("actions", text(key.actions) ?? "[]")
        }
        let id = WorkerHost.current?.notify(json: record.finish(), tag: tag) ?? 0
        return JSValueMakeNumber(ctx, Double(id))
    }

    /// The names of notify's fields, made once: a push that shows a notification reads them all.
    struct Keys {
        let title = JSStringCreateWithUTF8CString("title")!
        let dir = JSStringCreateWithUTF8CString("dir")!
        let lang = JSStringCreateWithUTF8CString("lang")!
        let body = JSStringCreateWithUTF8CString("body")!
        let tag = JSStringCreateWithUTF8CString("tag")!
        let icon = JSStringCreateWithUTF8CString("icon")!
        let image = JSStringCreateWithUTF8CString("image")!
        let badge = JSStringCreateWithUTF8CString("badge")!
        let vibrate = JSStringCreateWithUTF8CString("vibrate")!
        let timestamp = JSStringCreateWithUTF8CString("timestamp")!
        let renotify = JSStringCreateWithUTF8CString("renotify")!
        let silent = JSStringCreateWithUTF8CString("silent")!
        let requireInteraction = JSStringCreateWithUTF8CString("requireInteraction")!
        let data = JSStringCreateWithUTF8CString("data")!
        let actions = JSStringCreateWithUTF8CString("actions")!
    }
    nonisolated(unsafe) static let keys = Keys()

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
