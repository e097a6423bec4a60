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
        func field(_ name: Field) -> JSValueRef? { JSObjectGetProperty(ctx, options, name.string, nil) }
        func text(_ name: Field) -> String? {
            guard let value = field(name), !JSValueIsUndefined(ctx, value) else { return nil }
            return JSC.describe(ctx, value)
        }
        let tag = JSC.describe(ctx, field(.tag))
        let icon = text(.icon)
        var record = JSONObjectWriter()
        record.string("title", JSC.describe(ctx, field(.title)))
        record.string("dir", icon == nil ? "auto" : JSC.describe(ctx, field(.dir)))
        record.string("lang", icon == nil ? "" : JSC.describe(ctx, field(.lang)))
        record.string("body", JSC.describe(ctx, field(.body)))
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
            record.string("image", JSC.describe(ctx, field(.image)))
            record.string("badge", JSC.describe(ctx, field(.badge)))
            record.raw("vibrate", text(.vibrate) ?? "[]")
            record.raw("timestamp", text(.timestamp) ?? String(WorkerHost.epochMilliseconds()))
            record.bool("renotify", field(.renotify).map { JSValueToBoolean(ctx, $0) } ?? false)
            if let silent = field(.silent), JSValueIsBoolean(ctx, silent) {
                record.bool("silent", JSValueToBoolean(ctx, silent))
            } else {
                record.raw("silent", "null")
            }
            record.bool("requireInteraction", field(.requireInteraction).map { JSValueToBoolean(ctx, $0) } ?? false)
            record.raw("data", text(.data) ?? "null")
            record.raw("actions", text(.actions) ?? "[]")
        }
        let id = WorkerHost.current?.notify(json: record.finish(), tag: tag) ?? 0
        return JSValueMakeNumber(ctx, Double(id))
    }

    /// The names of notify's fields: a push that shows a notification reads them all.
    enum Field: Int, PropertyNames {
        case title, dir, lang, body, tag, icon, image, badge, vibrate, timestamp, renotify, silent, requireInteraction, data, actions
        nonisolated(unsafe) static let strings = makeStrings()
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
