#define _GNU_SOURCE
#include "jsc_heap.h"

#include <dlfcn.h>
#include <malloc.h>
#include <stddef.h>

#define RELEASE_FREE_MEMORY "_ZN3WTF27releaseFastMallocFreeMemoryEv"

typedef void (*release_fn)(void);

// WTF::releaseFastMallocFreeMemory(): exported by libjavascriptcoregtk, not in its headers.
// Looked up on every call before main (scavenger.c asks), then once.
static release_fn look_up(void) {
    if (memlab_hook_disabled("free-page-release")) return NULL;
    return (release_fn)dlsym(RTLD_DEFAULT, RELEASE_FREE_MEMORY);
}

int memlab_free_page_release_available(void) {
    return look_up() != NULL;
}

int memlab_release_free_pages(void) {
    static release_fn release;
    static int resolved;
    if (!resolved) { release = look_up(); resolved = 1; }
    if (!release) return -1;
    release();
    return 0;
}

int memlab_trim_c_heap(void) {
    return malloc_trim(0);
}
