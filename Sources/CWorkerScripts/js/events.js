// events.js: DOM events with one event target, the global scope, and the events of a push.
// Defines: stateOf (an event's internal state), eventState, pushData and messageData (the
//   symbols an event's state, a push event's data and its bytes are kept under: dispatch.js
//   makes the worker's push event with them), listeners (the global scope's, by type),
//   invokeAt (runs a target's listeners for an event), EventTarget (the class), handlerKey (how
//   a prelude target answers its on* attribute), tagged (sets a prototype's
//   Symbol.toStringTag), handlerNames (the on* attributes). Globals: EventTarget, WorkerGlobalScope and
//   ServiceWorkerGlobalScope (self is an instance of each), addEventListener,
//   removeEventListener and dispatchEvent (EventTarget's), onpush, onerror and the other handler attributes,
//   Event, ExtendableEvent, PushEvent, PushMessageData, FetchEvent.
// Uses: host, g, secret, OriginalPromise, isObject, dictionary, noOptions, timeOrigin, dom,
//   reportUncaught, byteCopy, freshBuffer (core.js); encodingPart (encoding.js, a later part: Blob);
//   fetchPart (fetch.js, a later part: FetchEvent's Request, when one is made).

// ---- Events (DOM Standard), with one event target: the global scope.
// An event's state is an own property under a symbol only the prelude holds (read-only, not
// enumerable), not a WeakMap entry (the first Map or WeakMap a fresh context makes builds the
// constructor and its prototype, a cost every push paid) nor a private field: a class with
// fields runs one more function when constructed (its field initializer), and with the JIT
// off JavaScriptCore compiles every function a push runs again every 8th push (core.js, where
// `self` is installed). The worker's own push event is made by dispatch.js, a program, without
// running any constructor. What differs from a browser's event: Reflect.ownKeys and
// Object.getOwnPropertySymbols list that one symbol.
const eventState = Symbol('state');
// isTrusted is [LegacyUnforgeable] (DOM): an own accessor of each event, the same getter for all,
// not configurable; every event is given it with this one descriptor (dispatch.js too).
const isTrustedDescriptor = {
  get: { get isTrusted() { return stateOf(this, 'isTrusted').trusted; } }.__lookupGetter__('isTrusted'),
  enumerable: true, configurable: false,
};
class Event {
  constructor(type, init) {
    if (arguments.length < 1) throw new TypeError("Failed to construct 'Event': 1 argument required, but only 0 present.");
    // dictionary(init, 'Event') written out, as the functions every push runs are (runtime.js).
    const options = init === undefined || init === null ? noOptions : init;
    if (typeof options !== 'object' && typeof options !== 'function') throw new TypeError('Event: the options must be an object');
    // One shape for every event (ExtendableEvent's fields included; dispatch.js makes the same).
    Object.defineProperty(this, eventState, { value: {
      type: String(type), bubbles: !!options.bubbles, cancelable: !!options.cancelable, composed: !!options.composed,
      canceled: false, stop: false, stopImmediate: false, trusted: false, target: null, current: null,
      phase: 0, dispatching: false, passive: false, timeStamp: host.now() - timeOrigin,
      extendable: false, pending: 0, rejected: false, reason: undefined,
    } });
    Object.defineProperty(this, 'isTrusted', isTrustedDescriptor);
  }
  // stateOf (taken off the class below; a static block would be one more function every context
  // runs: core.js says why, where it installs `self`). isObject is written out.
  static [secret](event, what) {
    const state = event === null || (typeof event !== 'object' && typeof event !== 'function') ? undefined : event[eventState];
    if (state === undefined) throw new TypeError(`${what}: illegal invocation`);
    return state;
  }
  get type() { return stateOf(this, 'type').type; }
  get bubbles() { return stateOf(this, 'bubbles').bubbles; }
  get cancelable() { return stateOf(this, 'cancelable').cancelable; }
  get composed() { return stateOf(this, 'composed').composed; }
  get defaultPrevented() { return stateOf(this, 'defaultPrevented').canceled; }
  get target() { return stateOf(this, 'target').target; }
  get srcElement() { return stateOf(this, 'srcElement').target; }
  // The worker's own events end their dispatch with `dispatching` cleared alone (dispatch.js):
  // the target, phase and stop flags read as DOM's dispatch leaves them through these.
  get currentTarget() { const state = stateOf(this, 'currentTarget'); return state.dispatching ? state.current : null; }
  get eventPhase() { const state = stateOf(this, 'eventPhase'); return state.dispatching ? state.phase : 0; }
  get timeStamp() { return stateOf(this, 'timeStamp').timeStamp; }
  get cancelBubble() { const state = stateOf(this, 'cancelBubble'); return state.stop && (state.dispatching || state.target === null); }
  set cancelBubble(value) { if (value) stateOf(this, 'cancelBubble').stop = true; }
  get returnValue() { return !stateOf(this, 'returnValue').canceled; }
  set returnValue(value) { if (!value) this.preventDefault(); }
  composedPath() { const state = stateOf(this, 'composedPath'); return state.dispatching ? [g] : []; }
  // The legacy initializer: ignored while the event is being dispatched.
  initEvent(type, bubbles = false, cancelable = false) {
    const state = stateOf(this, 'initEvent');
    if (arguments.length < 1) throw new TypeError("Failed to execute 'initEvent' on 'Event': 1 argument required, but only 0 present.");
    if (state.dispatching) return;
    state.type = String(type); state.bubbles = !!bubbles; state.cancelable = !!cancelable;
    state.canceled = false; state.stop = false; state.stopImmediate = false; state.trusted = false; state.target = null;
  }
  preventDefault() { const state = stateOf(this, 'preventDefault'); if (state.cancelable && !state.passive) state.canceled = true; }
  stopPropagation() { stateOf(this, 'stopPropagation').stop = true; }
  stopImmediatePropagation() { const state = stateOf(this, 'stopImmediatePropagation'); state.stop = true; state.stopImmediate = true; }
}
const stateOf = Event[secret];
delete Event[secret];
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
// A listener added with a signal goes when it aborts (at once if it has). Its own function,
// so that addEventListener's variables are not captured by a closure in every call.
const removeOnAbort = (signal, byType, key, callback, capture) => {
  if (signal.aborted) { removeListener(byType, key, callback, capture); return; }
  signal.addEventListener('abort', () => removeListener(byType, key, callback, capture), { once: true });
};
// addEventListener's options (a boolean is capture); called only when there are some.
const listenerOptions = (options) => {
  const flags = { capture: flatten(options), once: false, passive: false, signal: null };
  if (isObject(options)) {
    flags.once = !!options.once;
    flags.passive = !!options.passive;
    if (options.signal !== undefined) {
      if (!isObject(options.signal)) throw new TypeError("addEventListener: the signal option must be an AbortSignal");
      flags.signal = options.signal;
    }
  }
  return flags;
};

// Runs `byType`'s listeners (then `handler`, an on* attribute) for `event` at `target`;
// onError gets every exception a listener throws. Returns how many were called. dispatch.js
// runs the same steps, written out, for the worker's own push: a change here goes there too.
const invokeAt = (target, byType, handler, event, onError) => {
  const state = stateOf(event, 'dispatchEvent');
  let list = (byType[state.type] || []).slice();
  // At the target the capturing listeners run first (DOM: the capture pass, then the bubble pass).
  if (list.some((entry) => entry.capture)) list = list.filter((entry) => entry.capture).concat(list.filter((entry) => !entry.capture));
  if (typeof handler === 'function') list.push({ callback: handler, capture: false, once: false, passive: false, removed: false });
  state.dispatching = true; state.target = target; state.current = target; state.phase = 2;
  let called = 0;
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    // Checked before each listener: stopImmediatePropagation() before dispatch calls none.
    if (state.stopImmediate) break;
    if (entry.removed) continue;
    if (entry.once) removeListener(byType, state.type, entry.callback, entry.capture);
    called++;
    state.passive = entry.passive;
    try {
      if (typeof entry.callback === 'function') {
        const result = entry.callback.call(target, event);
        if (result === false && entry.callback === handler) event.preventDefault();
      } else {
        const handle = entry.callback.handleEvent;
        if (typeof handle !== 'function') throw new TypeError("The listener's handleEvent is not a function");
        handle.call(entry.callback, event);
      }
    } catch (error) { onError(error); }
    state.passive = false;
  }
  state.dispatching = false; state.current = null; state.phase = 0; state.stop = false; state.stopImmediate = false;
  return called;
};
const removeListener = (byType, type, callback, capture) => {
  const list = byType[type];
  if (!list) return;
  const at = list.findIndex((entry) => entry.callback === callback && entry.capture === capture);
  if (at < 0) return;
  list[at].removed = true;
  list.splice(at, 1);
};

// ---- EventTarget (DOM Standard). The global scope is one (its listeners are `listeners`,
// which teardown empties); `new EventTarget()` makes others, AbortSignal among them.
// targetOf(target, what): the listener lists of an event target (a TypeError for anything else).
class EventTarget {
  #byType = null;
  constructor() { this.#byType = Object.create(null); }
  // targetOf, taken off the class below as stateOf is off Event.
  static [secret](target, what) {
    // An operation of the global scope called bare (`addEventListener(...)`) has no `this`.
    if (target === undefined || target === null || target === g) return listeners;
    if (!isObject(target) || !(#byType in target)) throw new TypeError(`${what}: illegal invocation`);
    return target.#byType;
  }
  // A probe's usual call (self.addEventListener('push', f)) takes the short path: no options,
  // a string type (each helper it calls is a function a fresh context links).
  addEventListener(type, callback, options) {
    // targetOf's first test written out: the global scope's call runs one function fewer.
    const byType = this === undefined || this === null || this === g ? listeners : targetOf(this, 'addEventListener');
    // The options are converted first (WebIDL): a bad signal throws even with no callback.
    if (callback == null) { if (options !== undefined) listenerOptions(options); return; }
    if (typeof callback !== 'object' && typeof callback !== 'function') throw new TypeError("addEventListener: parameter 2 is not an object");
    let capture = false, once = false, passive = false, signal = null;
    if (options !== undefined) {
      const flags = listenerOptions(options);
      capture = flags.capture; once = flags.once; passive = flags.passive; signal = flags.signal;
    }
    const key = typeof type === 'string' ? type : String(type);
    const list = byType[key] || [];
    for (let i = 0; i < list.length; i++) if (list[i].callback === callback && list[i].capture === capture) return;
    const record = { callback, capture, once, passive, removed: false };
    if (callSite !== null) record.site = callSite();
    list.push(record);
    byType[key] = list;
    if (signal !== null) removeOnAbort(signal, byType, key, callback, capture);
  }
  removeEventListener(type, callback, options) {
    removeListener(targetOf(this, 'removeEventListener'), String(type), callback, flatten(options));
  }
  dispatchEvent(event) {
    const target = this === undefined || this === null ? g : this;
    const byType = targetOf(target, 'dispatchEvent');
    const state = stateOf(event, 'dispatchEvent');
    if (state.dispatching) throw dom('The event is already being dispatched.', 'InvalidStateError');
    state.trusted = false;
    const handler = target === g ? g['on' + state.type] : target[handlerKey] && target[handlerKey](state.type);
    invokeAt(target, byType, handler, event, (error) => reportUncaught('listener', error));
    return !state.canceled;
  }
}
const targetOf = EventTarget[secret];
delete EventTarget[secret];
// An event target of the prelude's own (AbortSignal) answers its on* attribute under this key.
const handlerKey = Symbol('handler');

// ---- The global scope (HTML, Service Workers): self is a ServiceWorkerGlobalScope, a
// WorkerGlobalScope and an EventTarget, as in a browser, so that an SDK's environment check
// (`self instanceof ServiceWorkerGlobalScope`, `Object.prototype.toString.call(self)`) sees a
// service worker. JavaScriptCore's global object has an immutable prototype (setPrototypeOf
// throws), and a global class that would give it a prototype object of its own makes every
// global lookup take JSC's slow path (measured: +0.7 M instructions a push, +10 %), so the chain
// is not the object's own: `instanceof` answers through Symbol.hasInstance, the global carries
// its Symbol.toStringTag, and EventTarget's methods (the same functions) as own properties.
// Neither scope interface can be constructed.
const illegal = () => { throw new TypeError('Illegal constructor'); };
class WorkerGlobalScope extends EventTarget { constructor() { illegal(); super(); } }
class ServiceWorkerGlobalScope extends WorkerGlobalScope {
  constructor() { illegal(); super(); }
  // Resolves, as on a first registration: the worker installing is the only one (no waiting
  // worker to replace; memlab's worker is activated right after install). self.skipWaiting is
  // this function (notifications.js makes it an own property of self).
  skipWaiting() { return OriginalPromise.resolve(undefined); }
}
const ordinaryHasInstance = Function.prototype[Symbol.hasInstance];
Object.defineProperty(EventTarget, Symbol.hasInstance, {
  value(value) {
    if (value === g) return this === EventTarget || this === WorkerGlobalScope || this === ServiceWorkerGlobalScope;
    return ordinaryHasInstance.call(this, value);
  },
});
// Symbol.toStringTag as WebIDL puts it on an interface's prototype ([object PushEvent]).
const tagged = (constructor, name) => Object.defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
// What every context runs here calls neither `tagged` nor `define` (the same work, written out
// in loops of the script's own code): core.js says why, where it installs `self`.
const scopeClasses = [EventTarget, 'EventTarget', WorkerGlobalScope, 'WorkerGlobalScope', ServiceWorkerGlobalScope, 'ServiceWorkerGlobalScope'];
for (let i = 0; i < scopeClasses.length; i += 2) {
  Object.defineProperty(scopeClasses[i].prototype, Symbol.toStringTag, { value: scopeClasses[i + 1], configurable: true });
}
Object.defineProperty(g, Symbol.toStringTag, { value: 'ServiceWorkerGlobalScope', configurable: true });
const scopeGlobals = [
  'addEventListener', EventTarget.prototype.addEventListener, 'removeEventListener', EventTarget.prototype.removeEventListener,
  'dispatchEvent', EventTarget.prototype.dispatchEvent, 'EventTarget', EventTarget, 'WorkerGlobalScope', WorkerGlobalScope,
  'ServiceWorkerGlobalScope', ServiceWorkerGlobalScope,
];
for (let i = 0; i < scopeGlobals.length; i += 2) {
  Object.defineProperty(g, scopeGlobals[i], { value: scopeGlobals[i + 1], writable: true, configurable: true, enumerable: false });
}

const handlerNames = ['onpush', 'onnotificationclick', 'onnotificationclose', 'onpushsubscriptionchange',
  'oninstall', 'onactivate', 'onmessage', 'onfetch', 'onerror', 'onunhandledrejection'];
for (let i = 0; i < handlerNames.length; i++) {
  Object.defineProperty(g, handlerNames[i], { value: null, writable: true, configurable: true, enumerable: false });
}

// ---- ExtendableEvent (Service Workers): lifetime promises.
class ExtendableEvent extends Event {
  constructor(type, init) {
    super(type, init);
    stateOf(this, 'ExtendableEvent').extendable = true;
  }
  waitUntil(promise) {
    // stateOf written out: one function fewer for a push that extends its lifetime.
    const state = this === null || (typeof this !== 'object' && typeof this !== 'function') ? undefined : this[eventState];
    if (state === undefined) throw new TypeError('waitUntil: illegal invocation');
    if (!state.extendable) throw new TypeError('waitUntil: illegal invocation');
    if (arguments.length < 1) throw new TypeError("Failed to execute 'waitUntil' on 'ExtendableEvent': 1 argument required, but only 0 present.");
    if (!state.trusted) throw dom("Failed to execute 'waitUntil' on 'ExtendableEvent': The event handler is not running in a trusted event.", 'InvalidStateError');
    if (!state.dispatching && state.pending === 0)
      throw dom("Failed to execute 'waitUntil' on 'ExtendableEvent': The event handler is already finished and no extend lifetime promises are outstanding.", 'InvalidStateError');
    state.pending++;
    // Promise.resolve and a microtask's hop written out: no function of the prelude's own to call.
    const settled = () => { OriginalPromise.resolve().then(() => { state.pending--; }); };
    OriginalPromise.resolve(promise).then(settled, (reason) => {
      if (!state.rejected) { state.rejected = true; state.reason = reason; }
      settled();
    });
  }
}

// ---- PushMessageData / PushEvent (Push API).
// The data of a push the worker delivers stays with the host until the handler asks for
// it: text() and json() then never make a typed array, which a fresh context pays dearly
// for the first time; the bytes are read once, on first use. One hidden property (as an
// event's state) holds { bytes }: the bytes, or the number of the push whose payload the host
// still holds.
const ownBytes = (data) => {
  if (typeof data.bytes === 'number') data.bytes = host.payload(data.bytes, false);
  return data.bytes;
};
const messageData = Symbol('data');
const dataOf = (value, what) => {
  const data = value === null || (typeof value !== 'object' && typeof value !== 'function') ? undefined : value[messageData];
  if (data === undefined) throw new TypeError(`${what}: illegal invocation`);
  return data;
};
class PushMessageData {
  // With the prelude's secret as `key` only: a PushEvent made by a script gets its data this way
  // (dispatch.js makes the worker's own without a constructor).
  constructor(key, bytes) {
    if (key !== secret) throw new TypeError('Illegal constructor');
    Object.defineProperty(this, messageData, { value: { bytes } });
  }
  arrayBuffer() { return freshBuffer(ownBytes(dataOf(this, 'arrayBuffer'))); }
  bytes() { return new Uint8Array(freshBuffer(ownBytes(dataOf(this, 'bytes')))); }
  blob() { return new (encodingPart().Blob)([ownBytes(dataOf(this, 'blob'))]); }
  // text() and json(), which most handlers call, check their receiver themselves (no dataOf call).
  text() {
    const data = this === null || (typeof this !== 'object' && typeof this !== 'function') ? undefined : this[messageData];
    if (data === undefined) throw new TypeError('text: illegal invocation');
    return typeof data.bytes === 'number' ? host.payload(data.bytes, true) : host.utf8Decode(data.bytes, false, true);
  }
  // The bytes decoded as text() decodes them, parsed (not through text(): one call fewer).
  json() {
    const data = this === null || (typeof this !== 'object' && typeof this !== 'function') ? undefined : this[messageData];
    if (data === undefined) throw new TypeError('json: illegal invocation');
    return JSON.parse(typeof data.bytes === 'number' ? host.payload(data.bytes, true) : host.utf8Decode(data.bytes, false, true));
  }
}
const pushData = Symbol('data');
class PushEvent extends ExtendableEvent {
  // The worker's own push event is made by dispatch.js, not by this constructor.
  constructor(type, init) {
    super(type, init);
    const options = dictionary(init, 'PushEvent');
    const data = options.data === undefined ? null : new PushMessageData(secret, byteCopy(options.data, 'PushEventInit.data'));
    Object.defineProperty(this, pushData, { value: data });
  }
  get data() {
    const data = this === null || (typeof this !== 'object' && typeof this !== 'function') ? undefined : this[pushData];
    if (data === undefined) throw new TypeError('data: illegal invocation');
    return data;
  }
}
// ---- FetchEvent (Service Workers). A push extension serves no page, so the worker is never
// sent one; compiled workers still name it at load and install (Workbox's strategies test
// `event instanceof FetchEvent`), and a script may make one and dispatch it itself.
const fetchState = Symbol('fetch');
const fetchStateOf = (event, what) => {
  const state = event === null || (typeof event !== 'object' && typeof event !== 'function') ? undefined : event[fetchState];
  if (state === undefined) throw new TypeError(`${what}: illegal invocation`);
  return state;
};
class FetchEvent extends ExtendableEvent {
  constructor(type, init) {
    if (arguments.length < 2) throw new TypeError(`Failed to construct 'FetchEvent': 2 arguments required, but only ${arguments.length} present.`);
    const options = dictionary(init, 'FetchEvent');
    if (!(options.request instanceof fetchPart().Request)) {
      throw new TypeError(options.request === undefined
        ? "Failed to construct 'FetchEvent': Failed to read the 'request' property from 'FetchEventInit': Required member is undefined."
        : "Failed to construct 'FetchEvent': Failed to read the 'request' property from 'FetchEventInit': Failed to convert value to 'Request'.");
    }
    super(type, options);
    const text = (value) => value === undefined || value === null ? '' : String(value);
    Object.defineProperty(this, fetchState, { value: {
      request: options.request, clientId: text(options.clientId), resultingClientId: text(options.resultingClientId),
      replacesClientId: text(options.replacesClientId),
      preloadResponse: options.preloadResponse === undefined ? OriginalPromise.resolve(undefined) : OriginalPromise.resolve(options.preloadResponse),
      handled: options.handled === undefined ? new OriginalPromise(() => {}) : OriginalPromise.resolve(options.handled), responded: false,
    } });
  }
  get request() { return fetchStateOf(this, 'request').request; }
  get clientId() { return fetchStateOf(this, 'clientId').clientId; }
  get resultingClientId() { return fetchStateOf(this, 'resultingClientId').resultingClientId; }
  get replacesClientId() { return fetchStateOf(this, 'replacesClientId').replacesClientId; }
  get preloadResponse() { return fetchStateOf(this, 'preloadResponse').preloadResponse; }
  get handled() { return fetchStateOf(this, 'handled').handled; }
  respondWith(response) {
    const fetch = fetchStateOf(this, 'respondWith');
    const state = stateOf(this, 'respondWith');
    if (arguments.length < 1) throw new TypeError("Failed to execute 'respondWith' on 'FetchEvent': 1 argument required, but only 0 present.");
    if (!state.dispatching) throw dom("Failed to execute 'respondWith' on 'FetchEvent': The event handler is already finished.", 'InvalidStateError');
    if (fetch.responded) throw dom("Failed to execute 'respondWith' on 'FetchEvent': The event has already been responded to.", 'InvalidStateError');
    fetch.responded = true;
    state.stop = true;
    state.stopImmediate = true;
    // Its lifetime promise: the response settles before the event's lifetime ends.
    state.pending++;
    OriginalPromise.resolve(response).then(() => { state.pending--; }, () => { state.pending--; });
  }
}
const eventClasses = [Event, 'Event', ExtendableEvent, 'ExtendableEvent', PushEvent, 'PushEvent', PushMessageData, 'PushMessageData',
  FetchEvent, 'FetchEvent'];
for (let i = 0; i < eventClasses.length; i += 2) {
  Object.defineProperty(eventClasses[i].prototype, Symbol.toStringTag, { value: eventClasses[i + 1], configurable: true });
  Object.defineProperty(g, eventClasses[i + 1], { value: eventClasses[i], writable: true, configurable: true, enumerable: false });
}
