// idb-end.js: closes the function idb-begin.js opened, IndexedDB's source.
})
