#ifndef MEMLAB_SQLITE_LOADER_H
#define MEMLAB_SQLITE_LOADER_H

// The worker's SQLite, loaded on first use (loader.c): the SQLite functions the worker calls
// (declared by <sqlite3.h>, the CSQLite module) are defined here and forward to
// libsqlite3.so.0, which is opened with dlopen the first time one is called. A worker that
// never touches IndexedDB or the caches never maps it: its relocated data (about 48 KiB of
// pages dirtied at load, measured as 52 KiB more footprint on probes/clean.js) is no cost to
// such a push.

/// Whether libsqlite3.so.0 is loaded (loading it now if it was not): 1, or 0 with the reason in
/// memlab_sqlite_load_error().
int memlab_sqlite_load(void);
/// Why it could not be loaded (dlerror's words), or "" when it was.
const char *memlab_sqlite_load_error(void);

#endif
