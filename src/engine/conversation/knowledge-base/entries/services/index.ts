import type { KnowledgeEntry } from '../../../../../contracts/knowledge-entry';
import { ENTRIES_AV_AND_DESIGN } from './av-and-design';
import { ENTRIES_CATERING_AND_DIETS } from './catering-and-diets';
import { ENTRIES_CONSULTATION_AND_COORDINATION } from './consultation-and-coordination';
import { ENTRIES_CORPORATE_EVENTS } from './corporate-events';
import { ENTRIES_ENTERTAINMENT } from './entertainment';
import { ENTRIES_FIREWORKS_AND_DRONES } from './fireworks-and-drones';
import { ENTRIES_FLOWERS_AND_BRIDAL_STAGE } from './flowers-and-bridal-stage';
import { ENTRIES_HOSPITALITY } from './hospitality';
import { ENTRIES_HOSTS_BRANDING_AND_GIFTS } from './hosts-branding-and-gifts';
import { ENTRIES_INVITATIONS_AND_FAVOURS } from './invitations-and-favours';
import { ENTRIES_PHOTOGRAPHY_AND_VIDEO } from './photography-and-video';
import { ENTRIES_SECURITY_AND_SAFETY } from './security-and-safety';
import { ENTRIES_TENTS_POWER_AND_CLEANING } from './tents-power-and-cleaning';

/** Production and services: AV and stage, design and décor, entertainment, photo and video, catering, staff, safety and the corporate service lines. */
export const ENTRIES_SERVICES: KnowledgeEntry[] = [
  // In the order the default model was trained on (default-model.ts): a change of order retrains it.
  ...ENTRIES_AV_AND_DESIGN,
  ...ENTRIES_FLOWERS_AND_BRIDAL_STAGE,
  ...ENTRIES_ENTERTAINMENT,
  ...ENTRIES_FIREWORKS_AND_DRONES,
  ...ENTRIES_PHOTOGRAPHY_AND_VIDEO,
  ...ENTRIES_CATERING_AND_DIETS,
  ...ENTRIES_HOSPITALITY,
  ...ENTRIES_INVITATIONS_AND_FAVOURS,
  ...ENTRIES_TENTS_POWER_AND_CLEANING,
  ...ENTRIES_SECURITY_AND_SAFETY,
  ...ENTRIES_CONSULTATION_AND_COORDINATION,
  ...ENTRIES_CORPORATE_EVENTS,
  ...ENTRIES_HOSTS_BRANDING_AND_GIFTS,
];
