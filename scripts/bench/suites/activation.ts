// A suite of `npm run bench`, run in a real extension host over the test build: activates the extension
// with no view shown and prints how long activate() took, as one line the bench reads.
import * as vscode from 'vscode';

interface Exports { testing: { activationMs: number } }

export async function run(): Promise<void> {
  const extension = vscode.extensions.getExtension<Exports>('nns-explorer.nns-explorer');
  if (!extension) throw new Error('nns-explorer.nns-explorer is not installed');
  const exports = await extension.activate();
  // Let anything activation might have started reach the network before the bench counts requests.
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(`BENCH activationMs=${exports.testing.activationMs.toFixed(2)}`);
}
