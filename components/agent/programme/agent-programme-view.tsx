import { getTranslations } from 'next-intl/server';
import type { AgentProgramme } from '@/contract/agent-programme';
import { INVITATION_CODE } from '@/contract/agent-team';
import { LocaleLink } from '@/components/ui/locale-link';
import { localizedPath } from '@/lib/i18n/locale-path';
import { formatAmount } from '@/lib/format/amount';

/**
 * The agent programme page: what pays (only what the operator has set up: a series with no rebate,
 * a contract kind that is off, transfers that are off are not mentioned), then how to join and the
 * agent login. A plain form sends the invitation code to the registration, which checks it.
 */
export async function AgentProgrammeView({ programme, locale }: { programme: AgentProgramme; locale: string }) {
  const t = await getTranslations();
  return (
    <main id="main" className="narrow agent-programme">
      <h1>{t('affiliate.title')}</h1>
      <p className="lead">{t('affiliate.intro')}</p>

      <section aria-labelledby="programme-pays">
        <h2 id="programme-pays">{t('affiliate.paysTitle')}</h2>
        {programme.rebates.length ? (
          <article className="programme-card">
            <h3>{t('affiliate.rebatesTitle')}</h3>
            <p>{t('affiliate.rebatesIntro')}</p>
            <dl className="programme-rates">
              {programme.rebates.map((rebate) => (
                <div key={rebate.series}>
                  <dt>{t(`gameTypes.${rebate.series}`)}</dt>
                  <dd>{t('affiliate.upTo', { rate: formatAmount(rebate.ceiling, locale) })}</dd>
                </div>
              ))}
            </dl>
          </article>
        ) : null}
        {programme.contracts.length ? (
          <article className="programme-card">
            <h3>{t('affiliate.contractsTitle')}</h3>
            <p>{t('affiliate.contractsIntro')}</p>
            <dl className="programme-contracts">
              {programme.contracts.map((kind) => (
                <div key={kind}>
                  <dt>{t(`contracts.kinds.${kind}`)}</dt>
                  <dd>{t(`affiliate.contracts.${kind}`)}</dd>
                </div>
              ))}
            </dl>
          </article>
        ) : null}
        {programme.transfers || programme.accountsPerDay > 0 ? (
          <article className="programme-card">
            <h3>{t('affiliate.teamTitle')}</h3>
            <ul>
              {programme.accountsPerDay > 0 ? <li>{t('affiliate.accounts', { count: programme.accountsPerDay })}</li> : null}
              {programme.transfers ? <li>{t('affiliate.transfers')}</li> : null}
            </ul>
          </article>
        ) : null}
      </section>

      <section aria-labelledby="programme-join" className="programme-card">
        <h2 id="programme-join">{t('affiliate.joinTitle')}</h2>
        <p>{t('affiliate.join')}</p>
        <form method="get" action={localizedPath('/register', locale)} className="programme-join">
          <div className="field">
            <label htmlFor="affiliate-code">{t('affiliate.codeLabel')}</label>
            <input id="affiliate-code" name="affiliateCode" required autoComplete="off" autoCapitalize="characters" pattern={INVITATION_CODE.source.slice(1, -1)} maxLength={16} />
          </div>
          <button type="submit" className="btn btn-primary">
            {t('affiliate.register')}
          </button>
        </form>
      </section>

      <section aria-labelledby="programme-agents">
        <h2 id="programme-agents">{t('affiliate.agentsTitle')}</h2>
        <p>
          <LocaleLink href="/agent" className="btn">
            {t('affiliate.login')}
          </LocaleLink>
        </p>
      </section>
    </main>
  );
}
