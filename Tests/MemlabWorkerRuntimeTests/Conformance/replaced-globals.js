// Conformance: a script that replaces URL, URLSearchParams, fetch, Request, Response, Blob,
// AbortController, AbortSignal, TextEncoder or TextDecoder (a polyfill that finds something to
// fix, an SDK that wraps fetch) does not change what the platform's own steps do: importScripts,
// location, a notification's URLs, the Cache API, bodies, FetchEvent, structuredClone, FormData,
// a request's signal and the encoding streams use the runtime's own classes, as a browser's do.
// Every replacement records its call and throws; the last test checks that none was called.
const real = { URL, URLSearchParams, fetch, Request, Response, Blob, AbortController, AbortSignal, TextEncoder, TextDecoder };
const calls = [];
const replaced = (name) => {
  const made = function () { calls.push(name); throw new Error(`the replaced ${name} was called`); };
  made.parse = () => { calls.push(name + '.parse'); throw new Error(`the replaced ${name}.parse was called`); };
  made.canParse = () => { calls.push(name + '.canParse'); return false; };
  return made;
};
self.URL = replaced('URL');
self.URLSearchParams = replaced('URLSearchParams');
self.Request = replaced('Request');
self.Response = replaced('Response');
for (const name of ['Blob', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder']) self[name] = replaced(name);
self.fetch = () => { calls.push('fetch'); return Promise.reject(new Error('the replaced fetch was called')); };

importScripts('harness.js');

test('importScripts resolved its URL with the runtime URL (the harness loaded)', () => {
  same(typeof runConformance, 'function', 'the harness');
});
test('location is made with the runtime URL', () => {
  same(location.protocol, 'https:', 'its protocol');
  same(location.href.endsWith('/replaced-globals.js'), true, 'its href: ' + location.href);
});
test("a notification's icon and an action's icon are resolved against the worker's URL", async () => {
  await self.registration.showNotification('icons', { icon: 'icon.png', actions: [{ action: 'open', title: 'Open', icon: '/a.png' }] });
  const [shown] = await self.registration.getNotifications({ tag: '' });
  same(shown.icon, new real.URL('icon.png', location.href).href, 'the icon');
});
test('the Cache API stores and rebuilds with the runtime Request and Response', async () => {
  const cache = await caches.open('replaced');
  await cache.put(new real.Request('/x'), new real.Response('body'));
  const hit = await cache.match('/x');
  same(hit instanceof real.Response, true, 'a Response of the runtime');
  same(await hit.text(), 'body', 'its body');
  const keys = await cache.keys();
  same(keys.length === 1 && keys[0] instanceof real.Request, true, 'a Request of the runtime');
  await rejectsNamed('TypeError', cache.put('/y', { status: 200 }), 'an object that is not a Response');
});
test('cache.add fetches with the runtime fetch', async () => {
  const cache = await caches.open('replaced');
  const error = await rejectsNamed('TypeError', cache.add('/nothing-here.json'), 'nothing serves it');
  same(/replaced/.test(String(error && error.message)), false, 'not the replaced fetch: ' + (error && error.message));
});
test('a urlencoded body is read with the runtime URLSearchParams', async () => {
  const form = await new real.Response('a=1&b=%20', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData();
  same([...form], [['a', '1'], ['b', ' ']], 'its entries');
});
test("a URLSearchParams body is the runtime's", () => {
  const request = new real.Request('/post', { method: 'POST', body: new real.URLSearchParams('a=1') });
  same(request.headers.get('content-type'), 'application/x-www-form-urlencoded;charset=UTF-8', 'its type');
});
test('a FetchEvent takes a Request of the runtime', () => {
  const event = new FetchEvent('fetch', { request: new real.Request('/page') });
  same(event.request.url, new real.URL('/page', location.href).href, 'its request');
});
test("a body's blob(), structuredClone and FormData keep the runtime's Blob", async () => {
  const blob = await new real.Response('abc').blob();
  same(blob instanceof real.Blob && blob.size === 3, true, 'a body read as a Blob');
  const copy = structuredClone(new real.Blob(['xy'], { type: 'text/plain' }));
  same(copy instanceof real.Blob && copy.size === 2 && copy.type === 'text/plain', true, 'a Blob cloned');
  const form = new FormData();
  form.append('file', new real.Blob(['a']), 'a.txt');
  same(form.get('file').name, 'a.txt', 'a Blob appended as a File');
});
test("a request's signal and the encoding streams keep the runtime's classes", async () => {
  const controller = new real.AbortController();
  const request = new real.Request('/signal', { signal: controller.signal });
  same(request.signal instanceof real.AbortSignal, true, "the request's own signal");
  const decoder = new TextDecoderStream();
  const writer = decoder.writable.getWriter();
  writer.write(new Uint8Array([104, 105]));
  writer.close();
  const { value } = await decoder.readable.getReader().read();
  same(value, 'hi', 'decoded through the runtime TextDecoder');
  const encoder = new TextEncoderStream();
  const encodeWriter = encoder.writable.getWriter();
  encodeWriter.write('hi');
  encodeWriter.close();
  const encoded = await encoder.readable.getReader().read();
  same(Array.from(encoded.value), [104, 105], 'encoded through the runtime TextEncoder');
});
test('none of the replaced globals was called', () => {
  same(calls, [], 'the calls');
});

addEventListener('push', runConformance);
