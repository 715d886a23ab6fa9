import type { ReactNode } from 'react';
import { whatsappUrl } from '../../../config/business-profile';
import { useT } from '../../../i18n/use-t';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import type { AreaProblem } from '../lib/service-area-check';
import en from '../locales/en.json';
import './outside-area-notice.css';

/**
 * An address the shop does not reach yet, told kindly, with a WhatsApp chat to the shop already
 * worded (docs/decisions/0048): the customer can ask, and the shop learns where it is wanted.
 */
export function OutsideAreaNotice({ problem, id }: { problem: AreaProblem; id?: string }) {
  const t = useT('orders', en);
  const shop = useBusinessProfile();
  const place = problem.pincode || t('area.myArea');
  const href = whatsappUrl(shop.whatsappDigits, t('area.whatsappText', { shop: shop.name, place }));
  const link = (chunks: ReactNode) => (
    <a key="wa" className="outside-area__whatsapp" href={href} target="_blank" rel="noreferrer">
      {chunks}
    </a>
  );
  const express = problem.kind === 'express';
  let title: string;
  if (express) title = t('area.express.title', { pincode: problem.pincode });
  else title = problem.pincode ? t('area.outside.title', { pincode: problem.pincode }) : t('area.outside.location');
  return (
    <div className="outside-area" id={id} role="status" data-testid="outside-area">
      <p className="outside-area__title">{title}</p>
      <p>{express ? t.rich('area.express.text', { wa: link }) : t.rich('area.outside.text', { wa: link })}</p>
    </div>
  );
}
