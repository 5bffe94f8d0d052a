function ensureElement<T extends HTMLElement>(selector: string, create: () => T): T {
  return document.head.querySelector<T>(selector) ?? document.head.appendChild(create());
}

/** Points the page's icon at the centre's favicon; without one an empty icon avoids a /favicon.ico request. */
export function setFavicon(url: string | null | undefined): void {
  const link = ensureElement<HTMLLinkElement>('link[rel~="icon"]', () => {
    const element = document.createElement('link');
    element.rel = 'icon';
    return element;
  });
  link.href = url?.trim() ? url : 'data:,';
}

/** Sets (or clears) the page's meta description. */
export function setMetaDescription(text: string | undefined): void {
  const meta = ensureElement<HTMLMetaElement>('meta[name="description"]', () => {
    const element = document.createElement('meta');
    element.name = 'description';
    return element;
  });
  meta.content = text ?? '';
}

/** Whether the page has a description with text (the server writes one into each page it serves). */
export function hasMetaDescription(): boolean {
  return Boolean(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content.trim());
}
