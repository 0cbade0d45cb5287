// Suite entry for both launchers (scripts/test-integration.mts in code-server, @vscode/test-electron):
// a module exporting run(). It is bundled into one file, so the test files are imported explicitly,
// after mocha has put describe/it on the global object. The spec reporter prints "N passing / N failing".
import Mocha from 'mocha';

export async function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 60_000, reporter: 'spec' });
  // NNS_INTEGRATION_GREP runs only the tests whose titles match (the environment reaches the host).
  const grep = process.env.NNS_INTEGRATION_GREP;
  if (grep) mocha.grep(grep);
  const load = async (file: string, module: () => Promise<unknown>) => {
    mocha.suite.emit(Mocha.Suite.constants.EVENT_FILE_PRE_REQUIRE, globalThis, file, mocha);
    await module();
  };
  // Order matters: activation is checked before anything else activates the extension.
  await load('activation.test', () => import('./activation.test'));
  await load('views.test', () => import('./views.test'));
  await load('commands.test', () => import('./commands.test'));
  await load('errors.test', () => import('./errors.test'));
  await load('details.test', () => import('./details.test'));
  await load('export.test', () => import('./export.test'));
  await load('hovers.test', () => import('./hovers.test'));
  await load('localChain.test', () => import('./localChain.test'));
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  if (failures > 0) throw new Error(`${failures} integration test(s) failed`);
}
