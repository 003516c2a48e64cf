/**
 * Preloaded into server processes a test starts (`node --import ./tests/helpers/end-with-parent.mjs …`):
 * their standard input is a pipe from the test process, which closes however that process ends — killed
 * included — and the server then shuts down as on SIGTERM (gracefully), rather than living on as an orphan.
 */
import { isMainThread } from 'node:worker_threads';

// Worker threads (the embedded database's) inherit the preload, and their standard input is empty: it would end at
// once and stop the server. Only the main thread's input is the pipe from the test.
if (isMainThread) {
  const stop = () => process.kill(process.pid, 'SIGTERM');
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
}
