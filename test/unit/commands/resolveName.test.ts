import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { NnsError, type NodeConfig, type ResolveResult, type ResolveType } from '../../../src/core';
import { copyScriptHash } from '../../../src/commands/copyScriptHash';
import { resolveName, type ResolveContext } from '../../../src/commands/resolveName';
import { CommandIds } from '../../../src/model/ids';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import { validateSettings } from '../../../src/model/chains/settingsValidation';
import { detailsUri } from '../../../src/services/uris';
import { leaf, NODE } from './fakeContext';

const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const HASH = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const settle = () => new Promise((resolve) => setImmediate(resolve));

function context(answer: (name: string, type: ResolveType) => ResolveResult | Error, values: Record<string, unknown> = {}) {
  const asked: string[] = [];
  const all: Record<string, unknown> = { rpcUrl: NODE.rpcUrl, contractHash: NODE.contractHash, ...values };
  const ctx: ResolveContext = {
    settings: { read: () => validateSettings((name) => ({ globalValue: all[name] }), true) },
    lookups: {
      resolve: (_node: NodeConfig, name: string, type: ResolveType) => {
        asked.push(`${name} ${type}`);
        const result = answer(name, type);
        return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
      },
    },
    l10n,
  };
  return { ctx, asked };
}

const found = (asked: string, type: ResolveType, data: string): ResolveResult => ({ kind: 'found', data, asked, type, steps: [{ name: asked }], retraced: true });

describe('commands/resolveName and copyScriptHash', () => {
  beforeEach(resetEditor);

  it('from the palette: the name checked as it is typed, then the kind, then the answer with Copy', async () => {
    const { ctx, asked } = context((name, type) => found(name, type, '203.0.113.7'));
    editor.inputBoxAnswers.push('alice.neo.');
    editor.quickPickAnswers.push((items) => items.find((item) => item.label === 'A'));
    editor.messageAnswers.push('Copy');
    const outcome = await resolveName(ctx);
    assert.equal(outcome?.report.message, 'alice.neo A → 203.0.113.7');
    assert.deepEqual(asked, ['alice.neo A']);
    const box = editor.inputBoxes[0]!;
    assert.match(box.validateInput?.('Alice.neo') ?? '', /lowercase/);
    assert.equal(box.validateInput?.('www.alice.neo'), undefined);
    assert.deepEqual(editor.quickPicks[0]!.items.map((item) => item.label), ['A', 'AAAA', 'TXT', 'CNAME', 'Neo Address']);
    assert.deepEqual(editor.messages, [{ kind: 'information', text: 'alice.neo A → 203.0.113.7', items: ['Copy'] }]);
    await settle();
    assert.equal(editor.clipboard, '203.0.113.7');
  });

  it('from the palette with a details document active: its name is offered in the input box', async () => {
    const { ctx } = context((name, type) => found(name, type, '203.0.113.7'));
    editor.activeTextEditor = { document: { uri: detailsUri('open.neo') } };
    await resolveName(ctx);
    assert.equal(editor.inputBoxes[0]?.value, 'open.neo');
  });

  it('NEP-18 from a row: the address, and Show in Owner Domains with the address decoded here', async () => {
    const { ctx, asked } = context((name, type) => found(name, type, `address=${ADDRESS}`));
    editor.messageAnswers.push('Show in Owner Domains');
    const outcome = await resolveName(ctx, leaf('alice.neo'), 'NEP18');
    assert.deepEqual(asked, ['alice.neo TXT']);
    assert.equal(outcome?.report.address?.scriptHash, HASH);
    assert.deepEqual(editor.messages[0]?.items, ['Show in Owner Domains', 'Copy']);
    await settle();
    assert.deepEqual(editor.executed, [{ command: CommandIds.lookUpOwner, args: [ADDRESS] }]);
  });

  it('no answer is a warning in plain words; a failure names the node\'s problem; links in chain data are neutralized', async () => {
    const { ctx } = context((name, type) => ({ kind: 'notRegistered', name, asked: name, type, steps: [{ name }], retraced: true }));
    await resolveName(ctx, 'nobody.neo', 'A');
    assert.deepEqual(editor.messages.at(-1), { kind: 'warning', text: 'nobody.neo is not registered: nobody holds it.', items: [] });
    const failing = context(() => new NnsError('NETWORK', 'Could not reach the node'));
    assert.equal(await resolveName(failing.ctx, 'alice.neo', 'A'), undefined);
    assert.match(editor.messages.at(-1)?.text ?? '', /^alice\.neo could not be resolved: /);
    const hostile = context((name, type) => found(name, type, '[x](command:workbench.action.openSettings)'));
    await resolveName(hostile.ctx, 'alice.neo', 'TXT');
    assert.equal(editor.messages.at(-1)?.text, 'alice.neo TXT → [x] (command:workbench.action.openSettings)');
  });

  it('checks first: an expired or unregistered name is said so before any kind is asked; a CNAME that leads to one still asks', async () => {
    const expired = context((name, type) => ({ kind: 'expired', name, asked: name, type, steps: [{ name }], retraced: true }));
    const outcome = await resolveName(expired.ctx, 'old.neo');
    assert.equal(editor.quickPicks.length, 0, 'no kind asked');
    assert.equal(outcome?.report.message, 'old.neo has expired: the contract no longer resolves it.');
    assert.deepEqual(expired.asked, ['old.neo A']);
    const nobody = context((name, type) => ({ kind: 'notRegistered', name, asked: name, type, steps: [{ name }], retraced: true }));
    await resolveName(nobody.ctx, 'nobody.neo');
    assert.deepEqual([editor.quickPicks.length, editor.messages.at(-1)?.text], [0, 'nobody.neo is not registered: nobody holds it.']);
    // www.a.neo → old.neo (expired): its own CNAME record may still be asked for.
    const chained = context((name, type) => ({ kind: 'expired', name: 'old.neo', asked: name, type, steps: [{ name, cname: 'old.neo' }, { name: 'old.neo' }], retraced: true }));
    editor.quickPickAnswers.push((items) => items.find((item) => item.label === 'TXT'));
    await resolveName(chained.ctx, 'www.a.neo');
    assert.deepEqual([editor.quickPicks.length, chained.asked], [1, ['www.a.neo A', 'www.a.neo TXT']]);
  });

  it('refuses a name the NNS cannot hold, and invalid node settings, before any request', async () => {
    const { ctx, asked } = context((name, type) => found(name, type, 'x'));
    await resolveName(ctx, 'Bad Name', 'A');
    assert.match(editor.messages.at(-1)?.text ?? '', /cannot be part of an NNS name/);
    const broken = context((name, type) => found(name, type, 'x'), { rpcUrl: 'nope' });
    await resolveName(broken.ctx, 'alice.neo', 'A');
    assert.match(editor.messages.at(-1)?.text ?? '', /RPC URL/);
    assert.deepEqual([...asked, ...broken.asked], []);
  });

  it('Copy Script Hash copies the hash of an address or hash it is given, or of one typed', async () => {
    assert.equal(await copyScriptHash({ l10n }, ADDRESS), HASH);
    assert.equal(editor.clipboard, HASH);
    editor.inputBoxAnswers.push(`0X${HASH.slice(2).toUpperCase()}`);
    assert.equal(await copyScriptHash({ l10n }), HASH);
    assert.equal(await copyScriptHash({ l10n }, 'Nbad'), undefined);
    assert.match(editor.messages.at(-1)?.text ?? '', /not a Neo N3 address|34 characters/);
  });
});
