import type { GatewayTakings as Figures } from '@laundry/shared/contracts/settlements';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';

/**
 * The gateway's money of the day (docs/decisions/0088): what customers paid online (gross), what
 * the gateway settled with its fees and GST apart, the net and how much of it the bank shows, and
 * what still awaits settlement. Hidden when the shop has no online money at all.
 */
export function GatewayTakings({ gateway }: { gateway: Figures }) {
  const t = useT('takings', en);
  const money = (rupees: number) => formatInr(rupees, t.language);
  const { received, settled, awaiting } = gateway;
  if (received === 0 && settled.gross === 0 && awaiting.count === 0) return null;
  const rows = [
    { label: t('takings.gatewayReceived'), amount: received, figure: 'gateway-received' },
    { label: t('takings.gatewaySettled'), amount: settled.gross, figure: 'gateway-settled' },
    { label: t('takings.gatewayFees'), amount: settled.fees + settled.tax, figure: 'gateway-fees' },
    { label: t('takings.gatewayNet'), amount: settled.net, figure: 'gateway-net' },
    { label: t('takings.gatewayInBank'), amount: settled.inBank, figure: 'gateway-in-bank' },
    { label: t('takings.gatewayAwaiting', { count: awaiting.count }), amount: awaiting.amount, figure: 'gateway-awaiting' },
  ];
  return (
    <section className="takings-card" aria-labelledby="gateway-title">
      <h3 id="gateway-title">{t('takings.gateway')}</h3>
      <dl className="takings-figures">
        {rows.map((row) => (
          <div key={row.figure}>
            <dt>{row.label}</dt>
            <dd data-figure={row.figure}>{money(row.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="takings-note">{t('takings.gatewayNote')}</p>
    </section>
  );
}
