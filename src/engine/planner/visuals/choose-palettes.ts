import type { EventGeneratorForm } from '../../../contracts/event-generator';
import type { HeritageRegion } from '../../../saudi/heritage';
import type { PaletteId } from '../market-data/palettes';

/** Each region's own palette; Sadu, woven in Bedouin tents across the Kingdom, where the place is unknown. */
export const REGION_PALETTE: Record<HeritageRegion, PaletteId> = {
  hijaz: 'hijazi_roshan',
  najd: 'najdi_earth',
  eastern: 'ahsa_oasis',
  south: 'asiri_qatt',
  north: 'hegra_sandstone',
};

/**
 * Palettes for the requested colour scheme: a main one and, with cultural elements on, the
 * heritage palette of the event's own region (never another region's); the Ramadan palette in
 * Ramadan and the national green on or near a national day. Two to four, no repeats.
 *
 * @example
 * choosePalettes({ colorScheme: 'traditional', culturalElements: true, style: 'modern' }, 'najd', {});
 * // ['sadu_weave', 'najdi_earth']
 */
export function choosePalettes(
  preferences: EventGeneratorForm['visualPreferences'],
  region: HeritageRegion | undefined,
  date: { ramadan?: boolean; nationalDay?: boolean },
): PaletteId[] {
  const heritage = region ? REGION_PALETTE[region] : 'sadu_weave';
  const { main, plain } = BY_SCHEME[preferences.colorScheme];
  const second = preferences.culturalElements && heritage !== main ? heritage : plain;
  const ids: PaletteId[] = [main, second];
  if (date.ramadan) ids.push('ramadan_lantern');
  if (date.nationalDay) ids.push('national');
  return [...new Set(ids)];
}

const BY_SCHEME: Record<EventGeneratorForm['visualPreferences']['colorScheme'], { main: PaletteId; plain: PaletteId }> =
  {
    elegant: { main: 'classic_gulf', plain: 'national' },
    traditional: { main: 'sadu_weave', plain: 'classic_gulf' },
    modern: { main: 'national', plain: 'classic_gulf' },
  };
