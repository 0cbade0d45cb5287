import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { usage } from '../../../scripts/lib/launcher.mjs';
import { parseOptions, UsageError } from '../../../scripts/lib/startOptions.mjs';
import { PERSONALITIES } from '../../devnet/personalities';

const parse = (...argv: string[]) => parseOptions(argv, PERSONALITIES, () => {});

describe('scripts/lib/startOptions (npm start)', () => {
  it('takes every personality of the devnet, as the README lists them (csharp-nofindstorage too)', () => {
    assert.ok(PERSONALITIES.includes('csharp-nofindstorage'));
    for (const personality of PERSONALITIES) assert.equal(parse('--personality', personality).personality, personality);
    assert.equal(parse().personality, 'sessions');
    assert.throws(() => parse('--personality', 'bogus'), (error) => error instanceof UsageError && error.message.includes(PERSONALITIES.join(', ')));
    // --help and the README's table of options name them all.
    const root = join(__dirname, '..', '..', '..');
    const help = usage(pathToFileURL(join(root, 'scripts', 'start.mts')).href);
    const readme = readFileSync(join(root, 'README.md'), 'utf8').split('\n').find((line) => line.startsWith('| `--personality P` |')) ?? '';
    for (const personality of PERSONALITIES) {
      assert.match(help, new RegExp(`\\b${personality}\\b`), `--help: ${personality}`);
      assert.ok(readme.includes(`\`${personality}\``), `README: ${personality}`);
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
