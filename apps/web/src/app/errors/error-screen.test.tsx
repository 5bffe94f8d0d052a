import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { currentTenantQueryOptions } from '../../features/tenancy/api/get-current-tenant.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { testCurrentTenant } from '../../test/fixtures.ts';
import { pageNotFoundError } from '../routes/route-error.ts';
import { ErrorScreen } from './error-screen.tsx';

interface Case {
  name: string;
  error: unknown;
  en: [string, string];
  nl: [string, string];
}

const cases: Case[] = [
  {
    name: '401',
    error: new ApiError({ statusCode: 401 }),
    en: ['Not authorized', 'You are not authorized to access this page.'],
    nl: ['Niet bevoegd', 'Je bent niet bevoegd om deze pagina te bekijken.'],
  },
  {
    name: '403',
    error: new ApiError({ statusCode: 403 }),
    en: ['Access forbidden', 'You do not have access rights to this page.'],
    nl: ['Toegang geweigerd', 'Je hebt geen toegangsrechten voor deze pagina.'],
  },
  {
    name: '404',
    error: new ApiError({ statusCode: 404 }),
    en: [
      'Page not found',
      "We couldn't find the page you were looking for, please contact a system administrator or try again later.",
    ],
    nl: [
      'Pagina niet gevonden',
      'We konden de pagina die je zocht niet vinden. Neem contact op met een systeembeheerder of probeer het later opnieuw.',
    ],
  },
  {
    name: 'other status',
    error: new ApiError({ statusCode: 500 }),
    en: [
      'Oops... something went wrong! (error code: 500)',
      'An error has occurred. If the problem persists, please contact a system administrator or try again later.',
    ],
    nl: [
      'Oeps... er is iets misgegaan! (foutcode: 500)',
      'Er is een fout opgetreden. Blijft het probleem zich voordoen? Neem dan contact op met een systeembeheerder of probeer het later opnieuw.',
    ],
  },
  {
    name: 'no status',
    error: new Error('[useTenant] No tenant found'),
    en: [
      'Oops... something went wrong!',
      'An error has occurred. If the problem persists, please contact a system administrator or try again later.',
    ],
    nl: [
      'Oeps... er is iets misgegaan!',
      'Er is een fout opgetreden. Blijft het probleem zich voordoen? Neem dan contact op met een systeembeheerder of probeer het later opnieuw.',
    ],
  },
  {
    name: 'wrong center',
    error: new ApiError({ statusCode: 403, errors: [{ status: '403', code: 'wrong_center', title: 'wrong center' }] }),
    en: [
      'Logged in to the wrong website',
      'Please contact the administrator of this website. This user account is registered with one of the other partners in the collaboration.',
    ],
    nl: [
      'Ingelogd op de verkeerde website',
      'Neem contact op met de beheerder van deze website. Dit gebruikersaccount is geregistreerd bij een van de andere partners in het samenwerkingsverband.',
    ],
  },
];

describe('error screen (spec §8)', () => {
  for (const language of ['en', 'nl'] as const) {
    it.each(cases)(`shows the ${language} texts for $name`, async ({ error, ...texts }) => {
      await i18next.changeLanguage(language);
      render(<ErrorScreen error={error} />);
      const [title, description] = texts[language];
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByText(description)).toBeInTheDocument();
      const home = screen.getByRole('link', { name: language === 'en' ? 'Back to home' : 'Terug naar de startpagina' });
      expect(home).toHaveAttribute('href', '/');
      // In the centre's colour, not the near-black neutral button (issue 31 §7).
      expect(home).toHaveClass('bg-primary-700');
      // A missing page also offers a search and the main pages; other errors only the way home.
      expect(screen.getAllByRole('link')).toHaveLength(texts.name === '404' ? 4 : 1);
      expect(screen.queryAllByRole('search')).toHaveLength(texts.name === '404' ? 1 : 0);
    });
  }

  it("adds 'Page Not Found: {path}' for a route that failed validation", async () => {
    await i18next.changeLanguage('en');
    render(<ErrorScreen error={pageNotFoundError('/vacancies/abc')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByText('Page Not Found: /vacancies/abc')).toBeInTheDocument();
  });

  it('lets a visitor who found no page search vacancies or go to the main pages', async () => {
    await i18next.changeLanguage('nl');
    render(<ErrorScreen error={new ApiError({ statusCode: 404 })} />);
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/vacancies/search');
    expect(within(search).getByRole('searchbox', { name: 'Zoek vrijwilligerswerk' })).toHaveAttribute('name', 'q');
    const pages = screen.getByRole('navigation', { name: 'Andere pagina’s' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/vacancies/search', '/organizations', '/partners']);
  });

  // Spec §8's text names 'a system administrator'; a resident gets the centre itself (decision 052).
  it.each([
    ['nl', 'Kom je er niet uit?', 'Neem contact op met Vrijwilligerscentrale Demo: we helpen je graag verder.'],
    ['en', "Still can't find it?", 'Get in touch with Vrijwilligerscentrale Demo: we are happy to help.'],
  ] as const)('offers the centre’s own contact details below a missing page (%s)', async (language, title, text) => {
    await i18next.changeLanguage(language);
    const client = new QueryClient();
    client.setQueryData(currentTenantQueryOptions.queryKey, {
      ...testCurrentTenant,
      center: {
        ...testCurrentTenant.center,
        profile: {
          ...testCurrentTenant.center.profile,
          contact: { ...testCurrentTenant.center.profile.contact, email: 'info@demo.example', phone: '030 123 45 67' },
        },
      },
    });
    render(
      <QueryClientProvider client={client}>
        <ErrorScreen error={new ApiError({ statusCode: 404 })} />
      </QueryClientProvider>,
    );
    const contact = screen.getByRole('region', { name: title });
    expect(within(contact).getByText(text)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'info@demo.example' })).toHaveAttribute(
      'href',
      'mailto:info@demo.example',
    );
    expect(within(contact).getByRole('link', { name: '030 123 45 67' })).toHaveAttribute('href', 'tel:0301234567');
  });

  it('leaves the contact block out when the centre set no contact details, and on other errors', async () => {
    await i18next.changeLanguage('en');
    const client = new QueryClient();
    client.setQueryData(currentTenantQueryOptions.queryKey, testCurrentTenant);
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <ErrorScreen error={new ApiError({ statusCode: 404 })} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('region', { name: "Still can't find it?" })).toBeNull();
    unmount();
    client.setQueryData(currentTenantQueryOptions.queryKey, {
      ...testCurrentTenant,
      center: {
        ...testCurrentTenant.center,
        profile: {
          ...testCurrentTenant.center.profile,
          contact: { ...testCurrentTenant.center.profile.contact, email: 'info@demo.example' },
        },
      },
    });
    render(
      <QueryClientProvider client={client}>
        <ErrorScreen error={new ApiError({ statusCode: 500 })} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('region', { name: "Still can't find it?" })).toBeNull();
  });

  it('puts the error title in the document title', () => {
    render(<ErrorScreen error={new ApiError({ statusCode: 403 })} />);
    expect(document.title).toContain('Toegang geweigerd');
  });

  it('offers the stacktrace toggle in development builds only', () => {
    render(<ErrorScreen error={new Error('boom')} />);
    const toggle = screen.queryByRole('button', { name: 'Stacktrace tonen' });
    if (import.meta.env.DEV) expect(toggle).toBeInTheDocument();
    else expect(toggle).toBeNull();
  });
});
