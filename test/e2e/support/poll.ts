// Waiting for state the tests cannot subscribe to (a DOM that VS Code re-renders when it likes, a
// process that exits, a server's request log): poll it. The timeout is a hang guard, never a timing
// assertion.

/** What `until` throws when the time is up (errors of the probe itself pass through as they are). */
export class PollTimeout extends Error {}

/** Polls `probe` until it gives a value other than undefined; throws a PollTimeout after `timeoutMs`, naming `what`. */
export async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new PollTimeout(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
