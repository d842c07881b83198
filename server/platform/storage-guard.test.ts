import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { BYTES_PER_ROW, createStorageGuard, RESERVE_BYTES } from "./storage-guard";

describe("storage guard", () => {
  it("refuses with 507 when the rows and the reserve do not fit, and lets them through when they do", () => {
    const free = RESERVE_BYTES + 1000 * BYTES_PER_ROW;
    const guard = createStorageGuard("/data", () => free);
    expect(() => guard.ensureRoomFor(1000)).not.toThrow();
    expect([guard.hasRoomFor(1000), guard.hasRoomFor(1001)]).toEqual([true, false]);
    let refusal: unknown;
    try {
      guard.ensureRoomFor(1001);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(507);
    expect((refusal as AppError).message).toMatch(/storage is full, so nothing of this request was saved/);
  });

  it("lets everything through when the free space is unknown, in memory, or on a PostgreSQL server", () => {
    expect(() => createStorageGuard("/data", () => null).ensureRoomFor(1e9)).not.toThrow();
    expect(() => createStorageGuard("memory://", () => 0).ensureRoomFor(1)).not.toThrow();
    expect(() => createStorageGuard(null, () => 0).ensureRoomFor(1)).not.toThrow();
    expect(createStorageGuard("memory://", () => 0).hasRoomFor(1)).toBe(true);
  });

  it("reads the real disk's free space", () => {
    expect(() => createStorageGuard(".").ensureRoomFor(0)).not.toThrow();
  });
});
