import { readPageConfig } from '@shell/base/page-config';
import { safeUrl } from '@shell/first-view/safe-url';
import { useLanguage } from '@shell/react/use-language';
import type { Art } from './images';

export interface SectionImageProps {
  /** Where a page's own photograph goes (`images` in the page config): `about`, `services.health`, `portfolio.wedding`… */
  slot: string;
  art: Art;
  /** The bundled scene's description, or '' where it only decorates. */
  alt: string;
  width: number;
  height: number;
  className: string;
}

/** A photograph the company supplies for a slot: its URL, or that with a srcset and its own descriptions. */
interface Supplied {
  src: string;
  srcset?: string;
  alt?: Partial<Record<'en' | 'ar', string>>;
}

/**
 * A section's picture: the company's own photograph where the page supplies one for `slot`
 * (docs/imagery.md, "Your own photographs"), else the scene drawn for it, its night variant for
 * a visitor in dark mode, turned round in Arabic where its movement reads along the text. Loaded
 * when it nears the screen; its box has the slot's size either way, so nothing moves.
 */
export function SectionImage({ slot, art, alt, width, height, className }: SectionImageProps) {
  const { language, dir } = useLanguage();
  const photo = suppliedImage(slot);
  const common = { className, width, height, loading: 'lazy', decoding: 'async' } as const;
  if (photo) {
    return (
      <img
        {...common}
        src={photo.src}
        {...(photo.srcset ? { srcSet: photo.srcset, sizes: `(min-width: 1100px) ${width}px, 100vw` } : {})}
        alt={photo.alt?.[language] ?? alt}
        data-photo={slot}
      />
    );
  }
  return (
    <picture>
      <source media="(prefers-color-scheme: dark)" srcSet={art.dark} />
      <img {...common} src={art.light} alt={alt} data-mirror={art.mirror && dir === 'rtl' ? true : undefined} />
    </picture>
  );
}

/** The photograph the page config supplies for `slot` (`images: { "about": "/team.jpg", … }`), if a usable one. */
export function suppliedImage(slot: string): Supplied | null {
  const images = readPageConfig().images;
  if (!images || typeof images !== 'object') return null;
  const value = (images as Record<string, unknown>)[slot];
  const entry = typeof value === 'string' ? { src: value } : (value as Partial<Supplied> | undefined);
  const src = safeUrl(typeof entry?.src === 'string' ? entry.src : undefined, `images.${slot}`);
  if (!src) return null;
  return {
    src,
    ...(typeof entry?.srcset === 'string' ? { srcset: entry.srcset } : {}),
    ...(entry?.alt && typeof entry.alt === 'object' ? { alt: entry.alt } : {}),
  };
}
