#ifndef MEMLAB_TYPE_COUNTS_H
#define MEMLAB_TYPE_COUNTS_H

#include <stddef.h>

// JavaScriptCore's live objects counted by class name, read directly from the exported
// JSC::Heap::objectTypeCounts() instead of through JSGetMemoryUsageStatistics (which turns
// the same table into a JS object of properties, and reads every other counter too).
//
// The table is a WTF::HashCountedSet: a private C++ layout. In WebKitGTK 2.50.6 the function
// returns it by value through a hidden result pointer (one word, the hash table's buffer);
// the buffer holds 16 bytes of metadata before it (key count at -12, table size at -4) and
// entries of 24 bytes: the class name as an ASCIILiteral (pointer, length with its NUL), then
// the count. JSGetMemoryUsageStatistics walks and frees it that way (fastFree(buffer - 16)).
// memlab_type_counts_check looks for exactly that machine code before the worker calls
// anything, and the worker compares a first reading with JSGetMemoryUsageStatistics's.

typedef struct {
    const char *name;      // the class name (static, NUL-terminated, lives as long as the library)
    unsigned long count;   // live cells of that class
} memlab_type_count;

// 0 when the symbols are exported and the machine code of JSGetMemoryUsageStatistics and
// JSC::Heap::objectTypeCounts walks and frees the table as described above; otherwise a
// negative code, and *REASON (static text) says which check failed.
int memlab_type_counts_check(const char **reason);

// Reads the counts of HEAP (a JSC::Heap; the caller holds the VM's lock: call it from a JSC
// callback) into OUT, at most CAPACITY entries. Returns the number of classes, or -1 (the
// check above failed or was not run), -2 (the table does not look as expected: nothing
// read, the table freed), -3 (more classes than CAPACITY: the first CAPACITY read).
int memlab_type_counts_read(void *heap, memlab_type_count *out, int capacity);

#endif
