import { useEffect, useState } from 'react';

function readVariables(names: readonly string[]): Record<string, string> {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()]));
}

/**
 * The computed values of CSS custom properties on `<html>`, re-read whenever
 * the theme writes new ones there (applyTheme sets inline styles and data attributes).
 */
export function useCssVariables(names: readonly string[]): Record<string, string> {
  const key = names.join(',');
  const [values, setValues] = useState<Record<string, string>>(() => readVariables(names));
  useEffect(() => {
    const list = key.split(',');
    setValues(readVariables(list));
    const observer = new MutationObserver(() => setValues(readVariables(list)));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['style', 'data-contrast', 'data-color-mode'],
    });
    return () => observer.disconnect();
  }, [key]);
  return values;
}
