/**
 * Preloaded into a server by the figures scripts (NODE_OPTIONS=--import …/event-loop-probe.mjs), never by the app:
 * measures the main thread's event-loop delay. On SIGUSR2 it prints one JSON line with the histogram since the
 * previous signal (ms), with process.memoryUsage(), and starts a new one, so a script can bracket a load with two signals.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const histogram = monitorEventLoopDelay({ resolution: 10 });
const ms = (ns) => Math.round(ns / 1e5) / 10;

// Worker threads (the embedded database's) inherit the preload: only the main thread is measured.
if (isMainThread) histogram.enable();
if (isMainThread)
  process.on('SIGUSR2', () => {
    const line = {
      msg: 'event loop delay',
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
      // And where the memory is (MB): V8's heap of the main thread, and what lives outside it (WebAssembly memory
      // and buffers count as external).
      memory: Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 1048576)])),
    };
    histogram.reset();
    process.stdout.write(`${JSON.stringify(line)}\n`);
  });
