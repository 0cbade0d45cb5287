/**
 * Cross-origin access (CORS) at the HTTP layer, as each node grants it to a page or web worker of
 * another origin (VS Code for the Web runs the extension in a web worker, so every request to a node
 * is cross-origin there).
 *
 * C# RpcServer (neo-project/neo src/Plugins/RpcServer, RpcServer.cs + RcpServerSettings.cs, ASP.NET
 * Core's CorsMiddleware/CorsService): `EnableCors` is true by default and `AllowOrigins` empty, which
 * makes the policy "any origin, header Content-Type, methods GET and POST, no credentials".
 * - Only requests with an `Origin` header are touched. A preflight (OPTIONS with
 *   Access-Control-Request-Method) is answered by the middleware itself: 204, and when the origin is
 *   allowed `Access-Control-Allow-Origin`, `Access-Control-Allow-Headers: Content-Type`,
 *   `Access-Control-Allow-Methods: GET,POST`; the browser then compares them with its request. Other
 *   requests get `Access-Control-Allow-Origin` on their answer.
 * - With `AllowOrigins` listed, the origin is echoed when listed, with
 *   `Access-Control-Allow-Credentials: true`, and `Vary: Origin` when more than one is listed; an origin
 *   not listed gets no CORS header at all (the preflight is still 204).
 * - With `EnableCors: false` there is no middleware: an OPTIONS request reaches RpcServer, which
 *   answers an empty 200 without CORS headers, so the browser refuses the request.
 * neo-go (pkg/services/rpcsrv/server.go): `EnableCORSWorkaround`, false by default. When on, every
 * OPTIONS request answers 200 with `Access-Control-Allow-Origin: *`, its fixed Allow-Headers, `GET,
 * POST` and a Max-Age of 6 hours, and every JSON answer carries the origin and headers lines; when off,
 * OPTIONS is an invalid method (422 with a JSON-RPC error) and answers carry no CORS header.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Profile } from './personalities';

type NodeKind = Profile['node'];

/**
 * true: any origin (C#'s default; neo-go's EnableCORSWorkaround); false: no CORS (C#'s
 * `EnableCors: false`; neo-go's default); a list of origins: C#'s `AllowOrigins`.
 */
export type CorsSetting = boolean | readonly string[];

/** What the CORS layer does with a request: headers to add to the answer, or the whole answer. */
export interface CorsOutcome {
  readonly headers: Readonly<Record<string, string>>;
  /** Set when the CORS layer answers the request itself (a preflight): this status, no body. */
  readonly preflightStatus?: number;
}

const NONE: CorsOutcome = { headers: {} };

/** The setting each node ships with. */
export function defaultCors(node: NodeKind): boolean {
  return node === 'csharp';
}

/** Checks a setting for the node; neo-go has no per-origin list. */
export function corsSettingOf(value: CorsSetting | undefined, node: NodeKind): CorsSetting {
  if (value === undefined) return defaultCors(node);
  if (typeof value === 'boolean') return value;
  if (node === 'neo-go') throw new Error('devnet: neo-go allows any origin or none (EnableCORSWorkaround): cors must be true or false');
  for (const origin of value) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`devnet: cors origins look like https://host[:port], got ${JSON.stringify(origin)}`);
  }
  return [...value];
}

/** The CORS layer's part in answering one request. */
export function corsOutcome(node: NodeKind, setting: CorsSetting, httpMethod: string, headers: IncomingHttpHeaders): CorsOutcome {
  return node === 'csharp' ? csharp(setting, httpMethod, headers) : neoGo(setting === true, httpMethod);
}

function csharp(setting: CorsSetting, httpMethod: string, headers: IncomingHttpHeaders): CorsOutcome {
  const origin = headers.origin;
  if (setting === false || !origin) return NONE;
  const preflight = httpMethod === 'OPTIONS' && headers['access-control-request-method'] !== undefined;
  const listed = setting !== true;
  const allowed = !listed || setting.includes(origin);
  const granted: Record<string, string> = {};
  if (allowed) {
    granted['Access-Control-Allow-Origin'] = listed ? origin : '*';
    if (listed) granted['Access-Control-Allow-Credentials'] = 'true';
    if (preflight) {
      granted['Access-Control-Allow-Headers'] = 'Content-Type';
      granted['Access-Control-Allow-Methods'] = 'GET,POST';
    }
    if (listed && setting.length > 1) granted.Vary = 'Origin';
  }
  return preflight ? { headers: granted, preflightStatus: 204 } : { headers: granted };
}

function neoGo(workaround: boolean, httpMethod: string): CorsOutcome {
  if (!workaround) return NONE;
  const granted = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Content-Type, Access-Control-Allow-Headers, Authorization, X-Requested-With',
  };
  if (httpMethod !== 'OPTIONS') return { headers: granted };
  return { headers: { ...granted, 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Max-Age': '21600' }, preflightStatus: 200 };
}

/** A short description for the CLI's summary line. */
export function describeCors(setting: CorsSetting): string {
  if (setting === true) return 'CORS: any origin';
  if (setting === false) return 'CORS: cross-origin requests refused';
  return `CORS: ${setting.join(', ')}`;
}
