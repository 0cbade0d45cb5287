// Turns raw setting values into the settings in force: a validated node configuration, owner and
// warning period, using the core's own validators so the editor and the core agree on what is valid.
// The one place where settings become a node configuration; services/settings.ts reads them.
import {
  ADDRESS_VERSION, NnsError, normalizeContractHash, normalizeRpcUrl, parseOwner, type AddressVersion, type NodeConfig, type NodeKnowledge, type Owner,
} from '../../core';
import { DEFAULT_WARNING_DAYS, MAX_WARNING_DAYS } from '../details/expiry';
import type { SettingName } from '../ids';

/** What `WorkspaceConfiguration.inspect()` reports for one setting (the parts we use). */
export interface InspectedSetting<T> {
  defaultValue?: T;
  globalValue?: T;
  workspaceValue?: T;
  workspaceFolderValue?: T;
}

export interface EffectiveSetting<T> {
  value: T | undefined;
  /** True when the workspace set a value that was ignored because the workspace is untrusted. */
  ignoredWorkspaceValue: boolean;
}

/**
 * The value in force. In an untrusted workspace, workspace and folder values are ignored, so a
 * cloned repository cannot point the extension at another node or contract.
 */
export function effectiveSetting<T>(inspected: InspectedSetting<T> | undefined, trusted: boolean): EffectiveSetting<T> {
  if (!inspected) return { value: undefined, ignoredWorkspaceValue: false };
  const user = inspected.globalValue ?? inspected.defaultValue;
  if (trusted) {
    return { value: inspected.workspaceFolderValue ?? inspected.workspaceValue ?? user, ignoredWorkspaceValue: false };
  }
  const ignored = inspected.workspaceFolderValue !== undefined || inspected.workspaceValue !== undefined;
  return { value: user, ignoredWorkspaceValue: ignored };
}

/** The settings that can redirect the extension: an untrusted workspace's values of them are ignored. */
export const TRUST_REQUIRED: readonly SettingName[] = ['rpcUrl', 'contractHash'];

/** Where the value in force of `name` is set: the workspace's settings, or the user's (also for a default). */
export function settingScope(name: SettingName, inspected: InspectedSetting<unknown> | undefined, trusted: boolean): 'workspace' | 'user' {
  const fromWorkspace = inspected?.workspaceFolderValue !== undefined || inspected?.workspaceValue !== undefined;
  return fromWorkspace && (trusted || !TRUST_REQUIRED.includes(name)) ? 'workspace' : 'user';
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: NnsError };

/** Every `nns.*` setting, validated. */
export interface Settings {
  readonly node: Checked<NodeConfig>;
  readonly owner: Checked<Owner | undefined>;
  /** Names expiring within this many days get a warning; invalid values fall back to 30. */
  readonly expiryWarningDays: Checked<number>;
  /** `nns.hovers.enabled`: hovers on addresses and names in text files (anything but `false` is on). */
  readonly hoversEnabled: boolean;
  /**
   * The node's address version, learnt by a listing (getversion's `protocol.addressversion`); null
   * while the node has not been asked: then an address of any version but Neo Legacy's is taken.
   */
  readonly addressVersion: AddressVersion;
  /** The configured URL as typed, for messages even when it is invalid. */
  readonly rpcUrlText: string | undefined;
  /** Settings whose workspace value was ignored because the workspace is not trusted. */
  readonly ignoredWorkspaceValues: readonly SettingName[];
}

/** What VS Code knows of one setting (`WorkspaceConfiguration.inspect`). */
export type InspectSetting = (name: SettingName) => InspectedSetting<unknown> | undefined;

/**
 * The settings in force. Only the node settings can redirect the extension, so only they need trust.
 * `knowledge`: what the nodes taught, for the owner's address version (none: no node asked yet).
 */
export function validateSettings(inspect: InspectSetting, trusted: boolean, knowledge?: Pick<NodeKnowledge, 'addressVersion'>): Settings {
  const inForce = (name: SettingName) => effectiveSetting(inspect(name), trusted || !TRUST_REQUIRED.includes(name));
  const rpcUrl = inForce('rpcUrl');
  const contractHash = inForce('contractHash');
  // The owner only chooses which names to list, so a workspace may set it even when untrusted.
  const owner = inForce('owner');
  // Only how names are marked, so a workspace may set it even when untrusted.
  const expiryWarningDays = inForce('expiryWarningDays');
  const node = checkNodeConfig(rpcUrl.value, contractHash.value);
  const addressVersion = node.ok ? knowledge?.addressVersion(node.value.rpcUrl) ?? null : null;
  return {
    node,
    owner: checkOwner(owner.value, addressVersion),
    addressVersion,
    expiryWarningDays: checkWarningDays(expiryWarningDays.value),
    // Hovers ask only the node in force, so a workspace may turn them on or off even when untrusted.
    hoversEnabled: inForce('hovers.enabled').value !== false,
    rpcUrlText: typeof rpcUrl.value === 'string' ? rpcUrl.value : undefined,
    ignoredWorkspaceValues: TRUST_REQUIRED.filter((name) => inForce(name).ignoredWorkspaceValue),
  };
}

function notAString(field: SettingName): NnsError {
  return new NnsError('INVALID_INPUT', `nns.${field} must be a string.`, { field });
}

function check<T>(field: SettingName, raw: unknown, parse: (text: string) => T): Checked<T> {
  if (typeof raw !== 'string') return { ok: false, error: notAString(field) };
  try {
    return { ok: true, value: parse(raw.trim()) };
  } catch (error) {
    if (error instanceof NnsError) {
      // The core names its own field; make sure the setting is named even if it did not.
      return { ok: false, error: error.field ? error : new NnsError('INVALID_INPUT', error.message, { field, cause: error }) };
    }
    return { ok: false, error: new NnsError('INVALID_INPUT', String(error), { field, cause: error }) };
  }
}

export function checkNodeConfig(rawRpcUrl: unknown, rawContractHash: unknown): Checked<NodeConfig> {
  const rpcUrl = check('rpcUrl', rawRpcUrl, normalizeRpcUrl);
  if (!rpcUrl.ok) return rpcUrl;
  const contractHash = check('contractHash', rawContractHash, normalizeContractHash);
  if (!contractHash.ok) return contractHash;
  return { ok: true, value: { rpcUrl: rpcUrl.value, contractHash: contractHash.value } };
}

export type { Owner };

/** `undefined` value: no owner configured (empty or blank). An address is read with the node's `version`. */
export function checkOwner(raw: unknown, version: AddressVersion = ADDRESS_VERSION): Checked<Owner | undefined> {
  if (raw === undefined || raw === null) return { ok: true, value: undefined };
  if (typeof raw === 'string' && raw.trim() === '') return { ok: true, value: undefined };
  return check('owner', raw, (text) => parseOwner(text, version));
}

/**
 * `nns.expiryWarningDays`: a whole number of days from 0 (no warning) to 3650. The Settings editor
 * checks the schema; a value it let through anyway (settings.json) falls back to the default.
 */
export function checkWarningDays(raw: unknown): Checked<number> {
  if (raw === undefined || raw === null) return { ok: true, value: DEFAULT_WARNING_DAYS };
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw <= MAX_WARNING_DAYS) return { ok: true, value: raw };
  return {
    ok: false,
    error: new NnsError('INVALID_INPUT', `nns.expiryWarningDays must be a whole number from 0 to ${MAX_WARNING_DAYS}; using ${DEFAULT_WARNING_DAYS}.`, {
      field: 'expiryWarningDays',
    }),
  };
}

/** For `InputBox.validateInput`: undefined when valid, else the reason. */
export function ownerInputProblem(text: string, version: AddressVersion = ADDRESS_VERSION): string | undefined {
  if (text.trim() === '') return undefined;
  const result = check('owner', text, (typed) => parseOwner(typed, version));
  return result.ok ? undefined : result.error.message;
}

export function rpcUrlInputProblem(text: string): string | undefined {
  const result = check('rpcUrl', text, normalizeRpcUrl);
  return result.ok ? undefined : result.error.message;
}

/** A stable key of where a list comes from; a changed key means old names must not be shown. */
export function sourceKey(node: NodeConfig, owner?: Owner): string {
  return JSON.stringify([node.rpcUrl, node.contractHash, owner?.scriptHash ?? null]);
}
