/// The service-worker globals a push handler expects, written in JavaScript and
/// evaluated once per context. It receives the native `host` object as an
/// argument (never a global, so probes cannot reach or replace it) and returns
/// the function the worker calls to deliver one push. Everything it creates
/// belongs to its context and dies with it.
enum PushWorkerPrelude {
    static let url = "memlab:prelude.js"
    static let source = #"""
(function (host) {
  'use strict';
  const g = globalThis;
  const define = (name, value) => Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });
  const secret = Symbol('memlab-internal');

  define('self', g);

  class DOMExceptionShim extends Error {
    constructor(message = '', name = 'Error') { super(String(message)); this.name = String(name); }
  }
  if (typeof g.DOMException !== 'function') define('DOMException', DOMExceptionShim);

  const listeners = Object.create(null);
  define('addEventListener', function addEventListener(type, callback) {
    if (callback == null) return;
    if (typeof callback !== 'function' && typeof callback.handleEvent !== 'function') return;
    const list = listeners[String(type)] || (listeners[String(type)] = []);
    if (!list.includes(callback)) list.push(callback);
  });
  define('removeEventListener', function removeEventListener(type, callback) {
    const list = listeners[String(type)];
    if (!list) return;
    const at = list.indexOf(callback);
    if (at >= 0) list.splice(at, 1);
  });

  class Event {
    #type;
    constructor(type) {
      if (arguments.length < 1) throw new TypeError("Failed to construct 'Event': 1 argument required");
      this.#type = String(type);
    }
    get type() { return this.#type; }
  }

  const extendable = new WeakMap();
  class ExtendableEvent extends Event {
    constructor(type, init) {
      super(type, init);
      extendable.set(this, { dispatching: false, pending: 0, promises: [] });
    }
    waitUntil(promise) {
      const state = extendable.get(this);
      if (!state) throw new TypeError('Illegal invocation');
      if (!state.dispatching && state.pending === 0)
        throw new g.DOMException("waitUntil() was called after the event's dispatch finished", 'InvalidStateError');
      const settled = Promise.resolve(promise);
      state.pending++;
      state.promises.push(settled);
      settled.then(() => { state.pending--; }, () => { state.pending--; });
    }
  }

  const toBytes = (value) => {
    if (typeof value === 'string') return host.utf8Encode(value);
    if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0));
    if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
    throw new TypeError('PushEvent data must be a string, ArrayBuffer or ArrayBufferView');
  };

  class PushMessageData {
    #bytes;
    constructor(key, bytes) {
      if (key !== secret) throw new TypeError('Illegal constructor');
      this.#bytes = bytes;
    }
    arrayBuffer() { return this.#bytes.slice().buffer; }
    bytes() { return this.#bytes.slice(); }
    text() { return host.utf8Decode(this.#bytes); }
    json() { return JSON.parse(this.text()); }
  }

  class PushEvent extends ExtendableEvent {
    #data;
    constructor(type, init) {
      super(type, init);
      const data = init == null ? undefined : init.data;
      this.#data = data == null ? null : new PushMessageData(secret, toBytes(data));
    }
    get data() { return this.#data; }
  }
  define('Event', Event);
  define('ExtendableEvent', ExtendableEvent);
  define('PushEvent', PushEvent);
  define('PushMessageData', PushMessageData);

  const shown = [];
  const copyOptions = (options) => {
    const record = {};
    if (options == null) return record;
    for (const key of ['body', 'tag', 'icon', 'image', 'badge', 'lang', 'dir'])
      if (options[key] !== undefined) record[key] = String(options[key]);
    for (const key of ['silent', 'requireInteraction', 'renotify'])
      if (options[key] !== undefined) record[key] = Boolean(options[key]);
    if (options.timestamp !== undefined) record.timestamp = Number(options.timestamp);
    if (options.data !== undefined) record.data = options.data;
    if (options.actions !== undefined) record.actions = Array.from(options.actions, (a) => ({ action: String(a.action), title: String(a.title) }));
    return record;
  };
  define('registration', {
    scope: 'memlab://probe/',
    showNotification(title, options) {
      if (arguments.length < 1) return Promise.reject(new TypeError("showNotification: 1 argument required"));
      let record;
      try { record = Object.assign({ title: String(title) }, copyOptions(options)); }
      catch (error) { return Promise.reject(error); }
      shown.push(record);
      let json;
      try { json = JSON.stringify(record); } catch (error) { delete record.data; json = JSON.stringify(record); }
      host.notify(json);
      return Promise.resolve();
    },
    getNotifications(filter) {
      const tag = filter && filter.tag !== undefined ? String(filter.tag) : undefined;
      return Promise.resolve(shown.filter((n) => tag === undefined || n.tag === tag).map((n) => Object.assign({}, n)));
    },
  });

  const format = (value) => {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return String(value);
    try { const text = JSON.stringify(value); return text === undefined ? String(value) : text; }
    catch (error) { return String(value); }
  };
  const log = (level) => function (...values) { host.console(level, values.map(format).join(' ')); };
  define('console', { log: log('log'), info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug') });

  define('memlab', Object.freeze({
    checkpoint(value) { host.checkpoint(Number(value)); },
    footprint() { return host.footprint(); },
  }));

  return function dispatchPush(payload) {
    const event = new PushEvent('push', { data: payload });
    const state = extendable.get(event);
    const result = { listeners: 0, thrown: false, error: undefined, settled: false, rejected: false, reason: undefined, shownBefore: shown.length, shown: 0 };
    const targets = (listeners.push || []).slice();
    if (typeof g.onpush === 'function') targets.push(g.onpush);
    state.dispatching = true;
    for (const target of targets) {
      result.listeners++;
      try {
        if (typeof target === 'function') target.call(g, event);
        else target.handleEvent(event);
      } catch (error) {
        if (!result.thrown) { result.thrown = true; result.error = error; }
      }
    }
    state.dispatching = false;
    Promise.all(state.promises).then(
      () => { result.settled = true; },
      (reason) => { result.settled = true; result.rejected = true; result.reason = reason; });
    Object.defineProperty(result, 'shown', { get: () => shown.length - result.shownBefore });
    return result;
  };
})
"""#
}
