// Helpers for the IndexedDB conformance probes (after harness.js).
function req(request) {
  return new Promise((resolve, reject) => {
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', (event) => { event.preventDefault(); reject(request.error); });
  });
}
function done(tx) {
  return new Promise((resolve, reject) => {
    tx.addEventListener('complete', () => resolve('complete'));
    tx.addEventListener('abort', () => reject(tx.error || new Error('aborted')));
  });
}
function ended(tx) {
  return new Promise((resolve) => {
    tx.addEventListener('complete', () => resolve('complete'));
    tx.addEventListener('abort', () => resolve('abort'));
  });
}
let databaseCounter = 0;
// A new, empty database (deleted first) with `upgrade(db, tx, event)` run in its upgradeneeded.
async function fresh(upgrade, version = 1) {
  const name = 'conformance-' + (++databaseCounter);
  await req(indexedDB.deleteDatabase(name));
  const request = indexedDB.open(name, version);
  request.onupgradeneeded = (event) => upgrade(request.result, request.transaction, event);
  return req(request);
}
async function rejects(name, promise, message) {
  try { await promise; } catch (error) {
    if (!error || error.name !== name) fail(`${message}: expected ${name}, got ${error && error.name}: ${error && error.message}`);
    return error;
  }
  fail(`${message}: expected ${name}, it succeeded`);
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
