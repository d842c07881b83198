import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** The claims the test provider knows about one person. */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How the app authenticated at the token endpoint, one entry per token request. */
  tokenRequests: Array<"client_secret_basic" | "client_secret_post">;
  /** The account the next interaction signs in (the person at the provider's login page). */
  signInAs(account: TestAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on loopback for tests. Its interaction page signs the chosen account in and grants
 * consent at once, so the flow needs no HTML forms. The client uses the default (client_secret_basic) token
 * endpoint authentication, as most real providers expect.
 */
export async function startTestProvider(
  appBaseUrl: string,
  opts: { clientAuthMethods?: string[] } = {},
): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let current: TestAccount | null = null;
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "microfile-test";
  const clientSecret = randomBytes(24).toString("hex");
  const tokenRequests: TestProvider["tokenRequests"] = [];

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appBaseUrl}/api/callback`],
        post_logout_redirect_uris: [`${appBaseUrl}/`],
        token_endpoint_auth_method: opts.clientAuthMethods?.[0] ?? "client_secret_basic",
      },
    ],
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ ...account }) };
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name"],
    },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ...(opts.clientAuthMethods ? { clientAuthMethods: opts.clientAuthMethods } : {}),
  });
  const providerCallback = provider.callback();

  /** Logs the chosen account in and grants the scopes the app asks for, then resumes the authorization. */
  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    await provider.interactionDetails(req, res);
    if (!current) throw new Error("the test did not choose an account (signInAs)");
    const accountId = current.sub;
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope("openid email profile");
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
  };

  handler = (req, res) => {
    if (req.method === "POST" && req.url === "/token") {
      tokenRequests.push(
        req.headers.authorization?.startsWith("Basic ") ? "client_secret_basic" : "client_secret_post",
      );
    }
    if (!req.url?.startsWith("/interaction/")) return providerCallback(req, res);
    interact(req, res).catch((err: Error) => {
      res.statusCode = 500;
      res.end(`interaction failed: ${err.message}`);
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    tokenRequests,
    signInAs(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Plays the browser between the app's /api/login redirect and the provider's redirect back: follows redirects by
 * hand with a tiny cookie jar (the provider's session and interaction cookies) and returns the callback URL.
 */
export async function followProviderRedirects(startUrl: string, callbackPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const line of res.headers.getSetCookie()) storeCookie(jar, line);
    const location = res.headers.get("location");
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`the provider answered ${res.status} at ${url}: ${(await res.text()).slice(0, 300)}`);
    }
    const next = new URL(location, url);
    if (next.href.startsWith(callbackPrefix)) return next;
    url = next.href;
  }
  throw new Error("too many redirects at the provider");
}

function storeCookie(jar: Map<string, string>, setCookie: string): void {
  const [pair = "", ...attributes] = setCookie.split(";");
  const eq = pair.indexOf("=");
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === "";
  if (expired) jar.delete(name);
  else jar.set(name, value);
}
