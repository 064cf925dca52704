import type { City } from './cities';

/** A city's own season: a festival or a climate that brings visitors and fills its halls and hotels. */
export type CitySeason = 'riyadhSeason' | 'jeddahSeason' | 'mountainSummer' | 'alulaWinter' | 'taifRoses';

interface CitySeasonSpan {
  cities: readonly City[];
  /** Inclusive, as MM-DD; a span that ends before it starts runs over the new year. */
  from: string;
  to: string;
}

/**
 * R26: Riyadh Season (GEA) runs October to March. R27: Jeddah Season is in summer, its core June to
 * August (May–September, varying by year). R78, R79: summer is the high season in the Asir and Taif
 * mountains (Al-Soudah Season in August). R76: Winter at Tantora in AlUla ran 21 December to
 * 27 January in 2023–24. R77: Taif's roses are picked from mid-March to early April, with a festival.
 */
export const CITY_SEASONS: Record<CitySeason, CitySeasonSpan> = {
  riyadhSeason: { cities: ['Riyadh'], from: '10-01', to: '03-31' },
  jeddahSeason: { cities: ['Jeddah'], from: '06-01', to: '08-31' },
  mountainSummer: { cities: ['Abha', 'Khamis Mushait', 'Taif'], from: '06-01', to: '08-31' },
  alulaWinter: { cities: ['AlUla'], from: '12-21', to: '01-27' },
  taifRoses: { cities: ['Taif'], from: '03-15', to: '04-10' },
};

/**
 * The city's seasons a day (YYYY-MM-DD) falls in.
 *
 * @example
 * citySeasonsOn('Abha', '2027-07-15'); // ['mountainSummer']
 * citySeasonsOn('Riyadh', '2027-07-15'); // []
 */
export function citySeasonsOn(city: string, day: string): CitySeason[] {
  const date = day.slice(5, 10);
  return (Object.keys(CITY_SEASONS) as CitySeason[]).filter((season) => {
    const { cities, from, to } = CITY_SEASONS[season];
    if (!(cities as readonly string[]).includes(city)) return false;
    return from <= to ? date >= from && date <= to : date >= from || date <= to;
  });
}
