import { describe, expect, it } from 'vitest';
import { countsByValue } from './value-counts.ts';

describe('countsByValue', () => {
  it('maps counts by their value, keeping values such as in_progress as they are', () => {
    expect(
      countsByValue([
        { value: 'in_progress', count: 2 },
        { value: 'new', count: 0 },
      ]),
    ).toEqual({
      in_progress: 2,
      new: 0,
    });
  });

  it('is empty for no counts', () => {
    expect(countsByValue(undefined)).toEqual({});
  });
});
