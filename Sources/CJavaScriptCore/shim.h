#include <JavaScriptCore/JavaScript.h>

// Exported by libjavascriptcoregtk-4.1 but absent from its public headers
// (see docs/private-symbols.md). Version-dependent: the worker checks what it gets.
JS_EXPORT void JSSynchronousGarbageCollectForDebugging(JSContextRef ctx);
JS_EXPORT JSObjectRef JSGetMemoryUsageStatistics(JSContextRef ctx);
JS_EXPORT void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit, void *callback, void *context);
// JSRemoteInspector.h: whether contexts made from now on can be inspected remotely.
JS_EXPORT void JSRemoteInspectorSetInspectionEnabledByDefault(bool enabled);

// From the GObject API (jsc/jsc.h); declared here to keep glib's headers out of Swift.
unsigned int jsc_get_major_version(void);
unsigned int jsc_get_minor_version(void);
unsigned int jsc_get_micro_version(void);

// JSScriptRefPrivate.h (exported, not installed): a script parsed once for a context
// group and evaluated in any of its contexts, with a chosen `this`.
typedef struct OpaqueJSScript* JSScriptRef;
JS_EXPORT JSScriptRef JSScriptCreateReferencingImmortalASCIIText(JSContextGroupRef contextGroup, JSStringRef url, int startingLineNumber, const char* source, size_t length, JSStringRef* errorMessage, int* errorLine);
JS_EXPORT JSScriptRef JSScriptCreateFromString(JSContextGroupRef contextGroup, JSStringRef url, int startingLineNumber, JSStringRef source, JSStringRef* errorMessage, int* errorLine);
JS_EXPORT void JSScriptRelease(JSScriptRef script);
JS_EXPORT JSValueRef JSScriptEvaluate(JSContextRef ctx, JSScriptRef script, JSValueRef thisValue, JSValueRef* exception);

// JSWeakPrivate.h (exported, not installed): a weak reference to an object, cleared
// when the collector frees the object.
typedef struct OpaqueJSWeak* JSWeakRef;
JS_EXPORT JSWeakRef JSWeakCreate(JSContextGroupRef group, JSObjectRef object);
JS_EXPORT void JSWeakRelease(JSContextGroupRef group, JSWeakRef weak);
JS_EXPORT JSObjectRef JSWeakGetObject(JSWeakRef weak);

// JSContextRefPrivate.h (exported, not installed): `function(promise, reason)` is called for
// every promise still rejected without a handler once the microtask queue is empty.
JS_EXPORT void JSGlobalContextSetUnhandledRejectionCallback(JSGlobalContextRef ctx, JSObjectRef function, JSValueRef* exception);
