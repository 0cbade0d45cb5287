// A browser's fetch rejects with the same bare TypeError for a CORS refusal, a node that is down and a blocked
// request (the Fetch standard's "network error", the reason only in the console), while Node's fetch says
// "fetch failed" with the socket error as its `cause`: this tells them apart as far as can be.

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
