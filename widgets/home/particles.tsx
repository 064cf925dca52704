import type { CSSProperties } from 'react';

/**
 * Decorative floating dots behind a section (20 in the hero, 15 in services, spec §9). Positions
 * follow a golden-ratio walk instead of Math.random, so renders and screenshots are stable.
 * Hidden from assistive technology; reduced motion removes them (particles.css).
 */
export function Particles({ count }: { count: number }) {
  return (
    <div className="particles" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => particle(index)).map(({ id, style }) => (
        <span key={id} className="particle" style={style} />
      ))}
    </div>
  );
}

function particle(index: number): { id: string; style: CSSProperties } {
  const size = 4 + (index % 4) * 2;
  return {
    id: `particle-${index}`,
    style: {
      insetInlineStart: `${((index * 61.8 + 7) % 96).toFixed(1)}%`,
      insetBlockStart: `${((index * 38.2 + 11) % 90).toFixed(1)}%`,
      inlineSize: `${size}px`,
      blockSize: `${size}px`,
      animationDuration: `${8 + (index % 5) * 2}s`,
      animationDelay: `${-((index * 1.3) % 9).toFixed(1)}s`,
    },
  };
}
