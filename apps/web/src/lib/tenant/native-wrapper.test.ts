import { describe, expect, it } from 'vitest';
import { isNativeAppWrapper } from './native-wrapper.ts';

function fakeWindow(userAgent: string, capacitor?: { isNativePlatform: () => boolean }): Window {
  return { navigator: { userAgent }, Capacitor: capacitor } as unknown as Window;
}

describe('isNativeAppWrapper', () => {
  it('recognises the Capacitor shell on a native platform', () => {
    expect(isNativeAppWrapper(fakeWindow('Mozilla/5.0', { isNativePlatform: () => true }))).toBe(true);
    expect(isNativeAppWrapper(fakeWindow('Mozilla/5.0', { isNativePlatform: () => false }))).toBe(false);
  });

  it('recognises the user-agent marker of the wrapper', () => {
    expect(isNativeAppWrapper(fakeWindow('Mozilla/5.0 VolunteerlyApp/2.1'))).toBe(true);
  });

  it('is false in an ordinary browser', () => {
    expect(isNativeAppWrapper(fakeWindow('Mozilla/5.0 (X11; Linux x86_64) Chrome/140'))).toBe(false);
  });
});
