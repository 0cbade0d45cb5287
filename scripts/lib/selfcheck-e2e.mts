#!/usr/bin/env -S node --import tsx
// Proves the e2e building blocks end to end with the smoke extension: package it as a .vsix,
// install it into code-server, open the workbench in Chromium, run its command from the palette,
// read the notification, and check Restricted Mode with and without workspace trust.
//   node --import tsx scripts/lib/selfcheck-e2e.mts      (screenshots in artifacts/selfcheck/)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths.mjs';
import { run, runCleanups } from './proc.mjs';
import { runCommand, screenshot, startWorkbench } from './workbench.mjs';

const say = (line: string) => process.stdout.write(`[selfcheck] ${line}\n`);
const out = join(ARTIFACTS_DIR, 'selfcheck');
const temp = mkdtempSync(join(tmpdir(), 'nns-selfcheck-'));
let failures = 0;
const check = (ok: boolean, what: string) => {
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures++;
};

try {
  const vsix = join(temp, 'smoke.vsix');
  const pack = await run('npx', ['--no-install', 'vsce', 'package', '--no-dependencies', '--skip-license',
    '--allow-missing-repository', '-o', vsix], { cwd: join(REPO_ROOT, 'test', 'fixtures', 'smoke-extension'), quiet: true });
  if (pack.code !== 0) throw new Error(`vsce package failed:\n${pack.output}`);
  say(`packaged ${vsix}`);

  for (const trust of [false, true]) {
    const started = Date.now();
    const wb = await startWorkbench({ vsix, trust, userSettings: { 'smoke.greeting': 'ahoy' } });
    try {
      say(`${trust ? 'trusted' : 'untrusted'}: workbench up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${wb.server.url}`);
      const restricted = wb.page.locator('.statusbar-item', { hasText: 'Restricted Mode' });
      if (!trust) await restricted.first().waitFor({ state: 'visible', timeout: 30_000 }).catch(() => {});
      check((await restricted.count() > 0) === !trust, `Restricted Mode indicator ${trust ? 'absent' : 'present'}`);
      await runCommand(wb.page, 'Smoke: Hello');
      const toast = wb.page.locator('.notification-toast', { hasText: 'ahoy from smoke' });
      const shown = await toast.waitFor({ state: 'visible', timeout: 30_000 }).then(() => true, () => false);
      check(shown, 'the .vsix command ran from the palette and used the user setting');
      say(`screenshot ${await screenshot(wb.page, join(out, `${trust ? 'trusted' : 'untrusted'}.png`))}`);
    } finally {
      await wb.close();
    }
  }
} catch (error) {
  say(`FAIL ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  failures++;
} finally {
  await runCleanups();
  rmSync(temp, { recursive: true, force: true });
}
say(failures ? `${failures} check(s) failed` : 'all checks passed');
process.exit(failures ? 1 : 0);
