import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { afterReply } from "./after-reply";

describe("afterReply", () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  /** A real server on loopback (the work waits for the response's own end, which inject only imitates). */
  async function listening(register: (app: FastifyInstance) => void): Promise<string> {
    const app = Fastify();
    apps.push(app);
    register(app);
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    return `http://127.0.0.1:${address.port}`;
  }

  /** What happened, in order; `work(line)` is work for afterReply that notes `line()` and settles `done`. */
  function workLog() {
    const events: string[] = [];
    let ran!: () => void;
    const done = new Promise<void>((resolve) => {
      ran = resolve;
    });
    const work = (line: () => string) => async () => {
      events.push(line());
      ran();
    };
    return { events, done, work };
  }

  it("runs the work once, after the answer has been sent", async () => {
    const { events, done, work } = workLog();
    const url = await listening((app) =>
      app.get("/", async (_request, reply) => {
        afterReply(reply, work(() => `work, answer finished: ${reply.raw.writableFinished}`));
        events.push("handler returned");
        return { ok: true };
      }),
    );
    const res = await fetch(`${url}/`);
    expect(await res.json()).toEqual({ ok: true });
    await done;
    expect(events).toEqual(["handler returned", "work, answer finished: true"]);
  });

  it("runs the work when the client went away before the answer", async () => {
    const { events, done, work } = workLog();
    const url = await listening((app) =>
      app.get("/slow", async (request, reply) => {
        afterReply(reply, work(() => "work"));
        // Answers only once the client has closed its side.
        await new Promise((resolve) => request.raw.socket.once("close", resolve));
        return { ok: true };
      }),
    );
    const controller = new AbortController();
    const call = fetch(`${url}/slow`, { signal: controller.signal }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await call;
    await done;
    expect(events).toEqual(["work"]);
  });
});
