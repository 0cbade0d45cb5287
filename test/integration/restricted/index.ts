// A second suite entry, for a workspace that is NOT trusted (Restricted Mode): the launcher must start
// the editor without trusting the folder, e.g. runSuiteInCodeServer({ trust: false }).
import Mocha from 'mocha';

export async function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 60_000, reporter: 'spec' });
  // NNS_INTEGRATION_GREP runs only the tests whose titles match (the environment reaches the host).
  const grep = process.env.NNS_INTEGRATION_GREP;
  if (grep) mocha.grep(grep);
  mocha.suite.emit(Mocha.Suite.constants.EVENT_FILE_PRE_REQUIRE, globalThis, 'restricted.test', mocha);
  await import('./restricted.test');
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  if (failures > 0) throw new Error(`${failures} integration test(s) failed`);
}
