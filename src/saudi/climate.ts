import type { City } from './cities';

/** Average daily high and low, °C, in January, April, July and October. */
type Anchors = readonly [
  jan: readonly [number, number],
  apr: readonly [number, number],
  jul: readonly [number, number],
  oct: readonly [number, number],
];

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
}

const RIYADH: CityClimate = {
  anchors: [
    [20, 9],
    [33, 21],
    [43, 29],
    [36, 21],
  ],
  humid: false,
  mountain: false,
  rain: [],
  dust: [],
};
const EASTERN: CityClimate = {
  anchors: [
    [22, 10],
    [33, 20],
    [45, 30],
    [37, 22],
  ],
  humid: true,
  mountain: false,
  rain: [],
  dust: [3, 4, 5, 6, 7],
};
const ASIR: CityClimate = {
  anchors: [
    [17, 6],
    [25, 14],
    [28, 18],
    [24, 14],
  ],
  humid: false,
  mountain: true,
  rain: [3, 4, 5, 6, 7, 8],
  dust: [],
};

/**
 * Climate by city. Anchors: R80 (Riyadh, PME 1985–2010), R82 (Jeddah), R83 (Dammam, also Khobar,
 * Dhahran, Jubail), R81 (Makkah: flash floods November–January), R84 (Madinah), R79 (Taif, ~1,700 m),
 * R85 (Abha, ~2,200 m), R86 (Tabuk: winter rain), R87 (NCM 1985–2022: most thunderstorm days in
 * Abha, then Taif; most dust-storm days in the Eastern Province), R88 (humid coasts). The domain notes
 * mark AlUla and some months [EST]; cities with no record of their own take the nearest like city
 * [EST]: Khamis Mushait as Abha, Buraidah as Riyadh, Al-Ahsa as Dammam less the sea air, Yanbu as
 * Jeddah, Jazan a hotter Red Sea coast, Najran a lower, drier Asir, Hail a higher Riyadh, NEOM a
 * milder northern Red Sea coast. The months of rain and dust are [EST] from the seasons the sources name.
 */
export const CITY_CLIMATE: Readonly<Record<City, CityClimate>> = {
  Riyadh: RIYADH,
  Buraidah: RIYADH,
  Jeddah: {
    anchors: [
      [28, 20],
      [34, 22],
      [38, 27],
      [35, 24],
    ],
    humid: true,
    mountain: false,
    rain: [],
    dust: [],
  },
  Yanbu: {
    anchors: [
      [26, 16],
      [32, 20],
      [38, 27],
      [35, 23],
    ],
    humid: true,
    mountain: false,
    rain: [],
    dust: [],
  },
  Jazan: {
    anchors: [
      [30, 23],
      [35, 26],
      [38, 30],
      [37, 27],
    ],
    humid: true,
    mountain: false,
    rain: [],
    dust: [],
  },
  Mecca: {
    anchors: [
      [30, 19],
      [39, 24],
      [43, 29],
      [40, 26],
    ],
    humid: false,
    mountain: false,
    rain: [11, 12, 1],
    dust: [],
  },
  Medina: {
    anchors: [
      [23, 12],
      [35, 21],
      [43, 29],
      [36, 22],
    ],
    humid: false,
    mountain: false,
    rain: [],
    dust: [],
  },
  Taif: {
    anchors: [
      [23, 9],
      [30, 15],
      [35, 22],
      [30, 15],
    ],
    humid: false,
    mountain: true,
    rain: [3, 4, 5, 6, 7, 8],
    dust: [],
  },
  Abha: ASIR,
  'Khamis Mushait': ASIR,
  Najran: {
    anchors: [
      [25, 10],
      [33, 18],
      [38, 24],
      [33, 17],
    ],
    humid: false,
    mountain: false,
    rain: [],
    dust: [],
  },
  Dammam: EASTERN,
  Khobar: EASTERN,
  Dhahran: EASTERN,
  Jubail: EASTERN,
  'Al-Ahsa': { ...EASTERN, humid: false },
  AlUla: {
    anchors: [
      [22, 6],
      [32, 16],
      [40, 25],
      [33, 17],
    ],
    humid: false,
    mountain: false,
    rain: [],
    dust: [],
  },
  Tabuk: {
    anchors: [
      [20, 4],
      [29, 13],
      [38, 23],
      [31, 15],
    ],
    humid: false,
    mountain: false,
    rain: [12, 1, 2],
    dust: [],
  },
  Hail: {
    anchors: [
      [18, 5],
      [30, 16],
      [40, 25],
      [32, 17],
    ],
    humid: false,
    mountain: false,
    rain: [],
    dust: [],
  },
  NEOM: {
    anchors: [
      [22, 13],
      [28, 18],
      [35, 26],
      [31, 22],
    ],
    humid: true,
    mountain: false,
    rain: [],
    dust: [],
  },
};

export interface MonthClimate {
  /** Average daily high and low in the month, °C, whole degrees. */
  high: number;
  low: number;
  humid: boolean;
  mountain: boolean;
  rain: boolean;
  dust: boolean;
}

/**
 * A city's weather in a month (1–12): the anchors' high and low, read between the four anchor
 * months in a straight line; undefined for a place the table does not know.
 *
 * @example
 * climateIn('Jeddah', 1);  // { high: 28, low: 20, humid: true, mountain: false, rain: false, dust: false }
 * climateIn('Abha', 7)?.high; // 28
 */
export function climateIn(city: string, month: number): MonthClimate | undefined {
  const climate = Object.hasOwn(CITY_CLIMATE, city) ? CITY_CLIMATE[city as City] : undefined;
  if (!climate) return undefined;
  // Anchors sit at months 1, 4, 7 and 10; month m lies (m − 1) / 3 of the way round the year.
  const position = (month - 1) / 3;
  const from = Math.floor(position) % 4;
  const share = position - Math.floor(position);
  const [a, b] = [climate.anchors[from], climate.anchors[(from + 1) % 4]] as [
    readonly [number, number],
    readonly [number, number],
  ];
  return {
    high: Math.round(a[0] + (b[0] - a[0]) * share),
    low: Math.round(a[1] + (b[1] - a[1]) * share),
    humid: climate.humid,
    mountain: climate.mountain,
    rain: climate.rain.includes(month),
    dust: climate.dust.includes(month),
  };
}
