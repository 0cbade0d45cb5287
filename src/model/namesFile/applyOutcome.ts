// How an apply of a names file's batches ended: the batches in blocks, where it stopped and why, what
// shows the changes. Its words are applyText.ts's.
import type { RefusalText } from '../write/words/refusalText';
import type { ReloadPlan } from '../write/operations/operationSpec';
import type { Fees, RunStage } from '../write/run/runTransaction';
import type { NameChange, PlannedBatch } from './api';

/** A batch in a block. */
export interface BatchDone {
  readonly batch: PlannedBatch;
  readonly hash: string;
  readonly fees: Fees;
  readonly reported: string;
}

export type ApplyEnd =
  | { readonly kind: 'done' }
  /** The user did not sign this batch: it and those after it were not sent. */
  | { readonly kind: 'declined'; readonly batch: PlannedBatch }
  /** Stopped at this batch; `change`: the one whose call FAULTs in the test invocation. */
  | {
    readonly kind: 'failed'; readonly batch: PlannedBatch; readonly stage: RunStage; readonly refusal: RefusalText;
    readonly change?: NameChange; readonly hash?: string; readonly fees?: Fees;
  };

export interface ApplyOutcome {
  /** The batches in blocks, in order. */
  readonly done: readonly BatchDone[];
  readonly end: ApplyEnd;
  /** What shows the changes that are in: their names, the owners whose lists changed, All Domains. */
  readonly reload: ReloadPlan;
  /** Transactions planned, splits included. */
  readonly transactions: number;
}
