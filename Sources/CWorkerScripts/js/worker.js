// worker.js: the worker globals of a service worker that a probe may read.
// Defines: scriptURL (the worker's URL: --url, by default https://probe.invalid/<name>; the
//   base of relative URLs). Globals: importScripts (synchronous; URLs resolved against
//   scriptURL, same-origin ones served from the site directory, cross-origin ones from the
//   mirror), on first use. navigator: navigator.js; location and origin: location.js.
// Uses: host, define, lazyPart, dom (core.js), urlPart (url.js).

const scriptURL = host.scriptURL;
// ---- importScripts (HTML worker): synchronous; every URL is resolved first, then read by the
// host (SiteHost.swift), then each script runs in order.
lazyPart(['importScripts'], () => define('importScripts', function importScripts(...urls) {
  const { toUSV, percentDecode, climbs, URL } = urlPart();
  const base = new URL(scriptURL);
  const list = [];
  for (let i = 0; i < urls.length; i++) {
    const text = toUSV(urls[i]);
    const url = URL.parse(text, scriptURL);
    if (url === null) throw new TypeError(`importScripts: '${text}' is not a valid URL`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new TypeError(`importScripts: '${text}' is refused; only http(s) URLs, served from the site directory or the mirror, can be imported`);
    if (climbs(text, scriptURL)) throw new TypeError(`importScripts: '${text}' climbs outside the site directory and is refused`);
    const sameOrigin = url.origin === base.origin;
    const path = percentDecode(url.pathname).replace(/^\/+/, '');
    list.push(sameOrigin ? 'site' : 'mirror', url.host, path, url.href, text, /^[\/\\](?![\/\\])/.test(text));
  }
  if (list.length === 0) return;
  // What nothing serves fails as a browser offline fails: a NetworkError DOMException.
  try { host.importURLs(...list); } catch (error) {
    if (error instanceof TypeError && error.message.startsWith('NetworkError: ')) throw dom(error.message.slice(14), 'NetworkError');
    throw error;
  }
}));

