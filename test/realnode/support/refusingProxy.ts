// A loopback HTTP proxy in front of the real node that refuses some JSON-RPC methods with -32601
// "Method not found", as a node whose operator turned them off does (C# DisabledMethods; a gateway).
// Every other call, alone or in a batch, goes to the real node as sent and comes back as it answered:
// the contract routes of the core (details from `properties`/`ownerOf`, the unwrap script) then run
// against the real contract.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

const callSchema = z.object({ method: z.string(), id: z.unknown().optional() }).passthrough();

export interface RefusingProxy {
  readonly url: string;
  close(): Promise<void>;
}

export async function startRefusingProxy(target: string, refused: readonly string[]): Promise<RefusingProxy> {
  const refuse = (call: z.infer<typeof callSchema>) => ({ jsonrpc: '2.0', id: call.id ?? null, error: { code: -32601, message: 'Method not found' } });
  const forward = async (body: unknown): Promise<unknown> => {
    const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return response.json();
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        let answer: unknown;
        if (Array.isArray(parsed)) {
          const calls = parsed.map((c) => callSchema.parse(c));
          const passed = calls.filter((c) => !refused.includes(c.method));
          const answers = passed.length ? z.array(z.unknown()).parse(await forward(passed)) : [];
          let next = 0;
          answer = calls.map((c) => (refused.includes(c.method) ? refuse(c) : answers[next++]));
        } else {
          const call = callSchema.parse(parsed);
          answer = refused.includes(call.method) ? refuse(call) : await forward(call);
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      })().catch((error: unknown) => {
        res.writeHead(502);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
