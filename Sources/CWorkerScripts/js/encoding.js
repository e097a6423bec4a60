// encoding.js: TextEncoder and TextDecoder (Encoding Standard: every encoding's decoder), atob and btoa
// (HTML, forgiving-base64), Blob (File API, in memory); installed on first use of any of them.
// Defines: encodingPart (exports blobBytesOf: a Blob's bytes, for fetch.js; and Blob, TextEncoder
//   and TextDecoder themselves, for the parts that make or check them: a script may replace the
//   globals). Globals: TextEncoder, TextDecoder, btoa, atob, Blob.
// Uses: lazyPart (core.js), streamsPart (deferred.js, a later part: Blob.stream()); the install
//   function takes everything else it uses as parameters.

const encodingPart = lazyPart(['TextEncoder', 'TextDecoder', 'btoa', 'atob', 'Blob'], () => (function installEncoding({
  host, define, resolved, isObject, dictionary, dom, byteCopy, freshBuffer,
}) {
  // ---- Encoding Standard: UTF-8 here and in host.utf8Decode, every other decoder in host.decode (C).
  // SharedArrayBuffer.prototype's byteLength getter, a brand check: JSC has no SharedArrayBuffer
  // global outside cross-origin isolation, but a shared WebAssembly.Memory's buffer is one.
  let sharedByteLength;
  const isShared = (value) => {
    if (sharedByteLength === undefined) {
      try {
        const prototype = Object.getPrototypeOf(new WebAssembly.Memory({ shared: true, initial: 0, maximum: 0 }).buffer);
        sharedByteLength = Object.getOwnPropertyDescriptor(prototype, 'byteLength').get;
      } catch { sharedByteLength = null; }
    }
    if (!sharedByteLength || !isObject(value)) return false;
    try { sharedByteLength.call(value); return true; } catch { return false; }
  };
  const viewBytes = (input, what) => {
    if (input === undefined) return new Uint8Array(0);
    if (input instanceof ArrayBuffer) return new Uint8Array(input);
    if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    if (isShared(input)) return new Uint8Array(input);
    throw new TypeError(`${what}: the input must be an ArrayBuffer or an ArrayBufferView`);
  };
  class TextEncoder {
    get encoding() { return 'utf-8'; }
    encode(input = '') { return host.utf8Encode(String(input)); }
    encodeInto(source, destination) {
      if (!(destination instanceof Uint8Array)) throw new TypeError("Failed to execute 'encodeInto' on 'TextEncoder': parameter 2 is not of type 'Uint8Array'.");
      const text = String(source);
      let read = 0, written = 0;
      for (let i = 0; i < text.length;) {
        let cp = text.codePointAt(i);
        const units = cp > 0xFFFF ? 2 : 1;
        if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
        const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        if (written + size > destination.length) break;
        if (size === 1) destination[written] = cp;
        else if (size === 2) { destination[written] = 0xC0 | (cp >> 6); destination[written + 1] = 0x80 | (cp & 63); }
        else if (size === 3) { destination[written] = 0xE0 | (cp >> 12); destination[written + 1] = 0x80 | ((cp >> 6) & 63); destination[written + 2] = 0x80 | (cp & 63); }
        else { destination[written] = 0xF0 | (cp >> 18); destination[written + 1] = 0x80 | ((cp >> 12) & 63); destination[written + 2] = 0x80 | ((cp >> 6) & 63); destination[written + 3] = 0x80 | (cp & 63); }
        written += size; read += units; i += units;
      }
      return { read, written };
    }
  }
  // How many bytes at the end of `bytes` start a UTF-8 sequence that more input could still complete.
  const incompleteTail = (bytes) => {
    const n = bytes.length;
    for (let k = 1; k <= 3 && k <= n; k++) {
      const c = bytes[n - k];
      if (c >= 0x80 && c <= 0xBF) continue;
      const need = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xC2 && c <= 0xDF ? 2 : 1;
      if (need <= k) return 0;
      if (k >= 2) {
        const second = bytes[n - k + 1];
        const lower = c === 0xE0 ? 0xA0 : c === 0xF0 ? 0x90 : 0x80;
        const upper = c === 0xED ? 0x9F : c === 0xF4 ? 0x8F : 0xBF;
        if (second < lower || second > upper) return 0;
      }
      return k;
    }
    return 0;
  };
  // Every other encoding decodes in C (host.decode), its state kept here between calls.
  const utf8 = 0;
  class TextDecoder {
    #encoding; #name; #fatal; #ignoreBOM; #pending = null; #bomSeen = false; #streaming = false; #state = null;
    constructor(label = 'utf-8', options) {
      const text = String(label);
      const o = dictionary(options, 'TextDecoder');
      const encoding = text === 'utf-8' ? utf8 : host.encodingFor(text);
      const name = encoding === utf8 ? 'utf-8' : encoding < 0 ? 'replacement' : host.encodingName(encoding);
      if (name === 'replacement') throw new RangeError(`Failed to construct 'TextDecoder': The encoding label provided ('${text}') is invalid.`);
      this.#encoding = encoding;
      this.#name = name;
      this.#fatal = !!o.fatal;
      this.#ignoreBOM = !!o.ignoreBOM;
    }
    get encoding() { return this.#name; }
    get fatal() { return this.#fatal; }
    get ignoreBOM() { return this.#ignoreBOM; }
    // Both arguments optional (WebIDL): decode.length is 0.
    decode(input = undefined, options = undefined) {
      let bytes = viewBytes(input, 'TextDecoder.decode');
      const stream = !!dictionary(options, 'TextDecoder.decode').stream;
      if (this.#encoding !== utf8) return this.#decodeOther(bytes, stream);
      if (!this.#streaming) { this.#bomSeen = false; this.#pending = null; }
      if (this.#pending) {
        const joined = new Uint8Array(this.#pending.length + bytes.length);
        joined.set(this.#pending, 0); joined.set(bytes, this.#pending.length);
        bytes = joined; this.#pending = null;
      }
      this.#streaming = stream;
      if (stream) {
        const cut = incompleteTail(bytes);
        if (cut > 0) { this.#pending = bytes.slice(bytes.length - cut); bytes = bytes.subarray(0, bytes.length - cut); }
      }
      if (bytes.length === 0) return '';
      const strip = !this.#ignoreBOM && !this.#bomSeen;
      this.#bomSeen = true;
      try { return host.utf8Decode(bytes, this.#fatal, strip); }
      catch (error) { this.#streaming = false; this.#pending = null; throw new TypeError("Failed to execute 'decode' on 'TextDecoder': The encoded data was not valid."); }
    }
    #decodeOther(bytes, stream) {
      if (this.#state === null) this.#state = new Uint8Array(16);
      else if (!this.#streaming) this.#state.fill(0);
      if (!this.#streaming) this.#bomSeen = false;
      this.#streaming = stream;
      let text;
      try { text = host.decode(this.#encoding, bytes, this.#state, !stream, this.#fatal); }
      catch (error) { this.#streaming = false; throw new TypeError(`Failed to execute 'decode' on 'TextDecoder': The encoded data was not valid ${this.#name}.`); }
      // UTF-16's byte order mark, once at the start of a stream, unless ignoreBOM.
      if (!this.#bomSeen && text.length > 0 && (this.#name === 'utf-16le' || this.#name === 'utf-16be')) {
        this.#bomSeen = true;
        if (!this.#ignoreBOM && text.charCodeAt(0) === 0xFEFF) text = text.slice(1);
      }
      return text;
    }
  }
  for (const [constructor, name] of [[TextEncoder, 'TextEncoder'], [TextDecoder, 'TextDecoder']])
    Object.defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
  define('TextEncoder', TextEncoder);
  define('TextDecoder', TextDecoder);

  // ---- atob / btoa (HTML, forgiving-base64).
  const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  define('btoa', function btoa(data) {
    if (arguments.length < 1) throw new TypeError("Failed to execute 'btoa': 1 argument required, but only 0 present.");
    const text = String(data);
    let out = '';
    for (let i = 0; i < text.length; i += 3) {
      const a = text.charCodeAt(i), b = text.charCodeAt(i + 1), c = text.charCodeAt(i + 2);
      if (a > 0xFF || b > 0xFF || c > 0xFF)
        throw dom("Failed to execute 'btoa': The string to be encoded contains characters outside of the Latin1 range.", 'InvalidCharacterError');
      const n = (a << 16) | ((b || 0) << 8) | (c || 0);
      out += base64Alphabet[n >> 18] + base64Alphabet[(n >> 12) & 63];
      out += i + 1 < text.length ? base64Alphabet[(n >> 6) & 63] : '=';
      out += i + 2 < text.length ? base64Alphabet[n & 63] : '=';
    }
    return out;
  });
  define('atob', function atob(data) {
    if (arguments.length < 1) throw new TypeError("Failed to execute 'atob': 1 argument required, but only 0 present.");
    let text = String(data).replace(/[\t\n\f\r ]/g, '');
    if (text.length % 4 === 0) text = text.replace(/==?$/, '');
    if (text.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(text))
      throw dom("Failed to execute 'atob': The string to be decoded is not correctly encoded.", 'InvalidCharacterError');
    let out = '', buffer = 0, bits = 0;
    for (let i = 0; i < text.length; i++) {
      buffer = (buffer << 6) | base64Alphabet.indexOf(text[i]);
      bits += 6;
      if (bits >= 8) { bits -= 8; out += String.fromCharCode((buffer >> bits) & 0xFF); buffer &= (1 << bits) - 1; }
    }
    return out;
  });

  // ---- Blob (File API), in memory.
  class Blob {
    #bytes; #type;
    constructor(parts, options) {
      const o = dictionary(options, 'Blob');
      const chunks = [];
      if (parts !== undefined) {
        if (!isObject(parts) || typeof parts[Symbol.iterator] !== 'function') throw new TypeError("Failed to construct 'Blob': The provided value cannot be converted to a sequence.");
        for (const part of parts) {
          if (part instanceof Blob) chunks.push(part.#bytes);
          else if (part instanceof ArrayBuffer || ArrayBuffer.isView(part)) chunks.push(byteCopy(part, 'Blob part'));
          else chunks.push(host.utf8Encode(String(part)));
        }
      }
      const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const bytes = new Uint8Array(size);
      let at = 0;
      for (const chunk of chunks) { bytes.set(chunk, at); at += chunk.length; }
      this.#bytes = bytes;
      const type = o.type === undefined ? '' : String(o.type);
      this.#type = /^[\x20-\x7E]*$/.test(type) ? type.toLowerCase() : '';
    }
    get size() { return this.#bytes.length; }
    get type() { return this.#type; }
    slice(start = 0, end = this.#bytes.length, type = '') {
      const size = this.#bytes.length;
      const clamp = (v) => { v = Math.trunc(Number(v)) || 0; return v < 0 ? Math.max(size + v, 0) : Math.min(v, size); };
      const from = clamp(start), to = clamp(end);
      return new Blob([this.#bytes.subarray(from, Math.max(from, to))], { type: String(type) });
    }
    text() { return resolved(host.utf8Decode(this.#bytes, false, true)); }
    arrayBuffer() { return resolved(freshBuffer(this.#bytes)); }
    bytes() { return resolved(new Uint8Array(freshBuffer(this.#bytes))); }
    // A byte stream of a copy of the bytes (streams.js, installed on the first call).
    stream() { return streamsPart().bytesStream(this.#bytes.slice()); }
    get [Symbol.toStringTag]() { return 'Blob'; }
    static _bytes(blob) { return blob.#bytes; }
  }
  const blobBytesOf = Blob._bytes;
  delete Blob._bytes;
  define('Blob', Blob);
  return { blobBytesOf, Blob, TextEncoder, TextDecoder };
})({ host, define, resolved, isObject, dictionary, dom, byteCopy, freshBuffer }));
