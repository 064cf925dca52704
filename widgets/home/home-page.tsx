import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetConfig } from '@shell/react/config';
import { useHost } from '@shell/react/host-context';
import { useFontsReady } from '@shell/react/use-fonts-ready';
import { LoadError } from '@shell/ui/load-error';
import { useLanguage } from '@shell/react/use-language';
import { useFirstScreenHandover } from '@shell/react/use-first-screen-handover';
import { HomeLayout } from './home-layout';
import { scrollToSection } from './scroll-to-section';
import type { SectionId } from './section-ids';
import { useHomeView } from './use-home-view';

type BelowFoldModule = typeof import('./below-fold');

// One fetch per page for every <ev-home> on it; a failed one is tried again on the next request.
let belowFold: Promise<BelowFoldModule> | undefined;
const loadBelowFold = () => {
  belowFold ??= import('./below-fold').catch((error: unknown) => {
    belowFold = undefined;
    throw error;
  });
  return belowFold;
};

export interface HomePageProps {
  config: WidgetConfig;
  /** Where the generator lives when no `<ev-generator>` is on this page. */
  generatorUrl?: string | undefined;
}

/** The whole Home view of spec §2, following the page language on the bus. */
export function HomePage({ config, generatorUrl }: HomePageProps) {
  const { language, dir } = useLanguage();
  const host = useHost();
  useHomeView(host);
  // The first screen paints on its own; the sections below the fold are a chunk of their own,
  // fetched right away and shown in an interruptible (time-sliced) render, so a slow phone shows
  // the hero sooner and stays responsive.
  const [below, setBelow] = useState<BelowFoldModule | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadBelowFold().then(
      (module) => startTransition(() => setBelow(module)),
      (error: unknown) => {
        console.error('[ev] the home sections below the first screen could not be loaded', error);
        setFailed(true);
      },
    );
  }, []);
  useEffect(load, [load]);

  // A section asked for before it has loaded is scrolled to once it is there.
  const pending = useRef<SectionId | null>(null);
  const navigate = useCallback(
    (id: SectionId) => {
      pending.current = scrollToSection(host.shadowRoot, id) ? null : id;
    },
    [host],
  );
  useEffect(() => {
    if (below && pending.current) navigate(pending.current);
  }, [below, navigate]);

  // The first screen waits for its fonts (briefly, see useFontsReady): drawn in a system face
  // first, the swap would re-wrap the centred hero and move it. The host keeps the first
  // screen's height meanwhile (layout.css).
  const fontReady = useFontsReady(language, true);
  // A first screen the page carried (server-rendered) stays on show until this one replaces it.
  const carriedOnShow = useFirstScreenHandover(host, fontReady, language);
  if (carriedOnShow) return null;
  if (!fontReady) return <div className="home" part="home" lang={language} dir={dir} aria-busy="true" />;

  return (
    <HomeLayout onNavigate={navigate} footer={below && <below.Footer onNavigate={navigate} />}>
      {below && <below.BelowFold config={config} generatorUrl={generatorUrl} />}
      {failed && <LoadError onRetry={load} />}
    </HomeLayout>
  );
}
