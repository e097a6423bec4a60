// begin.js: opens the prelude, the one script every push context evaluates with the native
// host object as its `this` (see PushWorkerPrelude.swift for why a script and not a function).
// The files of this directory follow it in the order scripts.S embeds them, back to back, and
// end.js closes the block opened here: everything the parts declare stays in this one block
// scope, out of the probe's global scope (a probe can neither read nor replace it), and a part
// may use what an earlier part declares. The script's completion value is the runtime object
// the worker drives (runtime.js).
//
// Rules for every part: ASCII only (JSScriptCreateReferencingImmortalASCIIText takes nothing
// else); each opens with a comment saying what it defines and what it uses from earlier parts;
// the code that runs for every context makes as few objects and first uses as it can
// (core.js, lazyPart, says how globals are installed on first use instead).
//
// Defines: host (the native host object: its functions are listed in WorkerHost.swift).
'use strict';
{
const host = this;
