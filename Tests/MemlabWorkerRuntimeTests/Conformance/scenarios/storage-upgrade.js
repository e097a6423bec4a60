// Each push reads the database the previous pushes left (in the worker's host store, whatever
// the isolation), upgrades it one version adding a store, and counts its pushes in a record.
const promised = (request) => new Promise((resolve, reject) => { request.onsuccess = () => resolve(request.result); request.onerror = () => reject(request.error); });
addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const current = await promised(indexedDB.open('upgrades'));
    const version = current.version;
    current.close();
    const request = indexedDB.open('upgrades', version + 1);
    let change = '';
    request.onupgradeneeded = (e) => {
      change = `${e.oldVersion}->${e.newVersion}`;
      const db = request.result;
      if (!db.objectStoreNames.contains('counter')) db.createObjectStore('counter');
      db.createObjectStore('s' + e.newVersion, { autoIncrement: true }).createIndex('by_n', 'n');
    };
    const db = await promised(request);
    const tx = db.transaction('counter', 'readwrite');
    const before = await promised(tx.objectStore('counter').get('pushes'));
    tx.objectStore('counter').put((before || 0) + 1, 'pushes');
    await new Promise((resolve) => { tx.oncomplete = resolve; });
    const count = await promised(db.transaction('counter').objectStore('counter').get('pushes'));
    console.log(`upgrade ${change} stores ${[...db.objectStoreNames].join(',')} pushes ${count}`);
    db.close();
    await self.registration.showNotification('upgraded');
  })());
});
