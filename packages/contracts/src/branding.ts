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
