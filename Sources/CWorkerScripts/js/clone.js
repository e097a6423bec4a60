// clone.js: structuredClone (HTML), installed on first use; notifications.js clones a
// notification's data with it.
// Defines: clonePart (exports cloneValue). Globals: structuredClone.
// Uses: g, define, lazyPart, isObject, dictionary, OriginalPromise, dom (core.js); Blob through
//   the global (encoding.js).

// ---- structuredClone (HTML): the serializable built-ins, deep, with cycles.
const clonePart = lazyPart(['structuredClone'], () => {
  const cloneValue = (value, memory) => {
    if (!isObject(value)) {
      if (typeof value === 'symbol') throw dom('A Symbol cannot be cloned.', 'DataCloneError');
      return value;
    }
    if (memory.has(value)) return memory.get(value);
    const tag = Object.prototype.toString.call(value);
    let copy;
    const remember = (made) => { memory.set(value, made); return made; };
    if (typeof value === 'function') throw dom(`${String(value.name || 'function')} could not be cloned.`, 'DataCloneError');
    if (value instanceof ArrayBuffer) return remember(value.slice(0));
    if (ArrayBuffer.isView(value)) {
      const buffer = cloneValue(value.buffer, memory);
      const Kind = value.constructor;
      if (value instanceof DataView) return remember(new DataView(buffer, value.byteOffset, value.byteLength));
      return remember(new Kind(buffer, value.byteOffset, value.length));
    }
    switch (tag) {
      case '[object Boolean]': return remember(new Boolean(value.valueOf()));
      case '[object Number]': return remember(new Number(value.valueOf()));
      case '[object String]': return remember(new String(value.valueOf()));
      case '[object BigInt]': return remember(Object(value.valueOf()));
      case '[object Date]': return remember(new Date(value.getTime()));
      case '[object RegExp]': return remember(new RegExp(value.source, value.flags));
      case '[object Map]':
        copy = remember(new Map());
        for (const [k, v] of value) copy.set(cloneValue(k, memory), cloneValue(v, memory));
        return copy;
      case '[object Set]':
        copy = remember(new Set());
        for (const v of value) copy.add(cloneValue(v, memory));
        return copy;
      case '[object Error]': {
        const names = ['EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError'];
        const name = names.includes(value.name) ? value.name : 'Error';
        copy = remember(new g[name]());
        if (Object.prototype.hasOwnProperty.call(value, 'message')) copy.message = String(value.message);
        if (typeof value.stack === 'string') Object.defineProperty(copy, 'stack', { value: value.stack, writable: true, configurable: true });
        return copy;
      }
    }
    if (value instanceof Blob) return remember(value.slice(0, value.size, value.type));
    if (value instanceof OriginalPromise || value instanceof WeakMap || value instanceof WeakSet || tag === '[object WeakRef]' || tag === '[object Symbol]')
      throw dom(`${tag.slice(8, -1)} object could not be cloned.`, 'DataCloneError');
    copy = remember(Array.isArray(value) ? new Array(value.length) : {});
    for (const key of Object.keys(value)) copy[key] = cloneValue(value[key], memory);
    return copy;
  };
  define('structuredClone', function structuredClone(value, options) {
    if (arguments.length < 1) throw new TypeError("Failed to execute 'structuredClone': 1 argument required, but only 0 present.");
    const transfer = dictionary(options, 'structuredClone').transfer;
    if (transfer !== undefined && Array.from(transfer).length > 0) throw dom('structuredClone: transferring is not supported by this worker', 'DataCloneError');
    return cloneValue(value, new Map());
  });
  return { cloneValue };
});
