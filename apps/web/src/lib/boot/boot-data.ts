/**
 * What the server wrote into the page for the app's start (`<script id="boot-data">`): the app
 * configuration and the current tenant document, exactly as their endpoints answer them. Each is
 * handed out once, for the first load only; later loads (a tenant switch, a retry) ask the API.
 */
interface BootData {
  appConfig?: unknown;
  currentTenant?: unknown;
}

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
export function takeBootData(part: keyof BootData): unknown {
  const data = readBootData();
  const value = data[part];
  delete data[part];
  return value;
}

/** Forgets what was read (tests load pages one after another in one document). */
export function forgetBootData(): void {
  bootData = undefined;
}
