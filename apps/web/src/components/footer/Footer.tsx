import { useTranslation } from 'react-i18next';
import { business } from '../../lib/business';
import { toLanguage } from '../../lib/i18n/languages';
import { legalFooterItems } from '../nav-items';
import { SiteLink } from '../page/SiteLink';
import { RegulatoryDisclosure } from './RegulatoryDisclosure';

const footerLink =
  'text-sm text-gray-700 hover:text-red-700 dark:text-gray-300 dark:hover:text-red-300';

function SocialLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('footer.socialNav')}>
      <ul className="flex flex-wrap gap-4">
        {business.social.map(({ network, url }) => (
          <li key={network}>
            <a
              href={url}
              aria-label={t('footer.socialLink', { brand: business.brand, network })}
              className={footerLink}
            >
              {network}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Site footer: optional legal and help links, optional social links, the regulatory disclosure
 * and the copyright.
 */
export function Footer({ legal = false, social = true }: { legal?: boolean; social?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <footer className="border-t border-gray-200 dark:border-gray-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
        {legal && (
          <nav aria-label={t('footer.legalNav')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalFooterItems.map((item) => (
                <li key={item.to}>
                  <SiteLink to={item.to} className={footerLink}>
                    {t(item.labelKey)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <RegulatoryDisclosure
          disclosure={business.disclosure}
          language={toLanguage(i18n.language)}
          say={(item, value) => t(`footer.disclosure.${item}`, { value })}
        />
        <div className="flex flex-wrap items-center justify-between gap-4">
          {social && <SocialLinks />}
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('footer.copyright', { year: new Date().getFullYear(), brand: business.brand })}
          </p>
        </div>
      </div>
    </footer>
  );
}
