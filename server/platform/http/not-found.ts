/** The answer for a path nothing serves: JSON, as every API error is. */
export function notFoundJson(url: string, reply: { status: (n: number) => { send: (b: unknown) => unknown } }) {
  const message = `No such endpoint: ${url.split("?")[0]}`;
  return reply.status(404).send({ error: message, message });
}
