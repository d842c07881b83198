/**
 * Calls `run` every `intervalMs` (the first time one interval after the call), never two at once: the next wait
 * starts when a run ends, and a run that fails is the run's own business (it logs). The returned stop function
 * cancels the next run and waits for one in progress.
 */
export function repeat(run: () => Promise<unknown>, intervalMs: number): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = run()
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
