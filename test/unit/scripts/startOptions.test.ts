import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseOptions, startUsage, UsageError } from '../../../scripts/lib/startOptions.mjs';
import { englishLocalizer } from '../../../src/model/text/localizer';
import { LOCAL_NODE_PORT, NODE_PRESETS, presetName } from '../../../src/model/chains/nodePresets';
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
    const help = startUsage();
    const table = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8').split('\n').find((line) => line.startsWith('| `--personality P` |')) ?? '';
    for (const personality of PERSONALITIES) {
      assert.match(help, new RegExp(`\\b${personality}\\b`), `--help: ${personality}`);
      assert.ok(table.includes(`\`${personality}\``), `CONTRIBUTING.md: ${personality}`);
    }
    assert.match(help, /--workspace DIR/);
  });

  it('--help names the local node preset as Select Node… does, from the same table, with its port', () => {
    const help = startUsage();
    const local = NODE_PRESETS.find((preset) => preset.id === 'local');
    assert.ok(local);
    const line = help.split('\n').find((text) => text.includes('--devnet-port')) ?? '';
    assert.ok(line.includes(`"${presetName(local, englishLocalizer)}"`), line);
    assert.ok(line.includes(String(LOCAL_NODE_PORT)) && local.url.endsWith(`:${LOCAL_NODE_PORT}`), line);
    assert.doesNotMatch(help, /Local Node|\{local preset\}/);
  });

  it('--workspace DIR: a folder to keep, made absolute; without it a temporary one', () => {
    assert.equal(parse().workspace, undefined);
    const kept = parse('--workspace', 'my-playground').workspace ?? '';
    assert.ok(isAbsolute(kept));
    assert.equal(kept, resolve('my-playground'));
  });

  it('--no-nns: with --node neo-go, a fresh chain without NNS; without it, a usage error that says why', () => {
    assert.equal(parse().noNns, false);
    assert.equal(parse('--node', 'neo-go').noNns, false);
    const fresh = parse('--node', 'neo-go', '--no-nns');
    assert.deepEqual([fresh.neoGo, fresh.noNns], [true, true]);
    for (const argv of [['--no-nns'], ['--node', 'devnet', '--no-nns'], ['--rpc-url', 'http://127.0.0.1:10332', '--no-nns']]) {
      assert.throws(() => parse(...argv), (error) => error instanceof UsageError && error.message.startsWith('--no-nns needs --node neo-go'), argv.join(' '));
    }
    // --help and the playground's table (CONTRIBUTING.md) name it.
    const root = join(__dirname, '..', '..', '..');
    assert.match(startUsage(), /--no-nns\s+with --node neo-go: a fresh chain without the NNS contract/);
    assert.ok(readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8').split('\n').some((line) => line.startsWith('| `--node neo-go --no-nns` |')));
  });
});
