import DOMPurify from 'dompurify';

/**
 * HTML the API has sanitised already, sanitised once more in the browser, so a mistake there can
 * never run script here. DOMPurify needs a DOM: the server's render (decision 021) shows the API's
 * sanitised HTML as it is.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : html;
}
