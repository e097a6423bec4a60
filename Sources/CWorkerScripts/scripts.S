/* The worker's JavaScript runtime, embedded at build time: the files of js/ as a few sources,
   each one NUL-terminated ASCII text of its files back to back, in the order below, in
   read-only pages of the binary (never copied to the heap), which JavaScriptCore references in
   place (JSScriptCreateReferencingImmortalASCIIText); see include/worker_scripts.h.
   - the prelude, which every push context evaluates (begin.js says how its parts fit together);
   - deferred sources, each evaluated in a context only when the globals it defines are first
     used there (deferred.js): a context group, which parses what it evaluates for itself,
     parses them only if its probe uses them. Each is a function taking what it uses from the
     prelude as parameters (its first file says which);
   - the dispatch programs, the last two sources: dispatch.js, which each push evaluates to
     deliver the push (a program, not a function: that file says why), and dispatch-next.js,
     evaluated for each later listener of an event.
   To add a file: a file in js/ and a line in each list below (the tests fail when js/ and this
   file disagree).

   .incbin finds "js/..." through the target directory, which Package.swift puts on the include
   path (headerSearchPath "."). The preprocessor's __has_include below puts every file in the
   dependency file clang writes (-MD), so SwiftPM rebuilds this when one changes: .incbin alone
   is not recorded there. */

#if !__has_include("js/begin.js") \
    || !__has_include("js/core.js") \
    || !__has_include("js/events.js") \
    || !__has_include("js/scope.js") \
    || !__has_include("js/clone.js") \
    || !__has_include("js/notifications.js") \
    || !__has_include("js/console.js") \
    || !__has_include("js/timers.js") \
    || !__has_include("js/encoding.js") \
    || !__has_include("js/url.js") \
    || !__has_include("js/fetch.js") \
    || !__has_include("js/worker.js") \
    || !__has_include("js/location.js") \
    || !__has_include("js/subscription.js") \
    || !__has_include("js/navigator.js") \
    || !__has_include("js/crypto.js") \
    || !__has_include("js/abort.js") \
    || !__has_include("js/messaging.js") \
    || !__has_include("js/formdata.js") \
    || !__has_include("js/deferred.js") \
    || !__has_include("js/runtime.js") \
    || !__has_include("js/end.js") \
    || !__has_include("js/idb-begin.js") \
    || !__has_include("js/storage-values.js") \
    || !__has_include("js/idb-keys.js") \
    || !__has_include("js/idb-events.js") \
    || !__has_include("js/idb-requests.js") \
    || !__has_include("js/idb-transactions.js") \
    || !__has_include("js/idb-stores.js") \
    || !__has_include("js/idb-cursors.js") \
    || !__has_include("js/idb-database.js") \
    || !__has_include("js/idb-end.js") \
    || !__has_include("js/cache.js") \
    || !__has_include("js/streams.js") \
    || !__has_include("js/dispatch.js") \
    || !__has_include("js/dispatch-next.js")
#error "a file of Sources/CWorkerScripts/js is missing: scripts.S embeds every file it lists"
#endif

    /* A read-only section of its own, not .rodata: the linker makes the worker's .rodata
       writable (readelf -S: WA, in the RW segment), while this lands in the read-only one. */
    .section memlab_js,"a",%progbits

    /* One part: its text between two labels. */
    .macro part label, file
\label:
    .incbin "\file"
\label\()_end:
    .endm


    .globl memlab_js_prelude
    .type memlab_js_prelude, %object
memlab_js_prelude:
    part js_begin, "js/begin.js"
    part js_core, "js/core.js"
    part js_events, "js/events.js"
    part js_scope, "js/scope.js"
    part js_clone, "js/clone.js"
    part js_notifications, "js/notifications.js"
    part js_console, "js/console.js"
    part js_timers, "js/timers.js"
    part js_encoding, "js/encoding.js"
    part js_url, "js/url.js"
    part js_fetch, "js/fetch.js"
    part js_worker, "js/worker.js"
    part js_location, "js/location.js"
    part js_subscription, "js/subscription.js"
    part js_navigator, "js/navigator.js"
    part js_crypto, "js/crypto.js"
    part js_abort, "js/abort.js"
    part js_messaging, "js/messaging.js"
    part js_formdata, "js/formdata.js"
    part js_deferred, "js/deferred.js"
    part js_runtime, "js/runtime.js"
    part js_end, "js/end.js"
memlab_js_prelude_end:
    .byte 0
    .size memlab_js_prelude, . - memlab_js_prelude

    .globl memlab_js_idb
    .type memlab_js_idb, %object
memlab_js_idb:
    part js_idb_begin, "js/idb-begin.js"
    part js_storage_values, "js/storage-values.js"
    part js_idb_keys, "js/idb-keys.js"
    part js_idb_events, "js/idb-events.js"
    part js_idb_requests, "js/idb-requests.js"
    part js_idb_transactions, "js/idb-transactions.js"
    part js_idb_stores, "js/idb-stores.js"
    part js_idb_cursors, "js/idb-cursors.js"
    part js_idb_database, "js/idb-database.js"
    part js_idb_end, "js/idb-end.js"
memlab_js_idb_end:
    .byte 0
    .size memlab_js_idb, . - memlab_js_idb

    .globl memlab_js_cache
    .type memlab_js_cache, %object
memlab_js_cache:
    part js_cache, "js/cache.js"
memlab_js_cache_end:
    .byte 0
    .size memlab_js_cache, . - memlab_js_cache

    .globl memlab_js_streams
    .type memlab_js_streams, %object
memlab_js_streams:
    part js_streams, "js/streams.js"
memlab_js_streams_end:
    .byte 0
    .size memlab_js_streams, . - memlab_js_streams

    .globl memlab_js_dispatch
    .type memlab_js_dispatch, %object
memlab_js_dispatch:
    part js_dispatch, "js/dispatch.js"
memlab_js_dispatch_end:
    .byte 0
    .size memlab_js_dispatch, . - memlab_js_dispatch

    .globl memlab_js_dispatch_next
    .type memlab_js_dispatch_next, %object
memlab_js_dispatch_next:
    part js_dispatch_next, "js/dispatch-next.js"
memlab_js_dispatch_next_end:
    .byte 0
    .size memlab_js_dispatch_next, . - memlab_js_dispatch_next

    .globl memlab_js_part_names
    .type memlab_js_part_names, %object
memlab_js_part_names:
source_name_prelude: .asciz "prelude"
source_name_idb: .asciz "idb"
source_name_cache: .asciz "cache"
source_name_streams: .asciz "streams"
source_name_dispatch: .asciz "dispatch"
source_name_dispatch_next: .asciz "dispatch-next"
name_begin: .asciz "js/begin.js"
name_core: .asciz "js/core.js"
name_events: .asciz "js/events.js"
name_scope: .asciz "js/scope.js"
name_clone: .asciz "js/clone.js"
name_notifications: .asciz "js/notifications.js"
name_console: .asciz "js/console.js"
name_timers: .asciz "js/timers.js"
name_encoding: .asciz "js/encoding.js"
name_url: .asciz "js/url.js"
name_fetch: .asciz "js/fetch.js"
name_worker: .asciz "js/worker.js"
name_location: .asciz "js/location.js"
name_subscription: .asciz "js/subscription.js"
name_navigator: .asciz "js/navigator.js"
name_crypto: .asciz "js/crypto.js"
name_abort: .asciz "js/abort.js"
name_messaging: .asciz "js/messaging.js"
name_formdata: .asciz "js/formdata.js"
name_deferred: .asciz "js/deferred.js"
name_runtime: .asciz "js/runtime.js"
name_end: .asciz "js/end.js"
name_idb_begin: .asciz "js/idb-begin.js"
name_storage_values: .asciz "js/storage-values.js"
name_idb_keys: .asciz "js/idb-keys.js"
name_idb_events: .asciz "js/idb-events.js"
name_idb_requests: .asciz "js/idb-requests.js"
name_idb_transactions: .asciz "js/idb-transactions.js"
name_idb_stores: .asciz "js/idb-stores.js"
name_idb_cursors: .asciz "js/idb-cursors.js"
name_idb_database: .asciz "js/idb-database.js"
name_idb_end: .asciz "js/idb-end.js"
name_cache: .asciz "js/cache.js"
name_streams: .asciz "js/streams.js"
name_dispatch: .asciz "js/dispatch.js"
name_dispatch_next: .asciz "js/dispatch-next.js"
    .size memlab_js_part_names, . - memlab_js_part_names

    /* Offsets only (no addresses): nothing here needs a relocation, in any executable. Every
       offset is from the prelude's first byte (the sources follow it in this section). */
    .macro entry name, label
    .long \name - memlab_js_part_names, \label - memlab_js_prelude, \label\()_end - \label
    .endm

    .balign 8
    .globl memlab_js_prelude_size
    .type memlab_js_prelude_size, %object
memlab_js_prelude_size:
    .quad memlab_js_prelude_end - memlab_js_prelude
    .size memlab_js_prelude_size, 8

    .globl memlab_js_parts
    .type memlab_js_parts, %object
memlab_js_parts:
parts_prelude:
    entry name_begin, js_begin
    entry name_core, js_core
    entry name_events, js_events
    entry name_scope, js_scope
    entry name_clone, js_clone
    entry name_notifications, js_notifications
    entry name_console, js_console
    entry name_timers, js_timers
    entry name_encoding, js_encoding
    entry name_url, js_url
    entry name_fetch, js_fetch
    entry name_worker, js_worker
    entry name_location, js_location
    entry name_subscription, js_subscription
    entry name_navigator, js_navigator
    entry name_crypto, js_crypto
    entry name_abort, js_abort
    entry name_messaging, js_messaging
    entry name_formdata, js_formdata
    entry name_deferred, js_deferred
    entry name_runtime, js_runtime
    entry name_end, js_end
parts_idb:
    entry name_idb_begin, js_idb_begin
    entry name_storage_values, js_storage_values
    entry name_idb_keys, js_idb_keys
    entry name_idb_events, js_idb_events
    entry name_idb_requests, js_idb_requests
    entry name_idb_transactions, js_idb_transactions
    entry name_idb_stores, js_idb_stores
    entry name_idb_cursors, js_idb_cursors
    entry name_idb_database, js_idb_database
    entry name_idb_end, js_idb_end
parts_cache:
    entry name_cache, js_cache
parts_streams:
    entry name_streams, js_streams
parts_dispatch:
    entry name_dispatch, js_dispatch
parts_dispatch_next:
    entry name_dispatch_next, js_dispatch_next
parts_end:
memlab_js_parts_end:
    .size memlab_js_parts, . - memlab_js_parts

    .globl memlab_js_part_count
    .type memlab_js_part_count, %object
memlab_js_part_count:
    .long (memlab_js_parts_end - memlab_js_parts) / 12
    .size memlab_js_part_count, 4

    /* The sources: name, text (offset, size without the NUL), then the index of its first part
       and how many parts it has (from the labels parts_* in the table above: a source's parts
       are its entries there, from its label to the next). */
    .globl memlab_js_sources
    .type memlab_js_sources, %object
memlab_js_sources:
    .long source_name_prelude - memlab_js_part_names, memlab_js_prelude - memlab_js_prelude, memlab_js_prelude_end - memlab_js_prelude, 0, (parts_idb - parts_prelude) / 12
    .long source_name_idb - memlab_js_part_names, memlab_js_idb - memlab_js_prelude, memlab_js_idb_end - memlab_js_idb, (parts_idb - memlab_js_parts) / 12, (parts_cache - parts_idb) / 12
    .long source_name_cache - memlab_js_part_names, memlab_js_cache - memlab_js_prelude, memlab_js_cache_end - memlab_js_cache, (parts_cache - memlab_js_parts) / 12, (parts_streams - parts_cache) / 12
    .long source_name_streams - memlab_js_part_names, memlab_js_streams - memlab_js_prelude, memlab_js_streams_end - memlab_js_streams, (parts_streams - memlab_js_parts) / 12, (parts_dispatch - parts_streams) / 12
    .long source_name_dispatch - memlab_js_part_names, memlab_js_dispatch - memlab_js_prelude, memlab_js_dispatch_end - memlab_js_dispatch, (parts_dispatch - memlab_js_parts) / 12, (parts_dispatch_next - parts_dispatch) / 12
    .long source_name_dispatch_next - memlab_js_part_names, memlab_js_dispatch_next - memlab_js_prelude, memlab_js_dispatch_next_end - memlab_js_dispatch_next, (parts_dispatch_next - memlab_js_parts) / 12, (parts_end - parts_dispatch_next) / 12
memlab_js_sources_end:
    .size memlab_js_sources, . - memlab_js_sources

    .globl memlab_js_source_count
    .type memlab_js_source_count, %object
memlab_js_source_count:
    .long (memlab_js_sources_end - memlab_js_sources) / 20
    .size memlab_js_source_count, 4

    /* No executable stack. */
    .section .note.GNU-stack,"",%progbits
