// console.js: what a probe sends the parent by itself: console output (bounded, forwarded as
// `console` frames) and memlab.checkpoint / memlab.footprint. Both installed on first use.
// Globals: console, memlab.
// Uses: host, define, lazyPart (core.js).

// ---- console: bounded, forwarded to the parent as `console` frames.
lazyPart(['console'], () => {
  const format = (value) => {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return String(value);
    try { const text = JSON.stringify(value); return text === undefined ? String(value) : text; }
    catch (error) { return String(value); }
  };
  const log = (level) => function (...values) { host.console(level, values.map(format).join(' ')); };
  define('console', { log: log('log'), info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug'), trace: log('debug') });
});

lazyPart(['memlab'], () => define('memlab', Object.freeze({
  checkpoint(value) { host.checkpoint(Number(value)); },
  footprint() { return host.footprint(); },
})));
