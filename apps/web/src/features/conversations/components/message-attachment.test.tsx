import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { updateRequestContext } from '../../../lib/api/request-context.ts';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, stubApi } from '../../../test/app-test-utils.tsx';
import { MessageAttachment } from './message-attachment.tsx';

const imageId = '0b9f6c1e-6a55-4c3e-9a0e-1d2c3b4a5f60';
const pdfId = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const path = (id: string) => `GET /api/v1/conversations/3/attachments/${id}`;
const image = { id: imageId, url: '', contentType: 'image/png', byteSize: 4, originalName: 'foto.png' };
const pdf = { id: pdfId, url: '', contentType: 'application/pdf', byteSize: 9, originalName: 'cv.pdf' };

function renderAttachment(attachment: typeof image) {
  const queryClient = createQueryClient({ retries: false });
  return render(
    <QueryClientProvider client={queryClient}>
      <MessageAttachment conversationId="3" attachment={attachment} />
    </QueryClientProvider>,
  );
}

const created: Blob[] = [];
const revoked: string[] = [];
beforeEach(() => {
  setSession({ accessToken: 'a', client: 'b', uid: 'vera@example.org' });
  updateRequestContext({ tenantKey: 'demo' });
  created.length = 0;
  revoked.length = 0;
  // Spies, not an assignment: URL is shared with the other files of the worker.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return `blob:http://localhost/${created.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const notFound = () =>
  json({ errors: [{ status: '404', code: 'file_not_found', title: 'Bestand niet gevonden.' }] }, 404);

/**
 * Answers every call from the handler, without the contract double: the operation table knows the
 * route's media answer only, and the error envelope of a media route is not in it.
 */
function stubFetch(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('a message’s attachment (private to its conversation)', () => {
  it('fetches an image with the session’s headers, shows it inline and revokes its URL on unmount', async () => {
    const calls = stubApi({
      [path(imageId)]: () =>
        new Response(new Blob(['png!'], { type: 'image/png' }), { headers: { 'Content-Type': 'image/png' } }),
    });
    const { unmount } = renderAttachment(image);
    expect(screen.getByRole('status')).toHaveTextContent('Bijlage foto.png laden…');
    const shown = await screen.findByRole('img', { name: 'foto.png' });
    expect(shown).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(screen.getByRole('link', { name: 'Bijlage openen: foto.png' })).toHaveAttribute(
      'href',
      'blob:http://localhost/1',
    );
    expect(calls[0]?.headers).toMatchObject({ 'access-token': 'a', client: 'b', uid: 'vera@example.org' });
    expect(await created[0]?.text()).toBe('png!');
    unmount();
    expect(revoked).toContain('blob:http://localhost/1');
  });

  it('says so when the image cannot be loaded, and tries again on request', async () => {
    let answers = 0;
    stubFetch(() =>
      ++answers === 1
        ? notFound()
        : new Response(new Blob(['png!'], { type: 'image/png' }), { headers: { 'Content-Type': 'image/png' } }),
    );
    renderAttachment(image);
    expect(await screen.findByRole('alert')).toHaveTextContent('De bijlage foto.png kon niet worden geladen.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('img', { name: 'foto.png' })).toBeInTheDocument();
  });

  it('fetches a PDF only on click and offers it as a file under its name', async () => {
    const calls = stubApi({
      [path(pdfId)]: () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="cv.pdf"' },
        }),
    });
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
    renderAttachment(pdf);
    const button = screen.getByRole('button', { name: 'Bijlage openen: cv.pdf' });
    expect(calls).toHaveLength(0);
    await userEvent.click(button);
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:http://localhost/1', download: 'cv.pdf' }]));
    expect(await created[0]?.text()).toBe('%PDF-1.4');
    expect(calls[0]?.path).toBe(`/api/v1/conversations/3/attachments/${pdfId}`);
  });

  it('says so when the PDF cannot be fetched', async () => {
    stubFetch(notFound);
    renderAttachment(pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Bijlage openen: cv.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De bijlage cv.pdf kon niet worden geladen.');
  });
});
