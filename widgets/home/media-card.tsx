import type { ReactNode } from 'react';
import type { Art } from './images';
import { SectionImage } from './section-image';

interface MediaCardProps {
  part: string;
  /** Where the page's own photograph may replace the scene (section-image.tsx). */
  slot: string;
  /** A scene of 480 × 270, loaded when it nears the screen. */
  image: Art;
  /** Its description, or '' where it only decorates. */
  alt: string;
  children: ReactNode;
}

/** A card with an illustration on top (a service, a past event). Spread `data-*` on it too. */
export function MediaCard({
  part,
  slot,
  image,
  alt,
  children,
  ...data
}: MediaCardProps & Record<`data-${string}`, string>) {
  return (
    <li className="media-card" part={part} {...data}>
      <SectionImage slot={slot} art={image} alt={alt} width={480} height={270} className="media-card__image" />
      <div className="media-card__body">{children}</div>
    </li>
  );
}
