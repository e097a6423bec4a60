// Conformance: Headers, Request, Response and fetch (Fetch Standard) as this
// worker serves it: from its fixtures directory only. The Swift test builds the
// fixtures directory: data.json, hello.txt, sub/inner.txt, big.bin (over the cap),
// etc -> /etc and escape.txt -> ../outside.txt (symlinks), and an outside.txt
// beside the directory.
importScripts('harness.js');

test('Headers: case-insensitive, combined, validated', () => {
  const h = new Headers({ 'Content-Type': 'text/plain', 'X-A': ' 1 ' });
  h.append('x-a', '2');
  same([h.get('content-type'), h.get('X-A'), h.has('x-b'), h.get('x-b')], ['text/plain', '1, 2', false, null], 'get/has');
  same([...h], [['content-type', 'text/plain'], ['x-a', '1, 2']], 'sorted, combined iteration');
  h.set('X-A', '3');
  h.delete('content-type');
  same([...h.keys()], ['x-a'], 'set and delete');
  throwsNamed('TypeError', () => h.append('bad name', 'v'), 'invalid name');
  throwsNamed('TypeError', () => h.append('x', 'a\nb'), 'invalid value');
});
test('Response: constructor, status checks, bodies read once', async () => {
  const r = new Response('hé', { status: 201, statusText: 'Made', headers: { 'x-k': 'v' } });
  same([r.status, r.ok, r.statusText, r.headers.get('content-type'), r.bodyUsed], [201, true, 'Made', 'text/plain;charset=UTF-8', false], 'fields');
  same(await r.text(), 'hé', 'text');
  same(r.bodyUsed, true, 'bodyUsed');
  await rejectsNamed('TypeError', r.text(), 'second read');
  throwsNamed('RangeError', () => new Response('', { status: 99 }), 'status below 200');
  throwsNamed('TypeError', () => new Response('x', { status: 204 }), 'body with a null-body status');
  same(await Response.json({ a: 1 }).json(), { a: 1 }, 'Response.json');
  same([Response.error().type, Response.error().status], ['error', 0], 'Response.error');
  const c = new Response('abc');
  same(await c.clone().text() + await c.text(), 'abcabc', 'clone');
  same(Array.from(await new Response(new Uint8Array([1, 2])).bytes()), [1, 2], 'bytes()');
  same((await new Response('xyz').arrayBuffer()).byteLength, 3, 'arrayBuffer()');
});
test('Request: method normalisation, body rules', async () => {
  const r = new Request('data.json', { method: 'post', body: 'x', headers: { a: 'b' } });
  same([r.method, r.url, r.headers.get('a')], ['POST', 'https://probe.invalid/data.json', 'b'], 'fields');
  same(await r.text(), 'x', 'body');
  throwsNamed('TypeError', () => new Request('x', { method: 'GET', body: 'no' }), 'GET with a body');
  throwsNamed('TypeError', () => new Request('x', { method: 'CONNECT' }), 'forbidden method');
  same(new Request(new Request('a?q=1')).url, 'https://probe.invalid/a?q=1', 'from a Request');
});
test('fetch serves fixtures for relative and https URLs', async () => {
  const r = await fetch('data.json');
  same([r.status, r.ok, r.type, r.url, r.headers.get('content-type')], [200, true, 'basic', 'https://probe.invalid/data.json', 'application/json'], 'response');
  same(await r.json(), { title: 'From a fixture', count: 3 }, 'json body');
  same(await (await fetch('https://anything.example/sub/inner.txt')).text(), 'inner', 'https://anything/path maps to DIR/path');
  same(await (await fetch('/hello.txt?cache=no#x')).text(), 'hello', 'query and fragment ignored');
  same(await (await fetch(new Request('hello.txt'))).text(), 'hello', 'a Request object');
  same(await (await fetch(new URL('https://x/hello.txt'))).text(), 'hello', 'a URL object');
  const bytes = await (await fetch('data.json')).bytes();
  assert(bytes instanceof Uint8Array && bytes.length > 10, 'bytes()');
});
test('fetch response headers are immutable', async () => {
  const r = await fetch('hello.txt');
  throwsNamed('TypeError', () => r.headers.set('x', 'y'), 'immutable');
});
test('fetch: unknown paths give a 404 Response', async () => {
  const r = await fetch('missing.json');
  same([r.status, r.ok, r.statusText], [404, false, 'Not Found'], '404');
  same((await fetch('/no/such/file.txt')).status, 404, 'an absolute URL path is looked up inside the fixtures directory');
  same((await fetch('/hello.txt')).status, 200, 'an absolute URL path maps to DIR/path');
  same((await fetch('sub/')).status, 404, 'a directory');
});
test('fetch refuses file: URLs and other schemes', async () => {
  await rejectsNamed('TypeError', fetch('file:///etc/passwd'), 'file:');
  await rejectsNamed('TypeError', fetch('ftp://h/x'), 'ftp:');
});
test('fetch: a data: URL answers with its own body and type', async () => {
  const plain = await fetch('data:text/plain;charset=utf-8,h%C3%A9%20there');
  same([plain.status, plain.headers.get('content-type'), await plain.text()], [200, 'text/plain;charset=utf-8', 'hé there'], 'percent-decoded');
  const encoded = await fetch('data:application/octet-stream;base64,AAEC/w==');
  same(Array.from(await encoded.bytes()), [0, 1, 2, 255], 'base64');
  same((await fetch('data:,x')).headers.get('content-type'), 'text/plain;charset=US-ASCII', 'no type');
  await rejectsNamed('TypeError', fetch('data:text/plain'), 'no comma');
  await rejectsNamed('TypeError', fetch('data:;base64,%%%'), 'bad base64');
});
test('fetch refuses paths escaping the fixtures directory', async () => {
  await rejectsNamed('TypeError', fetch('../x'), '../x');
  await rejectsNamed('TypeError', fetch('../outside.txt'), '../outside.txt');
  await rejectsNamed('TypeError', fetch('sub/../../outside.txt'), 'climbing inside a path');
  await rejectsNamed('TypeError', fetch('%2e%2e/outside.txt'), 'percent-encoded dots');
  await rejectsNamed('TypeError', fetch('https://h/..%2Foutside.txt'), 'encoded slash');
  // A '..' that stays inside is resolved as URL parsing resolves it (WPT's tests fetch '../resources/...').
  same(await (await fetch('sub/../hello.txt')).text(), 'hello', 'a .. inside the directory');
});
test('fetch refuses symlinks that point outside', async () => {
  await rejectsNamed('TypeError', fetch('etc/passwd'), 'a directory symlink to /etc');
  await rejectsNamed('TypeError', fetch('https://anything/etc/hostname'), 'the same through an https URL');
  await rejectsNamed('TypeError', fetch('escape.txt'), 'a file symlink to ../outside.txt');
});
test('fetch: a fixture over the size cap is refused with a clear error', async () => {
  const error = await rejectsNamed('TypeError', fetch('big.bin'), 'big.bin');
  assert(/cap/.test(error.message), 'the message names the cap: ' + error.message);
});
test('fetch with no arguments rejects', async () => {
  await rejectsNamed('TypeError', fetch(), 'fetch()');
});

addEventListener('push', runConformance);
test('FormData and File: a FormData body is multipart/form-data, and formData() reads it back', async () => {
  const form = new FormData();
  form.append('title', 'Hello\nthere');
  form.append('file', new Blob(['{"a":1}'], { type: 'application/json' }), 'a.json');
  form.set('title', 'Hi');
  same([form.get('title'), form.get('file') instanceof File, form.get('file').name, form.has('nope')], ['Hi', true, 'a.json', false], 'entries');
  const response = new Response(form);
  assert(response.headers.get('content-type').startsWith('multipart/form-data; boundary='), 'the content type names a boundary');
  const back = await response.formData();
  same([...back.keys()], ['title', 'file'], 'the names, in order');
  same([back.get('title'), back.get('file').name, back.get('file').type, await back.get('file').text()], ['Hi', 'a.json', 'application/json', '{"a":1}'], 'values');
  const params = await new Response(new URLSearchParams('x=1&y=two')).formData();
  same([params.get('x'), params.get('y')], ['1', 'two'], 'urlencoded');
  await rejectsNamed('TypeError', new Response('plain').formData(), 'text/plain is not form data');
  same(new Response(null).bodyUsed, false, 'a null body');
  const empty = new Response(null);
  await empty.text();
  same(empty.bodyUsed, false, 'reading a null body leaves it unused');
});
