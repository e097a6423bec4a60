// A module service worker: import / export at the top level.
import { title } from './title.js';

self.addEventListener('push', (event) => event.waitUntil(self.registration.showNotification(title)));
export const version = 1;
