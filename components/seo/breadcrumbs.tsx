import { LocaleLink } from '@/components/ui/locale-link';
import { breadcrumbLd } from '@/lib/seo/structured-data';
import { JsonLd } from './json-ld';

/** A visible breadcrumb trail and its BreadcrumbList structured data. */
export function Breadcrumbs({ locale, label, crumbs }: { locale: string; label: string; crumbs: { name: string; path: string }[] }) {
  return (
    <>
      <JsonLd data={breadcrumbLd(locale, crumbs)} />
      <nav className="breadcrumbs" aria-label={label}>
        <ol>
          {crumbs.map((crumb, i) => (
            <li key={crumb.path}>
              {i === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <LocaleLink href={crumb.path}>{crumb.name}</LocaleLink>}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
