import { describe, expect, it } from 'vitest';
import { renderTurn } from './render-turns.server';

/** A render's synchronous work, as long as `ms`. */
function holdTheThread(ms: number): void {
  const start = performance.now();
  while (performance.now() - start < ms);
}

/** What happened, in order: each render's start, and each timer that fired between them. */
async function renderTogether(count: number): Promise<string[]> {
  const events: string[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      await renderTurn();
      events.push(`render ${index}`);
      // A timer set while this render holds the thread, due before the render ends: it fires before the next one.
      setTimeout(() => events.push(`timer after ${index}`), 1);
      holdTheThread(3);
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 5));
  return events;
}

describe('renderTurn', () => {
  it('lets a render start at once when no other is waiting', async () => {
    const events: string[] = [];
    const render = renderTurn().then(() => events.push('render'));
    setTimeout(() => events.push('timer'), 5);
    await render;
    expect(events).toEqual(['render']);
  });

  it('starts renders that asked together one per turn of the event loop, in the order they asked', async () => {
    expect(await renderTogether(3)).toEqual([
      'render 0',
      'timer after 0',
      'render 1',
      'timer after 1',
      'render 2',
      'timer after 2',
    ]);
  });

  it('starts the next render on its own once a quiet moment has passed', async () => {
    expect(await renderTogether(1)).toEqual(['render 0', 'timer after 0']);
    expect(await renderTogether(2)).toEqual(['render 0', 'timer after 0', 'render 1', 'timer after 1']);
  });
});
