// What a names file's plan reads: the contract's ABI and network (kept per node and contract until
// Refresh), the workspace's accounts for that network, and the file's names as the chain holds them now.
// The plan itself is the model's; nothing here signs.
import { normalizeNodeConfig, readContractWriteInfo, type ContractWriteInfo, type NamesState, type NodeConfig, type SubnameKeeping } from '../../core';
import type { NamesFileParse, NamesPlan } from '../../model/namesFile/api';
import type { NamesModel } from '../../model/namesFile/namesModel';
import type { Localizer } from '../../model/text/localizer';
import { redactUrl } from '../../model/text/untrustedText';
import { accountsForNetwork, readNeoExpressKeys, readNep6Keys, signingAccounts, type SigningAccount } from '../../model/write/accounts/signingAccounts';
import { contractWriteApi, isUnsupported, type ContractWriteApi, type NnsFamily } from '../../model/write/contracts/contractApi';
import type { SoaFields } from '../../model/write/contracts/contractArguments';
import { nodeKeyOf, WriteInfoCache } from '../../model/write/run/writeInfoCache';
import type { RequestLog } from '../requestLog';
import type { SettingsService } from '../settings';
import type { WorkspaceChains } from '../workspaceChains';

export interface ReaderParts {
  readonly settings: Pick<SettingsService, 'read' | 'knowledge'>;
  readonly chains: Pick<WorkspaceChains, 'signingEntries'>;
  readonly log: Pick<RequestLog, 'onRequest'>;
  readonly l10n: Localizer;
  /** The model's parse and plan, and the core's read of the names. */
  readonly model: Pick<NamesModel, 'parseNamesFile' | 'planNames' | 'readNamesState'>;
  /** Tests: the core's read of the contract. */
  readonly readInfo?: (node: NodeConfig) => Promise<ContractWriteInfo>;
}

/** The node and contract a plan is for, as read at its start. */
export interface PlanChain {
  readonly node: NodeConfig;
  readonly info: ContractWriteInfo;
  readonly api: ContractWriteApi;
  /** The workspace's accounts for this network (the committee's left out: it signs no name's change). */
  readonly accounts: readonly SigningAccount[];
}

export type FilePlan =
  /** The file has errors: nothing was read of its names. */
  | { readonly kind: 'invalid'; readonly parse: NamesFileParse }
  | { readonly kind: 'planned'; readonly parse: NamesFileParse; readonly plan: NamesPlan; readonly chain: PlanChain; readonly state: NamesState };

export interface PlanOptions {
  /** Read the contract's ABI and network anew (a plan the user asked for, an apply). */
  readonly fresh?: boolean;
  readonly signal?: AbortSignal;
  /** NeoFS's NNS: the e-mail address its registrations record. */
  readonly soa?: SoaFields;
}

/** Where the contract keeps a name below the second level: NeoFS's NNS mints it as a name of its own. */
export function subnamesOf(family: NnsFamily): SubnameKeeping {
  return family === 'neoFs' ? 'asNames' : 'underParent';
}

/** What the checks as you type take of the last plan's chain: the contract's family, the address version, the accounts. */
export interface KnownChain {
  readonly family: NnsFamily;
  readonly addressVersion: ContractWriteInfo['network']['addressVersion'];
  readonly accounts: readonly SigningAccount[];
}

/**
 * NeoFS's NNS records an e-mail address with each name it registers: a plan that is only read takes this
 * one, so that its registrations are planned; Apply asks the user's before it plans what it signs.
 */
export const PLANNING_SOA: SoaFields = { email: 'hostmaster@example.com' };

export class NamesFileReader {
  private readonly infos: WriteInfoCache;
  /** The chains read so far, by node and contract. */
  private readonly chains = new Map<string, KnownChain>();

  constructor(private readonly parts: ReaderParts) {
    const onRequest = parts.log.onRequest;
    const read = parts.readInfo ?? ((node: NodeConfig) => readContractWriteInfo(node, { onRequest, knowledge: parts.settings.knowledge }));
    this.infos = new WriteInfoCache(read);
  }

  /** The configured node's chain, once a plan read it; undefined before (the checks that need it wait). */
  known(): KnownChain | undefined {
    const node = this.parts.settings.read().node;
    return node.ok ? this.chains.get(nodeKeyOf(node.value)) : undefined;
  }

  /** The node and contract of the settings now, their ABI and the accounts for their network; the settings' and node's errors throw. */
  async chain(options: Pick<PlanOptions, 'fresh'> = {}): Promise<PlanChain> {
    const settings = this.parts.settings.read().node;
    if (!settings.ok) throw settings.error;
    const node = settings.value;
    if (options.fresh) this.infos.forget(node);
    const info = await this.infos.get(node);
    if (!info.contract) {
      throw new Error(this.parts.l10n.t('There is no contract {0} on {1}: set nns.contractHash to the NNS contract of this node.', node.contractHash, redactUrl(node.rpcUrl)));
    }
    // The call goes to the configured contract, never to a hash the node reported.
    const api = { ...contractWriteApi(info.contract), hash: normalizeNodeConfig(node).contractHash };
    const accounts = await this.accounts(info);
    this.chains.set(nodeKeyOf(node), { family: api.family, addressVersion: info.network.addressVersion, accounts });
    return { node, info, api, accounts };
  }

  /** The workspace's accounts that sign on this network (none in Restricted Mode). */
  async accounts(info: Pick<ContractWriteInfo, 'network'>): Promise<SigningAccount[]> {
    const entries = await this.parts.chains.signingEntries((text, file, format) => (format === 'neo-express' ? readNeoExpressKeys(text, file) : readNep6Keys(text, file)));
    return accountsForNetwork(signingAccounts(entries), info.network.magic).filter((account) => !account.committee);
  }

  /** The file's plan against the chain now: parsed with the contract's family, its names read, planned. */
  async plan(text: string, options: PlanOptions = {}): Promise<FilePlan> {
    const { l10n } = this.parts;
    const chain = await this.chain(options);
    const { parseNamesFile, planNames, readNamesState } = this.parts.model;
    const parse = parseNamesFile(text, { family: chain.api.family, addressVersion: chain.info.network.addressVersion, l10n });
    if (parse.problems.some((problem) => problem.severity === 'error')) return { kind: 'invalid', parse };
    const names = parse.file.names.map((declared) => declared.name);
    const price = isUnsupported(chain.api.getPrice) ? undefined : chain.api.getPrice;
    const state = await readNamesState(chain.node, names, {
      subnames: subnamesOf(chain.api.family),
      ...(price ? { price } : {}),
      signal: options.signal,
      onRequest: this.parts.log.onRequest,
      knowledge: this.parts.settings.knowledge,
    });
    const plan = planNames(parse.file, state, { api: chain.api, accounts: chain.accounts, chainTime: state.chainTime ?? Date.now(), soa: options.soa ?? PLANNING_SOA, l10n });
    return { kind: 'planned', parse, plan, chain, state };
  }

  /** Forgets what was read of nodes and contracts (Refresh, another node or contract). */
  forget(): void {
    this.infos.forget();
    this.chains.clear();
  }
}
