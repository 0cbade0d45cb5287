// A browser's fetch does not say why a request failed: a node that refuses cross-origin requests
// (no CORS headers, or a failed preflight), a node that is down, a blocked mixed-content or
// private-network request all reject with the same bare TypeError, on purpose (the Fetch standard's
// "network error"), and the reason shows only in the browser's console. Node's fetch (undici) instead
// rejects with "fetch failed" and a `cause` carrying the socket error.

/** The messages of that TypeError: Chromium, Firefox, WebKit. */
const OPAQUE_MESSAGES = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

/** Whether `error` is a browser's opaque fetch failure (as in VS Code for the Web's extension host). */
export function isOpaqueFetchFailure(error: unknown): error is TypeError {
  return error instanceof TypeError && error.cause === undefined && OPAQUE_MESSAGES.test(error.message);
}

/** What an opaque failure can mean, for the NETWORK error's message. */
export function opaqueFetchReason(error: TypeError): string {
  const origin = (globalThis as { origin?: unknown }).origin;
  const from = typeof origin === 'string' && origin !== 'null' ? ` from ${origin}` : '';
  return `the node refused a cross-origin request${from} (CORS) or is unreachable; the browser reports only "${error.message}"`;
}
