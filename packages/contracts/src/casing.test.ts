import { describe, expect, it } from 'vitest';
import { toCamelCaseKeys, toSnakeCase, toSnakeCaseKeys } from './casing.ts';

describe('casing', () => {
  it('converts nested request bodies to snake_case', () => {
    expect(
      toSnakeCaseKeys({
        passwordConfirmation: 'x',
        user: { firstName: 'Anna', roleIds: [1] },
        list: [{ isDefault: true }],
      }),
    ).toEqual({
      password_confirmation: 'x',
      user: { first_name: 'Anna', role_ids: [1] },
      list: [{ is_default: true }],
    });
  });

  it('converts responses to camelCase', () => {
    expect(toCamelCaseKeys({ app_name: 'Demo', volunteer_center: { is_default: true } })).toEqual({
      appName: 'Demo',
      volunteerCenter: { isDefault: true },
    });
  });

  it('keeps shade steps and CSS custom properties as they are', () => {
    const theme = {
      css_variables: { '--header-height': '4rem' },
      primary_color_shades: { '50': '#fff', '950': '#000' },
    };
    expect(toCamelCaseKeys(theme)).toEqual({
      cssVariables: { '--header-height': '4rem' },
      primaryColorShades: { '50': '#fff', '950': '#000' },
    });
    expect(toSnakeCaseKeys(toCamelCaseKeys(theme))).toEqual(theme);
  });

  it('splits acronyms sensibly', () => {
    expect(toSnakeCase('gtagId')).toBe('gtag_id');
    expect(toSnakeCase('websiteLogoURL')).toBe('website_logo_url');
  });
});
