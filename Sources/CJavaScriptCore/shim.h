#include <JavaScriptCore/JavaScript.h>

// Exported by libjavascriptcoregtk-4.1 but absent from its public headers
// (see shared/FACTS.md). Version-dependent: the worker checks what it gets.
JS_EXPORT void JSSynchronousGarbageCollectForDebugging(JSContextRef ctx);
JS_EXPORT JSObjectRef JSGetMemoryUsageStatistics(JSContextRef ctx);
JS_EXPORT void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit, void *callback, void *context);

// From the GObject API (jsc/jsc.h); declared here to keep glib's headers out of Swift.
unsigned int jsc_get_major_version(void);
unsigned int jsc_get_minor_version(void);
unsigned int jsc_get_micro_version(void);
