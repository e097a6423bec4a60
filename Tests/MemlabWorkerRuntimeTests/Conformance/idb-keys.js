// Conformance: IndexedDB keys, key order, cmp, IDBKeyRange and key paths (Indexed Database API
// 3.0, 2.5, 2.6, 4.8), written from the specification. Run by the worker with no payload.
importScripts('harness.js', 'idb-harness.js');

test('cmp orders number < date < string < binary < array', () => {
  const order = [-Infinity, -1.5, -0, 1, Infinity, new Date(0), new Date(5), '', 'a', 'b', new Uint8Array([]).buffer, new Uint8Array([1]), [], [0], ['a']];
  for (let i = 0; i + 1 < order.length; i++) same(indexedDB.cmp(order[i], order[i + 1]), -1, `item ${i} before item ${i + 1}`);
  same(indexedDB.cmp(order[3], order[1]), 1, 'greater');
});
test('cmp treats -0 and 0 as equal, compares strings by code unit', () => {
  same(indexedDB.cmp(-0, 0), 0, '-0 is 0');
  same(indexedDB.cmp('\uFFFF', '\uD83D\uDE00'), 1, 'code units, not code points');
  same(indexedDB.cmp('a\0', 'a'), 1, 'a NUL makes a longer key');
  same(indexedDB.cmp('a\0', 'a\x01'), -1, 'NUL before U+0001');
  same(indexedDB.cmp('\x01', '\x02'), -1, 'U+0001 before U+0002');
});
test('cmp compares arrays element-wise, shorter first', () => {
  same(indexedDB.cmp([1, 2], [1, 2, 0]), -1, 'prefix first');
  same(indexedDB.cmp([1, 'a'], [1, 2]), 1, 'string element after number element');
  same(indexedDB.cmp([[1]], [[1], 0]), -1, 'nested');
  same(indexedDB.cmp([new Date(1)], [new Date(1)]), 0, 'equal dates');
  same(indexedDB.cmp(new Uint8Array([1, 2]), new Uint8Array([1, 3]).buffer), -1, 'binary byte order');
  same(indexedDB.cmp(new Uint8Array([255]), new Uint8Array([0, 0])), 1, 'binary lexicographic');
});
test('invalid keys throw DataError', () => {
  const bad = [NaN, null, undefined, {}, true, new Date(NaN), Symbol('s'), [NaN], [{}], () => 1];
  for (const value of bad) throwsNamed('DataError', () => indexedDB.cmp(value, 1), String(typeof value));
  const cyclic = []; cyclic.push(cyclic);
  throwsNamed('DataError', () => indexedDB.cmp(cyclic, 1), 'cyclic array');
  throwsNamed('DataError', () => indexedDB.cmp([1, , 2], 1), 'array with a hole');
});
test('cmp needs two arguments', () => {
  throwsNamed('TypeError', () => indexedDB.cmp(1), 'one argument');
});
test('IDBKeyRange.only and includes', () => {
  const r = IDBKeyRange.only(5);
  same([r.lower, r.upper, r.lowerOpen, r.upperOpen], [5, 5, false, false], 'bounds');
  assert(r.includes(5) && !r.includes(6), 'includes');
  throwsNamed('DataError', () => IDBKeyRange.only({}), 'invalid key');
  same(Object.prototype.toString.call(r), '[object IDBKeyRange]', 'toStringTag');
});
test('IDBKeyRange.lowerBound and upperBound', () => {
  const lower = IDBKeyRange.lowerBound('b', true);
  same([lower.lower, lower.upper, lower.lowerOpen, lower.upperOpen], ['b', undefined, true, true], 'lowerBound');
  assert(!lower.includes('b') && lower.includes('c') && lower.includes([]), 'open lower');
  const upper = IDBKeyRange.upperBound(10);
  assert(upper.includes(10) && upper.includes(-Infinity) && !upper.includes('a'), 'closed upper');
});
test('IDBKeyRange.bound checks its bounds', () => {
  const r = IDBKeyRange.bound(1, 5, true, false);
  assert(!r.includes(1) && r.includes(5) && r.includes(3), 'includes');
  throwsNamed('DataError', () => IDBKeyRange.bound(5, 1), 'lower above upper');
  throwsNamed('DataError', () => IDBKeyRange.bound(1, 1, true, false), 'equal bounds, one open');
  same(IDBKeyRange.bound(1, 1).includes(1), true, 'equal closed bounds');
  throwsNamed('TypeError', () => new IDBKeyRange(), 'no constructor');
});
test('IDBKeyRange bounds are copies of keys', () => {
  const date = new Date(7);
  const r = IDBKeyRange.only(date);
  assert(r.lower instanceof Date && r.lower.getTime() === 7, 'a date');
  const a = IDBKeyRange.only([1, ['x']]);
  same(a.lower, [1, ['x']], 'an array');
  assert(IDBKeyRange.only(new Uint8Array([9])).lower instanceof ArrayBuffer, 'binary keys come back as ArrayBuffer');
});
test('key paths: dotted, arrays, length, and invalid ones', async () => {
  const db = await fresh((db) => {
    db.createObjectStore('dotted', { keyPath: 'a.b' });
    db.createObjectStore('compound', { keyPath: ['x', 'y'] });
    db.createObjectStore('len', { keyPath: 's.length' });
    throwsNamed('SyntaxError', () => db.createObjectStore('bad1', { keyPath: 'a..b' }), 'empty identifier');
    throwsNamed('SyntaxError', () => db.createObjectStore('bad2', { keyPath: '1a' }), 'not an identifier');
    throwsNamed('SyntaxError', () => db.createObjectStore('bad3', { keyPath: [] }), 'empty array');
    throwsNamed('InvalidAccessError', () => db.createObjectStore('bad4', { keyPath: ['a'], autoIncrement: true }), 'array with a generator');
    throwsNamed('InvalidAccessError', () => db.createObjectStore('bad5', { keyPath: '', autoIncrement: true }), 'empty with a generator');
  });
  const tx = db.transaction(['dotted', 'compound', 'len'], 'readwrite');
  same(await req(tx.objectStore('dotted').put({ a: { b: 'k' } })), 'k', 'dotted key');
  same(await req(tx.objectStore('compound').put({ x: 1, y: 'z' })), [1, 'z'], 'array key path');
  same(await req(tx.objectStore('len').put({ s: 'four' })), 4, 'string length');
  same(tx.objectStore('compound').keyPath, ['x', 'y'], 'keyPath attribute');
  throwsNamed('DataError', () => tx.objectStore('dotted').put({ a: {} }), 'no value at the key path');
  throwsNamed('DataError', () => tx.objectStore('dotted').put({ a: { b: {} } }), 'not a key at the key path');
  throwsNamed('DataError', () => tx.objectStore('dotted').put({ a: { b: 1 } }, 1), 'a key with in-line keys');
  await done(tx);
  db.close();
});
test('keys of every type round-trip through a store in key order', async () => {
  const db = await fresh((db) => db.createObjectStore('s'));
  const keys = [['a', 1], 'b', new Uint8Array([2]).buffer, 3, new Date(4), -Infinity, 'a', [], '\0', '\uFFFF'];
  const tx = db.transaction('s', 'readwrite');
  keys.forEach((key, i) => tx.objectStore('s').put(i, key));
  const all = await req(tx.objectStore('s').getAllKeys());
  same(all.map((k) => (k instanceof Date ? 'date' : k instanceof ArrayBuffer ? 'binary' : k)),
    [-Infinity, 3, 'date', '\0', 'a', 'b', '\uFFFF', 'binary', [], ['a', 1]], 'sorted');
  await done(tx);
  db.close();
});
test('the key generator: numbers from 1, explicit keys raise it, it never goes down', async () => {
  const db = await fresh((db) => { db.createObjectStore('g', { autoIncrement: true }); db.createObjectStore('p', { keyPath: 'id', autoIncrement: true }); });
  const tx = db.transaction(['g', 'p'], 'readwrite');
  const g = tx.objectStore('g');
  same(await req(g.add('a')), 1, 'first');
  same(await req(g.add('b')), 2, 'second');
  same(await req(g.add('c', 10.5)), 10.5, 'explicit key');
  same(await req(g.add('d')), 11, 'raised past floor(10.5)');
  same(await req(g.add('e', 3)), 3, 'a lower explicit key');
  same(await req(g.add('f')), 12, 'not lowered');
  same(await req(g.add('s', 'str')), 'str', 'a string key leaves it');
  same(await req(g.add('g')), 13, 'still counting');
  const p = tx.objectStore('p');
  same(await req(p.add({ name: 'x' })), 1, 'in-line generated key');
  same(await req(p.get(1)), { name: 'x', id: 1 }, 'the key is injected into the value');
  throwsNamed('DataError', () => p.put(5), 'cannot inject into a primitive');
  same(g.autoIncrement, true, 'autoIncrement');
  await done(tx);
  db.close();
});
test('the key generator reverts when its transaction aborts', async () => {
  const db = await fresh((db) => db.createObjectStore('g', { autoIncrement: true }));
  const tx = db.transaction('g', 'readwrite');
  await req(tx.objectStore('g').add('a'));
  tx.abort();
  await ended(tx);
  const tx2 = db.transaction('g', 'readwrite');
  same(await req(tx2.objectStore('g').add('b')), 1, 'starts again from 1');
  await done(tx2);
  db.close();
});
test('structured clone of stored values', async () => {
  const db = await fresh((db) => db.createObjectStore('s'));
  const shared = { n: 1 };
  const value = {
    u: undefined, n: null, b: true, num: -0, nan: NaN, big: 12345678901234567890n, s: 'caf\u00e9 \uD83D\uDE00',
    date: new Date(42), re: /x+/gi, map: new Map([[1, 'one'], ['k', shared]]), set: new Set([1, 'a']),
    bytes: new Uint16Array([1, 65535]), view: new DataView(new ArrayBuffer(4), 1, 2), buffer: new Uint8Array([7, 8]).buffer,
    arr: [1, , 3], boxed: new String('box'), error: new RangeError('bad'), a: shared, b2: shared,
  };
  value.self = value;
  const tx = db.transaction('s', 'readwrite');
  tx.objectStore('s').put(value, 1);
  const back = await req(tx.objectStore('s').get(1));
  assert(back !== value && back.self === back, 'a cycle');
  assert(back.a === back.b2 && back.map.get('k') === back.a, 'shared references');
  assert('u' in back && back.u === undefined && back.n === null && back.b === true, 'primitives');
  assert(Object.is(back.num, -0) && Number.isNaN(back.nan) && back.big === 12345678901234567890n, 'numbers');
  same(back.s, value.s, 'string');
  assert(back.date instanceof Date && back.date.getTime() === 42, 'date');
  assert(back.re instanceof RegExp && back.re.source === 'x+' && back.re.flags === 'gi', 'regexp');
  same([...back.set], [1, 'a'], 'set');
  assert(back.bytes instanceof Uint16Array && back.bytes[1] === 65535, 'typed array');
  assert(back.view instanceof DataView && back.view.byteOffset === 1 && back.view.byteLength === 2, 'data view');
  same(Array.from(new Uint8Array(back.buffer)), [7, 8], 'array buffer');
  assert(back.arr.length === 3 && !(1 in back.arr), 'a hole stays a hole');
  assert(back.boxed instanceof String && String(back.boxed) === 'box', 'wrapper');
  assert(back.error instanceof RangeError && back.error.message === 'bad', 'error');
  await done(tx);
  db.close();
});
test('Uint8Arrays keep their bytes and the buffers they share', async () => {
  const db = await fresh((db) => db.createObjectStore('s'));
  const whole = new Uint8Array([0, 1, 127, 128, 255]);
  const part = new Uint8Array(new Uint8Array([9, 8, 7, 6]).buffer, 1, 2);
  const shared = new Uint8Array([5, 6]);
  const tx = db.transaction('s', 'readwrite');
  tx.objectStore('s').put({ whole, part, shared, again: shared, buffer: shared.buffer }, 1);
  const back = await req(tx.objectStore('s').get(1));
  same(Array.from(back.whole), [0, 1, 127, 128, 255], 'every byte value');
  same([back.part.byteOffset, back.part.length, back.part.buffer.byteLength, Array.from(back.part)], [1, 2, 4, [8, 7]], 'a view into a larger buffer');
  assert(back.shared === back.again && back.buffer === back.shared.buffer, 'shared view and buffer');
  await done(tx);
  db.close();
});
test('values that cannot be cloned throw DataCloneError', async () => {
  const db = await fresh((db) => db.createObjectStore('s'));
  const tx = db.transaction('s', 'readwrite');
  const s = tx.objectStore('s');
  throwsNamed('DataCloneError', () => s.put(() => 1, 1), 'a function');
  throwsNamed('DataCloneError', () => s.put({ f() {} }, 1), 'a method');
  throwsNamed('DataCloneError', () => s.put(Symbol('x'), 1), 'a symbol');
  throwsNamed('DataCloneError', () => s.put(new WeakMap(), 1), 'a WeakMap');
  throwsNamed('DataCloneError', () => s.put(Promise.resolve(), 1), 'a promise');
  same(await req(s.count()), 0, 'nothing stored');
  await done(tx);
  db.close();
});
test('a stored value is a copy taken when put is called', async () => {
  const db = await fresh((db) => db.createObjectStore('s'));
  const tx = db.transaction('s', 'readwrite');
  const value = { v: 1 };
  const r = tx.objectStore('s').put(value, 'k');
  value.v = 2;
  await req(r);
  same(await req(tx.objectStore('s').get('k')), { v: 1 }, 'the value as it was');
  await done(tx);
  db.close();
});
addEventListener('push', runConformance);
