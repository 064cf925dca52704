import type { CitySeason } from '../../../saudi/city-seasons';
import type { Season } from '../../../contracts/event-generator';

export type Demand = 'peak' | 'high' | 'medium' | 'low';

/**
 * The spec's demand model (§3, §9) is the basis of price: winter peak, spring high, autumn medium,
 * summer low. Multipliers [EST]: ±10–15 % around autumn, the size of the summer swing R4 reports
 * for halls (+10–15 %), applied the spec's way round. R4–R8 say wedding halls are in fact busiest
 * in summer and at Eid; the analysis text tells the client so, the price follows the spec.
 */
export const SEASON_DEMAND: Record<Season, { demand: Demand; multiplier: number }> = {
  winter: { demand: 'peak', multiplier: 1.15 },
  spring: { demand: 'high', multiplier: 1.08 },
  autumn: { demand: 'medium', multiplier: 1.0 },
  summer: { demand: 'low', multiplier: 0.9 },
};

/**
 * Date-derived overlays on top of the season. Each is a multiplier on the listed cost lines.
 * Sources: R25 (halls sit empty in Ramadan), R29 (corporate iftars fill hotels), domain notes'
 * city factors (Makkah/Madinah 1.1–1.5 in Ramadan and Hajj), R33 (Makkah hotels up to ~10× in
 * Hajj, capped here at the notes' 1.5), R26 (Riyadh Season Oct–Mar), R27 (Jeddah Season, summer),
 * R5 (Wed/Thu nights cost ~SR5k more on a SR20–40k hall, about +15 %), R3 and R4 (Eid is the
 * wedding halls' peak; R4's peak swing of +10–15 %). Sizes are [EST].
 */
export const OVERLAYS = {
  ramadanWeddingVenue: 0.8,
  eidWeddingVenue: 1.15,
  ramadanCorporateVenue: 1.1,
  holyCitiesRamadan: 1.3,
  holyCitiesHajj: 1.5,
  riyadhSeason: 1.08,
  jeddahSeason: 1.05,
  peakNightVenue: 1.15,
} as const;

/** Months (1–12) of the big city seasons in force. R26: Riyadh Season Oct–Mar. R27: Jeddah Season June–August core (May–Sept, varies by year). */
export const CITY_SEASON_MONTHS = {
  Riyadh: [10, 11, 12, 1, 2, 3],
  Jeddah: [6, 7, 8],
} as const;

/**
 * What a city's own season does to halls and crews (a multiplier) and to demand (steps up from the
 * season's level): Riyadh Season (R26) and Jeddah Season (R27) one step, as the overlays above; the
 * mountains' summer, their high season (R78, R79), two steps, so Abha in July is in demand although
 * the spec's model calls summer low [EST]; AlUla's winter season (R76) one step; Taif's rose harvest
 * (R77) brings visitors but no price of its own.
 */
export const CITY_SEASON_EFFECTS: Record<CitySeason, { overlay: number; demandStep: number }> = {
  riyadhSeason: { overlay: OVERLAYS.riyadhSeason, demandStep: 1 },
  jeddahSeason: { overlay: OVERLAYS.jeddahSeason, demandStep: 1 },
  mountainSummer: { overlay: 1.1, demandStep: 2 },
  alulaWinter: { overlay: 1.08, demandStep: 1 },
  taifRoses: { overlay: 1, demandStep: 0 },
};
