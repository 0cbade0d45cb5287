// The entry of names as code's bundle (dist/namesFile.js, dist/web/namesFile.js), loaded the first time
// a names file is open or one of its commands runs: the model's functions, the editor of names files
// (diagnostics, CodeLens, plan documents) and the commands Plan, Apply, Export and Renew Expiring.
import { readNamesState } from '../../core';
import { exportNamesFile as exportText } from '../../model/namesFile/export';
import { groupPlan, splitBatch } from '../../model/namesFile/group';
import type { NamesModel } from '../../model/namesFile/namesModel';
import { planNames } from '../../model/namesFile/plan';
import { batchConfirmationLines, planText } from '../../model/namesFile/planText';
import { signabilityProblems } from '../../model/namesFile/signability';
import { parseNamesFile } from '../../model/namesFile/syntax';
import { applyNamesFile } from '../namesFile/applyNamesFile';
import { exportNamesFile } from '../namesFile/exportNamesFile';
import { NamesFilesEditor, type NamesFilesParts } from '../namesFile/namesFilesEditor';
import { planNamesFile } from '../namesFile/planNamesFile';
import { renewExpiringNames } from '../namesFile/renewExpiringNames';
import type { FeatureCommandsOf } from './featureCommandTable';
import { featureCommandRunner, type FeatureCommandFunction } from './featureEntry';

const MODEL: NamesModel = {
  parseNamesFile, signabilityProblems, planNames, groupPlan, splitBatch, planText, batchConfirmationLines, exportNamesFile: exportText, readNamesState,
};

export const NAMES_FILE_FUNCTIONS = {
  planNamesFile: (context, file) => planNamesFile(context, file),
  applyNamesFile: (context, file) => applyNamesFile(context, file),
  exportNamesFile: (context, arg, selected, options) => exportNamesFile(context, arg, selected, options),
  renewExpiringNames: (context) => renewExpiringNames(context),
} satisfies Record<FeatureCommandsOf<'namesFile'>, FeatureCommandFunction>;

export const runCommand = featureCommandRunner(NAMES_FILE_FUNCTIONS);

/** The editor of names files, started once by the main bundle (commands/features/lazyNamesFiles.ts). */
export function startNamesFiles(parts: NamesFilesParts): NamesFilesEditor {
  return new NamesFilesEditor(parts, MODEL);
}
