import { spawn } from 'node:child_process';
import { listTokens, clearNodeLimitsCache } from './src/core';
async function main() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/devnet/cli.ts', '--port', '0', '--count', '100000', '--seed', '42', '--personality', process.argv[2] ?? 'sessions'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) => child.stdout!.on('data', (c: Buffer) => { const m = /http:\/\/[\d.:]+\//.exec(c.toString()); if (m) resolve(m[0]); }));
  const node = { rpcUrl: url, contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };
  for (let i = 0; i < 3; i++) await listTokens(node);
  const times: number[] = [];
  for (let i = 0; i < 15; i++) { (globalThis as any).gc(); const t = performance.now(); await listTokens(node); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(process.env.V, 'median', times[7]!.toFixed(0), 'min', times[0]!.toFixed(0));
  child.kill();
}
main();
