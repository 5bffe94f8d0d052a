import type { Picture, PictureSource, PictureVariant } from '@volunteerly/contracts/resources/pictures';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { uploadVariantUrl } from '../file-uploads/file-uploads.presenter.ts';
import {
  defaultPictureSize,
  defaultPicturesForCategories,
  defaultPictureUrls,
  generalDefaultPicture,
  type DefaultPicture,
} from './default-pictures.ts';
import { organizationMonogram } from './organization-monogram.ts';
import { defaultPicturesForTopic } from './topic-pictures.ts';
import {
  findGeneralStockImage,
  type AddressFacts,
  type StockImageFacts,
  type UploadedImageFacts,
} from './pictures.repository.ts';

/**
 * A chosen picture: what the resources show, and the address of a copy that link previews can
 * fetch (they take no SVG: the built-in pictures have a PNG beside them). Kept records hold it, so
 * it is shared between requests: never change it in place.
 */
export interface ChosenPicture extends Picture {
  previewUrl: string;
}

/** Everything a vacancy's or organisation's picture may be chosen from, as the reads find it. */
export interface PictureCandidates {
  /** The vacancy's own image (a vacancy only); its title describes it. */
  vacancyImage?: { address: AddressFacts | null; title: string } | undefined;
  /** The organisation's logo; its name describes it. */
  organizationLogo: { address: AddressFacts | null; organizationName: string };
  /** The tenant's stock image for one of the vacancy's categories (a vacancy only). */
  categoryStockImage?: StockImageFacts | null | undefined;
  /** One of the tenant's general stock images. */
  generalStockImage: StockImageFacts | null;
  /** The vacancy's category names, for the built-in picture (none for an organisation). */
  categoryNames: readonly string[];
  /** The vacancy's title: the built-in picture of what it is about comes before its category's. */
  title?: string | undefined;
  /** The vacancy's or organisation's id: the same one always gets the same built-in picture. */
  seed: number;
}

function variantsOf(upload: UploadedImageFacts | null): PictureVariant[] {
  if (!upload) return [];
  return [...upload.variantWidths]
    .sort((left, right) => left - right)
    .map((width) => ({ url: uploadVariantUrl(upload.id, width), width }));
}

/** An image at an address (an upload or a web address), described by one text in both languages. */
function pictureAt(address: AddressFacts, description: string, source: PictureSource): ChosenPicture {
  return {
    url: address.url,
    width: address.upload?.width ?? null,
    height: address.upload?.height ?? null,
    variants: variantsOf(address.upload),
    alt: { nl: description, en: description },
    source,
    previewUrl: address.url,
  };
}

function stockPicture(image: StockImageFacts): ChosenPicture {
  return {
    url: image.url,
    width: image.width,
    height: image.height,
    variants: variantsOf(image.upload),
    alt: { nl: image.altNl, en: image.altEn },
    source: 'stock',
    previewUrl: image.url,
  };
}

/** A built-in picture as a chosen one. */
export function builtInPicture(picture: DefaultPicture): ChosenPicture {
  const { url, previewUrl } = defaultPictureUrls(picture);
  return { url, ...defaultPictureSize, variants: [], alt: picture.alt, source: 'default', previewUrl };
}

/**
 * The built-in picture of what the title is about, else of one of the categories (chosen by the
 * seed among those recognised), else the general one.
 */
function builtInPictureFor(categoryNames: readonly string[], seed: number, title: string | undefined): ChosenPicture {
  const [topic] = title ? defaultPicturesForTopic(title) : [];
  if (topic) return builtInPicture(topic);
  const recognised = defaultPicturesForCategories(categoryNames);
  const chosen = recognised.length > 0 ? recognised[seed % recognised.length]! : generalDefaultPicture;
  return builtInPicture(chosen);
}

/**
 * The picture a vacancy or organisation is shown with (decision 020), the first there is of: the
 * vacancy's own image; its organisation's logo; the tenant's stock image for one of the vacancy's
 * categories; the tenant's general stock image; the built-in picture of one of its categories; the
 * built-in general picture. The stock images are the tenant's own only: the reads find them by the
 * tenant's id (pictures.repository.ts), so another tenant's are never candidates.
 */
export function choosePicture(candidates: PictureCandidates): ChosenPicture {
  const { vacancyImage, organizationLogo } = candidates;
  if (vacancyImage?.address) return pictureAt(vacancyImage.address, vacancyImage.title, 'vacancy');
  if (organizationLogo.address) {
    return pictureAt(organizationLogo.address, organizationLogo.organizationName, 'organization');
  }
  if (candidates.categoryStockImage) return stockPicture(candidates.categoryStockImage);
  if (candidates.generalStockImage) return stockPicture(candidates.generalStockImage);
  return builtInPictureFor(candidates.categoryNames, candidates.seed, candidates.title);
}

/**
 * An organisation's picture: its logo, else the tenant's general stock image, else its monogram
 * (its initials on a colour of its own), so that no two organisations of a list look the same.
 */
export function chooseOrganizationPicture(candidates: {
  organization: { id: number; name: string };
  logo: AddressFacts | null;
  generalStockImage: StockImageFacts | null;
}): ChosenPicture {
  const { organization, logo, generalStockImage } = candidates;
  if (logo) return pictureAt(logo, organization.name, 'organization');
  if (generalStockImage) return stockPicture(generalStockImage);
  return organizationMonogram(organization);
}

/** A centre's picture (its home page's): the tenant's general stock image chosen by the centre, else the built-in general one. */
export async function findCenterPicture(scope: TenantScope, centerId: number): Promise<ChosenPicture> {
  const stock = await findGeneralStockImage(scope, centerId);
  return stock ? stockPicture(stock) : builtInPicture(generalDefaultPicture);
}
