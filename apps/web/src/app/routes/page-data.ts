import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

/** Where a route's data goes: the query cache of this render, and whether the render waits for it. */
export interface PageDataContext {
  queryClient: QueryClient;
  /** The server waits (its HTML then carries the data); the browser only starts the requests. */
  waitForData: boolean;
}

let browserPageData: PageDataContext | undefined;

/** The browser's query cache, which route loaders fill on navigation (set once by the app's router). */
export function setBrowserPageData(context: PageDataContext): void {
  browserPageData = context;
}

function isPageDataContext(value: unknown): value is PageDataContext {
  return value !== null && typeof value === 'object' && 'queryClient' in value && 'waitForData' in value;
}

/** Fills the query cache with what a page's first screen reads, through the page's own query options. */
export type PageDataLoad = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A route loader that loads the page's data into the query cache (decision 021). The server's render
 * passes its own cache as the loader context and waits, so the HTML shows the data and the app takes
 * it over without asking again; in the browser the requests start with the navigation, beside the
 * page's code, and the page shows its loading state meanwhile. A failed load is the page's to show
 * (its query holds the error), never the loader's.
 */
export function pageData(load: PageDataLoad): LoaderFunction {
  return async (args) => {
    const context = isPageDataContext(args.context) ? args.context : browserPageData;
    if (!context) return null;
    const loading = load(context.queryClient, args).catch(() => undefined);
    if (context.waitForData) await loading;
    return null;
  };
}
