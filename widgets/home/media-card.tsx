import type { ReactNode } from 'react';

interface MediaCardProps {
  part: string;
  /** An illustration of 480 × 270, loaded when it nears the screen. */
  image: string;
  /** Its description, or '' where it only decorates. */
  alt: string;
  children: ReactNode;
}

/** A card with an illustration on top (a service, a past event). Spread `data-*` on it too. */
export function MediaCard({ part, image, alt, children, ...data }: MediaCardProps & Record<`data-${string}`, string>) {
  return (
    <li className="media-card" part={part} {...data}>
      <img
        className="media-card__image"
        src={image}
        alt={alt}
        width={480}
        height={270}
        loading="lazy"
        decoding="async"
      />
      <div className="media-card__body">{children}</div>
    </li>
  );
}
