// console.js: what a probe sends the parent by itself: console output (bounded, forwarded as
// `console` frames) and memlab.checkpoint / memlab.footprint. Both installed on first use.
// Values are shown the way a browser's console shows them, as one line of text: strings as they
// are, objects as `{a: 1, b: 'x'}`, arrays as `[1, 2]`, an instance of a class (an event, a
// notification) as `PushEvent {type: 'push', ...}` with the getters of its prototypes, errors
// with their stack; nested two levels deep, at most 20 entries an object and 100 an array,
// cycles as [Circular]; format directives %s %d %i %f %o %O %c in a first string argument.
// Globals: console, memlab.
// Uses: host, define, lazyPart (core.js); the install functions take everything else they use
//   as parameters.

// ---- console: bounded, forwarded to the parent as `console` frames.
lazyPart(['console'], () => (function installConsole({ host, define }) {
  const maxDepth = 2, maxKeys = 20, maxItems = 100, maxText = 2048;
  const quote = (text) => "'" + text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";
  const keyText = (key) => (typeof key === 'symbol' ? `[${String(key)}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key));
  const tagOf = (value) => {
    try {
      const tag = value[Symbol.toStringTag];
      if (typeof tag === 'string') return tag;
      const made = Object.getPrototypeOf(value);
      if (made === null) return '[Object: null prototype]';
      const constructor = made.constructor;
      return typeof constructor === 'function' && constructor.name && constructor !== Object ? constructor.name : '';
    } catch (ignored) { return ''; }
  };
  // The properties shown for an object: its own enumerable ones, then (for a class instance) the
  // getters of its prototypes, as a browser's console previews an event.
  const entriesOf = (value) => {
    const entries = [];
    const seen = new Set();
    const own = Object.keys(value);
    for (let i = 0; i < own.length; i++) { seen.add(own[i]); entries.push([own[i], () => value[own[i]]]); }
    for (let proto = Object.getPrototypeOf(value); proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      const names = Object.getOwnPropertyNames(proto);
      for (let i = 0; i < names.length; i++) {
        const name = names[i];
        if (seen.has(name) || name === 'constructor') continue;
        const descriptor = Object.getOwnPropertyDescriptor(proto, name);
        if (!descriptor || typeof descriptor.get !== 'function') continue;
        seen.add(name);
        entries.push([name, () => value[name]]);
      }
    }
    return entries;
  };
  const inspect = (value, depth, stack) => {
    switch (typeof value) {
      case 'string': return depth === 0 ? value : quote(value);
      case 'number': return Object.is(value, -0) ? '-0' : String(value);
      case 'bigint': return String(value) + 'n';
      case 'symbol': return String(value);
      case 'undefined': return 'undefined';
      case 'boolean': return String(value);
      case 'function': {
        const text = Function.prototype.toString.call(value);
        return /^class[\s{]/.test(text) ? `class ${value.name || '(anonymous)'}` : `[Function: ${value.name || '(anonymous)'}]`;
      }
    }
    if (value === null) return 'null';
    if (stack.includes(value)) return '[Circular]';
    if (value instanceof Error) {
      const head = String(value);
      const trace = typeof value.stack === 'string' && value.stack ? value.stack.split('\n').filter((line) => line.indexOf('memlab:prelude.js') < 0).map((line) => '    ' + line).join('\n') : '';
      return depth === 0 && trace ? head + '\n' + trace : head;
    }
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
    if (value instanceof RegExp) return String(value);
    if (value instanceof Promise) return 'Promise {}';
    if (value instanceof ArrayBuffer) return `ArrayBuffer {byteLength: ${value.byteLength}}`;
    if (value === globalThis) return 'ServiceWorkerGlobalScope {}';
    const inner = stack.concat([value]);
    const deeper = (item) => inspect(item, depth + 1, inner);
    if (Array.isArray(value) || ArrayBuffer.isView(value)) {
      const name = Array.isArray(value) ? '' : `${tagOf(value) || 'DataView'}(${value.length === undefined ? value.byteLength : value.length}) `;
      if (value instanceof DataView) return `DataView {byteLength: ${value.byteLength}}`;
      if (depth >= maxDepth && value.length > 0) return name + '[...]';
      const items = [];
      const count = Math.min(value.length, maxItems);
      for (let i = 0; i < count; i++) items.push(i in value ? deeper(value[i]) : 'empty');
      if (value.length > count) items.push(`... ${value.length - count} more`);
      return name + '[' + items.join(', ') + ']';
    }
    if (value instanceof Map || value instanceof Set) {
      const isMap = value instanceof Map;
      const head = `${isMap ? 'Map' : 'Set'}(${value.size})`;
      if (depth >= maxDepth && value.size > 0) return head + ' {...}';
      const items = [];
      for (const entry of value) {
        if (items.length >= maxKeys) { items.push(`... ${value.size - maxKeys} more`); break; }
        items.push(isMap ? `${deeper(entry[0])} => ${deeper(entry[1])}` : deeper(entry));
      }
      return head + ' {' + items.join(', ') + '}';
    }
    const tag = tagOf(value);
    const prefix = tag ? tag + ' ' : '';
    let entries;
    try { entries = entriesOf(value); } catch (ignored) { return prefix + '{}'; }
    if (entries.length === 0) return prefix + '{}';
    if (depth >= maxDepth) return prefix + '{...}';
    const parts = [];
    for (let i = 0; i < entries.length && i < maxKeys; i++) {
      let shown;
      try { shown = deeper(entries[i][1]()); } catch (error) { shown = '[Exception: ' + String(error && error.message) + ']'; }
      parts.push(keyText(entries[i][0]) + ': ' + shown);
    }
    if (entries.length > maxKeys) parts.push(`... ${entries.length - maxKeys} more`);
    return prefix + '{' + parts.join(', ') + '}';
  };
  const show = (value) => { try { return inspect(value, 0, []); } catch (error) { try { return String(value); } catch (ignored) { return '[object]'; } } };
  // A first string argument's format directives (Console Standard, "Formatter").
  const formatted = (values) => {
    if (typeof values[0] !== 'string' || values.length < 2 || values[0].indexOf('%') < 0) return values.map(show);
    let next = 1;
    const head = values[0].replace(/%([sdifoOc%])/g, (whole, code) => {
      if (code === '%') return '%';
      if (next >= values.length) return whole;
      const value = values[next++];
      switch (code) {
        case 's': return typeof value === 'string' ? value : show(value);
        case 'd': case 'i': return typeof value === 'symbol' ? 'NaN' : String(parseInt(value, 10));
        case 'f': return typeof value === 'symbol' ? 'NaN' : String(parseFloat(value));
        case 'c': return '';
        default: return inspect(value, 1, []);
      }
    });
    return [head].concat(values.slice(next).map(show));
  };
  let indent = '';
  const emit = (level, values) => {
    let text = indent + formatted(values).join(' ');
    if (text.length > maxText) text = text.slice(0, maxText);
    host.console(level, text);
  };
  const log = (level) => function (...values) { emit(level, values); };
  const counts = Object.create(null);
  const timers = Object.create(null);
  const label = (value) => (value === undefined ? 'default' : String(value));
  define('console', {
    log: log('log'), info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug'), trace: log('debug'),
    dir(value) { emit('log', [typeof value === 'string' ? quote(value) : value]); },
    dirxml: log('log'), table: log('log'),
    assert(condition, ...values) { if (!condition) emit('error', ['Assertion failed' + (values.length ? ':' : '')].concat(values)); },
    count(name) { const key = label(name); counts[key] = (counts[key] || 0) + 1; emit('info', [`${key}: ${counts[key]}`]); },
    countReset(name) { counts[label(name)] = 0; },
    group(...values) { if (values.length) emit('log', values); indent += '  '; },
    groupCollapsed(...values) { if (values.length) emit('log', values); indent += '  '; },
    groupEnd() { indent = indent.slice(2); },
    time(name) { timers[label(name)] = host.now(); },
    timeLog(name, ...values) { const key = label(name); if (key in timers) emit('log', [`${key}: ${host.now() - timers[key]} ms`].concat(values)); },
    timeEnd(name) { const key = label(name); if (key in timers) { emit('log', [`${key}: ${host.now() - timers[key]} ms`]); delete timers[key]; } },
    clear() {},
  });
})({ host, define }));

lazyPart(['memlab'], () => define('memlab', Object.freeze({
  checkpoint(value) { host.checkpoint(Number(value)); },
  footprint() { return host.footprint(); },
  // A MessagePort whose other end is memlab itself (port-messages frames: messaging.js).
  get parentPort() { return messagingPart().parentPort(); },
})));
