import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicUser, SignInBody, SignUpBody } from "../../core/contracts";
import { queryKeys } from "./query-keys";
import { apiJson, getQueryFn } from "./request";

/** The signed-in person as `GET /api/auth/user` returns it (the contract's PublicUser; a type-only import). */
export type AuthUser = PublicUser;
export type SignInInput = SignInBody;
export type SignUpInput = SignUpBody;

/** Signed in or out, decided by `GET /api/auth/user` (401 means signed out; never retried). */
export function useAuth(): { user: AuthUser | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery<AuthUser | null>({
    queryKey: queryKeys.authUser,
    queryFn: getQueryFn<AuthUser>({ on401: "returnNull" }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/** Shows the visitor as signed out at once (a call answered 401: the session ended since the page loaded). */
export function showSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.authUser, null);
}

/** `POST /api/auth/signin`; on success the auth query is refreshed. Errors read "401: {error}". */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => apiJson<AuthUser>("POST", "/api/auth/signin", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.authUser }),
  });
}

/** `POST /api/auth/signup`; on success the new account is signed in and the auth query is refreshed. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => apiJson<AuthUser>("POST", "/api/auth/signup", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.authUser }),
  });
}

/** The current path and query, for `?next=` after sign-in. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** Browser navigation to the sign-in start (the OIDC provider, or /login when none is configured). */
export function startSignIn(next: string = currentPath()): void {
  window.location.href = `/api/login?next=${encodeURIComponent(next)}`;
}

/** Browser navigation that ends the session and comes back to /. */
export function signOut(): void {
  window.location.href = "/api/logout";
}
