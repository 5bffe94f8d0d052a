import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { buildFileUpload, fileUploadDocument } from '../../../test/factories/file-uploads.ts';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { currentTenantDocument } from '../../../test/factories/tenants.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import { volunteerCenterProfileDocument } from '../../../test/factories/volunteer-centers.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const uploadedLogo = '/uploads/3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f.png';

const centerAdmin = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
  'PATCH /api/v1/volunteer_centers/current/profile': () => json(volunteerCenterProfileDocument()),
  'GET /api/v1/tenants/current': () => json(currentTenantDocument()),
};

function file(name: string, type: string): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
}

/** The preview box of the logo or favicon field. */
function previewOf(image: 'logo' | 'favicon'): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-brand-image-preview="${image}"]`)!;
}

function savedProfile(calls: ReturnType<typeof stubApi>): Record<string, unknown> {
  return (calls.find((call) => call.method === 'PATCH')?.body as { profile: Record<string, unknown> }).profile;
}

describe('the logo and favicon on the design page (/instellingen/design)', () => {
  it('shows what is set, uploads a chosen logo, previews it and saves its address', async () => {
    const calls = stubApi({
      ...centerAdmin,
      'POST /api/v1/file_uploads': () =>
        json(fileUploadDocument(buildFileUpload({ attributes: { url: uploadedLogo } })), 201),
    });
    renderApp('/instellingen/design');
    const picker = await screen.findByLabelText('Logo uploaden');
    expect(within(previewOf('logo')).getByRole('img', { name: 'Het logo zoals het nu is ingesteld' })).toHaveAttribute(
      'src',
      '/logo-demo.svg',
    );
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');

    await userEvent.upload(picker, file('logo-buurtkracht.png', 'image/png'));
    expect(await screen.findByText('Geüpload. Sla op om het op de site te zetten.')).toBeInTheDocument();
    expect(within(previewOf('logo')).getByRole('img')).toHaveAttribute('src', uploadedLogo);
    expect(screen.getByLabelText(/^Webadres van het logo/)).toHaveValue(uploadedLogo);
    // The design preview shows the draft's logo in the real header.
    expect(screen.getByTestId('design-preview').querySelector('img')).toHaveAttribute('src', uploadedLogo);

    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(savedProfile(calls)).toMatchObject({ website_logo_url: uploadedLogo, favicon_url: '/favicon-demo.svg' });
  });

  it('removes the favicon back to the default: none', async () => {
    const calls = stubApi(centerAdmin);
    renderApp('/instellingen/design');
    await userEvent.click(await screen.findByRole('button', { name: /^Verwijderen.*Favicon/ }));
    expect(within(previewOf('favicon')).getByText('Geen (standaard)')).toBeInTheDocument();
    expect(within(previewOf('favicon')).queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: /^Verwijderen.*Favicon/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(savedProfile(calls)).toMatchObject({ favicon_url: null, website_logo_url: '/logo-demo.svg' });
  });

  it('refuses an SVG file before uploading it, and says how to use one', async () => {
    const calls = stubApi(centerAdmin);
    renderApp('/instellingen/design');
    const picker = await screen.findByLabelText('Logo uploaden');
    // A browser's picker may still offer other files ("All files").
    await userEvent.setup({ applyAccept: false }).upload(picker, file('logo.svg', 'image/svg+xml'));
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('Een SVG-bestand kan niet worden geüpload.'));
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/api/v1/file_uploads')).toBe(false);
    expect(within(previewOf('logo')).getByRole('img')).toHaveAttribute('src', '/logo-demo.svg');
  });

  it('says in words that a file is too large, with the limit the API names', async () => {
    stubApi({
      ...centerAdmin,
      'POST /api/v1/file_uploads': () =>
        json(
          {
            errors: [
              {
                status: '413',
                code: 'file_too_large',
                title: 'Bestand te groot',
                detail: 'Een afbeelding mag hoogstens 5 MB zijn.',
                source: { pointer: '/file' },
              },
            ],
          },
          413,
        ),
    });
    renderApp('/instellingen/design');
    const picker = await screen.findByLabelText('Favicon uploaden');
    await userEvent.upload(picker, file('groot.png', 'image/png'));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(
        expect.stringContaining('Dit bestand is te groot. Een afbeelding mag hoogstens 5 MB zijn.'),
      ),
    );
    expect(screen.getByLabelText(/^Webadres van de favicon/)).toHaveValue('/favicon-demo.svg');
  });

  it('says so when the API finds the file is not an image of an accepted kind', async () => {
    stubApi({
      ...centerAdmin,
      'POST /api/v1/file_uploads': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'file_type_not_allowed',
                title: 'Ongeldige waarde',
                detail: 'Dit bestand is geen afbeelding.',
                source: { pointer: '/file' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/instellingen/design');
    const picker = await screen.findByLabelText('Logo uploaden');
    await userEvent.upload(picker, file('stiekem.png', 'image/png'));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(
        expect.stringContaining('Dit bestand is geen PNG-, JPEG-, WebP- of GIF-afbeelding.'),
      ),
    );
  });
});
