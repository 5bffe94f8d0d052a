// Links in a mail's body (decision 051): to one of the event's own links, written as Liquid output
// (`{{ link }}`), or to a web address, an e-mail address or a phone number the centre types.

/** The event's variables that hold a link: the page the mail is about, the page to unsubscribe. */
export function linkVariablesOf(variables: readonly string[]): string[] {
  return variables.filter((variable) => /(^l|L)ink$/.test(variable));
}

/** The Liquid that prints `variable`, as a link's address. */
export function liquidOutputOf(variable: string): string {
  return `{{ ${variable} }}`;
}

/** The variable a `{{ variable }}` address prints, if it is one. */
export function variableOfLiquidOutput(href: string): string | undefined {
  return /^\{\{\s*([A-Za-z_][\w.]*)\s*\}\}$/.exec(href.trim())?.[1];
}

/** Whether `href` is an address a mail may link to: http(s) with a host, mailto: or tel:. */
export function isWebAddress(href: string): boolean {
  if (/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(href)) return true;
  if (/^tel:\+?[\d\s-]{6,}$/i.test(href)) return true;
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Whether a link mark may carry `href` in the editor: an address of `isWebAddress`, or an event's link variable. */
export function isAllowedTemplateHref(href: string): boolean {
  return isWebAddress(href) || variableOfLiquidOutput(href) !== undefined;
}
