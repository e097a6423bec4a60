// notifications.js: the Notifications API as a push handler sees it, recording what the push
// would show (the parent gets each notification as a frame), and the worker's registration.
// The notifications shown and not closed are the host's (ShownNotifications.swift), as on a device
// the system, not the extension, keeps them: later pushes' contexts see them, and no JS heap holds
// them, so a handler that shows one notification per push and keeps nothing stays flat.
// Defines: maxActions, notificationPart (exports exposeNotification), showRich (checks a
//   notification with more than text and flags, and hands its fields to the host).
//   Globals: registration (with
//   showNotification, getNotifications, pushManager), Notification, clients and skipWaiting
//   (these three on first use).
// Uses: host, g, define, lazyPart, resolved, OriginalPromise, dictionary, noOptions, dom (core.js), clonePart
//   (clone.js); runtime (runtime.js) when a notification is shown; subscriptionPart
//   (subscription.js) when pushManager is called; URL and location through the global (url.js,
//   location.js).

// ---- Notifications API: records what the push would show.
const maxActions = 2;
const notificationPart = lazyPart(['Notification'], () => {
  const notificationStates = new WeakMap();
  class Notification {
    constructor() { throw new TypeError("Failed to construct 'Notification': Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead."); }
    static get permission() { return 'granted'; }
    static get maxActions() { return maxActions; }
    static requestPermission() { return resolved('granted'); }
    close() {
      const state = notificationStates.get(this);
      if (!state) throw new TypeError('close: illegal invocation');
      host.closeNotification(state.id);
    }
  }
  for (const key of ['title', 'dir', 'lang', 'body', 'tag', 'icon', 'image', 'badge', 'vibrate', 'timestamp', 'renotify', 'silent', 'requireInteraction', 'data', 'actions'])
    Object.defineProperty(Notification.prototype, key, {
      get() { const state = notificationStates.get(this); if (!state) throw new TypeError(`${key}: illegal invocation`); return state.record[key]; },
      enumerable: true, configurable: true,
    });
  Object.defineProperty(Notification.prototype, Symbol.toStringTag, { value: 'Notification', configurable: true });
  define('Notification', Notification);
  // `entry` is one of host.notifications()'s: { id, notification: the record as shown }.
  const exposeNotification = (entry) => {
    const notification = Object.create(Notification.prototype);
    notificationStates.set(notification, { id: entry.id, record: entry.notification });
    return notification;
  };
  return { exposeNotification };
});

// What runs on every push avoids Array.prototype.map/filter/some (JavaScriptCore
// implements them in JavaScript: each fresh context links, and after a few collections
// recompiles, every one it calls). A notification is checked and converted here, field by
// field, and handed to the host as its fields: the host writes the record's JSON, in the
// order a browser's Notification lists them. No record object, no JSON.stringify and no
// Date for a plain notification: the first of each costs a fresh context its shapes and
// builtins (measured: 0.1 ms of a push that shows one).
const notificationURL = (value, key) => {
  const url = URL.parse(String(value), g.location.href);
  if (!url) throw new TypeError(`showNotification: '${String(value)}' is not a valid URL for ${key}`);
  return url.href;
};
// The rest of showNotification for a notification with any of the fields below (as read from its options).
const showRich = (name, dir, lang, body, tag, iconValue, imageValue, badgeValue, vibrateValue, timestampValue, renotify, silent,
  requireInteraction, dataValue, actionsValue) => {
  const icon = iconValue === undefined ? '' : notificationURL(iconValue, 'icon');
  const image = imageValue === undefined ? '' : notificationURL(imageValue, 'image');
  const badge = badgeValue === undefined ? '' : notificationURL(badgeValue, 'badge');
  const vibrate = vibrateValue === undefined ? undefined
    : JSON.stringify(typeof vibrateValue === 'number' ? [vibrateValue] : Array.from(vibrateValue, (value) => Number(value) >>> 0));
  const timestamp = timestampValue === undefined ? undefined : JSON.stringify(Number(timestampValue));
  let data;
  if (dataValue !== undefined) {
    const copy = clonePart().cloneValue(dataValue, new Map());
    try { data = JSON.stringify(copy); } catch (error) { data = '"[not serialisable as JSON]"'; }
  }
  if (silent === true && vibrateValue !== undefined) throw new TypeError('showNotification: silent notifications cannot vibrate');
  if (renotify && tag === '') throw new TypeError('showNotification: renotify needs a non-empty tag');
  let actions;
  if (actionsValue !== undefined) {
    const given = Array.from(actionsValue);
    const made = [];
    for (let i = 0; i < given.length && i < maxActions; i++) {
      const action = dictionary(given[i], 'NotificationAction');
      if (action.action === undefined || action.title === undefined) throw new TypeError('showNotification: every action needs action and title');
      const entry = { action: String(action.action), title: String(action.title) };
      if (action.icon !== undefined) { const url = URL.parse(String(action.icon), g.location.href); if (url) entry.icon = url.href; }
      made.push(entry);
    }
    actions = JSON.stringify(made);
  }
  if (runtime.current !== null) runtime.current.shown++;
  host.notify(name, dir, lang, body, tag, icon, image, badge, vibrate, timestamp, renotify, silent, requireInteraction, data, actions);
};
const registration = {
  scope: host.scope,
  active: null, installing: null, waiting: null,
  // Shows the notification `title`/`options` describe (host.notify: its fields, the four
  // JSON-valued ones as JSON text or undefined for their default), or rejects. The text fields
  // are converted here, as each is read; a notification with an icon, image, badge, vibrate,
  // timestamp, data or actions goes on to showRich, so that a plain one runs this function only
  // (each function a push runs is linked in its context and compiled again every 8th push:
  // core.js, where `self` is installed).
  showNotification(title, options) {
    if (arguments.length < 1) return OriginalPromise.reject(new TypeError("Failed to execute 'showNotification' on 'ServiceWorkerRegistration': 1 argument required, but only 0 present."));
    try {
      const o = options === undefined || options === null ? noOptions : options;
      if (typeof o !== 'object' && typeof o !== 'function') throw new TypeError('showNotification: the options must be an object');
      const name = typeof title === 'string' ? title : String(title);
      let v = o.dir;
      const dir = v === undefined ? 'auto' : typeof v === 'string' ? v : String(v);
      if (dir !== 'auto' && dir !== 'ltr' && dir !== 'rtl') throw new TypeError(`showNotification: '${dir}' is not a valid value for dir`);
      v = o.lang;
      const lang = v === undefined ? '' : typeof v === 'string' ? v : String(v);
      v = o.body;
      const body = v === undefined ? '' : typeof v === 'string' ? v : String(v);
      v = o.tag;
      const tag = v === undefined ? '' : typeof v === 'string' ? v : String(v);
      const icon = o.icon, image = o.image, badge = o.badge, vibrate = o.vibrate, timestamp = o.timestamp;
      const renotify = !!o.renotify;
      v = o.silent;
      const silent = v === undefined || v === null ? null : !!v;
      const requireInteraction = !!o.requireInteraction;
      const data = o.data, actions = o.actions;
      if (icon !== undefined || image !== undefined || badge !== undefined || vibrate !== undefined || timestamp !== undefined
        || data !== undefined || actions !== undefined) {
        showRich(name, dir, lang, body, tag, icon, image, badge, vibrate, timestamp, renotify, silent, requireInteraction, data, actions);
      } else {
        if (renotify && tag === '') throw new TypeError('showNotification: renotify needs a non-empty tag');
        if (runtime.current !== null) runtime.current.shown++;
        // The host keeps it as displayed (the same tag replaces) and streams it to the parent.
        host.notify(name, dir, lang, body, tag, '', '', '', undefined, undefined, renotify, silent, requireInteraction, undefined, undefined);
      }
    } catch (error) { return OriginalPromise.reject(error); }
    return OriginalPromise.resolve(undefined);
  },
  getNotifications(filter) {
    let tag;
    try { const f = dictionary(filter, 'getNotifications'); tag = f.tag === undefined ? '' : String(f.tag); }
    catch (error) { return OriginalPromise.reject(error); }
    const { exposeNotification } = notificationPart();
    // As displayed now: earlier pushes' too (their data as JSON keeps it: what JSON cannot hold is lost).
    return resolved(JSON.parse(host.notifications(tag)).map(exposeNotification));
  },
  update() { return resolved(undefined); },
  unregister() { return resolved(true); },
  pushManager: {
    // subscription.js (installed on first use).
    getSubscription() { return subscriptionPart().getSubscription(); },
    permissionState() { return resolved('granted'); },
    subscribe(options) { return subscriptionPart().subscribe(options); },
  },
};
Object.defineProperty(g, 'registration', { value: registration, writable: true, configurable: true, enumerable: false });
lazyPart(['clients', 'skipWaiting'], () => {
  define('clients', Object.freeze({
    matchAll() { return resolved([]); },
    get() { return resolved(undefined); },
    openWindow() { return resolved(null); },
    claim() { return resolved(undefined); },
  }));
  define('skipWaiting', function skipWaiting() { return resolved(undefined); });
});
