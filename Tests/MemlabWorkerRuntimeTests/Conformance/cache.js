// Conformance: the Cache API (Service Workers, 5.4 Cache and 5.5 CacheStorage): caches.open, has,
// delete, keys, match; Cache match, matchAll, add, addAll, put, delete, keys; matching options
// and Vary. Written from the specification; run with fixtures (data.json, hello.txt).
importScripts('harness.js');

test('the globals', () => {
  same(Object.prototype.toString.call(caches), '[object CacheStorage]', 'caches');
  assert(caches instanceof CacheStorage, 'instance');
  throwsNamed('TypeError', () => new Cache(), 'no constructor');
});
test('open, has, keys in creation order, delete', async () => {
  const a = await caches.open('conf-a');
  assert(a instanceof Cache, 'a Cache');
  await caches.open('conf-b');
  same(await caches.has('conf-a'), true, 'has');
  same(await caches.has('conf-none'), false, 'has not');
  const names = await caches.keys();
  assert(names.indexOf('conf-a') >= 0 && names.indexOf('conf-a') < names.indexOf('conf-b'), 'creation order');
  same(await caches.delete('conf-b'), true, 'deleted');
  same(await caches.delete('conf-b'), false, 'already deleted');
  same(await caches.has('conf-b'), false, 'gone');
});
test('put then match: status, headers, body, url', async () => {
  const c = await caches.open('conf-put');
  await c.put('https://example.test/a', new Response('hello body', { status: 201, statusText: 'Made', headers: { 'x-kind': 'test' } }));
  const r = await c.match('https://example.test/a');
  assert(r instanceof Response, 'a Response');
  same([r.status, r.statusText, r.headers.get('x-kind'), await r.text()], [201, 'Made', 'test', 'hello body'], 'response');
  same(await c.match('https://example.test/b'), undefined, 'no match');
  const again = await c.match(new Request('https://example.test/a'));
  same(await again.text(), 'hello body', 'each match is a fresh response');
});
test('put replaces an entry for the same request; binary bodies are bytes', async () => {
  const c = await caches.open('conf-replace');
  await c.put('https://example.test/x', new Response('one'));
  await c.put('https://example.test/x', new Response(new Uint8Array([0, 255, 10])));
  const all = await c.matchAll('https://example.test/x');
  same(all.length, 1, 'one entry');
  same(Array.from(new Uint8Array(await all[0].arrayBuffer())), [0, 255, 10], 'bytes');
});
test('put refuses POST, non-http schemes, 206, Vary *, used bodies', async () => {
  const c = await caches.open('conf-refuse');
  await rejectsNamed('TypeError', c.put(new Request('https://example.test/p', { method: 'POST' }), new Response('')), 'POST');
  await rejectsNamed('TypeError', c.put('data:text/plain,x', new Response('')), 'data: URL');
  await rejectsNamed('TypeError', c.put('https://example.test/r', new Response('', { status: 206 })), '206');
  await rejectsNamed('TypeError', c.put('https://example.test/v', new Response('', { headers: { vary: '*' } })), 'Vary *');
  const used = new Response('x');
  await used.text();
  await rejectsNamed('TypeError', c.put('https://example.test/u', used), 'a used body');
  const response = new Response('y');
  await c.put('https://example.test/u2', response);
  same(response.bodyUsed, true, 'put consumes the body');
});
test('add and addAll fetch through the worker (fixtures)', async () => {
  const c = await caches.open('conf-add');
  await c.add('/data.json');
  const r = await c.match('/data.json');
  same([r.status, r.url, r.type, r.headers.get('content-type')], [200, 'https://probe.invalid/data.json', 'basic', 'application/json'], 'fetched response');
  same(await r.json(), { title: 'From a fixture', count: 3 }, 'body');
  await c.addAll(['/hello.txt', new Request('/data.json')]);
  same((await c.keys()).map((k) => k.url), ['https://probe.invalid/hello.txt', 'https://probe.invalid/data.json'], 'keys in insertion order; a replaced entry moves to the end');
  await rejectsNamed('TypeError', c.add('/missing.txt'), 'a 404 is refused');
  await rejectsNamed('TypeError', c.addAll(['/hello.txt', '/missing.txt']), 'addAll is all or nothing');
  same((await c.keys()).length, 2, 'nothing added by the failed addAll');
});
test('matchAll and keys without a request list everything', async () => {
  const c = await caches.open('conf-all');
  await c.put('https://example.test/1', new Response('1'));
  await c.put('https://example.test/2', new Response('2'));
  same(await Promise.all((await c.matchAll()).map((r) => r.text())), ['1', '2'], 'matchAll');
  const keys = await c.keys();
  assert(keys.every((k) => k instanceof Request && k.method === 'GET'), 'Request objects');
});
test('match options: ignoreSearch, ignoreMethod, fragments', async () => {
  const c = await caches.open('conf-options');
  await c.put('https://example.test/page?v=1', new Response('v1'));
  same(await c.match('https://example.test/page'), undefined, 'the query matters');
  same(await (await c.match('https://example.test/page?v=2', { ignoreSearch: true })).text(), 'v1', 'ignoreSearch');
  same(await (await c.match('https://example.test/page?v=1#frag')).text(), 'v1', 'fragments are ignored');
  const post = new Request('https://example.test/page?v=1', { method: 'POST' });
  same(await c.match(post), undefined, 'a POST never matches');
  same(await (await c.match(post, { ignoreMethod: true })).text(), 'v1', 'ignoreMethod');
});
test('Vary: the cached request headers named by Vary must match', async () => {
  const c = await caches.open('conf-vary');
  await c.put(new Request('https://example.test/v', { headers: { 'accept-language': 'en' } }), new Response('en', { headers: { vary: 'Accept-Language' } }));
  same(await (await c.match(new Request('https://example.test/v', { headers: { 'accept-language': 'en' } }))).text(), 'en', 'same header');
  same(await c.match(new Request('https://example.test/v', { headers: { 'accept-language': 'fr' } })), undefined, 'different header');
  same(await (await c.match('https://example.test/v', { ignoreVary: true })).text(), 'en', 'ignoreVary');
});
test('cache.delete removes matching entries', async () => {
  const c = await caches.open('conf-delete');
  await c.put('https://example.test/d?a', new Response('a'));
  await c.put('https://example.test/d?b', new Response('b'));
  same(await c.delete('https://example.test/d?a'), true, 'deleted one');
  same(await c.delete('https://example.test/none'), false, 'nothing to delete');
  same(await c.delete('https://example.test/d', { ignoreSearch: true }), true, 'ignoreSearch');
  same((await c.keys()).length, 0, 'empty');
});
test('caches.match looks in every cache in order, or in cacheName', async () => {
  const first = await caches.open('conf-first');
  const second = await caches.open('conf-second');
  await second.put('https://example.test/shared', new Response('second'));
  await first.put('https://example.test/shared', new Response('first'));
  same(await (await caches.match('https://example.test/shared')).text(), 'first', 'the first cache created');
  same(await (await caches.match('https://example.test/shared', { cacheName: 'conf-second' })).text(), 'second', 'cacheName');
  same(await caches.match('https://example.test/shared', { cacheName: 'conf-none' }), undefined, 'an unknown cacheName');
});
test('a Cache whose cache was deleted matches nothing and refuses puts', async () => {
  const c = await caches.open('conf-deleted');
  await c.put('https://example.test/z', new Response('z'));
  await caches.delete('conf-deleted');
  same(await c.match('https://example.test/z'), undefined, 'no match');
  await rejectsNamed('InvalidStateError', c.put('https://example.test/z', new Response('z')), 'put');
});
test('a body reads back byte for byte: every byte value, 300 KB, empty, none', async () => {
  const c = await caches.open('conf-bytes');
  const every = new Uint8Array(300 * 1024);
  for (let i = 0; i < every.length; i++) every[i] = (i * 7 + (i >> 8)) & 255;
  await c.put('https://example.test/every', new Response(every));
  const back = new Uint8Array(await (await c.match('https://example.test/every')).arrayBuffer());
  let same256 = back.length === every.length;
  for (let i = 0; same256 && i < every.length; i++) if (back[i] !== every[i]) same256 = false;
  same(same256, true, 'every byte of 300 KB');
  await c.put('https://example.test/empty', new Response(new Uint8Array(0)));
  same((await (await c.match('https://example.test/empty')).arrayBuffer()).byteLength, 0, 'an empty body');
  await c.put('https://example.test/none', new Response(null, { status: 204 }));
  const none = await c.match('https://example.test/none');
  same([none.status, none.body, await none.text()], [204, null, ''], 'no body');
  const view = new Uint8Array([9, 1, 2, 3, 9]).subarray(1, 4);
  await c.put('https://example.test/view', new Response(view));
  same(Array.from(new Uint8Array(await (await c.match('https://example.test/view')).arrayBuffer())), [1, 2, 3], 'a view into a larger buffer');
});
addEventListener('push', runConformance);
