#define _GNU_SOURCE
#include "jsc_heap.h"

#include <dlfcn.h>
#include <stdlib.h>

// libpas (JavaScriptCore's allocator) starts a scavenger thread that returns free pages to
// the kernel in the background. The worker does that itself, synchronously, after every
// push's full collection (free_pages.c, before the sample), so the thread has nothing left
// to do between pushes; while it ran, a pass it was part-way
// through under load (the thread descheduled) left 2 to 4 MiB committed past that release,
// now and then for good. churn.js, which keeps nothing, was then called saturating in 5 %
// of loaded runs and in about a third of `make test` runs; with no thread, in none of 60
// loaded runs. So the flag that lets libpas start the thread (pas_scavenger_is_enabled,
// exported) is cleared before main, before the engine has freed anything: by then the
// thread would already be running (pas_scavenger_suspend stops a running one, but waits
// up to its period, 100 ms, at every worker start). With `Malloc=1` (--allocator malloc)
// JSC's heap goes through the system malloc and libpas is left alone.
//
// Only when the release is there: without it the thread is the only thing that returns
// free pages at all (measured: a handler that keeps nothing then sampled at 9-11 MiB
// instead of 3 MiB), so the flag is left as libpas set it.
static int state = MEMLAB_SCAVENGER_NOT_CHECKED;

__attribute__((constructor))
static void memlab_keep_scavenger_thread_off(void) {
    if (getenv("Malloc")) { state = MEMLAB_SCAVENGER_NOT_APPLICABLE; return; }
    if (memlab_hook_disabled("scavenger-flag")) { state = MEMLAB_SCAVENGER_LEFT_ON_FOR_TEST; return; }
    // memlab run --mode device: the allocator scavenges on its own schedule, as on a device.
    if (getenv("MEMLAB_DEVICE_ALLOCATOR")) { state = MEMLAB_SCAVENGER_LEFT_ON_FOR_DEVICE; return; }
    if (!memlab_free_page_release_available()) { state = MEMLAB_SCAVENGER_LEFT_ON_NO_RELEASE; return; }
    unsigned char *enabled = (unsigned char *)dlsym(RTLD_DEFAULT, "pas_scavenger_is_enabled");
    if (!enabled) { state = MEMLAB_SCAVENGER_NO_FLAG; return; }
    *enabled = 0;
    state = MEMLAB_SCAVENGER_CLEARED;
}

int memlab_scavenger_state(void) {
    return state;
}

int memlab_scavenger_thread_allowed(void) {
    unsigned char *enabled = (unsigned char *)dlsym(RTLD_DEFAULT, "pas_scavenger_is_enabled");
    return enabled ? *enabled != 0 : -1;
}
