import type { ReactNode } from 'react';

/**
 * UI icons, each one stroked path. Those that point along the reading direction (arrow, chevron)
 * carry `icon--directional` and are mirrored in right-to-left text (layout.css); the others never are.
 */
function PathIcon({ d, directional = false }: { d: string; directional?: boolean }) {
  return (
    <Icon directional={directional}>
      <path d={d} />
    </Icon>
  );
}

export const ArrowIcon = () => <PathIcon d="M5 12h14M13 6l6 6-6 6" directional />;
export const ChevronIcon = () => <PathIcon d="M9 6l6 6-6 6" directional />;
export const ChevronDownIcon = () => <PathIcon d="M6 9l6 6 6-6" />;
export const MenuIcon = () => <PathIcon d="M4 7h16M4 12h16M4 17h16" />;
export const CloseIcon = () => <PathIcon d="M6 6l12 12M18 6L6 18" />;

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
