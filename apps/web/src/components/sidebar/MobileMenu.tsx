import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MenuIcon } from '../icons';
import { customerNavItems, mobileAccountItems } from '../nav-items';
import { NavList } from './NavList';

/**
 * Below md: a menu button opening a drawer with the sidebar links and the My Account group.
 * A native modal <dialog> gives focus containment, Escape to close and an inert page behind it
 * without injecting styles at runtime, which the strict CSP would refuse.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const titleId = useId();
  const accountHeadingId = useId();

  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        className="rounded-md p-2 text-gray-700 hover:bg-gray-100 md:hidden dark:text-gray-200 dark:hover:bg-gray-800"
      >
        <MenuIcon className="size-6" />
      </button>
      {/* A click on the backdrop lands on the <dialog> itself; clicks inside land on its content. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog. */}
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 md:hidden dark:bg-gray-900 dark:text-gray-100"
      >
        {open && (
          <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
            <div className="flex items-center justify-between">
              <h2 id={titleId} className="text-lg font-semibold">
                {t('nav.menuTitle')}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={t('nav.closeMenu')}
                className="rounded-md p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
            <nav aria-label={t('common.mainNav')}>
              <NavList items={customerNavItems} onNavigate={close} />
            </nav>
            <nav aria-labelledby={accountHeadingId}>
              <h3
                id={accountHeadingId}
                className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400"
              >
                {t('account.menu')}
              </h3>
              <NavList items={mobileAccountItems} onNavigate={close} />
            </nav>
          </div>
        )}
      </dialog>
    </>
  );
}
