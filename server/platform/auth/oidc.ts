import * as client from "openid-client";
import type { Env } from "../../env";

/** Who the identity provider says signed in, as the login reads it from the ID token's claims. */
export interface OidcProfile {
  sub: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
}

/** The transient state of one login, kept in a signed, short-lived cookie between /api/login and /api/callback. */
export interface OidcLoginState {
  verifier: string;
  state: string;
  nonce: string;
  next: string;
}

export interface OidcClient {
  authorizationUrl(redirectUri: string): Promise<{ url: URL; login: Omit<OidcLoginState, "next"> }>;
  finish(callbackUrl: URL, login: OidcLoginState): Promise<{ profile: OidcProfile; idToken?: string }>;
  /** The provider's end-session URL, when it offers one. */
  endSessionUrl(idTokenHint: string | undefined, postLogoutRedirectUri: string): Promise<URL | null>;
}

/**
 * Discovery, then the client configured with the token endpoint authentication the provider supports:
 * client_secret_basic unless it offers only client_secret_post (Discovery's default, when the provider does not say,
 * is basic; some providers refuse the other method).
 */
async function discover(env: Env): Promise<client.Configuration> {
  const issuer = new URL(env.OIDC_ISSUER_URL!);
  const insecure = issuer.protocol === "http:"; // a provider on loopback or in a private network during development
  const found = await client.discovery(
    issuer,
    env.OIDC_CLIENT_ID!,
    undefined,
    client.None(),
    insecure ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  const metadata = found.serverMetadata();
  const secret = env.OIDC_CLIENT_SECRET;
  const supported = metadata.token_endpoint_auth_methods_supported ?? ["client_secret_basic"];
  const auth = !secret
    ? client.None()
    : supported.includes("client_secret_basic") || !supported.includes("client_secret_post")
      ? client.ClientSecretBasic(secret)
      : client.ClientSecretPost(secret);
  const cfg = new client.Configuration(
    metadata,
    env.OIDC_CLIENT_ID!,
    secret ? { client_secret: secret } : undefined,
    auth,
  );
  if (insecure) client.allowInsecureRequests(cfg);
  return cfg;
}

/** What to tell the person when the return from the provider fails: cancelled at the provider, or anything else. */
export function oidcFailureMessage(err: unknown): string {
  if (err instanceof client.AuthorizationResponseError && err.error === "access_denied") {
    return "Sign-in was cancelled at your identity provider. Please try again.";
  }
  return "Sign-in could not be completed. Please try again.";
}

/**
 * Authorization code flow with PKCE, state and nonce, through openid-client. Discovery runs lazily on the first
 * login so the server starts even while the provider is unreachable.
 */
export function createOidcClient(env: Env): OidcClient | null {
  if (!env.oidcEnabled) return null;
  let configPromise: Promise<client.Configuration> | null = null;
  const config = () => {
    configPromise ??= discover(env).catch((err) => {
      configPromise = null; // retry discovery next time
      throw err;
    });
    return configPromise;
  };

  return {
    async authorizationUrl(redirectUri) {
      const cfg = await config();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url, login: { verifier, state, nonce } };
    },
    async finish(callbackUrl, login) {
      const cfg = await config();
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: login.verifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("The identity provider returned no ID token.");
      let info: Record<string, unknown> = { ...claims };
      try {
        info = { ...info, ...(await client.fetchUserInfo(cfg, tokens.access_token, claims.sub)) };
      } catch {
        /* the ID token's claims are enough */
      }
      const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
      const name = str(info.name)?.split(/\s+/) ?? [];
      return {
        idToken: tokens.id_token,
        profile: {
          sub: claims.sub,
          email: str(info.email),
          // Some providers send the boolean as a string.
          emailVerified: info.email_verified === true || info.email_verified === "true",
          firstName: str(info.given_name) ?? name[0],
          lastName: str(info.family_name) ?? (name.length > 1 ? name.slice(1).join(" ") : undefined),
          picture: str(info.picture),
        },
      };
    },
    async endSessionUrl(idTokenHint, postLogoutRedirectUri) {
      try {
        const cfg = await config();
        if (!cfg.serverMetadata().end_session_endpoint) return null;
        const params: Record<string, string> = { post_logout_redirect_uri: postLogoutRedirectUri };
        if (idTokenHint) params.id_token_hint = idTokenHint;
        return client.buildEndSessionUrl(cfg, params);
      } catch {
        return null;
      }
    },
  };
}
