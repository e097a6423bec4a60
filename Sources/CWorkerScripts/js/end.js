// end.js: closes the block begin.js opened. Its last statement is the script's completion
// value: the runtime object (runtime.js), which is all the native side gets of the prelude.
runtime;
}
