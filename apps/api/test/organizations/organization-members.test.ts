import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invitationForInviteeDocumentSchema,
  organizationInvitationListDocumentSchema,
  organizationSummaryDocumentSchema,
  sentInvitationDocumentSchema,
} from '@volunteerly/contracts/resources/organizations';
import { createUser } from '../../src/factories/user-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { findAuditEventsAboutUser } from '../../src/modules/audit/audit.repository.ts';
import { organizationInvitations } from '../../src/modules/organization-invitations/organization-invitations.schema.ts';
import { findRolesOfUsers, findUserByEmail } from '../../src/modules/users/users.repository.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { lastMailTo, linkIn, readMailbox } from '../support/mailbox.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { createUsersWorld, otherTenantKey, tenantKey, type UsersWorld } from '../users/users-world.ts';

type InvitationBody = {
  data: { type: string; id: string; attributes: Record<string, unknown>; relationships?: unknown };
  meta?: Record<string, unknown>;
  errors?: { status: string; code: string; title: string; source?: { pointer?: string } }[];
};

describe('organisation members: invitations instead of instant membership', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const membersUrl = () => `/api/v1/organizations/${world.organization.id}/members`;
  const invitationsUrl = () => `/api/v1/organizations/${world.organization.id}/invitations`;

  /** Makes a fresh volunteer of tenant A (each test its own, so tests do not share state). */
  async function volunteer(email: string, profile: Partial<UserRow> = {}): Promise<UserRow> {
    const { user } = await createUser(world.testApp.database, world.tenantId, { user: { email, ...profile } });
    return user;
  }

  async function invite(email: string, inviter: UserRow = world.orgAdmin) {
    return world.request(inviter, 'POST', membersUrl(), { user: { email, first_name: 'Nieuw', last_name: 'Lid' } });
  }

  /** The token in the newest invitation mail to an address. */
  async function invitationTokenOf(email: string): Promise<string> {
    const mail = await lastMailTo(world.testApp, world.tenantId, email);
    const token = linkIn(mail, '/organization-invitation').searchParams.get('invitation_token');
    if (!token) throw new Error(`no invitation token in the mail to ${email}`);
    return token;
  }

  async function administersOrganization(userId: number): Promise<boolean> {
    const roles = await withTenant(world.testApp.database, world.tenantId, (scope) =>
      findRolesOfUsers(scope, [userId]),
    );
    return roles.some((role) => role.name === 'admin' && role.resourceId === world.organization.id);
  }

  /** POST to an invitation endpoint of tenant A, signed in as `user` (or not), in a language. */
  async function answer(
    action: 'lookup' | 'accept' | 'decline',
    payload: object,
    user: UserRow | null = null,
    language = 'en',
  ) {
    return world.request(user, 'POST', `/api/v1/organization_invitations/${action}`, payload, {
      'accept-language': language,
    });
  }

  it('answers with the invitation contracts: sent, listed, looked up and accepted', async () => {
    const invitee = await volunteer('contract.lid@example.org');
    const sent = await invite(invitee.email);
    expect(sent.statusCode).toBe(202);
    expect(() => parseWithContract(sentInvitationDocumentSchema, sent.json())).not.toThrow();
    const list = await world.request(world.orgAdmin, 'GET', invitationsUrl());
    expect(list.statusCode).toBe(200);
    expect(() => parseWithContract(organizationInvitationListDocumentSchema, list.json())).not.toThrow();
    const token = await invitationTokenOf(invitee.email);
    const lookup = await answer('lookup', { token }, invitee);
    expect(lookup.statusCode).toBe(200);
    expect(() => parseWithContract(invitationForInviteeDocumentSchema, lookup.json())).not.toThrow();
    const accepted = await answer('accept', { token }, invitee);
    expect(accepted.statusCode).toBe(200);
    expect(() => parseWithContract(organizationSummaryDocumentSchema, accepted.json())).not.toThrow();
  });

  describe('POST /api/v1/organizations/{id}/members', () => {
    it('gives an existing account no role before it accepts, only an invitation mail with a link', async () => {
      const existing = await volunteer('bestaand.lid@example.org');
      const response = await invite('bestaand.lid@example.org');
      expect(response.statusCode).toBe(202);
      expect(await administersOrganization(existing.id)).toBe(false);
      const mail = await lastMailTo(world.testApp, world.tenantId, 'bestaand.lid@example.org');
      expect(mail.subject).toBe('Uitnodiging: beheer Buurthuis De Brug op Vacaturebank Rivierstad');
      const link = linkIn(mail, '/organization-invitation');
      expect(link.host).toBe('rivierstad.example');
      expect(link.searchParams.get('invitation_token')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    });

    it('writes the mail in the invitee’s language: the account’s own, or the one given for a new address', async () => {
      await volunteer('english.speaker@example.org', { locale: 'en' });
      await invite('english.speaker@example.org');
      const existing = await lastMailTo(world.testApp, world.tenantId, 'english.speaker@example.org');
      expect(existing.subject).toBe('Invitation: manage Buurthuis De Brug on Vacaturebank Rivierstad');
      await world.request(world.orgAdmin, 'POST', membersUrl(), {
        user: { email: 'new.english@example.org', first_name: 'New', last_name: 'Speaker', locale: 'en' },
      });
      const created = await lastMailTo(world.testApp, world.tenantId, 'new.english@example.org');
      expect(created.subject).toBe('Invitation: manage Buurthuis De Brug on Vacaturebank Rivierstad');
      expect(created.text).toContain('You only become an administrator once you accept.');
    });

    it('answers an existing and an unknown address identically (status, shape, meta)', async () => {
      await volunteer('heeft.account@example.org');
      const known = await invite('heeft.account@example.org');
      const unknown = await invite('heeft.geen.account@example.org');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(known.statusCode);
      const shape = (body: InvitationBody) => ({
        type: body.data.type,
        keys: Object.keys(body.data).sort(),
        attributeKeys: Object.keys(body.data.attributes).sort(),
        status: body.data.attributes['status'],
        meta: body.meta,
        relationships: body.data.relationships,
      });
      expect(shape(unknown.json())).toEqual(shape(known.json()));
      expect(known.json().meta.message).toBe(
        'Invitation sent. The person becomes an administrator once they accept it.',
      );
      // Nothing in the answer is about the account: no user id, name or account status.
      expect(JSON.stringify(known.json())).not.toMatch(/first_name|last_name|user|active|invited/);
      // Both addresses got a mail with a link to the same page.
      await invitationTokenOf('heeft.account@example.org');
      await invitationTokenOf('heeft.geen.account@example.org');
    });

    it('stores only the SHA-256 hash of the token, with an expiry 14 days out', async () => {
      await invite('hash.controle@example.org');
      const token = await invitationTokenOf('hash.controle@example.org');
      const rows = await withTenant(world.testApp.database, world.tenantId, (scope) =>
        scope.transaction
          .select()
          .from(organizationInvitations)
          .where(eq(organizationInvitations.email, 'hash.controle@example.org')),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toContain(token);
      expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const days = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 86_400_000;
      expect(Math.round(days)).toBe(14);
    });

    it('answers every one of several simultaneous invitations of one address, leaving one open invitation', async () => {
      await world.sessionOf(world.orgAdmin); // one session for all five requests
      const answers = await Promise.all(Array.from({ length: 5 }, () => invite('tegelijk@example.org')));
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
      const rows = await withTenant(world.testApp.database, world.tenantId, (scope) =>
        scope.transaction
          .select()
          .from(organizationInvitations)
          .where(
            and(
              eq(organizationInvitations.email, 'tegelijk@example.org'),
              eq(organizationInvitations.status, 'pending'),
            ),
          ),
      );
      expect(rows).toHaveLength(1);
    });

    it('says when the person already manages the organisation (fellow admins are listed anyway)', async () => {
      const response = await invite(world.colleagueAdmin.email);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source.pointer).toBe('/user/email');
    });

    it('is refused to admins of another organisation and to volunteers, and sends nothing', async () => {
      const url = `/api/v1/organizations/${world.otherOrganization.id}/members`;
      const payload = { user: { email: 'indringer@example.org', first_name: 'I', last_name: 'D' } };
      expect((await world.request(world.orgAdmin, 'POST', url, payload)).statusCode).toBe(403);
      expect((await world.request(world.volunteer, 'POST', url, payload)).statusCode).toBe(403);
      const mails = await readMailbox(world.testApp, world.tenantId);
      expect(mails.some((mail) => mail.recipients.includes('indringer@example.org'))).toBe(false);
    });
  });

  describe('answering an invitation', () => {
    it('grants admin when the signed-in invited account accepts, once', async () => {
      const invitee = await volunteer('neemt.aan@example.org');
      await invite(invitee.email);
      const token = await invitationTokenOf(invitee.email);
      const lookup = await answer('lookup', { token }, invitee);
      expect(lookup.statusCode).toBe(200);
      expect(lookup.json().data.attributes).toMatchObject({
        organization_name: 'Buurthuis De Brug',
        email: invitee.email,
        account_needs_password: false,
        signed_in_as_invitee: true,
      });
      const accepted = await answer('accept', { token }, invitee);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data.attributes.name).toBe('Buurthuis De Brug');
      expect(await administersOrganization(invitee.id)).toBe(true);
      const again = await answer('accept', { token }, invitee);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors[0]).toMatchObject({
        code: 'invitation_answered',
        title: 'This invitation has already been answered or withdrawn.',
      });
      const events = await withTenant(world.testApp.database, world.tenantId, (scope) =>
        findAuditEventsAboutUser(scope, invitee.id),
      );
      expect(events.map((event) => event.action)).toEqual(
        expect.arrayContaining(['organization_member_invited', 'organization_invitation_accepted']),
      );
    });

    it('asks an account with a password to sign in, and refuses another account', async () => {
      const invitee = await volunteer('moet.inloggen@example.org');
      await invite(invitee.email);
      const token = await invitationTokenOf(invitee.email);
      const anonymous = await answer('accept', { token });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().errors[0].code).toBe('invitation_sign_in_required');
      const someoneElse = await answer('accept', { token }, world.volunteer, 'nl');
      expect(someoneElse.statusCode).toBe(403);
      expect(someoneElse.json().errors[0].title).toBe(
        'Deze uitnodiging is bedoeld voor een ander account. Log uit en log in met het uitgenodigde account.',
      );
      expect(await administersOrganization(invitee.id)).toBe(false);
      expect(await administersOrganization(world.volunteer.id)).toBe(false);
    });

    it('grants nothing when declined, and the link stops working', async () => {
      const invitee = await volunteer('slaat.af@example.org');
      await invite(invitee.email);
      const token = await invitationTokenOf(invitee.email);
      const declined = await answer('decline', { token });
      expect(declined.statusCode).toBe(204);
      expect(await administersOrganization(invitee.id)).toBe(false);
      const late = await answer('accept', { token }, invitee);
      expect(late.statusCode).toBe(422);
      expect(await administersOrganization(invitee.id)).toBe(false);
      const events = await withTenant(world.testApp.database, world.tenantId, (scope) =>
        findAuditEventsAboutUser(scope, invitee.id),
      );
      expect(events.map((event) => event.action)).toContain('organization_invitation_declined');
    });

    it('lets a new address choose a password while accepting, and then sign in as admin', async () => {
      await invite('helemaal.nieuw@example.org');
      const invited = await withTenant(world.testApp.database, world.tenantId, (scope) =>
        findUserByEmail(scope, 'helemaal.nieuw@example.org'),
      );
      expect(invited).toMatchObject({ status: 'invited', encryptedPassword: null });
      expect(await administersOrganization(invited!.id)).toBe(false);
      const token = await invitationTokenOf('helemaal.nieuw@example.org');
      const lookup = await answer('lookup', { token });
      expect(lookup.json().data.attributes.account_needs_password).toBe(true);
      const weak = await answer('accept', { token, password: 'kort', password_confirmation: 'kort' });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().errors[0].source.pointer).toBe('/password');
      expect(await administersOrganization(invited!.id)).toBe(false);
      const password = 'Een-Heel-Goed-Wachtwoord-42';
      const accepted = await answer('accept', { token, password, password_confirmation: password });
      expect(accepted.statusCode).toBe(200);
      expect(await administersOrganization(invited!.id)).toBe(true);
      const session = await signIn(world.testApp, tenantKey, 'helemaal.nieuw@example.org', password);
      const own = await world.testApp.app.inject({
        method: 'GET',
        url: '/api/v1/current_organizations',
        headers: signedInHeaders(tenantKey, session),
      });
      expect(own.json().data.map((organization: { id: string }) => organization.id)).toContain(
        String(world.organization.id),
      );
    });

    it('refuses an expired invitation with a translated error', async () => {
      const invitee = await volunteer('te.laat@example.org');
      await invite(invitee.email);
      const token = await invitationTokenOf(invitee.email);
      await withTenant(world.testApp.database, world.tenantId, (scope) =>
        scope.transaction
          .update(organizationInvitations)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(organizationInvitations.userId, invitee.id)),
      );
      const english = await answer('accept', { token }, invitee);
      expect(english.statusCode).toBe(422);
      expect(english.json().errors[0]).toMatchObject({
        code: 'invitation_expired',
        title: 'This invitation has expired. Ask the organisation to invite you again.',
      });
      const dutch = await answer('lookup', { token }, invitee, 'nl');
      expect(dutch.json().errors[0].title).toBe(
        'Deze uitnodiging is verlopen. Vraag de organisatie je opnieuw uit te nodigen.',
      );
      expect(await administersOrganization(invitee.id)).toBe(false);
    });

    it('refuses an unknown token with a translated error', async () => {
      const response = await answer('accept', { token: 'verzonnen-token-0000000000' }, world.volunteer, 'nl');
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({
        code: 'invitation_invalid',
        title: 'Deze uitnodigingslink is niet geldig op deze website.',
      });
    });

    it('makes a token of tenant A useless on tenant B', async () => {
      const invitee = await volunteer('andere.tenant@example.org');
      await invite(invitee.email);
      const token = await invitationTokenOf(invitee.email);
      for (const action of ['lookup', 'accept', 'decline']) {
        const response = await world.testApp.app.inject({
          method: 'POST',
          url: `/api/v1/organization_invitations/${action}`,
          headers: tenantHeaders(otherTenantKey, { 'accept-language': 'en' }),
          payload: {
            token,
            password: 'Een-Heel-Goed-Wachtwoord-42',
            password_confirmation: 'Een-Heel-Goed-Wachtwoord-42',
          },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().errors[0].code).toBe('invitation_invalid');
      }
      // Still open on its own tenant: nothing was used up or changed.
      const [row] = await withTenant(world.testApp.database, world.tenantId, (scope) =>
        scope.transaction.select().from(organizationInvitations).where(eq(organizationInvitations.userId, invitee.id)),
      );
      expect(row!.status).toBe('pending');
    });
  });

  describe('open invitations for the organisation’s admins', () => {
    it('lists open invitations (address and dates), replaces one when inviting again', async () => {
      await invite('twee.keer@example.org');
      const first = await invitationTokenOf('twee.keer@example.org');
      await invite('twee.keer@example.org', world.colleagueAdmin);
      const second = await invitationTokenOf('twee.keer@example.org');
      expect(second).not.toBe(first);
      const list = await world.request(world.orgAdmin, 'GET', invitationsUrl());
      expect(list.statusCode).toBe(200);
      const entries = list
        .json()
        .data.filter((entry: InvitationBody['data']) => entry.attributes['email'] === 'twee.keer@example.org');
      expect(entries).toHaveLength(1);
      expect(Object.keys(entries[0].attributes).sort()).toEqual(['created_at', 'email', 'expires_at', 'status']);
      expect((await answer('lookup', { token: first })).statusCode).toBe(404);
      expect((await answer('lookup', { token: second })).statusCode).toBe(200);
    });

    it('revokes an open invitation: its link stops working and it leaves the list', async () => {
      const invitee = await volunteer('ingetrokken@example.org');
      const created = await invite(invitee.email);
      const token = await invitationTokenOf(invitee.email);
      const revoke = await world.request(world.orgAdmin, 'DELETE', `${invitationsUrl()}/${created.json().data.id}`);
      expect(revoke.statusCode).toBe(204);
      const list = await world.request(world.orgAdmin, 'GET', invitationsUrl());
      expect(list.json().data.map((entry: InvitationBody['data']) => entry.attributes['email'])).not.toContain(
        invitee.email,
      );
      const accept = await answer('accept', { token }, invitee);
      expect(accept.statusCode).toBe(422);
      expect(await administersOrganization(invitee.id)).toBe(false);
      const again = await world.request(world.orgAdmin, 'DELETE', `${invitationsUrl()}/${created.json().data.id}`);
      expect(again.statusCode).toBe(422);
    });

    it('keeps the list and revoking to those who manage the organisation', async () => {
      const created = await invite('afgeschermd@example.org');
      const id = created.json().data.id;
      const otherUrl = `/api/v1/organizations/${world.otherOrganization.id}/invitations`;
      expect((await world.request(world.orgAdmin, 'GET', otherUrl)).statusCode).toBe(403);
      expect((await world.request(world.volunteer, 'GET', invitationsUrl())).statusCode).toBe(403);
      expect((await world.request(world.volunteer, 'DELETE', `${invitationsUrl()}/${id}`)).statusCode).toBe(403);
      // An invitation id of this organisation under another organisation is not found.
      const crossed = await world.request(world.centerAdmin, 'DELETE', `${otherUrl}/${id}`);
      expect(crossed.statusCode).toBe(404);
      const [row] = await withTenant(world.testApp.database, world.tenantId, (scope) =>
        scope.transaction
          .select()
          .from(organizationInvitations)
          .where(and(eq(organizationInvitations.id, Number(id)), eq(organizationInvitations.status, 'pending'))),
      );
      expect(row).toBeDefined();
    });

    it('lets a centre admin see and revoke, and records the revocation', async () => {
      const invitee = await volunteer('centrum.trekt.in@example.org');
      const created = await invite(invitee.email);
      const list = await world.request(world.centerAdmin, 'GET', invitationsUrl());
      expect(list.json().data.map((entry: InvitationBody['data']) => entry.id)).toContain(created.json().data.id);
      const revoke = await world.request(world.centerAdmin, 'DELETE', `${invitationsUrl()}/${created.json().data.id}`);
      expect(revoke.statusCode).toBe(204);
      const events = await withTenant(world.testApp.database, world.tenantId, (scope) =>
        findAuditEventsAboutUser(scope, invitee.id),
      );
      expect(events.map((event) => event.action)).toContain('organization_invitation_revoked');
    });
  });
});
