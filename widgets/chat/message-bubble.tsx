import type { ChatMessage } from './chat-state';
import { linkify, type Segment } from './linkify';

const ARABIC = /[\u0600-\u06FF]/;

/**
 * One message, always as text: React escapes it, and only the links linkify built (tel:, mailto:,
 * wa.me) become anchors. Each line gets its own direction, so the bilingual greeting reads right.
 */
export function MessageBubble({ message, speaker }: { message: ChatMessage; speaker: string }) {
  return (
    <div className={`bubble bubble--${message.type}`} part={`message message-${message.type}`}>
      <span className="ev-visually-hidden">{speaker}: </span>
      {message.content.split('\n').map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's lines never change or move.
        <p key={index} className="bubble__line" dir="auto" lang={ARABIC.test(line) ? 'ar' : 'en'}>
          {linkify(line).map(renderSegment)}
        </p>
      ))}
    </div>
  );
}

function renderSegment(segment: Segment, index: number) {
  if (segment.kind === 'text') return segment.text;
  const external = segment.kind === 'whatsapp';
  return (
    <a
      key={index}
      href={segment.href}
      part="link"
      dir={segment.kind === 'tel' ? 'ltr' : undefined}
      rel="noopener noreferrer"
      target={external ? '_blank' : undefined}
    >
      {segment.text}
    </a>
  );
}
