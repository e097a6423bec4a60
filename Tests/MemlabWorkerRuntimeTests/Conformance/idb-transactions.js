// Conformance: IDBTransaction and the transaction lifecycle (Indexed Database API 3.0, 4.9,
// 5.4): active while the task that made it and its requests' callbacks run (microtasks
// included), auto-commit when no request is pending, abort on an uncaught error in a request
// callback or an unhandled error event. Written from the specification; run with no payload.
importScripts('harness.js', 'idb-harness.js');

const kv = (db) => db.createObjectStore('kv');
test('a transaction is active in the task that made it and inactive in a later task', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  tx.objectStore('kv').put(1, 'a');
  await new Promise((resolve) => setTimeout(() => {
    throwsNamed('TransactionInactiveError', () => tx.objectStore('kv').put(2, 'b'), 'a put from a timer');
    resolve();
  }, 0));
  await ended(tx);
  db.close();
});
test('a transaction stays active through the microtasks of a success callback', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  const store = tx.objectStore('kv');
  await req(store.put(1, 'a'));
  await Promise.resolve();
  same(await req(store.get('a')), 1, 'a request from a microtask after await');
  store.put(2, 'b');
  same(await done(tx), 'complete', 'committed');
  const check = db.transaction('kv');
  same(await req(check.objectStore('kv').getAllKeys()), ['a', 'b'], 'both writes');
  db.close();
});
test('auto-commit: complete fires after the last request with nothing pending', async () => {
  const db = await fresh(kv);
  const order = [];
  const tx = db.transaction('kv', 'readwrite');
  const r = tx.objectStore('kv').put(1, 'a');
  r.onsuccess = () => order.push('success');
  tx.oncomplete = () => order.push('complete');
  order.push('made');
  await ended(tx);
  same(order, ['made', 'success', 'complete'], 'order');
  db.close();
});
test('a request made in a success callback keeps the transaction open', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  const store = tx.objectStore('kv');
  let chained = 0;
  const next = (n) => { const r = store.put(n, n); r.onsuccess = () => { chained++; if (n < 5) next(n + 1); }; };
  next(1);
  await done(tx);
  same(chained, 5, 'five chained requests before complete');
  db.close();
});
test('a transaction without requests commits at the end of its task', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv');
  same(await done(tx), 'complete', 'complete');
  throwsNamed('InvalidStateError', () => tx.objectStore('kv'), 'objectStore after it finished');
  db.close();
});
test('a finished transaction refuses its stores; a store handle kept refuses requests', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  const store = tx.objectStore('kv');
  store.put(1, 1);
  await done(tx);
  throwsNamed('InvalidStateError', () => tx.objectStore('kv'), 'objectStore after complete');
  throwsNamed('TransactionInactiveError', () => store.put(1, 2), 'put on a kept handle');
  db.close();
});
test('an exception in a success callback aborts the transaction and undoes its writes', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  const r = tx.objectStore('kv').put('x', 'k');
  r.onsuccess = () => { throw new Error('callback failure on purpose'); };
  same(await ended(tx), 'abort', 'aborted');
  same(tx.error && tx.error.name, 'AbortError', 'error is AbortError');
  same(await req(db.transaction('kv').objectStore('kv').get('k')), undefined, 'nothing written');
  db.close();
});
test('an exception in an error callback aborts too', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  tx.objectStore('kv').add(1, 'k');
  const r = tx.objectStore('kv').add(2, 'k');
  r.onerror = (event) => { event.preventDefault(); throw new Error('error callback failure on purpose'); };
  same(await ended(tx), 'abort', 'aborted');
  same(await req(db.transaction('kv').objectStore('kv').count()), 0, 'rolled back');
  db.close();
});
test('an unhandled ConstraintError aborts; a prevented one does not', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  tx.objectStore('kv').add(1, 'k');
  tx.objectStore('kv').add(2, 'k');
  same(await ended(tx), 'abort', 'unhandled');
  same(tx.error.name, 'ConstraintError', 'the request error');
  const tx2 = db.transaction('kv', 'readwrite');
  tx2.objectStore('kv').add(1, 'k');
  const dup = tx2.objectStore('kv').add(2, 'k');
  dup.onerror = (event) => event.preventDefault();
  same(await ended(tx2), 'complete', 'prevented');
  same(dup.error.name, 'ConstraintError', 'request error');
  same(await req(db.transaction('kv').objectStore('kv').get('k')), 1, 'first add kept');
  db.close();
});
test('error events bubble from the request to the transaction and the database', async () => {
  const db = await fresh(kv);
  const seen = [];
  db.onerror = (event) => { seen.push('db:' + event.target.constructor.name); event.preventDefault(); };
  const tx = db.transaction('kv', 'readwrite');
  tx.onerror = () => seen.push('tx');
  tx.objectStore('kv').add(1, 'k');
  const r = tx.objectStore('kv').add(2, 'k');
  r.onerror = () => seen.push('request');
  await ended(tx);
  same(seen, ['request', 'tx', 'db:IDBRequest'], 'propagation path');
  db.close();
});
test('abort(): pending requests fail with AbortError, then abort fires; error stays null', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  const events = [];
  const r = tx.objectStore('kv').put(1, 'k');
  r.onerror = () => events.push('request error ' + r.error.name);
  r.onsuccess = () => events.push('success');
  tx.onabort = () => events.push('abort');
  tx.abort();
  await ended(tx);
  same(events, ['request error AbortError', 'abort'], 'events');
  same(tx.error, null, 'error after abort()');
  throwsNamed('InvalidStateError', () => tx.abort(), 'abort twice');
  db.close();
});
test('commit() commits at once; later requests are refused', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  tx.objectStore('kv').put(1, 'k');
  tx.commit();
  throwsNamed('TransactionInactiveError', () => tx.objectStore('kv').put(2, 'j'), 'after commit');
  throwsNamed('InvalidStateError', () => tx.abort(), 'abort while committing');
  same(await done(tx), 'complete', 'complete');
  throwsNamed('InvalidStateError', () => tx.commit(), 'commit after complete');
  db.close();
});
test('readonly transactions refuse writes with ReadOnlyError', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv');
  same(tx.mode, 'readonly', 'default mode');
  const s = tx.objectStore('kv');
  throwsNamed('ReadOnlyError', () => s.put(1, 1), 'put');
  throwsNamed('ReadOnlyError', () => s.add(1, 1), 'add');
  throwsNamed('ReadOnlyError', () => s.delete(1), 'delete');
  throwsNamed('ReadOnlyError', () => s.clear(), 'clear');
  await done(tx);
  db.close();
});
test('transaction() arguments: modes, durability, scope', async () => {
  const db = await fresh((db) => { kv(db); db.createObjectStore('other'); });
  const tx = db.transaction(['other', 'kv', 'kv'], 'readwrite', { durability: 'relaxed' });
  same([...tx.objectStoreNames], ['kv', 'other'], 'sorted, deduplicated');
  same(tx.durability, 'relaxed', 'durability');
  assert(tx.db === db, 'db');
  same(db.transaction('kv').durability, 'default', 'default durability');
  throwsNamed('TypeError', () => db.transaction('kv', 'versionchange'), 'versionchange is not a mode you ask for');
  throwsNamed('TypeError', () => db.transaction('kv', 'readonly', { durability: 'fast' }), 'bad durability');
  throwsNamed('NotFoundError', () => db.transaction('missing'), 'unknown store');
  throwsNamed('InvalidAccessError', () => db.transaction([]), 'empty scope');
  throwsNamed('NotFoundError', () => db.transaction('kv').objectStore('other'), 'store out of scope');
  same(Object.prototype.toString.call(tx), '[object IDBTransaction]', 'toStringTag');
  await done(tx);
  db.close();
  throwsNamed('InvalidStateError', () => db.transaction('kv'), 'closed connection');
});
test('readwrite transactions on one store run in order; readonly ones see committed data', async () => {
  const db = await fresh(kv);
  const first = db.transaction('kv', 'readwrite');
  first.objectStore('kv').put('one', 'k');
  const second = db.transaction('kv', 'readwrite');
  const seen = req(second.objectStore('kv').get('k'));
  second.objectStore('kv').put('two', 'k');
  const reader = db.transaction('kv');
  const read = req(reader.objectStore('kv').get('k'));
  same(await seen, 'one', 'second saw the first');
  same(await read, 'two', 'the reader waited for both writers');
  db.close();
});
test('the same store object is returned for one transaction; event attributes', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  assert(tx.objectStore('kv') === tx.objectStore('kv'), 'same object');
  const r = tx.objectStore('kv').put(1, 1);
  throwsNamed('InvalidStateError', () => r.result, 'result while pending');
  same(r.readyState, 'pending', 'pending');
  const event = await new Promise((resolve) => { r.onsuccess = resolve; });
  same([event.type, event.bubbles, event.cancelable, event.isTrusted], ['success', false, false, true], 'success event');
  assert(event.target === r && r.source === tx.objectStore('kv') && r.transaction === tx, 'target, source, transaction');
  same(r.readyState, 'done', 'done');
  same(Object.prototype.toString.call(r), '[object IDBRequest]', 'toStringTag');
  await done(tx);
  db.close();
});
test('a transaction aborted by the worker when its push ends leaves no writes behind', async () => {
  const db = await fresh(kv);
  const tx = db.transaction('kv', 'readwrite');
  tx.objectStore('kv').put(1, 'k');
  tx.abort();
  await ended(tx);
  same(await req(db.transaction('kv').objectStore('kv').count()), 0, 'no record');
  db.close();
});
addEventListener('push', runConformance);
