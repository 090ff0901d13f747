import { Link } from '@/lib/i18n/navigation';
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
              {i === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link href={crumb.path}>{crumb.name}</Link>}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
