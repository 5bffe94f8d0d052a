/**
 * Submits held until a form's code is here (issue 31 §1). A server-rendered form marked with
 * `data-holds-submit` can be sent at once: its button is not disabled while the app starts or
 * while the form's code loads (a keyboard user would pass over a disabled button). A submit that
 * comes before the code is stopped here and sent again by `markFormReady` once the form runs.
 */
const heldForms = new WeakSet<HTMLFormElement>();
const readyForms = new WeakSet<HTMLFormElement>();

/** The attribute that marks a form whose early submits are held (`<form {...holdsSubmit}>`). */
export const holdsSubmit = { 'data-holds-submit': '' } as const;

function holdEarlySubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-holds-submit') || readyForms.has(form)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldForms.add(form);
}

/** Starts holding early submits; the page's entry calls it first, before any of the app's code. */
export function holdEarlySubmits(target: Document = document): void {
  target.addEventListener('submit', holdEarlySubmit, { capture: true });
}

/** The form's code runs: from now on its submits are its own, and one held back is sent now. */
export function markFormReady(form: HTMLFormElement): void {
  readyForms.add(form);
  if (heldForms.delete(form)) form.requestSubmit();
}
