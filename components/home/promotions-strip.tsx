import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import type { Announcement } from '@/lib/content/announcement';

/** Spec §2 home promotions: each promotion with its first-sequence announcement image. */
export async function PromotionsStrip({ promotions }: { promotions: Announcement[] }) {
  const t = await getTranslations('home');
  if (promotions.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-promotions">
      <div className="section-head">
        <h2 id="home-promotions">{t('promotions')}</h2>
        <LocaleLink href="/promotions">{t('allPromotions')}</LocaleLink>
      </div>
      <ul className="promo-grid">
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <LocaleLink href={`/promotions#promotion-${promotion.id}`}>
              {promotion.images[0] ? <img src={promotion.images[0]} alt="" loading="lazy" decoding="async" /> : null}
              <span>{promotion.title}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
