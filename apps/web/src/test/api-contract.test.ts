import { describe, expect, it } from 'vitest';
import { contractViolation } from './api-contract.ts';
import { json } from './app-test-utils.tsx';
import { currentOrganizationsDocument } from './factories/organizations.ts';
import { currentUserDocument } from './factories/users.ts';

describe("the test doubles' contract check", () => {
  it('lets an answer built by the contract factories through', async () => {
    expect(await contractViolation('GET', '/api/v1/current_user', json(currentUserDocument()))).toBeUndefined();
    expect(
      await contractViolation('GET', '/api/v1/current_organizations', json(currentOrganizationsDocument())),
    ).toBeUndefined();
  });

  it('refuses a body the API would not send: a missing attribute, a wrong type, an unknown attribute', async () => {
    const user = currentUserDocument();
    const { avatar_url: _avatarUrl, ...withoutAvatar } = user.data.attributes;
    const missing = json({ ...user, data: { ...user.data, attributes: withoutAvatar } });
    expect(await contractViolation('GET', '/api/v1/current_user', missing)).toContain('data.attributes.avatar_url');
    const wrongType = json({ ...user, data: { ...user.data, id: 42 } });
    expect(await contractViolation('GET', '/api/v1/current_user', wrongType)).toContain('data.id');
    const unknown = json({ ...user, data: { ...user.data, attributes: { ...user.data.attributes, nickname: 'An' } } });
    expect(await contractViolation('GET', '/api/v1/current_user', unknown)).toContain('data.attributes');
  });

  it('refuses a list without its pagination, a success status the route never answers, and a path the API lacks', async () => {
    expect(await contractViolation('GET', '/api/v1/current_organizations', json({ data: [] }))).toContain('meta');
    expect(await contractViolation('DELETE', '/api/v1/tags/3', json({ data: null }, 200))).toContain('answers 204');
    expect(await contractViolation('GET', '/api/v1/nothing_here', json({ data: [] }))).toContain('not an operation');
  });

  it('holds error answers to the error envelope', async () => {
    const envelope = json({ errors: [{ status: '422', code: 'invalid', title: 'Ongeldig' }] }, 422);
    expect(await contractViolation('POST', '/api/v1/tags', envelope)).toBeUndefined();
    expect(await contractViolation('POST', '/api/v1/tags', json({ message: 'kapot' }, 422))).toBeDefined();
  });

  it('leaves the body of a file download free, but not its path', async () => {
    const csv = new Response('Naam\nJan\n', { headers: { 'Content-Type': 'text/csv' } });
    expect(await contractViolation('GET', '/api/v1/applications/export.csv', csv)).toBeUndefined();
    const elsewhere = new Response('Naam\nJan\n', { headers: { 'Content-Type': 'text/csv' } });
    expect(await contractViolation('GET', '/api/v1/users/export.csv', elsewhere)).toBeDefined();
  });
});
