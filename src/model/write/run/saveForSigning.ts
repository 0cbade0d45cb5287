// Save for Signing Elsewhere…: the prepared transaction as a contract parameters context, with the
// signatures of the keys the workspace holds for its signers (read only now, wiped after), written where
// the user says and remembered by its hash (its bytes and words, never a key). Nothing is sent.
import { base64 } from '@scure/base';
import type { PreparedTransaction, PrivateKey, SignerStatus } from '../../../core/write';
import type { Localizer } from '../../text/localizer';
import type { KeySource, WriteModule } from '../accounts/keySource';
import type { SigningAccount } from '../accounts/signingAccounts';
import type { ConfirmationText } from '../words/confirmationText';
import { contextFileName, savedText } from '../words/contextText';
import type { SavedTransaction } from './savedTransactions';

/** What a saver writes and remembers. */
export interface ContextSaveRequest {
  /** The file's default name (`register-alice.neo.context.json`). */
  readonly fileName: string;
  /** The context file's text: public keys and signatures only. */
  readonly text: string;
  /** What the workspace remembers of it; the saver adds where and when. */
  readonly record: Omit<SavedTransaction, 'file' | 'savedAt'>;
}

/** Writes the file (the editor: a save dialog) and remembers the transaction; resolves with where it went, or undefined when the user left. */
export type ContextSaver = (request: ContextSaveRequest) => Promise<string | undefined>;

/** What a run that may be saved says of itself: the file's name before `.context.json`, and what follows its block. */
export interface SavingPlan {
  readonly stem: string;
  readonly after?: Pick<SavedTransaction, 'reload' | 'setUpContract'>;
}

export interface SaveInput {
  readonly write: WriteModule;
  readonly keySource: KeySource;
  readonly saver: ContextSaver;
  readonly plan: SavingPlan;
  readonly prepared: PreparedTransaction;
  readonly signers: readonly SigningAccount[];
  /** The confirmation as the operation words it (without the words of signing elsewhere): what Send Signed Transaction… shows again. */
  readonly confirmation: ConfirmationText;
  readonly title: string;
  readonly l10n: Localizer;
  readonly signal?: AbortSignal;
}

export type SaveResult =
  | { readonly kind: 'saved'; readonly file: string; readonly statuses: readonly SignerStatus[]; readonly message: string }
  /** The user closed the save dialog: nothing written. */
  | { readonly kind: 'notSaved' };

/** Saves the transaction for signing elsewhere; a key that cannot be read, or a file that cannot be written, throws. */
export async function saveForSigning(input: SaveInput): Promise<SaveResult> {
  const { write, prepared } = input;
  const keys: PrivateKey[] = [];
  let text: string;
  let data: Uint8Array;
  let statuses: SignerStatus[];
  try {
    for (const signer of input.signers) {
      if (signer.keyHolders.length > 0) keys.push(...(await input.keySource(signer, input.signal)));
    }
    const context = write.contextOf(prepared, { keys });
    text = write.serializeContext(context);
    data = context.data;
    statuses = write.signingStatus(context);
  } finally {
    for (const key of keys) key.wipe();
  }
  const file = await input.saver({
    fileName: contextFileName(input.plan.stem),
    text,
    record: {
      hash: prepared.hash, network: prepared.network.magic, data: base64.encode(data), validUntilBlock: prepared.validUntilBlock,
      rpcUrl: prepared.node.rpcUrl, contractHash: prepared.node.contractHash, title: input.title,
      message: input.confirmation.message, detail: input.confirmation.detail, ...input.plan.after,
    },
  });
  if (file === undefined) return { kind: 'notSaved' };
  return { kind: 'saved', file, statuses, message: savedText(file, statuses, prepared, input.l10n) };
}
