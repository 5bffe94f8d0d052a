import { describe, expect, it } from 'vitest';
import { givenFields } from './given-fields.ts';

describe('the given fields of a change', () => {
  it('leaves out what is undefined and keeps what is cleared with null', () => {
    expect(givenFields({ city: undefined, street: null, postcode: '3511 NK' })).toEqual({
      street: null,
      postcode: '3511 NK',
    });
  });
});
