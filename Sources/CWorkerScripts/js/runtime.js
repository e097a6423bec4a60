// runtime.js: the object the native side drives (PushContext.swift): one push at a time, the
// timer pump, teardown. end.js makes it the script's completion value.
// Defines: runtime, with current (the push in progress, read property by property),
//   timerCount, dispatch(hasData, push), pump(), nextDelay(), rejection(promise, reason) and
//   tearDown().
// Uses: g (core.js); runtime.tasks, IndexedDB's task queue, once installed (idb-events.js); secret (core.js); stateOf, listeners, invokeAt, handlerNames, PushEvent
//   (events.js); timerPart (timers.js); reportRejection (scope.js).

// ---- What the native side drives: one push at a time, the timer pump, teardown.
const runtime = {
  // The push in progress, which the native side reads property by property once
  // microtasks have run (PushContext.status): listeners called, notifications shown,
  // whether a listener threw and what, and its event's state (pending waitUntil
  // promises, whether one was rejected and why). A call per read would cost more.
  current: null,
  // Live timers: null until a timer global is first used, then a function.
  timerCount: null,
  // IndexedDB's task queue: null until IndexedDB is first used (idb-events.js), then an object.
  tasks: null,
  dispatch(hasData, push) {
    // What runs for every push calls as few functions of the prelude's own as it can: each is
    // linked in every context and compiled again every 8th push (core.js, where `self` is installed).
    const event = new PushEvent('push', undefined, secret, hasData ? push : null);
    const state = stateOf(event, 'dispatch');
    state.trusted = true;
    const result = { state, listeners: 0, shown: 0, thrown: false, error: undefined };
    runtime.current = result;
    if (runtime.tasks !== null) runtime.tasks.dispatching();
    result.listeners = invokeAt(g, listeners, g.onpush, event, (error) => { if (!result.thrown) { result.thrown = true; result.error = error; } });
  },
  // One task: a due timer first, else IndexedDB's next task (so neither starves the other).
  pump() {
    const part = timerPart(true);
    const tasks = runtime.tasks;
    if (tasks !== null) {
      tasks.start();
      if ((part === null || part.nextDelay() !== 0) && tasks.run()) return;
    }
    if (part) part.pump();
  },
  nextDelay() {
    if (runtime.tasks !== null && runtime.tasks.size() > 0) return 0;
    const part = timerPart(true); return part ? part.nextDelay() : -1;
  },
  // JavaScriptCore's unhandled-rejection callback (PushContext sets it for the context).
  rejection(promise, reason) { reportRejection(promise, reason); },
  tearDown() {
    if (runtime.tasks !== null) runtime.tasks.clear();
    const part = timerPart(true);
    if (part) part.clear();
    listeners = Object.create(null);
    runtime.current = null;
    // The handler attributes only: listing every global would first build all of
    // JavaScriptCore's lazily created globals.
    for (const name of handlerNames) { try { g[name] = null; } catch (ignored) {} }
  },
};
