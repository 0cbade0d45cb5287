import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { usage } from '../../../scripts/lib/launcher.mjs';
import { parseOptions, UsageError } from '../../../scripts/lib/startOptions.mjs';
import { PERSONALITIES } from '../../devnet/personalities';

const parse = (...argv: string[]) => parseOptions(argv, PERSONALITIES, () => {});

describe('scripts/lib/startOptions (npm start)', () => {
  it('takes every personality of the devnet, as CONTRIBUTING.md lists them (csharp-nofindstorage too)', () => {
    assert.ok(PERSONALITIES.includes('csharp-nofindstorage'));
    for (const personality of PERSONALITIES) assert.equal(parse('--personality', personality).personality, personality);
    assert.equal(parse().personality, 'sessions');
    assert.throws(() => parse('--personality', 'bogus'), (error) => error instanceof UsageError && error.message.includes(PERSONALITIES.join(', ')));
    // --help and the playground's table of options (CONTRIBUTING.md) name them all.
    const root = join(__dirname, '..', '..', '..');
    const help = usage(pathToFileURL(join(root, 'scripts', 'start.mts')).href);
    const table = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8').split('\n').find((line) => line.startsWith('| `--personality P` |')) ?? '';
    for (const personality of PERSONALITIES) {
      assert.match(help, new RegExp(`\\b${personality}\\b`), `--help: ${personality}`);
      assert.ok(table.includes(`\`${personality}\``), `CONTRIBUTING.md: ${personality}`);
    }
    assert.match(help, /--workspace DIR/);
  });

  it('--workspace DIR: a folder to keep, made absolute; without it a temporary one', () => {
    assert.equal(parse().workspace, undefined);
    const kept = parse('--workspace', 'my-playground').workspace ?? '';
    assert.ok(isAbsolute(kept));
    assert.equal(kept, resolve('my-playground'));
  });
});
