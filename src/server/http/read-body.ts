import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HttpError } from './errors';

/**
 * The request body as text, refused with 413 past `limit` bytes (by Content-Length at once, or
 * while it streams in). On Node it reads the socket's stream directly: going through a web
 * Request and ReadableStream cost more than a whole chat turn.
 */
export async function readBody(c: Context, limit: number): Promise<string> {
  const tooLarge = () => new HttpError(413, 'payload_too_large', `The body is larger than ${limit / 1024} KiB`);
  const declared = Number(c.req.header('content-length'));
  if (declared > limit) throw tooLarge();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.readableEnded) return readWebBody(c, limit, tooLarge);
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Stop reading; the answer goes out and the connection closes behind it.
      cleanup();
      incoming.pause();
      c.header('Connection', 'close');
      reject(tooLarge());
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size).toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    // Plain events: an async iterator over the stream cost a noticeable share of a small request.
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

/** Without a Node stream (Deno, app.request in tests), the web body, with the same limit. */
async function readWebBody(c: Context, limit: number, tooLarge: () => HttpError): Promise<string> {
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return new TextDecoder().decode(bytes);
}
