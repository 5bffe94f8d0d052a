import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Picture } from '@volunteerly/contracts/resources/pictures';
import { organizationDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { vacancyDocumentSchema, vacancySearchDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { volunteerCenterDocumentSchema } from '@volunteerly/contracts/resources/volunteer-centers';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createStockImage } from '../../src/factories/stock-image-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { fileUploads } from '../../src/modules/file-uploads/file-uploads.schema.ts';
import type { TagRow } from '../../src/modules/tags/tags.schema.ts';
import { monogramColor, monogramInitials } from '../../src/modules/pictures/organization-monogram.ts';
import type { StockImageRow } from '../../src/modules/pictures/stock-images.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { otherTenantKey, tenantKey } from '../users/users-world.ts';
import { createVacanciesWorld, type VacanciesWorld } from '../vacancies/vacancies-world.ts';

/** The picture a stock image is shown as. */
function stockPicture(image: StockImageRow): Picture {
  return {
    url: image.imageUrl,
    width: image.width,
    height: image.height,
    variants: [],
    alt: { nl: image.altNl, en: image.altEn },
    source: 'stock',
  };
}

/** The picture of a built-in default (decision 020). */
function builtIn(slug: string): Partial<Picture> {
  return { url: `/api/default_pictures/${slug}.svg`, width: 1200, height: 600, variants: [], source: 'default' };
}

describe('the picture a vacancy and an organisation are shown with (decision 020)', () => {
  let world: VacanciesWorld;
  let sport: TagRow;
  let neighbourhood: TagRow;
  let sportStock: StockImageRow;
  let generalStock: StockImageRow;

  beforeAll(async () => {
    world = await createVacanciesWorld();
    sport = await world.tag('category', 'Sport en bewegen');
    neighbourhood = await world.tag('category', 'Buurtwerk');
    // Tenant A's stock images: one for sport, one general.
    sportStock = await createStockImage(world.testApp.database, world.tenantId, { categoryTagId: sport.id });
    generalStock = await createStockImage(world.testApp.database, world.tenantId);
  });
  afterAll(async () => world.testApp.close());

  const read = async (url: string, key = tenantKey) => {
    const response = await world.testApp.app.inject({ method: 'GET', url, headers: tenantHeaders(key) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const vacancyPicture = async (id: number, key = tenantKey): Promise<Picture> =>
    (
      parseWithContract(vacancyDocumentSchema, await read(`/api/v1/vacancies/${id}`, key)) as {
        data: { attributes: { picture: Picture } };
      }
    ).data.attributes.picture;
  const searchPictures = async (key = tenantKey): Promise<Map<string, Picture>> => {
    const document = parseWithContract(
      vacancySearchDocumentSchema,
      await read('/api/v1/vacancies/search?page[size]=100', key),
    ) as {
      data: { id: string; attributes: { picture: Picture } }[];
    };
    return new Map(document.data.map((result) => [result.id, result.attributes.picture]));
  };
  const organizationPicture = async (id: number, key = tenantKey): Promise<Picture> =>
    (
      parseWithContract(organizationDocumentSchema, await read(`/api/v1/organizations/${id}`, key)) as {
        data: { attributes: { picture: Picture } };
      }
    ).data.attributes.picture;

  /** An uploaded image of tenant A, recorded with its size and WebP copies (the bytes are not needed here). */
  async function uploadedImage(): Promise<string> {
    const id = randomUUID();
    await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction.insert(fileUploads).values({
        id,
        tenantId: world.tenantId,
        userId: world.orgAdmin.id,
        contentType: 'image/jpeg',
        byteSize: 123_456,
        originalName: 'markt.jpg',
        width: 2000,
        height: 1000,
        variantWidths: [960, 480, 1600],
      }),
    );
    return `/uploads/${id}.jpg`;
  }

  it("shows the vacancy's own image first, with its size and WebP copies, described by its title", async () => {
    // Its organisation has a logo, and its category a stock image: the vacancy's own image goes first.
    const logoUrl = await uploadedImage();
    const withLogo = await createOrganization(world.testApp.database, world.center, {}, { profile: { logoUrl } });
    const imageUrl = await uploadedImage();
    const vacancy = await createVacancy(world.testApp.database, withLogo, { title: 'Marktkraam bemensen', imageUrl }, [
      sport.id,
    ]);
    const id = imageUrl.slice('/uploads/'.length, -'.jpg'.length);
    const expected: Picture = {
      url: imageUrl,
      width: 2000,
      height: 1000,
      variants: [480, 960, 1600].map((width) => ({ url: `/uploads/${id}.w${width}.webp`, width })),
      alt: { nl: 'Marktkraam bemensen', en: 'Marktkraam bemensen' },
      source: 'vacancy',
    };
    expect(await vacancyPicture(vacancy.id)).toEqual(expected);
    expect((await searchPictures()).get(String(vacancy.id))).toEqual(expected);
  });

  it('shows an image at a web address as it is, without a size or copies', async () => {
    const vacancy = await world.vacancy({ imageUrl: 'https://foto.example/tuin.jpg' }, { tags: [sport] });
    expect(await vacancyPicture(vacancy.id)).toMatchObject({
      url: 'https://foto.example/tuin.jpg',
      width: null,
      height: null,
      variants: [],
      source: 'vacancy',
    });
  });

  it("else its organisation's logo, described by the organisation's name", async () => {
    const organization = await createOrganization(
      world.testApp.database,
      world.center,
      { name: 'Sportclub De Zwaluw' },
      { profile: { logoUrl: 'https://zwaluw.example/logo.png' } },
    );
    const vacancy = await createVacancy(world.testApp.database, organization, {}, [sport.id]);
    const expected: Picture = {
      url: 'https://zwaluw.example/logo.png',
      width: null,
      height: null,
      variants: [],
      alt: { nl: 'Sportclub De Zwaluw', en: 'Sportclub De Zwaluw' },
      source: 'organization',
    };
    expect(await vacancyPicture(vacancy.id)).toEqual(expected);
    expect(await organizationPicture(organization.id)).toEqual(expected);
  });

  it("else the tenant's stock image for one of its categories, before the general one", async () => {
    const vacancy = await world.vacancy({}, { tags: [neighbourhood, sport] });
    expect(await vacancyPicture(vacancy.id)).toEqual(stockPicture(sportStock));
    expect((await searchPictures()).get(String(vacancy.id))).toEqual(stockPicture(sportStock));
  });

  it("else the tenant's general stock image; an organisation without a logo gets it too", async () => {
    const vacancy = await world.vacancy({}, { tags: [neighbourhood] });
    expect(await vacancyPicture(vacancy.id)).toEqual(stockPicture(generalStock));
    const plain = await world.organizationOfA();
    expect(await organizationPicture(plain.id)).toEqual(stockPicture(generalStock));
  });

  it('keeps the choice among several stock images stable per vacancy, and spreads the vacancies over them', async () => {
    const kitchen = await world.tag('category', 'Keuken');
    const first = await createStockImage(world.testApp.database, world.tenantId, { categoryTagId: kitchen.id });
    const second = await createStockImage(world.testApp.database, world.tenantId, { categoryTagId: kitchen.id });
    const vacancies = await Promise.all(Array.from({ length: 16 }, () => world.vacancy({}, { tags: [kitchen] })));
    const inSearch = await searchPictures();
    const chosen = await Promise.all(vacancies.map((vacancy) => vacancyPicture(vacancy.id)));
    expect(chosen.map((picture) => picture.url)).toEqual(
      vacancies.map((vacancy) => inSearch.get(String(vacancy.id))?.url),
    );
    expect(new Set(chosen.map((picture) => picture.url))).toEqual(new Set([first.imageUrl, second.imageUrl]));
  });

  it('shows a stock image added later at once: the change is announced to the kept records (migration 0017)', async () => {
    const music = await world.tag('category', 'Muziek maken');
    const vacancy = await world.vacancy({}, { tags: [music] });
    expect((await vacancyPicture(vacancy.id)).url).toBe(generalStock.imageUrl);
    const musicStock = await createStockImage(world.testApp.database, world.tenantId, { categoryTagId: music.id });
    await expect.poll(async () => (await vacancyPicture(vacancy.id)).url).toBe(musicStock.imageUrl);
  });

  describe('in a tenant without stock images of its own', () => {
    it("never shows another tenant's stock image: the built-in picture of its category instead", async () => {
      // Tenant B has a category of the same name as A's, which has a stock image in A.
      const sportOfB = await world.tag('category', 'Sport en bewegen', world.otherTenantId);
      const vacancy = await createVacancy(world.testApp.database, world.foreignOrganization, {}, [sportOfB.id]);
      const expected = {
        ...builtIn('sport-en-bewegen'),
        alt: {
          nl: 'Illustratie: een voetbal, een hardloper en een sportschoen',
          en: 'Illustration: a football, a runner and a trainer',
        },
      };
      expect(await vacancyPicture(vacancy.id, otherTenantKey)).toEqual(expected);
      // The public search reads without row-level security: the tenant in every subquery keeps A's images out.
      expect((await searchPictures(otherTenantKey)).get(String(vacancy.id))).toEqual(expected);
    });

    it('shows the general built-in picture for a category it does not know', async () => {
      const unknown = await world.tag('category', 'Buurtwerk', world.otherTenantId);
      const vacancy = await createVacancy(world.testApp.database, world.foreignOrganization, {}, [unknown.id]);
      expect(await vacancyPicture(vacancy.id, otherTenantKey)).toMatchObject(builtIn('samen'));
    });

    it('shows an organisation without a logo as its monogram, in a colour of its own', async () => {
      const { foreignOrganization } = world;
      const picture = await organizationPicture(foreignOrganization.id, otherTenantKey);
      expect(picture).toMatchObject({
        source: 'organization',
        alt: { nl: foreignOrganization.name, en: foreignOrganization.name },
      });
      const svg = decodeURIComponent(picture.url.replace('data:image/svg+xml,', ''));
      expect(svg).toContain(`>${monogramInitials(foreignOrganization.name)}</text>`);
      expect(svg).toContain(`fill="${monogramColor(foreignOrganization.id)}"`);
    });
  });

  describe("the centre's picture (the home page's)", () => {
    const centerPicture = async (key: string): Promise<Picture | undefined> =>
      (
        parseWithContract(volunteerCenterDocumentSchema, await read('/api/v1/volunteer_centers/current', key)) as {
          data: { attributes: { picture?: Picture } };
        }
      ).data.attributes.picture;

    it("is the tenant's general stock image", async () => {
      expect(await centerPicture(tenantKey)).toEqual(stockPicture(generalStock));
    });

    it('is the general built-in picture for a tenant without one', async () => {
      expect(await centerPicture(otherTenantKey)).toMatchObject(builtIn('samen'));
    });
  });
});
