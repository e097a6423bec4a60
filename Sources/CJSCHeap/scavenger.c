#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>

// libpas (JavaScriptCore's allocator) starts a scavenger thread that returns free pages to
// the kernel in the background. The worker does that itself, synchronously, after every
// push's full collection (WTF::releaseFastMallocFreeMemory, before the sample), so the
// thread has nothing left to do between pushes; while it ran, a pass it was part-way
// through under load (the thread descheduled) left 2 to 4 MiB committed past that release,
// now and then for good. churn.js, which keeps nothing, was then called saturating in 5 %
// of loaded runs and in about a third of `make test` runs; with no thread, in none of 60
// loaded runs. So the flag that lets libpas start the thread (pas_scavenger_is_enabled,
// exported) is cleared before main, before the engine has freed anything: by then the
// thread would already be running (pas_scavenger_suspend stops a running one, but waits
// up to its period, 100 ms, at every worker start). With `Malloc=1` (--allocator malloc)
// JSC's heap goes through the system malloc and libpas is left alone.
__attribute__((constructor))
static void memlab_keep_scavenger_thread_off(void) {
    if (getenv("Malloc")) return;
    unsigned char *enabled = (unsigned char *)dlsym(RTLD_DEFAULT, "pas_scavenger_is_enabled");
    if (enabled) *enabled = 0;
}

int memlab_scavenger_thread_allowed(void) {
    unsigned char *enabled = (unsigned char *)dlsym(RTLD_DEFAULT, "pas_scavenger_is_enabled");
    return enabled ? *enabled != 0 : -1;
}
