import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noNnsNotes, PLAYGROUND_NNS_FILES, writePlaygroundNnsFiles } from '../../../scripts/lib/playgroundNns.mjs';

describe('scripts/lib/playgroundNns (npm start -- --node neo-go --no-nns)', () => {
  let dir: string;
  let sources: { nef: string; manifest: string; wallet: string };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nns-playground-test-'));
    mkdirSync(join(dir, 'cache'));
    sources = { nef: join(dir, 'cache', 'nns.nef'), manifest: join(dir, 'cache', 'nns.manifest.json'), wallet: join(dir, 'cache', 'wallet1_solo.json') };
    writeFileSync(sources.nef, Uint8Array.of(0x4e, 0x45, 0x46, 0x33, 1, 2, 3));
    writeFileSync(sources.manifest, '{"name":"NameService","abi":{}}');
    writeFileSync(sources.wallet, '{"accounts":[],"scrypt":{"n":16384,"r":8,"p":8}}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the workspace the contract\'s NEF and manifest and the committee\'s wallet, byte for byte', () => {
    const workspace = join(dir, 'workspace');
    assert.deepEqual(writePlaygroundNnsFiles(workspace, sources), { written: ['nns/nns.nef', 'nns/nns.manifest.json', 'wallet1_solo.json'], kept: [] });
    for (const key of ['nef', 'manifest', 'wallet'] as const) assert.deepEqual(readFileSync(join(workspace, PLAYGROUND_NNS_FILES[key])), readFileSync(sources[key]), key);
    // A second start over the same (--workspace) folder: nothing to write, nothing of the user's touched.
    assert.deepEqual(writePlaygroundNnsFiles(workspace, sources), { written: [], kept: [] });
  });

  it('never overwrites a file of the user\'s', () => {
    const workspace = join(dir, 'workspace');
    mkdirSync(workspace);
    writeFileSync(join(workspace, 'wallet1_solo.json'), '{"mine":true}');
    assert.deepEqual(writePlaygroundNnsFiles(workspace, sources), { written: ['nns/nns.nef', 'nns/nns.manifest.json'], kept: ['wallet1_solo.json'] });
    assert.equal(readFileSync(join(workspace, 'wallet1_solo.json'), 'utf8'), '{"mine":true}');
  });

  it('PLAYGROUND.md says what to run, which files, the committee and its password', () => {
    const text = noNnsNotes({ committee: 'NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP' }).join('\n');
    assert.match(text, /no NNS contract is deployed/);
    assert.match(text, /\*\*Neo Name Service: Set Up NNS on This Chain…\*\*/);
    assert.ok(text.includes('`nns/nns.nef` and `nns/nns.manifest.json`'));
    assert.ok(text.includes('NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP in `wallet1_solo.json`'));
    assert.match(text, /password `one`/);
  });
});
