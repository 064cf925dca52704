import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Mode = 'ok' | 'error' | 'slow' | 'empty' | 'garbage';

/**
 * A local server speaking the OpenAI HTTP protocol (chat completions and image generations) with
 * canned answers, standing in for the remote LLM and image APIs, the one thing tests may imitate.
 */
export async function startOpenAiCompatibleServer() {
  const requests: { path: string; body: Record<string, unknown>; authorization?: string }[] = [];
  let mode: Mode = 'ok';
  let reply = 'Canned reply from the language model.';
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    requests.push({ path: req.url ?? '', body, authorization: req.headers.authorization });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (mode === 'error') return send(500, { error: { message: 'upstream exploded', type: 'server_error' } });
    if (mode === 'slow') {
      const timer = setTimeout(() => send(200, {}), 30_000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (mode === 'garbage') return send(200, { nothing: 'useful' });
    if (req.url?.endsWith('/chat/completions')) {
      return send(200, {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        model: body.model,
        choices: [
          { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: mode === 'empty' ? '' : reply } },
        ],
      });
    }
    if (req.url?.endsWith('/images/generations')) {
      // A 1×1 transparent PNG.
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
      return send(200, { created: 0, data: [{ b64_json: png }] });
    }
    send(404, { error: { message: 'unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: Mode) {
      mode = next;
    },
    setReply(text: string) {
      reply = text;
    },
    /** The reply it gives now. */
    reply: () => reply,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A running local OpenAI-compatible server (its address, its mode, its replies, what it was sent). */
export type OpenAiCompatibleServer = Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
