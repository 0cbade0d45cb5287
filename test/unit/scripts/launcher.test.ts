import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chooseSuites, INTEGRATION_SUITES, suiteTimeoutMs } from '../../../scripts/lib/integrationSuites.mjs';
import { LaunchError, Tally, usage } from '../../../scripts/lib/launcher.mjs';

const root = join(__dirname, '..', '..', '..');
const launcherUrl = (name: string) => pathToFileURL(join(root, 'scripts', name)).href;

describe('scripts/launcher and integrationSuites', () => {
  it('--help is the launcher\'s header comment, without the #! line and the code below it', () => {
    for (const name of ['test-integration.mts', 'test-e2e.mts', 'test-electron.mts', 'start.mts']) {
      const text = usage(launcherUrl(name));
      assert.ok(text.length > 100, name);
      assert.ok(!text.includes('#!') && !/^import /m.test(text), name);
      assert.ok(!/^\/\//m.test(text), `${name}: the slashes are gone`);
    }
    assert.match(usage(launcherUrl('test-e2e.mts')), /--update-screenshots/);
  });

  it('adds up the counts of a run', () => {
    const tally = new Tally();
    tally.add({ passed: 29, failed: 0 });
    tally.add({ passed: 1, failed: 2 });
    assert.deepEqual({ ...tally }, { passed: 30, failed: 2 });
  });

  it('runs the integration suites that exist, or the one named, untrusted on request', () => {
    assert.deepEqual(chooseSuites({}), INTEGRATION_SUITES);
    const file = INTEGRATION_SUITES[0]?.file ?? '';
    assert.deepEqual(chooseSuites({ suite: file }), [{ file, trust: true }]);
    assert.deepEqual(chooseSuites({ suite: file, untrusted: true }), [{ file, trust: false }]);
    assert.throws(() => chooseSuites({ suite: 'no/such/suite.ts' }), (error) => error instanceof LaunchError && /no such suite/.test(error.message));
  });

  it('takes a positive --timeout in seconds', () => {
    assert.equal(suiteTimeoutMs('300'), 300_000);
    assert.equal(suiteTimeoutMs('0.5'), 500);
    for (const bad of ['0', '-3', 'soon', '']) assert.throws(() => suiteTimeoutMs(bad), LaunchError, bad);
  });
});
