// worker.js: the worker globals of a service worker that a probe may read.
// Defines: scriptURL (the probe's URL: https://probe.invalid/<name>, the base of relative
//   URLs). Globals: importScripts (synchronous, files beside the probe only), location (parsed
//   on first use); both on first use (navigator: navigator.js).
// Uses: host, define, lazyPart (core.js), urlPart (url.js).

const scriptURL = 'https://probe.invalid/' + encodeURIComponent(host.probeName);
// ---- importScripts (HTML worker): synchronous, files beside the probe only.
lazyPart(['importScripts'], () => define('importScripts', function importScripts(...urls) {
  const { toUSV } = urlPart();
  const paths = urls.map((url) => {
    const text = toUSV(url);
    if (/^[a-zA-Z][a-zA-Z0-9+.\-]*:/.test(text)) throw new TypeError(`importScripts: '${text}' is refused; only files beside the probe can be imported`);
    return text.replace(/[?#].*$/s, '');
  });
  if (paths.length > 0) host.importScripts(...paths);
}));

lazyPart(['location'], () => {
  const locationURL = new URL(scriptURL);
  const location = Object.create(null);
  for (const key of ['href', 'origin', 'protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'])
    Object.defineProperty(location, key, { value: locationURL[key], enumerable: true });
  Object.defineProperty(location, 'toString', { value: () => locationURL.href });
  define('location', Object.freeze(location));
});
