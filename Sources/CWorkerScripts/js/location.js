// location.js: the worker's location (HTML: WorkerLocation) and origin, installed on first use
// of either (or of WorkerLocation, or isSecureContext).
// Defines: nothing the other parts use. Globals: location, origin, WorkerLocation, isSecureContext.
// Uses: lazyPart (core.js); the install function takes everything else it uses as parameters:
//   define and secret (core.js), scriptURL (worker.js); URL (urlPart, url.js).

lazyPart(['location', 'origin', 'WorkerLocation', 'isSecureContext'], () => (function installLocation({ define, secret, scriptURL }) {
  let read;
  class WorkerLocation {
    #url;
    // The URL never changes (no setter, and it is never handed out): its href and origin are
    // read once. A compiled worker reads location.href for every URL it makes as it loads.
    #href;
    #origin;
    constructor(key, url) {
      if (key !== secret) throw new TypeError('Illegal constructor');
      this.#url = url;
      this.#href = url.href;
      this.#origin = url.origin;
    }
    static { read = (location, what) => { if (!(#url in Object(location))) throw new TypeError(`${what}: illegal invocation`); return location.#url; }; }
    get href() { if (typeof this !== 'object' || this === null || !(#href in this)) read(this, 'href'); return this.#href; }
    get origin() { if (typeof this !== 'object' || this === null || !(#origin in this)) read(this, 'origin'); return this.#origin; }
    get protocol() { return read(this, 'protocol').protocol; }
    get host() { return read(this, 'host').host; }
    get hostname() { return read(this, 'hostname').hostname; }
    get port() { return read(this, 'port').port; }
    get pathname() { return read(this, 'pathname').pathname; }
    get search() { return read(this, 'search').search; }
    get hash() { return read(this, 'hash').hash; }
    toString() { return read(this, 'toString').href; }
    get [Symbol.toStringTag]() { return 'WorkerLocation'; }
  }
  for (const key of ['href', 'origin', 'protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash', 'toString'])
    Object.defineProperty(WorkerLocation.prototype, key, Object.assign(Object.getOwnPropertyDescriptor(WorkerLocation.prototype, key), { enumerable: true }));
  const url = new (urlPart().URL)(scriptURL);
  const location = new WorkerLocation(secret, url);
  define('WorkerLocation', WorkerLocation);
  define('location', location);
  // WorkerGlobalScope.origin: the serialization of the worker's origin (a replaceable attribute).
  define('origin', read(location, 'origin').origin);
  // A service worker runs only in a secure context: an https URL, or a local one (HTML's
  // "potentially trustworthy" origins).
  define('isSecureContext', url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]');
})({ define, secret, scriptURL }));
