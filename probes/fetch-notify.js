// fetch-notify.js: a handler that fetches before it notifies, as many real ones
// do. It reads a JSON document (fixtures/config.json: templates and defaults) and
// an image (fixtures/icon.png, a few kB) from the fixtures directory, checks the
// image's PNG signature, and builds the notification from the payload, the config
// and the image (encoded as a data: URL, as a handler without network would).
// Measures: two fixture reads held in memory at once plus base64 of the image;
// expect the footprint to rise by roughly a few times the image size during the
// push, the outcome "modified", and the heap back near the baseline after it.
self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const payload = event.data ? event.data.json() : {};
    const configResponse = await fetch('config.json');
    if (!configResponse.ok) throw new Error('config.json: HTTP ' + configResponse.status);
    const config = await configResponse.json();

    const imageResponse = await fetch('https://assets.example/icon.png');
    const image = await imageResponse.bytes();
    const signature = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A];
    if (!signature.every((byte, i) => image[i] === byte)) throw new Error('icon.png is not a PNG');
    let binary = '';
    for (let i = 0; i < image.length; i++) binary += String.fromCharCode(image[i]);
    const icon = 'data:' + imageResponse.headers.get('content-type') + ';base64,' + btoa(binary);

    const title = config.titleTemplate.replace('{sender}', payload.sender || config.defaultSender);
    await self.registration.showNotification(title, {
      body: payload.body || config.defaultBody,
      icon,
      badge: config.badge,
      tag: config.tag,
      data: { url: new URL(payload.url || '/', config.origin).href },
      actions: config.actions,
    });
  })());
});
