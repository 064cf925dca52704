/**
 * The company mark: an eight-pointed star made of two squares, one turned 45° on the other (the
 * khatam of Najdi doors and carved plaster, the figure of the Rub el Hizb). One geometry for every
 * place the mark appears: the home's header, hero and footer (widgets/home/logo.tsx), the favicon,
 * the WordPress plugin's admin and the privacy page (starMarkSvg, written by scripts/brand-marks.ts).
 */
export const STAR_MARK = {
  /** The drawing's square, 48 units a side, centred on (24, 24). */
  size: 48,
  /** The ground disc and its ring. */
  ground: 23,
  /** Distance from the centre to each of the eight points. */
  star: 17,
  /**
   * The smaller star cut out at the heart, points aligned with the large one: the khatam within a
   * khatam of carved doors and plaster. A plain disc there read as a gear at header sizes.
   */
  centre: 8,
} as const;

/**
 * The outline of the star with its points `radius` from (`cx`, `cy`): sixteen corners, the eight
 * points of the two squares and the eight places where their edges cross, the first point upright.
 * @example starOutline(24, 24, 17).length // 16
 */
export function starOutline(cx: number, cy: number, radius: number): [number, number][] {
  // Where the edges of two squares 45° apart cross: the apothem (r·cos 45°) seen at 22.5° off it.
  const notch = (radius * Math.cos(Math.PI / 4)) / Math.cos(Math.PI / 8);
  return Array.from({ length: 16 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 8;
    const r = index % 2 === 0 ? radius : notch;
    return [round(cx + r * Math.cos(angle)), round(cy + r * Math.sin(angle))];
  });
}

/**
 * The star as SVG path data.
 * @example starPath(24, 24, 17) // 'M24 7L…Z'
 */
export function starPath(cx: number, cy: number, radius: number): string {
  return `${starOutline(cx, cy, radius)
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`)
    .join('')}Z`;
}

export interface StarMarkColours {
  /** The ground disc (navy) and its ring and the star (gold). */
  ground: string;
  star: string;
  /** A square background behind the disc (the favicon's), if any. */
  tile?: string;
}

/**
 * The mark as a standalone SVG document, for files and pages that cannot use the React logo.
 * @example starMarkSvg({ ground: '#0f2744', star: '#c9a227' })
 */
export function starMarkSvg({ ground, star, tile }: StarMarkColours, title = ''): string {
  const { size, star: radius, centre } = STAR_MARK;
  const c = size / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">`,
    title ? `<title>${title}</title>` : '',
    tile ? `<rect width="${size}" height="${size}" rx="10" fill="${tile}"/>` : '',
    `<circle class="logo__ground" cx="${c}" cy="${c}" r="${STAR_MARK.ground}" fill="${ground}" stroke="${star}" stroke-width="2"/>`,
    `<path class="logo__star" d="${starPath(c, c, radius)}" fill="${star}"/>`,
    `<path class="logo__centre" d="${starPath(c, c, centre)}" fill="${ground}"/>`,
    '</svg>',
  ].join('');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
