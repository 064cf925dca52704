import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '../support/smtp-sink';
import { SERVICE_KEY, useTestServer, validLead, validNotification } from '../support/test-server';

// The recipe's three edits, each on a temporary copy put in the original's place: nothing else changes.
vi.mock(
  '../../src/contracts/lead-fields',
  async () => import((await import('../support/added-lead-field')).addedFieldCopy('src/contracts/lead-fields.ts')),
);
vi.mock(
  '../../src/contracts/lead-copy',
  async () => import((await import('../support/added-lead-field')).addedFieldCopy('src/contracts/lead-copy.ts')),
);
vi.mock(
  '../../src/server/store/migrations',
  async () => import((await import('../support/added-lead-field')).addedFieldCopy('src/server/store/migrations.ts')),
);

const COMPANY = 'Al-Qahtani Family Office';

describe('a field added to the lead (schema, two copy lines, a migration), on the server', () => {
  const test = useTestServer();

  it('is taken by submit-lead and kept in its own column of the stored row', async () => {
    const response = await test.server.call('submit-lead', validLead({ company: COMPANY }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await test.server.deps.store.sql.query<{ company: string }>(
      'select company from leads where id = $1',
      [id],
    );
    expect(row?.company).toBe(COMPANY);
    expect((await test.server.deps.store.leads.list()).find((lead) => lead.id === id)).toMatchObject({
      company: COMPANY,
    });
  });

  it('is checked by the contract as its kind and size say (one line of 120 characters at most)', async () => {
    expect((await test.server.call('submit-lead', validLead({ company: 'x'.repeat(121) }))).status).toBe(400);
    expect((await test.server.call('submit-lead', validLead({ company: 'two\nlines' }))).status).toBe(400);
    expect((await test.server.call('submit-lead', validLead())).status).toBe(201);
  });

  it('is a column of the staff export, in CSV and in JSON', async () => {
    const exported = (format: string) =>
      fetch(`${test.server.url}/admin/leads?format=${format}`, { headers: { authorization: `Bearer ${SERVICE_KEY}` } });
    const [header, ...rows] = (await (await exported('csv')).text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(header?.split(',')).toContain('company');
    const at = header?.split(',').indexOf('company') ?? -1;
    expect(rows.map((line) => line.split(',')[at])).toContain(COMPANY);
    const { leads } = (await (await exported('json')).json()) as { leads: { company: string | null }[] };
    expect(leads.map((lead) => lead.company)).toContain(COMPANY);
  });

  it('is a detail row of the staff email, under its label, after the phone', async () => {
    const response = await test.server.call('contact-email-notification', validNotification({ company: COMPANY }));
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    const dir = join(test.server.dataDir, 'outbox');
    await waitFor(async () => (await readdir(dir).catch((): string[] => [])).includes(`${id}.eml`));
    const mail = await simpleParser(await readFile(join(dir, `${id}.eml`)));
    expect(mail.text).toContain(`Phone: Not given\nCompany: ${COMPANY}\nEvent type: General Inquiry`);
    expect(mail.html).toContain(`<th align="left" scope="row">Company</th>`);
  });

  it('is listed in the privacy notice among what the contact form keeps, in both languages', async () => {
    const notice = async (lang: string) => (await fetch(`${test.server.url}/functions/v1/privacy?lang=${lang}`)).text();
    expect(await notice('en')).toContain(
      'From the contact form: your name, email address, phone number (if you give one), your message and the company you name.',
    );
    expect(await notice('ar')).toContain(
      'من نموذج التواصل: اسمك وبريدك الإلكتروني ورقم جوالك (إن أدخلته) ورسالتك والجهة التي تذكرها.',
    );
  });
});
