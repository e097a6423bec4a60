// clone.js: structuredClone (HTML), installed on first use; notifications.js clones a
// notification's data with it.
// Defines: clonePart (exports cloneValue, cloneWithTransfer). Globals: structuredClone.
// Uses: g, define, lazyPart, isObject, dictionary, OriginalPromise, intrinsics, dom, domExceptionPart,
//   definedInterfaces (core.js); EventTarget, Event, ExtendableEvent, PushEvent, PushMessageData (events.js); encodingPart
//   (encoding.js: Blob, peeked); messagingPart (messaging.js, a later part: read only when a
//   transfer list holds a MessagePort); formDataPart (formdata.js, for a File).

// ---- structuredClone (HTML): the serializable built-ins, deep, with cycles.
const clonePart = lazyPart(['structuredClone'], () => {
  // The realm's constructors (core.js), not what a script has put in the globals since.
  const { Object, Array, Map, Set, Date, RegExp } = intrinsics;
  const typedArrayKeys = Object.getPrototypeOf(Uint8Array.prototype).keys;
  // A view's own kind ([[TypedArrayName]]), which neither its `constructor` nor a
  // Symbol.toStringTag of its own can change.
  const typedArrayName = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
  // A platform object no case above serializes (an AbortController, a Request, an Event...):
  // an instance of one of the prelude's interfaces or of one a part installed (definedInterfaces).
  const preludeInterfaces = [EventTarget, Event, ExtendableEvent, PushEvent, PushMessageData];
  const isPlatformObject = (value) => {
    for (let proto = Object.getPrototypeOf(value); proto !== null && proto !== Object.prototype && proto !== Array.prototype; proto = Object.getPrototypeOf(proto)) {
      for (let i = 0; i < preludeInterfaces.length; i++) if (preludeInterfaces[i].prototype === proto) return true;
      for (let i = 0; i < definedInterfaces.length; i++) if (definedInterfaces[i].prototype === proto) return true;
    }
    return false;
  };
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
    if (value instanceof ArrayBuffer) {
      if (!value.resizable) return remember(value.slice(0));
      // A resizable buffer stays resizable, to the same maximum.
      const buffer = new ArrayBuffer(value.byteLength, { maxByteLength: value.maxByteLength });
      new Uint8Array(buffer).set(new Uint8Array(value));
      return remember(buffer);
    }
    if (ArrayBuffer.isView(value)) {
      // A view whose buffer is detached, or shrunk below it (resizable), is out of bounds:
      // DataView's byteLength throws then, and a typed array method that validates it does.
      try {
        if (value instanceof DataView) void value.byteLength;
        else typedArrayKeys.call(value);
      } catch (error) {
        throw dom('An ArrayBufferView whose buffer is detached or out of bounds could not be cloned.', 'DataCloneError');
      }
      const buffer = cloneValue(value.buffer, memory);
      if (value instanceof DataView) return remember(new DataView(buffer, value.byteOffset, value.byteLength));
      return remember(new g[typedArrayName.call(value)](buffer, value.byteOffset, value.length));
    }
    // DOMException is serializable (its name and message); a subclass's instance deserializes as
    // the closest serializable class, and the copy is made from the class itself, so a deleted
    // global does not matter. exceptions is null when no DOMException was ever made here.
    const exceptions = domExceptionPart(true);
    if (exceptions !== null && value instanceof exceptions.DOMException) {
      if (value instanceof exceptions.QuotaExceededError) return remember(new exceptions.QuotaExceededError(value.message, { quota: value.quota ?? undefined, requested: value.requested ?? undefined }));
      return remember(new exceptions.DOMException(value.message, value.name));
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
        copy = remember(new intrinsics[name]());
        if (Object.prototype.hasOwnProperty.call(value, 'message')) copy.message = String(value.message);
        if (typeof value.stack === 'string') Object.defineProperty(copy, 'stack', { value: value.stack, writable: true, configurable: true });
        return copy;
      }
    }
    // A File exists only once formdata.js is installed (peeked: the global may be deleted).
    // A Blob exists only once encoding.js is installed (peeked, as File: the globals may be replaced or deleted).
    const encoding = encodingPart(true);
    const blob = encoding !== null && value instanceof encoding.Blob;
    const files = blob ? formDataPart(true) : null;
    if (files !== null && value instanceof files.File) return remember(new files.File([value], value.name, { type: value.type, lastModified: value.lastModified }));
    if (blob) return remember(value.slice(0, value.size, value.type));
    if (value instanceof OriginalPromise || value instanceof WeakMap || value instanceof WeakSet || tag === '[object WeakRef]' || tag === '[object Symbol]')
      throw dom(`${tag.slice(8, -1)} object could not be cloned.`, 'DataCloneError');
    if (isPlatformObject(value)) throw dom(`${tag.slice(8, -1)} object could not be cloned.`, 'DataCloneError');
    copy = remember(Array.isArray(value) ? new Array(value.length) : {});
    for (const key of Object.keys(value)) copy[key] = cloneValue(value[key], memory);
    return copy;
  };
  // A clone with a transfer list (HTML StructuredSerializeWithTransfer): each ArrayBuffer's bytes
  // move to a new buffer (the original is detached), each MessagePort to a new port entangled with
  // the same other end (messaging.js); the clone refers to what moved. Returns the clone and the
  // objects that moved, in the list's order. Anything else in the list is a DataCloneError.
  const cloneWithTransfer = (value, list) => {
    const items = Array.from(list);
    // A MessagePort exists only once messaging.js is installed (peeked: the global may be deleted).
    const ports = items.some((item) => !(item instanceof ArrayBuffer)) ? messagingPart(true) : null;
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (items.indexOf(item) !== i) throw dom('The transfer list names an object twice.', 'DataCloneError');
      if (item instanceof ArrayBuffer) { if (item.detached) throw dom('An ArrayBuffer is detached and could not be transferred.', 'DataCloneError'); }
      else if (ports === null || !ports.isPort(item)) throw dom('Value at index ' + i + ' is not a transferable object.', 'DataCloneError');
      else if (ports.isDetached(item)) throw dom('A MessagePort was already transferred.', 'DataCloneError');
    }
    const memory = new Map();
    const moved = items.map((item) => (item instanceof ArrayBuffer ? item.transfer() : ports.transferPort(item)));
    for (let i = 0; i < items.length; i++) memory.set(items[i], moved[i]);
    return { value: cloneValue(value, memory), moved };
  };
  define('structuredClone', function structuredClone(value, options) {
    if (arguments.length < 1) throw new TypeError("Failed to execute 'structuredClone': 1 argument required, but only 0 present.");
    const transfer = dictionary(options, 'structuredClone').transfer;
    if (transfer !== undefined) return cloneWithTransfer(value, transfer).value;
    return cloneValue(value, new Map());
  });
  return { cloneValue, cloneWithTransfer };
});
