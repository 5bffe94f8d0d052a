import { heuvelrugRegion } from './demo-region-heuvelrug.ts';
import type { DemoVacancyRegion } from './demo-region-types.ts';
import { rivierstadRegion } from './demo-region-rivierstad.ts';
import { utrechtRegion } from './demo-region-utrecht.ts';
import { waterlandRegion } from './demo-region-waterland.ts';

/**
 * The demo tenants' regions, by tenant key: each tenant is one region around
 * its own town (Rivierstad is the demo's name for Nijmegen and its neighbours).
 */
export const demoVacancyRegions: Record<string, DemoVacancyRegion> = {
  demo: utrechtRegion,
  vacaturebank: rivierstadRegion,
  vrijwilligerspunt: heuvelrugRegion,
  meedoen: waterlandRegion,
};
