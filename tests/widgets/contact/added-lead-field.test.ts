import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@shell/base/bus';
import { setUpWidgetTests } from '../../support/widget-tests';
import { mountContact } from './mount-contact';

// The recipe's edits to the lead's declaration and copy, each on a temporary copy put in the
// original's place (tests/support/added-lead-field.ts): the form and its copy are the project's own.
vi.mock('../../../src/contracts/lead-fields', async () => {
  const { addedFieldCopy } = await import('../../support/added-lead-field');
  return import(addedFieldCopy('src/contracts/lead-fields.ts'));
});
vi.mock('../../../src/contracts/lead-copy', async () => {
  const { addedFieldCopy } = await import('../../support/added-lead-field');
  return import(addedFieldCopy('src/contracts/lead-copy.ts'));
});

const test = setUpWidgetTests({ clock: 'advancing', quiet: ['warn'] });
const SARA = { name: 'Sara Al-Otaibi', email: 'sara@example.com', message: 'A wedding for 300 guests in Jeddah' };

function mount() {
  return mountContact({ 'api-url': test.server.apiUrl, 'anon-key': 'test-anon-key' });
}

describe('a field added to the lead (schema, two copy lines, a migration), in <ev-contact>', () => {
  it('is a field of the form after the message, with its label, Optional marker, placeholder, size and autofill', async () => {
    const form = await mount();
    const company = form.control('company');
    expect(form.view.getByText('Company').textContent).toContain('(Optional)');
    expect(form.view.getByLabelText(/Company/)).toBe(company);
    expect(company.getAttribute('placeholder')).toBe('Your company or family');
    expect(company.getAttribute('maxlength')).toBe('120');
    expect(company.getAttribute('autocomplete')).toBe('organization');
    const names = [...form.root.querySelectorAll('form [name]')].map((control) => control.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'phone', 'message', 'company', 'website']);
  });

  it('is sent with the lead and its notification, and left out of both when empty', async () => {
    const form = await mount();
    form.type({ ...SARA, company: '  Al-Otaibi Events ' });
    form.send();
    await waitFor(() => expect(test.server.callsTo('contact-email-notification')).toHaveLength(1));
    expect(test.server.callsTo('submit-lead')[0]?.body).toMatchObject({ ...SARA, company: 'Al-Otaibi Events' });
    expect(test.server.callsTo('contact-email-notification')[0]?.body).toMatchObject({ company: 'Al-Otaibi Events' });

    await act(() => vi.advanceTimersByTimeAsync(8000));
    test.server.reset();
    form.type(SARA);
    form.send();
    await waitFor(() => expect(test.server.callsTo('contact-email-notification')).toHaveLength(1));
    expect(test.server.callsTo('submit-lead')[0]?.body).not.toHaveProperty('company');
  });

  it('is refused past its size with the form’s message, before anything is sent', async () => {
    const form = await mount();
    form.type({ ...SARA, company: 'x'.repeat(121) });
    form.send();
    const error = form.root.getElementById(form.control('company').getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Please keep this under 120 characters.');
    expect(test.server.calls).toHaveLength(0);
  });

  it('speaks Arabic with its Arabic copy line', async () => {
    setLanguage('ar');
    const form = await mount();
    expect(form.view.getByText('الجهة').textContent).toContain('(اختياري)');
    expect(form.control('company').getAttribute('placeholder')).toBe('اسم الشركة أو العائلة');
  });
});
