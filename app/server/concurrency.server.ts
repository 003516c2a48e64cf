/**
 * A process-wide limit on how many of one kind of job run at once (first come, first served), for work
 * that is heavy in memory or CPU: image processing, AVIF encoding. Kept on globalThis under its name, so
 * the development server's module reloads never make a second set of slots.
 */
export interface Limiter {
  /** Runs `work` when a slot is free. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many jobs hold a slot and how many wait (for tests and logs). */
  state(): { active: number; waiting: number };
}

interface Slots {
  active: number;
  waiting: (() => void)[];
}

const registry = ((globalThis as { __islandEstatesLimiters?: Map<string, Slots> }).__islandEstatesLimiters ??= new Map<
  string,
  Slots
>());

export function processWideLimiter(name: string, limit: number): Limiter {
  let slots = registry.get(name);
  if (!slots) registry.set(name, (slots = { active: 0, waiting: [] }));
  const held = slots;
  return {
    async run(work) {
      if (held.active < limit) held.active += 1;
      // A finishing job hands its slot straight to the first waiting one (the count stays the same).
      else await new Promise<void>((resolve) => held.waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = held.waiting.shift();
        if (next) next();
        else held.active -= 1;
      }
    },
    state: () => ({ active: held.active, waiting: held.waiting.length }),
  };
}
