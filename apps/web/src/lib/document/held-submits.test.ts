import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlySubmits, markFormReady } from './held-submits.ts';

holdEarlySubmits();

/** A form in the page with a send button; `holds` marks it as one whose early submits wait. */
function formInPage(holds: boolean): { form: HTMLFormElement; sent: () => number } {
  const form = document.createElement('form');
  if (holds) form.setAttribute('data-holds-submit', '');
  form.innerHTML = '<input name="motivation"><button type="submit">Aanmelden</button>';
  let count = 0;
  // Stands in for the form's own code, which listens where React does: below the document.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    count += 1;
  });
  document.body.append(form);
  return { form, sent: () => count };
}

afterEach(() => document.body.replaceChildren());

describe('submits held until the form’s code is here', () => {
  it('holds a submit that comes before the form is ready, and sends it once it is', () => {
    const { form, sent } = formInPage(true);
    form.querySelector('button')!.click();
    expect(sent()).toBe(0);
    markFormReady(form);
    expect(sent()).toBe(1);
  });

  it('leaves a ready form’s submits to the form, and sends nothing when none was held', () => {
    const { form, sent } = formInPage(true);
    markFormReady(form);
    expect(sent()).toBe(0);
    form.querySelector('button')!.click();
    expect(sent()).toBe(1);
  });

  it('leaves forms that do not ask for it alone', () => {
    const { form, sent } = formInPage(false);
    form.querySelector('button')!.click();
    expect(sent()).toBe(1);
  });
});
