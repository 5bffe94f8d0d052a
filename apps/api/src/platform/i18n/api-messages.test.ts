import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiMessageCatalogues } from '../../api-modules.ts';
import { apiCatalogues, localeFromAcceptLanguage, registerApiMessages, translate } from './api-messages.ts';

registerApiMessages(apiMessageCatalogues);

const modulesDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../modules');

describe('API messages', () => {
  it('has the same keys and placeholders in Dutch and English', () => {
    const { nl, en } = apiCatalogues();
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      const placeholders = (text: string | undefined) => (text?.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(nl[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('registers every module catalogue (each *.messages.ts file is in the list)', async () => {
    const files = readdirSync(modulesDirectory, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.messages.ts'),
    );
    expect(files.length).toBe(apiMessageCatalogues.length);
    for (const file of files) {
      const exported = Object.values((await import(path.join(modulesDirectory, file))) as Record<string, unknown>);
      expect(
        exported.some((value) => (apiMessageCatalogues as readonly unknown[]).includes(value)),
        file,
      ).toBe(true);
    }
  });

  it('fills in placeholders', () => {
    expect(translate('en', 'errors.tenant_unknown.detail', { tenant: 'x' })).toBe('There is no tenant "x".');
  });

  it('chooses the locale from Accept-Language by quality, Dutch by default', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('nl');
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.9')).toBe('nl');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,nl;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.5, nl-NL;q=0.9')).toBe('nl');
  });
});
