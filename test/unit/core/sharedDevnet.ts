import { startDevnet, type Devnet, type DevnetOptions } from '../../devnet';

type Settings = Partial<Omit<DevnetOptions, 'port' | 'host'>>;

/**
 * One devnet for the tests of the enclosing `describe`: started before them (`started` receives it),
 * closed after, and before each test set to `settings` in turn (a personality change restarts the
 * node), with the node limits the core learnt forgotten and the request log emptied.
 */
export function sharedDevnet(settings: readonly Settings[], started: (devnet: Devnet) => void): void {
  let devnet: Devnet | undefined;
  before(async () => {
    devnet = await startDevnet({ names: [] });
    started(devnet);
  });
  after(() => devnet?.close());
  beforeEach(() => {
    for (const each of settings) devnet!.configure(each);
    devnet!.clearRequests();
  });
}
