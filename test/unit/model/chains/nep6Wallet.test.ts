import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mayBeNep6Wallet, readNep6Wallet } from '../../../../src/model/chains/nep6Wallet';
import { MAX_ACCOUNTS_PER_FILE, MAX_CHAIN_FILE_BYTES } from '../../../../src/model/chains/workspaceChain';

const text = readFileSync(join(__dirname, '../../../fixtures/local-chain/wallets/dev.wallet.json'), 'utf8');
const wallet = () => JSON.parse(text) as Record<string, unknown> & { accounts: Array<Record<string, unknown>> };

describe('model/chains/nep6Wallet', () => {
  it('reads the wallet\'s name and each account\'s address and label (NEP-6 shape)', () => {
    assert.ok(mayBeNep6Wallet(text));
    assert.deepEqual(readNep6Wallet(text, 'wallets/dev.wallet.json'), {
      ok: true,
      nodes: [],
      accounts: [
        { address: 'NfKKQCxe2er6Vvs1ichm6aEiDeQoht6t4B', scriptHash: `0x${'d4'.repeat(20)}`, label: 'alice', wallet: 'dev wallet', file: 'wallets/dev.wallet.json' },
        { address: 'NgsZLHFFwfYZ62QV7unv4aiq8M2bvhPneQ', scriptHash: `0x${'e5'.repeat(20)}`, label: '', wallet: 'dev wallet', file: 'wallets/dev.wallet.json' },
      ],
    });
  });

  it('never keeps the encrypted key', () => {
    assert.ok(!JSON.stringify(readNep6Wallet(text, 'w.json')).includes('6PY'));
  });

  it('names a wallet without a name by its file', () => {
    const read = readNep6Wallet(JSON.stringify({ ...wallet(), name: null }), 'dir/my.json');
    assert.equal(read.ok && read.accounts[0]?.wallet, 'my.json');
  });

  it('refuses what is not a NEP-6 wallet, too large a file, or too many accounts, saying why', () => {
    const cases: Array<[string, RegExp]> = [
      ['{"scrypt"', /^not JSON$/],
      [JSON.stringify({ name: 'package', version: '1.0.0', dependencies: {} }), /^not a NEP-6 wallet \(scrypt/],
      [JSON.stringify({ ...wallet(), accounts: 'all' }), /accounts/],
      [JSON.stringify({ ...wallet(), accounts: Array.from({ length: MAX_ACCOUNTS_PER_FILE + 1 }, () => wallet().accounts[0]) }), /accounts/],
      [`${text}${' '.repeat(MAX_CHAIN_FILE_BYTES)}`, /larger than/],
    ];
    for (const [input, reason] of cases) {
      const read = readNep6Wallet(input, 'x.json');
      assert.equal(read.ok, false, input.slice(0, 40));
      assert.match(read.ok ? '' : read.reason, reason);
    }
  });

  it('leaves out an account whose address is not an N3 address (a script hash, a bad checksum, a look-alike)', () => {
    const read = readNep6Wallet(JSON.stringify({ ...wallet(), accounts: [
      { address: `0x${'d4'.repeat(20)}`, label: 'hash' },
      { address: 'NfKKQCxe2er6Vvs1ichm6aEiDeQoht6t4C', label: 'checksum' },
      { address: 'NfKKQCxe2er6Vvs1ichm6aEiDeQoht6t4\u0392', label: 'greek' },
      { address: 'NgsZLHFFwfYZ62QV7unv4aiq8M2bvhPneQ', label: 'ok\u0000\u202E' },
    ] }), 'x.json');
    assert.deepEqual(read.ok && read.accounts.map((account) => account.address), ['NgsZLHFFwfYZ62QV7unv4aiq8M2bvhPneQ']);
    assert.ok(read.ok && !(read.accounts[0]?.label ?? '').includes('\u0000') && !(read.accounts[0]?.label ?? '').includes('\u202E'));
  });

  it('does not look further into a JSON file without "scrypt" and "accounts"', () => {
    assert.equal(mayBeNep6Wallet('{"name":"x","accounts":[]}'), false);
  });
});
