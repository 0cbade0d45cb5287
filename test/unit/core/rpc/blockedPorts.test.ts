import assert from 'node:assert/strict';
import { blockedPortOf, FETCH_BAD_PORTS } from '../../../../src/core/rpc/blockedPorts';

/** What Node's fetch says when asked for `port` on loopback (nothing listens on these ports in the tests). */
async function fetchFailure(port: number): Promise<string> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    return 'answered';
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
}

describe('core/rpc/blockedPorts', () => {
  it('names the ports Node\'s fetch refuses before connecting ("bad port"), and only those', async () => {
    for (const port of FETCH_BAD_PORTS) {
      assert.equal(blockedPortOf(new URL(`http://127.0.0.1:${port}/`)), port);
      assert.equal(await fetchFailure(port), 'bad port', `port ${port}`);
    }
    for (const port of [8, 10, 24, 26, 6001]) {
      assert.equal(blockedPortOf(new URL(`http://127.0.0.1:${port}/`)), undefined);
      assert.notEqual(await fetchFailure(port), 'bad port', `port ${port}`);
    }
  });

  it('never blocks a default port', () => {
    assert.equal(blockedPortOf(new URL('http://example.org/')), undefined);
    assert.equal(blockedPortOf(new URL('https://mainnet1.neo.coz.io:443/')), undefined);
    assert.equal(blockedPortOf(new URL('http://localhost:50012/')), undefined);
  });
});
