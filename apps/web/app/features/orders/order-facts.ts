import type { OrderStatus } from '@wellfit/contracts/checkout';
import { ORDER_STATUS_VALUES } from '@wellfit/contracts/checkout';
import { LOCALE_TAGS, type Locale } from '@wellfit/contracts/locale';
import type { ReactNode } from 'react';

/** The list card's status is a string on the wire; an unknown one is shown as it came. */
export function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUS_VALUES as readonly string[]).includes(status);
}

/** A Taipei calendar day (YYYY-MM-DD, the last day to return) in the visitor's words. */
export function formatTaipeiDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Opens the address book and hands back the address in effect; the route supplies it (features do not import each other). */
export type RecipientPicker = (onChosen: (addressId: number | null) => void) => ReactNode;

/** What the actions need to know of an order, from a list card or the detail. */
export interface ActionableOrder {
  id: number;
  orderNo: string;
  status: string;
  formatPayAmount: string;
  actions: { pay: boolean; cancel: boolean; editRecipient: boolean; applyReturn: boolean };
}
