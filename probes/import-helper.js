// import-helper.js: a handler split across files, loaded with importScripts
// (lib/format.js, resolved next to this probe). Measures: the extra cost of
// evaluating an imported script at start-up (visible in the baseline-to-push
// footprint) and that imported helpers work in the global scope; expect the
// outcome "modified" and a notification whose body is formatted by the helper.
importScripts('lib/format.js');

self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  const { title, options } = formatNotification(message);
  event.waitUntil(self.registration.showNotification(title, options));
});
