import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readDisplayName } from '../../lib/session';
import { ChevronDownIcon } from '../icons';
import { accountMenuItems } from '../nav-items';

/**
 * The header's "My Account" menu. Not modal: a modal menu would lock page scroll with an
 * injected <style>, which the strict CSP blocks.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const name = readDisplayName();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800">
        {t('account.menu')}
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border border-gray-200 bg-white p-1 text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-xs text-gray-600 dark:text-gray-400">
              {t('account.welcome')}
            </span>
            {name && <span className="block truncate text-sm font-semibold">{name}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200 dark:bg-gray-700" />
          {accountMenuItems.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-gray-100 dark:data-[highlighted]:bg-gray-800"
              >
                {t(item.labelKey)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
