import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { afterReply } from "./after-reply";

describe("afterReply", () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function appWith(work: () => Promise<void>, events: string[]) {
    const app = Fastify();
    apps.push(app);
    app.get("/", async (_request, reply) => {
      afterReply(reply, async () => {
        events.push(`work, answer finished: ${reply.raw.writableFinished}`);
        await work();
      });
      events.push("handler returned");
      return { ok: true };
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    return `http://127.0.0.1:${address.port}/`;
  }

  it("runs the work once, after the answer has been sent", async () => {
    const events: string[] = [];
    let ran!: () => void;
    const done = new Promise<void>((resolve) => {
      ran = resolve;
    });
    const url = await appWith(async () => ran(), events);
    const res = await fetch(url);
    expect(await res.json()).toEqual({ ok: true });
    await done;
    expect(events).toEqual(["handler returned", "work, answer finished: true"]);
  });

  it("runs the work when the client went away before the answer", async () => {
    const events: string[] = [];
    let ran!: () => void;
    const done = new Promise<void>((resolve) => {
      ran = resolve;
    });
    const app = Fastify();
    apps.push(app);
    app.get("/slow", async (request, reply) => {
      afterReply(reply, async () => {
        events.push("work");
        ran();
      });
      // Answers only once the client has closed its side.
      await new Promise((resolve) => request.raw.socket.once("close", resolve));
      return { ok: true };
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const controller = new AbortController();
    const call = fetch(`http://127.0.0.1:${address.port}/slow`, { signal: controller.signal }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await call;
    await done;
    expect(events).toEqual(["work"]);
  });
});
