#include "sqlite_loader.h"

#include <dlfcn.h>
#include <sqlite3.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

static void *library;
static int tried;
static char reason[256];

int memlab_sqlite_load(void) {
    if (!tried) {
        tried = 1;
        library = dlopen("libsqlite3.so.0", RTLD_NOW | RTLD_LOCAL);
        if (library == NULL) {
            const char *why = dlerror();
            snprintf(reason, sizeof reason, "%s", why ? why : "libsqlite3.so.0 could not be loaded");
        }
    }
    return library != NULL;
}

const char *memlab_sqlite_load_error(void) { return reason; }

static void *symbol(const char *name) {
    if (!memlab_sqlite_load()) return NULL;
    void *found = dlsym(library, name);
    if (found == NULL) snprintf(reason, sizeof reason, "libsqlite3.so.0 has no %s", name);
    return found;
}

// Each function: its pointer looked up once, then a call through it; FAIL when SQLite is missing.
#define FORWARD(type, name, params, args, fail)            \
    type name params {                                      \
        static type(*call) params;                          \
        if (call == NULL) call = (type(*) params)symbol(#name); \
        if (call == NULL) return fail;                      \
        return call args;                                   \
    }

int sqlite3_open_v2(const char *filename, sqlite3 **db, int flags, const char *vfs) {
    static int (*call)(const char *, sqlite3 **, int, const char *);
    if (call == NULL) call = (int (*)(const char *, sqlite3 **, int, const char *))symbol("sqlite3_open_v2");
    if (call == NULL) { *db = NULL; return SQLITE_CANTOPEN; }
    return call(filename, db, flags, vfs);
}

const char *sqlite3_errmsg(sqlite3 *db) {
    static const char *(*call)(sqlite3 *);
    if (call == NULL) call = (const char *(*)(sqlite3 *))symbol("sqlite3_errmsg");
    if (call == NULL) return reason;
    return call(db);
}

FORWARD(int, sqlite3_close_v2, (sqlite3 *db), (db), SQLITE_OK)
FORWARD(int, sqlite3_errcode, (sqlite3 *db), (db), SQLITE_CANTOPEN)
FORWARD(int, sqlite3_exec, (sqlite3 *db, const char *sql, int (*callback)(void *, int, char **, char **), void *context, char **error),
        (db, sql, callback, context, error), SQLITE_ERROR)
FORWARD(int, sqlite3_prepare_v2, (sqlite3 *db, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail),
        (db, sql, bytes, statement, tail), SQLITE_ERROR)
FORWARD(int, sqlite3_prepare_v3,
        (sqlite3 *db, const char *sql, int bytes, unsigned int flags, sqlite3_stmt **statement, const char **tail),
        (db, sql, bytes, flags, statement, tail), SQLITE_ERROR)
FORWARD(int, sqlite3_step, (sqlite3_stmt *statement), (statement), SQLITE_ERROR)
FORWARD(int, sqlite3_finalize, (sqlite3_stmt *statement), (statement), SQLITE_OK)
FORWARD(int, sqlite3_reset, (sqlite3_stmt *statement), (statement), SQLITE_OK)
FORWARD(int, sqlite3_clear_bindings, (sqlite3_stmt *statement), (statement), SQLITE_OK)
FORWARD(int, sqlite3_bind_int64, (sqlite3_stmt *statement, int at, sqlite3_int64 value), (statement, at, value), SQLITE_ERROR)
FORWARD(int, sqlite3_bind_null, (sqlite3_stmt *statement, int at), (statement, at), SQLITE_ERROR)
FORWARD(int, sqlite3_bind_text, (sqlite3_stmt *statement, int at, const char *text, int bytes, void (*destructor)(void *)),
        (statement, at, text, bytes, destructor), SQLITE_ERROR)
FORWARD(int, sqlite3_bind_blob, (sqlite3_stmt *statement, int at, const void *blob, int bytes, void (*destructor)(void *)),
        (statement, at, blob, bytes, destructor), SQLITE_ERROR)
FORWARD(const void *, sqlite3_column_blob, (sqlite3_stmt *statement, int column), (statement, column), NULL)
FORWARD(int, sqlite3_column_int, (sqlite3_stmt *statement, int column), (statement, column), 0)
FORWARD(sqlite3_int64, sqlite3_column_int64, (sqlite3_stmt *statement, int column), (statement, column), 0)
FORWARD(const unsigned char *, sqlite3_column_text, (sqlite3_stmt *statement, int column), (statement, column), NULL)
FORWARD(int, sqlite3_column_bytes, (sqlite3_stmt *statement, int column), (statement, column), 0)
FORWARD(int, sqlite3_column_type, (sqlite3_stmt *statement, int column), (statement, column), SQLITE_NULL)
FORWARD(sqlite3_int64, sqlite3_last_insert_rowid, (sqlite3 *db), (db), 0)
FORWARD(int, sqlite3_changes, (sqlite3 *db), (db), 0)
FORWARD(sqlite3_int64, sqlite3_total_changes64, (sqlite3 *db), (db), 0)
FORWARD(int, sqlite3_get_autocommit, (sqlite3 *db), (db), 1)
FORWARD(sqlite3_int64, sqlite3_memory_used, (void), (), 0)
FORWARD(sqlite3_backup *, sqlite3_backup_init, (sqlite3 *to, const char *toName, sqlite3 *from, const char *fromName),
        (to, toName, from, fromName), NULL)
FORWARD(int, sqlite3_backup_step, (sqlite3_backup *backup, int pages), (backup, pages), SQLITE_ERROR)
FORWARD(int, sqlite3_backup_finish, (sqlite3_backup *backup), (backup), SQLITE_OK)
