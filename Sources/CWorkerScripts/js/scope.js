// scope.js: what the global scope does with errors nobody caught (HTML "report an exception")
// and with promises rejected without a handler ("unhandled promise rejections"): an `error` or
// `unhandledrejection` event on self first; what no listener cancels goes to the parent as an
// `uncaught` frame (a problem of its push). ErrorEvent and PromiseRejectionEvent are installed
// on first use (a push whose errors nobody listens for never makes one).
// Defines: errorHandled (source, error: whether a listener of self handled it),
//   reportRejection (the unhandled-rejection callback's work: runtime.js). Globals: ErrorEvent,
//   PromiseRejectionEvent (on first use).
// Uses: host, g, define, lazyPart, dictionary, isObject (core.js); Event, stateOf, listeners,
//   invokeAt, tagged (events.js).

const errorEventsPart = lazyPart(['ErrorEvent', 'PromiseRejectionEvent'], () => (function installErrorEvents({
  Event, define, dictionary, tagged,
}) {
  class ErrorEvent extends Event {
    #fields;
    constructor(type, init) {
      super(type, init);
      const o = dictionary(init, 'ErrorEvent');
      this.#fields = {
        message: o.message === undefined ? '' : String(o.message), filename: o.filename === undefined ? '' : String(o.filename),
        lineno: o.lineno >>> 0, colno: o.colno >>> 0, error: o.error,
      };
    }
    get message() { return this.#fields.message; }
    get filename() { return this.#fields.filename; }
    get lineno() { return this.#fields.lineno; }
    get colno() { return this.#fields.colno; }
    get error() { return this.#fields.error; }
  }
  class PromiseRejectionEvent extends Event {
    #fields;
    constructor(type, init) {
      if (arguments.length < 2 || init === null || typeof init !== 'object' || !('promise' in init))
        throw new TypeError("Failed to construct 'PromiseRejectionEvent': required member promise is undefined.");
      super(type, init);
      this.#fields = { promise: init.promise, reason: init.reason };
    }
    get promise() { return this.#fields.promise; }
    get reason() { return this.#fields.reason; }
  }
  tagged(ErrorEvent, 'ErrorEvent');
  tagged(PromiseRejectionEvent, 'PromiseRejectionEvent');
  define('ErrorEvent', ErrorEvent);
  define('PromiseRejectionEvent', PromiseRejectionEvent);
  return { ErrorEvent, PromiseRejectionEvent };
})({ Event, define, dictionary, tagged }));

// Whether self has a listener (or an on* attribute) for `type`: no event is made otherwise.
const listenedTo = (type) => (listeners[type] !== undefined && listeners[type].length > 0) || typeof g['on' + type] === 'function';
// A listener's own exception while handling one: straight to the parent (never dispatched again).
const uncaughtWhileHandling = (error) => { try { host.uncaught('listener', error); } catch (ignored) {} };

// Dispatches an `error` event for an exception nobody caught; true when a listener canceled it
// (or `onerror` returned true), which handles it as in a browser.
const errorHandled = (source, error) => {
  if (!listenedTo('error')) return false;
  const { ErrorEvent } = errorEventsPart();
  const located = isObject(error);
  const message = located && typeof error.message === 'string' ? `Uncaught ${error.name || 'Error'}: ${error.message}` : `Uncaught ${String(error)}`;
  const filename = located && typeof error.sourceURL === 'string' ? error.sourceURL : '';
  const lineno = located ? error.line >>> 0 : 0;
  const colno = located ? error.column >>> 0 : 0;
  const event = new ErrorEvent('error', { cancelable: true, message, filename, lineno, colno, error });
  const state = stateOf(event, 'error');
  state.trusted = true;
  invokeAt(g, listeners, null, event, uncaughtWhileHandling);
  // onerror is called with (message, filename, lineno, colno, error); true cancels.
  const handler = g.onerror;
  if (typeof handler === 'function') {
    try { if (handler.call(g, message, filename, lineno, colno, error) === true) state.canceled = true; }
    catch (thrown) { uncaughtWhileHandling(thrown); }
  }
  return state.canceled;
};

// JavaScriptCore's unhandled-rejection callback (PushContext sets it): a promise rejected with no
// handler once microtasks ran. An `unhandledrejection` event first; reported unless canceled.
const reportRejection = (promise, reason) => {
  if (listenedTo('unhandledrejection')) {
    const { PromiseRejectionEvent } = errorEventsPart();
    const event = new PromiseRejectionEvent('unhandledrejection', { cancelable: true, promise, reason });
    const state = stateOf(event, 'unhandledrejection');
    state.trusted = true;
    invokeAt(g, listeners, g.onunhandledrejection, event, uncaughtWhileHandling);
    if (state.canceled) return;
  }
  try { host.uncaught('unhandledrejection', reason); } catch (ignored) {}
};
