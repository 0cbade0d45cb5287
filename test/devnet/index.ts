/**
 * NNS devnet: a local Neo N3 JSON-RPC node for tests, benchmarks and demos. It serves `tokens` /
 * `tokensOf` of an NNS contract over a configurable table of names, executes `invokescript` scripts in
 * a small NeoVM with GAS and stack limits, keeps the contract's storage with the NNS layout (getstorage,
 * findstorage), imitates six real node personalities with their batch and
 * body limits, and can add latency or refuse batches like a proxy.
 *
 *   const devnet = await startDevnet({ names: generateNames(500), personality: 'neo-go' });
 *   … fetch(devnet.url, …) …
 *   await devnet.close();
 */
export { startDevnet } from './server';
export { PERSONALITIES } from './personalities';
export { generateNames, isValidSecondLevelName, SAMPLE_OWNER } from './sampleNames';
export type { GenerateNamesOptions } from './sampleNames';
export { MAINNET_MAGIC, NNS_MAINNET_HASH } from './constants';
export { SAMPLE_DEPLOYED_CONTRACTS, type DeployedContract } from './contracts';
export { buildInvocationScript, buildUnwrapScript } from './script';
export type {
  Devnet, DevnetOptions, DomainRecord, FaultKind, FaultSpec, HttpRequestLogEntry, Personality, RequestLogEntry,
} from './types';
