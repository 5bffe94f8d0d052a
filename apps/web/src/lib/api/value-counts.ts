/**
 * Counts per value as the API sends them (`[{ value, count }]`, decision 014) as
 * a map by value. The values are data, so they never went through key casing.
 */
export function countsByValue<V extends string>(
  counts: readonly { value: V; count: number }[] | undefined,
): Partial<Record<V, number>> {
  return Object.fromEntries((counts ?? []).map(({ value, count }) => [value, count])) as Partial<Record<V, number>>;
}
