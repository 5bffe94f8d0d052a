import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { setI18n } from 'react-i18next';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { updateRequestContext } from '../lib/api/request-context.ts';
import { clearSession } from '../lib/api/session-store.ts';
import { defaultLanguage } from '@volunteerly/site/languages';
import { resetOrganizations } from '../lib/organizations/organizations-store.ts';
import { toast } from '../lib/toast/toast-store.ts';
import { takeContractViolations } from './api-contract.ts';
import { initTestI18n } from './test-i18n.ts';

// jsdom does no layout, so it has no scrolling; the shell scrolls on every navigation.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });
Element.prototype.scrollIntoView = vi.fn();
// Nor does it measure text: the rich-text editor asks a range where the cursor is to keep it in view.
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, {
    getClientRects: () => [],
    getBoundingClientRect: () => new DOMRect(0, 0, 0, 0),
  });
}

// Lazy pages load their code and catalogues asynchronously; on a busy CI machine that
// takes longer than the library's default of one second. A wait still fails when the
// element never comes.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await initTestI18n();
});

// polyfillDialog (app-test-utils.tsx) replaces these for its file; the next file gets the environment's own.
const dialogMethods = (['show', 'showModal', 'close'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, name)] as const,
);
afterAll(() => {
  for (const [name, descriptor] of dialogMethods) {
    if (descriptor) Object.defineProperty(HTMLDialogElement.prototype, name, descriptor);
    else delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>)[name];
  }
});

// The test files of a worker share one window and one module graph (isolate: false in
// vitest.config.ts): each test puts back what it may have changed, whatever runs next.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  toast.clear();
  clearSession();
  resetOrganizations();
  updateRequestContext({
    tenantKey: undefined,
    appContext: 'main',
    volunteerCenterId: undefined,
    currentOrganizationId: undefined,
    locale: undefined,
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  resetDocument();
  // Tests that switch language must not leak it into the next test, and initI18n (i18n.test.ts)
  // hands react-i18next an instance of its own, while pages are to read the global one.
  setI18n(i18next);
  if (i18next.language !== defaultLanguage) await i18next.changeLanguage(defaultLanguage);
  // Last, so that a failing test still leaves nothing behind.
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(`A test double broke the API contract:\n${violations.join('\n')}`);
});

/** Expires every cookie the page can see (the app writes them all on path '/'). */
function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax; Secure`;
  }
}

/** Takes back what pages set on the document outside React's containers: title, head tags, theme attributes. */
function resetDocument(): void {
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
}
