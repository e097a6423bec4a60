/// Prelude part: DOMException, events, ExtendableEvent/PushEvent, structuredClone,
/// notifications, clients, console, timers (the JS half of the event loop).
extension PushWorkerPrelude {
    static let coreSource = #"""
  const g = globalThis;
  const define = (name, value) => Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });
  const secret = Symbol('memlab-internal');
  const OriginalPromise = Promise;
  const resolved = (value) => OriginalPromise.resolve(value);
  const later = (fn) => { OriginalPromise.resolve().then(fn); };
  const isObject = (value) => value !== null && (typeof value === 'object' || typeof value === 'function');
  const dictionary = (value, what) => {
    if (value == null) return {};
    if (!isObject(value)) throw new TypeError(`${what}: the options must be an object`);
    return value;
  };

  // A part whose globals are installed on first use (PushWorkerPrelude.swift says why): each
  // name is an accessor until then, and the part replaces it with a plain value (`define`).
  // `load()` installs the part and returns what it exports; `load.peek()` returns the exports
  // only when the part is installed, without installing it.
  const lazyPart = (names, install) => {
    let state = 0;
    let exports = {};
    const load = () => {
      if (state === 0) { state = 1; exports = install() || {}; state = 2; }
      return exports;
    };
    load.peek = () => (state === 2 ? exports : null);
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      // JavaScriptCore has a console of its own, built when the name is first looked up,
      // as defineProperty does (11 us a context); an assignment replaces it unbuilt.
      if (name === 'console') g.console = undefined;
      Object.defineProperty(g, name, {
        configurable: true, enumerable: false,
        get() {
          load();
          const own = Object.getOwnPropertyDescriptor(g, name);
          return own && 'value' in own ? own.value : undefined;
        },
        set(value) {
          load();
          Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });
        },
      });
    }
    return load;
  };

  define('self', g);

  // ---- DOMException (WebIDL): bare JavaScriptCore has none.
  lazyPart(['DOMException'], () => {
  const domCodes = {
    IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
    NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InvalidStateError: 11,
    SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
    TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20, URLMismatchError: 21,
    QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24, DataCloneError: 25,
  };
  class DOMException extends Error {
    #name;
    constructor(message = '', name = 'Error') { super(String(message)); this.#name = String(name); }
    get name() { return this.#name; }
    get code() { return domCodes[this.#name] || 0; }
  }
  define('DOMException', DOMException);
  });
  const dom = (message, name) => new g.DOMException(message, name);

  // ---- Uncaught errors (timers, microtasks, dispatchEvent) go to the parent as frames.
  const reportUncaught = (source, error) => { try { host.uncaught(source, error); } catch (ignored) {} };

  // ---- Events (DOM Standard), with one event target: the global scope.
  // An event's state is a private field, not a WeakMap entry: the first Map or WeakMap a
  // fresh context makes builds the constructor and its prototype, a cost every push paid.
  let stateOf;
  class Event {
    #state;
    constructor(type, init) {
      if (arguments.length < 1) throw new TypeError("Failed to construct 'Event': 1 argument required, but only 0 present.");
      const options = dictionary(init, 'Event');
      // One shape for every event (ExtendableEvent's fields included).
      this.#state = {
        type: String(type), bubbles: !!options.bubbles, cancelable: !!options.cancelable, composed: !!options.composed,
        canceled: false, stop: false, stopImmediate: false, trusted: false, target: null, current: null,
        phase: 0, dispatching: false, passive: false, timeStamp: host.now() - timeOrigin,
        extendable: false, pending: 0, rejected: false, reason: undefined,
      };
    }
    static {
      stateOf = (event, what) => {
        if (!isObject(event) || !(#state in event)) throw new TypeError(`${what}: illegal invocation`);
        return event.#state;
      };
    }
    get type() { return stateOf(this, 'type').type; }
    get bubbles() { return stateOf(this, 'bubbles').bubbles; }
    get cancelable() { return stateOf(this, 'cancelable').cancelable; }
    get composed() { return stateOf(this, 'composed').composed; }
    get defaultPrevented() { return stateOf(this, 'defaultPrevented').canceled; }
    get isTrusted() { return stateOf(this, 'isTrusted').trusted; }
    get target() { return stateOf(this, 'target').target; }
    get srcElement() { return stateOf(this, 'srcElement').target; }
    get currentTarget() { return stateOf(this, 'currentTarget').current; }
    get eventPhase() { return stateOf(this, 'eventPhase').phase; }
    get timeStamp() { return stateOf(this, 'timeStamp').timeStamp; }
    get cancelBubble() { return stateOf(this, 'cancelBubble').stop; }
    set cancelBubble(value) { if (value) stateOf(this, 'cancelBubble').stop = true; }
    get returnValue() { return !stateOf(this, 'returnValue').canceled; }
    set returnValue(value) { if (!value) this.preventDefault(); }
    composedPath() { const state = stateOf(this, 'composedPath'); return state.dispatching ? [g] : []; }
    preventDefault() { const state = stateOf(this, 'preventDefault'); if (state.cancelable && !state.passive) state.canceled = true; }
    stopPropagation() { stateOf(this, 'stopPropagation').stop = true; }
    stopImmediatePropagation() { const state = stateOf(this, 'stopImmediatePropagation'); state.stop = true; state.stopImmediate = true; }
  }
  // Indexed loops, not for-of or destructuring, in what runs for every context: their
  // first use in a context links JavaScriptCore's iterator built-ins (7 us here).
  const phaseNames = ['NONE', 'CAPTURING_PHASE', 'AT_TARGET', 'BUBBLING_PHASE'];
  for (let value = 0; value < phaseNames.length; value++) {
    Object.defineProperty(Event, phaseNames[value], { value, enumerable: true });
    Object.defineProperty(Event.prototype, phaseNames[value], { value, enumerable: true });
  }

  // Listener lists by event type (an object without prototype, not a Map: see Event).
  let listeners = Object.create(null);
  const flatten = (options) => (typeof options === 'boolean' ? options : isObject(options) ? !!options.capture : false);
  define('addEventListener', function addEventListener(type, callback, options) {
    if (callback == null) return;
    if (!isObject(callback)) throw new TypeError("addEventListener: parameter 2 is not an object");
    const capture = flatten(options);
    const once = isObject(options) && !!options.once;
    const passive = isObject(options) && !!options.passive;
    const key = String(type);
    const list = listeners[key] || [];
    for (let i = 0; i < list.length; i++) if (list[i].callback === callback && list[i].capture === capture) return;
    list.push({ callback, capture, once, passive, removed: false });
    listeners[key] = list;
  });
  define('removeEventListener', function removeEventListener(type, callback, options) {
    const key = String(type);
    const list = listeners[key];
    if (!list) return;
    const capture = flatten(options);
    const at = list.findIndex((entry) => entry.callback === callback && entry.capture === capture);
    if (at < 0) return;
    list[at].removed = true;
    list.splice(at, 1);
  });

  // Runs the listeners of the global scope for `event`; onError gets every exception a listener throws.
  const invoke = (event, onError) => {
    const state = stateOf(event, 'dispatchEvent');
    const list = (listeners[state.type] || []).slice();
    if (typeof g['on' + state.type] === 'function') list.push({ callback: g['on' + state.type], capture: false, once: false, passive: false, removed: false });
    state.dispatching = true; state.target = g; state.current = g; state.phase = 2;
    let called = 0;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i];
      if (entry.removed) continue;
      if (entry.once) g.removeEventListener(state.type, entry.callback, entry.capture);
      called++;
      state.passive = entry.passive;
      try {
        if (typeof entry.callback === 'function') entry.callback.call(g, event);
        else {
          const handle = entry.callback.handleEvent;
          if (typeof handle !== 'function') throw new TypeError("The listener's handleEvent is not a function");
          handle.call(entry.callback, event);
        }
      } catch (error) { onError(error); }
      state.passive = false;
      if (state.stopImmediate) break;
    }
    state.dispatching = false; state.current = null; state.phase = 0; state.stop = false; state.stopImmediate = false;
    return called;
  };
  define('dispatchEvent', function dispatchEvent(event) {
    const state = stateOf(event, 'dispatchEvent');
    if (state.dispatching) throw dom('The event is already being dispatched.', 'InvalidStateError');
    state.trusted = false;
    invoke(event, (error) => reportUncaught('listener', error));
    return !state.canceled;
  });
  const handlerNames = ['onpush', 'onnotificationclick', 'onnotificationclose', 'onpushsubscriptionchange',
    'oninstall', 'onactivate', 'onmessage', 'onfetch'];
  for (let i = 0; i < handlerNames.length; i++) define(handlerNames[i], null);

  // ---- ExtendableEvent (Service Workers): lifetime promises.
  class ExtendableEvent extends Event {
    constructor(type, init) {
      super(type, init);
      stateOf(this, 'ExtendableEvent').extendable = true;
    }
    waitUntil(promise) {
      const state = stateOf(this, 'waitUntil');
      if (!state.extendable) throw new TypeError('waitUntil: illegal invocation');
      if (arguments.length < 1) throw new TypeError("Failed to execute 'waitUntil' on 'ExtendableEvent': 1 argument required, but only 0 present.");
      if (!state.trusted) throw dom("Failed to execute 'waitUntil' on 'ExtendableEvent': The event handler is not running in a trusted event.", 'InvalidStateError');
      if (!state.dispatching && state.pending === 0)
        throw dom("Failed to execute 'waitUntil' on 'ExtendableEvent': The event handler is already finished and no extend lifetime promises are outstanding.", 'InvalidStateError');
      state.pending++;
      resolved(promise).then(
        () => { later(() => { state.pending--; }); },
        (reason) => {
          if (!state.rejected) { state.rejected = true; state.reason = reason; }
          later(() => { state.pending--; });
        });
    }
  }

  const byteCopy = (value, what) => {
    if (typeof value === 'string') return host.utf8Encode(value);
    if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0));
    if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
    throw new TypeError(`${what} must be a string, an ArrayBuffer or an ArrayBufferView`);
  };
  const freshBuffer = (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);

  // ---- PushMessageData / PushEvent (Push API).
  // The data of a push the worker delivers stays with the host until the handler asks for
  // it: text() and json() then never make a typed array, which a fresh context pays dearly
  // for the first time; the bytes are read once, on first use. One private field holds
  // { bytes }: the bytes, or the number of the push whose payload the host still holds.
  // (Each private name, and the brand a private method needs, costs a fresh context a
  // structure of its own on every push.)
  const ownBytes = (data) => {
    if (typeof data.bytes === 'number') data.bytes = host.payload(data.bytes, false);
    return data.bytes;
  };
  class PushMessageData {
    #data;
    constructor(key, bytes, push = 0) {
      if (key !== secret) throw new TypeError('Illegal constructor');
      this.#data = { bytes: bytes === null ? push : bytes };
    }
    arrayBuffer() { return freshBuffer(ownBytes(this.#data)); }
    bytes() { return new Uint8Array(freshBuffer(ownBytes(this.#data))); }
    blob() { return new Blob([ownBytes(this.#data)]); }
    text() {
      const data = this.#data;
      return typeof data.bytes === 'number' ? host.payload(data.bytes, true) : host.utf8Decode(data.bytes, false, true);
    }
    json() { return JSON.parse(this.text()); }
  }
  let attachPushData;
  class PushEvent extends ExtendableEvent {
    #data;
    constructor(type, init) {
      super(type, init);
      const options = dictionary(init, 'PushEvent');
      this.#data = options.data === undefined ? null : new PushMessageData(secret, byteCopy(options.data, 'PushEventInit.data'));
    }
    get data() { return this.#data; }
    // The worker's own pushes: the host's payload for push `push`, read on first use.
    static { attachPushData = (event, push) => { event.#data = new PushMessageData(secret, null, push); }; }
  }
  define('Event', Event);
  define('ExtendableEvent', ExtendableEvent);
  define('PushEvent', PushEvent);
  define('PushMessageData', PushMessageData);

  // ---- structuredClone (HTML): the serializable built-ins, deep, with cycles.
  const clonePart = lazyPart(['structuredClone'], () => {
  const cloneValue = (value, memory) => {
    if (!isObject(value)) {
      if (typeof value === 'symbol') throw dom('A Symbol cannot be cloned.', 'DataCloneError');
      return value;
    }
    if (memory.has(value)) return memory.get(value);
    const tag = Object.prototype.toString.call(value);
    let copy;
    const remember = (made) => { memory.set(value, made); return made; };
    if (typeof value === 'function') throw dom(`${String(value.name || 'function')} could not be cloned.`, 'DataCloneError');
    if (value instanceof ArrayBuffer) return remember(value.slice(0));
    if (ArrayBuffer.isView(value)) {
      const buffer = cloneValue(value.buffer, memory);
      const Kind = value.constructor;
      if (value instanceof DataView) return remember(new DataView(buffer, value.byteOffset, value.byteLength));
      return remember(new Kind(buffer, value.byteOffset, value.length));
    }
    switch (tag) {
      case '[object Boolean]': return remember(new Boolean(value.valueOf()));
      case '[object Number]': return remember(new Number(value.valueOf()));
      case '[object String]': return remember(new String(value.valueOf()));
      case '[object BigInt]': return remember(Object(value.valueOf()));
      case '[object Date]': return remember(new Date(value.getTime()));
      case '[object RegExp]': return remember(new RegExp(value.source, value.flags));
      case '[object Map]':
        copy = remember(new Map());
        for (const [k, v] of value) copy.set(cloneValue(k, memory), cloneValue(v, memory));
        return copy;
      case '[object Set]':
        copy = remember(new Set());
        for (const v of value) copy.add(cloneValue(v, memory));
        return copy;
      case '[object Error]': {
        const names = ['EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError'];
        const name = names.includes(value.name) ? value.name : 'Error';
        copy = remember(new g[name]());
        if (Object.prototype.hasOwnProperty.call(value, 'message')) copy.message = String(value.message);
        if (typeof value.stack === 'string') Object.defineProperty(copy, 'stack', { value: value.stack, writable: true, configurable: true });
        return copy;
      }
    }
    if (value instanceof Blob) return remember(value.slice(0, value.size, value.type));
    if (value instanceof OriginalPromise || value instanceof WeakMap || value instanceof WeakSet || tag === '[object WeakRef]' || tag === '[object Symbol]')
      throw dom(`${tag.slice(8, -1)} object could not be cloned.`, 'DataCloneError');
    copy = remember(Array.isArray(value) ? new Array(value.length) : {});
    for (const key of Object.keys(value)) copy[key] = cloneValue(value[key], memory);
    return copy;
  };
  define('structuredClone', function structuredClone(value, options) {
    if (arguments.length < 1) throw new TypeError("Failed to execute 'structuredClone': 1 argument required, but only 0 present.");
    const transfer = dictionary(options, 'structuredClone').transfer;
    if (transfer !== undefined && Array.from(transfer).length > 0) throw dom('structuredClone: transferring is not supported by this worker', 'DataCloneError');
    return cloneValue(value, new Map());
  });
  return { cloneValue };
  });

  // ---- Notifications API: records what the push would show.
  let shown = [];
  const maxActions = 2;
  const notificationPart = lazyPart(['Notification'], () => {
  const notificationStates = new WeakMap();
  class Notification {
    constructor() { throw new TypeError("Failed to construct 'Notification': Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead."); }
    static get permission() { return 'granted'; }
    static get maxActions() { return maxActions; }
    static requestPermission() { return resolved('granted'); }
    close() {
      const record = notificationStates.get(this);
      if (!record) throw new TypeError('close: illegal invocation');
      shown = shown.filter((entry) => entry !== record);
    }
  }
  for (const key of ['title', 'dir', 'lang', 'body', 'tag', 'icon', 'image', 'badge', 'vibrate', 'timestamp', 'renotify', 'silent', 'requireInteraction', 'data', 'actions'])
    Object.defineProperty(Notification.prototype, key, {
      get() { const record = notificationStates.get(this); if (!record) throw new TypeError(`${key}: illegal invocation`); return record[key]; },
      enumerable: true, configurable: true,
    });
  define('Notification', Notification);
  const exposeNotification = (record) => {
    const notification = Object.create(Notification.prototype);
    notificationStates.set(notification, record);
    return notification;
  };
  return { exposeNotification };
  });

  // What runs on every push avoids Array.prototype.map/filter/some (JavaScriptCore
  // implements them in JavaScript: each fresh context links, and after a few collections
  // recompiles, every one it calls).
  const notificationURL = (value, key) => {
    if (value === undefined) return '';
    const url = URL.parse(String(value), g.location.href);
    if (!url) throw new TypeError(`showNotification: '${String(value)}' is not a valid URL for ${key}`);
    return url.href;
  };
  const makeNotificationRecord = (title, options) => {
    const o = dictionary(options, 'showNotification');
    const record = { title: String(title) };
    const dir = o.dir === undefined ? 'auto' : String(o.dir);
    if (dir !== 'auto' && dir !== 'ltr' && dir !== 'rtl') throw new TypeError(`showNotification: '${dir}' is not a valid value for dir`);
    record.dir = dir;
    record.lang = o.lang === undefined ? '' : String(o.lang);
    record.body = o.body === undefined ? '' : String(o.body);
    record.tag = o.tag === undefined ? '' : String(o.tag);
    record.icon = notificationURL(o.icon, 'icon');
    record.image = notificationURL(o.image, 'image');
    record.badge = notificationURL(o.badge, 'badge');
    record.vibrate = o.vibrate === undefined ? [] : (typeof o.vibrate === 'number' ? [o.vibrate] : Array.from(o.vibrate, (v) => Number(v) >>> 0));
    record.timestamp = o.timestamp === undefined ? Date.now() : Number(o.timestamp);
    record.renotify = !!o.renotify;
    record.silent = o.silent === undefined || o.silent === null ? null : !!o.silent;
    record.requireInteraction = !!o.requireInteraction;
    record.data = o.data === undefined ? null : clonePart().cloneValue(o.data, new Map());
    if (record.silent === true && o.vibrate !== undefined) throw new TypeError('showNotification: silent notifications cannot vibrate');
    if (record.renotify && record.tag === '') throw new TypeError('showNotification: renotify needs a non-empty tag');
    const actions = [];
    const given = o.actions === undefined ? [] : Array.from(o.actions);
    for (let i = 0; i < given.length && i < maxActions; i++) {
      const action = dictionary(given[i], 'NotificationAction');
      if (action.action === undefined || action.title === undefined) throw new TypeError('showNotification: every action needs action and title');
      const made = { action: String(action.action), title: String(action.title) };
      if (action.icon !== undefined) { const url = URL.parse(String(action.icon), g.location.href); if (url) made.icon = url.href; }
      actions.push(made);
    }
    record.actions = actions;
    return record;
  };
  const registration = {
    scope: 'https://probe.invalid/',
    active: null, installing: null, waiting: null,
    showNotification(title, options) {
      if (arguments.length < 1) return OriginalPromise.reject(new TypeError("Failed to execute 'showNotification' on 'ServiceWorkerRegistration': 1 argument required, but only 0 present."));
      let record;
      try { record = makeNotificationRecord(title, options); } catch (error) { return OriginalPromise.reject(error); }
      if (record.tag !== '') {
        const kept = [];
        for (let i = 0; i < shown.length; i++) if (shown[i].tag !== record.tag) kept.push(shown[i]);
        shown = kept;
      }
      shown.push(record);
      if (runtime.current !== null) runtime.current.shown++;
      let json;
      try { json = JSON.stringify(record); } catch (error) { json = JSON.stringify(Object.assign({}, record, { data: '[not serialisable as JSON]' })); }
      host.notify(json);
      return resolved(undefined);
    },
    getNotifications(filter) {
      let tag;
      try { const f = dictionary(filter, 'getNotifications'); tag = f.tag === undefined ? '' : String(f.tag); }
      catch (error) { return OriginalPromise.reject(error); }
      const { exposeNotification } = notificationPart();
      return resolved(shown.filter((n) => tag === '' || n.tag === tag).map(exposeNotification));
    },
    update() { return resolved(undefined); },
    unregister() { return resolved(true); },
    pushManager: {
      getSubscription() { return resolved(null); },
      permissionState() { return resolved('granted'); },
      subscribe() { return OriginalPromise.reject(dom('subscribe is not available inside the push lab', 'NotAllowedError')); },
    },
  };
  define('registration', registration);
  lazyPart(['clients', 'skipWaiting'], () => {
    define('clients', Object.freeze({
      matchAll() { return resolved([]); },
      get() { return resolved(undefined); },
      openWindow() { return resolved(null); },
      claim() { return resolved(undefined); },
    }));
    define('skipWaiting', function skipWaiting() { return resolved(undefined); });
  });

  // ---- console: bounded, forwarded to the parent as `console` frames.
  lazyPart(['console'], () => {
  const format = (value) => {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return String(value);
    try { const text = JSON.stringify(value); return text === undefined ? String(value) : text; }
    catch (error) { return String(value); }
  };
  const log = (level) => function (...values) { host.console(level, values.map(format).join(' ')); };
  define('console', { log: log('log'), info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug'), trace: log('debug') });
  });

  lazyPart(['memlab'], () => define('memlab', Object.freeze({
    checkpoint(value) { host.checkpoint(Number(value)); },
    footprint() { return host.footprint(); },
  })));

  // ---- Timers (HTML): a heap ordered by (due, sequence); the native loop pumps one task at a time.
  const timeOrigin = host.now();
  lazyPart(['performance'], () => define('performance', Object.freeze({
    timeOrigin: Date.now() - (host.now() - timeOrigin), now() { return host.now() - timeOrigin; },
  })));
  // Installed with the first timer global a probe touches; until then no timer can exist.
  const timerPart = lazyPart(['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'], () => {
  const timerLimit = host.timerLimit;
  let timers = new Map();
  let heap = [];
  let nextTimerId = 1;
  let sequence = 0;
  const before = (a, b) => a.due < b.due || (a.due === b.due && a.seq < b.seq);
  const heapPush = (entry) => {
    heap.push(entry);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  };
  const heapPop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < heap.length && before(heap[l], heap[m])) m = l;
        if (r < heap.length && before(heap[r], heap[m])) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m], heap[i]];
        i = m;
      }
    }
    return top;
  };
  const live = (entry) => timers.get(entry.id) === entry.timer && entry.timer.seq === entry.seq;
  const schedule = (timer) => {
    timer.seq = sequence++;
    heapPush({ due: timer.due, seq: timer.seq, id: timer.id, timer });
    if (heap.length > 2 * timers.size + 64) {
      heap = heap.filter(live);
      heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    }
  };
  const addTimer = (name, handler, timeout, args, repeat) => {
    if (timers.size >= timerLimit)
      throw new RangeError(`${name}: too many live timers (this worker allows ${timerLimit}); clear some first`);
    const callback = typeof handler === 'function' ? handler : (() => { const code = String(handler); return () => (0, eval)(code); })();
    let ms = Number(timeout) | 0;
    if (ms < 0) ms = 0;
    const id = nextTimerId++;
    const timer = { id, callback, args, ms, repeat, due: host.now() + ms, seq: 0 };
    timers.set(id, timer);
    schedule(timer);
    return id;
  };
  const clearTimer = (id) => { timers.delete(Number(id) | 0); };
  define('setTimeout', function setTimeout(handler, timeout = 0, ...args) { return addTimer('setTimeout', handler, timeout, args, false); });
  define('setInterval', function setInterval(handler, timeout = 0, ...args) { return addTimer('setInterval', handler, timeout, args, true); });
  define('clearTimeout', function clearTimeout(id = 0) { clearTimer(id); });
  define('clearInterval', function clearInterval(id = 0) { clearTimer(id); });
  // Runs at most one due timer (one task; its microtasks drain when the native call returns).
  const pump = () => {
    while (heap.length > 0 && !live(heap[0])) heapPop();
    if (heap.length === 0 || heap[0].due > host.now()) return;
    const { timer } = heapPop();
    if (!timer.repeat) timers.delete(timer.id);
    try { timer.callback.apply(g, timer.args); } catch (error) { reportUncaught(timer.repeat ? 'setInterval' : 'setTimeout', error); }
    if (timer.repeat && timers.get(timer.id) === timer) { timer.due = host.now() + timer.ms; schedule(timer); }
  };
  // Milliseconds until the next timer is due (0: due now), or -1 when no timer is left.
  const nextDelay = () => {
    while (heap.length > 0 && !live(heap[0])) heapPop();
    return heap.length === 0 ? -1 : Math.max(0, heap[0].due - host.now());
  };
  runtime.timerCount = () => timers.size;
  return { pump, nextDelay, clear: () => { timers.clear(); heap = []; } };
  });
  define('queueMicrotask', function queueMicrotask(callback) {
    if (typeof callback !== 'function') throw new TypeError("Failed to execute 'queueMicrotask': parameter 1 is not of type 'Function'.");
    OriginalPromise.resolve().then(() => { try { callback(); } catch (error) { reportUncaught('microtask', error); } });
  });
"""#
}
