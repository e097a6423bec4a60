// cache.js: the Cache API (Service Workers, section 5.4 and 5.5): caches (CacheStorage) and
// Cache, installed on first use of either global (which installs fetch.js). A deferred source
// (scripts.S): one function, evaluated and called (deferred.js) only then. The caches of the
// origin live in the host store (StorageHost.swift) for the worker's whole life: the metadata
// "caches <origin>" lists them in creation order (JSON: [name, table] pairs and the next entry
// number), each cache is a table whose entries are "m" + entry number -> the request and
// response (JSON: URL, method, headers, status, status text, type, response URL) and
// "b" + entry number -> the response body's bytes (one character a byte). A match reads the
// "m" entries only; the body of what matched is read when the Response is made.
// Defines: nothing outside the part. Globals: caches, CacheStorage, Cache.
// Uses (as parameters): host, g, define, secret, dom, OriginalPromise, isObject (core.js); scriptURL
//   (worker.js); fetchPart (fetch.js: its bodies and states, to store and rebuild a response
//   with its URL and type without reading its body twice, and fetch, Request and Response
//   themselves); urlPart (url.js: URL). None through the globals, which a script may replace.

'use strict';
(function installCaches({ host, g, define, secret, dom, OriginalPromise, isObject, scriptURL, fetchPart, urlPart }) {
  const { URL } = urlPart();
  const { bodies, responseStates, lockHeaders, takeBytes, fetch, Request, Response } = fetchPart();
  const origin = scriptURL.split('/').slice(0, 3).join('/');
  const metaName = 'caches ' + origin;
  const readIndex = () => { const text = host.storeMeta(metaName); return text === null ? { caches: [], next: 1 } : JSON.parse(text); };
  const quota = () => dom('The storage quota would be exceeded (see --storage-quota).', 'QuotaExceededError');
  const writeIndex = (transaction, index) => { if (!host.storeSetMeta(transaction, metaName, JSON.stringify(index))) throw quota(); };
  const tableOf = (name) => { const found = readIndex().caches.find((entry) => entry[0] === name); return found === undefined ? 0 : found[1]; };
  const number = (n) => String(n).padStart(12, '0');
  const withoutFragment = (url) => url.replace(/#.*$/s, '');
  const withoutQuery = (url) => withoutFragment(url).replace(/\?.*$/s, '');
  const toRequest = (input) => (input instanceof Request ? input : new Request(input));
  const headerPairs = (headers) => Array.from(headers);
  const pairGet = (pairs, name) => {
    const values = pairs.filter(([k]) => k === name).map(([, v]) => v);
    return values.length === 0 ? null : values.join(', ');
  };
  const varyFields = (pairs) => {
    const vary = pairGet(pairs, 'vary');
    return vary === null ? [] : vary.split(',').map((field) => field.trim().toLowerCase()).filter((field) => field !== '');
  };
  // "Request matches cached item".
  const matches = (request, entry, options) => {
    const ignoreSearch = !!options.ignoreSearch;
    const wanted = ignoreSearch ? withoutQuery(request.url) : withoutFragment(request.url);
    const cached = ignoreSearch ? withoutQuery(entry.url) : withoutFragment(entry.url);
    if (wanted !== cached) return false;
    if (options.ignoreVary) return true;
    for (const field of varyFields(entry.headers)) {
      if (field === '*') return false;
      if (pairGet(entry.requestHeaders, field) !== request.headers.get(field)) return false;
    }
    return true;
  };
  // "Query cache": the entries of a table that match (every entry without a request), in order.
  const query = (table, request, options) => {
    if (request !== null && request.method !== 'GET' && !options.ignoreMethod) return [];
    const found = host.storeRange(table, 'm', false, 'm', false, false, 0, 2);
    const result = [];
    // An entry whose text does not hold the URL sought (as JSON quotes it: an http(s) URL has no
    // character JSON escapes) cannot match it, and is not parsed: a precache of 800 entries
    // queries the table at every put.
    const needle = request === null ? null : '"' + (options.ignoreSearch ? withoutQuery(request.url) : withoutFragment(request.url));
    for (let i = 0; i < found.length; i += 2) {
      if (needle !== null && found[i + 1].indexOf(needle) < 0) continue;
      const entry = JSON.parse(found[i + 1]);
      entry.id = found[i].slice(1);
      if (request === null || matches(request, entry, options)) result.push(entry);
    }
    return result;
  };
  const makeResponse = (table, entry) => {
    // The body's bytes as the host reads them (null: none, undefined: not stored).
    const stored = host.storeGetBytes(table, 'b' + entry.id);
    const bytes = stored === undefined ? null : stored;
    // A network error (status 0, which the constructor refuses) is rebuilt as Response.error() is.
    const response = entry.type === 'error' ? Response.error() : new Response(null, { status: entry.status, statusText: entry.statusText, headers: entry.headers });
    bodies.get(response).bytes = bytes;
    Object.assign(responseStates.get(response), { type: entry.type, url: entry.responseURL });
    if (entry.type !== 'default') lockHeaders(response.headers);
    return response;
  };
  const makeRequest = (entry) => new Request(entry.url, { method: entry.method, headers: entry.requestHeaders });
  const options = (value) => (value == null ? {} : value);
  const attempt = (body) => { try { return OriginalPromise.resolve(body()); } catch (error) { return OriginalPromise.reject(error); } };
  const checkRequest = (request, what) => {
    if (!/^https?:$/.test(new URL(request.url).protocol)) throw new TypeError(`Failed to execute '${what}' on 'Cache': Request scheme '${new URL(request.url).protocol.slice(0, -1)}' is unsupported`);
    if (request.method !== 'GET') throw new TypeError(`Failed to execute '${what}' on 'Cache': Request method '${request.method}' is unsupported`);
  };
  const checkResponse = (response, what) => {
    if (!(response instanceof Response)) throw new TypeError(`Failed to execute '${what}' on 'Cache': parameter 2 is not of type 'Response'.`);
    if (response.status === 206) throw new TypeError(`Failed to execute '${what}' on 'Cache': Partial response (status code 206) is unsupported`);
    if (varyFields(headerPairs(response.headers)).includes('*')) throw new TypeError(`Failed to execute '${what}' on 'Cache': Vary header contains *`);
    if (response.bodyUsed) throw new TypeError(`Failed to execute '${what}' on 'Cache': Response body is already used`);
  };
  // Stores [request, response, body bytes] in one batch: entries they replace go, all or nothing.
  // The request is kept as given, its fragment too (keys() returns it); matching leaves fragments out.
  const store = (name, pairs) => {
    const table = tableOf(name);
    if (table === 0) throw dom('The cache has been deleted.', 'InvalidStateError');
    const transaction = host.storeBegin();
    try {
      const index = readIndex();
      for (const [request, response, bytes] of pairs) {
        for (const old of query(table, request, {})) {
          host.storeDelete(transaction, table, 'm' + old.id, false, 'm' + old.id, false);
          host.storeDelete(transaction, table, 'b' + old.id, false, 'b' + old.id, false);
        }
        const id = number(index.next++);
        const state = responseStates.get(response);
        const entry = {
          url: request.url, method: request.method, requestHeaders: headerPairs(request.headers),
          status: state.status, statusText: state.statusText, headers: headerPairs(state.headers), type: state.type, responseURL: state.url,
        };
        if (!host.storePut(transaction, table, 'm' + id, JSON.stringify(entry))) throw quota();
        // The body as bytes (the host stores them as '\x01' and one character a byte: no string of it is made).
        if (!(bytes === null ? host.storePut(transaction, table, 'b' + id, '\0') : host.storePutBytes(transaction, table, 'b' + id, bytes))) throw quota();
      }
      writeIndex(transaction, index);
      if (!host.storeEnd(transaction, true)) throw quota();
    } catch (error) {
      host.storeEnd(transaction, false);
      throw error;
    }
  };

  // Takes each response's body (its bytes: null for none, whose bodyUsed stays false; a stream
  // body is read to its end first), then stores them.
  const storeTaken = (name, pairs) => {
    const taken = pairs.map(([, response]) => takeBytes(response));
    const triples = (bytes) => pairs.map(([request, response], i) => [request, response, bytes[i]]);
    if (!taken.some((bytes) => bytes instanceof OriginalPromise)) { store(name, triples(taken)); return undefined; }
    return OriginalPromise.all(taken).then((bytes) => { store(name, triples(bytes)); return undefined; });
  };

  class Cache {
    #name;
    constructor(key, name) { if (key !== secret) throw new TypeError('Illegal constructor'); this.#name = name; }
    #table() { return tableOf(this.#name); }
    match(request, o) { return this.matchAll(request, o).then((list) => list[0]); }
    matchAll(request, o) {
      return attempt(() => {
        const table = this.#table();
        if (table === 0) return [];
        const r = request === undefined ? null : toRequest(request);
        return query(table, r, options(o)).map((entry) => makeResponse(table, entry));
      });
    }
    add(request) { return this.addAll([request]).then(() => undefined); }
    addAll(requests) {
      return attempt(() => {
        const list = Array.from(requests, toRequest);
        for (const request of list) checkRequest(request, 'addAll');
        return OriginalPromise.all(list.map((request) => fetch(request))).then((responses) => {
          responses.forEach((response, i) => {
            if (!response.ok) throw new TypeError(`Failed to execute 'addAll' on 'Cache': Request failed with status ${response.status} for ${list[i].url}`);
            checkResponse(response, 'addAll');
          });
          return storeTaken(this.#name, list.map((request, i) => [request, responses[i]]));
        });
      });
    }
    put(request, response) {
      return attempt(() => {
        if (arguments.length < 2) throw new TypeError("Failed to execute 'put' on 'Cache': 2 arguments required.");
        const r = toRequest(request);
        checkRequest(r, 'put');
        checkResponse(response, 'put');
        return storeTaken(this.#name, [[r, response]]);
      });
    }
    delete(request, o) {
      return attempt(() => {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'delete' on 'Cache': 1 argument required, but only 0 present.");
        const table = this.#table();
        if (table === 0) return false;
        const found = query(table, toRequest(request), options(o));
        const transaction = host.storeBegin();
        for (const entry of found) {
          host.storeDelete(transaction, table, 'm' + entry.id, false, 'm' + entry.id, false);
          host.storeDelete(transaction, table, 'b' + entry.id, false, 'b' + entry.id, false);
        }
        if (!host.storeEnd(transaction, true)) throw quota();
        return found.length > 0;
      });
    }
    keys(request, o) {
      return attempt(() => {
        const table = this.#table();
        if (table === 0) return [];
        const r = request === undefined ? null : toRequest(request);
        return query(table, r, options(o)).map(makeRequest);
      });
    }
    get [Symbol.toStringTag]() { return 'Cache'; }
  }

  class CacheStorage {
    constructor(key) { if (key !== secret) throw new TypeError('Illegal constructor'); }
    open(name) {
      return attempt(() => {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'open' on 'CacheStorage': 1 argument required, but only 0 present.");
        name = String(name);
        if (tableOf(name) === 0) {
          const transaction = host.storeBegin();
          try {
            const index = readIndex();
            index.caches.push([name, host.storeNewTable(transaction, `cache '${name}'`, 2)]);
            writeIndex(transaction, index);
            if (!host.storeEnd(transaction, true)) throw quota();
          } catch (error) { host.storeEnd(transaction, false); throw error; }
        }
        return new Cache(secret, name);
      });
    }
    has(name) { return attempt(() => tableOf(String(name)) !== 0); }
    delete(name) {
      return attempt(() => {
        name = String(name);
        const index = readIndex();
        const at = index.caches.findIndex((entry) => entry[0] === name);
        if (at < 0) return false;
        host.storeDropTable(0, index.caches[at][1]);
        index.caches.splice(at, 1);
        host.storeSetMeta(0, metaName, JSON.stringify(index));
        return true;
      });
    }
    keys() { return attempt(() => readIndex().caches.map((entry) => entry[0])); }
    match(request, o) {
      return attempt(() => {
        const opts = options(o);
        const names = opts.cacheName !== undefined ? [String(opts.cacheName)] : readIndex().caches.map((entry) => entry[0]);
        const r = toRequest(request);
        for (const name of names) {
          const table = tableOf(name);
          if (table === 0) continue;
          const found = query(table, r, opts);
          if (found.length > 0) return makeResponse(table, found[0]);
        }
        return undefined;
      });
    }
    get [Symbol.toStringTag]() { return 'CacheStorage'; }
  }
  define('Cache', Cache);
  define('CacheStorage', CacheStorage);
  define('caches', new CacheStorage(secret));
})
