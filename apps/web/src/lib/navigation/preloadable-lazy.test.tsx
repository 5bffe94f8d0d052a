import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.ts';

/** A part that counts its clicks, in a chunk whose arrival the test decides. */
function deferredPart() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Counter>((resolve) => {
        arrive = () => resolve(Counter);
      }),
  );
  function Counter({ label }: { label: string }) {
    const [clicks, setClicks] = useState(0);
    return (
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {label} {clicks}
      </button>
    );
  }
  return { Part: preloadableLazy(load), load, arrive: () => arrive() };
}

describe('preloadableLazy', () => {
  it('renders a part whose code was preloaded in the same pass as its parent, without its fallback', async () => {
    const { Part, arrive } = deferredPart();
    const preloaded = Part.preload();
    arrive();
    await preloaded;
    render(
      <Suspense fallback={<p>laden</p>}>
        <Part label="Meldingen" />
      </Suspense>,
    );
    expect(screen.queryByText('laden')).toBeNull();
    expect(screen.getByRole('button', { name: 'Meldingen 0' })).toBeTruthy();
  });

  it('shows the fallback for a part rendered before its code came, then the part', async () => {
    const { Part, arrive } = deferredPart();
    render(
      <Suspense fallback={<p>laden</p>}>
        <Part label="Meldingen" />
      </Suspense>,
    );
    expect(screen.getByText('laden')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'Meldingen 0' })).toBeTruthy();
  });

  it('keeps the state of a part that mounted before its code came when its parent renders again', async () => {
    const { Part, arrive } = deferredPart();
    const { rerender } = render(
      <Suspense fallback={<p>laden</p>}>
        <Part label="Meldingen" />
      </Suspense>,
    );
    await act(async () => arrive());
    act(() => screen.getByRole('button', { name: 'Meldingen 0' }).click());
    rerender(
      <Suspense fallback={<p>laden</p>}>
        <Part label="Berichten" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Berichten 1' })).toBeTruthy();
  });

  it('fetches the code once for any number of preloads and renders', async () => {
    const { Part, load, arrive } = deferredPart();
    const preloads = [Part.preload(), Part.preload()];
    arrive();
    await Promise.all(preloads);
    render(<Part label="Meldingen" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again on the next preload', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce(() => <p>er</p>);
    const Part = preloadableLazy(load);
    await expect(Part.preload()).rejects.toThrow('chunk gone');
    await Part.preload();
    render(<Part />);
    expect(screen.getByText('er')).toBeTruthy();
  });
});
