import { Writable } from 'node:stream';

/** A destination for the server's pino log that keeps each JSON line, parsed, and its raw text. */
export function captureLog() {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines, raw: () => raw, withMessage: (msg: string) => lines.filter((line) => line.msg === msg) };
}
