// dispatch.js: delivers one event of the worker's own: a push, or a lifecycle event (install,
// activate). Not a part of the prelude but a program of its own, which the native side
// evaluates (PushContext.dispatch) with the prelude's runtime object as `this`, once per
// listener callback: the first evaluation (runtime.dispatch null) makes the event from
// runtime.nextPush (the push's number, whose payload the host holds until the handler asks for
// it; null for a push without data; or the name of a lifecycle event, 'install' or 'activate')
// and calls the first listener; each later one calls the next listener; the last one, when no
// listener is left, ends the dispatch (the event's dispatch flag cleared). The program's
// completion value says whether to evaluate it again (true) or the dispatch is over (false).
// Why a listener an evaluation: JavaScriptCore performs a microtask checkpoint only when the
// outermost call into JavaScript returns to native code, and HTML performs one after every
// listener callback, while the event is still being dispatched (its dispatch flag set): so
// `async (e) => { await e.data.json(); e.waitUntil(p); }` extends the event's lifetime as in a
// browser (Service Workers, "extend lifetime promises"), and one listener's microtasks run
// before the next listener is called. A push with one listener evaluates this twice.
// Why a program: with the JIT off JavaScriptCore drops a function's bytecode once 7 collections
// have passed without a live context running it, and a push's context is dead at its
// collection, so every function a push runs is compiled again every 8th push (core.js, where
// `self` is installed); a program's bytecode lives as long as its source. So this runs no
// function of the prelude's own: the event is made without its constructors (as
// Event's, ExtendableEvent's and PushEvent's would make it: the same state, under the same
// hidden symbols), and the global scope's listeners are called as EventTarget's dispatch would
// call them (events.js, invokeAt). The event in progress is left in runtime.current, which the
// native side reads.
// Uses (through `this`, the runtime object, runtime.js): g, host, timeOrigin, listeners,
//   removeListener, eventState, pushData, messageData, pushEventPrototype,
//   extendableEventPrototype, pushMessageDataPrototype, tasks, current, nextPush, dispatch.
'use strict';
{
  const rt = this;
  const g = rt.g;
  let step = rt.dispatch;
  if (step === null) {
    const push = rt.nextPush;
    const type = typeof push === 'string' ? push : 'push';
    const event = Object.create(type === 'push' ? rt.pushEventPrototype : rt.extendableEventPrototype);
    // Event's state, as its constructor makes it (the same fields in the same order: one shape).
    const state = {
      type, bubbles: false, cancelable: false, composed: false,
      canceled: false, stop: false, stopImmediate: false, trusted: true, target: null, current: null,
      phase: 0, dispatching: false, passive: false, timeStamp: rt.host.now() - rt.timeOrigin,
      extendable: true, pending: 0, rejected: false, reason: undefined,
    };
    Object.defineProperty(event, rt.eventState, { value: state });
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
    const handler = g['on' + type];
    const list = (rt.listeners[type] || []).slice();
    if (typeof handler === 'function') list.push({ callback: handler, capture: false, once: false, passive: false, removed: false });
    state.dispatching = true; state.target = g; state.current = g; state.phase = 2;
    step = { event, state, list, at: 0, handler, result, type };
    rt.dispatch = step;
  }
  const state = step.state;
  const list = step.list;
  let entry = null;
  while (step.at < list.length && !state.stopImmediate) {
    const next = list[step.at++];
    if (!next.removed) { entry = next; break; }
  }
  if (entry !== null) {
    if (entry.once) rt.removeListener(rt.listeners, step.type, entry.callback, entry.capture);
    step.result.listeners++;
    state.passive = entry.passive;
    try {
      if (typeof entry.callback === 'function') {
        const value = entry.callback.call(g, step.event);
        if (value === false && entry.callback === step.handler) step.event.preventDefault();
      } else {
        const handle = entry.callback.handleEvent;
        if (typeof handle !== 'function') throw new TypeError("The listener's handleEvent is not a function");
        handle.call(entry.callback, step.event);
      }
    } catch (error) {
      if (!step.result.thrown) { step.result.thrown = true; step.result.error = error; }
    }
    state.passive = false;
  } else {
    state.dispatching = false; state.current = null; state.phase = 0; state.stop = false; state.stopImmediate = false;
    rt.dispatch = null;
  }
  entry !== null;
}
