/**
 * A piece of background work run on demand and on a timer: `kick()` asks for a run soon (runs
 * asked for while one is going collapse into one more), the timer catches what a kick missed
 * (a crash before it, another process's work). Errors go to `onError`; the work is retried at
 * the next kick or tick.
 */
export interface BackgroundJob {
  kick(): void;
  /** Runs now (after any run in progress) and resolves when done; tests and shutdown use it. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function backgroundJob(run: () => Promise<unknown>, options: { intervalMs: number; onError: (error: unknown) => void }): BackgroundJob {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const start = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await run();
        } catch (error) {
          options.onError(error);
        }
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };

  const timer = setInterval(() => {
    if (!stopped) void start();
  }, options.intervalMs);
  timer.unref();

  return {
    kick: () => {
      if (!stopped) void start();
    },
    drain: async () => {
      await running;
      await start();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
