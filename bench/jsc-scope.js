// bench/jsc-scope.js: the few lines of service-worker scope a user would write to push a bundle
// in a bare `jsc` shell (bench/bundle.py's peer): self, location, registration, listeners, and a
// URL that keeps the text it was given (the shell has none). Not a platform: just enough.
var self = globalThis;
var location = { href: 'https://example.social/sw.js', origin: 'https://example.social' };
var listeners = {};
self.addEventListener = (type, listener) => { (listeners[type] = listeners[type] || []).push(listener); };
var shown = [];
var registration = { scope: 'https://example.social/', showNotification: (title, options) => { shown.push(title); return Promise.resolve(); } };
class URL {
  constructor(url, base) { const text = String(url); this.href = /^[a-z]+:/.test(text) ? text : location.origin + text; this.origin = location.origin; this.searchParams = { set: (name, value) => { this.href += (this.href.includes('?') ? '&' : '?') + name + '=' + value; } }; }
}
var caches = { open: () => Promise.resolve({ match: () => Promise.resolve(undefined), put: () => Promise.resolve() }), match: () => Promise.resolve(undefined) };
var fetch = () => Promise.reject(new TypeError('no network'));
function memlabBenchPush(payload) {
  const waits = [];
  const event = { data: { json: () => JSON.parse(payload), text: () => payload }, waitUntil: (promise) => waits.push(promise) };
  for (const listener of listeners.push || []) listener(event);
  Promise.all(waits).then(() => print('shown: ' + shown.join(', ')), (error) => print('failed: ' + error));
}
