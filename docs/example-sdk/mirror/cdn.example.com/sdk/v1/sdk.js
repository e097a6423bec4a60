// An SDK the way push vendors ship one: loaded from their CDN with importScripts, it checks its
// environment, reads its configuration from the worker's URL, and installs the push handler.
(function (scope) {
  'use strict';
  if (typeof scope.importScripts !== 'function' || !scope.registration || !scope.registration.pushManager) {
    throw new Error('PushSDK: not running in a service worker');
  }
  const config = { appId: null };
  const show = async (event) => {
    const subscription = await scope.registration.pushManager.getSubscription();
    if (subscription === null) throw new Error('PushSDK: User not subscribed');
    const message = event.data ? event.data.json() : {};
    const body = `${message.body || ''} [app ${config.appId} at ${scope.location.origin}, via ${new URL(subscription.endpoint).host}]`;
    await scope.registration.showNotification(message.title || 'PushSDK', { body, tag: message.id, data: { appId: config.appId } });
  };
  scope.PushSDK = {
    version: '1.0.0',
    init(options) {
      config.appId = options.appId;
      scope.addEventListener('push', (event) => event.waitUntil(show(event)));
    },
  };
})(self);
