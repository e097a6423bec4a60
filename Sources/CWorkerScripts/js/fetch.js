// fetch.js: Headers, Request, Response and fetch (Fetch Standard), served from the fixtures
// directory, then the site directory (same origin) or the mirror (cross-origin), never the network,
// and data: URLs; installed on first use of any of them (which installs encoding.js and url.js
// first). A body is bytes until its stream is asked for (streams.js is installed only then).
// Defines: fetchPart (exports bodies, requestStates, responseStates, lockHeaders and takeBytes, and
//   fetch, Request and Response themselves, for cache.js and events.js: a script may replace the
//   globals). Globals: fetch, Headers, Request, Response.
// Uses: lazyPart (core.js), encodingPart (encoding.js), urlPart (url.js), formDataPart
//   (formdata.js, a later part: a FormData body, body.formData()), streamsPart (deferred.js, a
//   later part: a body's stream); the install function takes everything else it uses as
//   parameters: the helpers of core.js, scriptURL (worker.js) and what the encoding and URL parts
//   export (URL, URLSearchParams and Blob among it); abortPart (abort.js, a later part:
//   AbortController and AbortSignal, when a request has a signal). None through the globals.

const fetchPart = lazyPart(['fetch', 'Headers', 'Request', 'Response'], () => (function installFetch({
  host, g, define, secret, OriginalPromise, resolved, isObject, dictionary, byteCopy, freshBuffer, scriptURL,
}, { blobBytesOf, Blob }, { doubleDot, percentDecode, percentDecodeBytes, toUSV, climbs, URL, URLSearchParams }) {
  const httpWhitespace = /^[\t\n\r ]+|[\t\n\r ]+$/g;
  const tokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
  // Header names and values the guards filter (Fetch Standard, "forbidden request-header",
  // "forbidden response-header name", "no-CORS-safelisted request-header").
  const forbiddenRequestNames = new Set(['accept-charset', 'accept-encoding', 'access-control-request-headers',
    'access-control-request-method', 'connection', 'content-length', 'cookie', 'cookie2', 'date', 'dnt', 'expect', 'host',
    'keep-alive', 'origin', 'referer', 'set-cookie', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'via']);
  const methodOverrides = new Set(['x-http-method', 'x-http-method-override', 'x-method-override']);
  const forbiddenMethods = new Set(['CONNECT', 'TRACE', 'TRACK']);
  const isForbiddenRequestHeader = (name, value) => {
    if (forbiddenRequestNames.has(name) || name.startsWith('proxy-') || name.startsWith('sec-')) return true;
    if (methodOverrides.has(name)) return value.split(',').some((method) => forbiddenMethods.has(method.replace(httpWhitespace, '').toUpperCase()));
    return false;
  };
  const corsUnsafeByte = /[\x00-\x08\x0A-\x1F"():<>?@[\\\]{}\x7F]/;
  const isCorsSafelisted = (name, value) => {
    if (value.length > 128) return false;
    switch (name) {
      case 'accept': return !corsUnsafeByte.test(value);
      case 'accept-language': case 'content-language': return /^[0-9A-Za-z *,\-.;=]*$/.test(value);
      case 'content-type': {
        if (corsUnsafeByte.test(value)) return false;
        const essence = value.split(';')[0].replace(httpWhitespace, '').toLowerCase();
        return essence === 'application/x-www-form-urlencoded' || essence === 'multipart/form-data' || essence === 'text/plain';
      }
      default: return false;
    }
  };
  const noCorsNames = new Set(['accept', 'accept-language', 'content-language', 'content-type']);
  const illegalHeaders = () => new TypeError('Failed to construct \'Headers\': The provided value is not of type \'(record<ByteString, ByteString> or sequence<sequence<ByteString>>)\'.');
  // WebIDL's ByteString: a string of code units up to 0xFF (a symbol throws in String()).
  const byteString = (value) => {
    const text = typeof value === 'symbol' ? value.description : String(value);
    if (typeof value === 'symbol' || /[^\x00-\xFF]/.test(text)) throw new TypeError(`Headers: '${text}' is not a valid ByteString.`);
    return text;
  };
  let headersIteratorPrototype = null;
  const headerLists = new WeakMap();
  class Headers {
    #list = []; #guard = 'none';
    constructor(init) {
      if (init === secret) { this.#guard = 'immutable'; return; }
      if (init !== undefined) this.#fill(init);
    }
    static _lock(headers, guard = 'immutable') { headers.#guard = guard; return headers; }
    static _make(init, guard) { const headers = new Headers(); headers.#guard = guard; if (init !== undefined) headers.#fill(init); return headers; }
    // "Fill": a sequence of pairs (anything iterable, a Headers too) or a record, read as WebIDL does.
    #fill(init) {
      if (!isObject(init)) throw illegalHeaders();
      const iterate = init[Symbol.iterator];
      if (iterate !== undefined && iterate !== null) {
        if (typeof iterate !== 'function') throw illegalHeaders();
        const pairs = [];
        for (const pair of { [Symbol.iterator]: () => iterate.call(init) }) {
          if (!isObject(pair)) throw new TypeError("Failed to construct 'Headers': every header must be a [name, value] pair");
          pairs.push(Array.from(pair, byteString));
        }
        for (const items of pairs) {
          if (items.length !== 2) throw new TypeError("Failed to construct 'Headers': every header must be a [name, value] pair");
          this.append(items[0], items[1]);
        }
        return;
      }
      const record = [];
      for (const key of Reflect.ownKeys(init)) {
        const descriptor = Reflect.getOwnPropertyDescriptor(init, key);
        if (descriptor === undefined || !descriptor.enumerable) continue;
        const name = byteString(key);
        record.push([name, byteString(init[key])]);
      }
      for (const [name, value] of record) this.append(name, value);
    }
    // "Validate": false when the guard drops the header silently.
    #validate(n, value) {
      if (!tokenPattern.test(n)) throw new TypeError(`Headers: '${n}' is not a valid HTTP header name.`);
      if (/[\0\r\n]|[^\x00-\xFF]/.test(value)) throw new TypeError(`Headers: '${value}' is not a valid HTTP header value.`);
      if (this.#guard === 'immutable') throw new TypeError('Headers: these headers are immutable');
      const name = n.toLowerCase();
      if ((this.#guard === 'request' || this.#guard === 'request-no-cors') && isForbiddenRequestHeader(name, value)) return false;
      if (this.#guard === 'response' && (name === 'set-cookie' || name === 'set-cookie2')) return false;
      return true;
    }
    #removePrivileged() { if (this.#guard === 'request-no-cors') this.#list = this.#list.filter(([k]) => k !== 'range'); }
    append(name, value) {
      const v = String(value).replace(httpWhitespace, '');
      const n = String(name);
      if (!this.#validate(n, v)) return;
      const lower = n.toLowerCase();
      if (this.#guard === 'request-no-cors') {
        const current = this.get(lower);
        if (!noCorsNames.has(lower) || !isCorsSafelisted(lower, current === null ? v : current + ', ' + v)) return;
      }
      this.#list.push([lower, v]);
      this.#removePrivileged();
    }
    set(name, value) {
      const v = String(value).replace(httpWhitespace, '');
      const n = String(name);
      if (!this.#validate(n, v)) return;
      const lower = n.toLowerCase();
      if (this.#guard === 'request-no-cors' && (!noCorsNames.has(lower) || !isCorsSafelisted(lower, v))) return;
      const at = this.#list.findIndex(([k]) => k === lower);
      if (at < 0) this.#list.push([lower, v]);
      else { this.#list[at][1] = v; this.#list = this.#list.filter(([k], i) => i <= at || k !== lower); }
      this.#removePrivileged();
    }
    delete(name) {
      const n = String(name);
      if (!this.#validate(n, '')) return;
      const lower = n.toLowerCase();
      if (this.#guard === 'request-no-cors' && !noCorsNames.has(lower) && lower !== 'range') return;
      this.#list = this.#list.filter(([k]) => k !== lower);
      this.#removePrivileged();
    }
    get(name) {
      const n = String(name);
      if (!tokenPattern.test(n)) throw new TypeError(`Headers: '${n}' is not a valid HTTP header name.`);
      const lower = n.toLowerCase();
      const values = this.#list.filter(([k]) => k === lower).map(([, v]) => v);
      return values.length === 0 ? null : values.join(', ');
    }
    getSetCookie() { return this.#list.filter(([k]) => k === 'set-cookie').map(([, v]) => v); }
    has(name) {
      const n = String(name);
      if (!tokenPattern.test(n)) throw new TypeError(`Headers: '${n}' is not a valid HTTP header name.`);
      const lower = n.toLowerCase();
      return this.#list.some(([k]) => k === lower);
    }
    // "Sort and combine", computed again at every step of an iteration (WebIDL's pair iterator).
    static _sorted(headers) {
      const list = headers.#list;
      const names = [...new Set(list.map(([k]) => k))].sort();
      const out = [];
      for (const n of names) {
        if (n === 'set-cookie') { for (const [k, v] of list) if (k === n) out.push([n, v]); } else out.push([n, headers.get(n)]);
      }
      return out;
    }
    forEach(callback, thisArg = undefined) {
      if (typeof callback !== 'function') throw new TypeError("Failed to execute 'forEach' on 'Headers': parameter 1 is not of type 'Function'.");
      for (let i = 0; ; i++) {
        const pairs = sortedHeaders(this);
        if (i >= pairs.length) break;
        callback.call(thisArg, pairs[i][1], pairs[i][0], this);
      }
    }
    entries() { return headersIterator(this, 'key+value'); }
    keys() { return headersIterator(this, 'key'); }
    values() { return headersIterator(this, 'value'); }
  }
  const sortedHeaders = Headers._sorted;
  delete Headers._sorted;
  Object.defineProperty(Headers.prototype, Symbol.iterator, { value: Headers.prototype.entries, writable: true, configurable: true });
  Object.defineProperty(Headers.prototype, Symbol.toStringTag, { value: 'Headers', configurable: true });
  const headersIterator = (headers, kind) => {
    if (!(headers instanceof Headers)) throw new TypeError('Headers iterator: illegal invocation');
    if (headersIteratorPrototype === null) {
      headersIteratorPrototype = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
      Object.defineProperty(headersIteratorPrototype, 'next', {
        value: function next() {
          const state = headerLists.get(this);
          if (state === undefined) throw new TypeError('Headers iterator: illegal invocation');
          const pairs = sortedHeaders(state.headers);
          if (state.index >= pairs.length) return { value: undefined, done: true };
          const [n, v] = pairs[state.index++];
          return { value: state.kind === 'key' ? n : state.kind === 'value' ? v : [n, v], done: false };
        }, writable: true, enumerable: true, configurable: true,
      });
      Object.defineProperty(headersIteratorPrototype, Symbol.toStringTag, { value: 'Headers Iterator', configurable: true });
    }
    const iterator = Object.create(headersIteratorPrototype);
    headerLists.set(iterator, { headers, kind, index: 0 });
    return iterator;
  };
  const lockHeaders = Headers._lock;
  const guardedHeaders = Headers._make;
  delete Headers._lock;
  delete Headers._make;

  // Extracts a body: [bytes or null, content type or null, stream or null]. A ReadableStream
  // exists only once streams.js is installed (peeked: none made, none to extract).
  const extractBody = (body, what) => {
    if (body == null) return [null, null, null];
    if (typeof body === 'string') return [host.utf8Encode(body), 'text/plain;charset=UTF-8', null];
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return [byteCopy(body, 'body'), null, null];
    if (body instanceof URLSearchParams) return [host.utf8Encode(body.toString()), 'application/x-www-form-urlencoded;charset=UTF-8', null];
    if (body instanceof Blob) return [blobBytesOf(body).slice(), body.type === '' ? null : body.type, null];
    // A FormData exists only once formdata.js is installed (peeked: no FormData, none to extract).
    const forms = formDataPart(true);
    if (forms !== null && forms.isFormData(body)) return forms.serialize(body, blobBytesOf).concat([null]);
    const streams = streamsPart(true);
    if (streams !== null && streams.isReadable(body)) {
      if (streams.disturbed(body) || streams.locked(body)) throw new TypeError(`${what}: the ReadableStream body is disturbed or locked`);
      return [null, null, body];
    }
    return [host.utf8Encode(String(body)), 'text/plain;charset=UTF-8', null];
  };

  // The body mixin, shared by Request and Response. A body is its bytes until something asks for
  // its stream (`body`, a ReadableStream body): then the stream, made from them (streams.js is
  // installed only then). `used` is a body read as bytes; a stream's own flags say the rest.
  const bodies = new WeakMap();
  const promiseThen = OriginalPromise.prototype.then;
  const newBody = (bytes, stream, headers) => ({ bytes, stream, used: false, headers });
  const hasBody = (body) => body.bytes !== null || body.stream !== null || body.used;
  const disturbedBody = (body) => (body.stream !== null ? streamsPart().disturbed(body.stream) : body.used);
  const unusable = (body) => (body.stream !== null ? streamsPart().disturbed(body.stream) || streamsPart().locked(body.stream) : body.used);
  const streamOf = (body) => {
    if (body.stream !== null) return body.stream;
    if (body.used) return (body.stream = streamsPart().usedStream());
    if (body.bytes === null) return null;
    body.stream = streamsPart().bytesStream(body.bytes);
    body.bytes = null;
    return body.stream;
  };
  // What cache.js stores: the bytes (null: no body), or a promise of them for a stream body.
  const takeBytes = (owner) => {
    const body = bodies.get(owner);
    if (body.stream === null) {
      const bytes = body.bytes;
      if (bytes !== null) { body.used = true; body.bytes = null; }
      return bytes;
    }
    return promiseThen.call(streamsPart().readAll(body.stream), (box) => box.bytes);
  };
  const consume = (owner, what, convert) => {
    const body = bodies.get(owner);
    if (!body) return OriginalPromise.reject(new TypeError(`${what}: illegal invocation`));
    if (unusable(body)) return OriginalPromise.reject(new TypeError(`Failed to execute '${what}': body stream already read`));
    if (body.stream !== null) {
      // Read through the stream's own reader: the box has no prototype, so no `then` a page adds to Object.prototype intercepts it.
      return promiseThen.call(streamsPart().readAll(body.stream), (box) => convert(box.bytes, body));
    }
    // A null body is read as empty and stays unused (Fetch: bodyUsed is false without a body).
    const isNull = body.bytes === null;
    const bytes = body.bytes || new Uint8Array(0);
    if (!isNull) { body.used = true; body.bytes = null; }
    try { return resolved(convert(bytes, body, isNull)); } catch (error) { return OriginalPromise.reject(error); }
  };
  const bodyMethods = {
    get body() { const body = bodies.get(this); if (!body) throw new TypeError('body: illegal invocation'); return streamOf(body); },
    get bodyUsed() { const body = bodies.get(this); if (!body) throw new TypeError('bodyUsed: illegal invocation'); return disturbedBody(body); },
    text() { return consume(this, 'text', (bytes) => host.utf8Decode(bytes, false, true)); },
    json() {
      const owner = this;
      return consume(this, 'json', (bytes) => {
        try { return JSON.parse(host.utf8Decode(bytes, false, true)); } catch (error) {
          // As a browser throws it, with what a user needs to find the cause: which URL, what it answered.
          if (!(error instanceof SyntaxError)) throw error;
          const what = owner.url ? owner.url : 'the body';
          const answered = typeof owner.status === 'number' ? `, which answered ${owner.status}${owner.statusText ? ' ' + owner.statusText : ''}` : '';
          throw new SyntaxError(`${error.message} (json() of ${what}${answered})`);
        }
      });
    },
    arrayBuffer() { return consume(this, 'arrayBuffer', (bytes) => freshBuffer(bytes)); },
    bytes() { return consume(this, 'bytes', (bytes) => new Uint8Array(freshBuffer(bytes))); },
    blob() { return consume(this, 'blob', (bytes, body) => new Blob([bytes], { type: body.headers.get('content-type') || '' })); },
    formData() {
      return consume(this, 'formData', (bytes, body, isNull) => {
        const type = body.headers.get('content-type');
        // No body is no bytes, which no multipart body is (formdata.js reads empty bytes as an empty FormData's body).
        if (isNull && /^\s*multipart\/form-data\s*(;|$)/i.test(type || '')) throw new TypeError("Failed to execute 'formData': the body could not be parsed as form data.");
        return formDataPart().parse(bytes, type);
      });
    },
  };
  const mixBody = (Class) => {
    for (const key of Object.keys(Object.getOwnPropertyDescriptors(bodyMethods)))
      Object.defineProperty(Class.prototype, key, Object.assign(Object.getOwnPropertyDescriptor(bodyMethods, key), { enumerable: false }));
  };
  // "Clone a body": a copy of the bytes, or the stream teed (this body keeps the first branch).
  // Fetch's "abort fetch" for a response already given: a body not yet read through errors.
  const abortBody = (owner, reason) => {
    const body = bodies.get(owner);
    if (body.stream === null && (body.used || body.bytes === null)) return;
    streamsPart().error(streamOf(body), reason);
  };
  const cloneBody = (body, headers) => {
    if (body.stream === null) return newBody(body.bytes === null ? null : body.bytes.slice(), null, headers);
    const [one, two] = streamsPart().tee(body.stream);
    body.stream = one;
    return newBody(null, two, headers);
  };

  const parseForFetch = (url, what) => {
    const parsed = URL.parse(toUSV(url), scriptURL);
    if (!parsed) throw new TypeError(`${what}: Invalid URL '${String(url)}'`);
    return parsed;
  };

  const enumValue = (value, allowed, member) => {
    const text = String(value);
    if (!allowed.includes(text)) throw new TypeError(`Failed to construct 'Request': The provided value '${text}' is not a valid enum value of type ${member}.`);
    return text;
  };
  const modes = ['navigate', 'same-origin', 'no-cors', 'cors'];
  const credentialsValues = ['omit', 'same-origin', 'include'];
  const cacheModes = ['default', 'no-store', 'reload', 'no-cache', 'force-cache', 'only-if-cached'];
  const redirects = ['follow', 'error', 'manual'];
  const priorities = ['high', 'low', 'auto'];
  const duplexes = ['half'];
  const referrerPolicies = ['', 'no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin', 'strict-origin',
    'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url'];
  const requestStates = new WeakMap();
  class Request {
    constructor(input, init) {
      const what = "Failed to construct 'Request'";
      if (arguments.length < 1) throw new TypeError(`${what}: 1 argument required, but only 0 present.`);
      const o = dictionary(init, 'Request');
      const from = input instanceof Request ? requestStates.get(input) : null;
      let parsedInput = null;
      if (!from) {
        parsedInput = parseForFetch(input, what);
        if (parsedInput.username !== '' || parsedInput.password !== '') throw new TypeError(`${what}: Request cannot be constructed from a URL that includes credentials: ${String(input)}`);
      }
      const state = {
        url: from ? from.url : parsedInput.href,
        raw: from ? from.raw : String(input),
        method: from ? from.method : 'GET',
        mode: from ? from.mode : 'cors',
        credentials: from ? from.credentials : 'same-origin',
        cache: from ? from.cache : 'default',
        redirect: from ? from.redirect : 'follow',
        referrerPolicy: from ? from.referrerPolicy : '',
        integrity: from ? from.integrity : '',
        keepalive: from ? from.keepalive : false,
        signal: from ? from.signal : null,
        referrer: from ? from.referrer : 'about:client',
      };
      if (o.window !== undefined && o.window !== null) throw new TypeError(`${what}: 'window' can only be null.`);
      if (o.referrer !== undefined) {
        const referrer = String(o.referrer);
        if (referrer === '') state.referrer = '';
        else {
          const parsed = URL.parse(toUSV(referrer), scriptURL);
          if (!parsed) throw new TypeError(`${what}: Referrer '${referrer}' is not a valid URL.`);
          // "about:client", or a URL of another origin, is the client (Fetch: referrer "client").
          state.referrer = parsed.href === 'about:client' || parsed.origin !== workerOrigin() ? 'about:client' : parsed.href;
        }
      }
      if (o.referrerPolicy !== undefined) state.referrerPolicy = enumValue(o.referrerPolicy, referrerPolicies, 'ReferrerPolicy');
      if (o.mode !== undefined) {
        state.mode = enumValue(o.mode, modes, 'RequestMode');
        if (state.mode === 'navigate') throw new TypeError(`${what}: Cannot construct a Request with a RequestInit whose mode member is set as 'navigate'.`);
      }
      if (o.credentials !== undefined) state.credentials = enumValue(o.credentials, credentialsValues, 'RequestCredentials');
      if (o.cache !== undefined) state.cache = enumValue(o.cache, cacheModes, 'RequestCache');
      if (state.cache === 'only-if-cached' && state.mode !== 'same-origin') throw new TypeError(`${what}: 'only-if-cached' can be set only with 'same-origin' mode`);
      if (o.redirect !== undefined) state.redirect = enumValue(o.redirect, redirects, 'RequestRedirect');
      if (o.integrity !== undefined) state.integrity = String(o.integrity);
      if (o.keepalive !== undefined) state.keepalive = !!o.keepalive;
      if (o.priority !== undefined) enumValue(o.priority, priorities, 'RequestPriority');
      if (o.duplex !== undefined) enumValue(o.duplex, duplexes, 'RequestDuplex');
      if (o.method !== undefined) {
        const method = String(o.method);
        if (!tokenPattern.test(method)) throw new TypeError(`${what}: '${method}' is not a valid HTTP method.`);
        const upper = method.toUpperCase();
        if (forbiddenMethods.has(upper)) throw new TypeError(`${what}: '${method}' HTTP method is unsupported.`);
        state.method = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'].includes(upper) ? upper : method;
      }
      if (o.signal !== undefined) {
        if (o.signal !== null && !(o.signal instanceof abortPart().AbortSignal)) throw new TypeError(`${what}: member signal is not of type AbortSignal.`);
        state.signal = o.signal;
      }
      if (state.mode === 'no-cors' && !['GET', 'HEAD', 'POST'].includes(state.method)) throw new TypeError(`${what}: '${state.method}' is unsupported in no-cors mode.`);
      const guard = state.mode === 'no-cors' ? 'request-no-cors' : 'request';
      const headers = guardedHeaders(o.headers !== undefined ? o.headers : from ? from.headers : undefined, guard);
      const inputBody = from ? bodies.get(input) : null;
      const inputHas = inputBody !== null && hasBody(inputBody);
      if ((o.body != null || inputHas) && (state.method === 'GET' || state.method === 'HEAD')) throw new TypeError(`${what}: Request with GET/HEAD method cannot have body.`);
      let body;
      if (o.body != null) {
        const [bytes, type, stream] = extractBody(o.body, what);
        if (stream !== null) {
          if (state.keepalive) throw new TypeError(`${what}: keepalive cannot be set with a ReadableStream body.`);
          if (o.duplex === undefined) throw new TypeError(`${what}: the duplex member must be 'half' for a ReadableStream body.`);
        }
        if (type !== null && !headers.has('content-type')) headers.append('content-type', type);
        body = newBody(bytes, stream, headers);
      } else if (inputHas) {
        if (unusable(inputBody)) throw new TypeError(`${what}: Cannot construct a Request with a Request object that has already been used.`);
        body = newBody(null, null, headers);
      } else body = newBody(null, null, headers);
      // The input's body is taken over (or dropped for init's): it is used from now on.
      if (inputHas && !unusable(inputBody)) {
        if (inputBody.stream !== null) {
          const proxy = streamsPart().proxy(inputBody.stream);
          if (o.body == null) body.stream = proxy;
        } else {
          if (o.body == null) body.bytes = inputBody.bytes;
          inputBody.bytes = null;
          inputBody.used = true;
        }
      } else if (inputHas && o.body != null && inputBody.stream === null) inputBody.used = true;
      state.headers = headers;
      requestStates.set(this, state);
      bodies.set(this, body);
    }
    get url() { return requestStates.get(this).url; }
    get method() { return requestStates.get(this).method; }
    get headers() { return requestStates.get(this).headers; }
    get mode() { return requestStates.get(this).mode; }
    get credentials() { return requestStates.get(this).credentials; }
    get cache() { return requestStates.get(this).cache; }
    get redirect() { return requestStates.get(this).redirect; }
    get referrerPolicy() { return requestStates.get(this).referrerPolicy; }
    get integrity() { return requestStates.get(this).integrity; }
    get keepalive() { return requestStates.get(this).keepalive; }
    get signal() {
      const state = requestStates.get(this);
      // A request's own signal follows the one it was made with (AbortSignal.any of it), made on first read.
      if (!state.ownSignal) { const { AbortController, AbortSignal } = abortPart(); state.ownSignal = state.signal === null ? new AbortController().signal : AbortSignal.any([state.signal]); }
      return state.ownSignal;
    }
    get destination() { return ''; }
    get referrer() { return requestStates.get(this).referrer; }
    get isReloadNavigation() { return false; }
    get isHistoryNavigation() { return false; }
    get duplex() { return 'half'; }
    clone() {
      const body = bodies.get(this);
      if (unusable(body)) throw new TypeError("Failed to execute 'clone' on 'Request': Request body is already used");
      const state = requestStates.get(this);
      const copy = new Request(this.url, { method: this.method, mode: state.mode === 'navigate' ? 'same-origin' : state.mode, credentials: state.credentials, cache: state.cache, redirect: state.redirect, referrer: state.referrer, referrerPolicy: state.referrerPolicy, integrity: state.integrity, keepalive: state.keepalive, signal: state.signal });
      const copyState = requestStates.get(copy);
      copyState.raw = state.raw;
      copyState.mode = state.mode;
      const headers = guardedHeaders(this.headers, state.mode === 'no-cors' ? 'request-no-cors' : 'request');
      copyState.headers = headers;
      bodies.set(copy, cloneBody(body, headers));
      return copy;
    }
    get [Symbol.toStringTag]() { return 'Request'; }
  }
  mixBody(Request);

  const responseStates = new WeakMap();
  const nullBodyStatus = [101, 103, 204, 205, 304];
  class Response {
    constructor(body = null, init) {
      const o = dictionary(init, 'Response');
      const status = o.status === undefined ? 200 : Number(o.status) | 0;
      if (status < 200 || status > 599) throw new RangeError(`Failed to construct 'Response': The status provided (${status}) is outside the range [200, 599].`);
      const statusText = o.statusText === undefined ? '' : String(o.statusText);
      if (/[^\t\x20-\x7E\x80-\xFF]/.test(statusText)) throw new TypeError("Failed to construct 'Response': Invalid statusText");
      const headers = guardedHeaders(o.headers, 'response');
      let record = newBody(null, null, headers);
      if (body !== null && body !== undefined) {
        if (nullBodyStatus.includes(status)) throw new TypeError("Failed to construct 'Response': Response with null body status cannot have body");
        const [bytes, type, stream] = extractBody(body, "Failed to construct 'Response'");
        record = newBody(bytes, stream, headers);
        if (type !== null && !headers.has('content-type')) headers.append('content-type', type);
      }
      responseStates.set(this, { status, statusText, headers, type: 'default', url: '', redirected: false });
      bodies.set(this, record);
    }
    static error() {
      const response = new Response(null, { status: 200 });
      Object.assign(responseStates.get(response), { status: 0, type: 'error' });
      lockHeaders(response.headers);
      return response;
    }
    static json(data, init) {
      const text = JSON.stringify(data);
      if (text === undefined) throw new TypeError("Failed to execute 'json' on 'Response': The data is not JSON serializable");
      const o = dictionary(init, 'Response.json');
      const headers = new Headers(o.headers);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      return new Response(text, Object.assign({}, o, { headers }));
    }
    static redirect(url, status = 302) {
      const parsed = parseForFetch(url, "Failed to execute 'redirect' on 'Response'");
      if (![301, 302, 303, 307, 308].includes(Number(status))) throw new RangeError("Failed to execute 'redirect' on 'Response': Invalid status code");
      const response = new Response(null, { status: Number(status), headers: { location: parsed.href } });
      lockHeaders(response.headers);
      return response;
    }
    get type() { return responseStates.get(this).type; }
    get url() { return responseStates.get(this).url; }
    get redirected() { return responseStates.get(this).redirected; }
    get status() { return responseStates.get(this).status; }
    get ok() { const s = responseStates.get(this).status; return s >= 200 && s <= 299; }
    get statusText() { return responseStates.get(this).statusText; }
    get headers() { return responseStates.get(this).headers; }
    clone() {
      const body = bodies.get(this);
      if (unusable(body)) throw new TypeError("Failed to execute 'clone' on 'Response': Response body is already used");
      const state = responseStates.get(this);
      const copy = new Response(null, { status: state.status === 0 ? 200 : state.status, statusText: state.statusText, headers: state.headers });
      const copyState = responseStates.get(copy);
      Object.assign(copyState, { status: state.status, type: state.type, url: state.url, redirected: state.redirected });
      bodies.set(copy, cloneBody(body, copyState.headers));
      if (state.type !== 'default') lockHeaders(copy.headers);
      return copy;
    }
    get [Symbol.toStringTag]() { return 'Response'; }
  }
  mixBody(Response);

  const contentTypes = {
    json: 'application/json', txt: 'text/plain;charset=UTF-8', html: 'text/html;charset=UTF-8', js: 'text/javascript;charset=UTF-8',
    css: 'text/css;charset=UTF-8', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
    svg: 'image/svg+xml', ico: 'image/x-icon', bin: 'application/octet-stream', xml: 'application/xml',
  };
  let origin = null;
  const workerOrigin = () => (origin === null ? (origin = new URL(scriptURL).origin) : origin);
  // The data: URL processor (Fetch Standard): the MIME type before the comma, the body after it,
  // percent-decoded, then forgiving-base64-decoded when the type ends in ';base64'.
  const asciiWhitespace = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;
  const dataResponse = (href) => {
    const input = href.replace(/#.*$/s, '').slice(5);
    const comma = input.indexOf(',');
    if (comma < 0) throw new TypeError(`Failed to fetch: '${href}' is not a valid data: URL (no comma)`);
    let mimeType = input.slice(0, comma).replace(asciiWhitespace, '');
    let bytes = percentDecodeBytes(input.slice(comma + 1));
    const base64 = /;[\x20]*base64$/i.exec(mimeType);
    if (base64) {
      let decoded;
      try { decoded = g.atob(String.fromCharCode.apply(null, Array.from(bytes))); } catch (error) {
        throw new TypeError(`Failed to fetch: the base64 body of '${href}' does not decode`);
      }
      bytes = new Uint8Array(decoded.length);
      for (let i = 0; i < decoded.length; i++) bytes[i] = decoded.charCodeAt(i);
      mimeType = mimeType.slice(0, base64.index);
    }
    if (mimeType.startsWith(';')) mimeType = 'text/plain' + mimeType;
    if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+\/[!#$%&'*+\-.^_`|~0-9A-Za-z]+/.test(mimeType)) mimeType = 'text/plain;charset=US-ASCII';
    const response = new Response(null, { status: 200, statusText: 'OK', headers: { 'content-type': mimeType } });
    bodies.get(response).bytes = bytes;
    Object.assign(responseStates.get(response), { type: 'basic', url: href });
    lockHeaders(response.headers);
    return response;
  };
  const fixtureResponse = (request) => {
    const state = requestStates.get(request);
    if (state.url.startsWith('data:')) return dataResponse(state.url);
    const url = new URL(state.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new TypeError(`fetch: '${url.protocol}' URLs are refused; this worker serves only http(s), data: and relative URLs, from its fixtures directory`);
    // A '..' that climbs above the root is refused before URL parsing would quietly clamp it.
    if (climbs(state.raw, scriptURL)) throw new TypeError(`fetch: '${state.raw}' climbs out of the fixtures directory and is refused`);
    const path = percentDecode(url.pathname).replace(/^\/+/, '');
    let bytes = null;
    if (path !== '' && !path.endsWith('/')) bytes = host.readFixture(path);
    // Not a fixture: a same-origin URL from the site directory, a cross-origin one from the
    // mirror (SiteHost.swift); a string is the host's sentence for an origin nothing serves.
    if (bytes === null) {
      bytes = host.serve(url.origin === workerOrigin() ? 'site' : 'mirror', url.host, path, url.href);
      if (typeof bytes === 'string') throw new TypeError(`Failed to fetch: ${bytes}`);
    }
    const extension = /\.([A-Za-z0-9]+)$/.exec(path);
    const init = bytes === null
      ? { status: 404, statusText: 'Not Found', headers: { 'content-type': 'text/plain;charset=UTF-8' } }
      : { status: 200, statusText: 'OK', headers: { 'content-type': (extension && contentTypes[extension[1].toLowerCase()]) || 'application/octet-stream', 'content-length': String(bytes.length) } };
    const response = new Response(null, init);
    // A 404 has a body, as a server's has (empty here): only HEAD answers without one.
    bodies.get(response).bytes = state.method === 'HEAD' ? null : bytes === null ? new Uint8Array(0) : bytes;
    Object.assign(responseStates.get(response), { type: 'basic', url: url.href.replace(/#.*$/s, '') });
    lockHeaders(response.headers);
    return response;
  };
  const fetch = function fetch(input, init) {
    try {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'fetch': 1 argument required, but only 0 present.");
      const request = new Request(input, init);
      // Served a microtask later, as a network answers later: a signal aborted by then (before the
      // call, or right after it) rejects the call with its reason, an AbortError by default.
      const signal = requestStates.get(request).signal;
      return promiseThen.call(resolved(undefined), () => {
        if (signal !== null && signal.aborted) throw signal.reason;
        const response = fixtureResponse(request);
        // Aborted later, while its body is still to be read: the body errors with the reason.
        if (signal !== null) signal.addEventListener('abort', () => abortBody(response, signal.reason), { once: true });
        return response;
      });
    } catch (error) {
      return OriginalPromise.reject(error);
    }
  };
  define('fetch', fetch);
  define('Headers', Headers);
  define('Request', Request);
  define('Response', Response);
  return { bodies, requestStates, responseStates, lockHeaders, takeBytes, fetch, Request, Response };
})({ host, g, define, secret, OriginalPromise, resolved, isObject, dictionary, byteCopy, freshBuffer, scriptURL },
  encodingPart(), urlPart()));
