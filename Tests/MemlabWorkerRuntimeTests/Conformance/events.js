// Conformance: DOM events, ExtendableEvent, PushEvent/PushMessageData (Push API),
// showNotification/getNotifications (Notifications API), clients, skipWaiting,
// structuredClone. Written from the specifications. The worker runs it with the
// payload {"hello":"world"}.
importScripts('harness.js');

test('self and globalThis are the same global', () => {
  assert(self === globalThis, 'self === globalThis');
  assert(typeof addEventListener === 'function' && typeof removeEventListener === 'function', 'listeners API');
  same(onpush, null, 'onpush starts null');
});
test('the runtime keeps its own names and its host out of the probe', () => {
  // The prelude is a script whose declarations live in one block: none of them is a
  // global binding a probe could read or replace (indirect eval looks names up globally).
  for (const name of ['g', 'define', 'lazyPart', 'host', 'runtime', 'listeners', 'invoke', 'secret', 'dom', 'shown', 'timerPart']) {
    same((0, eval)('typeof ' + name), 'undefined', name + ' is not visible');
  }
  same(this === undefined || this === globalThis, true, 'a probe runs with the global this');
});
test('globals installed on first use behave like plain globals', () => {
  // Assigning one before its first use keeps the assignment (a polyfill would).
  const mine = { userAgent: 'mine' };
  self.navigator = mine;
  same(navigator === mine, true, 'the assigned navigator is kept');
  // Read once, one is an ordinary writable, configurable, non-enumerable value.
  same(typeof setTimeout, 'function', 'setTimeout');
  const d = Object.getOwnPropertyDescriptor(self, 'setTimeout');
  same([typeof d.value, d.writable, d.enumerable, d.configurable], ['function', true, false, true], 'setTimeout descriptor');
  same(Notification.maxActions, 2, 'Notification');
  same(new DOMException('m', 'SyntaxError').code, 12, 'DOMException');
  same(typeof performance.now(), 'number', 'performance');
});
test('Event constructor and defaults', () => {
  throwsNamed('TypeError', () => new Event(), 'Event without a type');
  const e = new Event('x', { cancelable: true });
  same([e.type, e.bubbles, e.cancelable, e.defaultPrevented, e.isTrusted, e.eventPhase], ['x', false, true, false, false, 0], 'fields');
  e.preventDefault();
  same(e.defaultPrevented, true, 'preventDefault on a cancelable event');
  const n = new Event('y');
  n.preventDefault();
  same(n.defaultPrevented, false, 'preventDefault ignored when not cancelable');
});
test('ExtendableEvent and PushEvent inherit', () => {
  const e = new PushEvent('push');
  assert(e instanceof ExtendableEvent && e instanceof Event, 'prototype chain');
  same(e.data, null, 'PushEvent without data has null data');
  throwsNamed('InvalidStateError', () => new ExtendableEvent('x').waitUntil(Promise.resolve()), 'waitUntil on an untrusted event');
});
test('PushEvent data from a string, ArrayBuffer and view', async () => {
  same(new PushEvent('push', { data: 'hé' }).data.text(), 'hé', 'string data round trips');
  same(bytesOf(new PushEvent('push', { data: 'hé' }).data.bytes()), [104, 0xC3, 0xA9], 'string data is UTF-8');
  const source = new Uint8Array([1, 2, 3, 4]);
  const e = new PushEvent('push', { data: source.subarray(1, 3) });
  source[1] = 99;
  same(bytesOf(e.data.bytes()), [2, 3], 'view data is copied at construction');
  same(bytesOf(new PushEvent('push', { data: source.buffer }).data.bytes()), [1, 99, 3, 4], 'ArrayBuffer data');
  same(new PushEvent('push', { data: '' }).data.text(), '', 'empty data is data, not null');
  throwsNamed('TypeError', () => new PushMessageData(), 'PushMessageData is not constructible');
});
test('arrayBuffer() and bytes() return fresh copies', (event) => {
  const a = event.data.arrayBuffer(), b = event.data.arrayBuffer();
  assert(a instanceof ArrayBuffer && a !== b, 'two calls, two buffers');
  new Uint8Array(a)[0] = 0;
  same(new Uint8Array(event.data.arrayBuffer())[0], 123, 'mutating a copy leaves the data alone');
  const bytes = event.data.bytes();
  assert(bytes instanceof Uint8Array && bytes !== event.data.bytes(), 'bytes() is a fresh Uint8Array');
});
test('text() and json() of the push payload', (event) => {
  same(event.data.text(), '{"hello":"world"}', 'text');
  same(event.data.json(), { hello: 'world' }, 'json');
  throwsNamed('SyntaxError', () => new PushEvent('push', { data: '{bad' }).data.json(), 'bad JSON');
});
test('blob() carries the bytes', async (event) => {
  const blob = event.data.blob();
  same(blob.size, 17, 'size');
  same(await blob.text(), '{"hello":"world"}', 'text');
});
test('the dispatched push event is trusted and extendable', (event) => {
  same(event.isTrusted, true, 'isTrusted');
  same(event.type, 'push', 'type');
  event.waitUntil(Promise.resolve('extra'));
});
// The worker's push event is made by dispatch.js without running a constructor: it is still
// a PushEvent in every way a handler can tell but one (its hidden state's symbols). Its one own
// property is isTrusted, [LegacyUnforgeable] as in a browser (DOM): an enumerable accessor.
test('the dispatched push event is a PushEvent whose one own property is isTrusted', (event) => {
  assert(event instanceof PushEvent && event instanceof ExtendableEvent && event instanceof Event, 'instanceof');
  assert(event.data instanceof PushMessageData, 'its data is a PushMessageData');
  same(Object.getPrototypeOf(event), PushEvent.prototype, 'prototype');
  same(Object.prototype.toString.call(event), '[object PushEvent]', 'toStringTag');
  same(Object.keys(event), ['isTrusted'], 'own enumerable keys');
  same(Object.getOwnPropertyNames(event), ['isTrusted'], 'own string keys');
  const own = Object.getOwnPropertyDescriptor(event, 'isTrusted');
  same([typeof own.get, own.set, own.configurable, own.get === Object.getOwnPropertyDescriptor(new Event('x'), 'isTrusted').get], ['function', undefined, false, true], 'one unforgeable getter for every event');
  same(JSON.stringify(event), '{"isTrusted":true}', 'JSON');
  const copy = { ...event };
  same([Object.keys(copy).join(), Object.getOwnPropertySymbols(copy).length], ['isTrusted', 0], 'a spread copies isTrusted only');
  same([event.bubbles, event.cancelable, event.composed, event.defaultPrevented, event.isTrusted], [false, false, false, false, true], 'fields');
  same(event.target, self, 'target');
  throwsNamed('TypeError', () => Object.getOwnPropertyDescriptor(PushEvent.prototype, 'data').get.call({}), 'data of another object');
  throwsNamed('TypeError', () => PushMessageData.prototype.json.call({}), 'json of another object');
  throwsNamed('TypeError', () => PushMessageData.prototype.text.call(Object.create(null)), 'text of another object');
  throwsNamed('TypeError', () => ExtendableEvent.prototype.waitUntil.call({}, Promise.resolve()), 'waitUntil of another object');
  throwsNamed('TypeError', () => new PushMessageData(), 'PushMessageData is not constructible');
  same(PushEvent.length, 2, 'PushEvent.length');
});
test('listeners: once, dedupe, handleEvent, removal, dispatchEvent', () => {
  const seen = [];
  const f = (e) => seen.push('f:' + e.type);
  addEventListener('t', f);
  addEventListener('t', f);
  addEventListener('t', { handleEvent(e) { seen.push('object'); } });
  addEventListener('t', () => seen.push('once'), { once: true });
  dispatchEvent(new Event('t'));
  dispatchEvent(new Event('t'));
  removeEventListener('t', f);
  dispatchEvent(new Event('t'));
  same(seen, ['f:t', 'object', 'once', 'f:t', 'object', 'object'], 'order and counts');
});
test('stopImmediatePropagation stops later listeners', () => {
  const seen = [];
  addEventListener('s', (e) => { seen.push(1); e.stopImmediatePropagation(); });
  addEventListener('s', () => seen.push(2));
  dispatchEvent(new Event('s'));
  same(seen, [1], 'only the first listener ran');
});
test('showNotification resolves with undefined and records options', async () => {
  const result = await self.registration.showNotification('Title', {
    body: 'Body', tag: 't1', icon: '/icon.png', image: 'https://example.com/i.png', badge: 'badge.png',
    data: { nested: [1, 2] }, actions: [{ action: 'a', title: 'A' }], silent: true, timestamp: 1234,
  });
  same(result, undefined, 'resolves with undefined');
  const [n] = await self.registration.getNotifications({ tag: 't1' });
  same([n.title, n.body, n.tag, n.silent, n.timestamp], ['Title', 'Body', 't1', true, 1234], 'fields');
  same(n.icon, 'https://probe.invalid/icon.png', 'icon is parsed against the worker URL');
  same(n.data, { nested: [1, 2] }, 'data is a structured clone');
  same(n.actions, [{ action: 'a', title: 'A' }], 'actions');
  assert(n instanceof Notification, 'getNotifications gives Notification objects');
});
test('showNotification: a tag replaces, defaults, errors', async () => {
  await self.registration.showNotification('one', { tag: 'same' });
  await self.registration.showNotification('two', { tag: 'same' });
  const list = await self.registration.getNotifications({ tag: 'same' });
  same(list.map((n) => n.title), ['two'], 'same tag replaces');
  same([list[0].body, list[0].dir, list[0].renotify, list[0].requireInteraction], ['', 'auto', false, false], 'defaults');
  await rejectsNamed('TypeError', self.registration.showNotification(), 'no title');
  await rejectsNamed('TypeError', self.registration.showNotification('x', { silent: true, vibrate: [100] }), 'silent with vibrate');
  await rejectsNamed('TypeError', self.registration.showNotification('x', { renotify: true }), 'renotify without a tag');
  await rejectsNamed('DataCloneError', self.registration.showNotification('x', { data: () => 1 }), 'uncloneable data');
  throwsNamed('TypeError', () => new Notification('x'), 'Notification is not constructible in a worker');
});
test('showNotification: every field survives the record the host writes', async () => {
  const title = 'Ti"t\\le\n\u0001\u001f \u00e9 \u{1F600}';
  await self.registration.showNotification(title, {
    tag: 'fields', body: 'line\nnext "q"', lang: 'fr', dir: 'rtl', vibrate: [200, '100', -1], timestamp: NaN,
    requireInteraction: 1, renotify: true, data: { big: 1n },
  });
  const [n] = await self.registration.getNotifications({ tag: 'fields' });
  same([n.title, n.body, n.lang, n.dir], [title, 'line\nnext "q"', 'fr', 'rtl'], 'text fields, escaped and back');
  same(n.vibrate, [200, 100, 4294967295], 'vibrate as unsigned integers');
  same(n.timestamp, null, 'a timestamp JSON cannot hold');
  same([n.requireInteraction, n.renotify, n.silent], [true, true, null], 'flags');
  same(n.data, '[not serialisable as JSON]', 'data JSON cannot hold');
  await self.registration.showNotification('one vibration', { tag: 'single', vibrate: 300 });
  const [single] = await self.registration.getNotifications({ tag: 'single' });
  same(single.vibrate, [300], 'a single vibration');
  same(typeof single.timestamp === 'number' && Math.abs(single.timestamp - Date.now()) < 60000, true, 'the time it was shown');
  same([single.icon, single.image, single.badge, single.actions, single.data], ['', '', '', [], null], 'defaults');
});
test('clients.matchAll resolves to [] and skipWaiting resolves', async () => {
  same(await clients.matchAll(), [], 'matchAll');
  same(await clients.matchAll({ includeUncontrolled: true, type: 'all' }), [], 'matchAll with options');
  same(await skipWaiting(), undefined, 'skipWaiting');
});
test('structuredClone', () => {
  const cyclic = { d: new Date(5), m: new Map([[1, { x: 1 }]]), s: new Set([1]), u: new Uint8Array([1, 2]) };
  cyclic.self = cyclic;
  const copy = structuredClone(cyclic);
  assert(copy !== cyclic && copy.self === copy, 'cycles preserved');
  same([copy.d.getTime(), copy.m.get(1).x, copy.s.has(1), Array.from(copy.u)], [5, 1, true, [1, 2]], 'built-ins');
  throwsNamed('DataCloneError', () => structuredClone(() => 1), 'functions');
  throwsNamed('DataCloneError', () => structuredClone(Symbol('s')), 'symbols');
  same(structuredClone(new RangeError('r')).name, 'RangeError', 'errors keep their kind');
  // Platform objects: a DOMException is serializable (as its closest serializable class), an
  // AbortController or an Event is not; a view out of its shrunk buffer's bounds is not either.
  class Sub extends DOMException {}
  const exception = structuredClone(new Sub('m', 'NotFoundError'));
  same([Object.getPrototypeOf(exception) === DOMException.prototype, exception.name, exception.message, exception.code], [true, 'NotFoundError', 'm', 8], 'a DOMException subclass');
  throwsNamed('DataCloneError', () => structuredClone(new AbortController()), 'an AbortController');
  throwsNamed('DataCloneError', () => structuredClone(new Event('x')), 'an Event');
  throwsNamed('DataCloneError', () => structuredClone({ inside: new Headers() }), 'Headers inside an object');
  class Mine { constructor() { this.a = 1; } }
  same(structuredClone(new Mine()), { a: 1 }, "a script's own class clones as a plain object");
  const resizable = new ArrayBuffer(16, { maxByteLength: 32 });
  const view = new Uint8Array(resizable, 8);
  resizable.resize(0);
  throwsNamed('DataCloneError', () => structuredClone(view), 'an out-of-bounds view');
});
test('QuotaExceededError', () => {
  const e = new QuotaExceededError('full', { quota: 10, requested: 12 });
  same([e.name, e.message, e.code, e.quota, e.requested], ['QuotaExceededError', 'full', 22, 10, 12], 'fields');
  assert(e instanceof DOMException && e instanceof Error, 'a DOMException');
  same([new QuotaExceededError().quota, new QuotaExceededError().requested], [null, null], 'unknown amounts are null');
  throwsNamed('RangeError', () => new QuotaExceededError('', { quota: -1 }), 'a negative quota');
  throwsNamed('RangeError', () => new QuotaExceededError('', { quota: 10, requested: 5 }), 'requested below quota');
  let thrown = null;
  try { crypto.getRandomValues(new Uint8Array(65537)); } catch (error) { thrown = error; }
  assert(thrown instanceof QuotaExceededError && thrown.code === 22, 'getRandomValues throws one');
  const copy = structuredClone(e);
  same([copy instanceof QuotaExceededError, copy.quota, copy.requested], [true, 10, 12], 'serializable');
});
test('DOMException names and codes', () => {
  const e = new DOMException('m', 'InvalidStateError');
  same([e.name, e.message, e.code], ['InvalidStateError', 'm', 11], 'fields');
  assert(e instanceof Error, 'is an Error');
});

test('FetchEvent (a compiled worker tests for it at install; a script may make and dispatch one)', () => {
  assert(typeof FetchEvent === 'function' && FetchEvent.prototype instanceof ExtendableEvent, 'an ExtendableEvent');
  same(Object.prototype.toString.call(FetchEvent.prototype), '[object FetchEvent]', 'its tag');
  throwsNamed('TypeError', () => new FetchEvent('fetch'), 'the init is required');
  throwsNamed('TypeError', () => new FetchEvent('fetch', {}), 'its request is required');
  throwsNamed('TypeError', () => new FetchEvent('fetch', { request: '/x' }), 'a request, not a string');
  const request = new Request('https://example.com/a');
  const event = new FetchEvent('fetch', { request, clientId: 7 });
  same([event.type, event.request === request, event.clientId, event.resultingClientId, event.isTrusted], ['fetch', true, '7', '', false], 'fields');
  assert(event.preloadResponse instanceof Promise && event.handled instanceof Promise, 'promises');
  throwsNamed('InvalidStateError', () => event.respondWith(new Response('x')), 'respondWith outside a dispatch');
  let responded = 'no';
  const listener = (e) => {
    e.respondWith(new Response('y'));
    throwsNamed('InvalidStateError', () => e.respondWith(new Response('z')), 'respondWith twice');
    responded = 'yes';
  };
  const later = () => { responded = 'a later listener ran'; };
  addEventListener('fetch', listener);
  addEventListener('fetch', later);
  dispatchEvent(new FetchEvent('fetch', { request }));
  removeEventListener('fetch', listener);
  removeEventListener('fetch', later);
  same(responded, 'yes', 'respondWith in a listener stops the listeners after it');
});

addEventListener('push', runConformance);
