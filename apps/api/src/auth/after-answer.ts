import type { Logger } from 'pino';

/**
 * Work a handler starts after its answer (mail that must not make the answer wait or differ). It runs in
 * this process: a crash loses what has not run yet, which a user recovers from by asking again.
 */
export interface AfterAnswer {
  /** Runs `work` once the current answer is on its way; a failure is logged under `label`, never thrown. */
  run(label: string, work: () => Promise<void>): void;
  /** Resolves when everything started so far has finished (the server waits for it before closing). */
  drain(): Promise<void>;
}

/** Creates the after-answer runner of one server. */
export function createAfterAnswer(log: Logger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err }, `${label} failed after the answer was sent`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
