import { defaultThemeShape, themeShapes, type ThemeShape } from '@volunteerly/contracts/theme';

/** Radii of small controls (badges, checkboxes), fields and cards/dialogs for one shape. */
export interface ShapeRadii {
  '--radius-ui-sm': string;
  '--radius-ui': string;
  '--radius-ui-lg': string;
}

const radiiByShape: Record<ThemeShape, ShapeRadii> = {
  straight: { '--radius-ui-sm': '0', '--radius-ui': '0', '--radius-ui-lg': '0' },
  rounded: { '--radius-ui-sm': '0.25rem', '--radius-ui': '0.375rem', '--radius-ui-lg': '0.5rem' },
  curved: { '--radius-ui-sm': '0.375rem', '--radius-ui': '0.5rem', '--radius-ui-lg': '0.75rem' },
  smooth: { '--radius-ui-sm': '0.5rem', '--radius-ui': '0.75rem', '--radius-ui-lg': '1rem' },
  // Pills for controls; a whole card as a pill would clip its content, so it gets a generous curve instead.
  full: { '--radius-ui-sm': '9999px', '--radius-ui': '9999px', '--radius-ui-lg': '1.5rem' },
};

/** Narrows a stored shape name to a known shape, falling back to 'rounded'. */
export function toThemeShape(value: string | undefined | null): ThemeShape {
  return themeShapes.find((shape) => shape === value) ?? defaultThemeShape;
}

/** The radius variables a theme shape (spec §3 defaultShape) stands for. */
export function shapeRadii(shape: string | undefined | null): ShapeRadii {
  return radiiByShape[toThemeShape(shape)];
}
