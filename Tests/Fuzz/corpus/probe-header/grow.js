// grow.js: the seed experiment. A push handler that holds ever more Uint8Arrays,
// touching every page so the memory is really dirty (counted in the footprint),
// and reports how many bytes it holds after each step with memlab.checkpoint().
// Expect: killed at the ceiling. With --limit 24M the last checkpoint is roughly
// the limit minus the runtime's baseline (about 21 MiB held).
// Payload (optional): {"stepBytes": 262144} changes the step.
// memlab: --expect killed
const held = [];

self.addEventListener('push', (event) => {
  const options = event.data ? event.data.json() : {};
  const stepBytes = options.stepBytes || 256 * 1024;
  let total = 0;
  for (;;) {
    const chunk = new Uint8Array(stepBytes);
    for (let offset = 0; offset < stepBytes; offset += 4096) chunk[offset] = 1;
    held.push(chunk);
    total += stepBytes;
    memlab.checkpoint(total);
  }
});
