#!/usr/bin/env memlab
/*
 * memlab: --pushes 100 --payload {"bytes":1024}
 * memlab: --label "two words" --x 'it"s'
 */
// memlab: --expire 5
self.addEventListener("push", () => {});
