import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { pageNotFoundError } from '../routes/route-error.ts';
import { describeError } from './describe-error.ts';

describe('describeError', () => {
  it('maps statuses to the screens of spec §8', () => {
    expect(describeError(new ApiError({ statusCode: 401 })).kind).toBe('notAuthorized');
    expect(describeError(new ApiError({ statusCode: 403 })).kind).toBe('forbidden');
    expect(describeError(new ApiError({ statusCode: 404 })).kind).toBe('notFound');
    expect(describeError(new ApiError({ statusCode: 502 }))).toMatchObject({
      kind: 'other',
      title: { key: 'errors.other.titleWithCode', values: { code: 502 } },
    });
  });

  it('omits the code from the title when there is none', () => {
    expect(describeError(new Error('network down')).title).toEqual({ key: 'errors.other.title' });
    expect(describeError('strange').title).toEqual({ key: 'errors.other.title' });
  });

  it('recognises an account of another partner by the message wrong center', () => {
    expect(describeError(new Error('wrong center')).kind).toBe('wrongCenter');
  });

  it('carries the path of a route 404 into the detail line', () => {
    expect(describeError(pageNotFoundError('/x')).detail).toEqual({
      key: 'errors.pageNotFoundPath',
      values: { path: '/x' },
    });
    expect(describeError({ status: 404 }, { path: '/y' }).detail).toEqual({
      key: 'errors.pageNotFoundPath',
      values: { path: '/y' },
    });
  });
});
