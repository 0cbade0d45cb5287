import * as z from '../zod';
import { isNameServiceManifest } from '../contracts/contractSearch';
import { firstIssue } from '../rpc/jsonRpc';
import { TransactionError } from '../errors/transactionError';

/**
 * A contract's manifest (neo `ContractManifest.cs`, neo-go `pkg/smartcontract/manifest`), checked as
 * the node checks it at deploy time where a mistake would otherwise be a FAULT: a name, no features,
 * the ABI's methods with their parameters and return types, unique methods and events, permissions,
 * trusts. Unknown fields are kept: the file's JSON is what is deployed.
 */

/** ContractParameterType names, as manifests spell them. */
export const PARAMETER_TYPES = [
  'Any', 'Boolean', 'Integer', 'ByteArray', 'String', 'Hash160', 'Hash256', 'PublicKey', 'Signature', 'Array', 'Map', 'InteropInterface',
] as const;
/** ContractManifest.MaxLength: the manifest's JSON, in bytes. */
export const MAX_MANIFEST_BYTES = 0xffff;

const parameterType = z.enum(PARAMETER_TYPES);
const parameter = z.looseObject({ name: z.string().check(z.minLength(1)), type: parameterType });
const method = z.looseObject({
  name: z.string().check(z.minLength(1)),
  parameters: z.array(parameter),
  returntype: z.union([parameterType, z.literal('Void')]),
  offset: z.number().check(z.int(), z.minimum(0)),
  safe: z.boolean(),
});
const event = z.looseObject({ name: z.string().check(z.minLength(1)), parameters: z.array(parameter) });
const hashOrKey = z.string().check(z.regex(/^(0x[0-9a-fA-F]{40}|(02|03)[0-9a-fA-F]{64})$/, 'a script hash (0x…) or a public key'));
const wildcardOr = <T extends z.ZodMiniType>(items: T) => z.union([z.literal('*'), z.array(items)]);

export const contractManifestSchema = z.looseObject({
  name: z.string().check(z.minLength(1, 'the name is empty')),
  groups: z.array(z.looseObject({ pubkey: z.string().check(z.regex(/^(02|03)[0-9a-fA-F]{64}$/)), signature: z.string().check(z.minLength(1)) })),
  features: z.strictObject({}),
  supportedstandards: z.array(z.string().check(z.minLength(1))),
  abi: z.looseObject({ methods: z.array(method).check(z.minLength(1, 'the ABI has no methods')), events: z.array(event) }),
  permissions: z.array(z.looseObject({ contract: z.union([z.literal('*'), hashOrKey]), methods: wildcardOr(z.string().check(z.minLength(1))) })),
  trusts: wildcardOr(hashOrKey),
  extra: z.optional(z.unknown()),
});
export type ContractManifest = z.infer<typeof contractManifestSchema>;

/** A manifest read from its file: the checked manifest, and the JSON that deploy sends (compact). */
export interface ManifestFile {
  readonly manifest: ContractManifest;
  readonly json: string;
}

/** Reads a `.manifest.json` file's text; INVALID_CONTRACT_FILE says what is wrong. */
export function parseManifest(text: string): ManifestFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw invalid('This is not a contract manifest: the file is not JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !('abi' in raw)) {
    throw invalid('This is not a contract manifest: a manifest is a JSON object with an "abi".');
  }
  const parsed = contractManifestSchema.safeParse(raw);
  if (!parsed.success) throw invalid(`The contract manifest is not valid: ${firstIssue(parsed.error)}.`);
  const manifest = parsed.data;
  const methods = new Set<string>();
  for (const m of manifest.abi.methods) {
    const key = `${m.name}/${m.parameters.length}`;
    if (methods.has(key)) throw invalid(`The contract manifest is not valid: the method ${m.name} with ${m.parameters.length} parameters is declared twice.`);
    methods.add(key);
  }
  const events = manifest.abi.events.map((e) => e.name);
  const twice = events.find((name, i) => events.indexOf(name) !== i);
  if (twice !== undefined) throw invalid(`The contract manifest is not valid: the event ${twice} is declared twice.`);
  const json = JSON.stringify(raw);
  const size = new TextEncoder().encode(json).length;
  if (size > MAX_MANIFEST_BYTES) throw invalid(`The contract manifest is ${size} bytes; a manifest is at most ${MAX_MANIFEST_BYTES}.`);
  return { manifest, json };
}

/** Every method offset within the script: a manifest of another build of the contract fails this. */
export function checkManifestMatchesScript(manifest: ContractManifest, script: Uint8Array): void {
  const outside = manifest.abi.methods.find((m) => m.offset >= script.length);
  if (outside) {
    throw invalid(`The manifest does not belong to this NEF file: its method ${outside.name} starts at byte ${outside.offset}, beyond the ${script.length}-byte script.`);
  }
}

/** What the NNS tests read of a manifest: the methods (with their parameters, where known) and the standards. */
export interface ManifestLike {
  readonly supportedstandards?: readonly string[];
  readonly abi: { readonly methods: readonly { readonly name: string; readonly parameters?: readonly { readonly type: string }[] }[] };
}

/** The methods, beyond the lists' (NNS_METHODS), that the details and the write path call. */
const NNS_WRITE_METHODS = ['ownerOf', 'properties', 'register'] as const;

/**
 * Whether a manifest is an NNS contract's, by its ABI: the methods the lists read (tokens, tokensOf,
 * roots, resolve…), ownerOf, properties and register, and NEP-11. For offering a workspace's NNS
 * contract files first.
 */
export function isNnsManifest(manifest: ManifestLike): boolean {
  const names = new Set(manifest.abi.methods.map((m) => m.name));
  return isNameServiceManifest({ ...manifest, name: '', supportedstandards: [...manifest.supportedstandards ?? []], abi: { methods: [...manifest.abi.methods] } })
    && NNS_WRITE_METHODS.every((name) => names.has(name));
}

function invalid(message: string): TransactionError {
  return new TransactionError('INVALID_CONTRACT_FILE', message);
}
