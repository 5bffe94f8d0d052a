import { afterEach, describe, expect, it } from 'vitest';
import { gtagScriptId, setAnalyticsEnabled, startCenterAnalytics } from './gtag.ts';

afterEach(() => {
  document.getElementById(gtagScriptId)?.remove();
  delete window.dataLayer;
  delete window.gtag;
});

describe('centre analytics', () => {
  it('loads nothing when the centre has no analytics id', () => {
    startCenterAnalytics(null);
    startCenterAnalytics('');
    expect(document.getElementById(gtagScriptId)).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads the tag once and enables measurement for the id', () => {
    const stop = startCenterAnalytics('G-ABC123');
    startCenterAnalytics('G-ABC123');
    const scripts = document.querySelectorAll(`#${gtagScriptId}`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(window['ga-disable-G-ABC123']).toBe(false);
    expect(window.dataLayer?.length).toBeGreaterThan(0);
    stop();
    expect(window['ga-disable-G-ABC123']).toBe(true);
  });

  it('switches measurement per id', () => {
    setAnalyticsEnabled('G-ONE', false);
    setAnalyticsEnabled('G-TWO', true);
    expect(window['ga-disable-G-ONE']).toBe(true);
    expect(window['ga-disable-G-TWO']).toBe(false);
  });
});
