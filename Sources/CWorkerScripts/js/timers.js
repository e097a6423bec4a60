// timers.js: the JavaScript half of the worker's event loop. The native side pumps one due
// timer at a time (runtime.js: pump, nextDelay) and sleeps between them.
// Defines: timerPart (installed with the first timer global a probe touches; exports pump,
//   nextDelay, task, records (--explain) and clear, and sets runtime.timerCount). Globals: setTimeout, setInterval,
//   clearTimeout, clearInterval, performance (these on first use), queueMicrotask.
// Uses: host, g, define, lazyPart, OriginalPromise, timeOrigin, reportUncaught, callSite (core.js);
//   runtime (runtime.js) when the part is installed.

// ---- Timers (HTML): a heap ordered by (due, sequence); the native loop pumps one task at a time.
lazyPart(['performance'], () => define('performance', Object.freeze({
  timeOrigin: Date.now() - (host.now() - timeOrigin), now() { return host.now() - timeOrigin; },
})));
// Installed with the first timer global a probe touches; until then no timer can exist.
const timerPart = lazyPart(['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'], () => {
  const timerLimit = host.timerLimit;
  let timers = new Map();
  let pendingTimers = [];
  let nextTimerId = 1;
  let sequence = 0;
  const before = (a, b) => a.due < b.due || (a.due === b.due && a.seq < b.seq);
  const heapPush = (entry) => {
    pendingTimers.push(entry);
    let i = pendingTimers.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(pendingTimers[i], pendingTimers[parent])) break;
      [pendingTimers[i], pendingTimers[parent]] = [pendingTimers[parent], pendingTimers[i]];
      i = parent;
    }
  };
  const heapPop = () => {
    const top = pendingTimers[0];
    const last = pendingTimers.pop();
    if (pendingTimers.length > 0) {
      pendingTimers[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < pendingTimers.length && before(pendingTimers[l], pendingTimers[m])) m = l;
        if (r < pendingTimers.length && before(pendingTimers[r], pendingTimers[m])) m = r;
        if (m === i) break;
        [pendingTimers[i], pendingTimers[m]] = [pendingTimers[m], pendingTimers[i]];
        i = m;
      }
    }
    return top;
  };
  const live = (entry) => timers.get(entry.id) === entry.timer && entry.timer.seq === entry.seq;
  const schedule = (timer) => {
    timer.seq = sequence++;
    heapPush({ due: timer.due, seq: timer.seq, id: timer.id, timer });
    if (pendingTimers.length > 2 * timers.size + 64) {
      pendingTimers = pendingTimers.filter(live);
      pendingTimers.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    }
  };
  const addTimer = (name, handler, timeout, args, repeat) => {
    if (timers.size >= timerLimit)
      throw new RangeError(`${name}: too many live timers (this worker allows ${timerLimit}); clear some first`);
    const callback = typeof handler === 'function' ? handler : (() => { const code = String(handler); return () => (0, eval)(code); })();
    let ms = Number(timeout) | 0;
    if (ms < 0) ms = 0;
    const id = nextTimerId++;
    const timer = { id, callback, args, ms, repeat, due: host.now() + ms, seq: 0 };
    if (callSite !== null) { timer.kind = name; timer.site = callSite(); }
    timers.set(id, timer);
    schedule(timer);
    return id;
  };
  const clearTimer = (id) => { timers.delete(Number(id) | 0); };
  define('setTimeout', function setTimeout(handler, timeout = 0, ...args) { return addTimer('setTimeout', handler, timeout, args, false); });
  define('setInterval', function setInterval(handler, timeout = 0, ...args) { return addTimer('setInterval', handler, timeout, args, true); });
  define('clearTimeout', function clearTimeout(id = 0) { clearTimer(id); });
  define('clearInterval', function clearInterval(id = 0) { clearTimer(id); });
  // Runs at most one due timer (one task; its microtasks drain when the native call returns).
  const pump = () => {
    while (pendingTimers.length > 0 && !live(pendingTimers[0])) heapPop();
    if (pendingTimers.length === 0 || pendingTimers[0].due > host.now()) return;
    const { timer } = heapPop();
    if (!timer.repeat) timers.delete(timer.id);
    try { timer.callback.apply(g, timer.args); } catch (error) { reportUncaught(timer.repeat ? 'setInterval' : 'setTimeout', error); }
    if (timer.repeat && timers.get(timer.id) === timer) { timer.due = host.now() + timer.ms; schedule(timer); }
  };
  // Milliseconds until the next timer is due (0: due now), or -1 when no timer is left.
  const nextDelay = () => {
    while (pendingTimers.length > 0 && !live(pendingTimers[0])) heapPop();
    return pendingTimers.length === 0 ? -1 : Math.max(0, pendingTimers[0].due - host.now());
  };
  runtime.timerCount = () => timers.size;
  // task(callback): a task of the event loop, as a timer due now (messaging.js delivers messages so).
  const task = (callback) => addTimer('task', callback, 0, [], false);
  // --explain: every live timer's heap entries and itself, with what made it (runtime.siteRecords).
  const records = (out) => {
    for (const entry of pendingTimers) if (live(entry)) out.push(entry, 'timer', entry.timer.kind, entry.timer.site, entry.timer.callback);
    for (const timer of timers.values()) out.push(timer, 'timer', timer.kind, timer.site, timer.callback);
  };
  return { pump, nextDelay, task, records, clear: () => { timers.clear(); pendingTimers = []; } };
});
Object.defineProperty(g, 'queueMicrotask', {
  value: function queueMicrotask(callback) {
    if (typeof callback !== 'function') throw new TypeError("Failed to execute 'queueMicrotask': parameter 1 is not of type 'Function'.");
    OriginalPromise.resolve().then(() => { try { callback(); } catch (error) { reportUncaught('microtask', error); } });
  },
  writable: true, configurable: true, enumerable: false,
});
