/**
 * One page render per turn of the event loop.
 *
 * A render is one long synchronous stretch of the main thread (React renders a whole document before its first
 * byte, then the document is hashed and finished): 5–30 ms. When several pages' data arrive together — PostgreSQL
 * answers on several connections in the same poll of the event loop — their renders would run back to back, each
 * in the previous one's microtasks, and nothing else (a timer, a socket, a static file, the health check) could run
 * until all were done. Each render here waits for its turn: the check phase (`setImmediate`) starts one, and the
 * next waits for the next turn, after the loop has polled for I/O again. The work is the same; what it no longer
 * does is hold the thread for the sum of several pages. Requests render in the order they asked (decision 049).
 */

const waiting: (() => void)[] = [];
let pumping = false;

/** Resolves when this request may render: at once in a quiet moment, or in the next free turn of the loop. */
export function renderTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(nextTurn);
    }
  });
}

/** Starts the oldest waiting render (in this check phase's microtasks); the one after it waits for the next turn. */
function nextTurn(): void {
  const start = waiting.shift();
  start?.();
  if (waiting.length > 0) setImmediate(nextTurn);
  else pumping = false;
}
