interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

// The native wrappers are Capacitor shells; older builds only mark their user agent.
const nativeUserAgentMarker = /\bVolunteerlyApp\//;

/** True when the web app runs inside the native app wrapper (which reads the tenant cookie first). */
export function isNativeAppWrapper(win: Window = window): boolean {
  const capacitor = (win as Window & { Capacitor?: CapacitorGlobal }).Capacitor;
  if (capacitor?.isNativePlatform?.() === true) return true;
  return nativeUserAgentMarker.test(win.navigator.userAgent);
}
