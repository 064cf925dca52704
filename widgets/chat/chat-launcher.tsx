import { type ComponentType, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { WidgetConfig } from '../../src/shell/config';
import { createFunctionsClient } from '../../src/shell/functions-client';
import { useHost } from '../../src/shell/host-context';
import { LoadError } from '../../src/shell/ui/load-error';
import { useLanguage } from '../../src/shell/use-language';
import { type Translate, useChat } from './use-chat';

// The panel is fetched on the first open (or the first hover/focus of the button), so a page
// pays only for the button until the visitor wants to chat. Not React.lazy: Suspense commits the
// loaded content on a throttling timer, which would tie the panel's appearance to the page clock.
let panelModule: Promise<typeof import('./chat-panel')> | undefined;
const loadPanel = () => {
  panelModule ??= import('./chat-panel').catch((error: unknown) => {
    panelModule = undefined; // the next open tries again
    throw error;
  });
  return panelModule;
};

export type LauncherPosition = 'left' | 'right' | 'auto';

export interface ChatLauncherProps {
  config: WidgetConfig;
  /** 'left' or 'right' pins a side; otherwise bottom right, mirrored to bottom left in RTL. */
  position?: string | null | undefined;
}

/** The floating chat button with its tooltip, and the chat panel it opens (spec §2 Chat panel). */
export function ChatLauncher({ config, position }: ChatLauncherProps) {
  const { t, tIn, language, dir } = useLanguage();
  const host = useHost();
  const client = useMemo(
    () => createFunctionsClient({ apiUrl: config.apiUrl, anonKey: config.anonKey }),
    [config.apiUrl, config.anonKey],
  );
  const translate = useCallback<Translate>((lng, key, values) => tIn(lng)(key, values), [tIn]);
  const chat = useChat(client, translate, host, config.hostContact);
  const { open } = chat.state;
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  const panelId = useId();
  const tooltipId = useId();
  const { Panel: ChatPanel, failed, retry } = useLazyPanel(open);

  // Closing by Escape or the panel's close button unmounts what had focus: give it back to the button.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const side = position === 'left' || position === 'right' ? position : dir === 'rtl' ? 'left' : 'right';
  return (
    <div className={`chat chat--${side}`} part="container" data-open={open || undefined} lang={language} dir={dir}>
      {open &&
        (ChatPanel ? (
          <ChatPanel id={panelId} chat={chat} pageLanguage={language} config={config} />
        ) : failed ? (
          <div className="panel panel--loading" part="panel">
            <LoadError onRetry={retry} />
          </div>
        ) : (
          <Loading label={t('chat.panel.loading')} />
        ))}
      <button
        ref={button}
        type="button"
        className="launcher"
        part="launcher"
        aria-label={open ? t('chat.launcher.close') : t('chat.launcher.open')}
        aria-describedby={tooltipId}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={chat.toggle}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
      >
        <LauncherIcon open={open} />
      </button>
      <span id={tooltipId} role="tooltip" className="tooltip" part="tooltip">
        {t('chat.launcher.tooltip')}
      </span>
    </div>
  );
}

type PanelComponent = ComponentType<import('./chat-panel').ChatPanelProps>;

/** The panel component once its chunk has loaded, starting the load on the first open; a failed load can be retried. */
function useLazyPanel(open: boolean) {
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the point of `attempt`.
  useEffect(() => {
    if (!open || Panel) return;
    let current = true;
    loadPanel().then(
      (module) => current && setPanel(() => module.ChatPanel),
      (error: unknown) => {
        console.error('[ev] the chat panel could not be loaded', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [open, Panel, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { Panel, failed, retry };
}

function Loading({ label }: { label: string }) {
  return (
    <div className="panel panel--loading" part="panel" role="status">
      {label}
    </div>
  );
}

function LauncherIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="28" height="28">
      {open ? (
        <path
          fill="currentColor"
          d="M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 0 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4Z"
        />
      ) : (
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4.5 21l3.9-2c1.1.3 2.3.5 3.6.5 5.5 0 10-3.8 10-8.5S17.5 3 12 3Zm-4 9.8a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z"
        />
      )}
    </svg>
  );
}
