#!/usr/bin/env python3
"""Writes probes/lib/app-bundle-lib.js: a ~200 KiB stand-in for a compiled push worker (a push
SDK plus the app's own code, as webpack or esbuild emit it: one module-registry IIFE holding many
small CommonJS-style modules). probes/app-bundle.js loads it with importScripts.

The hand-written modules (utilities, an event emitter, a router, string formatting, a date
subset, i18n, a JSON-schema validator, a notification builder, a bounded LRU, a logger, the SDK)
are ordinary code; the generated part stands for what a real app adds in bulk: one renderer
class per notification category and the translation tables of eight locales. The output is
deterministic (fixed seed) and committed; run this script after editing it:

    python3 scripts/make-app-bundle.py           # rewrites the bundle
    python3 scripts/make-app-bundle.py --check   # exit 1 when the committed bundle differs

Python 3 standard library only.
"""
import os
import random
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "probes", "lib", "app-bundle-lib.js")

LOCALES = ["en", "de", "fr", "es", "it", "pt", "nl", "ja"]
WORDS = ["message", "order", "account", "reminder", "event", "payment", "delivery", "comment",
         "invite", "update", "alert", "report", "ticket", "story", "match", "offer", "photo",
         "video", "trip", "booking", "invoice", "review", "friend", "group", "task", "note"]
VERBS = ["received", "shipped", "updated", "created", "cancelled", "confirmed", "expired",
         "shared", "liked", "mentioned", "assigned", "completed", "scheduled", "declined"]
FIELDS = ["id", "title", "count", "amount", "author", "room", "url", "status", "priority",
          "city", "price", "currency", "seat", "eta", "code", "level"]

# ---------------------------------------------------------------- hand-written modules

UTIL = r"""
  'use strict';
  var hasOwn = Object.prototype.hasOwnProperty;
  function isObject(value) { return value !== null && typeof value === 'object' && !Array.isArray(value); }
  function clamp(value, low, high) { return value < low ? low : value > high ? high : value; }
  function pick(object, keys) {
    var out = {};
    for (var i = 0; i < keys.length; i++) if (hasOwn.call(object, keys[i])) out[keys[i]] = object[keys[i]];
    return out;
  }
  function omit(object, keys) {
    var out = {};
    for (var key in object) if (hasOwn.call(object, key) && keys.indexOf(key) < 0) out[key] = object[key];
    return out;
  }
  function deepMerge(target, source) {
    var out = Object.assign({}, target);
    for (var key in source) {
      if (!hasOwn.call(source, key)) continue;
      out[key] = isObject(out[key]) && isObject(source[key]) ? deepMerge(out[key], source[key]) : source[key];
    }
    return out;
  }
  function uniq(list) {
    var seen = new Set(), out = [];
    for (var i = 0; i < list.length; i++) if (!seen.has(list[i])) { seen.add(list[i]); out.push(list[i]); }
    return out;
  }
  function chunk(list, size) {
    var out = [];
    for (var i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
    return out;
  }
  function range(start, end, step) {
    var out = [];
    step = step || 1;
    for (var i = start; step > 0 ? i < end : i > end; i += step) out.push(i);
    return out;
  }
  function hashString(text) {
    var hash = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) { hash ^= text.charCodeAt(i); hash = Math.imul(hash, 0x01000193) >>> 0; }
    return hash;
  }
  var htmlEscapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  function escapeHtml(text) { return String(text).replace(/[&<>"']/g, function (c) { return htmlEscapes[c]; }); }
  function truncate(text, length, ellipsis) {
    text = String(text);
    ellipsis = ellipsis === undefined ? '\u2026' : ellipsis;
    return text.length <= length ? text : text.slice(0, Math.max(0, length - ellipsis.length)) + ellipsis;
  }
  function camelCase(text) { return String(text).replace(/[-_.\s]+(.)?/g, function (_, c) { return c ? c.toUpperCase() : ''; }); }
  function kebabCase(text) { return String(text).replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[_.\s]+/g, '-').toLowerCase(); }
  function get(object, path, fallback) {
    var parts = Array.isArray(path) ? path : String(path).split('.');
    var value = object;
    for (var i = 0; i < parts.length; i++) {
      if (value == null) return fallback;
      value = value[parts[i]];
    }
    return value === undefined ? fallback : value;
  }
  function once(fn) {
    var done = false, result;
    return function () { if (!done) { done = true; result = fn.apply(this, arguments); } return result; };
  }
  module.exports = { isObject: isObject, clamp: clamp, pick: pick, omit: omit, deepMerge: deepMerge, uniq: uniq,
    chunk: chunk, range: range, hashString: hashString, escapeHtml: escapeHtml, truncate: truncate,
    camelCase: camelCase, kebabCase: kebabCase, get: get, once: once };
"""

EMITTER = r"""
  'use strict';
  class Emitter {
    constructor() { this._handlers = new Map(); }
    on(type, handler) {
      var list = this._handlers.get(type);
      if (!list) { list = []; this._handlers.set(type, list); }
      list.push(handler);
      return this;
    }
    off(type, handler) {
      var list = this._handlers.get(type);
      if (!list) return this;
      var index = list.indexOf(handler);
      if (index >= 0) list.splice(index, 1);
      if (list.length === 0) this._handlers.delete(type);
      return this;
    }
    once(type, handler) {
      var self = this;
      function wrapper(value) { self.off(type, wrapper); handler.call(self, value); }
      return this.on(type, wrapper);
    }
    emit(type, value) {
      var list = this._handlers.get(type);
      if (!list) return false;
      var copy = list.slice();
      for (var i = 0; i < copy.length; i++) copy[i].call(this, value);
      return true;
    }
    listenerCount(type) { var list = this._handlers.get(type); return list ? list.length : 0; }
    removeAll() { this._handlers.clear(); }
  }
  module.exports = Emitter;
"""

ROUTER = r"""
  'use strict';
  function compile(pattern) {
    var names = [];
    var source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/:(\w+)/g, function (_, name) {
      names.push(name);
      return '/([^/]+)';
    }).replace(/\*/g, '(.*)');
    return { regex: new RegExp('^' + source + '/?$'), names: names };
  }
  function parseQuery(query) {
    var out = {};
    if (!query) return out;
    var pairs = query.split('&');
    for (var i = 0; i < pairs.length; i++) {
      if (!pairs[i]) continue;
      var at = pairs[i].indexOf('=');
      var key = decodeURIComponent(at < 0 ? pairs[i] : pairs[i].slice(0, at));
      var value = at < 0 ? '' : decodeURIComponent(pairs[i].slice(at + 1).replace(/\+/g, ' '));
      if (key in out) out[key] = [].concat(out[key], value); else out[key] = value;
    }
    return out;
  }
  class Router {
    constructor() { this.routes = []; this.fallback = null; }
    add(pattern, handler) {
      var compiled = compile(pattern);
      this.routes.push({ pattern: pattern, regex: compiled.regex, names: compiled.names, handler: handler });
      return this;
    }
    otherwise(handler) { this.fallback = handler; return this; }
    match(path) {
      var at = path.indexOf('?');
      var pathname = at < 0 ? path : path.slice(0, at);
      var query = parseQuery(at < 0 ? '' : path.slice(at + 1));
      for (var i = 0; i < this.routes.length; i++) {
        var route = this.routes[i];
        var found = route.regex.exec(pathname);
        if (!found) continue;
        var params = {};
        for (var j = 0; j < route.names.length; j++) params[route.names[j]] = decodeURIComponent(found[j + 1]);
        return { route: route.pattern, params: params, query: query, handler: route.handler };
      }
      return this.fallback ? { route: '*', params: {}, query: query, handler: this.fallback } : null;
    }
    dispatch(path, context) {
      var hit = this.match(path);
      if (!hit) throw new Error('no route for ' + path);
      return hit.handler(hit.params, hit.query, context);
    }
  }
  module.exports = { Router: Router, parseQuery: parseQuery };
"""

FORMAT = r"""
  'use strict';
  var util = __require(1);
  function template(text, values) {
    return String(text).replace(/\{([\w.]+)(?:\|(\w+))?\}/g, function (whole, name, filter) {
      var value = util.get(values, name);
      if (value === undefined || value === null) return '';
      if (filter === 'upper') return String(value).toUpperCase();
      if (filter === 'lower') return String(value).toLowerCase();
      if (filter === 'number') return formatNumber(value);
      return String(value);
    });
  }
  function plural(count, forms) {
    if (count === 0 && forms.zero) return forms.zero;
    if (count === 1) return forms.one;
    return forms.other;
  }
  function formatNumber(value, separator, decimals) {
    separator = separator || ',';
    var fixed = decimals === undefined ? String(Math.round(Number(value) * 100) / 100) : Number(value).toFixed(decimals);
    var parts = fixed.split('.');
    parts[0] = parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, separator);
    return parts.join(separator === ',' ? '.' : ',');
  }
  var units = ['B', 'KB', 'MB', 'GB', 'TB'];
  function formatBytes(bytes) {
    var index = 0, value = Number(bytes);
    while (value >= 1024 && index < units.length - 1) { value /= 1024; index++; }
    return (index === 0 ? String(value) : value.toFixed(1)) + ' ' + units[index];
  }
  function formatMoney(amount, currency, locale) {
    var symbols = { EUR: '\u20ac', USD: '$', GBP: '\u00a3', JPY: '\u00a5', SEK: 'kr', PLN: 'z\u0142' };
    var symbol = symbols[currency] || currency;
    var european = ['de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'pl', 'tr'].indexOf(locale) >= 0;
    var number = formatNumber(amount, european ? '.' : ',', currency === 'JPY' ? 0 : 2);
    return european ? number + ' ' + symbol : symbol + number;
  }
  function initials(name) {
    var words = String(name || '').trim().split(/\s+/);
    return (words[0] ? words[0][0] : '').toUpperCase() + (words.length > 1 ? words[words.length - 1][0].toUpperCase() : '');
  }
  function list(items, conjunction) {
    if (items.length <= 1) return items.join('');
    return items.slice(0, -1).join(', ') + ' ' + (conjunction || 'and') + ' ' + items[items.length - 1];
  }
  module.exports = { template: template, plural: plural, formatNumber: formatNumber, formatBytes: formatBytes,
    formatMoney: formatMoney, initials: initials, list: list };
"""

DATES = r"""
  'use strict';
  var MS_MINUTE = 60000, MS_HOUR = 3600000, MS_DAY = 86400000;
  var monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
    'October', 'November', 'December'];
  var dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  function pad(value, width) { var text = String(value); while (text.length < (width || 2)) text = '0' + text; return text; }
  function parseISO(text) {
    var found = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(String(text));
    if (!found) return null;
    var ms = Date.UTC(+found[1], +found[2] - 1, +found[3], +(found[4] || 0), +(found[5] || 0), +(found[6] || 0),
      +((found[7] || '0') + '00').slice(0, 3));
    var zone = found[8];
    if (zone && zone !== 'Z') {
      var sign = zone[0] === '-' ? -1 : 1;
      var digits = zone.replace(':', '');
      ms -= sign * (+digits.slice(1, 3) * MS_HOUR + +digits.slice(3, 5) * MS_MINUTE);
    }
    return new Date(ms);
  }
  function format(date, pattern) {
    return pattern.replace(/YYYY|MMMM|MM|DD|dddd|HH|mm|ss/g, function (token) {
      switch (token) {
        case 'YYYY': return String(date.getUTCFullYear());
        case 'MMMM': return monthNames[date.getUTCMonth()];
        case 'MM': return pad(date.getUTCMonth() + 1);
        case 'DD': return pad(date.getUTCDate());
        case 'dddd': return dayNames[date.getUTCDay()];
        case 'HH': return pad(date.getUTCHours());
        case 'mm': return pad(date.getUTCMinutes());
        default: return pad(date.getUTCSeconds());
      }
    });
  }
  function addDays(date, days) { return new Date(date.getTime() + days * MS_DAY); }
  function startOfDay(date) { return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())); }
  function differenceInDays(a, b) { return Math.round((startOfDay(a) - startOfDay(b)) / MS_DAY); }
  function relative(date, now, words) {
    var delta = now.getTime() - date.getTime();
    var future = delta < 0;
    delta = Math.abs(delta);
    var value, unit;
    if (delta < MS_MINUTE) return words.now;
    if (delta < MS_HOUR) { value = Math.floor(delta / MS_MINUTE); unit = 'minute'; }
    else if (delta < MS_DAY) { value = Math.floor(delta / MS_HOUR); unit = 'hour'; }
    else { value = Math.floor(delta / MS_DAY); unit = 'day'; }
    var text = value + ' ' + (value === 1 ? words[unit] : words[unit + 's']);
    return future ? words.in.replace('%s', text) : words.ago.replace('%s', text);
  }
  module.exports = { parseISO: parseISO, format: format, addDays: addDays, startOfDay: startOfDay,
    differenceInDays: differenceInDays, relative: relative, pad: pad, MS_DAY: MS_DAY };
"""

SCHEMA = r"""
  'use strict';
  function typeOf(value) {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'array';
    if (typeof value === 'number' && Number.isInteger(value)) return 'integer';
    return typeof value;
  }
  function matchesType(value, type) {
    var actual = typeOf(value);
    if (Array.isArray(type)) return type.some(function (t) { return matchesType(value, t); });
    return actual === type || (type === 'number' && actual === 'integer');
  }
  function validate(schema, value, path, errors) {
    path = path || '$';
    errors = errors || [];
    if (schema.type && !matchesType(value, schema.type)) {
      errors.push(path + ': expected ' + schema.type + ', got ' + typeOf(value));
      return errors;
    }
    if (schema.enum && schema.enum.indexOf(value) < 0) errors.push(path + ': not one of ' + schema.enum.join(', '));
    if (typeof value === 'string') {
      if (schema.minLength !== undefined && value.length < schema.minLength) errors.push(path + ': shorter than ' + schema.minLength);
      if (schema.maxLength !== undefined && value.length > schema.maxLength) errors.push(path + ': longer than ' + schema.maxLength);
      if (schema.pattern && !new RegExp(schema.pattern).test(value)) errors.push(path + ': does not match ' + schema.pattern);
    }
    if (typeof value === 'number') {
      if (schema.minimum !== undefined && value < schema.minimum) errors.push(path + ': below ' + schema.minimum);
      if (schema.maximum !== undefined && value > schema.maximum) errors.push(path + ': above ' + schema.maximum);
    }
    if (Array.isArray(value)) {
      if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(path + ': more than ' + schema.maxItems + ' items');
      if (schema.items) for (var i = 0; i < value.length; i++) validate(schema.items, value[i], path + '[' + i + ']', errors);
    }
    if (typeOf(value) === 'object') {
      var required = schema.required || [];
      for (var r = 0; r < required.length; r++) if (!(required[r] in value)) errors.push(path + '.' + required[r] + ': required');
      var properties = schema.properties || {};
      for (var key in value) {
        if (properties[key]) validate(properties[key], value[key], path + '.' + key, errors);
        else if (schema.additionalProperties === false) errors.push(path + '.' + key + ': not allowed');
      }
    }
    return errors;
  }
  var payloadSchema = {
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: { type: 'string', pattern: '^[a-z]+\\.[a-z]+$' },
      id: { type: 'string', minLength: 1, maxLength: 64 },
      ts: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T' },
      locale: { type: 'string', minLength: 2, maxLength: 5 },
      badge: { type: 'integer', minimum: 0, maximum: 9999 },
      sender: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 80 }, avatar: { type: 'string' } } },
      data: { type: 'object' },
      actions: { type: 'array', maxItems: 3, items: { type: 'object', required: ['action', 'title'],
        properties: { action: { type: 'string' }, title: { type: 'string', maxLength: 40 } } } },
      path: { type: 'string', pattern: '^/' },
    },
  };
  module.exports = { validate: validate, typeOf: typeOf, payloadSchema: payloadSchema };
"""

NOTIFICATION = r"""
  'use strict';
  var util = __require(1);
  var MAX_ACTIONS = 2;
  class NotificationBuilder {
    constructor(defaults) {
      this.title = '';
      this.options = Object.assign({ body: '', tag: undefined, data: {}, actions: [] }, defaults || {});
    }
    setTitle(title) { this.title = util.truncate(title, 64); return this; }
    setBody(body) { this.options.body = util.truncate(body, 240); return this; }
    setTag(tag) { this.options.tag = tag; return this; }
    setIcon(icon) { if (icon) this.options.icon = icon; return this; }
    setBadge(count) { this.options.data.badge = util.clamp(count | 0, 0, 9999); return this; }
    setData(key, value) { this.options.data[key] = value; return this; }
    addAction(action, title) {
      if (this.options.actions.length < MAX_ACTIONS) this.options.actions.push({ action: action, title: util.truncate(title, 40) });
      return this;
    }
    renotify(flag) { this.options.renotify = !!flag && !!this.options.tag; return this; }
    build() {
      if (!this.title) throw new Error('a notification needs a title');
      var options = Object.assign({}, this.options);
      options.data = Object.assign({}, this.options.data);
      options.actions = this.options.actions.slice();
      return { title: this.title, options: options };
    }
  }
  module.exports = { NotificationBuilder: NotificationBuilder, MAX_ACTIONS: MAX_ACTIONS };
"""

STORE = r"""
  'use strict';
  class LRU {
    constructor(capacity) { this.capacity = capacity; this.map = new Map(); this.hits = 0; this.misses = 0; }
    get(key) {
      if (!this.map.has(key)) { this.misses++; return undefined; }
      var value = this.map.get(key);
      this.map.delete(key);
      this.map.set(key, value);
      this.hits++;
      return value;
    }
    set(key, value) {
      if (this.map.has(key)) this.map.delete(key);
      this.map.set(key, value);
      while (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value);
      return this;
    }
    has(key) { return this.map.has(key); }
    get size() { return this.map.size; }
    clear() { this.map.clear(); }
  }
  class RingLog {
    constructor(capacity) { this.capacity = capacity; this.entries = []; this.next = 0; }
    push(entry) {
      if (this.entries.length < this.capacity) this.entries.push(entry);
      else this.entries[this.next] = entry;
      this.next = (this.next + 1) % this.capacity;
    }
    toArray() { return this.entries.slice(this.next).concat(this.entries.slice(0, this.next)); }
  }
  module.exports = { LRU: LRU, RingLog: RingLog };
"""

LOGGER = r"""
  'use strict';
  var store = __require(8);
  var levels = { debug: 10, info: 20, warn: 30, error: 40 };
  class Logger {
    constructor(name, level) { this.name = name; this.level = levels[level] || levels.info; this.ring = new store.RingLog(50); }
    log(level, message, fields) {
      if (levels[level] < this.level) return;
      var line = '[' + this.name + '] ' + level.toUpperCase() + ' ' + message;
      if (fields) {
        var keys = Object.keys(fields);
        for (var i = 0; i < keys.length; i++) line += ' ' + keys[i] + '=' + JSON.stringify(fields[keys[i]]);
      }
      this.ring.push(line);
    }
    debug(message, fields) { this.log('debug', message, fields); }
    info(message, fields) { this.log('info', message, fields); }
    warn(message, fields) { this.log('warn', message, fields); }
    error(message, fields) { this.log('error', message, fields); }
    child(name) { var child = new Logger(this.name + ':' + name); child.level = this.level; child.ring = this.ring; return child; }
  }
  module.exports = { Logger: Logger, levels: levels };
"""

I18N_RUNTIME = r"""
  'use strict';
  var format = __require(4);
  var tables = __require(11);
  var fallback = 'en';
  function resolve(locale) {
    if (!locale) return fallback;
    var lower = String(locale).toLowerCase();
    if (tables[lower]) return lower;
    var base = lower.split(/[-_]/)[0];
    return tables[base] ? base : fallback;
  }
  function t(locale, key, values) {
    var table = tables[resolve(locale)];
    var text = table[key] !== undefined ? table[key] : tables[fallback][key];
    if (text === undefined) return key;
    return format.template(text, values || {});
  }
  function relativeWords(locale) {
    var table = tables[resolve(locale)];
    var keys = ['now', 'minute', 'minutes', 'hour', 'hours', 'day', 'days', 'ago', 'in'];
    var out = {};
    for (var i = 0; i < keys.length; i++) out[keys[i]] = table['time.' + keys[i]];
    return out;
  }
  module.exports = { t: t, resolve: resolve, relativeWords: relativeWords, locales: Object.keys(tables) };
"""

ANALYTICS = r"""
  'use strict';
  var util = __require(1);
  class Analytics {
    constructor(appId) { this.appId = appId; this.queue = []; this.limit = 20; this.sequence = 0; }
    track(name, properties) {
      var event = { seq: ++this.sequence, name: name, app: this.appId, props: properties || {} };
      this.queue.push(event);
      if (this.queue.length > this.limit) this.queue.shift();
      return event;
    }
    flush() {
      var body = JSON.stringify({ app: this.appId, events: this.queue, hash: util.hashString(this.appId + this.sequence) });
      this.queue = [];
      return body;
    }
  }
  module.exports = Analytics;
"""

SDK = r"""
  'use strict';
  var util = __require(1), Emitter = __require(2), routing = __require(3), format = __require(4);
  var dates = __require(5), schema = __require(6), notification = __require(7), store = __require(8);
  var logging = __require(9), i18n = __require(10), Analytics = __require(12), renderers = __require(13);
  var defaults = { appId: 'com.example.app', icon: '/icons/app-192.png', locale: 'en', logLevel: 'info' };
  class PushSDK extends Emitter {
    constructor(config) {
      super();
      this.config = util.deepMerge(defaults, config || {});
      this.logger = new logging.Logger('push', this.config.logLevel);
      this.analytics = new Analytics(this.config.appId);
      this.recent = new store.LRU(32);
      this.router = new routing.Router();
      var self = this;
      renderers.categories.forEach(function (category) {
        self.router.add('/' + category.replace('.', '/') + '/:id', function (params, query, context) {
          return renderers.render(category, context, params, query);
        });
      });
      this.router.otherwise(function (params, query, context) { return renderers.render('generic.update', context, params, query); });
    }
    parse(text) {
      var message = typeof text === 'string' ? JSON.parse(text) : text;
      var errors = schema.validate(schema.payloadSchema, message);
      if (errors.length) { this.logger.warn('invalid payload', { errors: errors.slice(0, 3) }); throw new TypeError(errors[0]); }
      return message;
    }
    handle(message, now) {
      var locale = i18n.resolve(message.locale || this.config.locale);
      var when = message.ts ? dates.parseISO(message.ts) : now;
      var context = {
        message: message, locale: locale, now: now,
        ago: when ? dates.relative(when, now, i18n.relativeWords(locale)) : '',
        t: function (key, values) { return i18n.t(locale, key, values); },
      };
      var path = message.path || '/' + message.type.replace('.', '/') + '/' + encodeURIComponent(message.id);
      var content = this.router.dispatch(path, context);
      var duplicate = this.recent.has(message.id);
      this.recent.set(message.id, now.getTime());
      var builder = new notification.NotificationBuilder({ lang: locale, timestamp: when ? when.getTime() : now.getTime() })
        .setTitle(content.title).setBody(content.body + (context.ago ? ' \u00b7 ' + context.ago : ''))
        .setTag(message.type + ':' + (message.data && message.data.thread || message.id)).setIcon(message.sender && message.sender.avatar || this.config.icon)
        .setBadge(message.badge || 0).setData('id', message.id).setData('path', path).renotify(duplicate);
      var actions = message.actions || content.actions || [];
      for (var i = 0; i < actions.length; i++) builder.addAction(actions[i].action, actions[i].title);
      var built = builder.build();
      this.analytics.track('push.received', { type: message.type, locale: locale, duplicate: duplicate });
      this.emit('notification', built);
      this.logger.info('notification built', { type: message.type, title: format.initials(built.title) });
      return built;
    }
  }
  module.exports = { PushSDK: PushSDK, version: '4.12.0' };
"""

ENTRY = r"""
  'use strict';
  var sdk = __require(14);
  var instance = null;
  function app() { if (!instance) instance = new sdk.PushSDK({ appId: 'com.example.memlab', locale: 'en' }); return instance; }
  module.exports = {
    version: sdk.version,
    handlePush: function (payload, now) {
      var client = app();
      var message = client.parse(payload);
      return client.handle(message, now || new Date());
    },
    flushAnalytics: function () { return app().analytics.flush(); },
  };
"""

# ---------------------------------------------------------------- generated modules


def js_string(text):
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def make_tables(rng, categories):
    """Module 11: a translation table per locale (keys for every category plus the shared ones)."""
    shared = {
        "time.now": "just now", "time.minute": "minute", "time.minutes": "minutes", "time.hour": "hour",
        "time.hours": "hours", "time.day": "day", "time.days": "days", "time.ago": "%s ago", "time.in": "in %s",
        "action.open": "Open", "action.reply": "Reply", "action.dismiss": "Dismiss", "action.later": "Later",
        "generic.title": "{appName}", "generic.body": "You have a new update",
    }
    lines = ["  'use strict';", "  module.exports = {"]
    for locale in LOCALES:
        lines.append("    %s: {" % locale)
        entries = []
        for key, text in shared.items():
            entries.append((key, text if locale == "en" else "%s [%s]" % (text, locale)))
        for category in categories:
            noun, verb = category.split(".")
            title = "%s %s" % (noun.capitalize(), verb)
            body = "{sender.name} %s %s {count|number} %s" % (verb, rng.choice(["a", "the", "your", "one"]),
                                                             rng.choice(WORDS))
            if locale != "en":
                title = "%s (%s)" % (title, locale)
                body = "%s \u00b7 %s" % (body, locale)
            entries.append((category + ".title", title))
            entries.append((category + ".body", body))
            entries.append((category + ".action", rng.choice(["View", "Open", "Show", "Details", "Reply"])
                            + ("" if locale == "en" else " " + locale)))
        for key, text in entries:
            lines.append("      %s: %s," % (js_string(key), js_string(text)))
        lines.append("    },")
    lines.append("  };")
    return "\n".join(lines) + "\n"


def make_renderers(rng, categories):
    """Module 13: one renderer class per notification category, registered by name."""
    out = ["  'use strict';", "  var util = __require(1), format = __require(4);",
           "  class Renderer {",
           "    constructor(category) { this.category = category; }",
           "    fields() { return []; }",
           "    check(data) { var missing = []; var need = this.fields(); for (var i = 0; i < need.length; i++)"
           " if (data[need[i]] === undefined) missing.push(need[i]); return missing; }",
           "    title(context) { return context.t(this.category + '.title', this.values(context)); }",
           "    body(context) { return context.t(this.category + '.body', this.values(context)); }",
           "    values(context) { var m = context.message; return Object.assign({ count: 1, sender: m.sender || { name: '' },"
           " appName: 'Example' }, m.data || {}); }",
           "    actions(context) { return [{ action: 'open', title: context.t(this.category + '.action') }]; }",
           "    render(context, params, query) {",
           "      var data = context.message.data || {};",
           "      var missing = this.check(data);",
           "      return { title: this.title(context), body: this.body(context) + (missing.length ? '' : ''),"
           " actions: this.actions(context), params: params, query: query };",
           "    }",
           "  }",
           "  var registry = {};"]
    for index, category in enumerate(categories):
        name = util_camel(category) + "Renderer"
        fields = rng.sample(FIELDS, rng.randint(2, 5))
        limit = rng.choice([40, 60, 80, 120])
        style = rng.randrange(4)
        out.append("  class %s extends Renderer {" % name)
        out.append("    constructor() { super(%s); this.limit = %d; }" % (js_string(category), limit))
        out.append("    fields() { return [%s]; }" % ", ".join(js_string(f) for f in fields))
        if style == 0:
            out.append("    title(context) { return util.truncate(super.title(context), this.limit); }")
        elif style == 1:
            out.append("    body(context) { var data = context.message.data || {};"
                       " var extra = data.%s !== undefined ? ' (' + data.%s + ')' : '';"
                       " return util.truncate(super.body(context) + extra, this.limit * 2); }" % (fields[0], fields[0]))
        elif style == 2:
            out.append("    values(context) { var values = super.values(context);"
                       " if (typeof values.%s === 'number') values.%s = format.formatNumber(values.%s);"
                       " values.count = values.count || %d; return values; }" % (fields[0], fields[0], fields[0],
                                                                                rng.randint(1, 9)))
        else:
            out.append("    actions(context) { var list = super.actions(context);"
                       " list.push({ action: %s, title: context.t('action.%s') }); return list; }"
                       % (js_string(rng.choice(["reply", "later", "dismiss"])), rng.choice(["reply", "later", "dismiss"])))
        out.append("    summary(context) { var data = context.message.data || {}; var parts = [];"
                   " var keys = this.fields(); for (var i = 0; i < keys.length; i++)"
                   " if (data[keys[i]] !== undefined) parts.push(keys[i] + ': ' + data[keys[i]]);"
                   " return parts.join(', ') || %s; }" % js_string("%s #%d" % (category, index)))
        out.append("  }")
        out.append("  registry[%s] = %s;" % (js_string(category), name))
    out.append("  var instances = {};")
    out.append("  function render(category, context, params, query) {")
    out.append("    var Class = registry[category] || registry['generic.update'];")
    out.append("    var instance = instances[category] || (instances[category] = new Class());")
    out.append("    return instance.render(context, params, query);")
    out.append("  }")
    out.append("  module.exports = { render: render, categories: Object.keys(registry), Renderer: Renderer };")
    return "\n".join(out) + "\n"


def util_camel(category):
    return "".join(part.capitalize() for part in category.replace(".", " ").split())


def make_helpers(rng, count):
    """Modules 15..: small utility modules, the long tail of a bundle (each a few functions)."""
    modules = []
    for index in range(count):
        kind = index % 4
        table = [rng.randrange(1000) for _ in range(8)]
        if kind == 0:
            body = ("  'use strict';\n"
                    "  var table = [%s];\n"
                    "  function score%d(value) { var total = 0; for (var i = 0; i < table.length; i++)"
                    " total += (value * table[i]) %% %d; return total; }\n"
                    "  function rank%d(list) { return list.slice().sort(function (a, b) { return score%d(a) - score%d(b); }); }\n"
                    "  module.exports = { score: score%d, rank: rank%d };\n"
                    % (", ".join(map(str, table)), index, rng.randint(7, 97), index, index, index, index, index))
        elif kind == 1:
            word = rng.choice(WORDS)
            body = ("  'use strict';\n"
                    "  var prefix = %s;\n"
                    "  function key%d(id) { return prefix + ':' + String(id).toLowerCase().replace(/[^a-z0-9]+/g, '-'); }\n"
                    "  function parse%d(text) { var at = String(text).indexOf(':');"
                    " return at < 0 ? null : { kind: text.slice(0, at), id: text.slice(at + 1) }; }\n"
                    "  module.exports = { key: key%d, parse: parse%d, prefix: prefix };\n"
                    % (js_string(word), index, index, index, index))
        elif kind == 2:
            fields = rng.sample(FIELDS, 4)
            body = ("  'use strict';\n"
                    "  function Model%d(data) { data = data || {};%s }\n"
                    "  Model%d.prototype.toJSON = function () { return { %s }; };\n"
                    "  Model%d.prototype.equals = function (other) { return %s; };\n"
                    "  module.exports = Model%d;\n"
                    % (index, "".join(" this.%s = data.%s;" % (f, f) for f in fields), index,
                       ", ".join("%s: this.%s" % (f, f) for f in fields), index,
                       " && ".join("this.%s === other.%s" % (f, f) for f in fields), index))
        else:
            states = rng.sample(VERBS, 4)
            body = ("  'use strict';\n"
                    "  var transitions = { %s };\n"
                    "  function next%d(state) { return transitions[state] || %s; }\n"
                    "  function path%d(from, steps) { var out = [from]; for (var i = 0; i < steps; i++) out.push(next%d(out[out.length - 1]));"
                    " return out; }\n"
                    "  module.exports = { next: next%d, path: path%d, states: Object.keys(transitions) };\n"
                    % (", ".join("%s: %s" % (states[i], js_string(states[(i + 1) % 4])) for i in range(4)),
                       index, js_string(states[0]), index, index, index, index))
        modules.append(body)
    return modules


def bundle():
    rng = random.Random(20261201)
    categories = ["generic.update"]
    while len(categories) < 60:
        category = "%s.%s" % (rng.choice(WORDS), rng.choice(VERBS))
        if category not in categories:
            categories.append(category)
    modules = [ENTRY, UTIL, EMITTER, ROUTER, FORMAT, DATES, SCHEMA, NOTIFICATION, STORE, LOGGER, I18N_RUNTIME,
               make_tables(rng, categories), ANALYTICS, make_renderers(rng, categories), SDK]
    modules += make_helpers(rng, 150)
    parts = ["// app-bundle-lib.js: generated by scripts/make-app-bundle.py (do not edit; rerun the script).\n"
             "// A stand-in for a compiled push worker: a module-registry IIFE as a bundler emits it, with\n"
             "// an SDK (router, i18n, schema validation, notification builder) and the app's bulk.\n"
             "(function (modules) {\n"
             "  var installed = {};\n"
             "  function __require(id) {\n"
             "    var cached = installed[id];\n"
             "    if (cached) return cached.exports;\n"
             "    var module = installed[id] = { id: id, loaded: false, exports: {} };\n"
             "    modules[id].call(module.exports, module, module.exports, __require);\n"
             "    module.loaded = true;\n"
             "    return module.exports;\n"
             "  }\n"
             "  __require.m = modules;\n"
             "  __require.c = installed;\n"
             "  var app = __require(0);\n"
             "  // The long tail is required at start-up too, as a bundle's side-effect imports are.\n"
             "  var tail = 0;\n"
             "  for (var id = 15; id < modules.length; id++) { var loaded = __require(id); tail += Object.keys(loaded).length; }\n"
             "  app.modules = modules.length;\n"
             "  app.tailExports = tail;\n"
             "  self.PushApp = app;\n"
             "})([\n"]
    for index, body in enumerate(modules):
        parts.append("/* %d */ function (module, exports, __require) {\n%s},\n" % (index, body))
    parts.append("]);\n")
    return "".join(parts)


def main():
    text = bundle().encode()
    if "--check" in sys.argv[1:]:
        with open(OUT, "rb") as handle:
            same = handle.read() == text
        print("%s is %s" % (os.path.relpath(OUT), "up to date" if same else "out of date; run scripts/make-app-bundle.py"))
        return 0 if same else 1
    with open(OUT, "wb") as handle:
        handle.write(text)
    print("wrote %s (%d bytes)" % (os.path.relpath(OUT), len(text)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
