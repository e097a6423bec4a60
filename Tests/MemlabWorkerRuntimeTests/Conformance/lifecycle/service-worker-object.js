// The worker as its registration and global scope see it (Service Workers: ServiceWorker):
// installing while install runs, active (activating, then activated) after, never waiting; the
// same object as self.serviceWorker; postMessage delivers a message event to the global scope.
const line = (...parts) => console.log(parts.map(String).join(' '));
addEventListener('install', () => {
  line('install', registration.installing.state, registration.active, registration.waiting);
});
addEventListener('activate', () => {
  line('activate', registration.active.state, registration.installing);
});
addEventListener('message', (event) => {
  line('message', event.data.n, event.source === registration.active, event instanceof ExtendableMessageEvent);
});
addEventListener('push', (event) => {
  const worker = registration.active;
  line('push', worker.state, worker === self.serviceWorker, worker.scriptURL === location.href,
    Object.prototype.toString.call(worker), worker instanceof EventTarget);
  let refused = false;
  try { new ServiceWorker(); } catch (error) { refused = error instanceof TypeError; }
  line('constructor refused', refused);
  worker.postMessage({ n: 7 });
  event.waitUntil(new Promise((resolve) => setTimeout(resolve, 5)).then(() => registration.showNotification('done')));
});
