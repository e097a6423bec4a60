#include "jsc_heap.h"

#include <stdlib.h>
#include <string.h>

// MEMLAB_TEST_DISABLE_HOOKS=name[,name]: for tests only (docs/private-symbols.md). Each
// hook named there behaves as if the library or the executable lacked what it relies on,
// so that a test can check that the record then says so. Read with getenv each time: the
// constructors ask before main, the worker a few times at start-up, madvise once.
int memlab_hook_disabled(const char *name) {
    const char *list = getenv("MEMLAB_TEST_DISABLE_HOOKS");
    if (!list || !name) return 0;
    size_t length = strlen(name);
    for (const char *entry = list; *entry; ) {
        const char *end = strchr(entry, ',');
        size_t entry_length = end ? (size_t)(end - entry) : strlen(entry);
        if (entry_length == length && strncmp(entry, name, length) == 0) return 1;
        if (!end) break;
        entry = end + 1;
    }
    return 0;
}
