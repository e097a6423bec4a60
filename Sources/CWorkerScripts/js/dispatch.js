// dispatch.js: delivers one push. Not a part of the prelude but a program of its own, which the
// native side evaluates for every push (PushContext.dispatchPush) with the prelude's runtime
// object as `this`, after setting its nextPush: the push's number, whose payload the host holds
// until the handler asks for it, or null for a push without data.
// Why a program: with the JIT off JavaScriptCore drops a function's bytecode once 7 collections
// have passed without a live context running it, and a push's context is dead at its
// collection, so every function a push runs is compiled again every 8th push (core.js, where
// `self` is installed); a program's bytecode lives as long as its source. So this runs no
// function of the prelude's own: the event is made without its constructors (as
// Event's, ExtendableEvent's and PushEvent's would make it: the same state, under the same
// hidden symbols), and the global scope's listeners are called as EventTarget's dispatch would
// call them (events.js, invokeAt). The push in progress is left in runtime.current, which the
// native side reads.
// Uses (through `this`, the runtime object, runtime.js): g, host, timeOrigin, listeners,
//   removeListener, eventState, pushData, messageData, pushEventPrototype,
//   pushMessageDataPrototype, tasks, current, nextPush.
'use strict';
{
  const rt = this;
  const g = rt.g;
  const push = rt.nextPush;
  const event = Object.create(rt.pushEventPrototype);
  // Event's state, as its constructor makes it (the same fields in the same order: one shape).
  const state = {
    type: 'push', bubbles: false, cancelable: false, composed: false,
    canceled: false, stop: false, stopImmediate: false, trusted: true, target: null, current: null,
    phase: 0, dispatching: false, passive: false, timeStamp: rt.host.now() - rt.timeOrigin,
    extendable: true, pending: 0, rejected: false, reason: undefined,
  };
  Object.defineProperty(event, rt.eventState, { value: state });
  let data = null;
  if (push !== null) {
    data = Object.create(rt.pushMessageDataPrototype);
    Object.defineProperty(data, rt.messageData, { value: { bytes: push } });
  }
  Object.defineProperty(event, rt.pushData, { value: data });
  const result = { state, listeners: 0, shown: 0, thrown: false, error: undefined };
  rt.current = result;
  if (rt.tasks !== null) rt.tasks.dispatching();
  // The global scope's push listeners, then its onpush attribute (invokeAt, written out).
  const byType = rt.listeners;
  const handler = g.onpush;
  const list = (byType.push || []).slice();
  if (typeof handler === 'function') list.push({ callback: handler, capture: false, once: false, passive: false, removed: false });
  state.dispatching = true; state.target = g; state.current = g; state.phase = 2;
  let called = 0;
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    if (entry.removed) continue;
    if (entry.once) rt.removeListener(byType, 'push', entry.callback, entry.capture);
    called++;
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
      if (!result.thrown) { result.thrown = true; result.error = error; }
    }
    state.passive = false;
    if (state.stopImmediate) break;
  }
  state.dispatching = false; state.current = null; state.phase = 0; state.stop = false; state.stopImmediate = false;
  result.listeners = called;
}
