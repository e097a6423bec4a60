// idb-database.js: IDBFactory (indexedDB) and IDBDatabase (Indexed Database API 3.0, 4.3, 4.4;
// 5.1 "open a database connection", 5.2 "close", 5.3 "delete a database"), and the install of
// IndexedDB, which runs when the source is called (deferred.js: on first use of any of its
// globals; a context that never touches them neither parses nor runs any of idb-*.js). A
// database lives in the host store (StorageHost.swift), per origin, for the worker's whole
// life: its schema is the metadata
// "idb <origin> <name>" (JSON: version, the system table, each store's table, key path, key
// generator flag and indexes), each store and index a table. Opens and deletes of one name run
// one at a time, in order (the connection queue); connections live in their context.
// Defines: nothing outside the part. Globals: indexedDB, IDBFactory, IDBDatabase, and (through
//   the installers) IDBTransaction, IDBObjectStore, IDBIndex, IDBCursor, IDBCursorWithValue,
//   IDBKeyRange, IDBRequest, IDBOpenDBRequest, IDBVersionChangeEvent, DOMStringList.
// Uses: host, define, secret, dom, OriginalPromise, scriptURL (idb-begin.js's parameters);
//   installStorageValues, installIDBKeys, installIDBEvents, installIDBRequests,
//   installIDBTransactions, installIDBStores, installIDBCursors (the files before this one).

// The install itself: the body of the source's function (idb-begin.js), run once a context.
{
  const ns = { secret };
  installStorageValues(ns);
  installIDBKeys(ns);
  installIDBEvents(ns);
  installIDBRequests(ns);
  installIDBTransactions(ns);
  installIDBStores(ns);
  installIDBCursors(ns);
  const origin = scriptURL.split('/').slice(0, 3).join('/');
  const prefix = 'idb ' + origin + ' ';
  ns.metaName = (name) => prefix + name;
  // What the summary calls a table of the store (storeNewTable, storeLabel).
  ns.label = (database, kind, name) => `IndexedDB '${database}' ${kind}${name === '' ? '' : ` '${name}'`}`;
  const connections = [];
  let waiters = [];
  const wake = () => { waiters = waiters.filter((waiter) => !waiter()); };
  ns.connectionDone = (conn) => {
    if (conn.closePending && !conn.closed && conn.transactions.length === 0) {
      conn.closed = true;
      const at = connections.indexOf(conn);
      if (at >= 0) connections.splice(at, 1);
      ns.queueTask(wake);
    }
  };

  const checkUpgrade = (conn, what) => {
    const t = conn.upgrade;
    if (t === null || t.state === 'finished') throw dom(`Failed to execute '${what}' on 'IDBDatabase': The database is not running a version change transaction.`, 'InvalidStateError');
    if (t.state !== 'active') throw dom(`Failed to execute '${what}' on 'IDBDatabase': The transaction is not active.`, 'TransactionInactiveError');
    return t;
  };
  let connectionOf;
  class IDBDatabase extends ns.IDBEventTarget {
    #conn;
    constructor(key, conn) { super(key); this.#conn = conn; }
    static { connectionOf = (database) => database.#conn; }
    get name() { return this.#conn.name; }
    get version() { return this.#conn.version; }
    get objectStoreNames() { return ns.stringList(Object.keys(this.#conn.meta.stores)); }
    createObjectStore(name, options) {
      const conn = this.#conn;
      if (arguments.length < 1) throw new TypeError("Failed to execute 'createObjectStore' on 'IDBDatabase': 1 argument required, but only 0 present.");
      const t = checkUpgrade(conn, 'createObjectStore');
      name = String(name);
      const o = options == null ? {} : options;
      const keyPath = ns.validKeyPath(o.keyPath);
      const autoIncrement = !!o.autoIncrement;
      if (Object.prototype.hasOwnProperty.call(conn.meta.stores, name)) throw dom(`An object store named ${name} already exists.`, 'ConstraintError');
      if (autoIncrement && (keyPath === '' || Array.isArray(keyPath))) throw dom('A key generator cannot be used with an empty or array key path.', 'InvalidAccessError');
      conn.meta.stores[name] = { table: host.storeNewTable(t.host, ns.label(conn.name, 'store', name)), keyPath, autoIncrement, indexes: {} };
      ns.saveSchema(t);
      return t.transaction.objectStore(name);
    }
    deleteObjectStore(name) {
      const conn = this.#conn;
      const t = checkUpgrade(conn, 'deleteObjectStore');
      name = String(name);
      const sm = conn.meta.stores[name];
      if (sm === undefined || !Object.prototype.hasOwnProperty.call(conn.meta.stores, name)) throw dom(`No objectStore named ${name} in this database.`, 'NotFoundError');
      host.storeDropTable(t.host, sm.table);
      for (const index in sm.indexes) host.storeDropTable(t.host, sm.indexes[index].table);
      const g = 'g' + sm.table + ';';
      host.storeDelete(t.host, conn.meta.sys, g, false, g, false);
      delete conn.meta.stores[name];
      const handle = t.stores.get(name);
      if (handle !== undefined) { ns.markStoreDeleted(handle); t.stores.delete(name); }
      ns.saveSchema(t);
    }
    transaction(storeNames, mode, options) {
      const conn = this.#conn;
      if (arguments.length < 1) throw new TypeError("Failed to execute 'transaction' on 'IDBDatabase': 1 argument required, but only 0 present.");
      if (conn.upgrade !== null && conn.upgrade.state !== 'finished') throw dom("Failed to execute 'transaction' on 'IDBDatabase': A version change transaction is running.", 'InvalidStateError');
      if (conn.closePending) throw dom("Failed to execute 'transaction' on 'IDBDatabase': The database connection is closing.", 'InvalidStateError');
      const list = typeof storeNames === 'string' ? [storeNames] : Array.from(storeNames, String);
      const names = Array.from(new Set(list)).sort();
      for (const name of names) {
        if (!Object.prototype.hasOwnProperty.call(conn.meta.stores, name)) throw dom(`Failed to execute 'transaction' on 'IDBDatabase': One of the specified object stores was not found.`, 'NotFoundError');
      }
      if (names.length === 0) throw dom("Failed to execute 'transaction' on 'IDBDatabase': The storeNames parameter was empty.", 'InvalidAccessError');
      const m = mode === undefined ? 'readonly' : String(mode);
      if (m !== 'readonly' && m !== 'readwrite') throw new TypeError(`Failed to execute 'transaction' on 'IDBDatabase': The provided value '${m}' is not a valid enum value of type IDBTransactionMode.`);
      const durability = options == null || options.durability === undefined ? 'default' : String(options.durability);
      if (!['default', 'strict', 'relaxed'].includes(durability)) throw new TypeError(`The provided value '${durability}' is not a valid enum value of type IDBTransactionDurability.`);
      return ns.makeTransaction(conn, names, m, durability).transaction;
    }
    close() { const conn = this.#conn; conn.closePending = true; ns.connectionDone(conn); }
    get [Symbol.toStringTag]() { return 'IDBDatabase'; }
  }
  ns.handlers(IDBDatabase, ['abort', 'close', 'error', 'versionchange']);

  // ---- The connection queue: opens and deletes of one name, one at a time.
  const queues = new Map();
  const enqueue = (name, operation) => {
    const queue = queues.get(name) || [];
    queues.set(name, queue);
    queue.push(operation);
    const done = () => {
      queue.shift();
      if (queue.length > 0) ns.queueTask(() => queue[0](done)); else queues.delete(name);
    };
    if (queue.length === 1) ns.queueTask(() => operation(done));
  };
  // Fires versionchange at the other open connections; when some stay open, blocked at the
  // request; then runs `proceed` once they have all closed.
  const whenOthersClosed = (name, self, request, oldVersion, newVersion, proceed) => {
    const others = () => connections.filter((c) => c.name === name && c !== self && !c.closed);
    for (const c of others()) if (!c.closePending) ns.fire(c.database, ns.versionEvent('versionchange', oldVersion, newVersion), []);
    if (others().length === 0) { proceed(); return; }
    ns.fire(request, ns.versionEvent('blocked', oldVersion, newVersion), []);
    waiters.push(() => { if (others().length > 0) return false; proceed(); return true; });
  };
  const readMeta = (name) => { const text = host.storeMeta(ns.metaName(name)); return text === null ? null : JSON.parse(text); };
  const runOpen = (request, name, version, done) => {
    const meta = readMeta(name);
    const old = meta === null ? 0 : meta.version;
    const wanted = version === undefined ? (old === 0 ? 1 : old) : version;
    if (wanted < old) {
      ns.failRequest(request, dom(`The requested version (${wanted}) is less than the existing version (${old}).`, 'VersionError'));
      done();
      return;
    }
    const conn = { name, version: old, meta: meta || { version: 0, sys: 0, stores: {} }, database: null, transactions: [], closePending: false, closed: false, upgrade: null };
    conn.database = new IDBDatabase(secret, conn);
    connections.push(conn);
    if (wanted === old) { ns.succeed(request, conn.database); done(); return; }
    whenOthersClosed(name, conn, request, old, wanted, () => {
      const before = JSON.stringify(conn.meta);
      const r = ns.requestState(request);
      const t = ns.makeTransaction(conn, [], 'versionchange', 'default');
      ns.startNow(t);
      conn.upgrade = t;
      t.onAbortNow.push(() => { conn.meta = JSON.parse(before); conn.version = old; });
      t.onComplete.push(() => {
        r.transaction = null;
        if (conn.closePending) ns.failRequest(request, dom('The connection was closed before the upgrade finished.', 'AbortError'));
        else ns.succeed(request, conn.database);
        done();
      });
      t.onAbort.push(() => {
        r.transaction = null;
        conn.closePending = true;
        ns.connectionDone(conn);
        ns.failRequest(request, dom('The version change transaction was aborted.', 'AbortError'));
        done();
      });
      try {
        if (conn.meta.sys === 0) conn.meta.sys = host.storeNewTable(t.host, ns.label(conn.name, 'key generators', ''));
        conn.meta.version = wanted;
        conn.version = wanted;
        ns.saveSchema(t);
      } catch (error) { ns.abortTransaction(t, error); return; }
      r.transaction = t.transaction;
      r.readyState = 'done'; r.result = conn.database; r.error = null;
      const threw = ns.fire(request, ns.versionEvent('upgradeneeded', old, wanted), []);
      if (threw) ns.abortTransaction(t, dom('The upgradeneeded handler threw an exception.', 'AbortError'));
    });
  };
  const runDelete = (request, name, done) => {
    const meta = readMeta(name);
    const old = meta === null ? 0 : meta.version;
    whenOthersClosed(name, null, request, old, null, () => {
      if (meta !== null) {
        for (const store in meta.stores) {
          const sm = meta.stores[store];
          host.storeDropTable(0, sm.table);
          for (const index in sm.indexes) host.storeDropTable(0, sm.indexes[index].table);
        }
        if (meta.sys) host.storeDropTable(0, meta.sys);
        host.storeSetMeta(0, ns.metaName(name), null);
      }
      ns.succeed(request, undefined, ns.versionEvent('success', old, null));
      done();
    });
  };

  class IDBFactory {
    constructor(key) { if (key !== secret) throw new TypeError('Illegal constructor'); }
    open(name, version) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'open' on 'IDBFactory': 1 argument required, but only 0 present.");
      let v;
      if (version !== undefined) {
        v = Number(version);
        if (!Number.isFinite(v) || v < 0 || v > Number.MAX_SAFE_INTEGER) throw new TypeError("Failed to execute 'open' on 'IDBFactory': Value is outside the 'unsigned long long' value range.");
        v = Math.trunc(v);
        if (v === 0) throw new TypeError("Failed to execute 'open' on 'IDBFactory': The version provided must not be 0.");
      }
      name = String(name);
      const request = ns.makeOpenRequest();
      enqueue(name, (done) => runOpen(request, name, v, done));
      return request;
    }
    deleteDatabase(name) {
      if (arguments.length < 1) throw new TypeError("Failed to execute 'deleteDatabase' on 'IDBFactory': 1 argument required, but only 0 present.");
      name = String(name);
      const request = ns.makeOpenRequest();
      enqueue(name, (done) => runDelete(request, name, done));
      return request;
    }
    databases() {
      const list = host.storeMetaNames(prefix).map((key) => ({ name: key.slice(prefix.length), version: JSON.parse(host.storeMeta(key)).version }));
      return OriginalPromise.resolve(list.filter((entry) => entry.version > 0));
    }
    cmp(first, second) {
      if (arguments.length < 2) throw new TypeError("Failed to execute 'cmp' on 'IDBFactory': 2 arguments required.");
      return ns.compareKeys(ns.encodeKey(first), ns.encodeKey(second));
    }
    get [Symbol.toStringTag]() { return 'IDBFactory'; }
  }
  define('IDBFactory', IDBFactory);
  define('IDBDatabase', IDBDatabase);
  define('indexedDB', new IDBFactory(secret));
}
