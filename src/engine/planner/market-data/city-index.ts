import type { City } from '../../../contracts/common';

/**
 * City cost index (Riyadh = 1.0) for venues, services and catering. [EST] anchored on the domain
 * notes' city factors (Riyadh/Jeddah 1.0; Dammam 0.85–0.95), R18 (kosha décor SR10–15k in Tabuk
 * and Taif against SR30–50k in Jeddah) and R16 (tagaga SR7–11k in small towns against SR14–100k in
 * cities). AlUla and NEOM sit above 1.0 because crews, equipment and guests travel in [EST].
 * Makkah/Madinah's Ramadan and Hajj surges are date overlays (seasons.ts), not part of the index.
 */
export const CITY_INDEX: Record<City, number> = {
  Riyadh: 1.0,
  Jeddah: 1.0,
  Mecca: 1.05,
  Medina: 1.0,
  Dammam: 0.9,
  Khobar: 0.92,
  Dhahran: 0.92,
  Jubail: 0.85,
  'Al-Ahsa': 0.8,
  Taif: 0.8,
  Abha: 0.82,
  'Khamis Mushait': 0.78,
  Tabuk: 0.8,
  Hail: 0.78,
  Buraidah: 0.8,
  Jazan: 0.78,
  Najran: 0.78,
  Yanbu: 0.85,
  AlUla: 1.3,
  NEOM: 1.35,
};

/** Index for a place we do not know: the unweighted national mean of the table above, rounded [EST]. */
export const NATIONAL_AVERAGE_INDEX = 0.9;

/** Major metros with a convention centre and five-star hotel ballrooms (R34–R37). */
export const MAJOR_CITIES: readonly City[] = ['Riyadh', 'Jeddah', 'Mecca', 'Medina', 'Dammam', 'Khobar', 'Dhahran'];
