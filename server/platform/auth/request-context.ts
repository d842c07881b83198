import type { FastifyRequest } from "fastify";
import { AppError } from "../errors";
import type { LoadedSession } from "./sessions";

/** What every repo function takes first: the signed-in user and their current company. */
export interface Scope {
  userId: string;
  companyId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: LoadedSession | null;
  }
}

export function requireSession(request: FastifyRequest): LoadedSession {
  if (!request.auth) throw new AppError("unauthorized", "Please sign in to continue.");
  return request.auth;
}

export function requireAdmin(request: FastifyRequest): LoadedSession {
  const s = requireSession(request);
  if (s.user.role !== "admin") throw new AppError("forbidden", "This page is for administrators only.");
  return s;
}
