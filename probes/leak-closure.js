// leak-closure.js: a handler that queues a retry callback every push and never drains the queue;
// each callback closes over the push's parsed lines, so every push's lines stay alive through it.
// Measures: a leak through closures (what is kept is a function and its scope, not a named value).
// Expect: verdict leaking with --isolation none; growing classes Function and JSLexicalEnvironment
// (one each per push, the closure and the scope it keeps) and Array.
// memlab: --pushes 60 --isolation none
globalThis.retryQueue = globalThis.retryQueue || [];

self.addEventListener('push', (event) => {
  const lines = [];
  for (let i = 0; i < 100; i++) lines.push(`line ${i} of push ${retryQueue.length}`);
  retryQueue.push(() => lines.length);
  event.waitUntil(self.registration.showNotification('queued', { body: `${retryQueue.length} retries queued` }));
});
