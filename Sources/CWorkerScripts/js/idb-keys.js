// idb-keys.js: keys (Indexed Database API 3.0, section 2.5), key paths (2.6) and IDBKeyRange.
// A key is encoded into a string whose UTF-16 code-unit order is the spec's key order, so the
// host (StorageHost.swift) and JavaScript's own string comparison order keys without decoding:
// number 0x10 + 4 units (the IEEE 754 bits, sign-flipped so they sort), date 0x20 + 4 units,
// string 0x30 + its units (0 and 1 escaped as 1 1 and 1 2) + 0, binary 0x40 + each byte + 1,
// then 0, array 0x50 + each element + 0. The encoding is prefix-free: a key followed by another
// sorts by the first, then the second (an index entry is index key + primary key).
// Defines: installIDBKeys (called by idb-database.js; sets ns.encodeKey, ns.decodeKey,
//   ns.splitKey, ns.keyOf, ns.validKeyPath, ns.evaluateKeyPath, ns.extractKey, ns.indexKeys,
//   ns.canInject, ns.injectKey, ns.rangeOf, ns.compareKeys). Globals: IDBKeyRange.
// Uses: g, define, dom, isObject, intrinsics (core.js).

const installIDBKeys = (ns) => {
  // The realm's constructors (core.js), not what a script has put in the globals since.
  const { Object, Array, Date } = intrinsics;
  // Made on first use: a context's first typed array costs it the typed-array family, which
  // opening a database does not need.
  let number64 = null, units = null;
  const bits = () => { number64 = new Float64Array(1); units = new Uint16Array(number64.buffer); };
  const encodeNumber = (tag, n) => {
    if (number64 === null) bits();
    number64[0] = n === 0 ? 0 : n;
    let a = units[3], b = units[2], c = units[1], d = units[0];
    if (a & 0x8000) { a = ~a & 0xFFFF; b = ~b & 0xFFFF; c = ~c & 0xFFFF; d = ~d & 0xFFFF; } else a |= 0x8000;
    return String.fromCharCode(tag, a, b, c, d);
  };
  const decodeNumber = (text, at) => {
    if (number64 === null) bits();
    let a = text.charCodeAt(at), b = text.charCodeAt(at + 1), c = text.charCodeAt(at + 2), d = text.charCodeAt(at + 3);
    if (a & 0x8000) a &= 0x7FFF; else { a = ~a & 0xFFFF; b = ~b & 0xFFFF; c = ~c & 0xFFFF; d = ~d & 0xFFFF; }
    units[3] = a; units[2] = b; units[1] = c; units[0] = d;
    return number64[0];
  };
  const invalid = () => { throw dom('The parameter is not a valid key.', 'DataError'); };
  const bytesOfSource = (v) => (v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
  // Encodes a key (2.5: "convert a value to a key"); DataError for anything else.
  const encode = (v, seen) => {
    if (typeof v === 'number') { if (Number.isNaN(v)) invalid(); return encodeNumber(0x10, v); }
    if (typeof v === 'string') {
      return '\x30' + (/[\0\x01]/.test(v) ? v.replace(/[\0\x01]/g, (m) => (m === '\0' ? '\x01\x01' : '\x01\x02')) : v) + '\0';
    }
    if (!isObject(v)) invalid();
    if (v instanceof Date) { const t = v.getTime(); if (Number.isNaN(t)) invalid(); return encodeNumber(0x20, t); }
    if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) {
      if (v instanceof ArrayBuffer && v.detached) invalid();
      const bytes = bytesOfSource(v);
      let text = '\x40';
      for (let i = 0; i < bytes.length; i += 4096) text += String.fromCharCode.apply(null, Array.from(bytes.subarray(i, i + 4096), (b) => b + 1));
      return text + '\0';
    }
    if (Array.isArray(v)) {
      if (seen.includes(v)) invalid();
      seen.push(v);
      let text = '\x50';
      for (let i = 0; i < v.length; i++) {
        if (!Object.prototype.hasOwnProperty.call(v, i)) invalid();
        text += encode(v[i], seen);
      }
      seen.pop();
      return text + '\0';
    }
    return invalid();
  };
  ns.encodeKey = (v) => encode(v, []);
  // A valid key's encoding, or null when the value is not a valid key.
  ns.keyOf = (v) => { try { return encode(v, []); } catch (error) { return null; } };
  // Decodes the key starting at `at`; returns [key, end].
  const decode = (text, at) => {
    const tag = text.charCodeAt(at);
    if (tag === 0x10) return [decodeNumber(text, at + 1), at + 5];
    if (tag === 0x20) return [new Date(decodeNumber(text, at + 1)), at + 5];
    if (tag === 0x30) {
      const end = text.indexOf('\0', at + 1);
      const body = text.slice(at + 1, end);
      return [body.indexOf('\x01') < 0 ? body : body.replace(/\x01([\x01\x02])/g, (m, c) => (c === '\x01' ? '\0' : '\x01')), end + 1];
    }
    if (tag === 0x40) {
      const end = text.indexOf('\0', at + 1);
      const bytes = new Uint8Array(end - at - 1);
      for (let i = 0; i < bytes.length; i++) bytes[i] = text.charCodeAt(at + 1 + i) - 1;
      return [bytes.buffer, end + 1];
    }
    const list = [];
    at++;
    while (text.charCodeAt(at) !== 0) { const [item, next] = decode(text, at); list.push(item); at = next; }
    return [list, at + 1];
  };
  ns.decodeKey = (text) => decode(text, 0)[0];
  // An index entry (index key + primary key) split into [index key encoding, primary key encoding].
  ns.splitKey = (text) => { const end = decode(text, 0)[1]; return [text.slice(0, end), text.slice(end)]; };
  ns.compareKeys = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

  // ---- Key paths (2.6).
  let identifier = null;
  const simple = /^[$A-Za-z_][$\w]*$/;
  const isIdentifier = (part) => {
    if (simple.test(part)) return true;
    if (identifier === null) identifier = new RegExp('^[\\p{ID_Start}$_][\\p{ID_Continue}$\\u200C\\u200D]*$', 'u');
    return identifier.test(part);
  };
  const validPath = (path) => typeof path === 'string' && (path === '' || path.split('.').every(isIdentifier));
  // A key path as given (a string or a sequence of strings), checked: SyntaxError otherwise.
  ns.validKeyPath = (path) => {
    if (path === null || path === undefined) return null;
    if (Array.isArray(path) || (isObject(path) && typeof path[Symbol.iterator] === 'function' && typeof path !== 'string')) {
      const list = Array.from(path, String);
      if (list.length === 0 || !list.every(validPath)) throw dom('The keyPath argument contains an invalid key path.', 'SyntaxError');
      return list;
    }
    const text = String(path);
    if (!validPath(text)) throw dom('The keyPath argument contains an invalid key path.', 'SyntaxError');
    return text;
  };
  const failure = ns.failure = Symbol('no value at the key path');
  const evaluate = (value, path) => {
    if (Array.isArray(path)) {
      const list = [];
      for (let i = 0; i < path.length; i++) { const item = evaluate(value, path[i]); if (item === failure) return failure; list.push(item); }
      return list;
    }
    if (path === '') return value;
    const parts = path.split('.');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (typeof value === 'string' && part === 'length') value = value.length;
      else if (Array.isArray(value) && part === 'length') value = value.length;
      else if (!isObject(value)) return failure;
      else if (!Object.prototype.hasOwnProperty.call(value, part)) {
        const encoding = encodingPart(true);
        if (encoding !== null && value instanceof encoding.Blob && (part === 'size' || part === 'type')) value = value[part];
        else return failure;
      } else value = value[part];
    }
    return value;
  };
  ns.evaluateKeyPath = evaluate;
  // The key at the key path of a value being stored: its encoding, null when there is no value
  // there; a DataError when the value there is not a valid key.
  ns.extractKey = (value, path) => {
    const found = evaluate(value, path);
    if (found === failure) return null;
    return encode(found, []);
  };
  // An index's keys for a value (its encodings, deduplicated, sorted for multiEntry).
  ns.indexKeys = (value, path, multiEntry) => {
    const found = evaluate(value, path);
    if (found === failure) return [];
    if (multiEntry && Array.isArray(found)) {
      const keys = [];
      for (let i = 0; i < found.length; i++) {
        const key = ns.keyOf(found[i]);
        if (key !== null && !keys.includes(key)) keys.push(key);
      }
      return keys;
    }
    const key = ns.keyOf(found);
    return key === null ? [] : [key];
  };
  ns.canInject = (value, path) => {
    const parts = path.split('.');
    for (let i = 0; i < parts.length - 1; i++) {
      if (!isObject(value)) return false;
      if (!Object.prototype.hasOwnProperty.call(value, parts[i])) return true;
      value = value[parts[i]];
    }
    return isObject(value);
  };
  ns.injectKey = (value, path, key) => {
    const parts = path.split('.');
    for (let i = 0; i < parts.length - 1; i++) {
      if (!Object.prototype.hasOwnProperty.call(value, parts[i])) value[parts[i]] = {};
      value = value[parts[i]];
    }
    value[parts[parts.length - 1]] = key;
  };

  // ---- IDBKeyRange (4.8), with its bounds' encodings kept beside.
  let boundsOf;
  class IDBKeyRange {
    #lower; #upper; #lowerOpen; #upperOpen; #encoded;
    constructor(key) { if (key !== ns.secret) throw new TypeError('Illegal constructor'); }
    static #make(lower, upper, lowerOpen, upperOpen) {
      const range = new IDBKeyRange(ns.secret);
      const lo = lower === undefined ? null : ns.encodeKey(lower);
      const up = upper === undefined ? null : ns.encodeKey(upper);
      if (lo !== null && up !== null && (lo > up || (lo === up && (lowerOpen || upperOpen))))
        throw dom('The lower key is greater than the upper key.', 'DataError');
      range.#lower = lo === null ? undefined : ns.decodeKey(lo);
      range.#upper = up === null ? undefined : ns.decodeKey(up);
      range.#lowerOpen = !!lowerOpen; range.#upperOpen = !!upperOpen;
      range.#encoded = { lower: lo, lowerOpen: !!lowerOpen, upper: up, upperOpen: !!upperOpen };
      return range;
    }
    static { boundsOf = (range) => range.#encoded; }
    static only(value) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'only' on 'IDBKeyRange': 1 argument required, but only 0 present.");
      return IDBKeyRange.#make(value, value, false, false);
    }
    static lowerBound(lower, open = false) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'lowerBound' on 'IDBKeyRange': 1 argument required, but only 0 present.");
      ns.encodeKey(lower);
      return IDBKeyRange.#make(lower, undefined, open, true);
    }
    static upperBound(upper, open = false) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'upperBound' on 'IDBKeyRange': 1 argument required, but only 0 present.");
      ns.encodeKey(upper);
      return IDBKeyRange.#make(undefined, upper, true, open);
    }
    static bound(lower, upper, lowerOpen = false, upperOpen = false) {
      if (arguments.length < 2) throw new TypeError("Failed to execute 'bound' on 'IDBKeyRange': 2 arguments required.");
      ns.encodeKey(lower); ns.encodeKey(upper);
      return IDBKeyRange.#make(lower, upper, lowerOpen, upperOpen);
    }
    get lower() { return this.#lower; }
    get upper() { return this.#upper; }
    get lowerOpen() { return this.#lowerOpen; }
    get upperOpen() { return this.#upperOpen; }
    includes(key) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'includes' on 'IDBKeyRange': 1 argument required, but only 0 present.");
      const k = ns.encodeKey(key), b = this.#encoded;
      if (b.lower !== null && (k < b.lower || (b.lowerOpen && k === b.lower))) return false;
      if (b.upper !== null && (k > b.upper || (b.upperOpen && k === b.upper))) return false;
      return true;
    }
    get [Symbol.toStringTag]() { return 'IDBKeyRange'; }
  }
  ns.IDBKeyRange = IDBKeyRange;
  const unbounded = { lower: null, lowerOpen: false, upper: null, upperOpen: false };
  // "Convert a value to a key range": encoded bounds; null/undefined are unbounded only when allowed.
  ns.rangeOf = (value, nullDisallowed) => {
    if (value instanceof IDBKeyRange) return boundsOf(value);
    if (value === undefined || value === null) {
      if (nullDisallowed) throw dom('No key or key range specified.', 'DataError');
      return unbounded;
    }
    const key = ns.encodeKey(value);
    return { lower: key, lowerOpen: false, upper: key, upperOpen: false };
  };
  define('IDBKeyRange', IDBKeyRange);
};
