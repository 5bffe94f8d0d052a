/**
 * What the server wrote into the page for the app's start (`<script id="boot-data">`): the app
 * configuration and the current tenant document, exactly as their endpoints answer them, and, when
 * it rendered the page itself, what the app needs to take that HTML over (decision 021): the
 * language with its catalogue, the dehydrated query cache and the router's state. Each part is
 * handed out once, for the first load only; later loads (a tenant switch, a retry) ask the API.
 */
interface BootData {
  appConfig?: unknown;
  currentTenant?: unknown;
  /** What the server rendered into #root: the page itself, or the frame around a page skeleton. */
  rendered?: unknown;
  /** The language the server rendered in. */
  language?: unknown;
  /** The messages the rendered page used, by namespace, in that language. */
  catalogue?: unknown;
  /** TanStack Query's dehydrated cache of the page's data. */
  queryState?: unknown;
  /** React Router's hydration data (loader data, action data, errors). */
  routerState?: unknown;
}

export type BootDataPart = keyof BootData;

let bootData: BootData | undefined;

function readBootData(): BootData {
  if (bootData) return bootData;
  bootData = {};
  const element = typeof document === 'undefined' ? null : document.getElementById('boot-data');
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : undefined;
    if (parsed !== null && typeof parsed === 'object') bootData = { ...parsed };
  } catch {
    // Unreadable boot data: the app asks the API, as without any.
  }
  return bootData;
}

/** Takes one part of the boot data (undefined when the page had none, or it was taken before). */
export function takeBootData(part: BootDataPart): unknown {
  const data = readBootData();
  const value = data[part];
  delete data[part];
  return value;
}

/** Looks at one part of the boot data without taking it. */
export function peekBootData(part: BootDataPart): unknown {
  return readBootData()[part];
}

/** Forgets what was read (tests load pages one after another in one document). */
export function forgetBootData(): void {
  bootData = undefined;
}
