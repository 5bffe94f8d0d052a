/**
 * One spelling of a site's host name, for every place that maps a host to a tenant or a centre.
 * `Vacaturebank.Localhost.:3000`, `vacaturebank.localhost.` and `vacaturebank.localhost` are the
 * same site to a browser and to DNS; comparing raw Host headers let the spellings slip past the
 * host→tenant check (issue 10, hole 1).
 */

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ipv6Literal = /^\[[0-9a-f:.]{2,45}\]$/;
const port = /^\d{1,5}$/;

/**
 * The host of a Host header (or a URL's host) in its one spelling: lower case, without the port
 * and without trailing dots. Undefined when the value is not a well-formed host name, IPv4
 * address or bracketed IPv6 address.
 */
export function normalizeHost(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  let host = raw.toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end === -1) return undefined;
    const rest = host.slice(end + 1);
    if (rest !== '' && !(rest.startsWith(':') && port.test(rest.slice(1)))) return undefined;
    host = host.slice(0, end + 1);
    return ipv6Literal.test(host) ? host : undefined;
  }
  const colon = host.indexOf(':');
  if (colon !== -1) {
    if (!port.test(host.slice(colon + 1))) return undefined;
    host = host.slice(0, colon);
  }
  host = host.replace(/\.+$/, '');
  if (host.length === 0 || host.length > 253) return undefined;
  return host.split('.').every((part) => label.test(part)) ? host : undefined;
}
