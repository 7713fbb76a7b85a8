import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFlashOffer } from '@wellfit/contracts/flash-sale';
import { getFlashAllowance } from '../api/get-flash-allowance';

/**
 * A signed-in member's Buy at the flash price (issue 34): once the member's orders hold the
 * offer's per-member limit it says so instead of offering the buy. Until the allowance is read,
 * or when it cannot be, the buy stays offered: checkout checks the limit anyway.
 */
export default function MemberFlashAllowance({ offer, children }: { offer: ProductFlashOffer; children: ReactNode }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<{ id: number; units: number } | null>(null);
  useEffect(() => {
    let current = true;
    getFlashAllowance(offer.id).then(
      (allowance) => current && setLeft({ id: offer.id, units: allowance.remaining }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [offer.id]);
  if (left?.id !== offer.id || left.units > 0) return children;
  return (
    <p role="status" className="font-semibold text-red-800" data-testid="flash-limit-reached">
      {t('flash:limit_reached', { count: offer.limitPerMember })}
    </p>
  );
}
