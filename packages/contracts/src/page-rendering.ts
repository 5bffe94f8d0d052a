/**
 * The contract between the API's page server and the web app's server render (decision 021): the
 * API resolves the tenant, the language and the boot answers, the web app renders the page with its
 * own route table and components, asking the API in-process for the page's data.
 */

/** One in-process API request of the render (path with query; headers as the web app sends them). */
export interface PageRenderApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PageRenderApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageRenderInput {
  /** The page's absolute address. */
  url: string;
  /** The interface language the page is rendered in ('nl' or 'en'). */
  language: string;
  /** The answers of GET /app-config.json and GET /api/v1/tenants/current, parsed as sent. */
  appConfig: unknown;
  currentTenant: unknown;
  /** Answers the web app's API requests for this page's tenant and language. */
  callApi: (request: PageRenderApiRequest) => Promise<PageRenderApiResponse>;
  /** Ends a render that takes too long (the page is then served without it). */
  signal?: AbortSignal;
}

/** What #root holds: the page itself, the frame around a page skeleton, or the page's error screen. */
export type RenderedPart = 'page' | 'frame' | 'error';

export interface PageRenderOutput {
  /** The HTML inside #root. */
  html: string;
  rendered: RenderedPart;
  /** 404 for an address that is no page, else 200 (the API may know better: a hidden resource). */
  statusCode: number;
  /** For the boot data: what the app needs to take the HTML over (all JSON-serialisable). */
  bootData: {
    rendered: RenderedPart;
    language: string;
    catalogue: Record<string, unknown>;
    queryState: unknown;
    routerState: unknown;
  };
}

/** The web app's server entry (apps/web/dist-server/entry-server.js). */
export interface PageRenderer {
  /** Undefined when the address is not a page of the app to render (a redirect). */
  renderPage(input: PageRenderInput): Promise<PageRenderOutput | undefined>;
}
