#define _GNU_SOURCE
#include "jsc_heap.h"

#include <stdatomic.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

// libpas (JavaScriptCore's allocator) follows every decommit on Linux with
// madvise(MADV_DONTDUMP) and every commit with madvise(MADV_DODUMP). Those two only
// say whether the pages go into a core dump, but each changes the flags of the
// mapping, so the kernel splits and re-merges VMAs: about half of the madvise
// calls and most of their cost in a worker that releases free pages after every
// push (measured: a push of clean.js 12% faster without them). The worker never
// dumps core (RLIMIT_CORE is 0), so the executable defines madvise, the dynamic
// linker binds the library's calls to it, and it drops those two advices and
// forwards every other one unchanged. MADV_DONTNEED, which is what returns the
// pages and so what the footprint sees, still reaches the kernel.

static atomic_ulong dropped;
// 0: not yet decided, 1: drop the advice, 2: forward it too
// (MEMLAB_TEST_DISABLE_HOOKS=dump-advice; decided at the first advice, which may come
// from a library's constructor, before this executable's own constructors have run).
static atomic_int drops;

__attribute__((visibility("default"), used))
int madvise(void *address, size_t length, int advice) {
    if (advice == MADV_DONTDUMP || advice == MADV_DODUMP) {
        int mode = atomic_load_explicit(&drops, memory_order_relaxed);
        if (mode == 0) {
            mode = memlab_hook_disabled("dump-advice") ? 2 : 1;
            atomic_store_explicit(&drops, mode, memory_order_relaxed);
        }
        if (mode == 1) {
            atomic_fetch_add_explicit(&dropped, 1, memory_order_relaxed);
            return 0;
        }
    }
    return (int)syscall(SYS_madvise, address, length, advice);
}

unsigned long memlab_dump_advice_dropped(void) {
    return atomic_load_explicit(&dropped, memory_order_relaxed);
}
