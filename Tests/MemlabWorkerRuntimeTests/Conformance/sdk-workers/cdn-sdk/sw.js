// A worker that loads its vendor's SDK from a CDN, configured by its URL's query string.
importScripts('https://cdn.example.com/sdk/v1/sdk.js');
self.PushSDK.init({ appId: new URLSearchParams(self.location.search).get('appId') });
