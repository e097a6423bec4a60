// dispatch-next.js: calls the next listener of the dispatch in progress, which dispatch.js left
// in runtime.dispatch when a listener was left to call. A program of its own, evaluated by the
// native side (PushContext.dispatch) with the runtime object as `this` after the previous
// listener's microtask checkpoint, once for each later listener: a program and not a function of
// the runtime object's, because a function is an object every context would make (and compile
// again every 8th push: core.js), while this costs nothing to a probe with one listener. Its
// completion value says whether another listener is left. It calls a listener as dispatch.js
// calls the first one (a change there goes here too).
// Uses (through `this`, the runtime object, runtime.js): g, listeners, removeListener, dispatch.
'use strict';
{
  const rt = this;
  const step = rt.dispatch;
  let more = false;
  if (step !== undefined && step !== null) {
    const state = step.state;
    const list = step.list;
    while (step.at < list.length && list[step.at].removed) step.at++;
    if (step.at < list.length && !state.stopImmediate) {
      const entry = list[step.at++];
      if (entry.once) rt.removeListener(rt.listeners, step.type, entry.callback, entry.capture);
      step.result.listeners++;
      state.passive = entry.passive;
      try {
        if (typeof entry.callback === 'function') {
          const value = entry.callback.call(rt.g, step.event);
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
    }
    for (let i = step.at; i < list.length && !state.stopImmediate; i++) if (!list[i].removed) { more = true; break; }
    if (!more) rt.dispatch = null;
  }
  more;
}
