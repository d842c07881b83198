/**
 * PGlite has no autovacuum. Without it, the space of deleted rows and of the old versions every categorisation
 * leaves behind is never marked free (the table file only grows, however often a user deletes and imports again),
 * and the planner never gets statistics. So large writes are counted here, and once enough rows have changed, a
 * VACUUM (ANALYZE) runs when writing has been quiet for a moment: it takes time in proportion to the table, and other
 * statements wait for it, so it should not run in the middle of an import. A PostgreSQL server does this itself.
 * VACUUM writes too (pages, their free-space maps, WAL), and PGlite does not survive a full disk, so it is skipped
 * while the disk has no room for about as much as the changed rows took (`hasRoomFor`). The run given here ends
 * with a CHECKPOINT (db/client), so a restart after a crash has none of its WAL to replay.
 */
export interface Housekeeper {
  /** `rows` rows were inserted, changed or deleted. */
  noteWrites(rows: number): void;
  /** Cancels a pending run and waits for one in progress. */
  stop(): Promise<void>;
}

export interface HousekeeperOptions {
  /** Changed rows that make a run worth its pause. */
  threshold: number;
  /** How long writing must have been quiet before it runs. */
  quietMs: number;
  /** Whether the disk has room for a run after `rows` changed rows; always, when not given. */
  hasRoomFor?: (rows: number) => boolean;
}

export const DEFAULT_HOUSEKEEPING: HousekeeperOptions = { threshold: 20_000, quietMs: 5_000 };

export function createHousekeeper(run: () => Promise<unknown>, opts = DEFAULT_HOUSEKEEPING): Housekeeper {
  let changed = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const fire = () => {
    timer = null;
    const rows = changed;
    changed = 0;
    if (opts.hasRoomFor && !opts.hasRoomFor(rows)) return; // the next writes arm it again
    // A failed VACUUM changes no data; the next writes arm it again.
    running = running.then(() => run().then(noop, noop));
  };

  return {
    noteWrites(rows) {
      if (stopped || rows <= 0) return;
      changed += rows;
      if (changed < opts.threshold) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(fire, opts.quietMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

const noop = () => {};
