import type { Language } from '../../../contracts/constants';
import type { HeritageRegion } from '../../../saudi/heritage';
import { nabataeanFacade, najdiWall, palmArcade, qattPanel, roshanScreen, saduBand } from './heritage-motifs';

export interface MoodBoard {
  title: string;
  caption: string;
  colors: string[];
  style: 'modern' | 'traditional';
  /** Draw the Sadu band and the motif of this region (or the Sadu band alone where the place is unknown); none when undefined. */
  heritage: HeritageRegion | 'kingdom' | undefined;
  lang: Language;
}

const W = 480;
const H = 320;

/**
 * A self-contained SVG mood board: the palette as swatches, a style motif (arches for
 * traditional, rings for modern) and, with heritage on, a Sadu band and the event's own region's
 * motif: a Najdi wall, a Hijazi roshan, an Al-Ahsa arcade, an Asiri qatt panel or a Nabataean
 * façade. No external references; text is escaped.
 *
 * @example
 * drawMoodBoard({ title: 'Najdi Earth', caption: 'Wedding', colors: ['#D8C3A5'], style: 'modern', heritage: 'najd', lang: 'en' });
 * // '<svg xmlns="http://www.w3.org/2000/svg" …><title>Najdi Earth</title>…</svg>'
 */
export function drawMoodBoard(board: MoodBoard): string {
  const [c0 = '#FFFFFF', c1 = c0, c2 = c1, c3 = c2, c4 = c3] = board.colors;
  const parts: string[] = [
    `<rect width="${W}" height="${H}" fill="${c3}"/>`,
    board.style === 'traditional' ? arches(c1, c2) : rings(c0, c2, c4),
  ];
  if (board.heritage) parts.push(saduBand(0, 150, W, 36, [c0, c1, c2, c3]));
  if (board.heritage && board.heritage !== 'kingdom') parts.push(MOTIFS[board.heritage]([c0, c1, c2, c3, c4]));
  parts.push(...swatches(board.colors));
  const rtl = board.lang === 'ar';
  parts.push(
    `<text x="${rtl ? W - 20 : 20}" y="30" font-family="sans-serif" font-size="18" fill="${c2}" text-anchor="start"${rtl ? ' direction="rtl"' : ''}>${escapeXml(board.caption)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"><title>${escapeXml(board.title)}</title>${parts.join('')}</svg>`;
}

/** A data: URL for an SVG, percent-encoded so any text survives. */
/**
 * The SVG as a data URL, escaping only what a URL needs (a third smaller than encodeURIComponent):
 * attribute quotes become apostrophes (text is already XML-escaped), and %, #, angle brackets,
 * other URL delimiters and every non-ASCII letter are percent-encoded.
 */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${svg.replace(/"/g, "'").replace(/[^ -~]|[%#<>?[\\\]^`{|}]/gu, encodeURIComponent)}`;

export const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const MOTIFS: Record<HeritageRegion, (colors: string[]) => string> = {
  najd: ([, c1, c2]) => najdiWall(300, 40, 160, 100, c1 as string, c2 as string),
  hijaz: ([, c1, c2]) => roshanScreen(330, 50, 100, 80, c2 as string, c1 as string),
  eastern: ([, c1, c2]) => palmArcade(300, 40, 160, 100, c1 as string, c2 as string),
  south: (colors) => qattPanel(300, 40, 160, 96, colors),
  north: ([, c1, c2]) => nabataeanFacade(320, 30, 120, 110, c1 as string, c2 as string),
};

function swatches(colors: string[]): string[] {
  const size = W / Math.max(1, colors.length);
  return colors.map(
    (color, i) =>
      `<rect x="${i * size}" y="${H - 80}" width="${size}" height="80" fill="${color}"/>` +
      `<rect x="${i * size + size / 2 - 32}" y="${H - 24}" width="64" height="18" rx="4" fill="#FFFFFF" fill-opacity="0.85"/>` +
      `<text x="${i * size + size / 2}" y="${H - 11}" font-family="monospace" font-size="11" text-anchor="middle" fill="#1C1C1C">${color}</text>`,
  );
}

function arches(fill: string, stroke: string): string {
  return [40, 130, 220]
    .map(
      (x) => `<path d="M${x} 230 V120 a40 40 0 0 1 80 0 V230 Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`,
    )
    .join('');
}

function rings(a: string, b: string, c: string): string {
  return [a, b, c]
    .map(
      (color, i) =>
        `<circle cx="${140 + i * 40}" cy="130" r="${80 - i * 20}" fill="none" stroke="${color}" stroke-width="10"/>`,
    )
    .join('');
}
