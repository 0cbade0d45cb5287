import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readNeoExpressFile } from '../../../../src/model/chains/neoExpressFile';
import { MAX_ACCOUNTS_PER_FILE, MAX_CHAIN_FILE_BYTES } from '../../../../src/model/chains/workspaceChain';

const FIXTURE = join(__dirname, '../../../fixtures/local-chain/default.neo-express');
const text = readFileSync(FIXTURE, 'utf8');
const chain = () => JSON.parse(text) as Record<string, unknown> & { wallets: Array<{ name: unknown; accounts: Array<Record<string, unknown>> }> };

describe('model/chains/neoExpressFile', () => {
  it('reads the consensus nodes (RPC port on localhost, named by file and node) and every wallet\'s accounts', () => {
    const read = readNeoExpressFile(text, 'chain/default.neo-express');
    assert.deepEqual(read, {
      ok: true,
      nodes: [{ url: 'http://localhost:50012', label: 'default.neo-express · node1', file: 'chain/default.neo-express' }],
      accounts: [
        { address: 'Naebbz6nHckijeEbWjSJCYnMVYZREr6Leq', scriptHash: `0x${'a1'.repeat(20)}`, label: '', wallet: 'node1', file: 'chain/default.neo-express' },
        { address: 'NcCqY4PQCdTBKjn4v2XTAZGUQFBDMHxjKx', scriptHash: `0x${'b2'.repeat(20)}`, label: 'Consensus MultiSigContract', wallet: 'node1', file: 'chain/default.neo-express' },
        { address: 'Ndm5U8g27e9duqKYKKcc8ZkbJwo1aKuyPG', scriptHash: `0x${'c3'.repeat(20)}`, label: '', wallet: 'alice', file: 'chain/default.neo-express' },
      ],
    });
  });

  it('never keeps a private key', () => {
    const read = readNeoExpressFile(text, 'default.neo-express');
    assert.ok(!JSON.stringify(read).includes('0000000000000000000000000000000000000000000000000000000000000001'));
    assert.ok(!JSON.stringify(read).includes('private'));
  });

  it('refuses what is not a chain file, saying why', () => {
    const cases: Array<[string, RegExp]> = [
      ['{ "magic": 1, ', /^not JSON$/],
      ['[]', /^not a neo-express chain file/],
      [JSON.stringify({ ...chain(), 'consensus-nodes': [] }), /consensus-nodes/],
      [JSON.stringify({ ...chain(), 'consensus-nodes': [{ 'rpc-port': '50012' }] }), /rpc-port/],
      [JSON.stringify({ ...chain(), magic: -1 }), /magic/],
      [`${text}${' '.repeat(MAX_CHAIN_FILE_BYTES)}`, /larger than/],
    ];
    for (const [input, reason] of cases) {
      const read = readNeoExpressFile(input, 'x.neo-express');
      assert.equal(read.ok, false, input.slice(0, 40));
      assert.match(read.ok ? '' : read.reason, reason);
    }
  });

  it('refuses a file of too many accounts rather than show a part', () => {
    const many = chain();
    const account = many.wallets[0]?.accounts[0] ?? {};
    many.wallets = [{ name: 'bulk', accounts: Array.from({ length: MAX_ACCOUNTS_PER_FILE + 1 }, () => account) }];
    const read = readNeoExpressFile(JSON.stringify(many), 'x.neo-express');
    assert.equal(read.ok, false);
  });

  it('shows hostile labels and names as plain single lines, and leaves out accounts that are not addresses', () => {
    const hostile = chain();
    hostile.wallets = [{ name: 'evil\nname\u202E$(alert)', accounts: [
      { 'script-hash': 'Ndm5U8g27e9duqKYKKcc8ZkbJwo1aKuyPG', label: `x${'y'.repeat(500)}\r\n[link](command:evil)` },
      { 'script-hash': 'not an address', label: 'gone' },
      { 'script-hash': 'Ndm5U8g27e9duqKYKKcc8ZkbJwo1aKuyPh', label: 'bad checksum' },
    ] }];
    const read = readNeoExpressFile(JSON.stringify(hostile).replace(/^\{/, '{"__proto__":{"polluted":true},'), 'x.neo-express');
    assert.ok(read.ok);
    const alice = read.accounts.filter((account) => account.wallet !== 'node1');
    assert.equal(alice.length, 1);
    assert.ok(!/[\r\n\u202E]/.test(alice[0]?.wallet ?? '') && !/[\r\n]/.test(alice[0]?.label ?? ''));
    assert.ok((alice[0]?.label.length ?? 0) <= 81);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});
