#ifndef MEMLAB_WORKER_SCRIPTS_H
#define MEMLAB_WORKER_SCRIPTS_H

/* The worker's JavaScript runtime, the files of Sources/CWorkerScripts/js, embedded read-only
   by scripts.S (no Foundation, nothing generated). */

/* The prelude's parts back to back, in order, then a NUL: the one script each push context
   evaluates. ASCII only. The deferred sources follow it (memlab_js_sources). */
extern const char memlab_js_prelude[];
/* Its length in bytes, without the NUL. */
extern const unsigned long memlab_js_prelude_size;

/* Where each part lies, in order (for the tests and error locations): the offset of its file
   name in memlab_js_part_names, and its text's offset (from the prelude's first byte) and size.
   The prelude's parts come first, then each deferred source's. */
struct memlab_js_part {
    unsigned int name;
    unsigned int offset;
    unsigned int size;
};
extern const struct memlab_js_part memlab_js_parts[];
extern const unsigned int memlab_js_part_count;
extern const char memlab_js_part_names[];

/* The sources: the prelude (index 0), then each deferred one (evaluated in a context on first
   use of its globals, deferred.js), then the dispatch program (dispatch.js, evaluated for every
   push). Each is NUL-terminated ASCII: `part_count` parts from
   `first_part` on, back to back. */
struct memlab_js_source {
    unsigned int name;
    unsigned int offset;
    unsigned int size;
    unsigned int first_part;
    unsigned int part_count;
};
extern const struct memlab_js_source memlab_js_sources[];
extern const unsigned int memlab_js_source_count;

static inline const char *memlab_js_source_name(unsigned int index) {
    return memlab_js_part_names + memlab_js_sources[index].name;
}
static inline const char *memlab_js_source_text(unsigned int index) {
    return memlab_js_prelude + memlab_js_sources[index].offset;
}
static inline unsigned long memlab_js_source_offset(unsigned int index) { return memlab_js_sources[index].offset; }
static inline unsigned long memlab_js_source_size(unsigned int index) { return memlab_js_sources[index].size; }
static inline unsigned int memlab_js_source_first_part(unsigned int index) { return memlab_js_sources[index].first_part; }
static inline unsigned int memlab_js_source_part_count(unsigned int index) { return memlab_js_sources[index].part_count; }

static inline const char *memlab_js_prelude_text(void) { return memlab_js_prelude; }
/* The file part `index` came from, e.g. "js/core.js". */
static inline const char *memlab_js_part_name(unsigned int index) {
    return memlab_js_part_names + memlab_js_parts[index].name;
}
/* Its first byte, inside its source (not NUL-terminated: it runs on into the next part). */
static inline const char *memlab_js_part_text(unsigned int index) {
    return memlab_js_prelude + memlab_js_parts[index].offset;
}
static inline unsigned long memlab_js_part_offset(unsigned int index) { return memlab_js_parts[index].offset; }
static inline unsigned long memlab_js_part_size(unsigned int index) { return memlab_js_parts[index].size; }

#endif
