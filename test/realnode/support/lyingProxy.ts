// A loopback JSON-RPC proxy in front of the real node that forwards every call (alone or in a batch)
// and, when told to while it runs, rewrites the node's answers: what a node that lies (or a man in the
// middle of http://) can make a signer see. Each lie names a method, from which of its calls it starts
// (or a condition), and how the result (or the whole answer, an error too) is rewritten; the real node
// still does the work. Every sendrawtransaction body is recorded, forwarded or held: a held one is
// answered with its own hash, as a node that keeps a transaction to release it later would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { decodeTransaction } from '../../../src/core/write';

const callSchema = z.object({ method: z.string(), params: z.array(z.unknown()).default([]), id: z.unknown().optional() }).passthrough();
const answerSchema = z.object({ id: z.unknown().optional(), result: z.unknown().optional(), error: z.unknown().optional() }).passthrough();

export type Call = z.infer<typeof callSchema>;
export type Answer = z.infer<typeof answerSchema>;

export interface Lie {
  readonly method: string;
  /** The first call it rewrites: the n-th call of the method (1-based) counted from when the lie is told; default the next. */
  readonly from?: number;
  /** Only the calls this accepts (with the rest of their HTTP request), e.g. the getversion that comes with an invokescript. */
  readonly when?: (call: Call, request: readonly Call[]) => boolean;
  /** The node's result (a JSON value) → the result the client gets. Errors pass as the node gave them. */
  readonly rewrite?: (result: any, call: Call) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Or the whole answer, a result or an error, → the answer the client gets (to hide a result behind an error). */
  readonly answer?: (answer: Answer, call: Call) => Answer;
}

/** A lie being told: how many of its method's calls it saw, how many it rewrote. */
export interface ToldLie {
  readonly seen: number;
  readonly told: number;
  stop(): void;
}

export interface SentTransaction {
  readonly base64: string;
  readonly bytes: Uint8Array;
  /** False when the proxy held it: the real node never received it. */
  readonly forwarded: boolean;
  /** The real node's answer (a result or an error), before any lie; undefined for a held one. */
  readonly nodeAnswer?: Answer;
}

export interface LyingProxy {
  readonly url: string;
  /** Every call the client made, in order. */
  readonly calls: readonly Call[];
  /** Every sendrawtransaction the client made, in order. */
  readonly sent: readonly SentTransaction[];
  lie(lie: Lie): ToldLie;
  /** From now on, sendrawtransaction is not forwarded: answered with the transaction's hash, and kept. */
  hold(): void;
  /** Stops every lie and holding. */
  truth(): void;
  close(): Promise<void>;
}

interface Active {
  readonly lie: Lie;
  seen: number;
  told: number;
  stopped: boolean;
}

export async function startLyingProxy(target: string): Promise<LyingProxy> {
  const calls: Call[] = [];
  const sent: SentTransaction[] = [];
  let lies: Active[] = [];
  let holding = false;

  const forward = async (body: unknown): Promise<unknown> => {
    const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return response.json();
  };

  /** The answers of the node to `request`, sendrawtransaction recorded (and held where told), in the request's order. */
  const answersOf = async (request: readonly Call[]): Promise<Answer[]> => {
    const held = new Map<number, Answer>();
    const toNode: Call[] = [];
    request.forEach((call, index) => {
      if (call.method === 'sendrawtransaction' && holding) {
        const base64 = String(call.params[0]);
        const bytes = Uint8Array.from(Buffer.from(base64, 'base64'));
        sent.push({ base64, bytes, forwarded: false });
        held.set(index, { jsonrpc: '2.0', id: call.id ?? null, result: { hash: decodeTransaction(bytes).displayHash } });
      } else {
        toNode.push(call);
      }
    });
    const answered = toNode.length === 0 ? [] : z.array(answerSchema).parse(await forward(toNode));
    const byId = new Map(answered.map((answer) => [JSON.stringify(answer.id), answer]));
    let next = 0;
    return request.map((call, index) => {
      const own = held.get(index);
      if (own) return own;
      const answer = byId.get(JSON.stringify(call.id ?? null)) ?? answered[next];
      next++;
      if (!answer) throw new Error(`the node gave no answer to ${call.method}`);
      if (call.method === 'sendrawtransaction') {
        const base64 = String(call.params[0]);
        sent.push({ base64, bytes: Uint8Array.from(Buffer.from(base64, 'base64')), forwarded: true, nodeAnswer: structuredClone(answer) });
      }
      return answer;
    });
  };

  /** The answer as the lies told now make it. */
  const told = (call: Call, answer: Answer, request: readonly Call[]): Answer => {
    let given = answer;
    for (const active of lies) {
      const { lie } = active;
      if (active.stopped || lie.method !== call.method) continue;
      active.seen++;
      if (active.seen < (lie.from ?? 1) || (lie.when && !lie.when(call, request))) continue;
      if (lie.answer) {
        active.told++;
        given = lie.answer(structuredClone(given), call);
      } else if (lie.rewrite && given.result !== undefined) {
        active.told++;
        given = { ...given, result: lie.rewrite(structuredClone(given.result), call) };
      }
    }
    return given;
  };

  const answer = async (body: unknown): Promise<unknown> => {
    const batch = Array.isArray(body);
    const request = (batch ? body : [body]).map((call) => callSchema.parse(call));
    calls.push(...request);
    const answers = await answersOf(request);
    const out = request.map((call, index) => told(call, answers[index]!, request));
    return batch ? out : out[0];
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = JSON.stringify(await answer(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(body);
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
    calls,
    sent,
    lie(lie) {
      const active: Active = { lie, seen: 0, told: 0, stopped: false };
      lies.push(active);
      return {
        get seen() {
          return active.seen;
        },
        get told() {
          return active.told;
        },
        stop: () => {
          active.stopped = true;
        },
      };
    },
    hold() {
      holding = true;
    },
    truth() {
      for (const active of lies) active.stopped = true;
      lies = [];
      holding = false;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
