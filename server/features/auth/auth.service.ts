import type { PublicUser, SignInBody, SignUpBody } from "../../../core/contracts";
import type { Db } from "../../db/client";
import type { OidcProfile } from "../../platform/auth/oidc";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../platform/auth/passwords";
import { ensureDefaultCompany } from "../../platform/company/company-scope";
import { AppError } from "../../platform/errors";
import { findUserByEmail, findUserBySub, insertUser, isUniqueViolation, type UserRow, updateUser } from "./auth.repo";

export const WRONG_CREDENTIALS = "Incorrect email or password.";
const EMAIL_TAKEN_OIDC =
  "An account with this email already exists. Sign in with your password, or verify your email with your provider.";

export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    profileImageUrl: u.profileImageUrl,
    isAdmin: u.role === "admin",
  };
}

/**
 * A local sign-up never becomes admin from ADMIN_EMAILS: an address typed into a form is not proven.
 */
export async function signUp(db: Db, body: SignUpBody): Promise<UserRow> {
  if (await findUserByEmail(db, body.email)) {
    throw new AppError("conflict", "An account with this email already exists. Sign in instead.");
  }
  const passwordHash = await hashPassword(body.password);
  try {
    return await insertUserWithCompany(db, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError("conflict", "An account with this email already exists. Sign in instead.");
    }
    throw err;
  }
}

export async function signIn(db: Db, body: SignInBody): Promise<UserRow> {
  const user = await findUserByEmail(db, body.email);
  if (!user?.passwordHash) {
    await burnPasswordCheck(body.password);
    throw new AppError("unauthorized", WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw new AppError("unauthorized", WRONG_CREDENTIALS);
  return user;
}

/**
 * Finds or creates the user for an OpenID Connect login: by `sub` first; by email only when the provider says the
 * email is verified (otherwise anyone could claim an existing account's address). ADMIN_EMAILS grants admin only
 * for a verified address.
 */
export async function upsertOidcUser(db: Db, p: OidcProfile, adminEmails: string[]): Promise<UserRow> {
  const email = p.email?.toLowerCase();
  const makeAdmin = Boolean(email && p.emailVerified && adminEmails.includes(email));
  let user = await findUserBySub(db, p.sub);
  if (!user && email && p.emailVerified) {
    const byEmail = await findUserByEmail(db, email);
    if (byEmail && !byEmail.oidcSub) user = byEmail;
  }
  const profile = {
    firstName: p.firstName ?? user?.firstName ?? null,
    lastName: p.lastName ?? user?.lastName ?? null,
    profileImageUrl: p.picture ?? user?.profileImageUrl ?? null,
  };
  if (user) {
    return updateUser(db, user.id, {
      ...profile,
      oidcSub: p.sub,
      emailVerified: user.emailVerified || p.emailVerified,
      ...(makeAdmin ? { role: "admin" as const } : {}),
    });
  }
  if (!email) throw new AppError("bad_request", "Your identity provider did not share an email address.");
  const taken = await findUserByEmail(db, email);
  // Two callbacks for the same new person at once (a double click, two tabs): the other one created the account.
  if (taken?.oidcSub === p.sub) return taken;
  if (taken) throw new AppError("conflict", EMAIL_TAKEN_OIDC);
  try {
    return await insertUserWithCompany(db, {
      email,
      ...profile,
      oidcSub: p.sub,
      emailVerified: p.emailVerified,
      role: makeAdmin ? "admin" : "user",
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The same race, lost at the unique index: the winner's transaction has committed the account and its company.
    const other = await findUserBySub(db, p.sub);
    if (other) return other;
    throw new AppError("conflict", EMAIL_TAKEN_OIDC);
  }
}

/** A new account and its default company, together or not at all, so a racing sign-in never sees a half account. */
function insertUserWithCompany(db: Db, values: Parameters<typeof insertUser>[1]): Promise<UserRow> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const user = await insertUser(tx, values);
    await ensureDefaultCompany(tx, user.id);
    return user;
  });
}
