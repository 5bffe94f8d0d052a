import i18next from 'i18next';
import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

/** Typed helper so each route's metadata is checked against spec §2's fields. */
export function meta(handle: RouteHandle): RouteHandle {
  return handle;
}

/** A lazy page whose module and catalogue namespace load together, so it renders without waiting on its texts. */
export function pageOf(namespace: string, load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), i18next.loadNamespaces(namespace).catch(() => undefined)]);
    return { Component };
  };
}

/** Route validation: `{id}` segments only exist for positive numeric ids; anything else is the fatal 404. */
export const hasNumericId = (params: Params) => /^[1-9][0-9]{0,15}$/.test(params.id ?? '');
