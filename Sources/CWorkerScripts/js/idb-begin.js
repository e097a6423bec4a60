// idb-begin.js: opens IndexedDB's source, a deferred one (scripts.S): evaluated in a context only
// when one of IndexedDB's globals is first used there (deferred.js), never by a context that
// does not use them, and by a context group only then. The source is one function, its
// completion value; deferred.js calls it with what it uses from the prelude, and it installs
// IndexedDB (idb-database.js, its body's last part). idb-end.js closes it.
// Defines: the parameters below, for every file up to idb-end.js (their headers name the prelude
//   file each comes from).
// Uses (as parameters): host, g, define, secret, dom, isObject, OriginalPromise, intrinsics, reportUncaught
//   (core.js); stateOf, Event (events.js); scriptURL (worker.js); encodingPart (encoding.js);
//   runtime (runtime.js).
'use strict';
(function installIndexedDB({
  host, g, define, secret, dom, isObject, OriginalPromise, intrinsics, reportUncaught, stateOf, Event, scriptURL, encodingPart, runtime,
}) {
