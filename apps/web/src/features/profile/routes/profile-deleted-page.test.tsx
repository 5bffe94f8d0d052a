import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../../test/app-test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('account deleted (/profiel/verwijderd)', () => {
  it('is public, says the account is gone and links home', async () => {
    const calls = stubApi({});
    const { router } = renderApp('/profiel/verwijderd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Je account is verwijderd' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profiel/verwijderd');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(calls.some((call) => call.path === '/api/v1/current_user')).toBe(false);
  });
});
