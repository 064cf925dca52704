import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/contracts/common';
import { type ChatTurn, type LeadInfo, leadInfoSchema } from '../../../src/contracts/natural-conversation';
import { type ConversationTurn, converse, questionFor } from '../../../src/engine/conversation';
import { expectReplyIn } from './reply-language';

/** Plays a conversation the way the widget and the server do: history, context and the captured flag carried over. */
function play(language: Language, messages: string[], today?: string, serverRemembers = true) {
  const history: ChatTurn[] = [];
  let userContext: LeadInfo = {};
  let alreadyCaptured = false;
  const turns: ConversationTurn[] = [];
  for (const userMessage of messages) {
    const turn = converse({ userMessage, history, language, userContext, alreadyCaptured, today });
    turns.push(turn);
    history.push({ role: 'user', content: userMessage }, { role: 'assistant', content: turn.response });
    userContext = turn.leadInfo;
    if (serverRemembers) alreadyCaptured ||= turn.leadCaptured;
  }
  return turns;
}

function expectEveryTurnWellFormed(language: Language, turns: ConversationTurn[]) {
  for (const turn of turns) {
    expectReplyIn(language, turn.response);
    expect(leadInfoSchema.safeParse(turn.leadInfo).success).toBe(true);
    if (turn.missing) expect(turn.response).toContain(questionFor(turn.missing, language));
  }
}

describe('a whole conversation', () => {
  it('in English asks one detail at a time and captures the lead exactly once', () => {
    const turns = play('en', [
      'Hello',
      "I'm planning a wedding",
      'Sara',
      '0501234567',
      'about 250 guests',
      'Jeddah',
      'March 15 2027',
      'budget 300k',
      'thanks, bye',
    ]);
    expect(turns.map((turn) => turn.missing)).toEqual([
      'eventType',
      'name',
      'contact',
      'guestCount',
      'location',
      'eventDate',
      'budget',
      null,
      null,
    ]);
    expect(turns.map((turn) => turn.leadCaptured)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(turns.at(-1)?.leadInfo).toEqual({
      eventType: 'wedding',
      name: 'Sara',
      phone: '+966501234567',
      guestCount: 250,
      location: 'Jeddah',
      eventDate: '2027-03-15',
      budget: 300_000,
    });
    expect(turns[3]?.response).toContain('within 24 hours');
    expectEveryTurnWellFormed('en', turns);
  });

  it('in Arabic asks one detail at a time and captures the lead exactly once', () => {
    const turns = play(
      'ar',
      [
        'السلام عليكم',
        'أبغى أسوي ملكة',
        'نورة',
        'nora@example.com',
        'ميتين',
        'بالرياض',
        'بعد شهرين',
        'ميزانيتي نص مليون',
        'مع السلامة',
      ],
      '2026-05-01',
    );
    expect(turns.map((turn) => turn.missing)).toEqual([
      'eventType',
      'name',
      'contact',
      'guestCount',
      'location',
      'eventDate',
      'budget',
      null,
      null,
    ]);
    expect(turns.map((turn) => turn.leadCaptured)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(turns.at(-1)?.leadInfo).toEqual({
      eventType: 'wedding',
      name: 'نورة',
      email: 'nora@example.com',
      guestCount: 200,
      location: 'Riyadh',
      eventDate: '2026-07-01',
      budget: 500_000,
    });
    expect(turns[3]?.response).toContain('خلال 24 ساعة');
    expectEveryTurnWellFormed('ar', turns);
  });

  it('remembers details from earlier messages even when the widget sends no context', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'A corporate conference in Dammam' },
      { role: 'assistant', content: questionFor('name', 'en') },
      { role: 'user', content: 'Omar' },
      { role: 'assistant', content: questionFor('contact', 'en') },
    ];
    const turn = converse({ userMessage: 'omar@example.com', history, language: 'en', userContext: {} });
    expect(turn.leadInfo).toEqual({
      eventType: 'corporate',
      location: 'Dammam',
      name: 'Omar',
      email: 'omar@example.com',
    });
    expect(turn.leadCaptured).toBe(true);
    expect(turn.missing).toBe('guestCount');
  });

  it('with questions along the way still captures once, and answers each question', () => {
    const turns = play('ar', [
      'كم أسعاركم؟',
      'حفل عيد ميلاد',
      'وين تشتغلون؟',
      'اسمي خالد',
      'رقمي +966 55 123 4567',
      'كيف أتواصل مع موظف؟',
      'شكراً',
    ]);
    expect(turns.map((turn) => turn.intent)).toEqual([
      'pricing',
      'event-birthday',
      'cities',
      'lead-details',
      'lead-details',
      'human',
      'thanks',
    ]);
    expect(turns.filter((turn) => turn.leadCaptured)).toHaveLength(1);
    expect(turns[4]?.leadCaptured).toBe(true);
    expect(turns.at(-1)?.leadInfo).toEqual({ eventType: 'birthday', name: 'خالد', phone: '+966551234567' });
    expectEveryTurnWellFormed('ar', turns);
  });

  it('captures once even when the server cannot say it already did (no conversation id)', () => {
    const turns = play(
      'en',
      ['A birthday', 'I am Lina', 'lina@example.com', '0551234567', '40 guests'],
      undefined,
      false,
    );
    expect(turns.map((turn) => turn.leadCaptured)).toEqual([false, false, true, false, false]);
  });

  it('a price asked before the guest count is quoted in tiers once the count comes, then the lead goes on', () => {
    for (const [language, messages, names] of [
      [
        'en',
        ["we're planning a wedding in Jeddah", 'how much would it cost?', 'around 250'],
        ['Essential SAR', 'Luxury SAR'],
      ],
      ['ar', ['عندنا عرس بجدة', 'كم التكلفة تقريباً؟', '٢٥٠'], ['الباقة الأساسية', 'الباقة الفاخرة']],
    ] as const) {
      const turns = play(language, [...messages], '2026-11-23');
      expect(turns.map((turn) => turn.intent)).toEqual(['event-wedding', 'pricing', 'pricing']);
      expect(turns[1]?.missing).toBe('guestCount');
      expect(turns[2]?.leadInfo).toEqual({ eventType: 'wedding', location: 'Jeddah', guestCount: 250 });
      for (const name of names) expect(turns[2]?.response).toContain(name);
      expect(turns[2]?.missing).toBe('name');
      expectEveryTurnWellFormed(language, turns);
    }
  });

  it('answers a question asked with details, keeps the details, and asks for one missing thing', () => {
    const [turn] = play('en', ["we're 250 in Jeddah for a wedding, do we need a permit?"], '2026-11-23');
    expect(turn?.leadInfo).toEqual({ eventType: 'wedding', guestCount: 250, location: 'Jeddah' });
    expect(turn?.intent).toBe('permits');
    expect(turn?.response).toContain('Civil Defense');
    expect(turn?.missing).toBe('name');
  });

  it('a correction replaces the earlier value', () => {
    const turns = play('en', ['A wedding for 200 guests', 'sorry, 350 guests']);
    expect(turns[1]?.leadInfo.guestCount).toBe(350);
  });
});
