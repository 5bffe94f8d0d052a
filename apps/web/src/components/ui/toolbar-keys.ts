import type { KeyboardEvent } from 'react';

/**
 * Arrow keys move between a toolbar's visible buttons as well as Tab (the WAI-ARIA toolbar
 * pattern); the rich-text editors' toolbars share it. With `skipHidden`, buttons not laid out
 * (a toolbar part folded away) are passed over.
 */
export function handleToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>, { skipHidden = false } = {}): void {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = [...event.currentTarget.querySelectorAll('button')].filter(
    (button) => !skipHidden || button.offsetParent !== null,
  );
  const index = buttons.findIndex((button) => button === document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[(index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length]?.focus();
}
