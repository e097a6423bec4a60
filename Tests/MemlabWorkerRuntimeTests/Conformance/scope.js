// Conformance: the global scope a service worker has (HTML workers, Service Workers, DOM
// EventTarget, WebIDL's Symbol.toStringTag), WorkerNavigator, the Web Cryptography API's
// getRandomValues, randomUUID and digest (FIPS 180-4 / NIST CAVP example vectors), and
// AbortController / AbortSignal (DOM). Written from the specifications.
importScripts('harness.js');

const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
const ascii = (text) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const tagOf = (value) => Object.prototype.toString.call(value);

test('self is a ServiceWorkerGlobalScope, on WorkerGlobalScope and EventTarget', () => {
  assert('ServiceWorkerGlobalScope' in self && 'WorkerGlobalScope' in self && 'EventTarget' in self, 'interface objects');
  assert(self instanceof ServiceWorkerGlobalScope && self instanceof WorkerGlobalScope && self instanceof EventTarget, 'instanceof');
  // The interfaces' own chain is a browser's (self's own prototype cannot be: README).
  same(Object.getPrototypeOf(ServiceWorkerGlobalScope.prototype) === WorkerGlobalScope.prototype, true, 'SWGS.prototype.__proto__');
  same(Object.getPrototypeOf(WorkerGlobalScope.prototype) === EventTarget.prototype, true, 'WGS.prototype.__proto__');
  same(Object.getPrototypeOf(EventTarget.prototype) === Object.prototype, true, 'EventTarget.prototype.__proto__');
  same(self.addEventListener === EventTarget.prototype.addEventListener, true, "addEventListener is EventTarget's");
  same(self.dispatchEvent === EventTarget.prototype.dispatchEvent, true, "dispatchEvent is EventTarget's");
  // Only the scope is an instance of the scope interfaces; other targets are EventTargets only.
  same([new EventTarget() instanceof EventTarget, new EventTarget() instanceof WorkerGlobalScope, {} instanceof EventTarget], [true, false, false], 'instanceof others');
  same([self instanceof AbortSignal, self instanceof Event], [false, false], 'self is no AbortSignal');
  throwsNamed('TypeError', () => new ServiceWorkerGlobalScope(), 'ServiceWorkerGlobalScope is not constructible');
  throwsNamed('TypeError', () => new WorkerGlobalScope(), 'WorkerGlobalScope is not constructible');
});
test('Symbol.toStringTag of the scope, events, notifications and the rest', async () => {
  same(tagOf(self), '[object ServiceWorkerGlobalScope]', 'self');
  same(tagOf(new Event('x')), '[object Event]', 'Event');
  same(tagOf(new ExtendableEvent('x')), '[object ExtendableEvent]', 'ExtendableEvent');
  same(tagOf(new PushEvent('push', { data: 'x' })), '[object PushEvent]', 'PushEvent');
  same(tagOf(new PushEvent('push', { data: 'x' }).data), '[object PushMessageData]', 'PushMessageData');
  same(tagOf(new EventTarget()), '[object EventTarget]', 'EventTarget');
  same(tagOf(new DOMException('m')), '[object DOMException]', 'DOMException');
  same(tagOf(navigator), '[object WorkerNavigator]', 'navigator');
  same(tagOf(crypto), '[object Crypto]', 'crypto');
  same(tagOf(crypto.subtle), '[object SubtleCrypto]', 'crypto.subtle');
  same(tagOf(new AbortController()), '[object AbortController]', 'AbortController');
  same(tagOf(new AbortController().signal), '[object AbortSignal]', 'AbortSignal');
  same(tagOf(new ErrorEvent('error')), '[object ErrorEvent]', 'ErrorEvent');
  await self.registration.showNotification('tagged', { tag: 'tagged' });
  const [shown] = await self.registration.getNotifications({ tag: 'tagged' });
  same(tagOf(shown), '[object Notification]', 'Notification');
  shown.close();
});
test('EventTarget is constructible and dispatches to its own listeners only', () => {
  const target = new EventTarget();
  const seen = [];
  const listener = (event) => seen.push([event.type, event.target === target, event.currentTarget === target, event.eventPhase]);
  target.addEventListener('ping', listener);
  target.addEventListener('ping', listener);
  target.addEventListener('ping', { handleEvent: () => seen.push('object') }, { once: true });
  let onSelf = 0;
  self.addEventListener('ping', () => onSelf++);
  same(target.dispatchEvent(new Event('ping')), true, 'not canceled');
  target.dispatchEvent(new Event('ping'));
  same(seen, [['ping', true, true, 2], 'object', ['ping', true, true, 2]], 'listeners, once');
  same(onSelf, 0, "self's listeners are not the target's");
  target.removeEventListener('ping', listener);
  target.dispatchEvent(new Event('ping'));
  same(seen.length, 3, 'removed');
  const cancel = new EventTarget();
  cancel.addEventListener('c', (event) => event.preventDefault());
  same(cancel.dispatchEvent(new Event('c', { cancelable: true })), false, 'canceled');
  throwsNamed('TypeError', () => EventTarget.prototype.addEventListener.call({}, 'x', () => {}), 'illegal invocation');
});
test('navigator is a WorkerNavigator of Safari on iOS, without serviceWorker', () => {
  assert(navigator instanceof WorkerNavigator, 'WorkerNavigator');
  assert(/iPhone/.test(navigator.userAgent) && /Safari/.test(navigator.userAgent) && /AppleWebKit/.test(navigator.userAgent), navigator.userAgent);
  same([navigator.language, navigator.languages, navigator.onLine, navigator.hardwareConcurrency], ['en-US', ['en-US'], true, 1], 'fields');
  same(navigator.serviceWorker, undefined, 'no serviceWorker in a worker');
  same('serviceWorker' in navigator, false, "'serviceWorker' in navigator");
});
test('digest: SHA-1, SHA-256, SHA-384, SHA-512 (FIPS 180-4 examples)', async () => {
  const vectors = {
    'SHA-1': ['a9993e364706816aba3e25717850c26c9cd0d89d', 'da39a3ee5e6b4b0d3255bfef95601890afd80709', '84983e441c3bd26ebaae4aa1f95129e5e54670f1'],
    'SHA-256': ['ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
    'SHA-384': ['cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
      '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
      '3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b'],
    'SHA-512': ['ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
      'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
      '204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445'],
  };
  // "abc", the empty string, and the 448-bit message.
  const messages = ['abc', '', 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'];
  for (const name of Object.keys(vectors)) {
    for (let i = 0; i < messages.length; i++) {
      const digest = await crypto.subtle.digest(name, ascii(messages[i]));
      assert(digest instanceof ArrayBuffer, name + ' resolves an ArrayBuffer');
      same(hex(digest), vectors[name][i], `${name}("${messages[i]}")`);
    }
  }
  // A BufferSource of any kind, a view into a larger buffer, an algorithm object, any case.
  const inner = new Uint8Array([0, 0x61, 0x62, 0x63, 0]).subarray(1, 4);
  same(hex(await crypto.subtle.digest({ name: 'sha-256' }, inner)), vectors['SHA-256'][0], 'subarray, algorithm object, lower case');
  same(hex(await crypto.subtle.digest('SHA-1', ascii('abc').buffer)), vectors['SHA-1'][0], 'ArrayBuffer');
  same(hex(await crypto.subtle.digest('SHA-256', new DataView(ascii('abc').buffer))), vectors['SHA-256'][0], 'DataView');
  // One million 'a's (FIPS 180-4's long example).
  same(hex(await crypto.subtle.digest('SHA-1', new Uint8Array(1000000).fill(0x61))), '34aa973cd4c4daa4f61eeb2bdbad27316534016f', 'a million a');
  await rejectsNamed('NotSupportedError', crypto.subtle.digest('MD5', ascii('abc')), 'unknown algorithm');
  await rejectsNamed('TypeError', crypto.subtle.digest('SHA-256', 'abc'), 'a string is not a BufferSource');
  await rejectsNamed('NotSupportedError', crypto.subtle.importKey('raw', ascii('k'), 'HMAC', false, ['sign']), 'other operations');
});
test('getRandomValues: integer arrays, at most 65536 bytes, filled in place', () => {
  const bytes = new Uint8Array(64);
  same(crypto.getRandomValues(bytes) === bytes, true, 'returns its argument');
  assert(bytes.some((b) => b !== 0), 'filled');
  const a = crypto.getRandomValues(new Uint32Array(8)), b = crypto.getRandomValues(new Uint32Array(8));
  assert(a.some((x, i) => x !== b[i]), 'two calls differ');
  const view = new Uint8Array(16);
  crypto.getRandomValues(view.subarray(8));
  same(Array.from(view.subarray(0, 8)), [0, 0, 0, 0, 0, 0, 0, 0], 'only the view is written');
  for (const Type of [Int8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, BigInt64Array, BigUint64Array]) {
    same(crypto.getRandomValues(new Type(4)).length, 4, Type.name);
  }
  crypto.getRandomValues(new Uint8Array(65536));
  throwsNamed('QuotaExceededError', () => crypto.getRandomValues(new Uint8Array(65537)), 'over 65536 bytes');
  throwsNamed('QuotaExceededError', () => crypto.getRandomValues(new Uint32Array(16385)), '65540 bytes');
  throwsNamed('TypeMismatchError', () => crypto.getRandomValues(new Float32Array(4)), 'Float32Array');
  throwsNamed('TypeMismatchError', () => crypto.getRandomValues(new Float64Array(4)), 'Float64Array');
  throwsNamed('TypeMismatchError', () => crypto.getRandomValues(new DataView(new ArrayBuffer(4))), 'DataView');
  throwsNamed('TypeMismatchError', () => crypto.getRandomValues([1, 2]), 'an Array');
});
test('randomUUID: a version 4 UUID, lower-case, different each time', () => {
  const uuids = new Set();
  for (let i = 0; i < 50; i++) {
    const uuid = crypto.randomUUID();
    assert(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(uuid), uuid);
    uuids.add(uuid);
  }
  same(uuids.size, 50, 'distinct');
});
test('AbortController and AbortSignal', async () => {
  const controller = new AbortController();
  const { signal } = controller;
  assert(signal instanceof AbortSignal && signal instanceof EventTarget, 'a signal is an EventTarget');
  same([signal.aborted, signal.reason], [false, undefined], 'fresh');
  signal.throwIfAborted();
  const seen = [];
  signal.onabort = (event) => seen.push('on' + event.type);
  signal.addEventListener('abort', (event) => seen.push(event.type + ':' + (event.target === signal)));
  controller.abort();
  controller.abort('again');
  same(seen, ['abort:true', 'onabort'], 'one abort event');
  same([signal.aborted, signal.reason instanceof DOMException, signal.reason.name], [true, true, 'AbortError'], 'default reason');
  throwsNamed('AbortError', () => signal.throwIfAborted(), 'throwIfAborted');
  const given = new AbortController();
  given.abort('why');
  same(given.signal.reason, 'why', 'abort(reason)');
  const already = AbortSignal.abort(42);
  same([already.aborted, already.reason], [true, 42], 'AbortSignal.abort');
  const timed = AbortSignal.timeout(5);
  same(timed.aborted, false, 'not yet');
  await new Promise((resolve) => timed.addEventListener('abort', resolve));
  same([timed.aborted, timed.reason.name], [true, 'TimeoutError'], 'AbortSignal.timeout');
  const a = new AbortController(), b = new AbortController();
  const any = AbortSignal.any([a.signal, b.signal]);
  b.abort('b');
  same([any.aborted, any.reason], [true, 'b'], 'AbortSignal.any');
  // A listener added with a signal is removed when it aborts.
  const target = new EventTarget();
  const remover = new AbortController();
  let calls = 0;
  target.addEventListener('x', () => calls++, { signal: remover.signal });
  target.dispatchEvent(new Event('x'));
  remover.abort();
  target.dispatchEvent(new Event('x'));
  same(calls, 1, 'listener removed by its signal');
  throwsNamed('TypeError', () => new AbortSignal(), 'AbortSignal is not constructible');
});
test('performance.now() and timeOrigin', () => {
  const a = performance.now(), b = performance.now();
  assert(typeof a === 'number' && a >= 0 && b >= a, 'monotonic');
  assert(Math.abs(performance.timeOrigin + a - Date.now()) < 1000, 'timeOrigin + now() is the time');
});
test('an error listener of self handles an uncaught exception; unhandledrejection is an event', async () => {
  const errors = [];
  const onError = (event) => { errors.push([event instanceof ErrorEvent, event.message, event.error && event.error.message, event.lineno > 0]); event.preventDefault(); };
  self.addEventListener('error', onError);
  setTimeout(() => { throw new Error('handled by a listener'); }, 0);
  await new Promise((resolve) => setTimeout(resolve, 5));
  self.removeEventListener('error', onError);
  same(errors, [[true, 'Uncaught Error: handled by a listener', 'handled by a listener', true]], 'the error event');
  let args = null;
  self.onerror = (...given) => { args = given; return true; };
  setTimeout(() => { throw new TypeError('handled by onerror'); }, 0);
  await new Promise((resolve) => setTimeout(resolve, 5));
  self.onerror = null;
  same([args.length, args[0], args[4] instanceof TypeError], [5, 'Uncaught TypeError: handled by onerror', true], 'onerror arguments');
  const rejections = [];
  const onRejection = (event) => { rejections.push([event instanceof PromiseRejectionEvent, event.reason]); event.preventDefault(); };
  self.addEventListener('unhandledrejection', onRejection);
  Promise.reject('handled rejection');
  Promise.reject('caught later').catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 5));
  self.removeEventListener('unhandledrejection', onRejection);
  same(rejections, [[true, 'handled rejection']], 'unhandledrejection, once, only for the unhandled one');
});
self.addEventListener('push', runConformance);
