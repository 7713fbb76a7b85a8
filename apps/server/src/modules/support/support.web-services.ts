import { faqQuery, type SupportWebServices } from '@wellfit/contracts/support';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { validationIssueToAppError } from '../../validation-errors.ts';
import { listFaq } from './support.service.ts';

/** The load-context services of this module (web/web-services.ts). */
export function supportWebServices(database: DatabaseHandle): SupportWebServices {
  return {
    async faq(locale, query) {
      const parsed = faqQuery.safeParse(query);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        throw issue ? validationIssueToAppError(issue, query, 'query') : new AppError('validation_invalid', 400);
      }
      return listFaq(createServiceContext(database.db, { locale }), parsed.data);
    },
  };
}
