import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { PublicUser, SignInBody, SignUpBody, safeNextPath } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { attemptLimiter } from "../../platform/attempt-limiter";
import { type OidcLoginState, oidcFailureMessage } from "../../platform/auth/oidc";
import { createSession, destroySession, SESSION_COOKIE } from "../../platform/auth/sessions";
import { ensureDefaultCompany } from "../../platform/company/company-scope";
import { AppError } from "../../platform/errors";
import { signIn, signUp, toPublicUser, upsertOidcUser } from "./auth.service";

const OIDC_COOKIE = "mf_oidc";
const SESSION_MAX_AGE_S = 30 * 24 * 3600;

export function authRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;
  const perEmail = attemptLimiter(ctx.counters, "signin-email", 10, 15 * 60 * 1000);
  // Per IP, for sign-in and sign-up alike (AUTH_ATTEMPTS_PER_MINUTE, 10 by default).
  const signInLimit = { rateLimit: { max: ctx.env.AUTH_ATTEMPTS_PER_MINUTE, timeWindow: "1 minute" } };

  const startSession = async (reply: FastifyReply, userId: string, idToken?: string) => {
    const companyId = await ensureDefaultCompany(db, userId);
    const token = await createSession(db, userId, companyId, idToken);
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax", // Strict would drop the cookie on the return from the identity provider and from checkout
      secure: ctx.env.secureCookies,
      maxAge: SESSION_MAX_AGE_S,
    });
  };

  app.post(
    "/api/auth/signup",
    { schema: { body: SignUpBody, response: { 200: PublicUser } }, config: signInLimit },
    async (request, reply) => {
      const user = await signUp(db, request.body);
      await destroySession(db, request.cookies[SESSION_COOKIE]);
      await startSession(reply, user.id);
      return toPublicUser(user);
    },
  );

  app.post(
    "/api/auth/signin",
    { schema: { body: SignInBody, response: { 200: PublicUser } }, config: signInLimit },
    async (request, reply) => {
      if (!(await perEmail.allows(request.body.email))) {
        throw new AppError("rate_limited", "Too many sign-in attempts for this account. Please wait 15 minutes.");
      }
      const user = await signIn(db, request.body);
      // A new session id at every sign-in: an id planted before sign-in is worthless after it.
      await destroySession(db, request.cookies[SESSION_COOKIE]);
      await startSession(reply, user.id);
      return toPublicUser(user);
    },
  );

  app.get("/api/auth/user", { schema: { response: { 200: PublicUser } } }, async (request) => {
    if (!request.auth) throw new AppError("unauthorized", "Not signed in.");
    return toPublicUser(request.auth.user);
  });

  app.get(
    "/api/login",
    { schema: { querystring: z.object({ next: z.string().optional() }) } },
    async (request, reply) => {
      const next = safeNextPath(request.query.next);
      if (!ctx.oidc) return reply.redirect(`/login?next=${encodeURIComponent(next)}`);
      let started: Awaited<ReturnType<NonNullable<AppContext["oidc"]>["authorizationUrl"]>>;
      try {
        started = await ctx.oidc.authorizationUrl(`${ctx.env.baseUrl}/api/callback`);
      } catch (err) {
        request.log.warn({ err }, "OIDC discovery failed");
        throw new AppError("unavailable", "Sign-in is unavailable right now: the identity provider cannot be reached.");
      }
      const login: OidcLoginState = { ...started.login, next };
      reply.setCookie(OIDC_COOKIE, JSON.stringify(login), {
        path: "/api/callback",
        httpOnly: true,
        sameSite: "lax",
        secure: ctx.env.secureCookies,
        maxAge: 600,
        signed: true,
      });
      return reply.redirect(started.url.href);
    },
  );

  app.get("/api/callback", async (request, reply) => {
    if (!ctx.oidc) throw new AppError("not_found", "Single sign-on is not configured.");
    const login = readLoginCookie(request);
    reply.clearCookie(OIDC_COOKIE, { path: "/api/callback" });
    if (!login)
      throw new AppError("bad_request", "Your sign-in took too long or was started elsewhere. Please try again.");
    const callbackUrl = new URL(request.url, ctx.env.baseUrl);
    let result: Awaited<ReturnType<NonNullable<AppContext["oidc"]>["finish"]>>;
    try {
      result = await ctx.oidc.finish(callbackUrl, login);
    } catch (err) {
      request.log.warn({ err: (err as Error).message }, "OIDC callback rejected");
      throw new AppError("bad_request", oidcFailureMessage(err));
    }
    const user = await upsertOidcUser(db, result.profile, ctx.env.ADMIN_EMAILS);
    await destroySession(db, request.cookies[SESSION_COOKIE]);
    await startSession(reply, user.id, result.idToken);
    return reply.redirect(login.next);
  });

  // Spec: the Sign Out button navigates here. A link or image on another site must not sign anyone out (the Lax
  // session cookie rides top-level cross-site navigations): a browser that says the request is cross-site is sent
  // home still signed in.
  app.get("/api/logout", async (request, reply) => {
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") return reply.redirect("/");
    const idToken = request.auth?.idToken ?? undefined;
    await destroySession(db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    const end = ctx.oidc && idToken ? await ctx.oidc.endSessionUrl(idToken, `${ctx.env.baseUrl}/`) : null;
    return reply.redirect(end ? end.href : "/");
  });
}

function readLoginCookie(request: FastifyRequest): OidcLoginState | null {
  const raw = request.cookies[OIDC_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = JSON.parse(unsigned.value) as OidcLoginState;
    return parsed.state && parsed.verifier && parsed.nonce ? { ...parsed, next: safeNextPath(parsed.next) } : null;
  } catch {
    return null;
  }
}
