// runtime.js: the object the native side drives (PushContext.swift): one push at a time, the
// timer pump, teardown. end.js makes it the script's completion value.
// Defines: runtime, with current (the push in progress, read property by property),
//   timerCount, dispatch(hasData, push), pump(), nextDelay() and tearDown().
// Uses: g (core.js); stateOf, listeners, invoke, handlerNames, attachPushData, PushEvent
//   (events.js); timerPart (timers.js).

// ---- What the native side drives: one push at a time, the timer pump, teardown.
const runtime = {
  // The push in progress, which the native side reads property by property once
  // microtasks have run (PushContext.status): listeners called, notifications shown,
  // whether a listener threw and what, and its event's state (pending waitUntil
  // promises, whether one was rejected and why). A call per read would cost more.
  current: null,
  // Live timers: null until a timer global is first used, then a function.
  timerCount: null,
  dispatch(hasData, push) {
    const event = new PushEvent('push', {});
    if (hasData) attachPushData(event, push);
    const state = stateOf(event, 'dispatch');
    state.trusted = true;
    const result = { state, listeners: 0, shown: 0, thrown: false, error: undefined };
    runtime.current = result;
    result.listeners = invoke(event, (error) => { if (!result.thrown) { result.thrown = true; result.error = error; } });
  },
  pump() { const part = timerPart.peek(); if (part) part.pump(); },
  nextDelay() { const part = timerPart.peek(); return part ? part.nextDelay() : -1; },
  tearDown() {
    const part = timerPart.peek();
    if (part) part.clear();
    listeners = Object.create(null);
    runtime.current = null;
    // The handler attributes only: listing every global would first build all of
    // JavaScriptCore's lazily created globals.
    for (const name of handlerNames) { try { g[name] = null; } catch (ignored) {} }
  },
};
