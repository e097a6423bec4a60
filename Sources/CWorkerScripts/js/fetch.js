// fetch.js: Headers, Request, Response and fetch (Fetch Standard), served from the fixtures
// directory, then the site directory (same origin) or the mirror (cross-origin), never the network; installed on first use of any of them (which installs
// encoding.js and url.js first).
// Defines: fetchPart (exports bodies, requestStates, responseStates and lockHeaders, for
//   cache.js). Globals: fetch, Headers, Request, Response.
// Uses: lazyPart (core.js), encodingPart (encoding.js), urlPart (url.js), formDataPart
//   (formdata.js, a later part: a FormData body, body.formData()); the install function
//   takes everything else it uses as parameters: the helpers of core.js, scriptURL (worker.js)
//   and what the encoding and URL parts export. URL, URLSearchParams and Blob through the global.

const fetchPart = lazyPart(['fetch', 'Headers', 'Request', 'Response'], () => (function installFetch({
  host, define, secret, OriginalPromise, resolved, isObject, dictionary, byteCopy, freshBuffer, scriptURL,
}, { blobBytesOf }, { doubleDot, percentDecode, toUSV, climbs }) {
  const httpWhitespace = /^[\t\n\r ]+|[\t\n\r ]+$/g;
  const tokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
  class Headers {
    #list = []; #guard = 'none';
    constructor(init) {
      if (init === secret) { this.#guard = 'immutable'; return; }
      if (init !== undefined) this.#fill(init);
    }
    static _lock(headers) { headers.#guard = 'immutable'; return headers; }
    #fill(init) {
      if (init instanceof Headers) { for (const [n, v] of init.#list) this.append(n, v); return; }
      if (!isObject(init)) throw new TypeError("Failed to construct 'Headers': The provided value is not of type '(record<ByteString, ByteString> or sequence<sequence<ByteString>>)'.");
      if (typeof init[Symbol.iterator] === 'function') {
        for (const pair of init) {
          const items = Array.from(pair);
          if (items.length !== 2) throw new TypeError("Failed to construct 'Headers': every header must be a [name, value] pair");
          this.append(items[0], items[1]);
        }
      } else for (const key of Object.keys(init)) this.append(key, init[key]);
    }
    #check(name, value) {
      const n = String(name);
      if (!tokenPattern.test(n)) throw new TypeError(`Headers: '${n}' is not a valid HTTP header name.`);
      if (value !== undefined && /[\0\r\n]|[^\x00-\xFF]/.test(value)) throw new TypeError(`Headers: '${value}' is not a valid HTTP header value.`);
      if (this.#guard === 'immutable') throw new TypeError('Headers: these headers are immutable');
      return n.toLowerCase();
    }
    append(name, value) { const v = String(value).replace(httpWhitespace, ''); const n = this.#check(name, v); this.#list.push([n, v]); }
    set(name, value) {
      const v = String(value).replace(httpWhitespace, '');
      const n = this.#check(name, v);
      const at = this.#list.findIndex(([k]) => k === n);
      if (at < 0) this.#list.push([n, v]);
      else { this.#list[at][1] = v; this.#list = this.#list.filter(([k], i) => i <= at || k !== n); }
    }
    delete(name) { const n = this.#check(name); this.#list = this.#list.filter(([k]) => k !== n); }
    get(name) {
      const n = String(name);
      if (!tokenPattern.test(n)) throw new TypeError(`Headers: '${n}' is not a valid HTTP header name.`);
      const values = this.#list.filter(([k]) => k === n.toLowerCase()).map(([, v]) => v);
      return values.length === 0 ? null : values.join(', ');
    }
    getSetCookie() { return this.#list.filter(([k]) => k === 'set-cookie').map(([, v]) => v); }
    has(name) {
      const n = String(name);
      if (!tokenPattern.test(n)) throw new TypeError(`Headers: '${n}' is not a valid HTTP header name.`);
      return this.#list.some(([k]) => k === n.toLowerCase());
    }
    #sorted() {
      const names = [...new Set(this.#list.map(([k]) => k))].sort();
      const out = [];
      for (const n of names) {
        if (n === 'set-cookie') for (const v of this.getSetCookie()) out.push([n, v]);
        else out.push([n, this.get(n)]);
      }
      return out;
    }
    forEach(callback, thisArg) { for (const [n, v] of this.#sorted()) callback.call(thisArg, v, n, this); }
    *entries() { yield* this.#sorted(); }
    *keys() { for (const [n] of this.#sorted()) yield n; }
    *values() { for (const [, v] of this.#sorted()) yield v; }
    [Symbol.iterator]() { return this.entries(); }
    get [Symbol.toStringTag]() { return 'Headers'; }
  }
  const lockHeaders = Headers._lock;
  delete Headers._lock;

  // Extracts a body: [bytes or null, content type or null].
  const extractBody = (body) => {
    if (body == null) return [null, null];
    if (typeof body === 'string') return [host.utf8Encode(body), 'text/plain;charset=UTF-8'];
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return [byteCopy(body, 'body'), null];
    if (body instanceof URLSearchParams) return [host.utf8Encode(body.toString()), 'application/x-www-form-urlencoded;charset=UTF-8'];
    if (body instanceof Blob) return [blobBytesOf(body).slice(), body.type === '' ? null : body.type];
    // A FormData exists only once formdata.js is installed (peeked: no FormData, none to extract).
    const forms = formDataPart(true);
    if (forms !== null && forms.isFormData(body)) return forms.serialize(body, blobBytesOf);
    return [host.utf8Encode(String(body)), 'text/plain;charset=UTF-8'];
  };

  // The body mixin, shared by Request and Response.
  const bodies = new WeakMap();
  const consume = (owner, what, convert) => {
    const body = bodies.get(owner);
    if (!body) return OriginalPromise.reject(new TypeError(`${what}: illegal invocation`));
    if (body.used) return OriginalPromise.reject(new TypeError(`Failed to execute '${what}': body stream already read`));
    // A null body is read as empty and stays unused (Fetch: bodyUsed is false without a body).
    const bytes = body.bytes || new Uint8Array(0);
    if (body.bytes !== null) { body.used = true; body.bytes = null; }
    try { return resolved(convert(bytes, body)); } catch (error) { return OriginalPromise.reject(error); }
  };
  const bodyMethods = {
    get bodyUsed() { const body = bodies.get(this); return !!body && body.used; },
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
    formData() { return consume(this, 'formData', (bytes, body) => formDataPart().parse(bytes, body.headers.get('content-type'))); },
  };
  const mixBody = (Class) => {
    for (const key of Object.keys(Object.getOwnPropertyDescriptors(bodyMethods)))
      Object.defineProperty(Class.prototype, key, Object.assign(Object.getOwnPropertyDescriptor(bodyMethods, key), { enumerable: false }));
  };

  const parseForFetch = (url, what) => {
    const parsed = URL.parse(toUSV(url), scriptURL);
    if (!parsed) throw new TypeError(`${what}: Invalid URL '${String(url)}'`);
    return parsed;
  };

  const requestStates = new WeakMap();
  class Request {
    constructor(input, init) {
      if (arguments.length < 1) throw new TypeError("Failed to construct 'Request': 1 argument required, but only 0 present.");
      const o = dictionary(init, 'Request');
      const from = input instanceof Request ? requestStates.get(input) : null;
      const state = {
        url: from ? from.url : parseForFetch(input, "Failed to construct 'Request'").href,
        raw: from ? from.raw : String(input),
        method: from ? from.method : 'GET',
        mode: o.mode !== undefined ? String(o.mode) : from ? from.mode : 'cors',
        credentials: o.credentials !== undefined ? String(o.credentials) : from ? from.credentials : 'same-origin',
        cache: o.cache !== undefined ? String(o.cache) : from ? from.cache : 'default',
        redirect: o.redirect !== undefined ? String(o.redirect) : from ? from.redirect : 'follow',
      };
      if (o.method !== undefined) {
        const method = String(o.method);
        if (!tokenPattern.test(method)) throw new TypeError(`Failed to construct 'Request': '${method}' is not a valid HTTP method.`);
        const upper = method.toUpperCase();
        if (['CONNECT', 'TRACE', 'TRACK'].includes(upper)) throw new TypeError(`Failed to construct 'Request': '${method}' HTTP method is unsupported.`);
        state.method = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'].includes(upper) ? upper : method;
      }
      const headers = new Headers(o.headers !== undefined ? o.headers : from ? from.headers : undefined);
      let bytes = null;
      if (o.body != null) {
        if (state.method === 'GET' || state.method === 'HEAD') throw new TypeError("Failed to construct 'Request': Request with GET/HEAD method cannot have body.");
        const [extracted, type] = extractBody(o.body);
        bytes = extracted;
        if (type !== null && !headers.has('content-type')) headers.append('content-type', type);
      } else if (from) {
        const body = bodies.get(input);
        if (body.used) throw new TypeError("Failed to construct 'Request': Cannot construct a Request with a Request object that has already been used.");
        bytes = body.bytes;
        if (bytes !== null) body.used = true;
      }
      state.headers = headers;
      requestStates.set(this, state);
      bodies.set(this, { bytes, used: false, headers });
    }
    get url() { return requestStates.get(this).url; }
    get method() { return requestStates.get(this).method; }
    get headers() { return requestStates.get(this).headers; }
    get mode() { return requestStates.get(this).mode; }
    get credentials() { return requestStates.get(this).credentials; }
    get cache() { return requestStates.get(this).cache; }
    get redirect() { return requestStates.get(this).redirect; }
    get destination() { return ''; }
    get referrer() { return 'about:client'; }
    get body() { return null; }
    clone() {
      const body = bodies.get(this);
      if (body.used) throw new TypeError("Failed to execute 'clone' on 'Request': Request body is already used");
      const copy = new Request(this.url, { method: this.method, headers: this.headers, mode: this.mode, credentials: this.credentials, cache: this.cache, redirect: this.redirect });
      requestStates.get(copy).raw = requestStates.get(this).raw;
      bodies.get(copy).bytes = body.bytes === null ? null : body.bytes.slice();
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
      const headers = new Headers(o.headers);
      let bytes = null;
      if (body !== null && body !== undefined) {
        if (nullBodyStatus.includes(status)) throw new TypeError("Failed to construct 'Response': Response with null body status cannot have body");
        const [extracted, type] = extractBody(body);
        bytes = extracted;
        if (type !== null && !headers.has('content-type')) headers.append('content-type', type);
      }
      responseStates.set(this, { status, statusText, headers, type: 'default', url: '', redirected: false });
      bodies.set(this, { bytes, used: false, headers });
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
    get body() { return null; }
    clone() {
      const body = bodies.get(this);
      if (body.used) throw new TypeError("Failed to execute 'clone' on 'Response': Response body is already used");
      const state = responseStates.get(this);
      const copy = new Response(null, { status: state.status === 0 ? 200 : state.status, statusText: state.statusText, headers: state.headers });
      Object.assign(responseStates.get(copy), { status: state.status, type: state.type, url: state.url, redirected: state.redirected });
      bodies.get(copy).bytes = body.bytes === null ? null : body.bytes.slice();
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
  const fixtureResponse = (request) => {
    const state = requestStates.get(request);
    const url = new URL(state.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new TypeError(`fetch: '${url.protocol}' URLs are refused; this worker serves only http(s) and relative URLs, from its fixtures directory`);
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
    bodies.get(response).bytes = state.method === 'HEAD' ? null : bytes;
    Object.assign(responseStates.get(response), { type: 'basic', url: url.href.replace(/#.*$/s, '') });
    lockHeaders(response.headers);
    return response;
  };
  define('fetch', function fetch(input, init) {
    try {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'fetch': 1 argument required, but only 0 present.");
      return resolved(fixtureResponse(new Request(input, init)));
    } catch (error) {
      return OriginalPromise.reject(error);
    }
  });
  define('Headers', Headers);
  define('Request', Request);
  define('Response', Response);
  return { bodies, requestStates, responseStates, lockHeaders };
})({ host, define, secret, OriginalPromise, resolved, isObject, dictionary, byteCopy, freshBuffer, scriptURL },
  encodingPart(), urlPart()));
