// storage-values.js: the structured serialization (HTML) of a value IndexedDB stores, to one
// compact string the host keeps (StorageHost.swift stores it one byte a character when every
// character is Latin-1), and back. The types structuredClone copies (clone.js), with shared
// references and cycles; anything else is a DataCloneError, as the spec says.
// Defines: installStorageValues (called by idb-database.js when IndexedDB is installed; sets
//   ns.serialize and ns.deserialize).
// Uses: g, isObject, intrinsics, dom (core.js), encodingPart (encoding.js, only when a Blob already exists).
//
// The format, a sequence of tokens: u undefined, z null, t/f booleans, m -0, n<number>; i<bigint>;
// s<length>:<characters> a string, P<primitive token> a primitive wrapper object, D<time>;
// a Date, R<string><string> a RegExp (source, flags), B<length>:<Latin-1 bytes> an ArrayBuffer,
// V<kind><offset>,<length>;<buffer token> a view, U<length>:<Latin-1 bytes> a Uint8Array over
// the whole of a buffer of its own (the commonest binary value, 9 bytes shorter), M<count>: Map pairs, S<count>: Set items,
// E<name string>(y<message string>|x) an Error, L<type string><buffer token> a Blob,
// A<length>:<count>: an Array then its own keys and values, O<count>: an object then its keys
// and values, r<index>; the index-th object already written (shared reference or cycle).

const installStorageValues = (ns) => {
  // The realm's constructors (core.js), not what a script has put in the globals since.
  const { Object, Array, Map, Set, Date, RegExp } = intrinsics;
  // A view's own kind ([[TypedArrayName]]), which neither its `constructor` nor a
  // Symbol.toStringTag of its own can change; a DataView has none.
  const typedArrayName = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
  const viewKinds = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
    'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array', 'DataView'];
  const latin1 = (bytes) => {
    let text = '';
    for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode.apply(null, bytes.subarray(at, at + 8192));
    return text;
  };
  const refuse = (what) => { throw dom(`${what} could not be cloned.`, 'DataCloneError'); };
  const errorNames = ['Error', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError'];

  ns.serialize = (value) => {
    const out = [];
    const memory = new Map();
    const str = (text) => { out.push('s' + text.length + ':', text); };
    const write = (v) => {
      switch (typeof v) {
        case 'undefined': out.push('u'); return;
        case 'boolean': out.push(v ? 't' : 'f'); return;
        case 'number': out.push(Object.is(v, -0) ? 'm' : 'n' + v + ';'); return;
        case 'bigint': out.push('i' + v + ';'); return;
        case 'string': str(v); return;
        case 'symbol': refuse('A Symbol');
        case 'function': refuse(String(v.name || 'function'));
      }
      if (v === null) { out.push('z'); return; }
      const seen = memory.get(v);
      if (seen !== undefined) { out.push('r' + seen + ';'); return; }
      memory.set(v, memory.size);
      if (v instanceof ArrayBuffer) { out.push('B' + v.byteLength + ':', latin1(new Uint8Array(v))); return; }
      if (ArrayBuffer.isView(v)) {
        const kind = v instanceof DataView ? 11 : viewKinds.indexOf(typedArrayName.call(v));
        if (kind < 0) refuse('This view');
        if (kind === 1 && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength && !memory.has(v.buffer)) {
          memory.set(v.buffer, memory.size);
          out.push('U' + v.length + ':', latin1(v));
          return;
        }
        out.push('V' + String.fromCharCode(97 + kind) + v.byteOffset + ',' + (kind === 11 ? v.byteLength : v.length) + ';');
        write(v.buffer);
        return;
      }
      const tag = Object.prototype.toString.call(v);
      switch (tag) {
        case '[object Boolean]': case '[object Number]': case '[object String]': case '[object BigInt]':
          out.push('P'); write(v.valueOf()); return;
        case '[object Date]': out.push('D' + v.getTime() + ';'); return;
        case '[object RegExp]': out.push('R'); str(v.source); str(v.flags); return;
        case '[object Map]': {
          const entries = Array.from(v);
          out.push('M' + entries.length + ':');
          for (let i = 0; i < entries.length; i++) { write(entries[i][0]); write(entries[i][1]); }
          return;
        }
        case '[object Set]': {
          const items = Array.from(v);
          out.push('S' + items.length + ':');
          for (let i = 0; i < items.length; i++) write(items[i]);
          return;
        }
        case '[object Error]': {
          out.push('E'); str(errorNames.includes(v.name) ? v.name : 'Error');
          if (Object.prototype.hasOwnProperty.call(v, 'message')) { out.push('y'); str(String(v.message)); } else out.push('x');
          return;
        }
      }
      const encoding = encodingPart(true);
      if (encoding !== null && v instanceof encoding.Blob) { out.push('L'); str(v.type); write(encoding.blobBytesOf(v).slice().buffer); return; }
      if (v instanceof Promise || v instanceof WeakMap || v instanceof WeakSet || tag === '[object WeakRef]' || tag === '[object Symbol]')
        refuse(tag.slice(8, -1) + ' object');
      const keys = Object.keys(v);
      out.push(Array.isArray(v) ? 'A' + v.length + ':' + keys.length + ':' : 'O' + keys.length + ':');
      for (let i = 0; i < keys.length; i++) { str(keys[i]); write(v[keys[i]]); }
    };
    write(value);
    return out.join('');
  };

  ns.deserialize = (text) => {
    let at = 0;
    const objects = [];
    const until = (stop) => { const end = text.indexOf(stop, at); const part = text.slice(at, end); at = end + 1; return part; };
    const str = () => { at++; const length = Number(until(':')); const part = text.slice(at, at + length); at += length; return part; };
    const bytesOf = (buffer) => new Uint8Array(buffer);
    const read = () => {
      const c = text[at++];
      switch (c) {
        case 'u': return undefined;
        case 'z': return null;
        case 't': return true;
        case 'f': return false;
        case 'm': return -0;
        case 'n': return Number(until(';'));
        case 'i': return BigInt(until(';'));
        case 's': at--; return str();
      }
      const slot = objects.length;
      objects.push(undefined);
      const keep = (made) => { objects[slot] = made; return made; };
      switch (c) {
        case 'r': objects.pop(); return objects[Number(until(';'))];
        case 'B': {
          const length = Number(until(':'));
          const buffer = new ArrayBuffer(length);
          const bytes = bytesOf(buffer);
          for (let i = 0; i < length; i++) bytes[i] = text.charCodeAt(at + i);
          at += length;
          return keep(buffer);
        }
        case 'V': {
          const kind = viewKinds[text.charCodeAt(at++) - 97];
          if (kind === undefined) break;
          const offset = Number(until(',')), length = Number(until(';'));
          const buffer = read();
          return keep(new g[kind](buffer, offset, length));
        }
        case 'U': {
          const length = Number(until(':'));
          const buffer = new ArrayBuffer(length);
          objects.push(buffer);
          const bytes = bytesOf(buffer);
          for (let i = 0; i < length; i++) bytes[i] = text.charCodeAt(at + i);
          at += length;
          return keep(bytes);
        }
        case 'P': return keep(Object(read()));
        case 'D': return keep(new Date(Number(until(';'))));
        case 'R': { const source = str(); return keep(new RegExp(source, str())); }
        case 'M': {
          const map = keep(new Map());
          for (let n = Number(until(':')); n > 0; n--) { const k = read(); map.set(k, read()); }
          return map;
        }
        case 'S': {
          const set = keep(new Set());
          for (let n = Number(until(':')); n > 0; n--) set.add(read());
          return set;
        }
        case 'E': {
          // Only the names serialize writes: a corrupt store names no other constructor.
          const name = str();
          if (!errorNames.includes(name)) break;
          const error = keep(new intrinsics[name]());
          if (text[at++] === 'y') error.message = str();
          return error;
        }
        case 'L': { const type = str(); const buffer = read(); return keep(new (encodingPart().Blob)([buffer], { type })); }
        case 'A': case 'O': {
          const made = keep(c === 'A' ? new Array(Number(until(':'))) : {});
          for (let n = Number(until(':')); n > 0; n--) {
            const key = str();
            const v = read();
            if (key === '__proto__') Object.defineProperty(made, key, { value: v, writable: true, enumerable: true, configurable: true });
            else made[key] = v;
          }
          return made;
        }
      }
      throw dom('A stored value is corrupt.', 'DataError');
    };
    return read();
  };
};
