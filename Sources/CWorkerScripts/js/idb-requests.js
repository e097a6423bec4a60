// idb-requests.js: IDBRequest and IDBOpenDBRequest (Indexed Database API 3.0, 4.1 and 4.2),
// and how a request's result or error is delivered: its success or error event, fired at the
// request with its transaction and database as the propagation path (5.4.x "fire a success
// event", "fire an error event").
// Defines: installIDBRequests (called by idb-database.js; sets ns.requestState, ns.makeRequest,
//   ns.makeOpenRequest, ns.succeed, ns.failRequest). Globals: IDBRequest, IDBOpenDBRequest.
// Uses: define, dom (core.js); ns.IDBEventTarget, ns.handlers, ns.fire, ns.event (idb-events.js),
//   ns.transactionState, ns.abortTransaction, ns.activate (idb-transactions.js).

const installIDBRequests = (ns) => {
  class IDBRequest extends ns.IDBEventTarget {
    #r;
    constructor(key, source, transaction) {
      super(key);
      this.#r = { readyState: 'pending', result: undefined, error: null, source, transaction };
    }
    static { ns.requestState = (request) => request.#r; }
    get result() {
      if (this.#r.readyState !== 'done') throw dom('The request has not finished.', 'InvalidStateError');
      return this.#r.result;
    }
    get error() {
      if (this.#r.readyState !== 'done') throw dom('The request has not finished.', 'InvalidStateError');
      return this.#r.error;
    }
    get source() { return this.#r.source; }
    get transaction() { return this.#r.transaction; }
    get readyState() { return this.#r.readyState; }
    get [Symbol.toStringTag]() { return 'IDBRequest'; }
  }
  ns.handlers(IDBRequest, ['success', 'error']);
  class IDBOpenDBRequest extends IDBRequest {
    get [Symbol.toStringTag]() { return 'IDBOpenDBRequest'; }
  }
  ns.handlers(IDBOpenDBRequest, ['blocked', 'upgradeneeded']);
  ns.makeRequest = (source, transaction) => new IDBRequest(ns.secret, source, transaction);
  ns.makeOpenRequest = () => new IDBOpenDBRequest(ns.secret, null, null);

  // The propagation path of a request's events: its transaction, then the transaction's database.
  const parentsOf = (request) => {
    const transaction = ns.requestState(request).transaction;
    return transaction === null ? [] : [transaction, transaction.db];
  };
  // Delivers a result: readyState done, then a success event with the transaction active;
  // a listener that throws aborts the transaction (AbortError).
  ns.succeed = (request, result, event) => {
    const r = ns.requestState(request);
    r.readyState = 'done'; r.result = result; r.error = null;
    const transaction = r.transaction;
    const t = transaction === null ? null : ns.transactionState(transaction);
    if (t !== null) ns.activate(t);
    const threw = ns.fire(request, event || ns.event('success', false, false), parentsOf(request));
    if (t !== null && threw) ns.abortTransaction(t, dom('A request callback threw an exception.', 'AbortError'));
  };
  // Delivers an error: an error event that bubbles to the transaction and database; unless a
  // listener cancels it, the transaction aborts with the request's error.
  ns.failRequest = (request, error) => {
    const r = ns.requestState(request);
    r.readyState = 'done'; r.result = undefined; r.error = error;
    const transaction = r.transaction;
    const t = transaction === null ? null : ns.transactionState(transaction);
    if (t !== null) ns.activate(t);
    const event = ns.event('error', true, true);
    const threw = ns.fire(request, event, parentsOf(request));
    if (t !== null) {
      if (threw) ns.abortTransaction(t, dom('A request callback threw an exception.', 'AbortError'));
      else if (!event.defaultPrevented) ns.abortTransaction(t, error);
    }
  };
  define('IDBRequest', IDBRequest);
  define('IDBOpenDBRequest', IDBOpenDBRequest);
};
