// Add Root… and Set Price… with the fake editor, the real write service and write module, against a
// fake node whose contract is neo-go's NNS: the committee's account assembled from a neo-express
// consensus wallet signs; the root and price are checked as typed; a workspace without the
// committee's key is told so before anything is asked; no contract on the node, nothing asked.
import assert from 'node:assert/strict';
import { editor, resetEditor } from '../../support/fakeVscode';
import * as write from '../../../../src/core/write';
import { addRoot, setPrice } from '../../../../src/commands/setup/committeeCommands';
import { readNeoExpressKeys } from '../../../../src/model/write/signingAccounts';
import { writeInfoAt, type FakeNode } from '../../core/transactions/fakeNode';
import { fixtureAbi } from '../../model/write/fixtures';
import { generateKey, neoExpressFile } from '../../support/walletFiles';
import { fakeContext, loadedWrite, type FakeContext } from '../fakeContext';
import { startWriteNode } from '../write/writeNode';

const MAGIC = 1234567890;
const FILE = 'chain/default.neo-express';

/** The text of the script an invokescript ran, enough to see the method and its argument. */
const scriptOf = (call: { params: unknown[] }) => Buffer.from(String(call.params[0]), 'base64').toString('latin1');

describe('commands/setup/committeeCommands', function () {
  this.timeout(10_000);
  const nodeKey = generateKey();
  const alice = generateKey();
  const expressText = neoExpressFile({ magic: MAGIC, nodes: [nodeKey], wallets: [{ name: 'alice', key: alice }] });
  const committee = write.committeeAccountOf([Buffer.from(nodeKey.key.publicKey).toString('hex')]);

  let node: FakeNode;
  let context: FakeContext;
  const sent = () => node.calls.filter((call) => call.method === 'sendrawtransaction').length;

  beforeEach(async () => {
    resetEditor();
    node = await startWriteNode(MAGIC);
    const abi = fixtureAbi('nft-nd-nns-neo-go');
    context = fakeContext({ rpcUrl: node.url, contractHash: abi.hash });
    context.writeInfo = { ...writeInfoAt(MAGIC), contract: abi, committee: [Buffer.from(nodeKey.key.publicKey).toString('hex')] };
    const read = readNeoExpressKeys(expressText, FILE);
    assert.ok(read.ok);
    context.chains.keyEntries = [...read.entries];
    context.chains.walletTexts.set(FILE, expressText);
  });
  afterEach(() => node.close());

  it('Add Root…: the root checked as typed, one confirmation naming the committee, signed by it and sent', async () => {
    editor.inputBoxAnswers.push('dev');
    editor.messageAnswers.push('Sign and Send');
    const outcome = await addRoot(await loadedWrite(context));
    assert.ok(outcome?.kind === 'done', JSON.stringify(editor.messages));
    const [box] = editor.inputBoxes;
    assert.equal(box?.title, 'Add Root: the new top-level domain');
    const validate = box?.validateInput as (text: string) => string | undefined;
    assert.deepEqual(['dev', 'Dev', 'a-', 'x'.repeat(17)].map((text) => validate(text)), [
      undefined, 'a root starts with a lower-case letter (a–z)', 'a root cannot end with a hyphen', 'a root is at most 16 characters; this one has 17',
    ]);
    const modal = editor.messages.find((message) => message.modal);
    assert.ok(modal?.detail?.includes(committee.address), modal?.detail);
    assert.equal(sent(), 1);
    assert.ok(node.calls.filter((call) => call.method === 'invokescript').map(scriptOf).some((script) => script.includes('addRoot') && script.includes('dev')));
    assert.deepEqual(context.chains.walletsRead, [FILE]);
  });

  it('Add Root… with a root given offers it in the box', async () => {
    editor.inputBoxAnswers.push(undefined);
    assert.equal(await addRoot(await loadedWrite(context), ' test '), undefined);
    assert.equal(editor.inputBoxes[0]?.value, 'test');
    assert.equal(node.calls.length, 0);
  });

  it('Set Price…: the price in GAS, the development price offered, checked as the contracts check it', async () => {
    editor.inputBoxAnswers.push('0.5');
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setPrice(await loadedWrite(context));
    assert.ok(outcome?.kind === 'done', JSON.stringify(editor.messages));
    const [box] = editor.inputBoxes;
    assert.deepEqual([box?.title, box?.value], ['Set Price: the price of a name', '0.01']);
    const validate = box?.validateInput as (text: string) => string | undefined;
    assert.deepEqual(['1', '0', 'x', '20000'].map((text) => validate(text)), [
      undefined, 'a price is at least 0.00000001 GAS: registration burns it, and burning nothing fails', 'A GAS amount, such as 0.01', 'a price is at most 10,000 GAS',
    ]);
    assert.ok(node.calls.filter((call) => call.method === 'invokescript').map(scriptOf).some((script) => script.includes('setPrice')));
    assert.equal(sent(), 1);
  });

  it('a workspace without the committee\'s key: told whose keys are missing, nothing asked or sent', async () => {
    const read = readNeoExpressKeys(neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alice', key: alice }] }), FILE);
    assert.ok(read.ok);
    context.chains.keyEntries = [...read.entries];
    assert.equal(await setPrice(await loadedWrite(context)), undefined);
    assert.match(editor.messages[0]?.text ?? '', new RegExp(`^The workspace holds 0 of the 1 keys the committee ${committee.address} needs`));
    assert.deepEqual([editor.inputBoxes.length, sent()], [0, 0]);
  });

  it('no contract at the settings\' hash: said, nothing asked', async () => {
    context.writeInfo = { ...context.writeInfo!, contract: undefined };
    assert.equal(await addRoot(await loadedWrite(context)), undefined);
    assert.match(editor.messages[0]?.text ?? '', /^There is no contract 0x[0-9a-f]{40} on /);
    assert.equal(editor.inputBoxes.length, 0);
  });
});
