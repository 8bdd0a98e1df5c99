/**
 * Loaded first in every conversion worker thread (see workerPool.ts). On Linux a nice value
 * belongs to the thread that sets it, so this lowers only the worker: when conversions keep every
 * core busy, the HTTP event loop still gets the CPU as soon as it needs it, and other requests
 * (health checks, 401/402/429, uploads arriving) are not held up behind PDF parsing or OCR.
 */
import os from 'node:os';

try {
  os.setPriority(10);
} catch {
  // Not permitted or not supported here: the worker simply runs at normal priority.
}
