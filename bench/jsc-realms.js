// bench/jsc-realms.js: the engine alone (bench/bundle.py's floor). One `jsc` VM, JIT off, makes a
// fresh realm per push in which bench/jsc-scope.js and the bundle are evaluated and one push
// dispatched: what JavaScriptCore itself spends on a context push, with a few lines of stubs for
// the platform (no URL parser, no caches) and nothing measured. The VM's code cache is shared by
// the realms, as memlab's contexts share their group's. The first realm (parse and bytecode
// generation, cold) is left out; the collection between realms is outside the clock, as memlab's
// sample is. Prints one line: the milliseconds of each realm.
//     jsc --useJIT=false bench/jsc-realms.js -- SCOPE PROBE PAYLOAD COUNT
const [scopePath, probePath, payload, count] = arguments;
const scope = read(scopePath);
const probe = read(probePath);
const push = 'memlabBenchPush(' + JSON.stringify(payload) + ')';
const times = [];
for (let i = 0; i <= Number(count); i++) {
  const started = preciseTime();
  const realm = $262.createRealm();
  realm.evalScript(scope);
  realm.evalScript(probe);
  realm.evalScript(push);
  drainMicrotasks();
  if (i > 0) times.push((preciseTime() - started) * 1000);
  gc();
}
print('realms: ' + times.map((t) => t.toFixed(3)).join(' '));
