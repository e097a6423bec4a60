#ifndef MEMLAB_HEAP_SNAPSHOT_H
#define MEMLAB_HEAP_SNAPSHOT_H

#include <stddef.h>
#include <stdint.h>

// JavaScriptCore heap snapshots (the Web Inspector's JSON, version 3) taken in the worker,
// through JSC::HeapSnapshotBuilder, whose constructor, buildSnapshot(), json() and destructor
// libjavascriptcoregtk exports. The builder needs the VM's HeapProfiler, which the VM creates
// lazily in a slot that no exported function hands out: its offset and the way it is created
// are read from the machine code of the exported Inspector::InspectorHeapAgent::snapshot(),
// which does exactly this (`mov disp32(%r15),%rcx; test $1,%cl; ...; and $-4,%rcx; call *(%rcx)`).
// No inspector agent, frontend or injected-script manager is built: nothing but the builder,
// the profiler and WTF::String is reachable from here.
//
// Private C++ layouts, checked before any call (memlab_heap_snapshot_check): the library's
// version (2.50) and ELF build-id (an allowlist), every symbol, the byte patterns of the
// builder's constructor (profiler at +8, snapshot type at +0x60, 0x68 bytes), of snapshot()
// (the profiler slot and its lazy creation), and a WTF::String round trip through the
// exported constructor (refcount in steps of 2, length at +4, characters at +8, the 8-bit
// flag bit 2 at +16). docs/private-symbols.md says what each check guards against.

enum {
    MEMLAB_SNAPSHOT_INSPECTOR = 0,     // what the Web Inspector takes: ids stable across snapshots
    MEMLAB_SNAPSHOT_GC_DEBUGGING = 1,  // adds root reasons, labels and cell addresses; clears earlier ones
};

// 0 when every check passed; otherwise negative, and *REASON (static text) says which failed.
int memlab_heap_snapshot_check(const char **reason);

// A snapshot's JSON, held by JSC until memlab_heap_snapshot_release.
typedef struct {
    const void *characters;  // Latin-1 (is_8bit) or UTF-16 code units
    size_t length;           // in characters
    int is_8bit;
    void *impl;              // the WTF::StringImpl, for release
} memlab_heap_snapshot;

// Takes a snapshot of the VM VM (JSContextGetGroup's value) of TYPE. The caller holds the
// VM's lock (call it from a JSC callback, between tasks). 0, or -1 (the check failed or was
// not run), -2 (the profiler could not be had), -3 (an empty result).
int memlab_heap_snapshot_take(void *vm, int type, memlab_heap_snapshot *out);

// Frees every snapshot the VM's heap profiler keeps (Inspector::InspectorHeapAgent::clearHeapSnapshots,
// given an agent with nothing but an environment whose vm() is VM), and resets its node ids.
// Takes the VM's lock itself.
void memlab_heap_snapshot_clear(void *vm);

// Drops the reference memlab_heap_snapshot_take returned (the text is freed).
void memlab_heap_snapshot_release(memlab_heap_snapshot *snapshot);

#endif
