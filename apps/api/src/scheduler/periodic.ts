/** A job run again `intervalMs` after each run ends, until stopped; a failed run is reported and the loop goes on. */
export interface PeriodicLoop {
  /** Runs the job now, then every `intervalMs` after each run ends; a second call does nothing. */
  start(): void;
  /** Stops the loop and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * The loop the scheduler, the housekeeper and the mail delivery share. Runs never overlap (the next one is timed
 * from the end of the last), so a slow database delays work instead of piling it up.
 */
export function createPeriodicLoop(
  run: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  const loop = () => {
    if (stopped) return;
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
