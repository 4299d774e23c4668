let counter = 0;

/**
 * Eight digits no other test of this run has used: the worker's slot, the clock and a counter.
 * Parallel workers share the stacks' databases, so the slot keeps two workers' members apart.
 */
export function uniqueMobileTail(): string {
  counter += 1;
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return `${slot}${String(Date.now() % 100_000).padStart(5, "0")}${String(counter % 100).padStart(2, "0")}`;
}
