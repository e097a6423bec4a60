// alloc-free.js: allocate-and-free cycles: each push allocates 8 MiB in 1 MiB blocks, touches
// them, and drops them. Modelled on ACINQ/phoenix #324: does the allocator give memory back?
// Measures: whether footprint returns to its level after large temporary allocations.
// Expect: every push modified; the footprint steps up by ~0.2 MiB over the first ~30 pushes
// while the allocator's pools settle, then stays flat (verdict flat with --warmup 30). The 8 MiB
// is given back once memlab has the allocator release its free pages after each push.
// memlab: --pushes 120 --warmup 30
self.addEventListener('push', (event) => {
  let blocks = [];
  for (let i = 0; i < 8; i++) blocks.push(new Uint8Array(1024 * 1024).fill(i));
  const sum = blocks.reduce((total, block) => total + block[0], 0);
  blocks = null;
  event.waitUntil(self.registration.showNotification('cycled', { body: String(sum) }));
});
