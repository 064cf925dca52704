import { describe, expect, it } from 'vitest';
import { CITIES } from '../../../src/contracts/common';
import { CITY_NAMES_AR, extractCity } from '../../../src/engine/conversation/extract-city';
import { normalizeText } from '../../../src/engine/conversation/normalize-arabic';

const city = (text: string) => extractCity(normalizeText(text));

describe('extractCity', () => {
  it.each(CITIES.map((name) => [name]))('reads %s by its English name and its Arabic name', (name) => {
    expect(city(`an event in ${name}`)).toBe(name);
    expect(city(`حفل في ${CITY_NAMES_AR[name]}`)).toBe(name);
  });

  it.each([
    ['Makkah', 'Mecca'],
    ['Madinah', 'Medina'],
    ['Al Khobar', 'Khobar'],
    ['al-ahsa', 'Al-Ahsa'],
    ['Hofuf', 'Al-Ahsa'],
    ['Jizan', 'Jazan'],
    ['جيزان', 'Jazan'],
    ['Al Ula', 'AlUla'],
    ['Buraydah', 'Buraidah'],
    ["Ta'if", 'Taif'],
    ['بالرياض', 'Riyadh'],
    ['للرياض', 'Riyadh'],
    ['بجدة', 'Jeddah'],
    ['مكة المكرمة', 'Mecca'],
    ['المدينة المنورة', 'Medina'],
    ['الأحساء', 'Al-Ahsa'],
    ['الطائف', 'Taif'],
    ['حائل', 'Hail'],
    ['خميس مشيط', 'Khamis Mushait'],
    ['نيوم', 'NEOM'],
  ])('reads %s as %s', (text, name) => {
    expect(city(text)).toBe(name);
  });

  it('takes the first city named', () => {
    expect(city('Jeddah or Riyadh')).toBe('Jeddah');
  });

  it('does not find a city inside another word or in unknown places', () => {
    expect(city('Paris')).toBeUndefined();
    expect(city('Riyadhs')).toBeUndefined();
    expect(city('الرياضة')).toBeUndefined();
  });
});
