// idb-cursors.js: IDBCursor and IDBCursorWithValue (Indexed Database API 3.0, 4.7 and 5.8
// "iterate a cursor"), in the four directions. A cursor remembers its position as the encoded
// key of its last entry (for an index, index key + primary key) and asks the host for the first
// (or, going back, last) entry within both its range and "after its position": one O(log n)
// search a step. nextunique skips every entry of the current index key (a bound prefixing them
// all); prevunique finds the previous index key's last entry, then that key's first.
// Defines: installIDBCursors (called by idb-database.js; sets ns.openCursor). Globals: IDBCursor,
//   IDBCursorWithValue.
// Uses: host, define, dom (core.js); ns.* of idb-keys.js, storage-values.js, idb-requests.js,
//   idb-transactions.js, idb-stores.js.

const installIDBCursors = (ns) => {
  const directions = ['next', 'nextunique', 'prev', 'prevunique'];
  let cursorState;
  class IDBCursor {
    #c;
    constructor(key, c) { if (key !== ns.secret) throw new TypeError('Illegal constructor'); this.#c = c; }
    static { cursorState = (cursor) => cursor.#c; }
    get source() { return this.#c.source; }
    get direction() { return this.#c.direction; }
    get key() { return this.#c.key; }
    get primaryKey() { return this.#c.primaryKey; }
    get request() { return this.#c.request; }
    #check(what) {
      const c = this.#c;
      if (c.t.state !== 'active') throw dom(`Failed to execute '${what}' on 'IDBCursor': The transaction is not active.`, 'TransactionInactiveError');
      if (c.deleted()) throw dom(`Failed to execute '${what}' on 'IDBCursor': The cursor's source has been deleted.`, 'InvalidStateError');
      if (!c.gotValue) throw dom(`Failed to execute '${what}' on 'IDBCursor': The cursor is being iterated or has iterated past its end.`, 'InvalidStateError');
    }
    advance(count) {
      const n = Number(count);
      if (!(n >= 1) || n > 4294967295 || !Number.isFinite(n)) throw new TypeError("Failed to execute 'advance' on 'IDBCursor': A count argument with value 0 (zero) was supplied, must be greater than 0.");
      this.#check('advance');
      again(this.#c, null, null, Math.floor(n));
    }
    continue(key) {
      this.#check('continue');
      const c = this.#c;
      let target = null;
      if (key !== undefined) {
        target = ns.encodeKey(key);
        const forward = c.direction === 'next' || c.direction === 'nextunique';
        if (forward ? target <= c.keyEnc : target >= c.keyEnc) throw dom("Failed to execute 'continue' on 'IDBCursor': The parameter is less than or equal to this cursor's position.", 'DataError');
      }
      again(c, target, null, 1);
    }
    continuePrimaryKey(key, primaryKey) {
      const c = this.#c;
      if (c.t.state !== 'active') throw dom("Failed to execute 'continuePrimaryKey' on 'IDBCursor': The transaction is not active.", 'TransactionInactiveError');
      if (c.deleted()) throw dom("Failed to execute 'continuePrimaryKey' on 'IDBCursor': The cursor's source has been deleted.", 'InvalidStateError');
      if (c.im === null || c.direction === 'nextunique' || c.direction === 'prevunique')
        throw dom("Failed to execute 'continuePrimaryKey' on 'IDBCursor': The cursor's source is not an index or its direction is unique.", 'InvalidAccessError');
      if (!c.gotValue) throw dom("Failed to execute 'continuePrimaryKey' on 'IDBCursor': The cursor is being iterated or has iterated past its end.", 'InvalidStateError');
      const k = ns.encodeKey(key), p = ns.encodeKey(primaryKey);
      const forward = c.direction === 'next';
      if (forward ? (k < c.keyEnc || (k === c.keyEnc && p <= c.pkEnc)) : (k > c.keyEnc || (k === c.keyEnc && p >= c.pkEnc)))
        throw dom("Failed to execute 'continuePrimaryKey' on 'IDBCursor': The key is before this cursor's position.", 'DataError');
      again(c, k, p, 1);
    }
    update(value) {
      const c = this.#c;
      ns.checkUsable(c.t, c.deleted(), true);
      if (!c.gotValue || c.keyOnly) throw dom("Failed to execute 'update' on 'IDBCursor': The cursor is being iterated, is past its end, or is a key cursor.", 'InvalidStateError');
      const text = ns.serialize(value);
      const sm = c.sm;
      if (sm.keyPath !== null) {
        const inline = ns.extractKey(ns.deserialize(text), sm.keyPath);
        if (inline !== c.pkEnc) throw dom("Failed to execute 'update' on 'IDBCursor': The effective object store of this cursor uses in-line keys and evaluating the key path of the value parameter results in a different value than the cursor's effective key.", 'DataError');
      }
      const request = ns.makeRequest(this, c.t.transaction);
      const key = c.pkEnc;
      ns.place(c.t, request, (t) => ns.decodeKey(ns.storeRecord(t, sm, text, key, false)));
      return request;
    }
    delete() {
      const c = this.#c;
      ns.checkUsable(c.t, c.deleted(), true);
      if (!c.gotValue || c.keyOnly) throw dom("Failed to execute 'delete' on 'IDBCursor': The cursor is being iterated, is past its end, or is a key cursor.", 'InvalidStateError');
      const request = ns.makeRequest(this, c.t.transaction);
      const key = c.pkEnc;
      ns.place(c.t, request, (t) => { ns.deleteRecords(t, c.sm, { lower: key, lowerOpen: false, upper: key, upperOpen: false }); return undefined; });
      return request;
    }
    get [Symbol.toStringTag]() { return 'IDBCursor'; }
  }
  class IDBCursorWithValue extends IDBCursor {
    get value() { return cursorState(this).value; }
    get [Symbol.toStringTag]() { return 'IDBCursorWithValue'; }
  }

  // One step: the next entry within the range and past the position (or at/after target, the
  // key continue() was given; with targetPrimary, the index entry continuePrimaryKey() names).
  const step = (c, target, targetPrimary) => {
    const table = c.im === null ? c.sm.table : c.im.table;
    const r = c.range;
    const reverse = c.direction === 'prev' || c.direction === 'prevunique';
    const unique = c.im !== null && (c.direction === 'nextunique' || c.direction === 'prevunique');
    let l2 = null, l2Open = false, u2 = null, u2Open = false;
    if (target !== null) {
      const bound = targetPrimary === null ? target : target + targetPrimary;
      if (reverse) u2 = bound; else l2 = bound;
    } else if (c.pos !== null) {
      const bound = unique ? c.keyEnc : c.pos;
      if (reverse) { u2 = bound; u2Open = true; } else { l2 = bound; l2Open = true; }
    }
    let found = host.storeFind(table, r.lower, r.lowerOpen, r.upper, r.upperOpen, reverse, l2, l2Open, u2, u2Open);
    if (found !== null && unique && reverse) {
      const indexKey = ns.splitKey(found[0])[0];
      found = host.storeFind(table, indexKey, false, indexKey, false, false);
    }
    return found;
  };
  const move = (c, target, targetPrimary, count) => {
    let found = null;
    for (let n = 0; n < count; n++) {
      found = step(c, n === 0 ? target : null, n === 0 ? targetPrimary : null);
      if (found === null) break;
      c.pos = found[0];
      if (c.im === null) { c.keyEnc = c.pkEnc = found[0]; } else { [c.keyEnc, c.pkEnc] = ns.splitKey(found[0]); }
    }
    if (found === null) {
      c.key = undefined; c.primaryKey = undefined; c.value = undefined; c.gotValue = false;
      return null;
    }
    c.key = ns.decodeKey(c.keyEnc);
    c.primaryKey = c.im === null ? c.key : ns.decodeKey(c.pkEnc);
    if (!c.keyOnly) c.value = ns.readValue(c.im === null ? found[1] : host.storeGet(c.sm.table, c.pkEnc));
    c.gotValue = true;
    return c.cursor;
  };
  const again = (c, target, targetPrimary, count) => {
    c.gotValue = false;
    const r = ns.requestState(c.request);
    r.readyState = 'pending';
    ns.place(c.t, c.request, () => move(c, target, targetPrimary, count), false);
  };
  ns.openCursor = (source, t, deleted, sm, im, query, direction, keyOnly) => {
    ns.checkUsable(t, deleted, false);
    const d = direction === undefined ? 'next' : String(direction);
    if (!directions.includes(d)) throw new TypeError(`Failed to execute 'openCursor': The provided value '${d}' is not a valid enum value of type IDBCursorDirection.`);
    const range = ns.rangeOf(query, false);
    const request = ns.makeRequest(source, t.transaction);
    const c = {
      source, t, sm, im, direction: d, range, keyOnly, request, pos: null, keyEnc: null, pkEnc: null,
      key: undefined, primaryKey: undefined, value: undefined, gotValue: false, cursor: null,
      deleted: () => ns.sourceDeleted(source),
    };
    c.cursor = keyOnly ? new IDBCursor(ns.secret, c) : new IDBCursorWithValue(ns.secret, c);
    ns.place(t, request, () => move(c, null, null, 1), false);
    return request;
  };
  define('IDBCursor', IDBCursor);
  define('IDBCursorWithValue', IDBCursorWithValue);
};
