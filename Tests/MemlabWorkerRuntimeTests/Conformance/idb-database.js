// Conformance: IDBFactory and IDBDatabase (Indexed Database API 3.0, 4.3, 4.4, 5.1-5.3): open,
// versions, upgradeneeded, versionchange, blocked, deleteDatabase, databases(). Written from the
// specification; run with no payload.
importScripts('harness.js', 'idb-harness.js');

test('the globals exist with their toStringTags', () => {
  for (const name of ['IDBFactory', 'IDBDatabase', 'IDBTransaction', 'IDBObjectStore', 'IDBIndex', 'IDBCursor', 'IDBCursorWithValue',
    'IDBKeyRange', 'IDBRequest', 'IDBOpenDBRequest', 'IDBVersionChangeEvent', 'DOMStringList']) assert(typeof self[name] === 'function', name);
  same(Object.prototype.toString.call(indexedDB), '[object IDBFactory]', 'indexedDB');
  assert(indexedDB instanceof IDBFactory, 'instance');
  throwsNamed('TypeError', () => new IDBFactory(), 'no constructor');
  throwsNamed('TypeError', () => new IDBDatabase(), 'no constructor');
});
test('open a new database: upgradeneeded from 0, then success', async () => {
  await req(indexedDB.deleteDatabase('fresh-one'));
  const request = indexedDB.open('fresh-one');
  assert(request instanceof IDBOpenDBRequest, 'an IDBOpenDBRequest');
  same(Object.prototype.toString.call(request), '[object IDBOpenDBRequest]', 'toStringTag');
  const events = [];
  request.onupgradeneeded = (event) => {
    events.push(`${event.type} ${event.oldVersion} ${event.newVersion} ${event instanceof IDBVersionChangeEvent}`);
    same(request.transaction.mode, 'versionchange', 'the upgrade transaction');
    same(request.readyState, 'done', 'done during upgradeneeded');
  };
  const db = await req(request);
  events.push('success');
  same(events, ['upgradeneeded 0 1 true', 'success'], 'events');
  same([db.name, db.version], ['fresh-one', 1], 'name and version');
  same(request.transaction, null, 'no transaction after success');
  same(Object.prototype.toString.call(db), '[object IDBDatabase]', 'toStringTag');
  db.close();
});
test('open without a version opens the current one; a higher one upgrades', async () => {
  const db = await fresh((db) => db.createObjectStore('a'), 3);
  db.close();
  const again = await req(indexedDB.open(db.name));
  same(again.version, 3, 'current version');
  same([...again.objectStoreNames], ['a'], 'stores kept');
  again.close();
  const request = indexedDB.open(db.name, 5);
  let seen = null;
  request.onupgradeneeded = (event) => { seen = [event.oldVersion, event.newVersion]; request.result.createObjectStore('b'); };
  const upgraded = await req(request);
  same(seen, [3, 5], 'old and new version');
  same([...upgraded.objectStoreNames], ['a', 'b'], 'both stores');
  upgraded.close();
});
test('a lower version fails with VersionError; 0 and bad versions throw TypeError', async () => {
  const db = await fresh(() => {}, 2);
  db.close();
  await rejects('VersionError', req(indexedDB.open(db.name, 1)), 'downgrade');
  throwsNamed('TypeError', () => indexedDB.open('x', 0), 'version 0');
  throwsNamed('TypeError', () => indexedDB.open('x', -1), 'negative');
  throwsNamed('TypeError', () => indexedDB.open('x', NaN), 'NaN');
  throwsNamed('TypeError', () => indexedDB.open('x', 2 ** 53), 'too large');
  throwsNamed('TypeError', () => indexedDB.open(), 'no name');
});
test('versionchange at open connections; blocked while one stays open', async () => {
  const db = await fresh(() => {});
  const events = [];
  db.onversionchange = (event) => { events.push(`versionchange ${event.oldVersion} ${event.newVersion}`); };
  const request = indexedDB.open(db.name, 2);
  request.onblocked = (event) => { events.push(`blocked ${event.oldVersion} ${event.newVersion}`); setTimeout(() => db.close(), 0); };
  request.onupgradeneeded = () => events.push('upgradeneeded');
  const upgraded = await req(request);
  same(events, ['versionchange 1 2', 'blocked 1 2', 'upgradeneeded'], 'events');
  upgraded.close();
});
test('a connection that closes on versionchange does not block', async () => {
  const db = await fresh(() => {});
  db.onversionchange = () => db.close();
  let blocked = false;
  const request = indexedDB.open(db.name, 2);
  request.onblocked = () => { blocked = true; };
  const upgraded = await req(request);
  same(blocked, false, 'not blocked');
  upgraded.close();
});
test('an exception in upgradeneeded aborts the upgrade: AbortError, version unchanged', async () => {
  const db = await fresh((db) => db.createObjectStore('kept'));
  db.close();
  const request = indexedDB.open(db.name, 2);
  request.onupgradeneeded = () => { request.result.createObjectStore('lost'); throw new Error('upgrade failure on purpose'); };
  await rejects('AbortError', req(request), 'open fails');
  const again = await req(indexedDB.open(db.name));
  same(again.version, 1, 'still version 1');
  same([...again.objectStoreNames], ['kept'], 'the store made during the upgrade is gone');
  again.close();
});
test('abort() in upgradeneeded: the open fails with AbortError and a new database does not exist', async () => {
  await req(indexedDB.deleteDatabase('aborted-new'));
  const request = indexedDB.open('aborted-new', 4);
  request.onupgradeneeded = () => request.transaction.abort();
  await rejects('AbortError', req(request), 'open fails');
  const names = (await indexedDB.databases()).map((d) => d.name);
  assert(!names.includes('aborted-new'), 'not listed');
});
test('createObjectStore and deleteObjectStore only in a version change', async () => {
  const db = await fresh((db, tx) => {
    const s = db.createObjectStore('s', { keyPath: 'id' });
    assert(s instanceof IDBObjectStore && s.name === 's' && s.keyPath === 'id' && s.autoIncrement === false, 'the store');
    assert(s.transaction === tx, 'its transaction');
    throwsNamed('ConstraintError', () => db.createObjectStore('s'), 'duplicate');
    db.createObjectStore('gone');
    db.deleteObjectStore('gone');
    throwsNamed('NotFoundError', () => db.deleteObjectStore('gone'), 'deleting twice');
    throwsNamed('NotFoundError', () => tx.objectStore('gone'), 'deleted store');
  });
  same([...db.objectStoreNames], ['s'], 'names');
  throwsNamed('InvalidStateError', () => db.createObjectStore('t'), 'outside a version change');
  throwsNamed('InvalidStateError', () => db.deleteObjectStore('s'), 'outside a version change');
  db.close();
});
test('objectStoreNames is a sorted DOMStringList', async () => {
  const db = await fresh((db) => { for (const n of ['b', 'a', 'C']) db.createObjectStore(n); });
  const names = db.objectStoreNames;
  assert(names instanceof DOMStringList, 'DOMStringList');
  same([names.length, names[0], names.item(1), names.item(9), names.contains('b'), names.contains('z')], [3, 'C', 'a', null, true, false], 'list');
  same([...names], ['C', 'a', 'b'], 'iterable');
  db.close();
});
test('renaming a store and an index in a version change', async () => {
  const db = await fresh((db) => { db.createObjectStore('old').createIndex('i', 'x'); });
  db.close();
  const request = indexedDB.open(db.name, 2);
  request.onupgradeneeded = () => {
    const store = request.transaction.objectStore('old');
    store.name = 'new';
    store.index('i').name = 'j';
  };
  const again = await req(request);
  same([...again.objectStoreNames], ['new'], 'renamed store');
  same([...again.transaction('new').objectStore('new').indexNames], ['j'], 'renamed index');
  again.close();
});
test('deleteDatabase: success with oldVersion, versionchange to null, data gone', async () => {
  const db = await fresh((db) => db.createObjectStore('s'), 7);
  const tx = db.transaction('s', 'readwrite');
  tx.objectStore('s').put(1, 1);
  await done(tx);
  let change = null;
  db.onversionchange = (event) => { change = event.newVersion; db.close(); };
  const request = indexedDB.deleteDatabase(db.name);
  const event = await new Promise((resolve, reject) => { request.onsuccess = resolve; request.onerror = reject; });
  same([event.oldVersion, event.newVersion, change, request.result], [7, null, null, undefined], 'versions');
  const reopened = indexedDB.open(db.name);
  let upgraded = false;
  reopened.onupgradeneeded = () => { upgraded = true; };
  const fresh2 = await req(reopened);
  same([upgraded, fresh2.version, fresh2.objectStoreNames.length], [true, 1, 0], 'a new database');
  fresh2.close();
});
test('databases() lists names and versions', async () => {
  const db = await fresh(() => {}, 9);
  const list = await indexedDB.databases();
  assert(list.some((d) => d.name === db.name && d.version === 9), 'listed with its version');
  db.close();
});
test('opens of one name run in order', async () => {
  await req(indexedDB.deleteDatabase('ordered'));
  const order = [];
  const a = indexedDB.open('ordered', 1);
  a.onsuccess = () => { order.push('a'); a.result.close(); };
  const b = indexedDB.open('ordered', 2);
  b.onsuccess = () => { order.push('b'); b.result.close(); };
  const d = indexedDB.deleteDatabase('ordered');
  await req(d);
  order.push('deleted');
  same(order, ['a', 'b', 'deleted'], 'order');
});
test('close() waits for running transactions; then transaction() throws', async () => {
  const db = await fresh((db) => db.createObjectStore('s'));
  const tx = db.transaction('s', 'readwrite');
  tx.objectStore('s').put(1, 1);
  db.close();
  same(await done(tx), 'complete', 'the running transaction completes');
  throwsNamed('InvalidStateError', () => db.transaction('s'), 'after close');
});
test('a transaction in upgradeneeded is refused; the upgrade transaction lists every store', async () => {
  const db = await fresh((db, tx) => {
    db.createObjectStore('a');
    throwsNamed('InvalidStateError', () => db.transaction('a'), 'during the upgrade');
    same([...tx.objectStoreNames], ['a'], 'upgrade scope');
  });
  db.close();
});
addEventListener('push', runConformance);
