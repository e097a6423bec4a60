#ifndef MEMLAB_JSC_HEAP_H
#define MEMLAB_JSC_HEAP_H

#include <stddef.h>
#include <stdint.h>

// JavaScriptCore's heap counters, read directly instead of through
// JSGetMemoryUsageStatistics (which also builds a per-type census of every
// object and two JS objects to hold the answer: most of a sample's cost).
//
// JSC exports the counters as C++ methods of JSC::Heap but never hands out the
// Heap itself. It does call its own exported JSC::Heap::collectNow through the
// PLT, so the memlab-worker executable defines (and exports) that symbol: the
// dynamic linker binds the library's call to it, it records `this` and forwards
// to the library's definition. The worker trusts the direct counters only after
// checking that they equal JSGetMemoryUsageStatistics's, field for field.

typedef struct {
    size_t heap_size;
    size_t heap_capacity;
    size_t extra_memory_size;
    size_t object_count;
    size_t protected_object_count;
    size_t global_object_count;
} memlab_jsc_heap_counters;

// The JSC::Heap the last collectNow ran on, or NULL when the interposer has not
// run since memlab_jsc_heap_forget (symbol not exported, or the library binds
// the call internally).
void *memlab_jsc_heap_seen(void);
void memlab_jsc_heap_forget(void);

// Whether the library defines JSC::Heap::collectNow for the interposer to forward to
// (when it does not, the interposer aborts if anything calls it).
int memlab_collect_now_defined(void);

// Reads every counter of HEAP. Returns 0, or -1 when a method is missing from the
// library. The caller must hold the VM's lock (call it from a JSC callback).
// global_object_count walks every live cell; without COUNT_GLOBAL_OBJECTS it is
// left 0 (the worker counts its global objects with weak references instead).
int memlab_jsc_heap_read(void *heap, memlab_jsc_heap_counters *out, int count_global_objects);

// How JSC::Heap sized itself when the VM was made (Heap::Heap, WebKitGTK 2.50): the RAM size it
// took (Options::forceRAMSize() if set, else WTF::ramSize()), the growth mode that RAM size chose
// (aggressive at or above Options::aggressiveHeapThresholdInMB, 16 GiB by default), the bytes it
// allocates before its first collection, and the eden size past which an aggressive heap is
// rate-limited. Private members, read at the offsets of this build (ram +16, growth mode +24,
// min bytes per cycle +32, rate limit +40), and believed only when they agree with each other
// the way Heap::Heap derives them: minimum EXPECTED_MIN_BYTES (Options::smallHeapSize for the
// C API's small heap), a mode of 0 or 1 that is the one the RAM size gives against
// AGGRESSIVE_THRESHOLD_BYTES, and a rate limit of 8 x the minimum for an aggressive heap, 0 otherwise.
typedef struct {
    uint64_t ram_size_bytes;
    int aggressive_growth;
    uint64_t min_bytes_per_cycle;
    uint64_t max_eden_size_for_rate_limiting;
} memlab_jsc_heap_sizing;

// 0 with OUT filled; -1 (no heap, or WTF::ramSize missing) or -2 (the words disagree: another
// layout), with *REASON (static text) saying which. ENGINE_RAM_SIZE gets WTF::ramSize() when it is there.
// The heap's count of collections it has served (GC request tickets: two words, +1040 granted and
// +1048 served, in this build), or -1 without a heap. The worker believes it only after a
// synchronous collection at start-up raised it by exactly one (HeapSizing.swift).
int64_t memlab_jsc_heap_collections(const void *heap);

int memlab_jsc_heap_sizing_read(
    const void *heap, uint64_t expected_min_bytes, uint64_t aggressive_threshold_bytes, memlab_jsc_heap_sizing *out,
    uint64_t *engine_ram_size, const char **reason);

// malloc_trim(0): returns the C library heap's free memory at its top (glibc keeps up to
// 128 KiB there otherwise) and its free pages elsewhere. 1 when memory was released.
int memlab_trim_c_heap(void);

// How many madvise(MADV_DONTDUMP / MADV_DODUMP) calls the worker's madvise dropped
// (dump_advice.c): 0 when the executable does not export madvise, or the library
// binds it internally, so that the advice still reaches the kernel.
unsigned long memlab_dump_advice_dropped(void);

// Whether libpas may start its scavenger thread (scavenger.c clears it before main):
// 1 or 0, or -1 when the library has no such flag.
int memlab_scavenger_thread_allowed(void);

// What scavenger.c's constructor did with that flag.
enum {
    MEMLAB_SCAVENGER_NOT_CHECKED = 0,      // the constructor has not run
    MEMLAB_SCAVENGER_CLEARED = 1,          // cleared: the thread never starts
    MEMLAB_SCAVENGER_NOT_APPLICABLE = 2,   // `Malloc` set: libpas holds no JS heap
    MEMLAB_SCAVENGER_LEFT_ON_NO_RELEASE = 3, // the free-page release is missing, so the thread is needed
    MEMLAB_SCAVENGER_NO_FLAG = 4,          // the library has no pas_scavenger_is_enabled
    MEMLAB_SCAVENGER_LEFT_ON_FOR_TEST = 5, // MEMLAB_TEST_DISABLE_HOOKS=scavenger-flag
    MEMLAB_SCAVENGER_LEFT_ON_FOR_DEVICE = 6, // MEMLAB_DEVICE_ALLOCATOR (memlab run --mode device)
};
int memlab_scavenger_state(void);

// WTF::releaseFastMallocFreeMemory (free_pages.c): whether the library exports it, and a
// release of the allocator's free pages now (0, or -1 when it is missing): libpas's own
// steps of it except the decommit of its expendable metadata when the library exports them,
// else the whole call (memlab_free_page_release_kind says which).
enum {
    MEMLAB_RELEASE_NONE = 0,         // no release (WTF::releaseFastMallocFreeMemory missing)
    MEMLAB_RELEASE_WHOLE = 1,        // WTF::releaseFastMallocFreeMemory
    MEMLAB_RELEASE_LIBPAS_STEPS = 2, // pas_scavenger_clear_all_caches, pas_scavenger_decommit_free_memory
};
int memlab_free_page_release_available(void);
int memlab_free_page_release_kind(void);
int memlab_release_free_pages(void);

// Whether MEMLAB_TEST_DISABLE_HOOKS (comma-separated names; tests only) names NAME
// (test_hooks.c): heap-counters, collect-now-interposition, free-page-release,
// libpas-release, scavenger-flag, dump-advice.
int memlab_hook_disabled(const char *name);

#endif
