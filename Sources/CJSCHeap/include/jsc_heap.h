#ifndef MEMLAB_JSC_HEAP_H
#define MEMLAB_JSC_HEAP_H

#include <stddef.h>

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

// Reads every counter of HEAP. Returns 0, or -1 when a method is missing from the
// library. The caller must hold the VM's lock (call it from a JSC callback).
// global_object_count walks every live cell; without COUNT_GLOBAL_OBJECTS it is
// left 0 (the worker counts its global objects with weak references instead).
int memlab_jsc_heap_read(void *heap, memlab_jsc_heap_counters *out, int count_global_objects);

// How many madvise(MADV_DONTDUMP / MADV_DODUMP) calls the worker's madvise dropped
// (dump_advice.c): 0 when the executable does not export madvise, or the library
// binds it internally, so that the advice still reaches the kernel.
unsigned long memlab_dump_advice_dropped(void);

// Whether libpas may start its scavenger thread (scavenger.c clears it before main):
// 1 or 0, or -1 when the library has no such flag.
int memlab_scavenger_thread_allowed(void);

#endif
