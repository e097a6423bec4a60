#ifndef MEMLAB_WORKER_SCRIPTS_H
#define MEMLAB_WORKER_SCRIPTS_H

/* The worker's JavaScript runtime, the files of Sources/CWorkerScripts/js, embedded read-only
   by scripts.S (no Foundation, nothing generated). */

/* Every part back to back, in order, then a NUL: the prelude, the one script each push context
   evaluates. ASCII only. */
extern const char memlab_js_prelude[];
/* Its length in bytes, without the NUL. */
extern const unsigned long memlab_js_prelude_size;

/* Where each part lies in the prelude, in order (for the tests and error locations): the
   offset of its file name in memlab_js_part_names, and its text's offset and size. */
struct memlab_js_part {
    unsigned int name;
    unsigned int offset;
    unsigned int size;
};
extern const struct memlab_js_part memlab_js_parts[];
extern const unsigned int memlab_js_part_count;
extern const char memlab_js_part_names[];

static inline const char *memlab_js_prelude_text(void) { return memlab_js_prelude; }
/* The file part `index` came from, e.g. "js/core.js". */
static inline const char *memlab_js_part_name(unsigned int index) {
    return memlab_js_part_names + memlab_js_parts[index].name;
}
/* Its first byte, inside the prelude (not NUL-terminated: it runs on into the next part). */
static inline const char *memlab_js_part_text(unsigned int index) {
    return memlab_js_prelude + memlab_js_parts[index].offset;
}
static inline unsigned long memlab_js_part_offset(unsigned int index) { return memlab_js_parts[index].offset; }
static inline unsigned long memlab_js_part_size(unsigned int index) { return memlab_js_parts[index].size; }

#endif
