import { readdir } from 'node:fs/promises';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileUpload } from '../../src/factories/file-upload-factory.ts';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createStockImage } from '../../src/factories/stock-image-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { conversationMessages, conversations } from '../../src/modules/conversations/conversations.schema.ts';
import { fileUploads, type FileUploadRow } from '../../src/modules/file-uploads/file-uploads.schema.ts';
import { uploadReferences } from '../../src/modules/file-uploads/unreferenced-uploads.repository.ts';
import { removeUnreferencedUploads } from '../../src/modules/file-uploads/unreferenced-uploads.service.ts';
import { notificationTemplates } from '../../src/modules/notification-templates/notification-templates.schema.ts';
import { withPlatform, withTenant } from '../../src/platform/database/tenant-scope.ts';
import { createUploadsWorld, tinyPng, type UploadsWorld } from './uploads-world.ts';

const dayMs = 24 * 60 * 60 * 1000;

// Issue 29, hole 9: an upload nothing names any more is removed a day after it was made, its row
// and every file of it; whatever a page, a mail or a message still shows stays.
describe('removing uploads nothing references', () => {
  let world: UploadsWorld;
  beforeAll(async () => {
    world = await createUploadsWorld();
  });
  afterAll(async () => world.close());

  const now = new Date();
  const twoDaysAgo = new Date(now.getTime() - 2 * dayMs);

  /** An upload of tenant A made at `createdAt`, with its original and its 480 copy on disk. */
  const storedUpload = async (createdAt: Date, tenantId = world.tenantId): Promise<FileUploadRow> => {
    const upload = await createFileUpload(world.testApp.database, tenantId, {
      userId: tenantId === world.tenantId ? world.orgAdmin.id : null,
      createdAt,
      variantWidths: [480],
    });
    await world.testApp.app.fileStorage.save(`${upload.id}.png`, tinyPng(), 'image/png');
    await world.testApp.app.fileStorage.save(`${upload.id}.w480.webp`, tinyPng(), 'image/webp');
    return upload;
  };
  const filesOf = async (upload: FileUploadRow) =>
    (await readdir(world.uploadsDir)).filter((name) => name.startsWith(upload.id)).sort();
  const uploadIds = async () =>
    new Set(
      (await withPlatform(world.testApp.database, (transaction) => transaction.select().from(fileUploads))).map(
        (row) => row.id,
      ),
    );

  /** Every kind of row that shows an upload, each naming the upload the way that row does. */
  const references: Record<string, (upload: FileUploadRow) => Promise<unknown>> = {
    'a vacancy image': (upload) =>
      createVacancy(world.testApp.database, world.organization, { imageUrl: `/uploads/${upload.id}.png` }),
    'a link in a vacancy description': (upload) =>
      createVacancy(world.testApp.database, world.organization, {
        descriptionHtml: `<p>Zie <a href="/uploads/${upload.id}.png">de folder</a>.</p>`,
      }),
    'an organisation logo, by the absolute address of a copy': (upload) =>
      createOrganization(
        world.testApp.database,
        world.center,
        {},
        {
          profile: { logoUrl: `https://rivierstad.example/uploads/${upload.id}.w480.webp` },
        },
      ),
    'a centre logo': (upload) =>
      createCenter(world.testApp.database, world.tenantId, {
        profile: { websiteLogoUrl: `/uploads/${upload.id}.png` },
      }),
    'a centre favicon': (upload) =>
      createCenter(world.testApp.database, world.tenantId, { profile: { faviconUrl: `/uploads/${upload.id}.png` } }),
    'a stock image': (upload) =>
      createStockImage(world.testApp.database, world.tenantId, { imageUrl: `/uploads/${upload.id}.png` }),
    'a mail template': (upload) =>
      withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
        transaction.insert(notificationTemplates).values({
          tenantId: world.tenantId,
          volunteerCenterId: world.center.id,
          event: `application_new`,
          locale: 'nl',
          subject: 'Nieuwe aanmelding',
          htmlBody: `<p><img src="/uploads/${upload.id}.png" alt=""></p>`,
          textBody: 'Nieuwe aanmelding',
          inAppText: 'Nieuwe aanmelding',
        }),
      ),
    'a message attachment': (upload) =>
      withTenant(world.testApp.database, world.tenantId, async ({ transaction }) => {
        const [conversation] = await transaction
          .insert(conversations)
          .values({
            tenantId: world.tenantId,
            kind: 'organization_center',
            organizationId: world.organization.id,
            volunteerCenterId: world.center.id,
            subject: 'Folder',
          })
          .returning();
        await transaction.insert(conversationMessages).values({
          tenantId: world.tenantId,
          conversationId: conversation!.id,
          authorUserId: world.orgAdmin.id,
          authorSide: 'organization',
          body: 'Hierbij de folder.',
          attachmentIds: [upload.id],
        });
      }),
  };

  it('removes an old upload nothing names, row and files, and keeps every named one and every new one', async () => {
    const unreferenced = await storedUpload(twoDaysAgo);
    const named = new Map<string, FileUploadRow>();
    for (const [kind, reference] of Object.entries(references)) {
      const upload = await storedUpload(twoDaysAgo);
      await reference(upload);
      named.set(kind, upload);
    }
    const recent = await storedUpload(new Date(now.getTime() - dayMs + 60_000));
    // Another tenant's vacancy naming tenant A's upload keeps nothing: references count within a tenant.
    const namedAbroad = await storedUpload(twoDaysAgo);
    const { center: foreignCenter } = await createCenter(world.testApp.database, world.otherTenantId);
    const foreignOrganization = await createOrganization(world.testApp.database, foreignCenter);
    await createVacancy(world.testApp.database, foreignOrganization, { imageUrl: `/uploads/${namedAbroad.id}.png` });

    expect(
      await removeUnreferencedUploads(
        { database: world.testApp.database, storage: world.testApp.app.fileStorage },
        now,
      ),
    ).toBe(2);

    const remaining = await uploadIds();
    expect(remaining.has(unreferenced.id)).toBe(false);
    expect(await filesOf(unreferenced)).toEqual([]);
    expect(remaining.has(namedAbroad.id)).toBe(false);
    for (const [kind, upload] of [...named, ['made less than a day ago', recent] as const]) {
      expect(remaining.has(upload.id), kind).toBe(true);
      expect(await filesOf(upload), kind).toEqual([`${upload.id}.png`, `${upload.id}.w480.webp`]);
    }
    const gone = await world.testApp.app.inject({ method: 'GET', url: `/uploads/${unreferenced.id}.png` });
    expect(gone.statusCode).toBe(404);
  });

  it('is safe to run again, also when a file is already gone', async () => {
    const upload = await storedUpload(twoDaysAgo);
    await world.testApp.app.fileStorage.remove(`${upload.id}.w480.webp`);
    const sweep = () =>
      removeUnreferencedUploads({ database: world.testApp.database, storage: world.testApp.app.fileStorage }, now);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    expect(await filesOf(upload)).toEqual([]);
  });

  it('runs as the daily scheduled job', async () => {
    const upload = await storedUpload(twoDaysAgo);
    await world.testApp.app.jobs.enqueueScheduled();
    await world.testApp.app.jobs.drain();
    expect((await uploadIds()).has(upload.id)).toBe(false);
    expect(await filesOf(upload)).toEqual([]);
  });

  it('knows every column that may hold an upload’s address: each `*_url` and `uuid[]` column is one, or is named as never one', async () => {
    const neverAnUpload = new Set(['organization_profiles.website_url']);
    const known = new Set(
      [...uploadReferences.byAddress.map(({ text }) => text), ...uploadReferences.byId.map(({ ids }) => ids)].map(
        (column) => `${getTableName(column.table)}.${column.name}`,
      ),
    );
    const result = (await withPlatform(world.testApp.database, (transaction) =>
      transaction.execute(sql`
        select table_name || '.' || column_name as name from information_schema.columns
         where table_schema = 'public' and (column_name like '%\\_url' or (data_type = 'ARRAY' and udt_name = '_uuid'))`),
    )) as unknown as { rows: { name: string }[] };
    const columns = result.rows.map((row) => row.name);
    expect(columns.length).toBeGreaterThan(0);
    expect(columns.filter((column) => !known.has(column) && !neverAnUpload.has(column))).toEqual([]);
  });
});
