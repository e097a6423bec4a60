// messaging.js: the messaging globals a worker constructs at its top level (HTML "Cross-document
// messaging" and "Channel messaging", Service Workers' ExtendableMessageEvent): MessageEvent,
// ExtendableMessageEvent, MessageChannel, MessagePort, BroadcastChannel, installed on first use of
// any of them. A message is structured-cloned (clone.js) when posted and delivered later, as a task
// of the worker's event loop (a timer task: timers.js), as a `message` event. A port delivers
// once started (start(), or setting onmessage); BroadcastChannels of one name in this context
// deliver to each other, never to the sender. Transferring (clone.js): a MessagePort in the
// transfer list arrives in the event's `ports` as a new port with the same other end, the
// original detached; an ArrayBuffer's bytes move, the original detached. The parent's port (memlab.parentPort, console.js) is a MessagePort whose other end
// is memlab itself: what is posted to it is cloned, written as a JSON text, and sent in
// `port-messages` frames (docs/worker-protocol.md), a batch at each microtask checkpoint.
// CustomEvent (DOM) comes with them: the other event class SDK workers construct for their own
// EventTargets; and ServiceWorker, the worker as registration.active and self.serviceWorker see it.
// Defines: messagingPart (exports parentPort(), serviceWorker(), and for clone.js's transfer lists isPort,
//   isDetached, transferPort). Globals: MessageEvent, ExtendableMessageEvent,
//   MessageChannel, MessagePort, BroadcastChannel, CustomEvent, ServiceWorker.
// Uses: lazyPart (core.js); the install function takes everything else it uses as parameters.

const messagingPart = lazyPart(['MessageEvent', 'ExtendableMessageEvent', 'MessageChannel', 'MessagePort', 'BroadcastChannel', 'CustomEvent', 'ServiceWorker'],
  () => (function installMessaging({
    host, define, dom, dictionary, OriginalPromise, Event, ExtendableEvent, EventTarget, handlerKey, tagged, reportUncaught,
    clonePart, timerPart, scriptURL, stateOf, g, lifecyclePhase,
  }) {
    const origin = scriptURL.split('/').slice(0, 3).join('/');
    // A task of the worker's event loop (a timer due now: it keeps the push's loop running).
    const task = (callback) => { timerPart(); timerPart(true).task(callback); };
    const clone = (value) => clonePart().cloneValue(value, new Map());

    // MessageEvent's and ExtendableMessageEvent's fields, from their init dictionary.
    const messageFields = (init, what) => {
      const o = dictionary(init, what);
      const ports = o.ports === undefined ? [] : Array.from(o.ports);
      for (let i = 0; i < ports.length; i++) {
        if (!(ports[i] instanceof MessagePort)) throw new TypeError(`Failed to construct '${what}': ports[${i}] is not a MessagePort.`);
      }
      return {
        data: o.data === undefined ? null : o.data, origin: o.origin === undefined ? '' : String(o.origin),
        lastEventId: o.lastEventId === undefined ? '' : String(o.lastEventId), source: o.source === undefined ? null : o.source,
        ports: Object.freeze(ports),
      };
    };
    class MessageEvent extends Event {
      #fields;
      constructor(type, init) {
        if (arguments.length < 1) throw new TypeError("Failed to construct 'MessageEvent': 1 argument required, but only 0 present.");
        super(type, init);
        this.#fields = messageFields(init, 'MessageEvent');
      }
      get data() { return this.#fields.data; }
      get origin() { return this.#fields.origin; }
      get lastEventId() { return this.#fields.lastEventId; }
      get source() { return this.#fields.source; }
      get ports() { return this.#fields.ports; }
    }
    class ExtendableMessageEvent extends ExtendableEvent {
      #fields;
      constructor(type, init) {
        if (arguments.length < 1) throw new TypeError("Failed to construct 'ExtendableMessageEvent': 1 argument required, but only 0 present.");
        super(type, init);
        this.#fields = messageFields(init, 'ExtendableMessageEvent');
      }
      get data() { return this.#fields.data; }
      get origin() { return this.#fields.origin; }
      get lastEventId() { return this.#fields.lastEventId; }
      get source() { return this.#fields.source; }
      get ports() { return this.#fields.ports; }
    }

    // postMessage's second argument: a transfer list, or options with one.
    const transferList = (argument, what) => {
      if (argument === undefined || argument === null) return [];
      const list = Array.isArray(argument) || typeof argument[Symbol.iterator] === 'function'
        ? Array.from(argument) : dictionary(argument, what).transfer;
      return list === undefined ? [] : Array.from(list);
    };

    // ---- MessagePort: one end of an entangled pair. Its messages wait in `queue` until it is
    // started; each is then dispatched as its own task.
    const portKey = Symbol('port');
    let portState;
    class MessagePort extends EventTarget {
      #state;
      constructor(key) {
        if (key !== portKey) throw new TypeError('Illegal constructor');
        super();
        this.#state = { other: null, parent: false, started: false, closed: false, detached: false, queue: [], scheduled: false, onmessage: null, onmessageerror: null };
      }
      static { portState = (port, what) => { if (port === null || typeof port !== 'object' || !(#state in port)) throw new TypeError(`${what}: illegal invocation`); return port.#state; }; }
      postMessage(message, transfer) {
        const state = portState(this, 'postMessage');
        const list = transferList(transfer, 'postMessage');
        for (let i = 0; i < list.length; i++) {
          if (list[i] === this || list[i] === state.other) throw dom("Failed to execute 'postMessage' on 'MessagePort': a port cannot transfer itself or its other end.", 'DataCloneError');
        }
        const { value: data, moved } = list.length === 0 ? { value: clone(message), moved: [] } : clonePart().cloneWithTransfer(message, list);
        if (state.parent) { toParent(data); return; }
        const other = state.other;
        if (state.closed || other === null) return;
        const target = portState(other, 'postMessage');
        if (target.closed) return;
        target.queue.push({ data, ports: moved.filter((port) => port instanceof MessagePort) });
        schedule(other, target);
      }
      start() {
        const state = portState(this, 'start');
        if (state.started) return;
        state.started = true;
        schedule(this, state);
      }
      close() {
        const state = portState(this, 'close');
        state.closed = true;
        state.queue = [];
        if (state.other !== null) { const other = portState(state.other, 'close'); other.other = null; state.other = null; }
      }
      get onmessage() { return portState(this, 'onmessage').onmessage; }
      set onmessage(value) {
        const state = portState(this, 'onmessage');
        state.onmessage = typeof value === 'function' || (value !== null && typeof value === 'object') ? value : null;
        // Setting onmessage starts the port (HTML: "the first time a MessagePort's onmessage is set").
        if (state.onmessage !== null) this.start();
      }
      get onmessageerror() { return portState(this, 'onmessageerror').onmessageerror; }
      set onmessageerror(value) { portState(this, 'onmessageerror').onmessageerror = typeof value === 'function' || (value !== null && typeof value === 'object') ? value : null; }
      [handlerKey](type) {
        const state = portState(this, 'handler');
        return type === 'message' ? state.onmessage : type === 'messageerror' ? state.onmessageerror : null;
      }
    }
    // One task per queued message, while the port is started and open.
    const schedule = (port, state) => {
      if (!state.started || state.scheduled || state.queue.length === 0) return;
      state.scheduled = true;
      task(() => {
        state.scheduled = false;
        if (state.closed || !state.started || state.queue.length === 0) return;
        const { data, ports } = state.queue.shift();
        deliver(port, new MessageEvent('message', { data, ports }));
        schedule(port, state);
      });
    };
    const deliver = (target, event) => {
      try { target.dispatchEvent(event); } catch (error) { reportUncaught('listener', error); }
    };
    // A port transferred (clone.js): a new port takes over its queue and its other end; the old one
    // is detached (closed, and never transferable again).
    const isPort = (value) => value instanceof MessagePort;
    const isDetached = (port) => portState(port, 'transfer').detached === true;
    const transferPort = (port) => {
      const old = portState(port, 'transfer');
      const fresh = new MessagePort(portKey);
      const state = portState(fresh, 'transfer');
      state.other = old.other; state.queue = old.queue; state.parent = old.parent;
      if (old.other !== null) portState(old.other, 'transfer').other = fresh;
      old.other = null; old.queue = []; old.closed = true; old.detached = true;
      return fresh;
    };
    class MessageChannel {
      #port1;
      #port2;
      constructor() {
        this.#port1 = new MessagePort(portKey);
        this.#port2 = new MessagePort(portKey);
        portState(this.#port1, 'MessageChannel').other = this.#port2;
        portState(this.#port2, 'MessageChannel').other = this.#port1;
      }
      get port1() { return this.#port1; }
      get port2() { return this.#port2; }
    }

    // ---- The parent's port: each message one JSON text and a newline, appended to `outgoing`,
    // which a microtask sends in pieces (so what a push posts is sent before it ends) of at most pieceLength characters (a frame escapes a
    // character into at most 6 bytes: a piece stays under the frame limit).
    const pieceLength = 8192;
    let outgoing = '';
    let flushing = false;
    let parent = null;
    const flush = () => {
      flushing = false;
      while (outgoing.length > 0) {
        let cut = Math.min(outgoing.length, pieceLength);
        const last = outgoing.charCodeAt(cut - 1);
        if (cut < outgoing.length && last >= 0xd800 && last <= 0xdbff) cut--;
        host.parentMessages(outgoing.slice(0, cut));
        outgoing = outgoing.slice(cut);
      }
    };
    const toParent = (data) => {
      outgoing += JSON.stringify(data === undefined ? null : data) + '\n';
      if (!flushing) { flushing = true; OriginalPromise.resolve().then(flush); }
    };
    const parentPort = () => {
      if (parent === null) { parent = new MessagePort(portKey); portState(parent, 'parentPort').parent = true; }
      return parent;
    };

    // ---- BroadcastChannel: every open channel of a name, in creation order.
    const channels = new Map();
    let channelState;
    class BroadcastChannel extends EventTarget {
      #state;
      constructor(name) {
        if (arguments.length < 1) throw new TypeError("Failed to construct 'BroadcastChannel': 1 argument required, but only 0 present.");
        super();
        this.#state = { name: String(name), closed: false, onmessage: null, onmessageerror: null };
        const list = channels.get(this.#state.name) || [];
        list.push(this);
        channels.set(this.#state.name, list);
      }
      static { channelState = (channel, what) => { if (channel === null || typeof channel !== 'object' || !(#state in channel)) throw new TypeError(`${what}: illegal invocation`); return channel.#state; }; }
      get name() { return channelState(this, 'name').name; }
      postMessage(message) {
        const state = channelState(this, 'postMessage');
        if (arguments.length < 1) throw new TypeError("Failed to execute 'postMessage' on 'BroadcastChannel': 1 argument required, but only 0 present.");
        if (state.closed) throw dom("Failed to execute 'postMessage' on 'BroadcastChannel': Channel is closed", 'InvalidStateError');
        const data = clone(message);
        const receivers = (channels.get(state.name) || []).filter((channel) => channel !== this);
        for (let i = 0; i < receivers.length; i++) {
          const receiver = receivers[i];
          // Each receiver its own copy, delivered in a task of its own.
          const copy = i === 0 ? data : clone(data);
          task(() => {
            if (channelState(receiver, 'message').closed) return;
            deliver(receiver, new MessageEvent('message', { data: copy, origin }));
          });
        }
      }
      close() {
        const state = channelState(this, 'close');
        if (state.closed) return;
        state.closed = true;
        const list = (channels.get(state.name) || []).filter((channel) => channel !== this);
        if (list.length === 0) channels.delete(state.name); else channels.set(state.name, list);
      }
      get onmessage() { return channelState(this, 'onmessage').onmessage; }
      set onmessage(value) { channelState(this, 'onmessage').onmessage = typeof value === 'function' || (value !== null && typeof value === 'object') ? value : null; }
      get onmessageerror() { return channelState(this, 'onmessageerror').onmessageerror; }
      set onmessageerror(value) { channelState(this, 'onmessageerror').onmessageerror = typeof value === 'function' || (value !== null && typeof value === 'object') ? value : null; }
      [handlerKey](type) {
        const state = channelState(this, 'handler');
        return type === 'message' ? state.onmessage : type === 'messageerror' ? state.onmessageerror : null;
      }
    }

    // ---- CustomEvent (DOM): an event with a `detail`.
    class CustomEvent extends Event {
      #detail;
      constructor(type, init) {
        if (arguments.length < 1) throw new TypeError("Failed to construct 'CustomEvent': 1 argument required, but only 0 present.");
        super(type, init);
        const o = dictionary(init, 'CustomEvent');
        this.#detail = o.detail === undefined ? null : o.detail;
      }
      get detail() { return this.#detail; }
      initCustomEvent(type, bubbles = false, cancelable = false, detail = null) {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'initCustomEvent' on 'CustomEvent': 1 argument required, but only 0 present.");
        const state = stateOf(this, 'initCustomEvent');
        if (state.dispatching) return;
        Object.assign(state, { type: String(type), bubbles: !!bubbles, cancelable: !!cancelable, canceled: false, stop: false, stopImmediate: false, trusted: false, target: null });
        this.#detail = detail;
      }
    }

    // ---- ServiceWorker (Service Workers 3.1): the worker itself as its registration and its
    // global scope see it (registration.installing/active, self.serviceWorker): one object in a
    // context. Its state follows the lifecycle event being dispatched (lifecyclePhase: 'install'
    // while install runs, 'activate' while activate runs, else a push: activated). postMessage
    // delivers an ExtendableMessageEvent to the global scope in a task, its source this object
    // (through dispatchEvent, so its isTrusted is false, unlike a browser's).
    const workerKey = Symbol('ServiceWorker');
    let workerState;
    class ServiceWorker extends EventTarget {
      #handlers = { onstatechange: null, onerror: null };
      constructor(key) { if (key !== workerKey) throw new TypeError('Illegal constructor'); super(); }
      static { workerState = (worker, what) => { if (worker === null || typeof worker !== 'object' || !(#handlers in worker)) throw new TypeError(`${what}: illegal invocation`); return worker.#handlers; }; }
      get scriptURL() { workerState(this, 'scriptURL'); return scriptURL; }
      get state() {
        workerState(this, 'state');
        const phase = lifecyclePhase();
        return phase === 'install' ? 'installing' : phase === 'activate' ? 'activating' : 'activated';
      }
      get onstatechange() { return workerState(this, 'onstatechange').onstatechange; }
      set onstatechange(value) { workerState(this, 'onstatechange').onstatechange = typeof value === 'function' || (value !== null && typeof value === 'object') ? value : null; }
      get onerror() { return workerState(this, 'onerror').onerror; }
      set onerror(value) { workerState(this, 'onerror').onerror = typeof value === 'function' || (value !== null && typeof value === 'object') ? value : null; }
      [handlerKey](type) { const handlers = workerState(this, 'handler'); return type === 'statechange' ? handlers.onstatechange : type === 'error' ? handlers.onerror : null; }
      postMessage(message, options) {
        workerState(this, 'postMessage');
        if (arguments.length < 1) throw new TypeError("Failed to execute 'postMessage' on 'ServiceWorker': 1 argument required, but only 0 present.");
        const transfer = Array.isArray(options) ? options : dictionary(options, 'postMessage').transfer;
        const { value, moved } = transfer === undefined ? { value: clone(message), moved: [] } : clonePart().cloneWithTransfer(message, transfer);
        const ports = moved.filter((item) => item instanceof MessagePort);
        const source = this;
        task(() => deliver(g, new ExtendableMessageEvent('message', { data: value, origin, source, ports })));
      }
    }
    let theWorker = null;
    const serviceWorker = () => { if (theWorker === null) theWorker = new ServiceWorker(workerKey); return theWorker; };

    const classes = [CustomEvent, 'CustomEvent', MessageEvent, 'MessageEvent', ExtendableMessageEvent, 'ExtendableMessageEvent', MessageChannel, 'MessageChannel',
      MessagePort, 'MessagePort', BroadcastChannel, 'BroadcastChannel', ServiceWorker, 'ServiceWorker'];
    for (let i = 0; i < classes.length; i += 2) { tagged(classes[i], classes[i + 1]); define(classes[i + 1], classes[i]); }
    return { parentPort, isPort, isDetached, transferPort, serviceWorker };
  })({
    host, define, dom, dictionary, OriginalPromise, Event, ExtendableEvent, EventTarget, handlerKey, tagged, reportUncaught,
    clonePart, timerPart, scriptURL, stateOf, g, lifecyclePhase: () => runtime.nextPush,
  }));
