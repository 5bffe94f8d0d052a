import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi, type RecordedCall } from '../../../test/app-test-utils.tsx';
import { buildFileUpload, fileUploadDocument } from '../../../test/factories/file-uploads.ts';
import { buildOrganizationSummary, currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { centerTagListDocument } from '../../../test/factories/tags.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const organizationAdmin = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'admin', resourceType: 'Organization', resourceId: '5' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument([buildOrganizationSummary('5')])),
  'GET /api/v1/tags': (call: RecordedCall) => json(centerTagListDocument(call.query.get('filter[kind]'))),
};

const uploadedUrl = '/uploads/3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f.png';

function image(name = 'buurthuis.png', type = 'image/png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
}

/** The FormData and headers fetch was given for the upload. */
function uploadRequest(): { body: FormData; headers: Record<string, string> } {
  const fetchMock = vi.mocked(fetch);
  const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/v1/file_uploads')!;
  return { body: init!.body as FormData, headers: init!.headers as Record<string, string> };
}

describe('uploading a vacancy image', () => {
  it('uploads the chosen image, shows a preview that can be removed', async () => {
    let finishUpload: (response: Response) => void = () => {};
    stubApi({
      ...organizationAdmin,
      'POST /api/v1/file_uploads': () =>
        new Promise<Response>((resolve) => {
          finishUpload = resolve;
        }),
    });
    renderApp('/vacancies/add');
    await userEvent.type(await screen.findByLabelText(/^Titel/), 'Maatje voor ouderen');
    const picker = screen.getByLabelText('Afbeelding');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');

    await userEvent.upload(picker, image());
    expect(await screen.findByText('Bezig met uploaden…')).toBeInTheDocument();
    const { body, headers } = uploadRequest();
    expect((body.get('file') as File).name).toBe('buurthuis.png');
    // The session and tenancy headers go along; the browser writes the multipart Content-Type itself.
    expect(headers).toMatchObject({ 'access-token': 'a', client: 'b', uid: 'anna@example.org' });
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('content-type');

    finishUpload(
      json(
        fileUploadDocument(
          buildFileUpload({
            id: '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f',
            attributes: { url: uploadedUrl, contentType: 'image/png', byteSize: 4, originalName: 'buurthuis.png' },
          }),
        ),
        201,
      ),
    );
    expect(await screen.findByRole('img', { name: 'Maatje voor ouderen' })).toHaveAttribute('src', uploadedUrl);
    expect(screen.queryByText('Bezig met uploaden…')).not.toBeInTheDocument();
    // The preview beside the form shows it too; removing it takes it off the vacancy.
    await userEvent.click(screen.getByRole('button', { name: 'Afbeelding verwijderen' }));
    expect(screen.queryByRole('img', { name: 'Maatje voor ouderen' })).toBeNull();
  });

  it("shows the API's message when the upload is refused, and a generic description without a title", async () => {
    stubApi({
      ...organizationAdmin,
      'POST /api/v1/file_uploads': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'file_type_not_allowed',
                title: 'Ongeldige waarde',
                detail: 'Dit bestand is geen afbeelding. Upload een PNG-, JPEG-, WebP- of GIF-afbeelding.',
                source: { pointer: '/file' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/vacancies/add');
    const picker = await screen.findByLabelText('Afbeelding');
    await userEvent.upload(picker, image('stiekem.png'));
    expect(
      await screen.findByText(
        'De afbeelding is niet geüpload: Dit bestand is geen afbeelding. Upload een PNG-, JPEG-, WebP- of GIF-afbeelding.',
      ),
    ).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('Dit bestand is geen afbeelding.'));
    expect(screen.queryByRole('img', { name: 'Afbeelding bij de vacature' })).toBeNull();
  });
});
