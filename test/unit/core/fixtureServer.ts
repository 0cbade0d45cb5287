import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers each JSON-RPC call with whatever `respond` returns (or a promise of it); for shapes no real node produces. */
export interface FixtureServer {
  url: string;
  close(): Promise<void>;
}

interface Request {
  method: string;
  id: unknown;
  params: unknown;
}

/** An answer written as this very text (JSON that JSON.stringify cannot make, e.g. nested 100,000 deep). */
export class RawJson {
  constructor(readonly text: string) {}
}

function serialize(answer: unknown): string {
  if (answer instanceof RawJson) return answer.text;
  if (Array.isArray(answer)) return `[${answer.map(serialize).join(',')}]`;
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

/** `inBatch`: the call came in a JSON-RPC batch (an array), not alone. */
export type Responder = (request: Request, raw: IncomingMessage, res: ServerResponse, inBatch: boolean) => unknown;

/** `keepAlive: false`: every answer closes its connection, so a client never reuses one the server has closed since. */
export async function startFixtureServer(respond: Responder, options: { readonly keepAlive?: boolean } = {}): Promise<FixtureServer> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      const parsed = JSON.parse(body) as Request | Request[];
      // A batch gets each call answered by `respond`, in an array (unless `respond` wrote the answer itself).
      let answer: unknown;
      if (Array.isArray(parsed)) {
        const answers: unknown[] = [];
        for (const request of parsed) {
          answers.push(respond(request, req, res, true));
          if (res.writableEnded) return;
        }
        answer = answers;
      } else {
        answer = respond(parsed, req, res, false);
      }
      if (res.writableEnded) return;
      const write = (settled: unknown) => {
        res.writeHead(200, { 'Content-Type': 'application/json', ...(options.keepAlive === false ? { Connection: 'close' } : {}) });
        res.end(serialize(settled));
      };
      // An answer may be a promise (a node that takes its time): the response waits for it.
      const pending = Array.isArray(answer) ? answer : [answer];
      if (pending.some((item) => item instanceof Promise)) void Promise.all(pending).then((items) => write(Array.isArray(answer) ? items : items[0]));
      else write(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** A HALTed invoke result around `stack`. */
export function halt(stack: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { script: '', state: 'HALT', gasconsumed: '1000', exception: null, notifications: [], stack, ...extra };
}
