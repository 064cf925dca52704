import type { ReactNode } from 'react';
import { Icon } from './icons';

/** Icons of the About cards and the six services; none carries a direction, so none is mirrored. */
export const FEATURE_ICONS: Record<string, ReactNode> = {
  who: (
    <Icon>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6M15 14.5c3 0 6 2 6 5.5" />
    </Icon>
  ),
  vision: (
    <Icon>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  ),
  mission: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </Icon>
  ),
  entertainment: (
    <Icon>
      <path d="M9 18V5l11-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </Icon>
  ),
  corporate: (
    <Icon>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </Icon>
  ),
  // Two stanchions and their rope: the reception line, not a five-pointed star (docs/imagery.md).
  protocol: (
    <Icon>
      <path d="M5 8v13M19 8v13M3 21h4M17 21h4" />
      <circle cx="5" cy="6" r="2" />
      <circle cx="19" cy="6" r="2" />
      <path d="M5 9c3 4 11 4 14 0" />
    </Icon>
  ),
  consultation: (
    <Icon>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      <path d="M9 11h6M9 14h4" />
    </Icon>
  ),
  crowd: (
    <Icon>
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="7" r="2.5" />
      <circle cx="12" cy="11" r="2.5" />
      <path d="M2 19c0-3 2.2-5 5-5M22 19c0-3-2.2-5-5-5M7 21c0-3 2.2-5 5-5s5 2 5 5" />
    </Icon>
  ),
  health: (
    <Icon>
      <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
      {/* The Red Crescent, the first-aid sign in the Kingdom (never a cross: docs/imagery.md). */}
      <path d="M13.19 8.65A4 4 0 1 0 13.19 15.35A3.4 3.4 0 1 1 13.19 8.65Z" fill="currentColor" stroke="none" />
    </Icon>
  ),
};
