import type { ReactNode } from 'react';

/**
 * UI icons. Those that point along the reading direction (arrow, chevron) carry `icon--directional`
 * and are mirrored in right-to-left text (layout.css); the others never are.
 */
export function ArrowIcon() {
  return (
    <Icon directional>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}

export function ChevronIcon() {
  return (
    <Icon directional>
      <path d="M9 6l6 6-6 6" />
    </Icon>
  );
}

export function ChevronDownIcon() {
  return (
    <Icon>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** A 24-unit stroke icon, decorative (the control around it carries the name). */
export function Icon({ children, directional = false }: { children: ReactNode; directional?: boolean }) {
  return (
    <svg
      className={directional ? 'icon icon--directional' : 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
