import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '@contracts/constants';

interface ChatInputProps {
  t: TFunction;
  /** Layla is typing or a reply is pending: the field and the button are disabled (spec §5). */
  busy: boolean;
  /** Returns whether the message went (blank ones and those sent while busy do not). */
  onSend: (text: string) => boolean;
}

/** The message field and send button, shown once a chat language is chosen. */
export function ChatInput({ t, busy, onSend }: ChatInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  // It appears when the visitor picks a language (the button they pressed is gone), and it is
  // disabled, so it loses focus, while Layla answers: focus comes here once it can be typed in.
  const wantsFocus = useRef(true);

  useEffect(() => {
    if (busy || !wantsFocus.current) return;
    wantsFocus.current = false;
    if (focusIsFree(input.current)) input.current?.focus();
  }, [busy]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (onSend(value)) setValue('');
    wantsFocus.current = true;
    input.current?.focus();
  };
  const blocked = busy || !value.trim();

  return (
    <form className="composer" part="composer" onSubmit={onSubmit} aria-busy={busy}>
      <label htmlFor={id} className="ev-visually-hidden">
        {t('chat.input.label')}
      </label>
      <input
        ref={input}
        id={id}
        name="message"
        type="text"
        className="composer__input"
        part="input"
        dir="auto"
        autoComplete="off"
        enterKeyHint="send"
        maxLength={LIMITS.chatMessage}
        disabled={busy}
        placeholder={t('chat.input.placeholder')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="composer__send" part="send" disabled={blocked} aria-label={t('chat.input.send')}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6l-.1 6.5L15 12 3.3 13.9Z" />
        </svg>
      </button>
    </form>
  );
}

// Nothing else has focus: not a link or button the visitor moved to while Layla answered, in the
// panel or on the page (the panel itself, where focus lands on open, does not count).
function focusIsFree(field: HTMLInputElement | null): boolean {
  const root = field?.getRootNode() as Document | ShadowRoot | undefined;
  const active = root?.activeElement ?? null;
  if (active) return active === field || active === field?.closest('[role="dialog"]');
  return !document.activeElement || document.activeElement === document.body;
}
