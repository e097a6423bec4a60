// Conformance: IDBObjectStore and IDBIndex (Indexed Database API 3.0, 4.5, 4.6): put, add, get,
// getKey, getAll, getAllKeys, count, delete, clear, indexes (unique, multiEntry, compound),
// errors. Written from the specification; run with no payload.
importScripts('harness.js', 'idb-harness.js');

async function filled(extra) {
  const db = await fresh((db) => {
    const s = db.createObjectStore('people', { keyPath: 'id' });
    s.createIndex('by_name', 'name');
    s.createIndex('by_email', 'email', { unique: true });
    s.createIndex('by_tag', 'tags', { multiEntry: true });
    s.createIndex('by_pair', ['last', 'first']);
    db.createObjectStore('kv');
    if (extra) extra(db);
  });
  const tx = db.transaction(['people', 'kv'], 'readwrite');
  const people = tx.objectStore('people');
  people.put({ id: 1, name: 'ann', email: 'a@x', tags: ['red', 'blue', 'red'], last: 'Lee', first: 'Ann' });
  people.put({ id: 2, name: 'bob', email: 'b@x', tags: ['blue'], last: 'Kim', first: 'Bob' });
  people.put({ id: 3, name: 'ann', email: 'c@x', tags: [], last: 'Lee', first: 'Al' });
  people.put({ id: 4, name: 'dee', tags: 'green', last: 'Ng', first: 'Dee' });
  const kv = tx.objectStore('kv');
  for (let i = 1; i <= 10; i++) kv.put('v' + i, i);
  await done(tx);
  return db;
}
const read = (db, name = 'people') => db.transaction([name], 'readonly').objectStore(name);

test('put replaces, add refuses an existing key with ConstraintError', async () => {
  const db = await fresh((db) => db.createObjectStore('kv'));
  const tx = db.transaction('kv', 'readwrite');
  const s = tx.objectStore('kv');
  same(await req(s.put('a', 1)), 1, 'put returns the key');
  same(await req(s.put('b', 1)), 1, 'put again');
  same(await req(s.get(1)), 'b', 'replaced');
  const dup = s.add('c', 1);
  dup.onerror = (event) => event.preventDefault();
  await rejects('ConstraintError', req(dup), 'add over an existing key');
  same(await req(s.add('d', 2)), 2, 'add a new key');
  await done(tx);
  db.close();
});
test('put and add argument errors', async () => {
  const db = await fresh((db) => { db.createObjectStore('out'); db.createObjectStore('in', { keyPath: 'k' }); });
  const tx = db.transaction(['out', 'in'], 'readwrite');
  throwsNamed('DataError', () => tx.objectStore('out').put('v'), 'out-of-line keys without a key');
  throwsNamed('DataError', () => tx.objectStore('out').put('v', {}), 'an invalid key');
  throwsNamed('DataError', () => tx.objectStore('in').put({ k: 1 }, 1), 'in-line keys with a key');
  throwsNamed('DataError', () => tx.objectStore('in').put({ x: 1 }), 'no key at the key path');
  await done(tx);
  db.close();
});
test('get, getKey with keys and ranges; a missing key is undefined', async () => {
  const db = await filled();
  const kv = read(db, 'kv');
  same(await req(kv.get(3)), 'v3', 'a key');
  same(await req(kv.get(IDBKeyRange.lowerBound(4, true))), 'v5', 'the first in a range');
  same(await req(kv.get(99)), undefined, 'missing');
  same(await req(kv.getKey(IDBKeyRange.bound(2.5, 9))), 3, 'getKey');
  throwsNamed('DataError', () => kv.get(), 'get needs a key');
  throwsNamed('DataError', () => kv.get(null), 'null is no key');
  db.close();
});
test('getAll and getAllKeys with ranges and counts', async () => {
  const db = await filled();
  const kv = read(db, 'kv');
  same(await req(kv.getAllKeys()), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'all keys');
  same(await req(kv.getAll(IDBKeyRange.bound(3, 5))), ['v3', 'v4', 'v5'], 'a range');
  same(await req(kv.getAll(null, 2)), ['v1', 'v2'], 'a count');
  same(await req(kv.getAllKeys(IDBKeyRange.upperBound(8, true), 0)), [1, 2, 3, 4, 5, 6, 7], 'count 0 is all');
  same(await req(kv.getAll(4)), ['v4'], 'a key');
  same(await req(kv.getAll(IDBKeyRange.lowerBound(11))), [], 'empty');
  db.close();
});
test('count with and without a range', async () => {
  const db = await filled();
  const kv = read(db, 'kv');
  same(await req(kv.count()), 10, 'all');
  same(await req(kv.count(IDBKeyRange.bound(2, 6, true, true))), 3, 'open range');
  same(await req(kv.count(7)), 1, 'a key');
  db.close();
});
test('delete a key and a range; clear', async () => {
  const db = await filled();
  const tx = db.transaction('kv', 'readwrite');
  const kv = tx.objectStore('kv');
  same(await req(kv.delete(1)), undefined, 'delete resolves undefined');
  await req(kv.delete(IDBKeyRange.bound(3, 5)));
  same(await req(kv.getAllKeys()), [2, 6, 7, 8, 9, 10], 'deleted');
  await req(kv.delete(100));
  await req(kv.clear());
  same(await req(kv.count()), 0, 'cleared');
  throwsNamed('DataError', () => kv.delete(), 'delete needs a key');
  await done(tx);
  db.close();
});
test('index get, getKey, getAll, getAllKeys and count', async () => {
  const db = await filled();
  const byName = read(db).index('by_name');
  same((await req(byName.get('ann'))).id, 1, 'the lowest primary key first');
  same(await req(byName.getKey('ann')), 1, 'getKey gives the primary key');
  same((await req(byName.getAll('ann'))).map((p) => p.id), [1, 3], 'getAll');
  same(await req(byName.getAllKeys()), [1, 3, 2, 4], 'sorted by index key, then primary key');
  same(await req(byName.count('ann')), 2, 'count');
  same(await req(byName.get('zed')), undefined, 'missing');
  same(await req(byName.getAllKeys(IDBKeyRange.lowerBound('ann', true))), [2, 4], 'open lower bound skips every ann');
  same(await req(byName.getAllKeys(IDBKeyRange.upperBound('bob'))), [1, 3, 2], 'closed upper bound includes every bob');
  db.close();
});
test('index attributes and indexNames', async () => {
  const db = await filled();
  const store = read(db);
  same([...store.indexNames], ['by_email', 'by_name', 'by_pair', 'by_tag'], 'indexNames');
  const index = store.index('by_tag');
  same([index.name, index.keyPath, index.multiEntry, index.unique], ['by_tag', 'tags', true, false], 'multiEntry index');
  same(store.index('by_pair').keyPath, ['last', 'first'], 'compound key path');
  assert(index.objectStore === store, 'objectStore');
  same(Object.prototype.toString.call(index), '[object IDBIndex]', 'toStringTag');
  throwsNamed('NotFoundError', () => store.index('nope'), 'unknown index');
  db.close();
});
test('multiEntry: one entry per distinct array element; a non-array is one key', async () => {
  const db = await filled();
  const byTag = read(db).index('by_tag');
  same(await req(byTag.getAllKeys('blue')), [1, 2], 'blue');
  same(await req(byTag.getAllKeys('red')), [1], 'red once despite the duplicate');
  same(await req(byTag.getAllKeys('green')), [4], 'a string value');
  same(await req(byTag.count()), 4, 'four entries; the empty array adds none');
  db.close();
});
test('compound index keys sort element-wise', async () => {
  const db = await filled();
  const byPair = read(db).index('by_pair');
  same(await req(byPair.getAllKeys()), [2, 3, 1, 4], 'Kim Bob, Lee Al, Lee Ann, Ng Dee');
  same((await req(byPair.get(['Lee', 'Ann']))).id, 1, 'get by array key');
  same(await req(byPair.getAllKeys(IDBKeyRange.bound(['Lee'], ['Lee', []]))), [3, 1], 'every Lee');
  db.close();
});
test('a unique index refuses a duplicate with ConstraintError; a record without the key is not indexed', async () => {
  const db = await filled();
  const tx = db.transaction('people', 'readwrite');
  const people = tx.objectStore('people');
  const dup = people.put({ id: 9, name: 'x', email: 'a@x', tags: [] });
  dup.onerror = (event) => event.preventDefault();
  await rejects('ConstraintError', req(dup), 'duplicate email');
  same(await req(people.get(9)), undefined, 'not stored');
  same(await req(people.put({ id: 1, name: 'ann', email: 'a@x', tags: [], last: 'Lee', first: 'Ann' })), 1, 'the same record may keep its key');
  same(await req(people.index('by_email').count()), 3, 'dee has no email');
  await done(tx);
  db.close();
});
test('updating and deleting records updates their index entries', async () => {
  const db = await filled();
  const tx = db.transaction('people', 'readwrite');
  const people = tx.objectStore('people');
  await req(people.put({ id: 2, name: 'zed', email: 'z@x', tags: ['red'], last: 'Kim', first: 'Bob' }));
  same(await req(people.index('by_name').getAllKeys('bob')), [], 'old name gone');
  same(await req(people.index('by_name').getAllKeys('zed')), [2], 'new name');
  same(await req(people.index('by_tag').getAllKeys('red')), [1, 2], 'tags follow');
  await req(people.delete(1));
  same(await req(people.index('by_tag').getAllKeys('red')), [2], 'deleted record left the index');
  await req(people.clear());
  same(await req(people.index('by_name').count()), 0, 'clear empties the indexes');
  await done(tx);
  db.close();
});
test('createIndex on existing records; a unique violation aborts the upgrade', async () => {
  const db = await filled();
  db.close();
  const request = indexedDB.open(db.name, 2);
  request.onupgradeneeded = () => {
    const people = request.transaction.objectStore('people');
    const index = people.createIndex('by_last', 'last');
    assert(index instanceof IDBIndex, 'an index');
    throwsNamed('ConstraintError', () => people.createIndex('by_last', 'x'), 'duplicate name');
    throwsNamed('SyntaxError', () => people.createIndex('bad', 'a b'), 'invalid key path');
    throwsNamed('InvalidAccessError', () => people.createIndex('bad2', ['a'], { multiEntry: true }), 'multiEntry with an array key path');
    people.deleteIndex('by_email');
    throwsNamed('NotFoundError', () => people.deleteIndex('by_email'), 'deleted twice');
  };
  const v2 = await req(request);
  same(await req(read(v2).index('by_last').getAllKeys('Lee')), [1, 3], 'filled from the records');
  same([...read(v2).indexNames].includes('by_email'), false, 'deleted');
  v2.close();
  const bad = indexedDB.open(db.name, 3);
  bad.onupgradeneeded = () => bad.transaction.objectStore('people').createIndex('u', 'name', { unique: true });
  await rejects('AbortError', req(bad), 'duplicate names cannot make a unique index');
  const v2again = await req(indexedDB.open(db.name));
  same(v2again.version, 2, 'upgrade undone');
  v2again.close();
});
test('index and store methods outside a version change', async () => {
  const db = await filled();
  const store = db.transaction('people', 'readwrite').objectStore('people');
  throwsNamed('InvalidStateError', () => store.createIndex('x', 'x'), 'createIndex');
  throwsNamed('InvalidStateError', () => store.deleteIndex('by_name'), 'deleteIndex');
  throwsNamed('InvalidStateError', () => { store.name = 'other'; }, 'rename');
  same(Object.prototype.toString.call(store), '[object IDBObjectStore]', 'toStringTag');
  db.close();
});
test('a deleted store refuses requests with InvalidStateError', async () => {
  const db = await fresh((db) => db.createObjectStore('s'));
  db.close();
  const request = indexedDB.open(db.name, 2);
  request.onupgradeneeded = () => {
    const store = request.transaction.objectStore('s');
    request.result.deleteObjectStore('s');
    throwsNamed('InvalidStateError', () => store.get(1), 'get');
    throwsNamed('InvalidStateError', () => store.put(1, 1), 'put');
  };
  (await req(request)).close();
});
test('records with many keys stay sorted (binary search inserts)', async () => {
  const db = await fresh((db) => db.createObjectStore('s'));
  const tx = db.transaction('s', 'readwrite');
  const s = tx.objectStore('s');
  const keys = [];
  for (let i = 0; i < 500; i++) keys.push((i * 7919) % 500);
  for (const k of keys) s.put(k, k);
  const got = await req(s.getAllKeys());
  same(got.length, 500, 'count');
  assert(got.every((k, i) => k === i), 'sorted');
  await done(tx);
  db.close();
});
addEventListener('push', runConformance);
