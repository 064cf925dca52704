import type { City } from './cities';

/** Average daily high and low, °C, in January, April, July and October: high, low, high, low, … */
type Anchors = readonly [number, number, number, number, number, number, number, number];

export interface CityClimate {
  anchors: Anchors;
  /** Humid coast: warm nights feel sticky (R88, R82, R83). */
  humid: boolean;
  /** Above about 1,500 m: cool summers, cold winter nights (R79, R85). */
  mountain: boolean;
  /** Months (1–12) with rain that can stop an outdoor event: thunderstorms, flash floods, winter rain. */
  rain: readonly number[];
  /** Months with the Kingdom's most dust-storm days (R87). */
  dust: readonly number[];
  /** Months whose nights the sources say need heaters outdoors (R80, R79, R85, R86; AlUla's season). */
  heating: readonly number[];
}

const climate = (anchors: Anchors, traits: Partial<Omit<CityClimate, 'anchors'>> = {}): CityClimate => ({
  anchors,
  humid: false,
  mountain: false,
  rain: [],
  dust: [],
  heating: [],
  ...traits,
});
const WINTER = [12, 1, 2];
const RIYADH = climate([20, 9, 33, 21, 43, 29, 36, 21], { heating: WINTER });
const EASTERN = climate([22, 10, 33, 20, 45, 30, 37, 22], { humid: true, dust: [3, 4, 5, 6, 7] });
const ASIR = climate([17, 6, 25, 14, 28, 18, 24, 14], {
  mountain: true,
  rain: [3, 4, 5, 6, 7, 8],
  heating: [11, 12, 1, 2],
});

/**
 * Climate by city. Anchors: R80 (Riyadh, PME 1985–2010; heaters December–February), R82 (Jeddah:
 * mild winters, no heaters), R83 (Dammam, also Khobar, Dhahran, Jubail), R81 (Makkah: flash floods
 * November–January), R84 (Madinah), R79 (Taif, ~1,700 m, cold winter nights), R85 (Abha, ~2,200 m,
 * heaters in winter), R86 (Tabuk: winter rain, nights near freezing), R87 (NCM 1985–2022: most
 * thunderstorm days in Abha, then Taif; most dust-storm days in the Eastern Province), R88 (humid
 * coasts). The domain notes mark AlUla (heaters and blankets in its December–January season) and some
 * months [EST]; cities with no record of their own take the nearest like city [EST]: Khamis Mushait
 * as Abha, Buraidah as Riyadh, Al-Ahsa as Dammam less the sea air, Yanbu as Jeddah, Jazan a hotter Red
 * Sea coast, Najran a lower, drier Asir, Hail a higher Riyadh, NEOM a milder northern Red Sea coast.
 * The months of rain and dust are [EST] from the seasons the sources name.
 */
export const CITY_CLIMATE: Readonly<Record<City, CityClimate>> = {
  Riyadh: RIYADH,
  Buraidah: RIYADH,
  Jeddah: climate([28, 20, 34, 22, 38, 27, 35, 24], { humid: true }),
  Yanbu: climate([26, 16, 32, 20, 38, 27, 35, 23], { humid: true }),
  Jazan: climate([30, 23, 35, 26, 38, 30, 37, 27], { humid: true }),
  Mecca: climate([30, 19, 39, 24, 43, 29, 40, 26], { rain: [11, 12, 1] }),
  Medina: climate([23, 12, 35, 21, 43, 29, 36, 22]),
  Taif: climate([23, 9, 30, 15, 35, 22, 30, 15], { mountain: true, rain: [3, 4, 5, 6, 7, 8], heating: WINTER }),
  Abha: ASIR,
  'Khamis Mushait': ASIR,
  Najran: climate([25, 10, 33, 18, 38, 24, 33, 17], { heating: [12, 1] }),
  Dammam: EASTERN,
  Khobar: EASTERN,
  Dhahran: EASTERN,
  Jubail: EASTERN,
  'Al-Ahsa': { ...EASTERN, humid: false },
  AlUla: climate([22, 6, 32, 16, 40, 25, 33, 17], { heating: [12, 1] }),
  Tabuk: climate([20, 4, 29, 13, 38, 23, 31, 15], { rain: WINTER, heating: [11, 12, 1, 2] }),
  Hail: climate([18, 5, 30, 16, 40, 25, 32, 17], { heating: WINTER }),
  NEOM: climate([22, 13, 28, 18, 35, 26, 31, 22], { humid: true }),
};

export interface MonthClimate {
  /** Average daily high and low in the month, °C, whole degrees. */
  high: number;
  low: number;
  humid: boolean;
  mountain: boolean;
  rain: boolean;
  dust: boolean;
  /** The sources name this month's nights as needing heaters. */
  heating: boolean;
}

/**
 * A city's weather in a month (1–12): the anchors' high and low, read between the four anchor
 * months in a straight line; undefined for a place the table does not know.
 *
 * @example
 * climateIn('Jeddah', 1);  // { high: 28, low: 20, humid: true, mountain: false, rain: false, dust: false, heating: false }
 * climateIn('Abha', 7)?.high; // 28
 */
export function climateIn(city: string, month: number): MonthClimate | undefined {
  const found = Object.hasOwn(CITY_CLIMATE, city) ? CITY_CLIMATE[city as City] : undefined;
  if (!found) return undefined;
  // Anchors sit at months 1, 4, 7 and 10; month m lies (m − 1) / 3 of the way round the year.
  const position = (month - 1) / 3;
  const from = Math.floor(position) % 4;
  const to = (from + 1) % 4;
  const share = position - Math.floor(position);
  const at = (anchor: number, which: 0 | 1) => found.anchors[anchor * 2 + which] ?? 0;
  const between = (which: 0 | 1) => Math.round(at(from, which) + (at(to, which) - at(from, which)) * share);
  return {
    high: between(0),
    low: between(1),
    humid: found.humid,
    mountain: found.mountain,
    rain: found.rain.includes(month),
    dust: found.dust.includes(month),
    heating: found.heating.includes(month),
  };
}
