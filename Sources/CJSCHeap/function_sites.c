#define _GNU_SOURCE
#include "function_sites.h"

#include <dlfcn.h>
#include <string.h>

#define SOURCE_CODE "_ZNK3JSC10JSFunction10sourceCodeEv"

typedef const void *(*source_code_fn)(const void *function);
static source_code_fn source_code;
static int resolved;  // 0 not yet, 1 found, -1 missing

int memlab_function_source_check(const char **reason) {
    if (resolved == 0) {
        source_code = (source_code_fn)dlsym(RTLD_DEFAULT, SOURCE_CODE);
        resolved = source_code ? 1 : -1;
    }
    if (resolved < 0) {
        if (reason) *reason = "libjavascriptcoregtk does not export JSC::JSFunction::sourceCode() const";
        return -1;
    }
    return 0;
}

// JSC::SourceCode: JSC::UnlinkedSourceCode (RefPtr<SourceProvider> m_provider, int m_startOffset,
// int m_endOffset), then OrdinalNumber m_firstLine and m_startColumn.
struct source_code_layout {
    const void *provider;
    int32_t start, end, line, column;
};

uint8_t memlab_cell_type(const void *cell) { return ((const uint8_t *)cell)[5]; }

int memlab_function_source(const void *function, uint8_t function_type, memlab_function_source_range *range) {
    if (resolved != 1 || function == NULL || memlab_cell_type(function) != function_type) return -1;
    const struct source_code_layout *code = source_code(function);
    if (code == NULL || code->provider == NULL) return -1;
    range->provider = code->provider;
    range->start = code->start;
    range->end = code->end;
    range->line = code->line;
    range->column = code->column;
    return 0;
}

// SourceProvider's m_sourceURL: the tenth word (vtable, refcount, SourceOrigin, then the URL).
#define PROVIDER_URL_WORD 9

int memlab_provider_url(const void *provider, const void **characters, size_t *length, int *is_8bit) {
    const void *impl = ((const void *const *)provider)[PROVIDER_URL_WORD];
    *characters = NULL;
    *length = 0;
    *is_8bit = 1;
    if (impl == NULL) return 0;
    if (((uintptr_t)impl & 7) != 0) return -1;
    // WTF::StringImpl: refcount (in steps of 2) at +0, length at +4, characters at +8, flags at +16.
    unsigned refcount = *(const unsigned *)impl, count = *(const unsigned *)((const char *)impl + 4);
    if ((refcount & 1) != 0 || count > 1u << 20) return -1;
    *characters = *(const void *const *)((const char *)impl + 8);
    *length = count;
    *is_8bit = (*(const unsigned *)((const char *)impl + 16) & 4) != 0;
    return count > 0 && *characters == NULL ? -1 : 0;
}

// A cursor over the JSON's code units, whichever width they have.
typedef struct {
    const unsigned char *narrow;
    const uint16_t *wide;
    size_t length, at;
} cursor;

static inline int unit(const cursor *c, size_t i) {
    if (i >= c->length) return -1;
    return c->narrow ? c->narrow[i] : c->wide[i];
}

// The offset just past KEY ("name":[) from the start, or 0 when absent.
static size_t find_key(const cursor *c, const char *key) {
    size_t n = strlen(key);
    for (size_t i = 0; i + n <= c->length; i++) {
        size_t k = 0;
        while (k < n && unit(c, i + k) == (unsigned char)key[k]) k++;
        if (k == n) return i + n;
    }
    return 0;
}

// The index of CLASS_NAME in "nodeClassNames":[...], or -1.
static long class_index(const cursor *c, const char *class_name) {
    size_t at = find_key(c, "\"nodeClassNames\":[");
    if (at == 0) return -1;
    size_t n = strlen(class_name);
    long index = 0;
    while (at < c->length) {
        int u = unit(c, at);
        if (u == ']') return -1;
        if (u == ',') { at++; index++; continue; }
        if (u != '"') return -1;
        size_t start = ++at;
        while (at < c->length && unit(c, at) != '"') at += unit(c, at) == '\\' ? 2 : 1;
        if (at - start == n) {
            size_t k = 0;
            while (k < n && unit(c, start + k) == (unsigned char)class_name[k]) k++;
            if (k == n) return index;
        }
        at++;
    }
    return -1;
}

long memlab_snapshot_cells_of_class(
    const void *characters, size_t length, int is_8bit, const char *class_name, uint64_t *out, size_t capacity) {
    cursor c = {is_8bit ? characters : NULL, is_8bit ? NULL : characters, length, 0};
    long wanted = class_index(&c, class_name);
    if (wanted < 0) return 0;
    size_t at = find_key(&c, "\"nodes\":[");
    if (at == 0) return -1;
    long found = 0, field = 0, node_class = -1;
    while (at < c.length) {
        int u = unit(&c, at);
        if (u == ']') break;
        if (u == ',') { at++; field = (field + 1) % 7; continue; }
        if (u == '"') {
            // A cell address, "0x..." (field 5) or the wrapped object's (field 6).
            at++;
            uint64_t value = 0;
            int hex = unit(&c, at) == '0' && unit(&c, at + 1) == 'x';
            if (hex) at += 2;
            while (at < c.length && unit(&c, at) != '"') {
                int d = unit(&c, at);
                int v = d >= '0' && d <= '9' ? d - '0' : d >= 'a' && d <= 'f' ? d - 'a' + 10 : d >= 'A' && d <= 'F' ? d - 'A' + 10 : -1;
                if (v < 0 || !hex) return -1;
                value = value * 16 + (uint64_t)v;
                at++;
            }
            at++;
            if (field == 5 && node_class == wanted) {
                if ((size_t)found < capacity) out[found] = value;
                found++;
            }
            continue;
        }
        if ((u >= '0' && u <= '9') || u == '-') {
            long value = 0;
            int negative = u == '-';
            if (negative) at++;
            while (at < c.length && unit(&c, at) >= '0' && unit(&c, at) <= '9') value = value * 10 + (unit(&c, at++) - '0');
            if (field == 2) node_class = negative ? -1 : value;
            continue;
        }
        return -1;
    }
    return found;
}
