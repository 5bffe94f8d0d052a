import { pageHeadNamespace } from '@volunteerly/site/page-heads';

/**
 * Message namespaces every page loads: 'common' (app shell, pages), 'ui' (the UI kit) and the
 * page-head texts the server shares (@volunteerly/site), looked up when 'common' lacks a key.
 */
export const namespaces = ['common', 'ui', pageHeadNamespace] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';
/** Where a key missing from its own namespace is looked up next. */
export const fallbackNamespace: Namespace = pageHeadNamespace;

/** How long fetched catalogues are reused from localStorage (spec §9: 24 hours). */
export const catalogueCacheMs = 24 * 60 * 60 * 1000;
