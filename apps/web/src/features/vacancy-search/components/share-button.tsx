import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useIsHydrated } from '../../../lib/document/use-is-hydrated.ts';
import { toast } from '../../../lib/toast/toast-store.ts';

/** The places a page can be shared to, each an address that opens it with the link filled in. */
export function shareTargets(title: string, url: string): { key: string; href: string }[] {
  const link = encodeURIComponent(url);
  return [
    { key: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { key: 'email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${link}` },
    { key: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  ];
}

const itemClasses =
  'flex w-full items-center px-4 py-2.5 text-start text-sm text-text hover:bg-muted-100 focus-visible:bg-muted-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-700 dark:hover:bg-muted-800 dark:focus-visible:bg-muted-800';

/**
 * 'Delen' (issue 14 §2): the system's share sheet where the device has one (phones), else a menu of
 * WhatsApp, e-mail, LinkedIn, Facebook and copying the link. The menu is a popover: Escape and a tap
 * beside it close it, and focus goes back to the button. Sharing needs the page's address, so the
 * button works once the app runs.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('vacancy-search');
  const hydrated = useIsHydrated();
  const menuId = `share-${useId()}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const url = hydrated ? `${window.location.origin}${path}` : path;

  // A popover opens in the middle of the screen: place it under its button, inside the screen.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const placeUnderButton = (event: Event) => {
      const button = buttonRef.current;
      if (!button || (event as ToggleEvent).newState !== 'open') return;
      const box = button.getBoundingClientRect();
      menu.style.top = `${box.bottom + 8}px`;
      menu.style.left = `${Math.max(8, Math.min(box.left, window.innerWidth - menu.offsetWidth - 8))}px`;
    };
    menu.addEventListener('toggle', placeUnderButton);
    return () => menu.removeEventListener('toggle', placeUnderButton);
  }, [hydrated]);

  const closeMenu = () => {
    if (menuRef.current?.matches?.(':popover-open')) menuRef.current.hidePopover();
  };

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (typeof navigator.share !== 'function') return; // the button opens the menu
    event.preventDefault();
    navigator.share({ title, url }).catch(() => {
      // Closing the share sheet rejects too; there is nothing to tell.
    });
  };

  const handleCopy = async () => {
    closeMenu();
    try {
      await navigator.clipboard.writeText(url);
      toast.add({ color: 'success', title: t('share.copied') });
    } catch {
      toast.add({ color: 'danger', title: t('share.copyFailed'), message: url });
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        disabled={!hydrated}
        popoverTarget={menuId}
        onClick={handleClick}
        className={buttonClasses({ size: 'md', variant: 'outline' })}
      >
        <Icon name="share" className="size-4" />
        {t('share.label')}
      </button>
      {hydrated && (
        <div
          ref={menuRef}
          id={menuId}
          popover="auto"
          className="fixed m-0 min-w-56 rounded-ui-lg border border-muted-200 bg-white p-0 py-1 text-text shadow-lg dark:border-muted-700 dark:bg-muted-900"
        >
          <ul aria-label={t('share.menuLabel')}>
            {shareTargets(title, url).map((target) => (
              <li key={target.key}>
                <a
                  href={target.href}
                  target={target.key === 'email' ? undefined : '_blank'}
                  rel="noopener noreferrer"
                  onClick={closeMenu}
                  className={itemClasses}
                >
                  {t(`share.targets.${target.key}`)}
                  {target.key !== 'email' && <span className="sr-only"> {t('share.newWindow')}</span>}
                </a>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => void handleCopy()} className={itemClasses}>
                {t('share.copyLink')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </>
  );
}
