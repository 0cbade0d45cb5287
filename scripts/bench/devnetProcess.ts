// A devnet in a process of its own (its work is not the measuring process's), as every bench row runs it:
// started with the devnet CLI's arguments, its URL read from what it prints, stopped on request.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { REPO_ROOT } from '../lib/paths.mjs';

export interface SpawnedDevnet {
  /** The URL it listens on, with a trailing slash. */
  readonly url: string;
  readonly child: ChildProcess;
  /** What it has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function spawnDevnet(args: readonly string[]): Promise<SpawnedDevnet> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/devnet/cli.ts', '--port', '0', ...args],
    { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (): void => {
      const match = /https?:\/\/[\w.:[\]-]+\/?/.exec(output);
      if (!match) return;
      child.stdout!.off('data', onData);
      resolve(match[0].endsWith('/') ? match[0] : `${match[0]}/`);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`devnet exited with ${code}: ${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}
