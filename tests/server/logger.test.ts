import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redact } from '../../src/server/logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('the server log', () => {
  it('writes JSON lines with the request id and masks emails and phone numbers wherever they sit', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        requestId: '5145cd2b-5bb0-4f7b-a6a1-18a78263699f',
        detail: { email: 'sara@example.sa', phone: '+966 50 123 4567' },
      },
      'lead from sara@example.sa, call 0501234567 or ٠٥٠١٢٣٤٥٦٧',
    );
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 'info', requestId: '5145cd2b-5bb0-4f7b-a6a1-18a78263699f' });
    expect(line?.msg).toBe('lead from [email], call [phone] or [phone]');
    expect(line?.detail).toEqual({ email: '[email]', phone: '[phone]' });
    expect(JSON.stringify(line)).not.toMatch(/sara@|0501234567|123 4567/);
  });

  it('leaves ids, timestamps and counts alone', () => {
    expect(redact('id 5145cd2b-5bb0-4f7b-a6a1-18a78263699f at 2026-11-22T00:00:10.246Z took 1234567 ms')).toBe(
      'id 5145cd2b-5bb0-4f7b-a6a1-18a78263699f at 2026-11-22T00:00:10.246Z took 1234567 ms',
    );
  });
});
