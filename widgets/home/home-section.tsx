import type { ReactNode } from 'react';
import { SectionHeader } from '@shell/ui/section-header';
import { useLanguage } from '@shell/react/use-language';
import { useFadeIn } from './use-fade-in';

interface HomeSectionProps {
  /** The anchor (and the copy's key: `home.<id>.heading`, `home.<id>.intro`). */
  id: 'about' | 'services' | 'portfolio' | 'process';
  part: string;
  /** Decoration drawn behind the content (the services' particles). */
  behind?: ReactNode;
  children: ReactNode;
}

/** A section below the first screen: its anchor, its header, and the fade-in when 10 % shows. */
export function HomeSection({ id, part, behind, children }: HomeSectionProps) {
  const { t } = useLanguage();
  const fade = useFadeIn<HTMLElement>();
  return (
    <section id={id} className={`section ${id}`} part={part} aria-labelledby={`${id}-title`} {...fade}>
      {behind}
      <div className="section__inner">
        <SectionHeader id={`${id}-title`} title={t(`home.${id}.heading`)} intro={t(`home.${id}.intro`)} />
        {children}
      </div>
    </section>
  );
}
