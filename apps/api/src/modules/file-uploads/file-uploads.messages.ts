import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the file upload endpoints (English, and Dutch). */
export const fileUploadsMessages = defineApiMessages(
  {
    'file_uploads.errors.forbidden': 'Only organisation admins and the volunteer centre upload images.',
    'file_uploads.errors.not_multipart': 'Send the file as multipart/form-data, in a field named "file".',
    'file_uploads.errors.missing': 'Choose a file to upload.',
    'file_uploads.errors.type_not_allowed': 'This file is not an image. Upload a PNG, JPEG, WebP or GIF image.',
    'file_uploads.errors.attachment_type_not_allowed':
      'This file cannot be attached. Attach a PNG, JPEG, WebP or GIF image, or a PDF.',
    'file_uploads.errors.too_large.title': 'File too large',
    'file_uploads.errors.too_large.detail': 'An image may be at most {limit}.',
    'file_uploads.errors.image_too_large':
      'This image has too many pixels. Upload an image of at most {limit} megapixels (for example 6000 × 4000).',
    'file_uploads.errors.quota_exceeded':
      'Your uploads together may take at most {limit}. Files that nothing uses any more are removed after a day; try again then.',
    'file_uploads.errors.not_found': 'File not found.',
  },
  {
    'file_uploads.errors.forbidden': 'Alleen organisatiebeheerders en het vrijwilligerscentrum uploaden afbeeldingen.',
    'file_uploads.errors.not_multipart': 'Stuur het bestand als multipart/form-data, in een veld met de naam "file".',
    'file_uploads.errors.missing': 'Kies een bestand om te uploaden.',
    'file_uploads.errors.type_not_allowed':
      'Dit bestand is geen afbeelding. Upload een PNG-, JPEG-, WebP- of GIF-afbeelding.',
    'file_uploads.errors.attachment_type_not_allowed':
      'Dit bestand kan niet worden bijgevoegd. Voeg een PNG-, JPEG-, WebP- of GIF-afbeelding of een pdf toe.',
    'file_uploads.errors.too_large.title': 'Bestand te groot',
    'file_uploads.errors.too_large.detail': 'Een afbeelding mag hoogstens {limit} zijn.',
    'file_uploads.errors.image_too_large':
      'Deze afbeelding heeft te veel pixels. Upload een afbeelding van hoogstens {limit} megapixel (bijvoorbeeld 6000 × 4000).',
    'file_uploads.errors.quota_exceeded':
      'Je uploads samen mogen hoogstens {limit} zijn. Bestanden die nergens meer gebruikt worden, verdwijnen na een dag; probeer het dan opnieuw.',
    'file_uploads.errors.not_found': 'Bestand niet gevonden.',
  },
);

/** A key of the file uploads module's messages. */
export type FileUploadsMessageKey = keyof typeof fileUploadsMessages.en;
