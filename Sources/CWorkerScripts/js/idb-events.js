// idb-events.js: what IndexedDB's objects dispatch events with, and the task queue its requests
// run on. Requests fire their events as tasks of the worker's event loop (runtime.js pumps this
// queue when no timer is due, and nextDelay is 0 while it holds a task); at the start of every
// task, transactions made active by the previous one become inactive, and those with no request
// left commit (Indexed Database API 3.0, 5.4 "transaction lifecycle": a transaction is active
// only while the callbacks of its requests run, microtasks included, and auto-commits when
// control returns to the event loop with no request pending). While the queue holds a task it
// holds the push's event open (a pending lifetime promise, as a service worker stays alive
// while it has IndexedDB work).
// Defines: installIDBEvents (called by idb-database.js; sets ns.IDBEventTarget, ns.fire,
//   ns.handler, ns.DOMStringList, ns.queueTask, ns.onTaskStart and installs runtime.tasks).
//   Globals: IDBVersionChangeEvent, DOMStringList.
// Uses: g, define, dom, isObject, reportUncaught (core.js); stateOf, Event (events.js);
//   runtime (runtime.js).

const installIDBEvents = (ns) => {
  // ---- An event target for IndexedDB's objects; a parent chain for propagation (request ->
  // transaction -> database).
  const none = [];
  class IDBEventTarget {
    // Made on first use: most requests never get a listener of their own (idb's wrappers add
    // two; a bulk put adds none), and a database's worth of requests may be alive at once.
    #listeners = null;
    #handlers = null;
    constructor(key) { if (key !== ns.secret) throw new TypeError('Illegal constructor'); }
    addEventListener(type, callback, options) {
      if (callback == null) return;
      const capture = typeof options === 'boolean' ? options : isObject(options) && !!options.capture;
      const once = isObject(options) && !!options.once;
      if (this.#listeners === null) this.#listeners = Object.create(null);
      const list = this.#listeners[type] || (this.#listeners[type] = []);
      if (list.some((entry) => entry.callback === callback && entry.capture === capture)) return;
      list.push({ callback, capture, once, removed: false });
    }
    removeEventListener(type, callback, options) {
      const capture = typeof options === 'boolean' ? options : isObject(options) && !!options.capture;
      const list = this.#listeners === null ? undefined : this.#listeners[type];
      if (!list) return;
      const at = list.findIndex((entry) => entry.callback === callback && entry.capture === capture);
      if (at >= 0) { list[at].removed = true; list.splice(at, 1); }
    }
    dispatchEvent(event) {
      const state = stateOf(event, 'dispatchEvent');
      if (state.dispatching) throw dom('The event is already being dispatched.', 'InvalidStateError');
      state.trusted = false;
      fire(this, event, []);
      return !state.canceled;
    }
    static handler(target, type, value) {
      if (target.#handlers === null) target.#handlers = Object.create(null);
      if (value === undefined) return target.#handlers[type] === undefined ? null : target.#handlers[type];
      target.#handlers[type] = typeof value === 'function' || isObject(value) ? value : null;
      if (!target.#handlers['#' + type]) {
        target.#handlers['#' + type] = true;
        target.addEventListener(type, function (event) {
          const handle = target.#handlers[type];
          if (typeof handle === 'function') { const result = handle.call(this, event); if (result === false) event.preventDefault(); }
        });
      }
      return undefined;
    }
    static listenersOf(target, type) { return (target.#listeners !== null && target.#listeners[type]) || none; }
  }
  const listenersOf = IDBEventTarget.listenersOf;
  ns.handler = IDBEventTarget.handler;
  delete IDBEventTarget.handler;
  delete IDBEventTarget.listenersOf;
  ns.IDBEventTarget = IDBEventTarget;
  // On* attributes for a class: get/set through the target's handler map.
  ns.handlers = (Class, types) => {
    for (const type of types) {
      Object.defineProperty(Class.prototype, 'on' + type, {
        configurable: true, enumerable: true,
        get() { return ns.handler(this, type); },
        set(value) { ns.handler(this, type, value); },
      });
    }
  };

  // Dispatches `event` at `target` with `parents` (nearest first) as its propagation path;
  // returns whether a listener threw (each exception is reported as uncaught, as a browser
  // reports it to the console).
  const fire = (target, event, parents) => {
    const state = stateOf(event, 'dispatch');
    state.target = target;
    state.dispatching = true;
    let threw = false;
    const call = (current, phase, capturing) => {
      state.current = current;
      state.phase = phase;
      const list = listenersOf(current, state.type).slice();
      for (let i = 0; i < list.length; i++) {
        const entry = list[i];
        if (entry.removed) continue;
        if (phase === 1 && !entry.capture) continue;
        if (phase === 3 && entry.capture) continue;
        if (entry.once) current.removeEventListener(state.type, entry.callback, entry.capture);
        try {
          if (typeof entry.callback === 'function') entry.callback.call(current, event);
          else entry.callback.handleEvent(event);
        } catch (error) { threw = true; reportUncaught('listener', error); }
        if (state.stopImmediate) break;
      }
    };
    for (let i = parents.length - 1; i >= 0 && !state.stop; i--) call(parents[i], 1, true);
    if (!state.stop) call(target, 2, false);
    if (state.bubbles) for (let i = 0; i < parents.length && !state.stop; i++) call(parents[i], 3, false);
    state.dispatching = false; state.current = null; state.phase = 0; state.stop = false; state.stopImmediate = false;
    return threw;
  };
  ns.fire = fire;
  ns.event = (type, bubbles, cancelable) => {
    const event = new Event(type, { bubbles, cancelable });
    stateOf(event, 'event').trusted = true;
    return event;
  };

  class IDBVersionChangeEvent extends Event {
    #oldVersion; #newVersion;
    constructor(type, init) {
      super(type, init);
      const options = init == null ? {} : init;
      this.#oldVersion = options.oldVersion === undefined ? 0 : Number(options.oldVersion);
      this.#newVersion = options.newVersion === undefined || options.newVersion === null ? null : Number(options.newVersion);
    }
    get oldVersion() { return this.#oldVersion; }
    get newVersion() { return this.#newVersion; }
    get [Symbol.toStringTag]() { return 'IDBVersionChangeEvent'; }
  }
  ns.versionEvent = (type, oldVersion, newVersion) => {
    const event = new IDBVersionChangeEvent(type, { oldVersion, newVersion });
    stateOf(event, 'event').trusted = true;
    return event;
  };
  define('IDBVersionChangeEvent', IDBVersionChangeEvent);

  // ---- DOMStringList (HTML): a sorted, read-only list of names.
  class DOMStringList {
    #items;
    constructor(key, items) {
      if (key !== ns.secret) throw new TypeError('Illegal constructor');
      this.#items = items.slice();
      for (let i = 0; i < items.length; i++) Object.defineProperty(this, i, { value: items[i], enumerable: true });
    }
    get length() { return this.#items.length; }
    item(index) { const i = Number(index) >>> 0; return i < this.#items.length ? this.#items[i] : null; }
    contains(name) { return this.#items.includes(String(name)); }
    [Symbol.iterator]() { return this.#items[Symbol.iterator](); }
    get [Symbol.toStringTag]() { return 'DOMStringList'; }
  }
  ns.stringList = (items) => new DOMStringList(ns.secret, items.slice().sort());
  define('DOMStringList', DOMStringList);

  // ---- The task queue (see the opening comment).
  let items = [];
  let head = 0;
  let held = null;
  const startHooks = [];
  ns.onTaskStart = (hook) => { startHooks.push(hook); };
  const size = () => items.length - head;
  const release = () => { if (held !== null) { held.pending--; held = null; } };
  const hold = () => {
    const current = runtime.current;
    if (size() === 0 || current === null || held === current.state) return;
    release();
    held = current.state;
    held.pending++;
  };
  const startTask = () => { for (let i = 0; i < startHooks.length; i++) startHooks[i](); };
  ns.queueTask = (task) => { items.push(task); hold(); };
  // A task that only makes the event loop turn once more (a transaction became active: the
  // next task's start deactivates it, and commits it when no request is left).
  ns.noop = () => {};
  runtime.tasks = {
    size,
    // A push's dispatch is a task too: it starts like one, and holds the event while tasks wait.
    dispatching() { startTask(); hold(); },
    // At the start of every task, IndexedDB's or a timer's.
    start: startTask,
    // Runs one queued task (true), or nothing when none is queued (false).
    run() {
      if (size() === 0) { release(); return false; }
      const task = items[head];
      items[head++] = undefined;
      if (head > 64 && head * 2 > items.length) { items = items.slice(head); head = 0; }
      try { task(); } catch (error) { reportUncaught('indexedDB', error); }
      if (size() === 0) release();
      return true;
    },
    clear() { items = []; head = 0; release(); },
  };
};
