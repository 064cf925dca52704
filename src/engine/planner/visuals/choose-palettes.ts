import type { EventGeneratorForm } from '../../../contracts/event-generator';
import type { PaletteId } from '../market-data/palettes';

/**
 * Palettes for the requested colour scheme: a main one, a heritage one when cultural elements
 * are on, and the Ramadan palette when the date falls in Ramadan. Two or three, no repeats.
 *
 * @example
 * choosePalettes({ colorScheme: 'traditional', culturalElements: true, style: 'modern' }, false);
 * // ['sadu_weave', 'najdi_earth']
 */
export function choosePalettes(preferences: EventGeneratorForm['visualPreferences'], ramadan: boolean): PaletteId[] {
  const { main, heritage, plain } = BY_SCHEME[preferences.colorScheme];
  const ids: PaletteId[] = [main, preferences.culturalElements ? heritage : plain];
  if (ramadan) ids.push('ramadan_lantern');
  return [...new Set(ids)];
}

const BY_SCHEME: Record<
  EventGeneratorForm['visualPreferences']['colorScheme'],
  { main: PaletteId; heritage: PaletteId; plain: PaletteId }
> = {
  elegant: { main: 'classic_gulf', heritage: 'najdi_earth', plain: 'national' },
  traditional: { main: 'sadu_weave', heritage: 'najdi_earth', plain: 'classic_gulf' },
  modern: { main: 'national', heritage: 'asiri_qatt', plain: 'classic_gulf' },
};
