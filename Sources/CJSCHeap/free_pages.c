#define _GNU_SOURCE
#include "jsc_heap.h"

#include <dlfcn.h>
#include <malloc.h>
#include <stddef.h>
#include <stdlib.h>

#define RELEASE_FREE_MEMORY "_ZN3WTF27releaseFastMallocFreeMemoryEv"

typedef void (*release_fn)(void);
typedef size_t (*decommit_fn)(void);

// WTF::releaseFastMallocFreeMemory(): exported by libjavascriptcoregtk, not in its headers.
// Looked up on every call before main (scavenger.c asks), then once.
static release_fn look_up(void) {
    if (memlab_hook_disabled("free-page-release")) return NULL;
    return (release_fn)dlsym(RTLD_DEFAULT, RELEASE_FREE_MEMORY);
}

int memlab_free_page_release_available(void) {
    return look_up() != NULL;
}

// With libpas (this library's allocator) that release is three steps of libpas's, all
// exported (pas_scavenger_run_synchronously_now): clear the thread-local caches, decommit
// all "expendable" memory, decommit every free page. The worker takes the first and the
// last. Expendable memory is libpas's own metadata (size-class lookup tables, in 16 KiB
// pages) that it can rebuild from zeroes: its own scavenger decommits a page of it only after
// several passes in which nothing used it, so on a device what the last push used stays
// committed for the next. Forcing it out after every push made every push fault it back in and
// rebuild it (measured: a push of clean.js 3 % cheaper without, 40 rounds of 200 pushes; every
// sample of 14 probes within 0-16 KiB of the full release's, the same difference from push to
// push). Without libpas's functions (or with `Malloc` set, when libpas holds no JS heap, or
// MEMLAB_TEST_DISABLE_HOOKS=libpas-release), the whole release.
static release_fn release, clear_caches;
static decommit_fn decommit_free;
static int kind = -1;  // MEMLAB_RELEASE_* once looked up

static void resolve(void) {
    if (kind >= 0) return;
    release = look_up();
    if (!release) { kind = MEMLAB_RELEASE_NONE; return; }
    kind = MEMLAB_RELEASE_WHOLE;
    if (getenv("Malloc") || memlab_hook_disabled("libpas-release")) return;
    clear_caches = (release_fn)dlsym(RTLD_DEFAULT, "pas_scavenger_clear_all_caches");
    decommit_free = (decommit_fn)dlsym(RTLD_DEFAULT, "pas_scavenger_decommit_free_memory");
    if (clear_caches && decommit_free) kind = MEMLAB_RELEASE_LIBPAS_STEPS;
}

int memlab_free_page_release_kind(void) {
    resolve();
    return kind;
}

int memlab_release_free_pages(void) {
    resolve();
    switch (kind) {
    case MEMLAB_RELEASE_LIBPAS_STEPS:
        clear_caches();
        (void)decommit_free();
        return 0;
    case MEMLAB_RELEASE_WHOLE:
        release();
        return 0;
    default:
        return -1;
    }
}

int memlab_trim_c_heap(void) {
    return malloc_trim(0);
}
