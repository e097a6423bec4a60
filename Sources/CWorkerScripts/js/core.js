// core.js: what every later part builds on.
// Defines: g (the global object), define (a global the way WebIDL installs one: writable,
//   configurable, not enumerable), secret (a key only the prelude holds), OriginalPromise, intrinsics (the realm's
//   constructors, as they were before any script ran),
//   resolved, isObject, dictionary (an options argument), noOptions (what
//   absent options read as), lazyPart (globals
//   installed on first use), timeOrigin, dom (makes a DOMException), reportUncaught (an error
//   no caller catches: self's error event, else to the parent as a frame), byteCopy and freshBuffer (bytes of a buffer
//   source, copied), domExceptionPart (exports DOMException, QuotaExceededError), definedInterfaces
//   (the classes `define` installed), callSite (--explain: the script's line that called in). Globals: self, DOMException and QuotaExceededError (on first use).
// Uses: host (begin.js); errorHandled (scope.js) once an error is reported.

const g = globalThis;
// The interfaces the parts install (a capitalized name: a class), for structuredClone, which
// refuses a platform object it cannot serialize (clone.js); the prelude's own are listed there.
const definedInterfaces = [];
const define = (name, value) => {
  if (typeof value === 'function' && name.charCodeAt(0) >= 65 && name.charCodeAt(0) <= 90) definedInterfaces.push(value);
  return Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });
};
const secret = Symbol('memlab-internal');
const OriginalPromise = Promise;
// The realm's own constructors, read before any script runs: the structured serialization
// (clone.js, storage-values.js) and IndexedDB's keys (idb-keys.js) make values from the realm's
// intrinsics (%Map%, %Date%, %TypeError%...), as the spec says, whatever a script later puts in
// the globals of those names; those parts declare the names in their own scope. Not the
// typed-array family: JavaScriptCore makes it on a context's first use, and reading it here would
// cost every context that (no polyfill replaces it on this engine: they test it and keep it).
const intrinsics = {
  Object, Array, Map, Set, Date, RegExp,
  Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError,
  __proto__: null,
};
const resolved = (value) => OriginalPromise.resolve(value);
const isObject = (value) => value !== null && (typeof value === 'object' || typeof value === 'function');
const dictionary = (value, what) => {
  if (value == null) return {};
  if (!isObject(value)) throw new TypeError(`${what}: the options must be an object`);
  return value;
};
// What the push path reads for absent options instead of calling dictionary (nothing is written to it).
const noOptions = Object.freeze({});
// --explain only (host.callSites), else null: where the running script called into the runtime,
// as url:line:column, the first frame of JavaScriptCore's stack that is not memlab's own (its
// scripts' URLs begin with memlab:) or a builtin's. Timers and listeners keep it, so that an
// explanation names the line that made them (runtime.siteRecords).
const callSite = host.callSites ? () => {
  const stack = String(new Error().stack);
  let at = 0;
  while (at < stack.length) {
    let end = stack.indexOf('\n', at);
    if (end < 0) end = stack.length;
    const line = stack.slice(at, end);
    const frame = line.slice(line.lastIndexOf('@') + 1);
    if (frame !== '' && !frame.startsWith('memlab:') && !frame.startsWith('[native code]')) return frame;
    at = end + 1;
  }
  return null;
} : null;

// A part whose globals are installed on first use: each name is an accessor until then, and
// the part replaces it with a plain value (`define`). `load()` installs the part and returns
// what it exports; `load(true)` returns the exports only when the part is installed, without
// installing it. Most probes never touch URL, fetch, the encoders, timers, console,
// structuredClone or the Notification class. Every function a script contains costs each
// context a JavaScriptCore object when the script runs, called or not; the functions inside a
// part cost nothing until the part is installed. Parts reach each other's globals through the
// global object, and their internal helpers through what `load()` returns. A part in a file of
// its own (encoding.js, url.js, fetch.js) is a function called on install with everything it
// uses as arguments: `lazyPart(names, () => (function install({ ... }) { ... })({ ... }))`: what
// it depends on is spelled out at its top, and nothing of it is made for a context until then.
// One function serves as a name's getter and setter (a setter is called with the value), and
// one descriptor object, which the loop reuses, installs every accessor.
const lazyDescriptor = { configurable: true, enumerable: false, get: undefined, set: undefined };
const lazyPart = (names, install) => {
  let state = 0;
  let exports = null;
  const load = (peek) => {
    if (peek === true) return state === 2 ? exports : null;
    if (state === 0) { state = 1; exports = install() || {}; state = 2; }
    return exports === null ? {} : exports;
  };
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    // JavaScriptCore has a console of its own, built when the name is first looked up,
    // as defineProperty does (11 us a context); an assignment replaces it unbuilt.
    if (name === 'console') g.console = undefined;
    const accessor = function (value) {
      load();
      if (arguments.length > 0) {
        define(name, value);
        return undefined;
      }
      const own = Object.getOwnPropertyDescriptor(g, name);
      return own && 'value' in own ? own.value : undefined;
    };
    lazyDescriptor.get = accessor;
    lazyDescriptor.set = accessor;
    Object.defineProperty(g, name, lazyDescriptor);
  }
  lazyDescriptor.get = undefined;
  lazyDescriptor.set = undefined;
  return load;
};

// Installing a global: `define` in what runs only once a part is installed; the code every
// context runs at the top level of the prelude writes the same defineProperty out instead.
// JavaScriptCore keeps a script's top-level bytecode as long as the script, but drops a
// function's once 7 collections have passed without a live context running it (with the JIT
// off, as on a device), and a push's context is dead by its collection: each function the
// prelude calls is compiled again every 8th push (measured: a tiny one costs a fresh context
// about 0.1 ms then), besides being linked in every context.
Object.defineProperty(g, 'self', { value: g, writable: true, configurable: true, enumerable: false });

// The time origin of this context (Event.timeStamp, performance).
const timeOrigin = host.now();

// ---- DOMException (WebIDL): bare JavaScriptCore has none.
const domExceptionPart = lazyPart(['DOMException', 'QuotaExceededError'], () => {
  const domCodes = {
    IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
    NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InvalidStateError: 11,
    SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
    TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20, URLMismatchError: 21,
    QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24, DataCloneError: 25,
  };
  class DOMException extends Error {
    #name;
    constructor(message = '', name = 'Error') { super(String(message)); this.#name = String(name); }
    get name() { return this.#name; }
    get code() { return domCodes[this.#name] || 0; }
  }
  Object.defineProperty(DOMException.prototype, Symbol.toStringTag, { value: 'DOMException', configurable: true });
  // WebIDL: attributes are enumerable, and the legacy code constants are enumerable, read-only
  // properties of both the interface and its prototype.
  for (const key of ['name', 'code']) Object.defineProperty(DOMException.prototype, key, { enumerable: true });
  const legacyCodes = ['INDEX_SIZE_ERR', 'DOMSTRING_SIZE_ERR', 'HIERARCHY_REQUEST_ERR', 'WRONG_DOCUMENT_ERR',
    'INVALID_CHARACTER_ERR', 'NO_DATA_ALLOWED_ERR', 'NO_MODIFICATION_ALLOWED_ERR', 'NOT_FOUND_ERR', 'NOT_SUPPORTED_ERR',
    'INUSE_ATTRIBUTE_ERR', 'INVALID_STATE_ERR', 'SYNTAX_ERR', 'INVALID_MODIFICATION_ERR', 'NAMESPACE_ERR',
    'INVALID_ACCESS_ERR', 'VALIDATION_ERR', 'TYPE_MISMATCH_ERR', 'SECURITY_ERR', 'NETWORK_ERR', 'ABORT_ERR',
    'URL_MISMATCH_ERR', 'QUOTA_EXCEEDED_ERR', 'TIMEOUT_ERR', 'INVALID_NODE_TYPE_ERR', 'DATA_CLONE_ERR'];
  for (let i = 0; i < legacyCodes.length; i++) {
    const constant = { value: i + 1, writable: false, enumerable: true, configurable: false };
    Object.defineProperty(DOMException, legacyCodes[i], constant);
    Object.defineProperty(DOMException.prototype, legacyCodes[i], constant);
  }
  define('DOMException', DOMException);
  // QuotaExceededError (WebIDL): the platform's quota errors are instances of it, with the quota
  // and the amount requested when known (null otherwise).
  const amount = (options, key) => {
    const value = options[key];
    if (value === undefined) return null;
    const number = Number(value);
    if (!Number.isFinite(number)) throw new TypeError(`Failed to construct 'QuotaExceededError': ${key} is not a finite number.`);
    if (number < 0) throw new RangeError(`Failed to construct 'QuotaExceededError': ${key} must not be negative.`);
    return number;
  };
  class QuotaExceededError extends DOMException {
    #quota; #requested;
    constructor(message = '', options = undefined) {
      super(message, 'QuotaExceededError');
      const init = options === undefined || options === null ? {} : options;
      if (typeof init !== 'object' && typeof init !== 'function') throw new TypeError("Failed to construct 'QuotaExceededError': the options must be an object.");
      this.#quota = amount(init, 'quota');
      this.#requested = amount(init, 'requested');
      if (this.#quota !== null && this.#requested !== null && this.#requested < this.#quota) {
        throw new RangeError("Failed to construct 'QuotaExceededError': requested must not be less than quota.");
      }
    }
    get quota() { return this.#quota; }
    get requested() { return this.#requested; }
  }
  Object.defineProperty(QuotaExceededError.prototype, Symbol.toStringTag, { value: 'QuotaExceededError', configurable: true });
  define('QuotaExceededError', QuotaExceededError);
  return { DOMException, QuotaExceededError };
});
// A DOMException of that name; a quota error is a QuotaExceededError, as the platform throws them.
const dom = (message, name) => name === 'QuotaExceededError' ? new g.QuotaExceededError(message) : new g.DOMException(message, name);

// ---- Uncaught errors (timers, microtasks, dispatchEvent) go to the parent as frames, unless a
// listener of self's `error` event handles them (errorHandled: scope.js).
const reportUncaught = (source, error) => {
  try { if (errorHandled(source, error)) return; } catch (ignored) {}
  try { host.uncaught(source, error); } catch (ignored) {}
};

const byteCopy = (value, what) => {
  if (typeof value === 'string') return host.utf8Encode(value);
  if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0));
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
  throw new TypeError(`${what} must be a string, an ArrayBuffer or an ArrayBufferView`);
};
const freshBuffer = (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
