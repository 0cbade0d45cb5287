// A local HTTP server that answers nothing useful and records every contact: each TCP connection
// and each request. The untrusted-workspace test points the workspace's nns.rpcUrl at it and then
// checks that the extension never knocked.
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';

export interface Contact {
  readonly kind: 'connection' | 'request';
  readonly detail: string;
}

export interface ContactRecorder {
  /** e.g. http://127.0.0.1:41234/ */
  readonly url: string;
  readonly contacts: readonly Contact[];
  close(): Promise<void>;
}

export async function startContactRecorder(): Promise<ContactRecorder> {
  const contacts: Contact[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    contacts.push({ kind: 'request', detail: `${request.method} ${request.url} from ${request.socket.remoteAddress}` });
    request.resume();
    request.on('end', () => response.writeHead(503, { 'content-type': 'text/plain' }).end('contact recorder: not a Neo node\n'));
  });
  server.on('connection', (socket: Socket) => {
    contacts.push({ kind: 'connection', detail: `from ${socket.remoteAddress}:${socket.remotePort}` });
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('contact recorder: no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    contacts,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
