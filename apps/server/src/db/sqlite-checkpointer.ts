import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface CheckpointReport {
  /** WAL frames at the time of the checkpoint, and how many of them reached the database file. */
  log: number;
  checkpointed: number;
}

/**
 * Plain JavaScript: a worker thread does not inherit the tsx loader, and this is all it does.
 * PASSIVE never waits for the writer or for readers; what it cannot copy now it copies next time.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    if (row && row.log > 0) parentPort.postMessage({ log: row.log, checkpointed: row.checkpointed });
  } catch {
    // SQLITE_BUSY or a moment of contention: the next tick tries again
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Copies the SQLite write-ahead log into the database file from a second thread (docs/decisions/0019).
 * Left to the writing connection, every thousandth page written pays for a checkpoint inside
 * some request; here the copying runs on the other core while requests keep writing.
 */
export class SqliteCheckpointer extends EventEmitter<{ checkpoint: [CheckpointReport]; failed: [Error] }> {
  private readonly worker: Worker;
  private closed = false;

  constructor(file: string, intervalMs = 500) {
    super();
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, intervalMs } });
    // It must never keep a finished process (a CLI, a test) alive.
    this.worker.unref();
    this.worker.on('message', (report: CheckpointReport) => this.emit('checkpoint', report));
    this.worker.on('error', (error) => {
      if (!this.closed) this.emit('failed', error);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage('close');
    // A worker stuck in a long copy is not waited for beyond a second.
    const timeout = setTimeout(() => void this.worker.terminate(), 1000);
    await exited;
    clearTimeout(timeout);
  }
}
