import type { CenterProfile } from '@volunteerly/contracts/theme-schemas';
import { startColorMode } from './color-mode.ts';
import { toThemeShape } from '@volunteerly/site/theme/shape-radii';
import { buildThemeVariables } from '@volunteerly/site/theme/theme-variables';

/** What the theme depends on: the centre profile and the tenant/environment flags. */
export interface ApplyThemeInput {
  profile: CenterProfile | null;
  highContrast: boolean;
  isPublic: boolean;
  staging: boolean;
}

// Remembered so that variables of a previous theme (e.g. its cssVariables) do not linger.
let appliedNames = new Set<string>();

/** Sets or removes a boolean data attribute on `<html>`. */
function toggleFlag(root: HTMLElement, name: 'contrast' | 'public' | 'staging', on: boolean): void {
  if (!on) delete root.dataset[name];
  else root.dataset[name] = name === 'contrast' ? 'high' : 'true';
}

/**
 * Applies a centre's theme to the document: colour, font and radius custom
 * properties on `<html>`, plus `data-contrast="high"`, `data-public` and
 * `data-staging` (which restyle the header tabs) and `data-shape`. Also starts
 * the stored colour mode. Call again whenever the profile or flags change.
 */
export function applyTheme(input: ApplyThemeInput): void {
  const root = document.documentElement;
  const variables = buildThemeVariables(input.profile, { highContrast: input.highContrast });
  const names = new Set(Object.keys(variables));
  for (const name of appliedNames) if (!names.has(name)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  appliedNames = names;
  toggleFlag(root, 'contrast', input.highContrast);
  toggleFlag(root, 'public', input.isPublic);
  toggleFlag(root, 'staging', input.staging);
  root.dataset.shape = toThemeShape(input.profile?.themeConfig?.defaultShape);
  startColorMode();
}
