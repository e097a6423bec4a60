// alloc-free.js: allocate-and-free cycles: each push allocates 8 MiB in 1 MiB blocks, touches
// them, and drops them. Modelled on ACINQ/phoenix #324: does the allocator give memory back?
// Measures: whether footprint returns to its level after large temporary allocations.
// Expect: every push modified; never leaking. Measured: JSC keeps the freed 8 MiB (the
// footprint after the push stays ~10 MiB above the baseline), so "gives back" is answered no.
// memlab: --pushes 40
self.addEventListener('push', (event) => {
  let blocks = [];
  for (let i = 0; i < 8; i++) blocks.push(new Uint8Array(1024 * 1024).fill(i));
  const sum = blocks.reduce((total, block) => total + block[0], 0);
  blocks = null;
  event.waitUntil(self.registration.showNotification('cycled', { body: String(sum) }));
});
