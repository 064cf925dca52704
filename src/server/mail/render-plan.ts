import type { EventAnalysis, Language } from '../../contracts';
import { EVENT_TYPE_NAMES } from '../../engine/planner';
import {
  COMPANY_NAME,
  type CompanyContact,
  cityName,
  formatDay,
  formatNumber,
  formatPhone,
  formatSar,
} from '../../saudi';
import { html } from 'hono/html';
import { htmlText } from '../html-text';
import { leadMailRows } from './lead-mail-rows';
import { PLAN_COPY } from './plan-copy';
import { type RenderedEmail, renderLeadMail } from './render-lead-mail';

/** What the outbox keeps to send a plan: the visitor, the plan the server made, the company's contact. */
export interface GeneratorPlanMail {
  name: string;
  email: string;
  phone?: string;
  message: string;
  wantsTeamContact: boolean;
  language: Language;
  /** planEvent's analysis of the visitor's form, without the mood boards' images. */
  analysis: Omit<EventAnalysis, 'processingTime'>;
  /** The Riyadh day the plan was made, YYYY-MM-DD. */
  analysedOn: string;
  company: CompanyContact;
  receivedAt: string;
}

/**
 * The plan as the visitor receives it: the whole analysis as the email's body, in the plan's
 * language (HTML right-to-left in Arabic), with the company's name, phone and WhatsApp and the day
 * it was made; replies go to the company.
 * @example renderPlanForVisitor(mail).subject; // 'Your event plan from Saudi Events'
 */
export function renderPlanForVisitor(mail: GeneratorPlanMail): RenderedEmail {
  const copy = PLAN_COPY[mail.language];
  const company = COMPANY_NAME[mail.language];
  const plan = planDocument(mail);
  const name = mail.name.replace(/[\r\n]+/g, ' ');
  const text = [copy.greeting(name), '', copy.intro, '', plan.text, '', copy.closing].join('\n');
  const dir = mail.language === 'ar' ? 'rtl' : 'ltr';
  const page = html`<!doctype html>
<html lang="${mail.language}" dir="${dir}"><body style="font-family:Arial,sans-serif">
<p>${copy.greeting(name)}</p>
<p>${copy.intro}</p>
${plan.html}
<p>${copy.closing}</p>
</body></html>`;
  return {
    to: mail.email,
    subject: copy.subject(company),
    replyTo: { name: company, address: mail.company.email },
    text,
    html: htmlText(page),
  };
}

/**
 * The team's mail for the same lead, in the one lead-mail layout, with the plan attached as the
 * visitor received it (event-plan.html).
 * @example renderPlanLead(mail).attachments?.[0]?.filename; // 'event-plan.html'
 */
export function renderPlanLead(mail: GeneratorPlanMail): RenderedEmail {
  const { analysis } = mail;
  const details = analysis.eventDetails;
  const best = Object.values(analysis.pricingAnalysis.tiers).find((tier) => tier.bestValue);
  const name = mail.name.replace(/[\r\n]+/g, ' ');
  const plan = planDocument(mail);
  const staff = renderLeadMail({
    subject: `New generator lead from ${name}`,
    replyTo: { name, address: mail.email },
    heading: 'A visitor asked the event generator to email them their plan',
    rows: [
      // The lead's fields under their labels (lead-fields.ts), as the plan has them.
      ...leadMailRows(
        {
          ...mail,
          eventType: eventName(analysis, 'en'),
          guestCount: details.guestCount,
          location: details.location.input,
        },
        ['name', 'email', 'phone', 'eventType', 'guestCount', 'location'],
      ).map(([label, value]): [string, string] => [label, value]),
      ['Date', formatDay(details.eventDate, 'en')],
      ['Tier chosen', best ? `${best.name}, ${formatSar(best.total, 'en')} VAT included` : 'None'],
      ['Wants the team to contact them', mail.wantsTeamContact ? 'Yes' : 'No'],
      ['Plan language', mail.language === 'ar' ? 'Arabic' : 'English'],
      ['Received', mail.receivedAt],
    ],
    body: { title: 'Message', message: mail.message },
  });
  const attachment = htmlText(
    html`<!doctype html><html lang="${mail.language}" dir="${mail.language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${PLAN_COPY[mail.language].subject(COMPANY_NAME[mail.language])}</title></head><body style="font-family:Arial,sans-serif">${plan.html}</body></html>`,
  );
  return {
    ...staff,
    attachments: [{ filename: 'event-plan.html', content: attachment, contentType: 'text/html; charset=utf-8' }],
  };
}

/** The plan's sections, in text and in HTML (every value escaped by the `html` template). */
function planDocument(mail: GeneratorPlanMail): { text: string; html: ReturnType<typeof html> } {
  const lang = mail.language;
  const copy = PLAN_COPY[lang];
  const { analysis, company } = mail;
  const details = analysis.eventDetails;
  const sar = (amount: number) => formatSar(amount, lang);
  const city = details.location.known ? cityName(details.location.city, lang) : details.location.input;
  const header = [
    `${COMPANY_NAME[lang]} · ${copy.prepared} ${formatDay(mail.analysedOn, lang)}`,
    `${copy.phone}: ${company.phone} · ${copy.whatsapp}: ${formatPhone(company.whatsapp)}`,
  ];
  const facts: [string, string][] = [
    [copy.event, eventName(analysis, lang)],
    [copy.city, city],
    [copy.guests, formatNumber(details.guestCount, lang)],
    [copy.date, formatDay(details.eventDate, lang, { weekday: true })],
    [copy.days, formatNumber(details.duration, lang)],
  ];
  const tiers = Object.values(analysis.pricingAnalysis.tiers).map((tier) => ({
    title: `${tier.name}${tier.bestValue ? ` (${copy.bestValue})` : ''}: ${sar(tier.total)}, ${sar(tier.perGuest)} ${copy.perGuest}`,
    text: tier.features.join('; '),
  }));
  const sections: [string, { title?: string; text: string }[]][] = [
    [copy.tiers, tiers],
    [copy.market, [{ text: analysis.marketAnalysis.analysis }]],
    [copy.venues, analysis.venueRecommendations.map((venue) => ({ title: venue.name, text: venue.description }))],
    [
      copy.concepts,
      analysis.visualConcepts.conceptDescriptions.map((concept) => ({
        title: concept.title,
        text: concept.description,
      })),
    ],
    [
      copy.savings,
      analysis.optimizationRecommendations.savingsOpportunities.map((saving) => ({
        title: saving.title,
        text: saving.description,
      })),
    ],
    [
      copy.regulations,
      analysis.complianceInfo.saudiRegulations.map((rule) => ({
        title: `${rule.title} (${rule.authority})`,
        text: rule.description,
      })),
    ],
    [
      copy.cultural,
      analysis.complianceInfo.culturalConsiderations.map((note) => ({ title: note.title, text: note.description })),
    ],
  ];
  const text = [
    ...header,
    '',
    facts.map(([label, value]) => `${label}: ${value}`).join(' · '),
    ...sections.flatMap(([title, items]) => [
      '',
      title,
      ...items.map((item) => `- ${item.title ? `${item.title}: ` : ''}${item.text}`),
    ]),
    '',
    copy.method,
  ].join('\n');
  const markup = html`<h1 style="font-size:20px">${COMPANY_NAME[lang]}</h1>
${header.map(
  (line) => html`<p>${line}</p>
`,
)}<table cellpadding="4">${facts.map(([label, value]) => html`<tr><th align="start">${label}</th><td>${value}</td></tr>`)}</table>
${sections.map(
  ([title, items]) =>
    html`<h2 style="font-size:16px">${title}</h2><ul>${items.map((item) => html`<li>${item.title ? html`<strong>${item.title}</strong>: ` : ''}${item.text}</li>`)}</ul>
`,
)}<p><small>${copy.method}</small></p>`;
  return { text, html: markup };
}

function eventName(analysis: GeneratorPlanMail['analysis'], lang: Language): string {
  const { type, customEventType } = analysis.eventDetails;
  const name = type === 'other' && customEventType ? customEventType : EVENT_TYPE_NAMES[type][lang];
  return lang === 'en' ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}
