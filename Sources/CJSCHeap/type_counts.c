#define _GNU_SOURCE
#include "type_counts.h"
#include "jsc_heap.h"

#include <dlfcn.h>
#include <stdint.h>
#include <string.h>

#define OBJECT_TYPE_COUNTS "_ZN3JSC4Heap16objectTypeCountsEv"
#define FAST_FREE "_ZN3WTF8fastFreeEPv"

// JSC::Heap::objectTypeCounts(): the result (one word) written through RESULT, `this` second.
typedef void (*type_counts_fn)(void **result, void *heap);
typedef void (*fast_free_fn)(void *);

static type_counts_fn type_counts;
static fast_free_fn fast_free;
static int checked;  // 0 not yet, 1 passed, -1 failed
static const char *failure;

// Whether the LENGTH bytes of NEEDLE occur in the first WINDOW bytes of CODE.
static int contains(const unsigned char *code, size_t window, const unsigned char *needle, size_t length) {
    if (window < length) return 0;
    for (size_t i = 0; i + length <= window; i++)
        if (memcmp(code + i, needle, length) == 0) return 1;
    return 0;
}

#define HAS(code, window, ...)                                                   \
    contains((code), (window), (const unsigned char[]){__VA_ARGS__},             \
             sizeof((const unsigned char[]){__VA_ARGS__}))

static int fail(int code, const char *reason) {
    checked = -1;
    failure = reason;
    return code;
}

int memlab_type_counts_check(const char **reason) {
    if (checked == 0) {
        if (memlab_hook_disabled("typeCounts")) {
            fail(-1, "JSC::Heap::objectTypeCounts is treated as missing");
        } else {
            type_counts = (type_counts_fn)dlsym(RTLD_DEFAULT, OBJECT_TYPE_COUNTS);
            fast_free = (fast_free_fn)dlsym(RTLD_DEFAULT, FAST_FREE);
            const unsigned char *statistics = dlsym(RTLD_DEFAULT, "JSGetMemoryUsageStatistics");
            if (!type_counts) {
                fail(-1, "the library does not export JSC::Heap::objectTypeCounts");
            } else if (!fast_free) {
                fail(-1, "the library does not export WTF::fastFree");
            } else if (!statistics) {
                fail(-1, "the library does not export JSGetMemoryUsageStatistics");
            } else if (!HAS((const unsigned char *)type_counts, 64, 0x48, 0xc7, 0x07, 0x00, 0x00, 0x00, 0x00)) {
                // movq $0, (%rdi): the result is one word, written through the hidden pointer.
                fail(-2, "JSC::Heap::objectTypeCounts does not return its table as one word");
            } else if (!HAS(statistics, 512, 0x83, 0x78, 0xf4, 0x00)      // cmpl $0, -0xc(%rax): key count
                       || !HAS(statistics, 512, 0x8b, 0x48, 0xfc)          // mov -0x4(%rax), %ecx: table size
                       || !HAS(statistics, 512, 0x49, 0x83, 0xc5, 0x18)) { // add $0x18, %r13: 24-byte entries
                fail(-2, "JSGetMemoryUsageStatistics does not walk the table as 24-byte entries after 16 bytes of metadata");
            } else if (!HAS(statistics, 4096, 0x48, 0x83, 0xc7, 0xf0, 0xe8)) { // add $-16, %rdi; call (fastFree)
                fail(-2, "JSGetMemoryUsageStatistics does not free the table 16 bytes before its entries");
            } else {
                checked = 1;
            }
        }
    }
    if (reason) *reason = checked == 1 ? NULL : failure;
    return checked == 1 ? 0 : -1;
}

// One entry of the table (WTF::KeyValuePair<ASCIILiteral, unsigned>).
typedef struct {
    const char *name;
    size_t length;  // with the NUL; 0: an empty bucket
    unsigned count;
} entry;

int memlab_type_counts_read(void *heap, memlab_type_count *out, int capacity) {
    if (checked != 1 || !heap) return -1;
    void *table = NULL;
    type_counts(&table, heap);
    if (!table) return 0;
    const unsigned *metadata = (const unsigned *)table;
    unsigned size = metadata[-1], keys = metadata[-3];
    int result = 0;
    // A table size is a power of two, at least as large as its key count.
    if (size == 0 || (size & (size - 1)) != 0 || keys > size) {
        result = -2;
    } else {
        const entry *entries = (const entry *)table;
        for (unsigned i = 0; i < size; i++) {
            const entry *e = &entries[i];
            if (e->length == 0 || e->name == (const char *)-1) continue;  // empty, deleted
            if (!e->name || e->length > 256 || e->name[e->length - 1] != 0) { result = -2; break; }
            if (result == capacity) { result = -3; break; }
            out[result].name = e->name;
            out[result].count = e->count;
            result++;
        }
    }
    fast_free((char *)table - 16);
    return result;
}
