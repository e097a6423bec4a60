#define _GNU_SOURCE
#include "heap_snapshot.h"
#include "jsc_heap.h"

#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BUILDER_CTOR "_ZN3JSC19HeapSnapshotBuilderC1ERNS_12HeapProfilerENS0_12SnapshotTypeEN3WTF14OverflowPolicyE"
#define BUILDER_DTOR "_ZN3JSC19HeapSnapshotBuilderD1Ev"
#define BUILDER_BUILD "_ZN3JSC19HeapSnapshotBuilder13buildSnapshotEv"
#define BUILDER_JSON "_ZN3JSC19HeapSnapshotBuilder4jsonEv"
#define AGENT_SNAPSHOT "_ZN9Inspector18InspectorHeapAgent8snapshotEv"
#define STRING_CTOR "_ZN3WTF6StringC1EPKc"
#define STRINGIMPL_DESTROY "_ZN3WTF10StringImpl7destroyEPS0_"
#define LOCK_HOLDER_CTOR "_ZN3JSC12JSLockHolderC1ERNS_2VME"
#define LOCK_HOLDER_DTOR "_ZN3JSC12JSLockHolderD1Ev"

// The ELF build-ids whose layouts were read off the binary (FACTS-heap-snapshots.md).
static const char *const checked_builds[] = {
    "9975c76698c1fab53076bf1269d309b3afaca0bb",  // WebKitGTK 2.50.6, Debian, x86_64
};

typedef void (*builder_ctor_fn)(void *builder, void *profiler, uintptr_t type, uintptr_t overflow);
typedef void (*builder_fn)(void *builder);
typedef void (*builder_json_fn)(void **result, void *builder);
typedef void (*string_ctor_fn)(void **string, const char *text);
typedef void (*string_destroy_fn)(void *impl);
typedef void *(*lazy_create_fn)(void *vm, void *slot);

static builder_ctor_fn builder_ctor;
static builder_fn builder_dtor, builder_build;
static builder_json_fn builder_json;
static string_destroy_fn string_destroy;
static void (*lock_holder_ctor)(void *holder, void *vm);
static void (*lock_holder_dtor)(void *holder);
static void (*agent_clear)(void *agent);
static int32_t profiler_slot;  // the HeapProfiler's offset in the VM
static int checked;            // 0 not yet, 1 passed, -1 failed
static const char *failure;

// The builder is 0x68 bytes in the checked build; it is given more, zeroed.
#define BUILDER_BYTES 0x200

static int fail(int code, const char *reason) {
    checked = -1;
    failure = reason;
    return code;
}

// The offset of the first occurrence of NEEDLE in the first WINDOW bytes of CODE, or -1.
static long find(const unsigned char *code, size_t window, const unsigned char *needle, size_t length) {
    for (size_t i = 0; i + length <= window; i++)
        if (memcmp(code + i, needle, length) == 0) return (long)i;
    return -1;
}

#define FIND(code, window, ...)                                                  \
    find((code), (window), (const unsigned char[]){__VA_ARGS__},                 \
         sizeof((const unsigned char[]){__VA_ARGS__}))

struct build_id_search {
    const void *address;  // inside the object wanted
    char hex[2 * 64 + 1];
};

static int find_build_id(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct build_id_search *search = data;
    int inside = 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        uintptr_t start = info->dlpi_addr + ph->p_vaddr;
        if (ph->p_type == PT_LOAD && (uintptr_t)search->address >= start && (uintptr_t)search->address < start + ph->p_memsz) inside = 1;
    }
    if (!inside) return 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE) continue;
        const unsigned char *note = (const unsigned char *)(info->dlpi_addr + ph->p_vaddr), *end = note + ph->p_memsz;
        while (note + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *header = (const ElfW(Nhdr) *)note;
            const unsigned char *name = note + sizeof *header;
            const unsigned char *desc = name + ((header->n_namesz + 3) & ~3u);
            if (desc + header->n_descsz > end) break;
            if (header->n_type == NT_GNU_BUILD_ID && header->n_namesz == 4 && memcmp(name, "GNU", 4) == 0 && header->n_descsz <= 64) {
                for (unsigned j = 0; j < header->n_descsz; j++) snprintf(search->hex + 2 * j, 3, "%02x", desc[j]);
                return 1;
            }
            note = desc + ((header->n_descsz + 3) & ~3u);
        }
    }
    return 1;
}

// WTF::StringImpl: the reference count (in steps of 2) at +0, the length at +4, the characters'
// address at +8, the flags at +16 (bit 2: 8-bit characters).
static unsigned impl_length(const void *impl) { return *(const unsigned *)((const char *)impl + 4); }
static const void *impl_characters(const void *impl) { return *(const void *const *)((const char *)impl + 8); }
static int impl_is_8bit(const void *impl) { return (*(const unsigned *)((const char *)impl + 16) & 4) != 0; }

static void impl_deref(void *impl) {
    unsigned *count = impl;
    if (__atomic_sub_fetch(count, 2, __ATOMIC_ACQ_REL) == 0) string_destroy(impl);
}

static int run_checks(void) {
    if (memlab_hook_disabled("heap-snapshot")) return fail(-1, "the snapshot route is treated as missing");
    unsigned (*major)(void) = (unsigned (*)(void))dlsym(RTLD_DEFAULT, "jsc_get_major_version");
    unsigned (*minor)(void) = (unsigned (*)(void))dlsym(RTLD_DEFAULT, "jsc_get_minor_version");
    if (!major || !minor) return fail(-1, "the library does not say its version (jsc_get_major_version)");
    if (major() != 2 || minor() != 50) return fail(-1, "its version is not 2.50, the one whose layouts were checked");

    builder_ctor = (builder_ctor_fn)dlsym(RTLD_DEFAULT, BUILDER_CTOR);
    builder_dtor = (builder_fn)dlsym(RTLD_DEFAULT, BUILDER_DTOR);
    builder_build = (builder_fn)dlsym(RTLD_DEFAULT, BUILDER_BUILD);
    builder_json = (builder_json_fn)dlsym(RTLD_DEFAULT, BUILDER_JSON);
    string_destroy = (string_destroy_fn)dlsym(RTLD_DEFAULT, STRINGIMPL_DESTROY);
    lock_holder_ctor = (void (*)(void *, void *))dlsym(RTLD_DEFAULT, LOCK_HOLDER_CTOR);
    lock_holder_dtor = (void (*)(void *))dlsym(RTLD_DEFAULT, LOCK_HOLDER_DTOR);
    string_ctor_fn string_ctor = (string_ctor_fn)dlsym(RTLD_DEFAULT, STRING_CTOR);
    const unsigned char *agent_snapshot = dlsym(RTLD_DEFAULT, AGENT_SNAPSHOT);
    if (!builder_ctor || !builder_dtor || !builder_build || !builder_json)
        return fail(-1, "the library does not export JSC::HeapSnapshotBuilder's constructor, buildSnapshot, json and destructor");
    if (!string_ctor || !string_destroy) return fail(-1, "the library does not export WTF::String(const char*) and WTF::StringImpl::destroy");
    if (!lock_holder_ctor || !lock_holder_dtor) return fail(-1, "the library does not export JSC::JSLockHolder");
    if (!agent_snapshot) return fail(-1, "the library does not export Inspector::InspectorHeapAgent::snapshot");

    struct build_id_search search = {.address = (const void *)builder_ctor};
    dl_iterate_phdr(find_build_id, &search);
    int known = 0;
    for (size_t i = 0; i < sizeof checked_builds / sizeof checked_builds[0]; i++)
        if (strcmp(search.hex, checked_builds[i]) == 0) known = 1;
    if (!known) return fail(-1, "its build (ELF build-id) is not one whose layouts memlab has checked");

    // The constructor: vtable, then the profiler at +8 (mov %rsi,0x8(%rdi)), the type at +0x60
    // (mov %edx,0x60(%rdi)) as its last store, and nothing stored past 0x68.
    const unsigned char *ctor = (const unsigned char *)builder_ctor;
    long ret = FIND(ctor, 96, 0x89, 0x57, 0x60, 0xc3);
    if (FIND(ctor, 16, 0x48, 0x89, 0x07) < 0 || FIND(ctor, 32, 0x48, 0x89, 0x77, 0x08) < 0 || ret < 0
        || FIND(ctor, (size_t)ret, 0x0f, 0x11, 0x47, 0x50) < 0)  // movups %xmm0,0x50(%rdi): the last 16 bytes before the type
        return fail(-2, "JSC::HeapSnapshotBuilder's constructor does not lay the builder out as checked (profiler at +8, type at +0x60)");

    // snapshot(): the environment's vm() (call *0x48(%rax)), then the profiler read from the VM
    // (mov disp32(%r15),%rcx), tested for the not-yet-created tag (test $1,%cl; jne), the
    // builder constructed from it with type 0, and the lazy path: and $-4,%rcx; mov %r15,%rdi; call *(%rcx).
    long vm_call = FIND(agent_snapshot, 64, 0xff, 0x50, 0x48);
    long slot = FIND(agent_snapshot, 96, 0x49, 0x8b, 0x8f);
    if (vm_call < 0 || slot < 0 || slot < vm_call) return fail(-2, "Inspector::InspectorHeapAgent::snapshot does not read the VM's heap profiler as checked");
    int32_t displacement;
    memcpy(&displacement, agent_snapshot + slot + 3, 4);
    if (displacement <= 0 || displacement > (1 << 20)
        || memcmp(agent_snapshot + slot + 7, (const unsigned char[]){0xf6, 0xc1, 0x01, 0x0f, 0x85}, 5) != 0
        || FIND(agent_snapshot, 512, 0x48, 0x83, 0xe1, 0xfc, 0x4c, 0x89, 0xff, 0xff, 0x11) < 0
        || FIND(agent_snapshot + slot, 64, 0x48, 0x89, 0xce, 0x31, 0xd2, 0x31, 0xc9, 0xe8) < 0)
        return fail(-2, "Inspector::InspectorHeapAgent::snapshot does not create the heap profiler lazily as checked");
    // The same displacement, with the same tag test, in clearHeapSnapshots (the profiler's other reader).
    const unsigned char *clear = dlsym(RTLD_DEFAULT, "_ZN9Inspector18InspectorHeapAgent18clearHeapSnapshotsEv");
    unsigned char load[7] = {0x48, 0x8b, 0xbb};
    memcpy(load + 3, &displacement, 4);
    if (!clear || find(clear, 96, load, sizeof load) < 0) return fail(-2, "the heap profiler's offset in the VM is not the same in clearHeapSnapshots");
    // clearHeapSnapshots reads nothing of its agent but the environment at +0x48, and of that
    // only vm() (vtable slot 0x48): mov 0x48(%rdi),%rdi; mov (%rdi),%rax; call *0x48(%rax).
    if (FIND(clear, 48, 0x48, 0x8b, 0x7f, 0x48, 0x48, 0x8b, 0x07, 0xff, 0x50, 0x48) < 0)
        return fail(-2, "Inspector::InspectorHeapAgent::clearHeapSnapshots does not reach the VM through its environment as checked");
    agent_clear = (void (*)(void *))clear;
    profiler_slot = displacement;

    // WTF::String round trip through the exported constructor.
    static const char probe[] = "memlab heap snapshot check";
    void *impl = NULL;
    string_ctor(&impl, probe);
    if (!impl) return fail(-2, "WTF::String(const char*) returned no string");
    int layout = *(const unsigned *)impl == 2 && impl_length(impl) == sizeof probe - 1 && impl_is_8bit(impl)
                 && memcmp(impl_characters(impl), probe, sizeof probe - 1) == 0;
    impl_deref(impl);
    if (!layout) return fail(-2, "WTF::StringImpl is not laid out as checked (refcount, length at +4, characters at +8, 8-bit flag)");
    checked = 1;
    return 0;
}

int memlab_heap_snapshot_check(const char **reason) {
    if (checked == 0) run_checks();
    if (reason) *reason = checked == 1 ? NULL : failure;
    return checked == 1 ? 0 : -1;
}

static int take_locked(void *vm, int type, memlab_heap_snapshot *out) {
    // What snapshot() does: the slot holds the profiler, or (low bit set) a tagged pointer to
    // the function that creates it, called with the VM and the slot.
    char *slot = (char *)vm + profiler_slot;
    uintptr_t value = *(uintptr_t *)slot;
    void *profiler;
    if (value & 1) {
        lazy_create_fn create = *(lazy_create_fn *)(value & ~(uintptr_t)3);
        profiler = create(vm, slot);
    } else {
        profiler = (void *)value;
    }
    if (!profiler) return -2;
    void *builder = calloc(1, BUILDER_BYTES);
    if (!builder) return -2;
    builder_ctor(builder, profiler, (uintptr_t)type, 0);
    builder_build(builder);
    void *impl = NULL;
    builder_json(&impl, builder);
    builder_dtor(builder);
    free(builder);
    if (!impl) return -3;
    out->impl = impl;
    out->length = impl_length(impl);
    out->characters = impl_characters(impl);
    out->is_8bit = impl_is_8bit(impl);
    return 0;
}

int memlab_heap_snapshot_take(void *vm, int type, memlab_heap_snapshot *out) {
    memset(out, 0, sizeof *out);
    if (checked != 1 || !vm) return -1;
    if (type != MEMLAB_SNAPSHOT_INSPECTOR && type != MEMLAB_SNAPSHOT_GC_DEBUGGING) return -1;
    // A JSLockHolder (one RefPtr<VM>: 8 bytes, given 64), as snapshot() holds one: JSC drops
    // the lock around a native function's callback, so a caller's lock cannot be relied on.
    void *lock[8] = {0};
    lock_holder_ctor(lock, vm);
    int result = take_locked(vm, type, out);
    lock_holder_dtor(lock);
    return result;
}

// The agent clearHeapSnapshots is given: its environment at +0x48, an object whose vtable's
// slot 0x48 (vm()) returns the VM being cleared. Every other slot is a function that aborts,
// so that a layout this check missed stops the worker rather than misbehaving.
static void *clearing_vm;
static void *environment_vm(void *self) { (void)self; return clearing_vm; }
static void environment_unexpected(void *self) {
    (void)self;
    static const char message[] = "memlab: clearHeapSnapshots called an environment method other than vm()\n";
    (void)!write(2, message, sizeof message - 1);
    abort();
}

void memlab_heap_snapshot_clear(void *vm) {
    if (checked != 1 || !vm) return;
    void *vtable[16];
    for (int i = 0; i < 16; i++) vtable[i] = (void *)environment_unexpected;
    vtable[0x48 / 8] = (void *)environment_vm;
    void *environment[2] = {vtable, NULL};
    void *agent[0x60 / 8] = {0};
    agent[0x48 / 8] = environment;
    clearing_vm = vm;
    agent_clear(agent);
    clearing_vm = NULL;
}

void memlab_heap_snapshot_release(memlab_heap_snapshot *snapshot) {
    if (snapshot->impl) impl_deref(snapshot->impl);
    memset(snapshot, 0, sizeof *snapshot);
}
