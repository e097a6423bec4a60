// idb-token-store.js: push-SDK state in IndexedDB, the way OneSignal's and Firebase Messaging's
// workers keep it. The first push registers a subscription record (endpoint, user, token) and
// an analytics counter; every later push looks the token up through an index, counts the
// delivery and shows a notification saying how many it has seen. The database outlives each
// push's context (it lives in the worker's store), as it outlives a service worker on a device.
// Measures: IndexedDB's cost per push (open, index read, a readwrite transaction) and the
// store's bytes (the push frame's storageBytes) staying level once the records exist.
// Expect: outcome modified every push; "deliveries N" counting up; flat footprint.
// memlab: --pushes 20
const DB_NAME = 'sdk-state';
const DB_VERSION = 2;

function promisify(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openState() {
  const request = indexedDB.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = (event) => {
    const db = request.result;
    if (event.oldVersion < 1) {
      const subscriptions = db.createObjectStore('subscriptions', { keyPath: 'endpoint' });
      subscriptions.createIndex('by_user', 'userId', { unique: false });
    }
    if (event.oldVersion < 2) db.createObjectStore('analytics');
  };
  return promisify(request);
}

async function deliveryCount(db, userId) {
  const tx = db.transaction(['subscriptions', 'analytics'], 'readwrite');
  const subscriptions = tx.objectStore('subscriptions');
  const analytics = tx.objectStore('analytics');
  let record = await promisify(subscriptions.index('by_user').get(userId));
  if (!record) {
    record = { endpoint: 'https://push.example.test/send/abc123', userId, token: 'tok-' + 'x'.repeat(152), createdAt: Date.now() };
    subscriptions.put(record);
  }
  const count = ((await promisify(analytics.get('deliveries'))) || 0) + 1;
  analytics.put(count, 'deliveries');
  analytics.put({ at: Date.now(), endpoint: record.endpoint }, 'last-delivery');
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onabort = () => reject(tx.error); });
  return { count, token: record.token };
}

self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const db = await openState();
    const { count, token } = await deliveryCount(db, 'user-42');
    db.close();
    console.log(`deliveries ${count} token ${token.slice(0, 7)}`);
    await self.registration.showNotification('New message', { body: `delivery ${count}`, data: { token } });
  })());
});
