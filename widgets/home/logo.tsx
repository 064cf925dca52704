import { STAR_MARK, starPath } from '@brand/star-mark';

const CENTRE = STAR_MARK.size / 2;
const STAR = starPath(CENTRE, CENTRE, STAR_MARK.star);
const HEART = starPath(CENTRE, CENTRE, STAR_MARK.centre);

/**
 * The company mark (src/brand/star-mark.ts): an eight-pointed star of two squares 45° apart, in
 * the accent on the primary colour (layout.css). Decorative wherever it appears next to the
 * company name.
 */
export function Logo({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      className={className ? `logo ${className}` : 'logo'}
      viewBox={`0 0 ${STAR_MARK.size} ${STAR_MARK.size}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle className="logo__ground" cx={CENTRE} cy={CENTRE} r={STAR_MARK.ground} strokeWidth="2" />
      <path className="logo__star" d={STAR} />
      <path className="logo__centre" d={HEART} />
    </svg>
  );
}
