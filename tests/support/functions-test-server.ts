import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';

export interface RecordedCall {
  name: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** How the test server answers one function: a status and a JSON body. */
export type Answer = { status: number; body: unknown } | 'hang';

/**
 * A real HTTP server on 127.0.0.1 answering `POST /functions/v1/<name>` the way the functions do,
 * so the widget's real client (ky over happy-dom's fetch) is exercised end to end.
 */
export async function startFunctionsTestServer() {
  const calls: RecordedCall[] = [];
  const answers = new Map<string, Answer>();
  const defaults: Record<string, Answer> = {
    'submit-lead': { status: 201, body: { id: 'lead-1', receivedAt: '2026-03-01T10:00:00.000Z' } },
    'contact-email-notification': { status: 200, body: { id: 'mail-1', status: 'queued' } },
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    // happy-dom enforces CORS: the test page's origin differs from this server's.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'apikey, authorization, content-type');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const name = request.url?.replace(/^\/functions\/v1\//, '') ?? '';
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    calls.push({ name, headers: request.headers, body: text ? JSON.parse(text) : undefined });
    const answer = answers.get(name) ?? defaults[name] ?? { status: 404, body: envelope('not_found', 'Unknown') };
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}/functions/v1`,
    calls,
    callsTo: (name: string) => calls.filter((call) => call.name === name),
    answer: (name: string, value: Answer) => answers.set(name, value),
    reset: () => {
      calls.length = 0;
      answers.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function envelope(code: string, message: string, details?: unknown) {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/** A port nothing listens on: the request fails without an answer, as when the server is stopped. */
export async function closedPortApiUrl(): Promise<string> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/functions/v1`;
}
