// The entry of the test build, bundled only for the integration suites and the benchmark (scripts/lib/
// testExtension.mts): the product's own wiring, and the test API over what it built as activate()'s value.
import type * as vscode from 'vscode';
import { wireExtension } from '../../../src/wiring';
import type { NnsExplorerApi } from './api';
import { createTestingApi } from './testingApi';

export function activate(context: vscode.ExtensionContext): NnsExplorerApi {
  const started = performance.now();
  const wired = wireExtension(context);
  return { testing: createTestingApi({ ...wired, activationMs: performance.now() - started }) };
}

export { deactivate } from '../../../src/extension';
