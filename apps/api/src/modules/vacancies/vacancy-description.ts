import { sanitizeHtmlAs } from '../../platform/html/html-policies.ts';

// A vacancy's description is stored as the `richText` policy keeps it (decision 007; html-policies.ts).

/** The text a reader would see of a description (spaces kept, `&nbsp;` as one). */
export function visibleDescriptionText(html: string): string {
  return sanitizeHtmlAs('plainText', html).replace(/&nbsp;/g, ' ');
}
