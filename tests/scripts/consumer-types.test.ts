import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A consumer project beside node_modules (so it finds react's types) that installs this package
// through a symlink: resolution goes through package.json `exports` and `types`, as for a user.
const PROJECT = resolve('node_modules/.cache/ev-consumer-types');

const CONSUMER = `
import { EvContact, setLanguage, type EvLeadInfo } from 'ev-widgets';
import { EvChatLayla } from 'ev-widgets/ev-chat-layla';
import type { EvAnalysisReadyDetail } from 'ev-widgets/ev-generator';

const contact = document.querySelector('ev-contact');
if (contact) {
  contact.phone = '+966 11 000 0000';
  contact.addEventListener('ev-lead-submitted', (event) => event.detail.id.toUpperCase());
}
document.addEventListener('ev-analysis-ready', (event) => event.detail.analysis.pricingAnalysis.tiers.premium.total.toFixed());
document.addEventListener('ev-lead-captured', (event) => event.detail.leadInfo.guestCount?.toFixed());
const chat: HTMLElement = new EvChatLayla();
const registered: string = EvContact.evVersion;
const lead: EvLeadInfo = { name: 'Sara', location: 'Jeddah' };
const onReady = (detail: EvAnalysisReadyDetail) => detail.analysis.marketAnalysis.demand;
setLanguage('ar');
// @ts-expect-error only 'en' and 'ar'
setLanguage('fr');
// @ts-expect-error the detail has no such field
document.addEventListener('ev-lead-submitted', (event) => event.detail.email);

export function Page() {
  return (
    <main>
      <ev-contact api-url="https://abc.supabase.co/functions/v1" anon-key="anon" lang="ar" onev-lead-submitted={(event) => event.detail.receivedAt} />
      <ev-chat-layla position="left" onev-lead-captured={(event) => event.detail.conversationId} className="chat" />
      {/* @ts-expect-error position is 'left' or 'right' */}
      <ev-chat-layla position="top" />
      {/* @ts-expect-error lang is 'en' or 'ar' */}
      <ev-contact lang="fr" />
      <ev-generator onev-analysis-ready={(event) => event.detail.analysis.venueRecommendations.length} />
      <ev-home generator-url="/plan" onev-view-change={(event) => event.detail.view === 'generator'} />
    </main>
  );
}
export { chat, lead, onReady, registered };
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  files: ['consumer.tsx'],
};

describe('consumer types', () => {
  it('type the tags, JSX props, events and entry exports for a React 19 app that installs the package', () => {
    rmSync(PROJECT, { recursive: true, force: true });
    mkdirSync(join(PROJECT, 'node_modules'), { recursive: true });
    symlinkSync(process.cwd(), join(PROJECT, 'node_modules', 'ev-widgets'), 'dir');
    writeFileSync(join(PROJECT, 'consumer.tsx'), CONSUMER);
    writeFileSync(join(PROJECT, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    let output = '';
    try {
      execFileSync(resolve('node_modules/.bin/tsc'), ['-p', PROJECT], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  });
});
