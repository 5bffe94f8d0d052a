import { describe, expect, it } from 'vitest';
import { demoTagEnglishNames, demoTagNames } from '../../src/seed/demo-tag-names.ts';

describe('the demo tags', () => {
  it('each have an English name, unique within their kind ignoring case', () => {
    for (const names of Object.values(demoTagNames)) {
      const english = names.map((name) => demoTagEnglishNames[name]);
      expect(english.every((name) => typeof name === 'string' && name.length > 0 && name.length <= 60)).toBe(true);
      expect(new Set(english.map((name) => name?.toLowerCase())).size).toBe(names.length);
    }
  });
});
