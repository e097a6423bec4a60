// Scenario: reports what the push payload looks like, for the null, invalid-UTF-8 and bad-JSON cases.
addEventListener('push', (event) => {
  const data = event.data;
  console.log('data: ' + (data === null ? 'null' : 'present'));
  if (data !== null) {
    console.log('text: ' + JSON.stringify(data.text()));
    try { data.json(); console.log('json: ok'); } catch (error) { console.log('json: ' + error.name); }
    const a = data.arrayBuffer(), b = data.arrayBuffer();
    console.log('fresh: ' + (a !== b && a.byteLength === b.byteLength));
  }
  event.waitUntil(self.registration.showNotification('payload'));
});
