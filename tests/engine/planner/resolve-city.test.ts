import { describe, expect, it } from 'vitest';
import { resolveCity } from '../../../src/engine/planner';

describe('resolveCity', () => {
  it.each([
    ['riyadh', 'Riyadh'],
    ['الرياض', 'Riyadh'],
    ['RIYADH, Saudi Arabia', 'Riyadh'],
    ['بالرياض', 'Riyadh'],
    ['Jeddah', 'Jeddah'],
    ['جدة', 'Jeddah'],
    ['Makkah', 'Mecca'],
    ['مكة المكرمة', 'Mecca'],
    ['Madinah', 'Medina'],
    ['Al Khobar', 'Khobar'],
    ['AlKhobar', 'Khobar'],
    ['Ḥaʾil', 'Hail'],
    ['العُلا', 'AlUla'],
    ['Al-Ula', 'AlUla'],
    ['khamis mushait', 'Khamis Mushait'],
    ['الاحساء', 'Al-Ahsa'],
    ['Hofuf', 'Al-Ahsa'],
    ['أبها', 'Abha'],
    ['neom', 'NEOM'],
  ])('reads %s as %s', (input, city) => {
    expect(resolveCity(input)).toMatchObject({ city, known: true });
  });

  it('prefers the named city over a word that only looks like one ("city of Riyadh" is not Medina)', () => {
    expect(resolveCity('مدينة الرياض').city).toBe('Riyadh');
  });

  it('keeps an unknown place as typed with the national-average index', () => {
    expect(resolveCity('  Paris ')).toEqual({ city: 'Paris', input: 'Paris', known: false, costIndex: 0.9 });
  });
});
