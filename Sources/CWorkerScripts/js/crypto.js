// crypto.js: self.crypto (Web Cryptography API) as far as push handlers use it:
// getRandomValues (the kernel's randomness, getrandom(2) through the host), randomUUID (a
// version 4 UUID), and crypto.subtle.digest for SHA-1, SHA-256, SHA-384 and SHA-512 (hashed
// natively: CWebCrypto). Other SubtleCrypto operations reject with NotSupportedError.
// Installed on first use of `crypto` (one accessor a context, not three). Globals: crypto, and
// Crypto and SubtleCrypto once it is installed.
// Uses: lazyPart (core.js); the install function takes everything else it uses as parameters.

lazyPart(['crypto'], () => (function installCrypto({ host, define, dom, OriginalPromise, isObject }) {
  const secretKey = Symbol('crypto');
  const tag = (constructor, name) => Object.defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
  // getRandomValues takes integer typed arrays only (WebCrypto 10.1.1).
  const integerArrays = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array, BigUint64Array];
  const isIntegerArray = (value) => {
    for (let i = 0; i < integerArrays.length; i++) if (value instanceof integerArrays[i]) return true;
    return false;
  };
  // The bytes of a BufferSource, copied (the caller may change its buffer once digest returns).
  // A detached buffer holds no bytes (WebIDL: "get a copy of the bytes held by the buffer source").
  const bufferSourceBytes = (data, what) => {
    if (data instanceof ArrayBuffer) return data.detached ? new Uint8Array(0) : new Uint8Array(data.slice(0));
    if (ArrayBuffer.isView(data)) {
      if (data.buffer.detached) return new Uint8Array(0);
      return new Uint8Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    }
    throw new TypeError(`Failed to execute '${what}' on 'SubtleCrypto': parameter 2 is not of type '(ArrayBuffer or ArrayBufferView)'.`);
  };
  const digestNames = { 'SHA-1': 1, 'SHA-256': 256, 'SHA-384': 384, 'SHA-512': 512 };
  const unsupported = (name) => function () {
    return OriginalPromise.reject(dom(`SubtleCrypto.${name} is not supported by this worker (only digest is)`, 'NotSupportedError'));
  };
  class SubtleCrypto {
    constructor(key) { if (key !== secretKey) throw new TypeError('Illegal constructor'); }
    digest(algorithm, data) {
      try {
        if (arguments.length < 2) throw new TypeError("Failed to execute 'digest' on 'SubtleCrypto': 2 arguments required.");
        const name = isObject(algorithm) ? algorithm.name : algorithm;
        if (name === undefined) throw new TypeError("Failed to execute 'digest' on 'SubtleCrypto': the algorithm has no name.");
        const number = digestNames[String(name).toUpperCase()];
        // The bytes are read before the algorithm is checked, as the specification's steps do.
        const bytes = bufferSourceBytes(data, 'digest');
        if (number === undefined) throw dom(`Unrecognized name: ${String(name)}`, 'NotSupportedError');
        return OriginalPromise.resolve(host.digest(number, bytes).buffer);
      } catch (error) { return OriginalPromise.reject(error); }
    }
  }
  const others = ['encrypt', 'decrypt', 'sign', 'verify', 'generateKey', 'deriveKey', 'deriveBits', 'importKey', 'exportKey', 'wrapKey', 'unwrapKey'];
  for (let i = 0; i < others.length; i++)
    Object.defineProperty(SubtleCrypto.prototype, others[i], { value: unsupported(others[i]), writable: true, configurable: true });
  const subtle = new SubtleCrypto(secretKey);
  const hex = '0123456789abcdef';
  class Crypto {
    constructor(key) { if (key !== secretKey) throw new TypeError('Illegal constructor'); }
    get subtle() { return subtle; }
    getRandomValues(array) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'getRandomValues' on 'Crypto': 1 argument required, but only 0 present.");
      if (!isIntegerArray(array)) throw dom("Failed to execute 'getRandomValues' on 'Crypto': The provided ArrayBufferView is not an integer array type.", 'TypeMismatchError');
      if (array.byteLength > 65536)
        throw dom(`Failed to execute 'getRandomValues' on 'Crypto': The ArrayBufferView's byte length (${array.byteLength}) exceeds the number of bytes of entropy available via this API (65536).`, 'QuotaExceededError');
      host.randomFill(array);
      return array;
    }
    randomUUID() {
      const bytes = host.randomFill(new Uint8Array(16));
      bytes[6] = (bytes[6] & 0x0f) | 0x40;
      bytes[8] = (bytes[8] & 0x3f) | 0x80;
      let text = '';
      for (let i = 0; i < 16; i++) {
        if (i === 4 || i === 6 || i === 8 || i === 10) text += '-';
        text += hex[bytes[i] >> 4] + hex[bytes[i] & 15];
      }
      return text;
    }
  }
  tag(Crypto, 'Crypto');
  tag(SubtleCrypto, 'SubtleCrypto');
  define('Crypto', Crypto);
  define('SubtleCrypto', SubtleCrypto);
  define('crypto', new Crypto(secretKey));
})({ host, define, dom, OriginalPromise, isObject }));
