/**
 * The short list of routes anyone may call without a session (deny by default: a route
 * not here must declare a resource or `signedIn`). The census test asserts it exactly.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'POST /api/admin/login',
  // Asked from the sign-in form with the same credentials; answers nothing without them.
  'POST /api/admin/checkIsLogin',
  // Revokes the presented token if it is live; an expired one must still sign out cleanly.
  'POST /api/admin/logout',
  'GET /api/health',
  // The web app's files, and index.html for every other path (history fallback).
  'GET /*',
];

export const routeKey = (method: string, url: string) => `${method} ${url}`;
