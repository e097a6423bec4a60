// Conformance: IDBCursor and IDBCursorWithValue (Indexed Database API 3.0, 4.7, 5.8): the four
// directions over stores and indexes, continue(key), advance, continuePrimaryKey, update,
// delete, key cursors, errors. Written from the specification; run with no payload.
importScripts('harness.js', 'idb-harness.js');

// Iterates a cursor request to its end, calling `each(cursor)` (which may move it itself by
// returning true); resolves with what `each` collected.
function walk(request, each) {
  return new Promise((resolve, reject) => {
    const seen = [];
    request.onsuccess = () => {
      const cursor = request.result;
      if (cursor === null) { resolve(seen); return; }
      if (!each(cursor, seen)) cursor.continue();
    };
    request.onerror = () => reject(request.error);
  });
}
async function sample() {
  const db = await fresh((db) => {
    const s = db.createObjectStore('s');
    s.createIndex('letter', 'l');
  });
  const tx = db.transaction('s', 'readwrite');
  const s = tx.objectStore('s');
  const data = [[1, 'b'], [2, 'a'], [3, 'b'], [4, 'c'], [5, 'a'], [6, 'b']];
  for (const [k, l] of data) s.put({ l, k }, k);
  await done(tx);
  return db;
}
const collect = (c, seen) => { seen.push([c.key, c.primaryKey]); };
const store = (db, mode = 'readonly') => db.transaction('s', mode).objectStore('s');

test('store cursor next and prev', async () => {
  const db = await sample();
  same((await walk(store(db).openCursor(), collect)).map(([k]) => k), [1, 2, 3, 4, 5, 6], 'next');
  same((await walk(store(db).openCursor(null, 'prev'), collect)).map(([k]) => k), [6, 5, 4, 3, 2, 1], 'prev');
  same((await walk(store(db).openCursor(IDBKeyRange.bound(2, 5, true, false), 'prev'), collect)).map(([k]) => k), [5, 4, 3], 'prev in a range');
  same((await walk(store(db).openCursor(null, 'nextunique'), collect)).length, 6, 'nextunique on a store is next');
  db.close();
});
test('index cursor next: by index key, then primary key', async () => {
  const db = await sample();
  same(await walk(store(db).index('letter').openCursor(), collect),
    [['a', 2], ['a', 5], ['b', 1], ['b', 3], ['b', 6], ['c', 4]], 'next');
  db.close();
});
test('index cursor prev: both orders reversed', async () => {
  const db = await sample();
  same(await walk(store(db).index('letter').openCursor(null, 'prev'), collect),
    [['c', 4], ['b', 6], ['b', 3], ['b', 1], ['a', 5], ['a', 2]], 'prev');
  db.close();
});
test('index cursor nextunique: the first record of each key', async () => {
  const db = await sample();
  same(await walk(store(db).index('letter').openCursor(null, 'nextunique'), collect), [['a', 2], ['b', 1], ['c', 4]], 'nextunique');
  db.close();
});
test('index cursor prevunique: each key from the top, its lowest primary key', async () => {
  const db = await sample();
  same(await walk(store(db).index('letter').openCursor(null, 'prevunique'), collect), [['c', 4], ['b', 1], ['a', 2]], 'prevunique');
  same(await walk(store(db).index('letter').openCursor(IDBKeyRange.upperBound('b'), 'prevunique'), collect), [['b', 1], ['a', 2]], 'in a range');
  db.close();
});
test('a direction that is not one throws TypeError', async () => {
  const db = await sample();
  throwsNamed('TypeError', () => store(db).openCursor(null, 'sideways'), 'bad direction');
  db.close();
});
test('cursor values and attributes', async () => {
  const db = await sample();
  const request = store(db).index('letter').openCursor('c');
  const cursor = await req(request);
  assert(cursor instanceof IDBCursorWithValue && cursor instanceof IDBCursor, 'classes');
  same([cursor.key, cursor.primaryKey, cursor.value, cursor.direction], ['c', 4, { l: 'c', k: 4 }, 'next'], 'attributes');
  assert(cursor.request === request && cursor.source instanceof IDBIndex, 'request and source');
  same(Object.prototype.toString.call(cursor), '[object IDBCursorWithValue]', 'toStringTag');
  db.close();
});
test('key cursors have no value', async () => {
  const db = await sample();
  const keys = await walk(store(db).openKeyCursor(IDBKeyRange.upperBound(2)), (c, seen) => { seen.push([c.key, 'value' in c]); });
  same(keys, [[1, false], [2, false]], 'keys only');
  const cursor = await req(store(db).index('letter').openKeyCursor());
  assert(!(cursor instanceof IDBCursorWithValue), 'an IDBCursor');
  same([cursor.key, cursor.primaryKey], ['a', 2], 'index key cursor');
  db.close();
});
test('continue(key) jumps forward; a key behind throws DataError', async () => {
  const db = await sample();
  const seen = await walk(store(db).openCursor(), (c, list) => {
    list.push(c.key);
    if (c.key === 2) { c.continue(5); return true; }
    if (c.key === 5) { throwsNamed('DataError', () => c.continue(4), 'behind'); }
    return false;
  });
  same(seen, [1, 2, 5, 6], 'jumped');
  const back = await walk(store(db).index('letter').openCursor(null, 'prev'), (c, list) => {
    list.push(c.primaryKey);
    if (list.length === 1) { c.continue('a'); return true; }
    return false;
  });
  same(back, [4, 5, 2], 'continue(key) going back');
  db.close();
});
test('advance(n) skips n - 1 records; 0 throws TypeError', async () => {
  const db = await sample();
  const seen = await walk(store(db).openCursor(), (c, list) => { list.push(c.key); c.advance(2); return true; });
  same(seen, [1, 3, 5], 'every other');
  const cursor = await req(store(db).openCursor());
  throwsNamed('TypeError', () => cursor.advance(0), 'zero');
  db.close();
});
test('continuePrimaryKey on an index cursor', async () => {
  const db = await sample();
  const seen = await walk(store(db).index('letter').openCursor(), (c, list) => {
    list.push([c.key, c.primaryKey]);
    if (list.length === 1) { c.continuePrimaryKey('b', 3); return true; }
    return false;
  });
  same(seen, [['a', 2], ['b', 3], ['b', 6], ['c', 4]], 'jumped to (b, 3)');
  const cursor = await req(store(db).index('letter').openCursor(null, 'nextunique'));
  throwsNamed('InvalidAccessError', () => cursor.continuePrimaryKey('b', 1), 'unique direction');
  const onStore = await req(store(db).openCursor());
  throwsNamed('InvalidAccessError', () => onStore.continuePrimaryKey(2, 2), 'store cursor');
  db.close();
});
test('calling continue twice, or after the end, throws InvalidStateError', async () => {
  const db = await sample();
  const request = store(db).openCursor();
  const cursor = await req(request);
  cursor.continue();
  throwsNamed('InvalidStateError', () => cursor.continue(), 'while iterating');
  db.close();
});
test('cursor.update and cursor.delete write through the cursor', async () => {
  const db = await sample();
  const tx = db.transaction('s', 'readwrite');
  await walk(tx.objectStore('s').openCursor(), (c) => {
    if (c.key % 2 === 0) c.delete(); else c.update({ l: 'z', k: c.key });
    return false;
  });
  same(await req(tx.objectStore('s').getAllKeys()), [1, 3, 5], 'evens deleted');
  same(await req(tx.objectStore('s').index('letter').getAllKeys('z')), [1, 3, 5], 'updated values re-indexed');
  await done(tx);
  db.close();
});
test('update and delete refuse in read-only transactions and on key cursors', async () => {
  const db = await sample();
  const cursor = await req(store(db).openCursor());
  throwsNamed('ReadOnlyError', () => cursor.update({}), 'update read-only');
  throwsNamed('ReadOnlyError', () => cursor.delete(), 'delete read-only');
  const keyCursor = await req(store(db, 'readwrite').openKeyCursor());
  throwsNamed('InvalidStateError', () => keyCursor.update({}), 'key cursor update');
  db.close();
});
test('update with an in-line key that differs throws DataError', async () => {
  const db = await fresh((db) => db.createObjectStore('p', { keyPath: 'id' }));
  const tx = db.transaction('p', 'readwrite');
  tx.objectStore('p').put({ id: 1 });
  const cursor = await req(tx.objectStore('p').openCursor());
  throwsNamed('DataError', () => cursor.update({ id: 2 }), 'different key');
  same(await req(cursor.update({ id: 1, v: 'ok' })), 1, 'same key');
  await done(tx);
  db.close();
});
test('a cursor sees records written during iteration past its position', async () => {
  const db = await sample();
  const tx = db.transaction('s', 'readwrite');
  const seen = await walk(tx.objectStore('s').openCursor(), (c, list) => {
    list.push(c.key);
    if (c.key === 6) tx.objectStore('s').put({ l: 'x' }, 7);
    return false;
  });
  same(seen, [1, 2, 3, 4, 5, 6, 7], 'the new record');
  await done(tx);
  db.close();
});
test('cursors over a multiEntry index visit a record once per key', async () => {
  const db = await fresh((db) => db.createObjectStore('m').createIndex('tags', 't', { multiEntry: true }));
  const tx = db.transaction('m', 'readwrite');
  tx.objectStore('m').put({ t: ['x', 'y'] }, 1);
  tx.objectStore('m').put({ t: ['y'] }, 2);
  same(await walk(tx.objectStore('m').index('tags').openKeyCursor(), collect), [['x', 1], ['y', 1], ['y', 2]], 'entries');
  await done(tx);
  db.close();
});
addEventListener('push', runConformance);
