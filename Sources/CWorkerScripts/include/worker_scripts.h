#ifndef MEMLAB_WORKER_SCRIPTS_H
#define MEMLAB_WORKER_SCRIPTS_H

/* The worker's JavaScript runtime, the files of Sources/CWorkerScripts/js, embedded read-only
   by scripts.S (no Foundation, nothing generated). */

/* The prelude's parts back to back, in order, then a NUL: the one script each push context
   evaluates. ASCII only. The deferred sources follow it (memlab_js_sources). */
extern const char memlab_js_prelude[];
/* Its length in bytes, without the NUL. */
extern const unsigned long memlab_js_prelude_size;

/* Where a part or a source lies: the offset of its name in memlab_js_part_names, and its
   text's offset (from the prelude's first byte) and size. */
struct memlab_js_span {
    unsigned int name;
    unsigned int offset;
    unsigned int size;
};

/* Each part, in order (for the tests and error locations): the prelude's parts come first, then
   each deferred source's, then the dispatch programs'. */
extern const struct memlab_js_span memlab_js_parts[];
extern const unsigned int memlab_js_part_count;
extern const char memlab_js_part_names[];

/* The sources: the prelude (index 0), then each deferred one (evaluated in a context on first
   use of its globals, deferred.js), then the dispatch programs (dispatch.js, evaluated for every
   push, and dispatch-next.js, for each later listener of an event). Each is NUL-terminated ASCII: `part_count` parts from
   `first_part` on, back to back. */
struct memlab_js_source {
    struct memlab_js_span span;
    unsigned int first_part;
    unsigned int part_count;
};
extern const struct memlab_js_source memlab_js_sources[];
extern const unsigned int memlab_js_source_count;

static inline struct memlab_js_source memlab_js_source_at(unsigned int index) { return memlab_js_sources[index]; }
static inline struct memlab_js_span memlab_js_part_at(unsigned int index) { return memlab_js_parts[index]; }

/* A span's name: a source's (e.g. "prelude") or the file a part came from (e.g. "js/core.js"). */
static inline const char *memlab_js_name(struct memlab_js_span span) { return memlab_js_part_names + span.name; }
/* Its first byte: a source's text is NUL-terminated, a part's runs on into the next part. */
static inline const char *memlab_js_text(struct memlab_js_span span) { return memlab_js_prelude + span.offset; }

static inline const char *memlab_js_prelude_text(void) { return memlab_js_prelude; }

#endif
