// big-bundle.js: boots a large helper bundle with importScripts before any work, like a
// worker that loads a whole SDK (hybrid #11, react-native-localize #231).
// Measures: what the bundle adds to the footprint of every context that loads it.
// Expect: modified; a per-push footprint well above clean.js's. Parsing 450 KiB of source in
// every context leaves a noisy footprint (several MiB of swing), so the verdict is flat or
// saturating, never leaking, and no contexts are retained.
// memlab: --pushes 20
importScripts('lib/bundle.js');

self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : { title: 'bundle' };
  event.waitUntil(self.registration.showNotification(BigSDK.format(message.title || 'bundle'), { body: String(BigSDK.helper42(7)) }));
});
