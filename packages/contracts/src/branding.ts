/** The fonts a centre may choose: the self-hosted Inter and fonts every system has (no download). */
export const centerFonts = ['Inter Variable', 'system-ui', 'Georgia', 'Verdana', 'Trebuchet MS'] as const;
export type CenterFont = (typeof centerFonts)[number];

/** Footer limits: columns, links per column, characters per title or label. */
export const footerLimits = { columns: 4, links: 8, text: 60 } as const;

/** A column of the site footer: a heading and its links. */
export interface FooterColumn {
  title: string;
  links: { label: string; url: string }[];
}

/**
 * Where a footer link may point: `https://` addresses (no user info before the host), `mailto:`,
 * `tel:`, and paths of this site that start with exactly one `/`. Protocol-relative
 * `//evil.example` and `/\evil.example` (browsers read both as another site), `http:`,
 * `javascript:` and `data:` are refused (issue 10, hole 11).
 */
export const footerLinkPattern =
  /^(?:https:\/\/[^\s/\\?#@]+(?:[/?#][^\s\\]*)?|mailto:[^\s@\\/]+@[^\s@\\/]+|tel:\+?[0-9][0-9\-.()]{2,29}|\/(?![/\\])[^\s\\]*)$/;

/** Whether a footer link's target is one the site may render (see footerLinkPattern). */
export function isSafeFooterLink(url: string): boolean {
  return footerLinkPattern.test(url);
}
