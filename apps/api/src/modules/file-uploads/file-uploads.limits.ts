// What one person may make the API store and compute (issue 29, hole 9). An upload costs disk and,
// for an image, libvips time; these bounds keep one account from spending either without limit.

/** Uploads one person may send a minute (429 with Retry-After beyond). */
export const uploadsPerMinute = 30;

/**
 * Bytes one person's uploads that still exist may take in one tenant, originals counted (their WebP
 * copies are smaller and only images have them). An upload nothing uses is removed after a day
 * (`unreferencedUploadGraceMs`), and stops counting then.
 */
export const storedBytesPerPerson = 100 * 1024 * 1024;

/**
 * Pixels an image may have (width × height, read from its header before anything is decoded):
 * 40 megapixels is more than any photo within the upload limit holds, and stops a small file that
 * decodes to a huge bitmap before libvips spends seconds on it.
 */
export const largestPixelCount = 40_000_000;

/** How long an upload nothing references is kept: time to upload first and save the form after. */
export const unreferencedUploadGraceMs = 24 * 60 * 60 * 1000;
