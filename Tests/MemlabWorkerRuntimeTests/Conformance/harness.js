// A small test harness for conformance probes, loaded with importScripts.
// Each test reports one console line, "PASS name" or "FAIL name: reason", and the
// run ends with "DONE <passed> passed <failed> failed"; the Swift test reads those
// lines from the worker's console frames (at most 200 per push, so keep files short).
const conformance = [];
function test(name, body) { conformance.push([name, body]); }
function fail(message) { throw new Error(message); }
function assert(condition, message) { if (!condition) fail('assertion failed: ' + message); }
function same(actual, expected, message) {
  const a = JSON.stringify(actual), e = JSON.stringify(expected);
  if (!Object.is(actual, expected) && a !== e) fail(`${message}: expected ${e}, got ${a}`);
}
function throwsNamed(name, body, message) {
  try { body(); } catch (error) {
    if (error == null || error.name !== name) fail(`${message}: expected ${name}, got ${error && error.name}: ${error && error.message}`);
    return error;
  }
  fail(`${message}: expected ${name}, nothing was thrown`);
}
async function rejectsNamed(name, promise, message) {
  assert(promise instanceof Promise, message + ' returns a promise');
  try { await promise; } catch (error) {
    if (error == null || error.name !== name) fail(`${message}: expected ${name}, got ${error && error.name}: ${error && error.message}`);
    return error;
  }
  fail(`${message}: expected a rejection with ${name}, it fulfilled`);
}
function bytesOf(view) { return Array.from(new Uint8Array(view.buffer || view, view.byteOffset || 0, view.byteLength)); }
function runConformance(event) {
  event.waitUntil((async () => {
    let passed = 0, failed = 0;
    for (const [name, body] of conformance) {
      try { await body(event); passed++; console.log('PASS ' + name); }
      catch (error) { failed++; console.log('FAIL ' + name + ': ' + (error && error.message)); }
    }
    console.log(`DONE ${passed} passed ${failed} failed`);
    await self.registration.showNotification('conformance', { body: `${passed} passed, ${failed} failed` });
  })());
}
