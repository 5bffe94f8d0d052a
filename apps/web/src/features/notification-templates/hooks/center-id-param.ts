/** A centre id from the address (`?center=12`), if it is one. */
export function centerIdParam(value: string | null): number | undefined {
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}
