/**
 * The fields that are given: a change leaves out what a request left out (undefined means "not
 * changed"; null, "cleared", stays). Request conversions and services building partial updates share it.
 */
export function givenFields<Fields extends object>(fields: Fields): Partial<Fields> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<Fields>;
}
