import type { ReactNode } from 'react';
import { useLanguage } from '@shell/react/use-language';
import { Header } from './header';
import { Hero } from './hero';
import type { SectionId } from './section-ids';

export interface HomeLayoutProps {
  onNavigate: (id: SectionId) => void;
  /** What follows the hero inside <main>: the sections below the first screen, once loaded. */
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * The Home view's frame: header, then <main> opening with the hero. The element renders it with
 * the rest of the page in it (home-page.tsx); the build renders it alone as the first screen a
 * page can carry before the bundle arrives (first-view.tsx).
 */
export function HomeLayout({ onNavigate, children, footer }: HomeLayoutProps) {
  const { language, dir } = useLanguage();
  return (
    <div className="home" part="home" lang={language} dir={dir}>
      <Header onNavigate={onNavigate} />
      <main className="home__main">
        <Hero onNavigate={onNavigate} />
        {children}
      </main>
      {footer}
    </div>
  );
}
