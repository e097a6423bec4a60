// subscription.js: the worker's push subscription (Push API: PushSubscription,
// PushSubscriptionOptions), installed on first use of pushManager.getSubscription() or
// subscribe(), or of either interface. The subscription is --subscription's JSON (what a
// browser's toJSON() gives, checked by memlab) or a fixed synthetic one.
// Defines: subscriptionPart (exports getSubscription and subscribe, for notifications.js, whose
//   pushManager calls them once the prelude has run). Globals: PushSubscription,
//   PushSubscriptionOptions.
// Uses: lazyPart (core.js); the install function takes everything else it uses as parameters:
//   host, define, secret, resolved, OriginalPromise, isObject, dictionary, byteCopy, freshBuffer,
//   dom (core.js).

const subscriptionPart = lazyPart(['PushSubscription', 'PushSubscriptionOptions'], () => (function installSubscription({
  host, define, secret, resolved, OriginalPromise, isObject, dictionary, byteCopy, freshBuffer, dom,
}) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const toBase64URL = (bytes) => {
    let out = '';
    for (let i = 0; i < bytes.length; i += 3) {
      const n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0);
      out += alphabet[n >> 18] + alphabet[(n >> 12) & 63];
      if (i + 1 < bytes.length) out += alphabet[(n >> 6) & 63];
      if (i + 2 < bytes.length) out += alphabet[n & 63];
    }
    return out;
  };
  // base64url (the standard alphabet too, padding optional): the bytes, or null when it is not base64.
  const fromBase64URL = (text) => {
    const clean = String(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    if (!/^[A-Za-z0-9_-]*$/.test(clean) || clean.length % 4 === 1) return null;
    const bytes = new Uint8Array(Math.floor(clean.length * 3 / 4));
    let bits = 0, value = 0, n = 0;
    for (let i = 0; i < clean.length; i++) {
      value = (value << 6) | alphabet.indexOf(clean[i]); bits += 6;
      if (bits >= 8) { bits -= 8; bytes[n++] = (value >> bits) & 255; }
    }
    return bytes;
  };
  // The synthetic subscription: Safari's push service's endpoint form, a P-256 public key's
  // shape (65 bytes, 0x04 first) and a 16-byte auth secret; fixed bytes, not a usable key.
  const synthetic = () => {
    const p256dh = new Uint8Array(65); p256dh[0] = 4;
    for (let i = 1; i < 65; i++) p256dh[i] = (i * 37 + 11) & 255;
    const auth = new Uint8Array(16);
    for (let i = 0; i < 16; i++) auth[i] = (i * 53 + 7) & 255;
    return { endpoint: 'https://web.push.apple.com/memlab-synthetic-subscription', expirationTime: null, keys: { p256dh: toBase64URL(p256dh), auth: toBase64URL(auth) } };
  };
  const given = host.subscription;
  const json = given === '' ? synthetic() : JSON.parse(given);

  class PushSubscriptionOptions {
    #userVisibleOnly; #key;
    constructor(key, userVisibleOnly, applicationServerKey) {
      if (key !== secret) throw new TypeError('Illegal constructor');
      this.#userVisibleOnly = userVisibleOnly; this.#key = applicationServerKey;
    }
    get userVisibleOnly() { return this.#userVisibleOnly; }
    get applicationServerKey() { return this.#key; }
    get [Symbol.toStringTag]() { return 'PushSubscriptionOptions'; }
  }
  const keyNames = ['p256dh', 'auth'];
  let stateOf;
  class PushSubscription {
    #state;
    constructor(key, state) {
      if (key !== secret) throw new TypeError('Illegal constructor');
      this.#state = state;
    }
    static { stateOf = (subscription) => subscription.#state; }
    get endpoint() { return this.#state.endpoint; }
    get expirationTime() { return this.#state.expirationTime; }
    get options() { return this.#state.options; }
    getKey(name) {
      const text = String(name);
      if (!keyNames.includes(text)) throw new TypeError(`Failed to execute 'getKey' on 'PushSubscription': The provided value '${text}' is not a valid enum value of type PushEncryptionKeyName.`);
      return freshBuffer(this.#state.keys[text]);
    }
    toJSON() {
      const state = this.#state;
      return { endpoint: state.endpoint, expirationTime: state.expirationTime, keys: { p256dh: toBase64URL(state.keys.p256dh), auth: toBase64URL(state.keys.auth) } };
    }
    unsubscribe() {
      const state = this.#state;
      const was = current === this && !state.gone;
      state.gone = true;
      if (current === this) { current = null; unsubscribed = true; }
      return resolved(was);
    }
    get [Symbol.toStringTag]() { return 'PushSubscription'; }
  }
  const make = (applicationServerKey) => new PushSubscription(secret, {
    endpoint: String(json.endpoint),
    expirationTime: json.expirationTime == null ? null : Number(json.expirationTime),
    options: new PushSubscriptionOptions(secret, true, applicationServerKey),
    keys: { p256dh: fromBase64URL(json.keys.p256dh), auth: fromBase64URL(json.keys.auth) },
    gone: false,
  });
  const defaultServerKey = () => {
    const bytes = json.applicationServerKey === undefined ? null : fromBase64URL(json.applicationServerKey);
    return bytes === null ? null : freshBuffer(bytes);
  };
  let current = null;
  let unsubscribed = false;
  const getSubscription = () => {
    if (current === null && !unsubscribed) current = make(defaultServerKey());
    return resolved(current);
  };
  const subscribe = (options) => {
    try {
      const o = dictionary(options, 'subscribe');
      let key = null;
      if (o.applicationServerKey != null) {
        const bytes = typeof o.applicationServerKey === 'string' ? fromBase64URL(o.applicationServerKey) : byteCopy(o.applicationServerKey, 'applicationServerKey');
        if (bytes === null || bytes.length === 0) throw dom("Failed to execute 'subscribe' on 'PushManager': The provided applicationServerKey is not valid.", 'InvalidCharacterError');
        key = freshBuffer(bytes);
      }
      // A key other than the current subscription's needs a new subscription (browsers: InvalidStateError).
      const existing = current === null ? null : stateOf(current).options.applicationServerKey;
      if (current !== null && key !== null && existing !== null && toBase64URL(new Uint8Array(existing)) !== toBase64URL(new Uint8Array(key)))
        throw dom('A subscription with a different applicationServerKey already exists; unsubscribe first.', 'InvalidStateError');
      if (current === null || (existing === null && key !== null)) current = make(key !== null ? key : defaultServerKey());
      unsubscribed = false;
      return resolved(current);
    } catch (error) { return OriginalPromise.reject(error); }
  };
  define('PushSubscription', PushSubscription);
  define('PushSubscriptionOptions', PushSubscriptionOptions);
  return { getSubscription, subscribe };
})({ host, define, secret, resolved, OriginalPromise, isObject, dictionary, byteCopy, freshBuffer, dom }));
