import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import { defaultLanguage } from '../lib/i18n/languages.ts';
import { takeContractViolations } from './api-contract.ts';
import { initTestI18n } from './test-i18n.ts';

// jsdom does no layout, so it has no scrolling; the shell scrolls on every navigation.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });
Element.prototype.scrollIntoView = vi.fn();

// Lazy pages load their code and catalogues asynchronously; on a busy CI machine that
// takes longer than the library's default of one second. A wait still fails when the
// element never comes.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await initTestI18n();
});

afterEach(async () => {
  cleanup();
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(`A test double broke the API contract:\n${violations.join('\n')}`);
  // Tests that switch language must not leak it into the next test.
  if (i18next.language !== defaultLanguage) await i18next.changeLanguage(defaultLanguage);
});
