// Conformance: setTimeout/clearTimeout/setInterval/clearInterval/queueMicrotask
// (HTML timers and microtasks) as driven by the worker's own event loop, and the
// cap on live timers. Never asserts durations, only order.
importScripts('harness.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('timers run in order of due time, ties in order of creation', async () => {
  const order = [];
  setTimeout(() => order.push('b'), 20);
  setTimeout(() => order.push('a'), 0);
  setTimeout(() => order.push('a2'), 0);
  setTimeout(() => order.push('c'), 40);
  await sleep(60);
  same(order, ['a', 'a2', 'b', 'c'], 'order');
});
test('ids are positive and distinct; arguments are passed', async () => {
  let got;
  const a = setTimeout((x, y) => { got = [x, y]; }, 0, 'x', 2);
  const b = setTimeout(() => {}, 0);
  assert(a > 0 && b > 0 && a !== b, 'ids');
  await sleep(5);
  same(got, ['x', 2], 'arguments');
});
test('clearTimeout cancels; clearing unknown ids is harmless', async () => {
  let ran = false;
  const id = setTimeout(() => { ran = true; }, 0);
  clearTimeout(id);
  clearTimeout(123456789);
  clearTimeout();
  await sleep(10);
  same(ran, false, 'cancelled timer never ran');
});
test('setInterval repeats until clearInterval; timer ids are shared', async () => {
  let count = 0;
  const id = setInterval(() => { count++; if (count === 3) clearTimeout(id); }, 1);
  await sleep(40);
  same(count, 3, 'ran three times, then stopped');
});
test('microtasks run before the next timer', async () => {
  const order = [];
  setTimeout(() => order.push('timeout'), 0);
  queueMicrotask(() => order.push('microtask'));
  Promise.resolve().then(() => order.push('promise'));
  await sleep(5);
  same(order, ['microtask', 'promise', 'timeout'], 'order');
  throwsNamed('TypeError', () => queueMicrotask('not a function'), 'queueMicrotask needs a function');
});
test('a promise resolved by a timer settles before the next timer runs', async () => {
  const order = [];
  setTimeout(() => { Promise.resolve().then(() => order.push('reaction')); order.push('first'); }, 0);
  setTimeout(() => order.push('second'), 0);
  await sleep(5);
  same(order, ['first', 'reaction', 'second'], 'microtask checkpoint after each task');
});
test('a throwing timer does not stop the others', async () => {
  let ran = false;
  setTimeout(() => { throw new Error('timer failure on purpose'); }, 0);
  setTimeout(() => { ran = true; }, 0);
  await sleep(5);
  same(ran, true, 'second timer ran');
});
test('string handlers are evaluated in the global scope', async () => {
  globalThis.fromString = 0;
  setTimeout('globalThis.fromString = 42', 0);
  await sleep(5);
  same(globalThis.fromString, 42, 'evaluated');
});
test('negative and NaN timeouts behave as 0', async () => {
  const order = [];
  setTimeout(() => order.push('later'), 5);
  setTimeout(() => order.push('negative'), -100);
  setTimeout(() => order.push('nan'), NaN);
  await sleep(20);
  same(order, ['negative', 'nan', 'later'], 'order');
});
test('the number of live timers is capped with a RangeError', () => {
  const ids = [];
  let error;
  try { for (let i = 0; i < 10001; i++) ids.push(setTimeout(() => {}, 1e6)); } catch (e) { error = e; }
  for (const id of ids) clearTimeout(id);
  assert(error instanceof RangeError, 'RangeError thrown, got ' + error);
  same(ids.length, 10000, 'exactly 10000 timers were accepted');
  const again = setTimeout(() => {}, 0);
  clearTimeout(again);
});

addEventListener('push', runConformance);
