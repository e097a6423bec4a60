// idb-transactions.js: IDBTransaction and the transaction lifecycle (Indexed Database API 3.0,
// 4.9 and 5.4): a transaction is active while the task that made it runs and while its
// requests' callbacks run (microtasks included); it starts once no earlier live transaction
// with an overlapping scope conflicts (two read-only ones never do); its requests run in the
// order they were made, one task each; when a task starts and an inactive transaction has no
// request left, it commits (the complete event follows as a task). An uncaught error in a
// request's callback, or an error event nobody cancels, aborts it: the host undoes its writes
// (StorageHost.swift keeps each transaction's undo log) and every pending request fails with
// AbortError before the abort event.
// Defines: installIDBTransactions (called by idb-database.js; sets ns.transactionState,
//   ns.makeTransaction, ns.place, ns.activate, ns.abortTransaction, ns.liveTransactions).
//   Globals: IDBTransaction.
// Uses: host, define, dom (core.js); ns.IDBEventTarget, ns.handlers, ns.fire, ns.event,
//   ns.queueTask, ns.onTaskStart, ns.stringList (idb-events.js), ns.makeStore (idb-stores.js),
//   ns.requestState, ns.failRequest (idb-requests.js), ns.connectionDone (idb-database.js).

const installIDBTransactions = (ns) => {
  const live = [];
  ns.liveTransactions = live;
  class IDBTransaction extends ns.IDBEventTarget {
    #t;
    constructor(key, connection, names, mode, durability) {
      super(key);
      this.#t = {
        transaction: this, connection, names, mode, durability, state: 'active', started: false, host: 0,
        pending: [], error: null, stores: new Map(), onComplete: [], onAbort: [], onAbortNow: [], doomed: null, step: null, uncomputed: 0,
      };
      const t = this.#t;
      t.step = () => step(t);
    }
    static { ns.transactionState = (transaction) => transaction.#t; }
    get objectStoreNames() {
      const t = this.#t;
      return ns.stringList(t.mode === 'versionchange' ? Object.keys(t.connection.meta.stores) : t.names);
    }
    get mode() { return this.#t.mode; }
    get durability() { return this.#t.durability; }
    get db() { return this.#t.connection.database; }
    get error() { return this.#t.error; }
    objectStore(name) {
      const t = this.#t;
      if (t.state === 'finished') throw dom('The transaction has finished.', 'InvalidStateError');
      name = String(name);
      const inScope = t.mode === 'versionchange' ? Object.prototype.hasOwnProperty.call(t.connection.meta.stores, name) : t.names.includes(name);
      if (!inScope) throw dom(`No objectStore named ${name} in this transaction.`, 'NotFoundError');
      let store = t.stores.get(name);
      if (store === undefined || ns.sourceDeleted(store)) { store = ns.makeStore(t, name); t.stores.set(name, store); }
      return store;
    }
    commit() {
      const t = this.#t;
      if (t.state !== 'active') throw dom('The transaction is not active.', 'InvalidStateError');
      t.state = 'committing';
      ns.queueTask(ns.noop);
    }
    abort() {
      const t = this.#t;
      if (t.state === 'committing' || t.state === 'finished') throw dom('The transaction has finished or is committing.', 'InvalidStateError');
      abort(t, null);
    }
    get [Symbol.toStringTag]() { return 'IDBTransaction'; }
  }
  ns.handlers(IDBTransaction, ['abort', 'complete', 'error']);
  ns.makeTransaction = (connection, names, mode, durability) => {
    const transaction = new IDBTransaction(ns.secret, connection, names, mode, durability);
    const t = ns.transactionState(transaction);
    live.push(t);
    connection.transactions.push(t);
    ns.queueTask(ns.noop);
    tryStart();
    return t;
  };

  const overlaps = (a, b) => a.mode === 'versionchange' || b.mode === 'versionchange' || a.names.some((name) => b.names.includes(name));
  const start = (t) => {
    t.started = true;
    t.host = host.storeBegin();
    for (let i = 0; i < t.pending.length; i++) ns.queueTask(t.step);
  };
  const tryStart = () => {
    for (let i = 0; i < live.length; i++) {
      const t = live[i];
      if (t.started) continue;
      let blocked = false;
      for (let j = 0; j < i && !blocked; j++) {
        const u = live[j];
        if (u.connection.name === t.connection.name && overlaps(u, t) && (u.mode !== 'readonly' || t.mode !== 'readonly')) blocked = true;
      }
      if (!blocked) start(t);
    }
  };
  ns.startNow = (t) => { if (!t.started) start(t); };
  // A request placed on a transaction: run(t) computes its result (a thrown DOMException is
  // its error). When the transaction runs and every earlier request has been computed, a
  // request is computed at once (`eager`) and only its event waits for its turn: what it
  // computes is what it would compute in its turn (requests run in order, and a later request
  // cannot observe that an earlier one's event has not fired yet), an abort undoes its writes
  // all the same, and its arguments (a serialized value) are dropped now instead of piling up
  // in the JavaScript heap until the transaction gets to them. A cursor's iteration is never
  // eager: the cursor's key must not move before its success event.
  const execute = (t, entry) => {
    entry.computed = true;
    try { entry.result = entry.run(t); } catch (thrown) { entry.error = thrown; }
    entry.run = null;
    t.uncomputed--;
  };
  ns.place = (t, request, run, eager = true) => {
    const entry = { request, run, computed: false, result: undefined, error: null };
    t.pending.push(entry);
    t.uncomputed++;
    if (!t.started) return;
    if (eager && t.uncomputed === 1) execute(t, entry);
    ns.queueTask(t.step);
  };
  const step = (t) => {
    if (t.state === 'finished' || t.pending.length === 0) return;
    const entry = t.pending.shift();
    if (!entry.computed) execute(t, entry);
    if (t.state === 'finished') return;
    let error = entry.error;
    if (error === null) ns.succeed(entry.request, entry.result);
    else {
      if (!(error instanceof g.DOMException)) error = dom(String(error && error.message), 'UnknownError');
      ns.failRequest(entry.request, error);
    }
  };
  ns.activate = (t) => {
    if (t.state === 'inactive') t.state = 'active';
    ns.queueTask(ns.noop);
  };
  const finish = (t) => {
    t.state = 'finished';
    const at = live.indexOf(t);
    if (at >= 0) live.splice(at, 1);
    const list = t.connection.transactions;
    const mine = list.indexOf(t);
    if (mine >= 0) list.splice(mine, 1);
  };
  const commit = (t) => {
    if (!t.started) start(t);
    // The store could not write the transaction (a full disk): it aborts, as a browser's does.
    if (!host.storeEnd(t.host, true)) {
      abort(t, dom('The storage quota would be exceeded: the disk is full (see --storage-quota).', 'QuotaExceededError'));
      return;
    }
    finish(t);
    ns.queueTask(() => {
      ns.fire(t.transaction, ns.event('complete', false, false), [t.connection.database]);
      for (let i = 0; i < t.onComplete.length; i++) t.onComplete[i]();
      ns.connectionDone(t.connection);
      tryStart();
    });
  };
  // Aborts t (error: its error, null when the page called abort()).
  const abort = (t, error) => {
    if (t.state === 'finished') return;
    if (t.host !== 0) host.storeEnd(t.host, false);
    t.error = error;
    const pending = t.pending;
    t.pending = [];
    t.uncomputed = 0;
    finish(t);
    for (let i = 0; i < t.onAbortNow.length; i++) t.onAbortNow[i]();
    ns.queueTask(() => {
      for (let i = 0; i < pending.length; i++) {
        const r = ns.requestState(pending[i].request);
        r.readyState = 'done'; r.result = undefined; r.error = dom('The transaction was aborted.', 'AbortError');
        ns.fire(pending[i].request, ns.event('error', true, true), [t.transaction, t.connection.database]);
      }
      ns.fire(t.transaction, ns.event('abort', true, false), [t.connection.database]);
      for (let i = 0; i < t.onAbort.length; i++) t.onAbort[i]();
      ns.connectionDone(t.connection);
      tryStart();
    });
  };
  ns.abortTransaction = abort;
  // At the start of every task: what the last task activated becomes inactive; what has no
  // request left commits.
  ns.onTaskStart(() => {
    for (let i = 0; i < live.length; i++) if (live[i].state === 'active') live[i].state = 'inactive';
    // An index whose records broke its uniqueness (createIndex) aborts its upgrade now.
    for (const t of live.filter((u) => u.doomed)) abort(t, t.doomed);
    const due = live.filter((t) => (t.state === 'inactive' || t.state === 'committing') && t.pending.length === 0 && (t.started || t.mode !== 'versionchange'));
    for (let i = 0; i < due.length; i++) if (due[i].state !== 'finished') commit(due[i]);
  });
  define('IDBTransaction', IDBTransaction);
};
