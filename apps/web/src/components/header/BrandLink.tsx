import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../lib/brand';

export function BrandLink({ to, label = brand.name }: { to: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={t('header.home', { brand: label })}
      className="flex items-center gap-2 rounded-md text-base font-bold tracking-tight sm:text-lg"
    >
      <img src="/maple-leaf.svg" alt="" width={28} height={28} className="size-7" />
      <span>{label}</span>
    </Link>
  );
}
