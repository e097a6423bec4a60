#define _GNU_SOURCE
#include "jsc_heap.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define COLLECT_NOW "_ZN3JSC4Heap10collectNowENS_15SynchronousnessENS_9GCRequestE"

// JSC::Heap::collectNow(Synchronousness, GCRequest): `this`, a one-byte enum and,
// because GCRequest is not trivially copyable, a pointer to the caller's copy (the
// System V x86-64 and AArch64 C++ ABIs agree; JSSynchronousGarbageCollectForDebugging
// was checked to pass it that way).
typedef void (*collect_now_fn)(void *heap, uintptr_t synchronousness, void *request);
typedef size_t (*counter_fn)(void *);

static _Atomic(void *) seen_heap;
static collect_now_fn library_collect_now;
// Whether the interposer records the heap (MEMLAB_TEST_DISABLE_HOOKS=collect-now-interposition
// clears it: the worker then learns no heap, as if JSC bound its call internally).
static int records_heap = 1;

// Resolved before main, so that the interposer below never calls anything but the
// library's function, as a tail call: it leaves no frame, and spills nothing to the
// stack, which the collector it starts scans conservatively (a stale register value
// written there could keep a dead object alive).
static void collect_now_missing(void *heap, uintptr_t synchronousness, void *request) {
    (void)heap; (void)synchronousness; (void)request;
    static const char message[] = "memlab: JSC::Heap::collectNow was called but the library does not define it\n";
    (void)!write(2, message, sizeof message - 1);
    abort();
}

__attribute__((constructor))
static void resolve_collect_now(void) {
    library_collect_now = (collect_now_fn)dlsym(RTLD_NEXT, COLLECT_NOW);
    if (!library_collect_now) library_collect_now = collect_now_missing;
    records_heap = !memlab_hook_disabled("collect-now-interposition");
}

int memlab_collect_now_defined(void) {
    return library_collect_now != collect_now_missing;
}

__attribute__((visibility("default"), used))
void _ZN3JSC4Heap10collectNowENS_15SynchronousnessENS_9GCRequestE(void *heap, uintptr_t synchronousness, void *request) {
    if (records_heap) atomic_store_explicit(&seen_heap, heap, memory_order_relaxed);
    __attribute__((musttail)) return library_collect_now(heap, synchronousness, request);
}

void *memlab_jsc_heap_seen(void) {
    return atomic_load_explicit(&seen_heap, memory_order_relaxed);
}

void memlab_jsc_heap_forget(void) {
    atomic_store_explicit(&seen_heap, NULL, memory_order_relaxed);
}

static counter_fn counter(const char *name) {
    return (counter_fn)dlsym(RTLD_DEFAULT, name);
}

int memlab_jsc_heap_read(void *heap, memlab_jsc_heap_counters *out, int count_global_objects) {
    static counter_fn size, capacity, extra, objects, protected_objects, globals;
    static int resolved;
    if (!resolved && memlab_hook_disabled("heap-counters")) resolved = 1;  // every method "missing"
    if (!resolved) {
        size = counter("_ZN3JSC4Heap4sizeEv");
        capacity = counter("_ZN3JSC4Heap8capacityEv");
        extra = counter("_ZN3JSC4Heap15extraMemorySizeEv");
        objects = counter("_ZN3JSC4Heap11objectCountEv");
        protected_objects = counter("_ZN3JSC4Heap20protectedObjectCountEv");
        globals = counter("_ZN3JSC4Heap17globalObjectCountEv");
        resolved = 1;
    }
    if (!heap || !size || !capacity || !extra || !objects || !protected_objects || !globals) return -1;
    // The same order as JSGetMemoryUsageStatistics.
    out->heap_size = size(heap);
    out->heap_capacity = capacity(heap);
    out->extra_memory_size = extra(heap);
    out->object_count = objects(heap);
    out->protected_object_count = protected_objects(heap);
    out->global_object_count = count_global_objects ? globals(heap) : 0;
    return 0;
}

int memlab_jsc_heap_sizing_read(
    const void *heap, uint64_t expected_min_bytes, uint64_t aggressive_threshold_bytes, memlab_jsc_heap_sizing *out,
    uint64_t *engine_ram_size, const char **reason) {
    static const char *no_heap = "the worker has not seen JSC::Heap (collectNow was not interposed)";
    static const char *mismatch = "JSC::Heap's sizing words do not agree with one another in this build (another layout)";
    typedef size_t (*ram_size_fn)(void);
    ram_size_fn ram_size = (ram_size_fn)dlsym(RTLD_DEFAULT, "_ZN3WTF7ramSizeEv");
    *engine_ram_size = ram_size ? ram_size() : 0;
    if (!heap) { *reason = no_heap; return -1; }
    const unsigned char *base = heap;
    uint64_t ram, min_bytes, rate_limit;
    unsigned char mode;
    memcpy(&ram, base + 16, sizeof ram);
    memcpy(&mode, base + 24, sizeof mode);
    memcpy(&min_bytes, base + 32, sizeof min_bytes);
    memcpy(&rate_limit, base + 40, sizeof rate_limit);
    int aggressive = ram >= aggressive_threshold_bytes;
    if (min_bytes != expected_min_bytes || mode > 1 || (int)mode != aggressive || rate_limit != (aggressive ? 8 * min_bytes : 0) || ram == 0) {
        *reason = mismatch;
        return -2;
    }
    out->ram_size_bytes = ram;
    out->aggressive_growth = aggressive;
    out->min_bytes_per_cycle = min_bytes;
    out->max_eden_size_for_rate_limiting = rate_limit;
    return 0;
}

int64_t memlab_jsc_heap_collections(const void *heap) {
    if (!heap) return -1;
    uint64_t granted, served;
    memcpy(&granted, (const unsigned char *)heap + 1040, sizeof granted);
    memcpy(&served, (const unsigned char *)heap + 1048, sizeof served);
    // A collection granted but not yet served is still running (device mode's concurrent collector).
    return (int64_t)(served < granted ? served : granted);
}
