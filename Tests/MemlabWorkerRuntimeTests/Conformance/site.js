// Conformance: the worker's URL (HTML WorkerLocation, WorkerGlobalScope.origin, Service
// Workers' registration.scope), URL resolution of importScripts and fetch against it (URL
// Standard), and the push subscription (Push API). The Swift test runs this file as
// SITE/a/b/sw.js with --url https://app.example/a/b/sw.js?appId=42, --site SITE and
// --mirror MIRROR (SiteConformanceTests builds both), and the expected subscription in the payload.
importScripts('harness.js');
self.loaded = [];
const imported = (url) => { self.loaded = []; importScripts(url); return self.loaded.join(','); };

test('location is a WorkerLocation with every field of the worker URL', () => {
  same([location.href, location.origin, location.protocol, location.host, location.hostname, location.port, location.pathname, location.search, location.hash],
    ['https://app.example/a/b/sw.js?appId=42', 'https://app.example', 'https:', 'app.example', 'app.example', '', '/a/b/sw.js', '?appId=42', ''], 'fields');
  same(String(location), location.href, 'stringifier');
  same(location.toString(), location.href, 'toString');
  same(Object.prototype.toString.call(location), '[object WorkerLocation]', 'toStringTag');
  assert(location instanceof WorkerLocation, 'instanceof WorkerLocation');
  assert(location === self.location, '[SameObject]');
  throwsNamed('TypeError', () => new WorkerLocation(), 'illegal constructor');
  throwsNamed('TypeError', () => Object.getOwnPropertyDescriptor(WorkerLocation.prototype, 'href').get.call({}), 'illegal invocation');
  same(new URLSearchParams(location.search).get('appId'), '42', 'the query string is the worker\'s');
});

test('origin and registration.scope', () => {
  same(self.origin, 'https://app.example', 'self.origin');
  same(registration.scope, 'https://app.example/a/b/', 'the scope is the URL\'s directory');
});

test('importScripts resolves relative URLs against the worker URL (URL Standard)', () => {
  same(imported('same.js'), 'a/b/same', 'a bare path');
  same(imported('./same.js'), 'a/b/same', './');
  same(imported('../up.js'), 'a/up', '..');
  same(imported('../../root.js'), 'root', '../..');
  same(imported('./../b/./same.js'), 'a/b/same', 'dot segments inside');
  same(imported('q.js?v=3#top'), 'a/b/q', 'query and fragment are no part of the file');
  same(imported('%73ame.js'), 'a/b/same', 'percent-encoded path');
});

test('root-relative and absolute same-origin URLs come from the site directory', () => {
  same(imported('/x/y.js'), 'x/y', 'root-relative');
  same(imported('/a/b/same.js'), 'a/b/same', 'root-relative to the worker\'s own directory');
  same(imported('https://app.example/root.js'), 'root', 'absolute, same origin');
  same(imported('https://APP.example:443/root.js'), 'root', 'the default port and host case are the same origin');
});

test('cross-origin URLs come from the mirror, DIR/host/path', () => {
  same(imported('https://cdn.example.com/sdk/v1/sdk.js'), 'cdn sdk v1', 'absolute');
  same(imported('//cdn.example.com/sdk/v1/sdk.js'), 'cdn sdk v1', 'protocol-relative');
  same(imported('https://CDN.example.com/sdk/v2/../v1/sdk.js'), 'cdn sdk v1', 'normalised before mapping');
  same(imported('https://cdn.example.com:8443/port.js'), 'cdn port', 'a port is part of the host directory');
  self.loaded = [];
  importScripts('same.js', 'https://cdn.example.com/sdk/v1/sdk.js', '/x/y.js');
  same(self.loaded.join(','), 'a/b/same,cdn sdk v1,x/y', 'several, in order');
});

test('what nothing serves fails, and none of the list runs', () => {
  self.loaded = [];
  const offline = throwsNamed('NetworkError', () => importScripts('same.js', 'https://unmapped.example/lib.js'), 'a host the mirror lacks');
  assert(offline.message.includes('https://unmapped.example/lib.js') && offline.message.includes('unmapped.example/lib.js'), 'names the URL and where the file would go: ' + offline.message);
  same(self.loaded.join(','), '', 'nothing ran');
  throwsNamed('NetworkError', () => importScripts('http://app.example/root.js'), 'http is another origin, not in the mirror');
  throwsNamed('NetworkError', () => importScripts('https://cdn.example.com/sdk/v1/missing.js'), 'a file the mirror lacks');
  throwsNamed('NetworkError', () => importScripts('missing.js'), 'a file the site lacks');
  throwsNamed('TypeError', () => importScripts('../../../secret.js'), 'climbing above the site root');
  throwsNamed('TypeError', () => importScripts('%2e%2e/%2e%2e/%2e%2e/secret.js'), 'encoded climbing');
  throwsNamed('TypeError', () => importScripts('data:text/javascript,self.loaded.push(1)'), 'a data: URL');
  throwsNamed('TypeError', () => importScripts('https://[bad/x.js'), 'an invalid URL');
  assert(self.secretLoaded !== true, 'nothing outside the directories ran');
});

test('fetch resolves against the worker URL and serves the same way', async () => {
  same(new Request('../up.js').url, 'https://app.example/a/up.js', 'Request URL');
  same(new Request('//cdn.example.com/x?y').url, 'https://cdn.example.com/x?y', 'protocol-relative Request URL');
  const site = await fetch('same.js');
  same([site.status, site.url, (await site.text()).trim()], [200, 'https://app.example/a/b/same.js', "self.loaded.push('a/b/same');"], 'same origin, relative');
  same((await fetch('/x/y.js')).status, 200, 'root-relative');
  same((await fetch('/nothing-here.json')).status, 404, 'a same-origin miss is a 404');
  const mirrored = await fetch('//cdn.example.com/sdk/v1/sdk.js');
  same([mirrored.status, mirrored.url], [200, 'https://cdn.example.com/sdk/v1/sdk.js'], 'mirror');
  same((await fetch('https://cdn.example.com/sdk/v1/missing.js')).status, 404, 'a miss in a mirrored host is a 404');
  const offline = await rejectsNamed('TypeError', fetch('https://unmapped.example/api'), 'an unmapped host fails as offline');
  assert(offline.message.includes('--mirror') || offline.message.includes('unmapped.example/api'), offline.message);
});

test('pushManager resolves a PushSubscription (Push API)', async (event) => {
  const expected = event.data.json().subscription;
  const sub = await registration.pushManager.getSubscription();
  assert(sub instanceof PushSubscription, 'instanceof PushSubscription');
  same(Object.prototype.toString.call(sub), '[object PushSubscription]', 'toStringTag');
  assert(sub === await registration.pushManager.getSubscription(), 'the same subscription again');
  same(await registration.pushManager.permissionState({ userVisibleOnly: true }), 'granted', 'permissionState');
  throwsNamed('TypeError', () => new PushSubscription(), 'illegal constructor');
  const p256dh = sub.getKey('p256dh'), auth = sub.getKey('auth');
  assert(p256dh instanceof ArrayBuffer && auth instanceof ArrayBuffer, 'getKey gives ArrayBuffers');
  same([p256dh.byteLength, new Uint8Array(p256dh)[0], auth.byteLength], [65, 4, 16], 'an uncompressed P-256 point and a 16-byte secret');
  assert(sub.getKey('auth') !== auth, 'a fresh buffer each call');
  throwsNamed('TypeError', () => sub.getKey('secret'), 'not a PushEncryptionKeyName');
  same(sub.options.userVisibleOnly, true, 'userVisibleOnly');
  const json = sub.toJSON();
  same(Object.keys(json), ['endpoint', 'expirationTime', 'keys'], 'toJSON members');
  same(JSON.parse(JSON.stringify(sub)), json, 'JSON.stringify uses toJSON');
  if (expected) {
    same([json.endpoint, json.expirationTime, json.keys], [expected.endpoint, expected.expirationTime, expected.keys], 'toJSON round-trips --subscription');
    same([sub.endpoint, sub.expirationTime], [expected.endpoint, expected.expirationTime], 'attributes');
    same(bytesOf(new Uint8Array(sub.options.applicationServerKey)), [4, 1, 2, 3], 'the file\'s applicationServerKey');
    same(bytesOf(new Uint8Array(auth)), [0, 16, 131, 16, 81, 135, 32, 146, 139, 48, 211, 143, 65, 20, 151, 81], 'auth is the base64url bytes');
  } else {
    same(sub.endpoint.startsWith('https://'), true, 'a synthetic https endpoint');
    same(sub.expirationTime, null, 'no expiration');
    assert(/^[A-Za-z0-9_-]{87}$/.test(json.keys.p256dh) && /^[A-Za-z0-9_-]{22}$/.test(json.keys.auth), 'base64url without padding');
  }
});

test('unsubscribe and subscribe', async () => {
  const sub = await registration.pushManager.getSubscription();
  same(await sub.unsubscribe(), true, 'unsubscribe resolves true');
  same(await registration.pushManager.getSubscription(), null, 'no subscription afterwards');
  same(await sub.unsubscribe(), false, 'a second unsubscribe resolves false');
  const key = new Uint8Array([4, 9, 9, 9]);
  const again = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  same(bytesOf(new Uint8Array(again.options.applicationServerKey)), [4, 9, 9, 9], 'the key given to subscribe');
  assert(again === await registration.pushManager.getSubscription(), 'getSubscription gives the new one');
  same(bytesOf(new Uint8Array((await registration.pushManager.subscribe({ applicationServerKey: 'BAkJCQ' })).options.applicationServerKey)), [4, 9, 9, 9], 'the same key as base64url');
  await rejectsNamed('InvalidStateError', registration.pushManager.subscribe({ applicationServerKey: new Uint8Array([4, 1]) }), 'another key needs unsubscribe first');
});

addEventListener('push', runConformance);
