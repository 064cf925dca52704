/**
 * The hero's night sky over golden dunes, with stage beams and a crescent, darkened towards the
 * bottom so the copy reads on it. Drawn inline rather than as an <img>: it costs no request or
 * decode, the hero's title, not a picture, is then the largest paint, and its colours come from
 * the theme tokens (hero.css). Decorative; the ids are scoped by the shadow root.
 */
export function HeroBackground() {
  return (
    <svg
      className="hero__background"
      viewBox="0 0 1600 900"
      width="1600"
      height="900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="ev-hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className="hero__sky-top" />
          <stop offset="0.6" className="hero__sky-middle" />
          <stop offset="1" className="hero__sky-bottom" />
        </linearGradient>
        <linearGradient id="ev-hero-beam" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className="hero__beam" stopOpacity="0.35" />
          <stop offset="1" className="hero__beam" stopOpacity="0" />
        </linearGradient>
        <radialGradient id="ev-hero-glow" cx="0.5" cy="0.85" r="0.5">
          <stop offset="0" className="hero__glow" stopOpacity="0.45" />
          <stop offset="1" className="hero__glow" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="ev-hero-shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className="hero__shade" stopOpacity="0.55" />
          <stop offset="1" className="hero__shade" stopOpacity="0.8" />
        </linearGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#ev-hero-sky)" />
      <rect width="1600" height="900" fill="url(#ev-hero-glow)" />
      <g className="hero__stars" opacity="0.7">
        {STARS.map(([cx, cy, r]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
        ))}
      </g>
      <path className="hero__moon" d="M1380 120a60 60 0 1 0 40 105 70 70 0 1 1-40-105z" opacity="0.85" />
      <path d="M360 900 520 300 560 300 720 900z" fill="url(#ev-hero-beam)" />
      <path d="M880 900 1040 300 1080 300 1240 900z" fill="url(#ev-hero-beam)" />
      <path d="M620 900 780 260 820 260 980 900z" fill="url(#ev-hero-beam)" opacity="0.7" />
      <path
        className="hero__dune--far"
        d="M0 690c180-60 360-80 560-40s380 70 560 20 340-90 480-60v290H0z"
        opacity="0.55"
      />
      <path
        className="hero__dune--middle"
        d="M0 760c220-50 420-40 640 0s420 60 640 10 240-40 320-30v160H0z"
        opacity="0.6"
      />
      <path className="hero__dune--near" d="M0 830c260-30 520-20 800 10s520 20 800-20v80H0z" opacity="0.5" />
      <g className="hero__stage" opacity="0.9">
        <rect x="600" y="700" width="400" height="24" rx="4" />
        <rect x="620" y="724" width="12" height="90" />
        <rect x="968" y="724" width="12" height="90" />
        <path d="M560 700h480l-40-40H600z" />
      </g>
      <rect width="1600" height="900" fill="url(#ev-hero-shade)" />
    </svg>
  );
}

const STARS: readonly (readonly [number, number, number])[] = [
  [120, 90, 2],
  [310, 160, 1.5],
  [520, 70, 2],
  [760, 130, 1.5],
  [980, 60, 2],
  [1180, 150, 1.5],
  [1390, 80, 2],
  [1530, 190, 1.5],
  [640, 220, 1.2],
  [1060, 250, 1.2],
  [220, 260, 1.2],
  [1460, 300, 1.2],
];
