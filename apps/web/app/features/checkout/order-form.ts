import { z } from 'zod';
import { purchaserDataSchema, type PurchaserData } from '@wellfit/contracts/checkout';
import { INVOICE_TYPE, invoiceDataSchema, type InvoiceData, type InvoiceType } from '@wellfit/contracts/invoice';

/*
 * The checkout form: invoice, purchaser and the agreement (SPEC §3, §4). Each part checks with
 * the contracts' own schemas, so the page refuses what generateOrder would refuse, with the same
 * catalogue keys. The recipient is chosen in the address book beside it, outside the form.
 */

/** What the inputs hold. */
export interface OrderFormInputs {
  invoice: { invoiceType: InvoiceType; invoiceCode?: string; invoiceTitle?: string };
  purchaserSameAsRecipient: boolean;
  purchaser: { name: string; phone: string; email: string };
  agreed: boolean;
}

/** What generateOrder takes from the form; no purchaserData means "same as the recipient". */
export interface CheckedOrderForm {
  invoiceData: InvoiceData;
  purchaserData?: PurchaserData;
  agreeTerms: true;
}

export const orderFormSchema = z
  .object({
    invoice: invoiceDataSchema,
    purchaserSameAsRecipient: z.boolean(),
    purchaser: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
    agreed: z.boolean().refine((agreed) => agreed, { error: 'warning_terms_not_agreed' }),
  })
  .transform((form, context): CheckedOrderForm => {
    if (form.purchaserSameAsRecipient) return { invoiceData: form.invoice, agreeTerms: true };
    const purchaser = purchaserDataSchema.safeParse(form.purchaser);
    if (!purchaser.success) {
      for (const issue of purchaser.error.issues)
        context.addIssue({ code: 'custom', path: ['purchaser', ...issue.path], message: issue.message });
      return z.NEVER;
    }
    return { invoiceData: form.invoice, purchaserData: purchaser.data, agreeTerms: true };
  });

export function emptyOrderForm(): OrderFormInputs {
  return {
    invoice: { invoiceType: INVOICE_TYPE.member, invoiceCode: '', invoiceTitle: '' },
    purchaserSameAsRecipient: true,
    purchaser: { name: '', phone: '', email: '' },
    agreed: false,
  };
}
