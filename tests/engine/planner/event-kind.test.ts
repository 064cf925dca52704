import { describe, expect, it } from 'vitest';
import { eventKind } from '../../../src/engine/planner/event-kind';

describe('eventKind', () => {
  it('keeps the form’s own event types', () => {
    expect(eventKind({ eventType: 'wedding' })).toBe('wedding');
    expect(eventKind({ eventType: 'corporate', customEventType: 'family dinner' })).toBe('corporate');
  });

  it.each([
    ['Family dinner', 'family'],
    ['عشاء عائلي', 'family'],
    ['اجتماع عائلي', 'family'],
    ['Eid lunch', 'family'],
    ['Business dinner', 'corporate'],
    ['Product launch', 'corporate'],
    ['مؤتمر', 'corporate'],
    ['Kids birthday', 'birthday'],
    ['حفلة عيد ميلاد', 'birthday'],
    ['Milka (marriage contract)', 'wedding'],
    ['حفل زواج', 'wedding'],
    ['Engagement party', 'wedding'],
    ['حفل خطوبة', 'wedding'],
    ['Henna night', 'wedding'],
    ['ليلة الحناء', 'wedding'],
    ['Aqiqah', 'family'],
    ['عقيقة', 'family'],
    ['National Day celebration', 'cultural'],
    ['احتفال اليوم الوطني', 'cultural'],
    ['يوم التأسيس', 'cultural'],
    ['Art exhibition', 'cultural'],
    ['أمسية شعرية', 'cultural'],
    ['Graduation party', 'celebration'],
    ['حفل تخرج', 'celebration'],
    ['Something else', 'celebration'],
  ])('reads "%s" as %s', (customEventType, kind) => {
    expect(eventKind({ eventType: 'other', customEventType })).toBe(kind);
  });
});
