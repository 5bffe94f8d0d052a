/** The URL of a path on a tenant's own host (Chromium resolves every *.localhost to this machine). */
export function tenantUrl(tenantKey: string, path = '/'): string {
  const port = process.env.E2E_PORT ?? '4310';
  return `http://${tenantKey}.localhost:${port}${path}`;
}
