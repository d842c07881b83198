import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECKPOINT_FROM_ROWS, CHECKPOINT_QUIET_MS, openPglite } from "./client";
import { createHousekeeper } from "./housekeeping";

const counting = () => {
  const runs: number[] = [];
  return { runs, run: async () => void runs.push(Date.now()) };
};

describe("createHousekeeper", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs once enough rows have changed and writing has been quiet, not before", async () => {
    const { runs, run } = counting();
    const h = createHousekeeper(run, { threshold: 100, quietMs: 40 });
    h.noteWrites(60);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(0); // below the threshold
    h.noteWrites(60);
    await vi.advanceTimersByTimeAsync(30);
    h.noteWrites(10); // still writing: the run waits for quiet again
    await vi.advanceTimersByTimeAsync(30);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toHaveLength(1);
    h.noteWrites(50); // counting starts again after a run
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(1);
    await h.stop();
  });

  it("stops: a pending run is cancelled and later writes arm nothing", async () => {
    const { runs, run } = counting();
    const h = createHousekeeper(run, { threshold: 10, quietMs: 30 });
    h.noteWrites(50);
    await h.stop();
    h.noteWrites(50);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(0);
  });

  it("skips a run while the disk has no room for it, and runs once it has", async () => {
    const { runs, run } = counting();
    let room = false;
    const asked: number[] = [];
    const h = createHousekeeper(run, {
      threshold: 10,
      quietMs: 10,
      hasRoomFor: (rows) => {
        asked.push(rows);
        return room;
      },
    });
    h.noteWrites(50);
    await vi.advanceTimersByTimeAsync(20);
    expect(runs).toHaveLength(0);
    expect(asked).toEqual([50]);
    room = true;
    h.noteWrites(30);
    await vi.advanceTimersByTimeAsync(20);
    expect(runs).toHaveLength(1);
    await h.stop();
  });

  it("keeps going after a failed run", async () => {
    let calls = 0;
    const h = createHousekeeper(
      async () => {
        calls++;
        throw new Error("disk full");
      },
      { threshold: 1, quietMs: 10 },
    );
    h.noteWrites(5);
    await vi.advanceTimersByTimeAsync(20);
    h.noteWrites(5);
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toBe(2);
    await h.stop();
  });
});

describe("PGlite housekeeping", () => {
  it("vacuums and analyses the transactions table after a large write", async () => {
    const database = await openPglite("memory://", { threshold: 1_000, quietMs: 20 });
    try {
      const lastVacuum = async () =>
        (
          await database.query<{ last_vacuum: Date | null; last_analyze: Date | null }>(
            "select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'transactions'",
          )
        )[0];
      expect(await lastVacuum()).toEqual({ last_vacuum: null, last_analyze: null });
      await database.noteWrites(5_000);
      let after = await lastVacuum();
      for (let i = 0; i < 100 && !after?.last_vacuum; i++) {
        await sleep(20);
        after = await lastVacuum();
      }
      expect(after?.last_vacuum).toBeInstanceOf(Date);
      expect(after?.last_analyze).toBeInstanceOf(Date);
    } finally {
      await database.close();
    }
  });

  it("checkpoints a committed write of CHECKPOINT_FROM_ROWS rows once quiet, and after each housekeeping run", async () => {
    const database = await openPglite("memory://", { threshold: 4 * CHECKPOINT_FROM_ROWS, quietMs: 20 });
    const redo = async () =>
      (await database.query<{ redo_lsn: string }>("select redo_lsn::text from pg_control_checkpoint()"))[0]!.redo_lsn;
    // WAL a checkpoint moves past, as rows a write committed would leave.
    const write = async () => {
      await database.query("create table if not exists scratch (n int)");
      await database.query("insert into scratch values (1)");
    };
    try {
      await write();
      const before = await redo();
      await database.noteWrites(CHECKPOINT_FROM_ROWS - 1);
      expect(await redo()).toBe(before);
      await database.noteWrites(CHECKPOINT_FROM_ROWS);
      const afterLarge = await redo();
      expect(afterLarge).not.toBe(before);

      // Smaller writes adding up (with those above) to the housekeeping threshold: its run ends with a checkpoint.
      await write();
      const small = CHECKPOINT_FROM_ROWS - 1;
      await database.noteWrites(small);
      await database.noteWrites(small);
      await sleep(60);
      expect(await redo()).toBe(afterLarge);
      await database.noteWrites(small);
      let afterRun = await redo();
      for (let i = 0; i < 100 && afterRun === afterLarge; i++) {
        await sleep(20);
        afterRun = await redo();
      }
      expect(afterRun).not.toBe(afterLarge);
    } finally {
      await database.close();
    }
  });

  it("holds the checkpoint after a large write while statements keep running, so the next write is not doubled", async () => {
    const database = await openPglite("memory://", { threshold: 100 * CHECKPOINT_FROM_ROWS, quietMs: 60_000 });
    const redo = async () =>
      (await database.query<{ redo_lsn: string }>("select redo_lsn::text from pg_control_checkpoint()"))[0]!.redo_lsn;
    try {
      await database.query("create table scratch (n int)");
      await database.query("insert into scratch values (1)");
      const before = await redo();
      let done = false;
      const checkpointed = database.noteWrites(CHECKPOINT_FROM_ROWS).then(() => {
        done = true;
      });
      // A categorisation straight after an import: statements closer together than the quiet the checkpoint waits
      // for. None of them may find it run.
      const busyUntil = performance.now() + 2 * CHECKPOINT_QUIET_MS;
      while (performance.now() < busyUntil) {
        await database.query("insert into scratch values (2)");
        expect(await redo()).toBe(before);
        await sleep(CHECKPOINT_QUIET_MS / 10);
      }
      expect(done).toBe(false);
      // Then quiet: it runs, and noteWrites resolves once it has.
      await checkpointed;
      expect(await redo()).not.toBe(before);
    } finally {
      await database.close();
    }
  });

  it("runs a waiting checkpoint before the database closes", async () => {
    const database = await openPglite("memory://", { threshold: 100 * CHECKPOINT_FROM_ROWS, quietMs: 60_000 });
    await database.query("create table scratch (n int)");
    let done = false;
    const checkpointed = database.noteWrites(CHECKPOINT_FROM_ROWS).then(() => {
      done = true;
    });
    expect(done).toBe(false);
    await database.close();
    expect(done).toBe(true);
    await checkpointed;
  });
});
