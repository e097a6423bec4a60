// begin.js: opens the prelude, the one script every push context evaluates with the native
// host object as its `this` (see PushWorkerPrelude.swift for why a script and not a function).
// The files of this directory follow it in the order scripts.S embeds them, back to back, and
// end.js closes the block opened here: everything the parts declare stays in this one block
// scope, out of the probe's global scope (a probe can neither read nor replace it), and a part
// may use what an earlier part declares (and, in code that runs only once the script has run,
// what a later one declares: its header says so). The script's completion value is the runtime
// object the worker drives (runtime.js).
//
// Rules for every part: ASCII only (JSScriptCreateReferencingImmortalASCIIText takes nothing
// else; the tests check it); each opens with a comment saying what it defines and what it uses
// from other parts; the code that runs for every context makes as few objects and first uses as
// it can: what most probes never touch is installed on first use (lazyPart, core.js).
//
// Defines: host (the native host object: its functions and values are declared in
//   HostFunctions.swift, one table, which a test checks against every host.NAME here).
'use strict';
{
const host = this;
