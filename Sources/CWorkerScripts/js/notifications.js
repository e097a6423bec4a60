// notifications.js: the Notifications API as a push handler sees it, recording what the push
// would show (the parent gets each notification as a frame), and the worker's registration.
// The notifications shown and not closed are the host's (ShownNotifications.swift), as on a device
// the system, not the extension, keeps them: later pushes' contexts see them, and no JS heap holds
// them, so a handler that shows one notification per push and keeps nothing stays flat.
// Defines: maxActions, notificationPart (exports exposeNotification), showRich (checks a
//   notification with more than a title, a body and a tag, and hands it to the host).
//   Globals: registration (with
//   showNotification, getNotifications, pushManager), Notification and clients (these two on
//   first use), skipWaiting.
// Uses: host, g, define, lazyPart, resolved, OriginalPromise, dictionary, noOptions, dom (core.js),
//   ServiceWorkerGlobalScope (events.js: skipWaiting), clonePart
//   (clone.js); runtime (runtime.js) when a notification is shown; subscriptionPart
//   (subscription.js) when pushManager is called; urlPart (url.js) and scriptURL (worker.js): a
//   notification's URLs are parsed against the worker's URL, as a browser's settings object's.

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
// field, and handed to the host as one plain object of its fields, which the host reads by
// name and writes as the record's JSON, in the order a browser's Notification lists them. No
// JSON.stringify and no Date for a plain notification: the first of each costs a fresh
// context its shapes and builtins (measured: 0.1 ms of a push that shows one).
const notificationURL = (value, key) => {
  const url = urlPart().URL.parse(String(value), scriptURL);
  if (!url) throw new TypeError(`showNotification: '${String(value)}' is not a valid URL for ${key}`);
  return url.href;
};
// The rest of showNotification for a notification with more than a title, a body and a tag: `n`
// is what host.notify takes, every field its own property as read from the options; the
// URL-valued ones are resolved here (a string, '' for none) and the JSON-valued ones written as
// JSON text, in place.
const showRich = (n) => {
  const vibrateValue = n.vibrate;
  n.icon = n.icon === undefined ? '' : notificationURL(n.icon, 'icon');
  n.image = n.image === undefined ? '' : notificationURL(n.image, 'image');
  n.badge = n.badge === undefined ? '' : notificationURL(n.badge, 'badge');
  n.vibrate = vibrateValue === undefined ? undefined
    : JSON.stringify(typeof vibrateValue === 'number' ? [vibrateValue] : Array.from(vibrateValue, (value) => Number(value) >>> 0));
  n.timestamp = n.timestamp === undefined ? undefined : JSON.stringify(Number(n.timestamp));
  if (n.data !== undefined) {
    const copy = clonePart().cloneValue(n.data, new Map());
    try { n.data = JSON.stringify(copy); } catch (error) { n.data = '"[not serialisable as JSON]"'; }
  }
  if (n.silent === true && vibrateValue !== undefined) throw new TypeError('showNotification: silent notifications cannot vibrate');
  if (n.renotify && n.tag === '') throw new TypeError('showNotification: renotify needs a non-empty tag');
  if (n.actions !== undefined) {
    const given = Array.from(n.actions);
    const made = [];
    for (let i = 0; i < given.length && i < maxActions; i++) {
      const action = dictionary(given[i], 'NotificationAction');
      if (action.action === undefined || action.title === undefined) throw new TypeError('showNotification: every action needs action and title');
      const entry = { action: String(action.action), title: String(action.title) };
      if (action.icon !== undefined) { const url = urlPart().URL.parse(String(action.icon), scriptURL); if (url) entry.icon = url.href; }
      made.push(entry);
    }
    n.actions = JSON.stringify(made);
  }
  if (runtime.current !== null) runtime.current.shown++;
  host.notify(n);
};
const registration = {
  scope: host.scope,
  // The worker itself (messaging.js's ServiceWorker, made on first read): installing while install
  // is dispatched, active from activate on; never waiting (a first registration has no other).
  get installing() { return runtime.nextPush === 'install' ? messagingPart().serviceWorker() : null; },
  get waiting() { return null; },
  get active() { return runtime.nextPush === 'install' ? null : messagingPart().serviceWorker(); },
  // Shows the notification `title`/`options` describe (host.notify: one object of its fields, the
  // four JSON-valued ones as JSON text or undefined for their default), or rejects. The text
  // fields are converted here, as each is read; a notification with more than a title, a body
  // and a tag goes on to showRich, so that the common one runs this function only (each function
  // a push runs is linked in its context and compiled again every 8th push: core.js, where
  // `self` is installed).
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
        || data !== undefined || actions !== undefined || dir !== 'auto' || lang !== '' || renotify || silent !== null
        || requireInteraction) {
        showRich({ title: name, dir, lang, body, tag, icon, image, badge, vibrate, timestamp, renotify, silent, requireInteraction, data, actions });
      } else {
        if (runtime.current !== null) runtime.current.shown++;
        // The host keeps it as displayed (the same tag replaces) and streams it to the parent.
        // Only a title, a body and a tag: its icon undefined says so, and the host reads no other
        // field (showRich always gives an icon, '' for none). Each of the object's properties is
        // a structure of the fresh context's, made and collected every push: four, not fifteen.
        host.notify({ title: name, body, tag, icon: undefined });
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
// skipWaiting is ServiceWorkerGlobalScope.prototype's (events.js), an own property of self as
// the scope's other operations are; clients is installed on first use.
Object.defineProperty(g, 'skipWaiting', { value: ServiceWorkerGlobalScope.prototype.skipWaiting, writable: true, configurable: true, enumerable: false });
// self.serviceWorker (Service Workers: ServiceWorkerGlobalScope.serviceWorker): the same object
// as registration.active, on first use.
lazyPart(['serviceWorker'], () => { define('serviceWorker', messagingPart().serviceWorker()); });
lazyPart(['clients'], () => {
  define('clients', Object.freeze({
    matchAll() { return resolved([]); },
    get() { return resolved(undefined); },
    openWindow() { return resolved(null); },
    claim() { return resolved(undefined); },
  }));
});
