// url.js: URL and URLSearchParams (URL Standard), enough for push handlers: no IDNA, no IPv4
// number forms; installed on first use of either.
// Defines: urlPart (exports doubleDot, percentDecode and toUSV, for fetch.js and worker.js).
//   Globals: URL, URLSearchParams.
// Uses: lazyPart (core.js); the install function takes everything else it uses as parameters.

const urlPart = lazyPart(['URL', 'URLSearchParams'], () => (function installURL({ host, define, isObject }) {
  const specialPorts = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443', 'ftp:': '21', 'file:': '' };
  const isSpecial = (protocol) => Object.prototype.hasOwnProperty.call(specialPorts, protocol);
  const c0 = (cp) => cp <= 0x1F || cp > 0x7E;
  const encodeSet = {
    fragment: ' "<>`',
    query: ' "#<>',
    specialQuery: ' "#<>\'',
    path: ' "#<>?`{}',
    userinfo: ' "#<>?`{}/:;=@[\\]^|',
    opaque: '',
  };
  const percentEncode = (text, set) => {
    let out = '';
    for (const ch of text) {
      const cp = ch.codePointAt(0);
      if (c0(cp) || set.includes(ch)) {
        if (cp >= 0xD800 && cp <= 0xDFFF) out += '%EF%BF%BD';
        else out += encodeURIComponent(ch).replace(/[!'()*~]/g, (m) => '%' + m.charCodeAt(0).toString(16).toUpperCase());
      } else out += ch;
    }
    return out;
  };
  const percentDecodeBytes = (text) => {
    const bytes = host.utf8Encode(text);
    const out = new Uint8Array(bytes.length);
    let n = 0;
    const hex = (b) => (b >= 48 && b <= 57) ? b - 48 : (b >= 65 && b <= 70) ? b - 55 : (b >= 97 && b <= 102) ? b - 87 : -1;
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i] === 37 && i + 2 < bytes.length && hex(bytes[i + 1]) >= 0 && hex(bytes[i + 2]) >= 0) {
        out[n++] = hex(bytes[i + 1]) * 16 + hex(bytes[i + 2]); i += 2;
      } else out[n++] = bytes[i];
    }
    return out.subarray(0, n);
  };
  const percentDecode = (text) => host.utf8Decode(percentDecodeBytes(text), false, false);
  const singleDot = (s) => s === '.' || s.toLowerCase() === '%2e';
  const doubleDot = (s) => ['..', '.%2e', '%2e.', '%2e%2e'].includes(s.toLowerCase());

  const parseHost = (input, special) => {
    if (input.startsWith('[')) {
      if (!input.endsWith(']') || !/^\[[0-9a-fA-F:.]+\]$/.test(input)) return null;
      return input.toLowerCase();
    }
    if (!special) {
      if (/[\0\t\n\r #/:<>?@[\\\]^|]/.test(input)) return null;
      return percentEncode(input, '');
    }
    const decoded = percentDecode(input).toLowerCase();
    if (decoded === '' || /[\0\t\n\r #%/:<>?@[\\\]^|\x00-\x1F\x7F]/.test(decoded)) return null;
    return decoded;
  };

  // Returns a record or null (failure). Paths are arrays of encoded segments, or a string when opaque.
  const parseURL = (rawInput, base) => {
    let input = String(rawInput).replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '').replace(/[\t\n\r]/g, '');
    const record = { protocol: '', username: '', password: '', hostname: '', port: '', path: [], query: null, fragment: null, hasHost: false };
    const takeFragment = () => {
      const at = input.indexOf('#');
      if (at >= 0) { record.fragment = percentEncode(input.slice(at + 1), encodeSet.fragment); input = input.slice(0, at); }
    };
    const takeQuery = () => {
      const at = input.indexOf('?');
      if (at >= 0) { record.query = percentEncode(input.slice(at + 1), isSpecial(record.protocol) ? encodeSet.specialQuery : encodeSet.query); input = input.slice(0, at); }
    };
    const pushPath = (segments, text) => {
      const special = isSpecial(record.protocol);
      const parts = text.split(special ? /[\/\\]/ : /\//);
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        const last = i === parts.length - 1;
        if (doubleDot(part)) { if (segments.length > 0 && !(record.protocol === 'file:' && segments.length === 1 && /^[a-zA-Z]:$/.test(segments[0]))) segments.pop(); if (last) segments.push(''); }
        else if (singleDot(part)) { if (last) segments.push(''); }
        else segments.push(percentEncode(part, encodeSet.path));
      }
      return segments;
    };
    const parseAuthority = (text) => {
      const special = isSpecial(record.protocol);
      const end = text.search(special ? /[\/\\?#]/ : /[\/?#]/);
      let authority = end < 0 ? text : text.slice(0, end);
      const rest = end < 0 ? '' : text.slice(end);
      const at = authority.lastIndexOf('@');
      if (at >= 0) {
        const info = authority.slice(0, at);
        authority = authority.slice(at + 1);
        const colon = info.indexOf(':');
        record.username = percentEncode(colon < 0 ? info : info.slice(0, colon), encodeSet.userinfo);
        record.password = colon < 0 ? '' : percentEncode(info.slice(colon + 1), encodeSet.userinfo);
      }
      let hostText = authority, portText = '';
      const portMatch = /:([^\]:]*)$/.exec(authority);
      if (portMatch && !(authority.startsWith('[') && !authority.includes(']:'))) { hostText = authority.slice(0, portMatch.index); portText = portMatch[1]; }
      if (record.protocol === 'file:') {
        if (hostText === '') { record.hasHost = true; return rest; }
      }
      if (hostText === '' && special) return null;
      const hostname = parseHost(hostText, special);
      if (hostname === null) return null;
      record.hostname = record.protocol === 'file:' && hostname === 'localhost' ? '' : hostname;
      record.hasHost = true;
      if (portText !== '') {
        if (!/^[0-9]+$/.test(portText)) return null;
        const port = Number(portText);
        if (port > 65535) return null;
        record.port = String(port) === specialPorts[record.protocol] ? '' : String(port);
      }
      return rest;
    };

    const scheme = /^([a-zA-Z][a-zA-Z0-9+.\-]*):/.exec(input);
    if (scheme) {
      record.protocol = scheme[1].toLowerCase() + ':';
      input = input.slice(scheme[0].length);
      const special = isSpecial(record.protocol);
      if (special && base && base.protocol === record.protocol && !/^[\/\\]/.test(input) && record.protocol !== 'file:') {
        return relative(record, input, base);
      }
      if (record.protocol === 'file:') {
        if (/^[\/\\]{2}/.test(input)) {
          takeFragment(); takeQuery();
          const rest = parseAuthority(input.slice(2));
          if (rest === null) return null;
          input = rest;
        } else { takeFragment(); takeQuery(); record.hasHost = true; }
        record.path = pushPath([], input.replace(/^[\/\\]/, ''));
        return record;
      }
      if (special) {
        input = input.replace(/^[\/\\]*/, '');
        takeFragment(); takeQuery();
        const rest = parseAuthority(input);
        if (rest === null) return null;
        record.path = pushPath([], rest.replace(/^[\/\\]/, ''));
        return record;
      }
      if (input.startsWith('//')) {
        takeFragment(); takeQuery();
        const rest = parseAuthority(input.slice(2));
        if (rest === null) return null;
        record.path = rest === '' ? [] : pushPath([], rest.replace(/^\//, ''));
        return record;
      }
      takeFragment(); takeQuery();
      if (input.startsWith('/')) { record.path = pushPath([], input.slice(1)); return record; }
      record.path = percentEncode(input, encodeSet.opaque);
      return record;
    }
    if (!base) return null;
    if (typeof base.path === 'string') {
      if (!input.startsWith('#')) return null;
      Object.assign(record, base, { fragment: null });
      takeFragment();
      return record;
    }
    record.protocol = base.protocol;
    return relative(record, input, base);

    function relative(record, input, base) {
      const special = isSpecial(record.protocol);
      const slash = special ? /^[\/\\]/ : /^\//;
      const doubleSlash = special ? /^[\/\\]{2}/ : /^\/\//;
      const hashAt = input.indexOf('#');
      const fragment = hashAt >= 0 ? percentEncode(input.slice(hashAt + 1), encodeSet.fragment) : null;
      let body = hashAt >= 0 ? input.slice(0, hashAt) : input;
      const queryAt = body.indexOf('?');
      const query = queryAt >= 0 ? percentEncode(body.slice(queryAt + 1), special ? encodeSet.specialQuery : encodeSet.query) : null;
      if (queryAt >= 0) body = body.slice(0, queryAt);
      record.fragment = fragment;
      if (doubleSlash.test(body)) {
        record.query = query;
        const rest = parseAuthority(body.slice(2));
        if (rest === null) return null;
        record.path = rest === '' ? (special ? [''] : []) : pushPath([], rest.replace(slash, ''));
        return record;
      }
      record.username = base.username; record.password = base.password; record.hostname = base.hostname; record.port = base.port; record.hasHost = base.hasHost;
      if (slash.test(body)) { record.query = query; record.path = pushPath([], body.slice(1)); return record; }
      if (body === '') {
        record.path = base.path.slice();
        record.query = queryAt >= 0 ? query : base.query;
        return record;
      }
      record.query = query;
      record.path = pushPath(base.path.slice(0, -1), body);
      return record;
    }
  };
  const serializePath = (record) => (typeof record.path === 'string' ? record.path : (record.path.length === 0 && !record.hasHost ? '' : '/' + record.path.join('/')));
  const serializeHost = (record) => record.hostname + (record.port === '' ? '' : ':' + record.port);
  const serializeURL = (record, noFragment) => {
    let out = record.protocol;
    if (record.hasHost) {
      out += '//';
      if (record.username !== '' || record.password !== '') out += record.username + (record.password !== '' ? ':' + record.password : '') + '@';
      out += serializeHost(record);
    } else if (typeof record.path !== 'string' && record.path.length > 1 && record.path[0] === '') out += '/.';
    out += serializePath(record);
    if (record.query !== null) out += '?' + record.query;
    if (!noFragment && record.fragment !== null) out += '#' + record.fragment;
    return out;
  };

  const formEncode = (text) => {
    const bytes = host.utf8Encode(text);
    let out = '';
    for (const b of bytes) {
      if (b === 0x20) out += '+';
      else if ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b === 0x2A || b === 0x2D || b === 0x2E || b === 0x5F) out += String.fromCharCode(b);
      else out += '%' + (b < 16 ? '0' : '') + b.toString(16).toUpperCase();
    }
    return out;
  };
  const formParse = (text) => {
    const list = [];
    for (const piece of text.split('&')) {
      if (piece === '') continue;
      const at = piece.indexOf('=');
      const name = at < 0 ? piece : piece.slice(0, at);
      const value = at < 0 ? '' : piece.slice(at + 1);
      list.push([percentDecode(name.replace(/\+/g, ' ')), percentDecode(value.replace(/\+/g, ' '))]);
    }
    return list;
  };
  const toUSV = (value) => String(value).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

  const paramsOwner = new WeakMap();
  class URLSearchParams {
    #list = [];
    constructor(init = '') {
      if (isObject(init) && !(init instanceof URLSearchParams) && typeof init[Symbol.iterator] === 'function') {
        for (const pair of init) {
          const items = Array.from(pair);
          if (items.length !== 2) throw new TypeError("Failed to construct 'URLSearchParams': each query pair must have exactly two items");
          this.#list.push([toUSV(items[0]), toUSV(items[1])]);
        }
      } else if (init instanceof URLSearchParams) {
        this.#list = init.#list.map(([n, v]) => [n, v]);
      } else if (isObject(init)) {
        for (const key of Object.keys(init)) this.#list.push([toUSV(key), toUSV(init[key])]);
      } else {
        const text = toUSV(init);
        this.#list = formParse(text.startsWith('?') ? text.slice(1) : text);
      }
    }
    static _replace(params, text) { params.#list = formParse(text); }
    #update() { const owner = paramsOwner.get(this); if (owner) owner(this.toString()); }
    get size() { return this.#list.length; }
    append(name, value) { this.#list.push([toUSV(name), toUSV(value)]); this.#update(); }
    delete(name, value) {
      const n = toUSV(name), v = value === undefined ? undefined : toUSV(value);
      this.#list = this.#list.filter(([k, x]) => !(k === n && (v === undefined || x === v)));
      this.#update();
    }
    get(name) { const n = toUSV(name); const hit = this.#list.find(([k]) => k === n); return hit ? hit[1] : null; }
    getAll(name) { const n = toUSV(name); return this.#list.filter(([k]) => k === n).map(([, v]) => v); }
    has(name, value) { const n = toUSV(name), v = value === undefined ? undefined : toUSV(value); return this.#list.some(([k, x]) => k === n && (v === undefined || x === v)); }
    set(name, value) {
      const n = toUSV(name), v = toUSV(value);
      const at = this.#list.findIndex(([k]) => k === n);
      if (at < 0) this.#list.push([n, v]);
      else { this.#list[at][1] = v; this.#list = this.#list.filter(([k], i) => i <= at || k !== n); }
      this.#update();
    }
    sort() {
      this.#list = this.#list.map((pair, i) => [pair, i]).sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1])).map(([pair]) => pair);
      this.#update();
    }
    forEach(callback, thisArg) { for (let i = 0; i < this.#list.length; i++) callback.call(thisArg, this.#list[i][1], this.#list[i][0], this); }
    *entries() { for (let i = 0; i < this.#list.length; i++) yield [this.#list[i][0], this.#list[i][1]]; }
    *keys() { for (const [k] of this.entries()) yield k; }
    *values() { for (const [, v] of this.entries()) yield v; }
    [Symbol.iterator]() { return this.entries(); }
    toString() { return this.#list.map(([n, v]) => formEncode(n) + '=' + formEncode(v)).join('&'); }
    get [Symbol.toStringTag]() { return 'URLSearchParams'; }
  }
  const replaceParams = URLSearchParams._replace;
  delete URLSearchParams._replace;

  class URL {
    #record; #params;
    constructor(url, base) {
      if (arguments.length < 1) throw new TypeError("Failed to construct 'URL': 1 argument required, but only 0 present.");
      let baseRecord;
      if (base !== undefined) {
        baseRecord = parseURL(toUSV(base), undefined);
        if (!baseRecord) throw new TypeError(`Failed to construct 'URL': Invalid base URL '${String(base)}'`);
      }
      const record = parseURL(toUSV(url), baseRecord);
      if (!record) throw new TypeError(`Failed to construct 'URL': Invalid URL '${String(url)}'`);
      this.#record = record;
      this.#params = new URLSearchParams(record.query || '');
      paramsOwner.set(this.#params, (text) => { this.#record.query = text === '' ? null : text; });
    }
    static canParse(url, base) { try { new URL(url, base); return true; } catch (error) { return false; } }
    static parse(url, base) { try { return new URL(url, base); } catch (error) { return null; } }
    get href() { return serializeURL(this.#record, false); }
    set href(value) {
      const record = parseURL(toUSV(value), undefined);
      if (!record) throw new TypeError(`Failed to set 'href' on 'URL': Invalid URL '${String(value)}'`);
      this.#record = record;
      replaceParams(this.#params, record.query || '');
    }
    get origin() {
      const r = this.#record;
      if (r.protocol === 'blob:') { const inner = URL.parse(typeof r.path === 'string' ? r.path : ''); return inner && /^https?:$/.test(inner.protocol) ? inner.origin : 'null'; }
      if (!isSpecial(r.protocol) || r.protocol === 'file:') return 'null';
      return r.protocol + '//' + serializeHost(r);
    }
    get protocol() { return this.#record.protocol; }
    set protocol(value) {
      const match = /^([a-zA-Z][a-zA-Z0-9+.\-]*):?/.exec(String(value));
      if (!match) return;
      const next = match[1].toLowerCase() + ':';
      if (isSpecial(next) !== isSpecial(this.#record.protocol)) return;
      this.#record.protocol = next;
      if (this.#record.port === specialPorts[next]) this.#record.port = '';
    }
    get username() { return this.#record.username; }
    set username(value) { if (this.#record.hasHost && this.#record.hostname !== '') this.#record.username = percentEncode(toUSV(value), encodeSet.userinfo); }
    get password() { return this.#record.password; }
    set password(value) { if (this.#record.hasHost && this.#record.hostname !== '') this.#record.password = percentEncode(toUSV(value), encodeSet.userinfo); }
    get host() { return serializeHost(this.#record); }
    set host(value) {
      const probe = parseURL(this.#record.protocol + '//' + toUSV(value), undefined);
      if (probe && probe.hostname !== '') { this.#record.hostname = probe.hostname; this.#record.port = probe.port; }
    }
    get hostname() { return this.#record.hostname; }
    set hostname(value) {
      const probe = parseURL(this.#record.protocol + '//' + toUSV(value).replace(/[:\/?#].*$/, ''), undefined);
      if (probe && probe.hostname !== '') this.#record.hostname = probe.hostname;
    }
    get port() { return this.#record.port; }
    set port(value) {
      const text = toUSV(value);
      if (text === '') { this.#record.port = ''; return; }
      const digits = /^[0-9]+/.exec(text);
      if (!digits || Number(digits[0]) > 65535) return;
      this.#record.port = String(Number(digits[0])) === specialPorts[this.#record.protocol] ? '' : String(Number(digits[0]));
    }
    get pathname() { return serializePath(this.#record); }
    set pathname(value) {
      if (typeof this.#record.path === 'string') return;
      const text = toUSV(value);
      const special = isSpecial(this.#record.protocol);
      const stripped = (special ? /^[\/\\]/ : /^\//).test(text) ? text.slice(1) : text;
      const saved = { query: this.#record.query, fragment: this.#record.fragment };
      const probe = parseURL(this.#record.protocol + '//h/' + stripped.replace(/[?#]/g, (c) => (c === '?' ? '%3F' : '%23')), undefined);
      if (probe) this.#record.path = probe.path;
      Object.assign(this.#record, saved);
    }
    get search() { const q = this.#record.query; return q === null || q === '' ? '' : '?' + q; }
    set search(value) {
      const text = toUSV(value);
      const body = text.startsWith('?') ? text.slice(1) : text;
      this.#record.query = text === '' ? null : percentEncode(body, isSpecial(this.#record.protocol) ? encodeSet.specialQuery : encodeSet.query);
      replaceParams(this.#params, body);
    }
    get searchParams() { return this.#params; }
    get hash() { const f = this.#record.fragment; return f === null || f === '' ? '' : '#' + f; }
    set hash(value) {
      const text = toUSV(value);
      this.#record.fragment = text === '' ? null : percentEncode(text.startsWith('#') ? text.slice(1) : text, encodeSet.fragment);
    }
    toString() { return this.href; }
    toJSON() { return this.href; }
    get [Symbol.toStringTag]() { return 'URL'; }
  }
  define('URL', URL);
  define('URLSearchParams', URLSearchParams);
  // Whether a '..' of the reference `text`, resolved against `base` (a URL), climbs above the
  // root, which URL parsing would quietly clamp (importScripts and fetch refuse it).
  const climbs = (text, base) => {
    let path = String(text).replace(/[?#].*$/s, '');
    const scheme = /^[a-zA-Z][a-zA-Z0-9+.\-]*:/.exec(path);
    if (scheme) path = path.slice(scheme[0].length);
    let depth;
    if (/^[\/\\]{2}/.test(path)) { path = path.replace(/^[\/\\]{2}[^\/\\]*/, ''); depth = 0; }
    else if (/^[\/\\]/.test(path) || scheme) depth = 0;
    else depth = new URL(base).pathname.split('/').length - 2;
    const segments = path.split(/[\/\\]/);
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i];
      if (segment === '' || segment === '.' || segment.toLowerCase() === '%2e') continue;
      if (doubleDot(segment) || doubleDot(percentDecode(segment))) { if (depth === 0) return true; depth--; } else if (i < segments.length - 1) depth++;
    }
    return false;
  };
  return { doubleDot, percentDecode, percentDecodeBytes, toUSV, climbs };
})({ host, define, isObject }));
