// The start of every e2e suite that runs neo-go: Go on PATH or the suite skipped and says so (a failure
// where a real node is required, NNS_REQUIRE_REAL_NODE=1, as in .ci/run), then neo-go built or reused.
import { checkGo, ensureNeoGo, seedChain, startRealNode, type NeoGoTools, type RealNode } from '../../../scripts/lib/neoGo.mjs';

/** Go present, or the test skipped (or failed where a real node is required); `what` names what needs it. */
export async function requireGo(context: Mocha.Context, what: string, say: (line: string) => void): Promise<void> {
  const go = await checkGo();
  if (go.ok) return;
  if (process.env.NNS_REQUIRE_REAL_NODE === '1') throw new Error(`${what} needs Go ≥ 1.25: ${go.reason}`);
  say(`SKIPPED: ${go.reason}`);
  context.skip();
}

/** neo-go built (or reused), or the suite skipped as `requireGo` says. */
export async function neoGoTools(context: Mocha.Context, what: string, say: (line: string) => void): Promise<NeoGoTools> {
  await requireGo(context, what, say);
  return ensureNeoGo({ log: say });
}

/** neo-go on the seeded chain of names (seeded once, then reused by every suite). */
export async function startSeededNode(tools: NeoGoTools, say: (line: string) => void): Promise<RealNode> {
  return startRealNode({ tools, chain: await seedChain(tools, { log: say }), log: say });
}
