// The names-file commands' tests share this: the write commands' harness (the real write service and
// write module, a fake node of neo-go's NNS, Alice and Bob of a neo-express file), the editor of names
// files over a stand-in of the model whose plan each test gives, and the context that reaches it.
import { EventEmitter, Uri } from '../../support/fakeVscode';
import type { NamesPlan } from '../../../../src/model/namesFile/api';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { NamesFilesEditor } from '../../../../src/commands/namesFile/namesFilesEditor';
import type { NameOnChain } from '../../../../src/core';
import type { SettingsChange } from '../../../../src/services/settings';
import type { WriteService } from '../../../../src/services/write/writeService';
import { fakeModel, planOf } from '../../model/namesFile/namesFileFixtures';
import { writeHarness, type WriteHarness } from '../write/writeHarness';

export const FILE = Uri.from({ scheme: 'file', path: '/workspace/mydapp.nns.json' });
export const TEXT = '{ "names": { "alice.neo": {} } }';

export interface NamesFileHarness {
  readonly write: WriteHarness;
  editor: NamesFilesEditor;
  model: ReturnType<typeof fakeModel>;
  /** What the model's plan answers now. */
  plan: () => NamesPlan;
  /** What the model's read of names answers, by name (free otherwise). */
  readonly states: Map<string, NameOnChain>;
  /** The names the contract lists for an owner, by script hash. */
  readonly lists: Map<string, string[]>;
  readonly settingsChanged: EventEmitter<SettingsChange>;
  readonly cleared: EventEmitter<void>;
  readonly detailsChanged: EventEmitter<readonly string[] | undefined>;
  /** The workspace account of this address (the express file's). */
  account(address: string): Promise<SigningAccount>;
}

export function namesFileHarness(): NamesFileHarness {
  const write = writeHarness();
  const harness = {
    write, plan: () => planOf([]), states: new Map<string, NameOnChain>(), lists: new Map<string, string[]>(),
    settingsChanged: new EventEmitter<SettingsChange>(), cleared: new EventEmitter<void>(), detailsChanged: new EventEmitter<readonly string[] | undefined>(),
    async account(address: string) {
      const service = (write.ctx as unknown as { write: WriteService }).write;
      const accounts = await service.accounts(write.info);
      const found = accounts.find((account) => account.address === address);
      if (!found) throw new Error(`no account ${address}`);
      return found;
    },
  } as unknown as NamesFileHarness;
  beforeEach(() => {
    harness.states.clear();
    harness.lists.clear();
    harness.plan = () => planOf([]);
    harness.model = fakeModel({ plan: () => harness.plan(), states: harness.states });
    const { context } = write;
    harness.editor = new NamesFilesEditor({
      settings: { read: () => context.settings.read(), knowledge: context.settings.knowledge, onDidChange: harness.settingsChanged.event },
      chains: context.chains,
      log: { onRequest: () => undefined, note: (line) => context.log.note(line) },
      l10n,
      write: context.write,
      details: { onDidClear: harness.cleared.event, store: { onDidChange: (listener) => harness.detailsChanged.event(listener) } },
      readInfo: () => (context.writeInfo ? Promise.resolve(context.writeInfo) : Promise.reject(new Error('no node'))),
      listOwner: (_node, scriptHash) => Promise.resolve({
        names: harness.lists.get(scriptHash) ?? [], invalidUtf8: [], complete: true, strategy: 'expanded', gasConsumed: 0n, requests: 1, addressVersion: 53,
      }),
    }, harness.model);
    const editor = harness.editor;
    context.namesFiles = { editor: () => Promise.resolve(editor) };
  });
  afterEach(() => harness.editor.dispose());
  return harness;
}
