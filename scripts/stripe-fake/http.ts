/**
 * The HTTP side shared by every part of the fake: requests read whole, replies as plain values,
 * CORS on everything (the app's pages call the fake from another origin) and OPTIONS preflights.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';

export interface HttpRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A route outside the `/v1` API: control endpoints, the 3-D Secure page, the Stripe.js file. */
export interface PageRoute {
  method: 'GET' | 'POST';
  path: string;
  handle(request: HttpRequest, params: Record<string, string>): Reply | Promise<Reply>;
}

/** Pretty-printed like Stripe's own responses. */
export const jsonReply = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(value, null, 2),
});

export const header = (request: HttpRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(message: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of message as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body over 1 MiB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const requested = request.headers['access-control-request-headers'];
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': requested ?? 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
    'Access-Control-Expose-Headers': 'Request-Id, Idempotent-Replayed, Original-Request, Stripe-Version',
    'Access-Control-Max-Age': '600',
  };
}

export function createHttpServer(handle: (request: HttpRequest) => Reply | Promise<Reply>, log: (line: string) => void): Server {
  return createServer(async (message, response) => {
    let reply: Reply;
    try {
      const request: HttpRequest = {
        method: message.method ?? 'GET',
        url: new URL(message.url ?? '/', `http://${message.headers.host ?? 'localhost'}`),
        headers: message.headers,
        body: await readBody(message),
      };
      reply = request.method === 'OPTIONS' ? { status: 204 } : await handle(request);
    } catch (error) {
      // A bug in the fake must show up as such, not as a Stripe error the app would handle.
      log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      reply = jsonReply(500, { error: { type: 'api_error', message: `The Stripe fake failed: ${String(error)}` } });
    }
    response.writeHead(reply.status, { ...corsHeaders(message), ...reply.headers }).end(reply.body);
  });
}
