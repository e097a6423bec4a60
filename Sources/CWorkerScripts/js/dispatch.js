// dispatch.js: delivers one event of the worker's own: a push, or a lifecycle event (install,
// activate). Not a part of the prelude but a program of its own, which the native side
// evaluates (PushContext.dispatch) with the prelude's runtime object as `this`, after setting
// its nextPush: the push's number, whose payload the host holds until the handler asks for it;
// null for a push without data; or the name of a lifecycle event ('install', 'activate').
// It makes the event and calls its first listener, then returns to native code, which is where
// JavaScriptCore runs the microtasks the listener queued (when the outermost call into
// JavaScript returns): HTML's microtask checkpoint after a listener callback, run while the
// event is still being dispatched (its dispatch flag set), so that
// `async (e) => { await e.data.json(); e.waitUntil(p); }` extends the event's lifetime as in a
// browser (Service Workers, "extend lifetime promises"). The completion value says whether a
// listener is left: the native side then evaluates dispatch-next.js for each one (an evaluation
// of its own, so a checkpoint after each), and once none is left clears the event's `dispatching`
// itself (events.js: currentTarget and eventPhase read as after dispatch from then on). A push
// with one listener costs this one evaluation and one property write.
// Why a program: with the JIT off JavaScriptCore drops a function's bytecode once 7 collections
// have passed without a live context running it, and a push's context is dead at its
// collection, so every function a push runs is compiled again every 8th push (core.js, where
// `self` is installed); a program's bytecode lives as long as its source. So this runs no
// function of the prelude's own: the event is made without its constructors (as
// Event's, ExtendableEvent's and PushEvent's would make it: the same state, under the same
// hidden symbols), and the global scope's listeners are called as EventTarget's dispatch would
// call them (events.js, invokeAt; dispatch-next.js calls the later ones the same way). The
// event in progress is left in runtime.current, which the native side reads, and the dispatch
// of its later listeners in runtime.dispatch.
// Uses (through `this`, the runtime object, runtime.js): g, host, timeOrigin, listeners,
//   removeListener, eventState, isTrustedDescriptor, pushData, messageData, pushEventPrototype (whose prototype is
//   ExtendableEvent's), pushMessageDataPrototype, tasks, current, nextPush, dispatch.
'use strict';
{
  const rt = this;
  const g = rt.g;
  const push = rt.nextPush;
  const type = typeof push === 'string' ? push : 'push';
  const event = Object.create(type === 'push' ? rt.pushEventPrototype : Object.getPrototypeOf(rt.pushEventPrototype));
  // Event's state, as its constructor makes it (the same fields in the same order: one shape).
  const state = {
    type, bubbles: false, cancelable: false, composed: false,
    canceled: false, stop: false, stopImmediate: false, trusted: true, target: null, current: null,
    phase: 0, dispatching: false, passive: false, timeStamp: rt.host.now() - rt.timeOrigin,
    extendable: true, pending: 0, rejected: false, reason: undefined,
  };
  Object.defineProperty(event, rt.eventState, { value: state });
  Object.defineProperty(event, 'isTrusted', rt.isTrustedDescriptor);
  if (type === 'push') {
    let data = null;
    if (push !== null) {
      data = Object.create(rt.pushMessageDataPrototype);
      Object.defineProperty(data, rt.messageData, { value: { bytes: push } });
    }
    Object.defineProperty(event, rt.pushData, { value: data });
  }
  const result = { state, listeners: 0, shown: 0, thrown: false, error: undefined };
  rt.current = result;
  if (rt.tasks !== null) rt.tasks.dispatching();
  // The global scope's listeners of the type, then its on* attribute (invokeAt, written out).
  const handler = type === 'push' ? g.onpush : type === 'install' ? g.oninstall : g.onactivate;
  const list = (rt.listeners[type] || []).slice();
  if (typeof handler === 'function') list.push({ callback: handler, capture: false, once: false, passive: false, removed: false });
  state.dispatching = true; state.target = g; state.current = g; state.phase = 2;
  let at = 0;
  while (at < list.length && list[at].removed) at++;
  if (at < list.length) {
    const entry = list[at++];
    if (entry.once) rt.removeListener(rt.listeners, type, entry.callback, entry.capture);
    result.listeners++;
    state.passive = entry.passive;
    try {
      if (typeof entry.callback === 'function') {
        const value = entry.callback.call(g, event);
        if (value === false && entry.callback === handler) event.preventDefault();
      } else {
        const handle = entry.callback.handleEvent;
        if (typeof handle !== 'function') throw new TypeError("The listener's handleEvent is not a function");
        handle.call(entry.callback, event);
      }
    } catch (error) {
      result.thrown = true; result.error = error;
    }
    state.passive = false;
  }
  // Whether a listener is left for dispatch-next.js, after this one's checkpoint.
  let more = false;
  for (let i = at; i < list.length && !state.stopImmediate; i++) if (!list[i].removed) { more = true; break; }
  if (more) rt.dispatch = { event, state, list, at, handler, result, type };
  more;
}
