// The write commands' tests share this: the fake editor, the real write service and write module, and a
// fake node of neo-go's NNS (writeNode.ts); a neo-express chain file whose wallets (Alice, Bob) and
// consensus node (the committee) sign; what the node was asked and sent.
import assert from 'node:assert/strict';
import { resetEditor, type QuickPickItemLike } from '../../support/fakeVscode';
import type { ContractWriteInfo } from '../../../../src/core/contracts/contractWriteInfo';
import type { DomainDetails } from '../../../../src/core/names/details';
import { readNeoExpressKeys, type SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import type { WriteService } from '../../../../src/services/write/writeService';
import type { WriteContext } from '../../../../src/commands/write/writeFlow';
import { writeInfoAt, type FakeNode } from '../../core/transactions/fakeNode';
import { fixtureAbi } from '../../model/write/fixtures';
import { generateKey, neoExpressFile } from '../../support/walletFiles';
import { fakeContext, loadedWrite, type FakeContext } from '../fakeContext';
import { startWriteNode } from './writeNode';

export const MAGIC = 1234567890;
export const FILE = 'chain/default.neo-express';

/** The text of the script an invokescript ran, enough to see the method called and its arguments. */
export const scriptOf = (call: { params: unknown[] }) => Buffer.from(String(call.params[0]), 'base64').toString('latin1');

/** A pick's answer: the row of the account with this address. */
export const pickAccount = (address: string) => (items: readonly QuickPickItemLike[]) => items.find((item) => (item.account as SigningAccount | undefined)?.address === address);
/** A pick's answer: the row with this label. */
export const pickLabel = (label: string) => (items: readonly QuickPickItemLike[]) => items.find((item) => item.label === label);

export interface WriteHarness {
  readonly nodeKey: ReturnType<typeof generateKey>;
  readonly ALICE: string;
  readonly BOB: string;
  readonly expressText: string;
  node: FakeNode;
  context: FakeContext;
  /** The context the commands get once the write commands are loaded. */
  ctx: FakeContext & WriteContext & { readonly write: WriteService };
  info: ContractWriteInfo;
  /** What isAvailable answers now. */
  available: boolean;
  sent(): Array<{ method: string; params: unknown[] }>;
  invoked(): string[];
  /** The details say `owner` holds `name` until 2027 (and the node, until 2028: what a renewal shows after), with `admin`. */
  holds(name: string, owner: string, admin?: string | null): void;
  /** The write commands loaded again, for another contract (a family's ABI). */
  useContract(file: Parameters<typeof fixtureAbi>[0]): Promise<void>;
}

/** Registers the hooks of the current describe: a fresh node, context and editor before each test. */
export function writeHarness(): WriteHarness {
  const nodeKey = generateKey();
  const alice = generateKey();
  const bob = generateKey();
  const expressText = neoExpressFile({ magic: MAGIC, nodes: [nodeKey], wallets: [{ name: 'alice', key: alice, label: 'Alice' }, { name: 'bob', key: bob }] });
  const harness = {
    nodeKey, ALICE: alice.account.address, BOB: bob.account.address, expressText, available: true,
    sent: () => harness.node.calls.filter((call) => call.method === 'sendrawtransaction'),
    invoked: () => harness.node.calls.filter((call) => call.method === 'invokescript').map(scriptOf),
    holds(name: string, owner: string, admin: string | null = null) {
      const details: DomainDetails = { name, state: 'active', expiration: Date.UTC(2027, 0, 1), owner: { address: owner, scriptHash: '0x00' }, admin: admin ? { address: admin, scriptHash: '0x00' } : null };
      harness.context.details.known.set(name, details);
      harness.context.details.onNode.set(name, { ...details, expiration: Date.UTC(2028, 0, 1) });
    },
    async useContract(file: Parameters<typeof fixtureAbi>[0]) {
      harness.context.writeInfo = { ...harness.info, contract: fixtureAbi(file) };
      harness.ctx = await loadedWrite(harness.context);
    },
  } as unknown as WriteHarness;

  beforeEach(async () => {
    resetEditor();
    harness.available = true;
    harness.node = await startWriteNode(MAGIC, () => harness.available);
    const abi = fixtureAbi('nft-nd-nns-neo-go');
    harness.context = fakeContext({ rpcUrl: harness.node.url, contractHash: abi.hash });
    harness.info = { ...writeInfoAt(MAGIC), contract: abi, committee: [Buffer.from(nodeKey.key.publicKey).toString('hex')] };
    harness.context.writeInfo = harness.info;
    const read = readNeoExpressKeys(expressText, FILE);
    assert.ok(read.ok);
    harness.context.chains.keyEntries = [...read.entries];
    harness.context.chains.walletTexts.set(FILE, expressText);
    harness.ctx = await loadedWrite(harness.context);
  });
  afterEach(() => harness.node.close());
  return harness;
}

