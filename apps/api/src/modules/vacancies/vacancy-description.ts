import { sanitizeHtmlAs } from '../../platform/html/html-policies.ts';

// A vacancy's description is stored as the `richText` policy keeps it (decision 007; html-policies.ts).

/** Whether a description has any text a reader would see. */
export function hasDescriptionText(html: string): boolean {
  return sanitizeHtmlAs('plainText', html).replace(/&nbsp;|\s/g, '').length > 0;
}
