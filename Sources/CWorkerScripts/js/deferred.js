// deferred.js: the globals whose code is a deferred source of its own (scripts.S): IndexedDB
// (idb-begin.js to idb-end.js), the Cache API (cache.js) and the Streams (streams.js). Until a context first uses one of
// them, its source is neither parsed nor run there: host.deferred(name) evaluates the source
// (compiled once per context group) and returns its function, which is called with what it uses
// of the prelude. A context group other than the worker's own (--isolation group) parses the
// prelude for itself, so what it does not evaluate costs it nothing.
// Defines: streamsPart (what streams.js returns, for fetch.js: a body's stream; `streamsPart(true)`
//   is null until a context first uses a stream). Globals: indexedDB, IDBFactory, IDBDatabase, IDBTransaction,
//   IDBObjectStore, IDBIndex, IDBCursor, IDBCursorWithValue, IDBKeyRange, IDBRequest,
//   IDBOpenDBRequest, IDBVersionChangeEvent, DOMStringList; caches, CacheStorage, Cache;
//   ReadableStream and the rest of streams.js's; each on first use.
// Uses: host, g, define, secret, dom, isObject, OriginalPromise, intrinsics, reportUncaught, lazyPart
//   (core.js); stateOf, Event, tagged (events.js); clonePart (clone.js); encodingPart (encoding.js);
//   urlPart (url.js); fetchPart (fetch.js); scriptURL (worker.js); abortPart (abort.js); runtime
//   (runtime.js, a later part: read only when a source is called).

lazyPart(['indexedDB', 'IDBFactory', 'IDBDatabase', 'IDBTransaction', 'IDBObjectStore', 'IDBIndex', 'IDBCursor',
  'IDBCursorWithValue', 'IDBKeyRange', 'IDBRequest', 'IDBOpenDBRequest', 'IDBVersionChangeEvent', 'DOMStringList'],
() => host.deferred('idb')({
  host, g, define, secret, dom, isObject, OriginalPromise, intrinsics, reportUncaught, stateOf, Event, scriptURL, encodingPart, runtime,
}));

lazyPart(['caches', 'CacheStorage', 'Cache'],
  () => host.deferred('cache')({ host, g, define, secret, dom, OriginalPromise, isObject, scriptURL, fetchPart, urlPart }));

const streamsPart = lazyPart(['ReadableStream', 'ReadableStreamDefaultReader', 'ReadableStreamBYOBReader',
  'ReadableStreamDefaultController', 'ReadableByteStreamController', 'ReadableStreamBYOBRequest', 'WritableStream',
  'WritableStreamDefaultWriter', 'WritableStreamDefaultController', 'TransformStream', 'TransformStreamDefaultController',
  'ByteLengthQueuingStrategy', 'CountQueuingStrategy', 'TextDecoderStream', 'TextEncoderStream'],
() => host.deferred('streams')({ g, define, OriginalPromise, isObject, tagged, encodingPart, abortPart, clonePart }));
