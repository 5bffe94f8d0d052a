import type { Picture } from '@volunteerly/contracts/resources/pictures';
import type { ChosenPicture } from './pictures.service.ts';

/** A chosen picture as the resources show it (decision 020): without the preview address, as a new object. */
export function presentPicture(picture: ChosenPicture): Picture {
  const { url, width, height, variants, alt, source } = picture;
  return { url, width, height, variants, alt, source };
}
