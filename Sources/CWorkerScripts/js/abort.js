// abort.js: AbortController and AbortSignal (DOM Standard): abort(reason), aborted, reason,
// onabort, throwIfAborted(), AbortSignal.abort(reason), AbortSignal.timeout(ms) (on the
// worker's timers) and AbortSignal.any(signals). A signal is an EventTarget.
// Installed on first use. Defines: abortPart (exports AbortController and AbortSignal, for fetch.js
//   and streams.js: a script may replace the globals). Globals: AbortController, AbortSignal.
// Uses: lazyPart (core.js); the install function takes everything else it uses as parameters.

const abortPart = lazyPart(['AbortController', 'AbortSignal'], () => (function installAbort({
  g, define, dom, EventTarget, Event, handlerKey, tagged, reportUncaught,
}) {
  const secretKey = Symbol('abort');
  let stateOfSignal;
  class AbortSignal extends EventTarget {
    #state;
    constructor(key) {
      if (key !== secretKey) throw new TypeError('Illegal constructor');
      super();
      this.#state = { aborted: false, reason: undefined, onabort: null, followers: [] };
    }
    static {
      stateOfSignal = (signal, what) => {
        if (signal === null || typeof signal !== 'object' || !(#state in signal)) throw new TypeError(`${what}: illegal invocation`);
        return signal.#state;
      };
    }
    get aborted() { return stateOfSignal(this, 'aborted').aborted; }
    get reason() { return stateOfSignal(this, 'reason').reason; }
    get onabort() { return stateOfSignal(this, 'onabort').onabort; }
    set onabort(value) { stateOfSignal(this, 'onabort').onabort = typeof value === 'function' || (value !== null && typeof value === 'object') ? value : null; }
    throwIfAborted() { const state = stateOfSignal(this, 'throwIfAborted'); if (state.aborted) throw state.reason; }
    [handlerKey](type) { return type === 'abort' ? stateOfSignal(this, 'onabort').onabort : null; }
    static abort(reason) {
      const signal = new AbortSignal(secretKey);
      signalAbort(signal, reason);
      return signal;
    }
    static timeout(milliseconds) {
      const ms = Number(milliseconds);
      if (!Number.isFinite(ms) || ms < 0) throw new TypeError("Failed to execute 'timeout' on 'AbortSignal': the delay must be a non-negative finite number.");
      const signal = new AbortSignal(secretKey);
      g.setTimeout(() => signalAbort(signal, dom('signal timed out', 'TimeoutError')), ms);
      return signal;
    }
    static any(signals) {
      const list = Array.from(signals);
      const signal = new AbortSignal(secretKey);
      for (let i = 0; i < list.length; i++) {
        const source = stateOfSignal(list[i], 'AbortSignal.any');
        if (source.aborted) { signalAbort(signal, source.reason); return signal; }
      }
      for (let i = 0; i < list.length; i++) stateOfSignal(list[i], 'AbortSignal.any').followers.push(signal);
      return signal;
    }
  }
  // "signal abort": once; the reason defaults to an AbortError; then the abort event, then followers.
  const signalAbort = (signal, reason) => {
    const state = stateOfSignal(signal, 'abort');
    if (state.aborted) return;
    state.aborted = true;
    state.reason = reason === undefined ? dom('signal is aborted without reason', 'AbortError') : reason;
    const event = new Event('abort');
    try { signal.dispatchEvent(event); } catch (error) { reportUncaught('listener', error); }
    const followers = state.followers;
    state.followers = [];
    for (let i = 0; i < followers.length; i++) signalAbort(followers[i], state.reason);
  };
  class AbortController {
    #signal = new AbortSignal(secretKey);
    get signal() { return this.#signal; }
    abort(reason) { signalAbort(this.#signal, reason); }
  }
  tagged(AbortSignal, 'AbortSignal');
  tagged(AbortController, 'AbortController');
  define('AbortSignal', AbortSignal);
  define('AbortController', AbortController);
  return { AbortController, AbortSignal };
})({ g, define, dom, EventTarget, Event, handlerKey, tagged, reportUncaught }));
