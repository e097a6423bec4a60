// Conformance: structuredClone and IndexedDB make the values they copy and read back from the
// realm's own constructors (HTML's StructuredDeserialize: "a new Map object in targetRealm"), not
// from whatever a script put in the globals Map, Set, Date, RegExp, Error, TypeError... since
// (a polyfill or shim that finds something to fix). Each global is replaced by a working
// subclass, so the harness and the runtime keep running; a value made through a replaced global
// has the subclass's prototype, which the tests tell apart. Also: a typed array is copied as the
// kind it is, whatever its `constructor` or an own Symbol.toStringTag say.
importScripts('harness.js', 'idb-harness.js');

const real = { Map, Set, Date, RegExp, Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError };
for (const name of Object.keys(real)) {
  const Real = real[name];
  self[name] = ({ [name]: class extends Real {} })[name];
}

const sample = () => ({
  map: new real.Map([[1, 'one']]),
  set: new real.Set(['a']),
  date: new real.Date(86400000),
  regexp: new real.RegExp('a+', 'gi'),
  error: new real.Error('plain'),
  type: new real.TypeError('a type error'),
  range: new real.RangeError('a range error'),
  syntax: new real.SyntaxError('a syntax error'),
});
const checkCopy = (copy, what) => {
  same(Object.getPrototypeOf(copy.map) === real.Map.prototype && copy.map.get(1) === 'one', true, what + ': the Map');
  same(Object.getPrototypeOf(copy.set) === real.Set.prototype && copy.set.has('a'), true, what + ': the Set');
  same(Object.getPrototypeOf(copy.date) === real.Date.prototype && copy.date.getTime() === 86400000, true, what + ': the Date');
  same(Object.getPrototypeOf(copy.regexp) === real.RegExp.prototype && copy.regexp.source === 'a+' && copy.regexp.flags === 'gi', true, what + ': the RegExp');
  same(Object.getPrototypeOf(copy.error) === real.Error.prototype && copy.error.message === 'plain', true, what + ': the Error');
  same(Object.getPrototypeOf(copy.type) === real.TypeError.prototype && copy.type.message === 'a type error', true, what + ': the TypeError');
  same(Object.getPrototypeOf(copy.range) === real.RangeError.prototype, true, what + ': the RangeError');
  same(Object.getPrototypeOf(copy.syntax) === real.SyntaxError.prototype, true, what + ': the SyntaxError');
};

test("structuredClone makes its copies from the realm's constructors", () => {
  checkCopy(structuredClone(sample()), 'structuredClone');
});
test('structuredClone copies a typed array as its own kind, whatever it claims', () => {
  const view = new Float32Array([1.5, 2.5]);
  view.constructor = Uint8Array;
  Object.defineProperty(view, Symbol.toStringTag, { value: 'Int8Array' });
  const copy = structuredClone(view);
  same(Object.getPrototypeOf(copy) === Float32Array.prototype && Array.from(copy).join() === '1.5,2.5', true, 'a Float32Array');
});
test("IndexedDB reads values back through the realm's constructors", async () => {
  const db = await fresh((db) => db.createObjectStore('values'));
  const tx = db.transaction('values', 'readwrite');
  tx.objectStore('values').put(sample(), 'one');
  await done(tx);
  const read = db.transaction('values').objectStore('values');
  checkCopy(await req(read.get('one')), 'IndexedDB');
  db.close();
});
test('IndexedDB stores a typed array as its own kind, whatever it claims', async () => {
  const db = await fresh((db) => db.createObjectStore('views'));
  const view = new Int16Array([-2, 7]);
  view.constructor = Uint8Array;
  Object.defineProperty(view, Symbol.toStringTag, { value: 'Float64Array' });
  const tx = db.transaction('views', 'readwrite');
  tx.objectStore('views').put({ view }, 'one');
  await done(tx);
  const { view: back } = await req(db.transaction('views').objectStore('views').get('one'));
  same(Object.getPrototypeOf(back) === Int16Array.prototype && Array.from(back).join() === '-2,7', true, 'an Int16Array');
  db.close();
});
test("IndexedDB's Date keys come back as the realm's Dates", async () => {
  const db = await fresh((db) => db.createObjectStore('dated'));
  const tx = db.transaction('dated', 'readwrite');
  tx.objectStore('dated').put('x', new real.Date(1000));
  await done(tx);
  const [key] = await req(db.transaction('dated').objectStore('dated').getAllKeys());
  same(Object.getPrototypeOf(key) === real.Date.prototype && key.getTime() === 1000, true, 'the key');
  db.close();
});

addEventListener('push', runConformance);
