// The model's functions of names as code as one value, handed to the services, documents, language
// features and commands that use them: the feature bundle's entry gives the real ones, tests their own.
import type { NamesState, NamesStateOptions, NodeConfig } from '../../core';
import type {
  BatchConfirmationLines, ExportNamesFile, GroupPlan, ParseNamesFile, PlanNames, PlanText, SignabilityProblems, SplitBatch,
} from './api';

/** The core's read of a set of names, as the plan takes it. */
export type ReadNamesState = (node: NodeConfig, names: readonly string[], options: NamesStateOptions) => Promise<NamesState>;

export interface NamesModel {
  readonly parseNamesFile: ParseNamesFile;
  readonly signabilityProblems: SignabilityProblems;
  readonly planNames: PlanNames;
  readonly groupPlan: GroupPlan;
  readonly splitBatch: SplitBatch;
  readonly planText: PlanText;
  readonly batchConfirmationLines: BatchConfirmationLines;
  readonly exportNamesFile: ExportNamesFile;
  readonly readNamesState: ReadNamesState;
}
