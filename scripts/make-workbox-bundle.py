#!/usr/bin/env python3
"""Writes probes/workbox-bundle.js: a service worker shaped like a compiled front end's (webpack's
module runtime around a Workbox-style precache, router and strategies, an app's notification code,
its locale messages and data tables), written here from scratch and deterministic (seeded).

What it models is what a real build does when it loads, which is what a context push pays every
push (docs/jsc-facts.md, "A compiled bundle's context push"): some 300 module factories run at
start, classes and closures made, regular expressions compiled, literal tables built (messages,
an emoji-like table), and a precache manifest of 800 URLs, each made a URL against
`location.href` with its revision in a search parameter and kept in two maps, then routes
registered. Checked against a measured Mastodon-family worker (Workbox 7, 267 KB, 813 precached
URLs): its load per KB and its objects after load within 2x (bench/RESULTS.md).

Usage: python3 scripts/make-workbox-bundle.py > probes/workbox-bundle.js
"""
import random
import string

rng = random.Random(20261206)
MODULES = 110
MANIFEST = 800
LOCALES = ["en", "de", "fr", "es", "ja", "pt-BR"]
MESSAGE_KEYS = 80


def ident(n):
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(n))


def hexid(n=32):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def words(count):
    return " ".join(ident(rng.randint(3, 9)) for _ in range(count))


out = []
w = out.append

w("// workbox-bundle.js: a compiled front end's service worker, as webpack and Workbox emit one")
w("// (written by scripts/make-workbox-bundle.py; none of it is third-party code): a module runtime")
w(f"// around {MODULES} modules that run when it loads, a precache manifest of {MANIFEST} URLs made URLs")
w("// against location.href, a router with regular-expression routes, strategies, locale messages for")
w(f"// {len(LOCALES)} locales and a data table; its push handler formats and shows one notification.")
w("// Measures: what loading a real build costs per context (docs/jsc-facts.md), against one context")
w("// for every push (--isolation none); its module state is bounded, so it never leaks.")
w("// Expect: every push modified, no contexts retained, not leaking.")
w("// memlab: --pushes 30 --payload '{\"type\":\"mention\",\"id\":\"104\",\"locale\":\"de\",\"account\":{\"name\":\"Ada\"},\"text\":\"<p>Hello <b>there</b></p>\"}'")
w("(() => {")
w("  var __modules = {")

ids = rng.sample(range(100, 99999), MODULES + 10)
lib_ids = ids[:MODULES]
# Library modules: each a class or two, helpers, a regex, a small table; some depend on others.
for number, mid in enumerate(lib_ids):
    name = ident(6).capitalize()
    dep = lib_ids[rng.randrange(0, number)] if number > 0 and rng.random() < 0.6 else None
    field = ident(5)
    pattern = rng.choice([
        r"^\/api\/v[0-9]+\/[a-z_]+\/?$", r"\.(?:png|jpe?g|gif|webp|svg)$", r"^https?:\/\/[^\/]+\/media\/",
        r"([A-Z][a-z]+)\s+([0-9]{1,3})", r"^\s+|\s+$", r"[&<>\"']", r"#([a-z0-9_]+)", r"@([a-z0-9_]+)(?:@([a-z0-9.-]+))?",
    ])
    table = ", ".join(f"'{ident(rng.randint(4, 8))}'" for _ in range(rng.randint(4, 10)))
    methods = []
    for m in range(rng.randint(2, 3)):
        mname = ident(rng.randint(4, 8))
        methods.append(
            f"      {mname}(v, o = {{}}) {{ const l = this._{field}; if (l.length > 32) l.shift(); l.push(v); return o.{ident(3)} ? String(v).replace(RE, '') : l.length + {m}; }}")
    w(f"    {mid}: (module, exports, require) => {{")
    w("      'use strict';")
    if dep is not None:
        w(f"      const base = require({dep});")
    w(f"      const RE = /{pattern}/g;")
    w(f"      const TABLE = [{table}];")
    w(f"      class {name} {{")
    w(f"        constructor(config) {{ this._{field} = []; this.config = Object.assign({{ name: '{ident(7)}', limit: {rng.randint(8, 64)} }}, config); }}")
    w("\n".join("  " + line for line in methods))
    w(f"        get size() {{ return this._{field}.length; }}")
    w(f"        static from(items) {{ const made = new {name}(); for (const item of items) made.{methods[0].split('(')[0].strip()}(item); return made; }}")
    w("      }")
    w(f"      const index = new Map(TABLE.map((e, i) => [e, {{ i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }}]));")
    w(f"      const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];")
    if dep is not None:
        w(f"      exports.default = {name}; exports.helper = helper; exports.index = index; exports.parent = base.default;")
    else:
        w(f"      exports.default = {name}; exports.helper = helper; exports.index = index;")
    w(f"      exports.instance = new {name}({{ kind: '{ident(5)}' }});")
    w("    },")

router_id, precache_id, strategy_id, messages_id, data_id, app_id = ids[MODULES:MODULES + 6]

w(f"    {router_id}: (module, exports) => {{")
w("""      'use strict';
      class Route {
        constructor(match, handler, method = 'GET') { this.match = match; this.handler = typeof handler === 'function' ? { handle: handler } : handler; this.method = method; }
      }
      class RegExpRoute extends Route {
        constructor(regExp, handler, method) {
          super(({ url }) => { const result = regExp.exec(url.href); if (!result) return undefined; if (url.origin !== location.origin && result.index !== 0) return undefined; return result.slice(1); }, handler, method);
        }
      }
      class Router {
        constructor() { this._routes = new Map(); this._defaults = new Map(); }
        registerRoute(route) { if (!this._routes.has(route.method)) this._routes.set(route.method, []); this._routes.get(route.method).push(route); return route; }
        findMatchingRoute({ url, request, event }) {
          for (const route of this._routes.get(request.method) || []) { const params = route.match({ url, request, event }); if (params) return { route, params }; }
          return {};
        }
        setDefaultHandler(handler, method = 'GET') { this._defaults.set(method, typeof handler === 'function' ? { handle: handler } : handler); }
      }
      let router;
      const defaultRouter = () => { if (!router) { router = new Router(); self.addEventListener('fetch', (event) => { const url = new URL(event.request.url, location.href); const { route } = router.findMatchingRoute({ url, request: event.request, event }); if (route) event.respondWith(route.handler.handle({ url, request: event.request, event })); }); } return router; };
      const registerRoute = (capture, handler, method) => {
        let route;
        if (typeof capture === 'string') { const target = new URL(capture, location.href); route = new Route(({ url }) => url.href === target.href, handler, method); }
        else if (capture instanceof RegExp) route = new RegExpRoute(capture, handler, method);
        else route = new Route(capture, handler, method);
        return defaultRouter().registerRoute(route);
      };
      exports.Route = Route; exports.RegExpRoute = RegExpRoute; exports.Router = Router; exports.registerRoute = registerRoute; exports.defaultRouter = defaultRouter;
    },""")

w(f"    {strategy_id}: (module, exports) => {{")
w("""      'use strict';
      class Strategy {
        constructor(options = {}) { this.cacheName = options.cacheName || 'runtime-' + registration.scope; this.plugins = options.plugins || []; this.fetchOptions = options.fetchOptions; this.matchOptions = options.matchOptions; }
        handle(options) { return this._handle(options.request, options); }
      }
      class CacheFirst extends Strategy { async _handle(request) { const cache = await caches.open(this.cacheName); return (await cache.match(request)) || fetch(request); } }
      class NetworkFirst extends Strategy { async _handle(request) { try { return await fetch(request, this.fetchOptions); } catch (error) { return (await caches.open(this.cacheName)).match(request); } } }
      class StaleWhileRevalidate extends Strategy { async _handle(request) { const cache = await caches.open(this.cacheName); const cached = await cache.match(request); const fresh = fetch(request).then((response) => { cache.put(request, response.clone()); return response; }); return cached || fresh; } }
      class ExpirationPlugin { constructor(config = {}) { this.maxEntries = config.maxEntries; this.maxAgeSeconds = config.maxAgeSeconds; this._timestamps = new Map(); } cacheDidUpdate({ request }) { this._timestamps.set(request.url, Date.now()); if (this._timestamps.size > this.maxEntries) this._timestamps.delete(this._timestamps.keys().next().value); } }
      exports.CacheFirst = CacheFirst; exports.NetworkFirst = NetworkFirst; exports.StaleWhileRevalidate = StaleWhileRevalidate; exports.ExpirationPlugin = ExpirationPlugin;
    },""")

manifest = []
for i in range(MANIFEST):
    kind = rng.choice(["js", "js", "js", "css", "png", "svg", "woff2"])
    folder = {"js": "packs/js", "css": "packs/css", "png": "emoji", "svg": "emoji", "woff2": "packs/media/fonts"}[kind]
    name = rng.choice([hexid(8), ident(6) + "-" + hexid(8), "chunk-" + str(i)])
    manifest.append(f"{{ revision: '{hexid()}', url: '/{folder}/{name}.{kind}' }}")

w(f"    {precache_id}: (module, exports, require) => {{")
w("""      'use strict';
      const REVISION = '__WB_REVISION__';
      const cacheKeyOf = (entry) => {
        if (typeof entry === 'string') { const url = new URL(entry, location.href); return { cacheKey: url.href, url: url.href }; }
        const { revision, url } = entry;
        if (!revision) { const plain = new URL(url, location.href); return { cacheKey: plain.href, url: plain.href }; }
        const keyed = new URL(url, location.href);
        const original = new URL(url, location.href);
        keyed.searchParams.set(REVISION, revision);
        return { cacheKey: keyed.href, url: original.href };
      };
      class PrecacheController {
        constructor({ cacheName = 'precache-v2-' + registration.scope } = {}) { this._urlsToCacheKeys = new Map(); this._urlsToCacheModes = new Map(); this._cacheKeysToIntegrities = new Map(); this.cacheName = cacheName; }
        addToCacheList(entries) {
          for (const entry of entries) {
            const { cacheKey, url } = cacheKeyOf(entry);
            const mode = typeof entry !== 'string' && entry.revision ? 'reload' : 'default';
            if (this._urlsToCacheKeys.has(url) && this._urlsToCacheKeys.get(url) !== cacheKey) throw new Error('add-to-cache-list-conflicting-entries');
            this._urlsToCacheKeys.set(url, cacheKey);
            this._urlsToCacheModes.set(url, mode);
          }
        }
        getCacheKeyForURL(url) { return this._urlsToCacheKeys.get(new URL(url, location.href).href); }
        install(event) { return event.waitUntil(Promise.resolve(this._urlsToCacheKeys.size)); }
      }
      let controller;
      const precacheAndRoute = (entries) => {
        controller = controller || new PrecacheController();
        controller.addToCacheList(entries);
        self.addEventListener('install', (event) => controller.install(event));
        require(""" + str(router_id) + """).registerRoute(({ url }) => controller.getCacheKeyForURL(url.href) !== undefined, { handle: ({ request }) => caches.match(controller.getCacheKeyForURL(request.url)) });
        return controller;
      };
      exports.precacheAndRoute = precacheAndRoute; exports.PrecacheController = PrecacheController;
    },""")

w(f"    {messages_id}: (module, exports) => {{")
w("      'use strict';")
w("      const messages = {")
keys = [f"notification.{ident(rng.randint(4, 8))}" for _ in range(MESSAGE_KEYS - 3)] + ["notification.mention", "notification.follow", "notification.favourite"]
for locale in LOCALES:
    entries = ", ".join(f"'{key}': '{words(rng.randint(2, 7))} {{name}}'" for key in keys)
    w(f"        '{locale}': {{ {entries} }},")
w("      };")
w("""      const format = (key, locale, values) => {
        const table = messages[locale] || messages[locale.split('-')[0]] || messages.en;
        const text = table[key] || messages.en[key] || key;
        return text.replace(/\\{(\\w+)\\}/g, (all, name) => (name in values ? String(values[name]) : all));
      };
      exports.format = format; exports.locales = Object.keys(messages);
    },""")

w(f"    {data_id}: (module, exports) => {{")
w("      'use strict';")
rows = []
for i in range(700):
    rows.append(f"['{ident(rng.randint(3, 10))}', {rng.randint(0x1F300, 0x1FAFF)}, ['{ident(4)}', '{ident(5)}'], {rng.randint(0, 9)}]")
w("      const rows = [" + ", ".join(rows) + "];")
w("""      const byName = new Map(); const byCategory = [];
      for (const [name, code, keywords, category] of rows) { const entry = { name, native: String.fromCodePoint(code), keywords, category }; byName.set(name, entry); (byCategory[category] = byCategory[category] || []).push(entry); }
      exports.lookup = (name) => byName.get(name); exports.categories = byCategory.length;
    },""")

w(f"    {app_id}: (module, exports, require) => {{")
w("      'use strict';")
w(f"      const {{ format }} = require({messages_id});")
w(f"      const {{ StaleWhileRevalidate, NetworkFirst, CacheFirst, ExpirationPlugin }} = require({strategy_id});")
w(f"      const {{ registerRoute }} = require({router_id});")
w(f"      const {{ precacheAndRoute }} = require({precache_id});")
w(f"      require({data_id});")
for mid in rng.sample(lib_ids, 40):
    w(f"      require({mid});")
w("      precacheAndRoute([" + ", ".join(manifest) + "]);")
w("""      registerRoute(/locale_.*\\.js$/, new CacheFirst({ cacheName: 'locales', plugins: [new ExpirationPlugin({ maxEntries: 20 })] }));
      registerRoute(({ request }) => request.destination === 'font', new CacheFirst({ cacheName: 'fonts', plugins: [new ExpirationPlugin({ maxEntries: 5 })] }));
      registerRoute(/^https?:\\/\\/[^/]+\\/(?:system|media_proxy)\\//, new StaleWhileRevalidate({ cacheName: 'media', plugins: [new ExpirationPlugin({ maxAgeSeconds: 604800 })] }));
      registerRoute(/\\/api\\/v[12]\\/instance/, new NetworkFirst({ cacheName: 'instance' }));
      const stripTags = (html) => html.replace(/<br\\s*\\/?>/g, '\\n').replace(/<\\/p><p>/g, '\\n\\n').replace(/<[^>]*>/g, '');
      const notify = (payload) => {
        const locale = payload.locale || 'en';
        const title = format('notification.' + payload.type, locale, { name: payload.account ? payload.account.name : '' });
        return self.registration.showNotification(title, { body: stripTags(payload.text || ''), tag: String(payload.id || ''), data: { id: payload.id, locale }, timestamp: Date.now() });
      };
      self.addEventListener('push', (event) => {
        let payload = {};
        try { payload = event.data ? event.data.json() : {}; } catch (error) { payload = {}; }
        event.waitUntil(notify(payload));
      });
      self.addEventListener('notificationclick', (event) => { event.notification.close(); });
      exports.notify = notify;
    },""")
w("  };")
w("""  var __cache = {};
  function __require(id) {
    var cached = __cache[id];
    if (cached !== undefined) return cached.exports;
    var module = (__cache[id] = { exports: {} });
    __modules[id](module, module.exports, __require);
    return module.exports;
  }
  for (var id in __modules) __require(id);
})();""")
# Without the indentation, as a minifier leaves it (the comment lines at the top kept whole).
print("\n".join(line if line.startswith("//") else line.strip() for chunk in out for line in chunk.split("\n")))
