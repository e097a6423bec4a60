// runtime.js: the object the native side drives (PushContext.swift): one push at a time, the
// timer pump, teardown. end.js makes it the script's completion value.
// Defines: runtime, with current (the push in progress, read property by property),
//   timerCount, what dispatch.js reads to deliver a push (nextPush, which the native side sets,
//   and the prelude's own values it needs), pump(), nextDelay(), rejection(promise, reason) and
//   tearDown(); siteRecords() under --explain.
// Uses: g, host, timeOrigin (core.js); runtime.tasks, IndexedDB's task queue, once installed
//   (idb-events.js); listeners, removeListener, handlerNames, eventState, pushData, messageData,
//   PushEvent, PushMessageData (events.js); timerPart (timers.js); reportRejection (scope.js).

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
  // A push is delivered by dispatch.js, a program the native side evaluates with this object as
  // `this` after setting nextPush (the push's number, whose payload the host holds, or null for
  // a push without data): a program's bytecode lives as long as its source, while a function's
  // is compiled again every 8th push (core.js, where `self` is installed). What it reads:
  // nextPush also names a lifecycle event ('install', 'activate'), which dispatch.js delivers the
  // same way (an ExtendableEvent: PushEvent.prototype's prototype); dispatch.js sets `dispatch`
  // (the dispatch in progress) only when a listener is left to call (dispatch-next.js). Each property
  // of this object is a structure every context makes: only what a clean push needs is here.
  nextPush: null,
  g, host, timeOrigin, listeners, removeListener, eventState, isTrustedDescriptor, pushData, messageData,
  pushEventPrototype: PushEvent.prototype, pushMessageDataPrototype: PushMessageData.prototype,
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
    runtime.listeners = listeners;
    runtime.current = null;
    if (runtime.dispatch !== undefined) runtime.dispatch = null;
    // The handler attributes only: listing every global would first build all of
    // JavaScriptCore's lazily created globals.
    for (const name of handlerNames) { try { g[name] = null; } catch (ignored) {} }
  },
};
// --explain only: what the worker names in a snapshot's explanation (HeapSnapshots.swift):
// [object, kind, name, site, callback] five at a time, for every live timer (its heap entries
// and itself) and every listener of the global scope, with the line that made it.
if (callSite !== null) {
  runtime.siteRecords = () => {
    const out = [];
    const part = timerPart(true);
    if (part) part.records(out);
    for (const type in listeners) for (const record of listeners[type]) out.push(record, 'listener', type, record.site, record.callback);
    return out;
  };
}
