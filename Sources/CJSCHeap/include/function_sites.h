#ifndef MEMLAB_FUNCTION_SITES_H
#define MEMLAB_FUNCTION_SITES_H

#include <stddef.h>
#include <stdint.h>

// Where a function of the probe's scripts was defined, for `--explain`'s "kept by" lines, read
// without running any JavaScript (which would leave objects of its own in the next snapshot):
// JSC::JSFunction::sourceCode() const, which libjavascriptcoregtk exports, returns the
// FunctionExecutable's JSC::SourceCode (nullptr for host and builtin functions): a
// RefPtr<SourceProvider>, the range's start and end offsets, its first line and start column
// (four ints, zero-based, UTF-16 units). The provider's source URL is the WTF::String in its
// tenth word (WebKitGTK 2.50.6, read off the binary; the heap-snapshot checks allow only that
// build). The worker checks all of it on canary functions before it uses any (FunctionSites.swift).
// sourceCode() is called only on cells whose JSType byte (offset 5 of the cell) is a JSFunction's,
// as the canary's is: on any other cell it would read a wrong field.

typedef struct {
    const void *provider;
    int32_t start, end, line, column;
} memlab_function_source_range;

// 0 when the symbol is there; otherwise -1, and *REASON (static text) says why.
int memlab_function_source_check(const char **reason);

// The JSType byte of CELL.
uint8_t memlab_cell_type(const void *cell);

// The source range of FUNCTION when its JSType byte is FUNCTION_TYPE: 0 and *RANGE set, or -1
// (another type, a host or builtin function, or the symbol is missing).
int memlab_function_source(const void *function, uint8_t function_type, memlab_function_source_range *range);

// The source URL of PROVIDER: 0 with *CHARACTERS, *LENGTH and *IS_8BIT set (LENGTH 0: no URL),
// or -1 when the word does not hold a string as WTF lays one out.
int memlab_provider_url(const void *provider, const void **characters, size_t *length, int *is_8bit);

// The cell addresses of the nodes of class CLASS_NAME in a GC-debugging snapshot's JSON
// (CHARACTERS: LENGTH Latin-1 or UTF-16 code units), at most CAPACITY of them into OUT.
// Returns how many there are in all (more than CAPACITY: only the first CAPACITY written), or
// -1 when the JSON is not laid out as expected (nodes of seven fields, addresses as "0x...").
long memlab_snapshot_cells_of_class(
    const void *characters, size_t length, int is_8bit, const char *class_name, uint64_t *out, size_t capacity);

#endif
