// idb-stores.js: IDBObjectStore and IDBIndex (Indexed Database API 3.0, 4.5 and 4.6), and the
// operations their requests run (5.5 "object store storage operation", 5.7 "retrieval"). A store
// is a host table of (encoded key -> serialized value); an index is a host table whose entries
// are (encoded index key + encoded primary key -> ''), so an index's records sort by index key,
// then primary key, and a range over index keys is a range of entries (StorageHost.swift: a
// bound matches the entries it prefixes). The key generator's current number lives in the
// database's system table, so an abort rolls it back with the rest.
// Defines: installIDBStores (called by idb-database.js; sets ns.makeStore, ns.storeRecord,
//   ns.deleteRecords, ns.readValue, ns.checkUsable, ns.saveSchema). Globals: IDBObjectStore, IDBIndex.
// Uses: host, define, dom, isObject (core.js); ns.* of idb-keys.js, storage-values.js,
//   idb-requests.js, idb-transactions.js, idb-events.js, idb-cursors.js (ns.openCursor).

const installIDBStores = (ns) => {
  const quota = () => dom('The storage quota would be exceeded (see --storage-quota).', 'QuotaExceededError');
  const maxGenerated = 9007199254740992;
  const generatorKey = (sm) => 'g' + sm.table + ';';
  const generator = (t, sm) => { const text = host.storeGet(t.connection.meta.sys, generatorKey(sm)); return text === undefined ? 1 : Number(text.slice(1)); };
  const setGenerator = (t, sm, value) => { if (!host.storePut(t.host, t.connection.meta.sys, generatorKey(sm), 'n' + value)) throw quota(); };
  ns.saveSchema = (t) => {
    if (!host.storeSetMeta(t.host, ns.metaName(t.connection.name), JSON.stringify(t.connection.meta))) throw quota();
  };
  const indexEntries = (sm, value) => {
    const result = [];
    for (const name in sm.indexes) {
      const im = sm.indexes[name];
      result.push([im, ns.indexKeys(value, im.keyPath, im.multiEntry)]);
    }
    return result;
  };
  const removeIndexEntries = (t, sm, key, text) => {
    const old = ns.deserialize(text);
    for (const [im, keys] of indexEntries(sm, old)) for (const k of keys) host.storeDelete(t.host, im.table, k + key, false, k + key, false);
  };
  const hasIndexes = (sm) => { for (const name in sm.indexes) return true; return false; };
  // "Store a record into an object store"; returns the key's encoding.
  ns.storeRecord = (t, sm, text, key, noOverwrite) => {
    let clone = null;
    if (sm.autoIncrement) {
      const current = generator(t, sm);
      if (key === null) {
        if (current > maxGenerated) throw dom('The key generator has reached its maximum.', 'ConstraintError');
        key = ns.encodeKey(current);
        setGenerator(t, sm, current + 1);
        if (sm.keyPath !== null) { clone = ns.deserialize(text); ns.injectKey(clone, sm.keyPath, current); text = ns.serialize(clone); }
      } else {
        const k = ns.decodeKey(key);
        if (typeof k === 'number' && k >= current) setGenerator(t, sm, Math.min(Math.floor(k) + 1, maxGenerated + 1));
      }
    }
    const existing = host.storeGet(sm.table, key);
    if (existing !== undefined && noOverwrite) throw dom('A record with that key already exists in the object store.', 'ConstraintError');
    let entries = null;
    if (hasIndexes(sm)) {
      if (clone === null) clone = ns.deserialize(text);
      entries = indexEntries(sm, clone);
      for (const [im, keys] of entries) {
        if (!im.unique) continue;
        for (const k of keys) {
          const found = host.storeFind(im.table, k, false, k, false, false);
          if (found !== null && found[0].slice(k.length) !== key) throw dom(`Unable to add key to index '${im.name}': at least one key does not satisfy the uniqueness requirements.`, 'ConstraintError');
        }
      }
      if (existing !== undefined) removeIndexEntries(t, sm, key, existing);
    }
    if (!host.storePut(t.host, sm.table, key, text)) throw quota();
    if (entries !== null) for (const [im, keys] of entries) for (const k of keys) if (!host.storePut(t.host, im.table, k + key, '')) throw quota();
    return key;
  };
  // Deletes the records in range r (encoded bounds), their index entries with them.
  ns.deleteRecords = (t, sm, r) => {
    if (hasIndexes(sm)) {
      const found = host.storeRange(sm.table, r.lower, r.lowerOpen, r.upper, r.upperOpen, false, 0, 2);
      for (let i = 0; i < found.length; i += 2) removeIndexEntries(t, sm, found[i], found[i + 1]);
    }
    host.storeDelete(t.host, sm.table, r.lower, r.lowerOpen, r.upper, r.upperOpen);
  };
  ns.readValue = (text) => (text === undefined ? undefined : ns.deserialize(text));
  // The checks every request method makes first: a deleted source, an inactive transaction, a write in read-only.
  ns.checkUsable = (t, deleted, write) => {
    if (deleted) throw dom('The object store or index has been deleted.', 'InvalidStateError');
    if (t.state !== 'active') throw dom('The transaction is not active.', 'TransactionInactiveError');
    if (write && t.mode === 'readonly') throw dom('The transaction is read-only.', 'ReadOnlyError');
  };
  const countArg = (count) => {
    if (count === undefined) return 0;
    const n = Number(count);
    if (!Number.isFinite(n) || n < 0 || n > 4294967295) throw new TypeError('The count is not a valid unsigned long.');
    return Math.floor(n);
  };
  const request = (source, t, run) => {
    const made = ns.makeRequest(source, t.transaction);
    ns.place(t, made, run);
    return made;
  };

  // The name setter of IDBObjectStore and of IDBIndex, the same steps (4.5 and 4.6): `state` is
  // the store's or the index's own (t, name, deleted), `handle` the object itself; once the checks
  // passed, `schema()` gives the metadata of its kind by name (its database's stores, its store's
  // indexes), `handles` the open handles of its kind by name. `kind` names it in the errors and
  // says whether its metadata carries its name too (an index's does).
  const storeKind = { many: 'Stores', one: 'An object store', named: false };
  const indexKind = { many: 'Indexes', one: 'An index', named: true };
  const rename = (handle, state, value, schema, handles, kind) => {
    const t = state.t;
    value = String(value);
    ns.checkUsable(t, state.deleted, false);
    if (t.mode !== 'versionchange') throw dom(`${kind.many} can be renamed only during a version change.`, 'InvalidStateError');
    if (value === state.name) return;
    const byName = schema();
    if (Object.prototype.hasOwnProperty.call(byName, value)) throw dom(`${kind.one} named ${value} already exists.`, 'ConstraintError');
    byName[value] = byName[state.name];
    if (kind.named) byName[value].name = value;
    delete byName[state.name];
    handles.delete(state.name);
    handles.set(value, handle);
    state.name = value;
    host.storeLabel(byName[value].table, kind.named
      ? ns.label(t.connection.name, 'index', state.store.name + '.' + value) : ns.label(t.connection.name, 'store', value));
    ns.saveSchema(t);
  };

  // ---- IDBObjectStore
  let storeState;
  class IDBObjectStore {
    #s;
    constructor(key, t, name) {
      if (key !== ns.secret) throw new TypeError('Illegal constructor');
      this.#s = { t, name, deleted: false, indexes: new Map() };
    }
    static { storeState = (store) => store.#s; }
    get #meta() { return this.#s.t.connection.meta.stores[this.#s.name]; }
    get name() { return this.#s.name; }
    set name(value) { const t = this.#s.t; rename(this, this.#s, value, () => t.connection.meta.stores, t.stores, storeKind); }
    get keyPath() { const p = this.#meta.keyPath; return Array.isArray(p) ? p.slice() : p; }
    get indexNames() { return ns.stringList(this.#s.deleted ? [] : Object.keys(this.#meta.indexes)); }
    get transaction() { return this.#s.t.transaction; }
    get autoIncrement() { return this.#meta.autoIncrement; }
    #write(value, key, noOverwrite, what) {
      const s = this.#s, t = s.t;
      ns.checkUsable(t, s.deleted, true);
      const sm = this.#meta;
      let encoded = null;
      if (sm.keyPath !== null && key !== undefined) throw dom(`Failed to execute '${what}' on 'IDBObjectStore': The object store uses in-line keys and the key parameter was provided.`, 'DataError');
      if (sm.keyPath === null && !sm.autoIncrement && key === undefined) throw dom(`Failed to execute '${what}' on 'IDBObjectStore': The object store uses out-of-line keys and has no key generator and the key parameter was not provided.`, 'DataError');
      if (key !== undefined) encoded = ns.encodeKey(key);
      const text = ns.serialize(value);
      if (sm.keyPath !== null) {
        const clone = ns.deserialize(text);
        encoded = ns.extractKey(clone, sm.keyPath);
        if (encoded === null) {
          if (!sm.autoIncrement) throw dom(`Failed to execute '${what}' on 'IDBObjectStore': Evaluating the object store's key path did not yield a value.`, 'DataError');
          if (!ns.canInject(clone, sm.keyPath)) throw dom(`Failed to execute '${what}' on 'IDBObjectStore': A generated key could not be inserted into the value.`, 'DataError');
        }
      }
      return request(this, t, () => ns.decodeKey(ns.storeRecord(t, this.#meta, text, encoded, noOverwrite)));
    }
    put(value, key) { return this.#write(value, key, false, 'put'); }
    add(value, key) { return this.#write(value, key, true, 'add'); }
    delete(query) {
      const s = this.#s, t = s.t;
      ns.checkUsable(t, s.deleted, true);
      const r = ns.rangeOf(query, true);
      return request(this, t, () => { ns.deleteRecords(t, this.#meta, r); return undefined; });
    }
    clear() {
      const s = this.#s, t = s.t;
      ns.checkUsable(t, s.deleted, true);
      return request(this, t, () => {
        const sm = this.#meta;
        host.storeDelete(t.host, sm.table, null, false, null, false);
        for (const name in sm.indexes) host.storeDelete(t.host, sm.indexes[name].table, null, false, null, false);
        return undefined;
      });
    }
    get(query) {
      const s = this.#s, t = s.t;
      ns.checkUsable(t, s.deleted, false);
      const r = ns.rangeOf(query, true);
      return request(this, t, () => {
        if (r.lower !== null && r.lower === r.upper) return ns.readValue(host.storeGet(this.#meta.table, r.lower));
        const found = host.storeFind(this.#meta.table, r.lower, r.lowerOpen, r.upper, r.upperOpen, false);
        return found === null ? undefined : ns.deserialize(found[1]);
      });
    }
    getKey(query) {
      const s = this.#s, t = s.t;
      ns.checkUsable(t, s.deleted, false);
      const r = ns.rangeOf(query, true);
      return request(this, t, () => {
        const found = host.storeFind(this.#meta.table, r.lower, r.lowerOpen, r.upper, r.upperOpen, false);
        return found === null ? undefined : ns.decodeKey(found[0]);
      });
    }
    #all(query, count, what) {
      const s = this.#s, t = s.t;
      ns.checkUsable(t, s.deleted, false);
      const r = ns.rangeOf(query, false);
      const limit = countArg(count);
      return request(this, t, () => {
        const found = host.storeRange(this.#meta.table, r.lower, r.lowerOpen, r.upper, r.upperOpen, false, limit, what);
        for (let i = 0; i < found.length; i++) found[i] = what === 0 ? ns.decodeKey(found[i]) : ns.deserialize(found[i]);
        return found;
      });
    }
    getAll(query, count) { return this.#all(query, count, 1); }
    getAllKeys(query, count) { return this.#all(query, count, 0); }
    count(query) {
      const s = this.#s, t = s.t;
      ns.checkUsable(t, s.deleted, false);
      const r = ns.rangeOf(query, false);
      return request(this, t, () => host.storeCount(this.#meta.table, r.lower, r.lowerOpen, r.upper, r.upperOpen));
    }
    openCursor(query, direction) { return ns.openCursor(this, this.#s.t, this.#s.deleted, this.#meta, null, query, direction, false); }
    openKeyCursor(query, direction) { return ns.openCursor(this, this.#s.t, this.#s.deleted, this.#meta, null, query, direction, true); }
    index(name) {
      const s = this.#s, t = s.t;
      name = String(name);
      if (s.deleted) throw dom('The object store has been deleted.', 'InvalidStateError');
      if (t.state === 'finished') throw dom('The transaction has finished.', 'InvalidStateError');
      if (!Object.prototype.hasOwnProperty.call(this.#meta.indexes, name)) throw dom(`No index named ${name} in this object store.`, 'NotFoundError');
      let index = s.indexes.get(name);
      if (index === undefined || indexState(index).deleted) { index = new IDBIndex(ns.secret, this, t, name); s.indexes.set(name, index); }
      return index;
    }
    createIndex(name, keyPath, options) {
      const s = this.#s, t = s.t;
      name = String(name);
      if (arguments.length < 2) throw new TypeError("Failed to execute 'createIndex' on 'IDBObjectStore': 2 arguments required.");
      if (t.mode !== 'versionchange') throw dom('Indexes can be created only during a version change.', 'InvalidStateError');
      if (s.deleted) throw dom('The object store has been deleted.', 'InvalidStateError');
      if (t.state !== 'active') throw dom('The transaction is not active.', 'TransactionInactiveError');
      const sm = this.#meta;
      if (Object.prototype.hasOwnProperty.call(sm.indexes, name)) throw dom(`An index named ${name} already exists.`, 'ConstraintError');
      const path = ns.validKeyPath(keyPath);
      const o = options == null ? {} : options;
      const unique = !!o.unique, multiEntry = !!o.multiEntry;
      if (multiEntry && Array.isArray(path)) throw dom('A multiEntry index cannot have an array key path.', 'InvalidAccessError');
      const im = { name, table: host.storeNewTable(t.host, ns.label(t.connection.name, 'index', this.#s.name + '.' + name)), keyPath: path, unique, multiEntry };
      sm.indexes[name] = im;
      ns.saveSchema(t);
      // The index is filled from the records already there; a uniqueness violation aborts the upgrade.
      const found = host.storeRange(sm.table, null, false, null, false, false, 0, 2);
      let violated = false;
      const seen = new Set();
      for (let i = 0; i < found.length && !violated; i += 2) {
        for (const k of ns.indexKeys(ns.deserialize(found[i + 1]), path, multiEntry)) {
          if (unique) { if (seen.has(k)) { violated = true; break; } seen.add(k); }
          if (!host.storePut(t.host, im.table, k + found[i], '')) throw quota();
        }
      }
      if (violated) t.doomed = (dom(`Unable to create index '${name}': the existing records do not satisfy the uniqueness requirement.`, 'ConstraintError'));
      return this.index(name);
    }
    deleteIndex(name) {
      const s = this.#s, t = s.t;
      name = String(name);
      if (t.mode !== 'versionchange') throw dom('Indexes can be deleted only during a version change.', 'InvalidStateError');
      if (s.deleted) throw dom('The object store has been deleted.', 'InvalidStateError');
      if (t.state !== 'active') throw dom('The transaction is not active.', 'TransactionInactiveError');
      const sm = this.#meta;
      if (!Object.prototype.hasOwnProperty.call(sm.indexes, name)) throw dom(`No index named ${name} in this object store.`, 'NotFoundError');
      host.storeDropTable(t.host, sm.indexes[name].table);
      delete sm.indexes[name];
      const index = s.indexes.get(name);
      if (index !== undefined) { indexState(index).deleted = true; s.indexes.delete(name); }
      ns.saveSchema(t);
    }
    get [Symbol.toStringTag]() { return 'IDBObjectStore'; }
  }
  // The handle a transaction hands out for a store; deleteObjectStore marks it deleted.
  ns.makeStore = (t, name) => new IDBObjectStore(ns.secret, t, name);
  ns.sourceDeleted = (source) => {
    if (source instanceof IDBObjectStore) return storeState(source).deleted;
    const i = indexState(source);
    return i.deleted || storeState(i.store).deleted;
  };
  ns.markStoreDeleted = (store) => {
    const s = storeState(store);
    s.deleted = true;
    for (const index of s.indexes.values()) indexState(index).deleted = true;
  };

  // ---- IDBIndex
  let indexState;
  class IDBIndex {
    #i;
    constructor(key, store, t, name) {
      if (key !== ns.secret) throw new TypeError('Illegal constructor');
      this.#i = { store, t, name, deleted: false };
    }
    static { indexState = (index) => index.#i; }
    get #storeMeta() { return this.#i.t.connection.meta.stores[this.#i.store.name]; }
    get #meta() { return this.#storeMeta.indexes[this.#i.name]; }
    get name() { return this.#i.name; }
    set name(value) { rename(this, this.#i, value, () => this.#storeMeta.indexes, storeState(this.#i.store).indexes, indexKind); }
    get objectStore() { return this.#i.store; }
    get keyPath() { const p = this.#meta.keyPath; return Array.isArray(p) ? p.slice() : p; }
    get multiEntry() { return this.#meta.multiEntry; }
    get unique() { return this.#meta.unique; }
    #usable() {
      const i = this.#i;
      ns.checkUsable(i.t, i.deleted || storeState(i.store).deleted, false);
      return i.t;
    }
    #first(query, keyOnly) {
      const t = this.#usable();
      const r = ns.rangeOf(query, true);
      return request(this, t, () => {
        const found = host.storeFind(this.#meta.table, r.lower, r.lowerOpen, r.upper, r.upperOpen, false);
        if (found === null) return undefined;
        const primary = ns.splitKey(found[0])[1];
        return keyOnly ? ns.decodeKey(primary) : ns.readValue(host.storeGet(this.#storeMeta.table, primary));
      });
    }
    get(query) { return this.#first(query, false); }
    getKey(query) { return this.#first(query, true); }
    #all(query, count, keyOnly) {
      const t = this.#usable();
      const r = ns.rangeOf(query, false);
      const limit = countArg(count);
      return request(this, t, () => {
        const found = host.storeRange(this.#meta.table, r.lower, r.lowerOpen, r.upper, r.upperOpen, false, limit, 0);
        const table = this.#storeMeta.table;
        for (let n = 0; n < found.length; n++) {
          const primary = ns.splitKey(found[n])[1];
          found[n] = keyOnly ? ns.decodeKey(primary) : ns.readValue(host.storeGet(table, primary));
        }
        return found;
      });
    }
    getAll(query, count) { return this.#all(query, count, false); }
    getAllKeys(query, count) { return this.#all(query, count, true); }
    count(query) {
      const t = this.#usable();
      const r = ns.rangeOf(query, false);
      return request(this, t, () => host.storeCount(this.#meta.table, r.lower, r.lowerOpen, r.upper, r.upperOpen));
    }
    openCursor(query, direction) { const i = this.#i; return ns.openCursor(this, i.t, i.deleted || storeState(i.store).deleted, this.#storeMeta, this.#meta, query, direction, false); }
    openKeyCursor(query, direction) { const i = this.#i; return ns.openCursor(this, i.t, i.deleted || storeState(i.store).deleted, this.#storeMeta, this.#meta, query, direction, true); }
    get [Symbol.toStringTag]() { return 'IDBIndex'; }
  }
  define('IDBObjectStore', IDBObjectStore);
  define('IDBIndex', IDBIndex);
};
