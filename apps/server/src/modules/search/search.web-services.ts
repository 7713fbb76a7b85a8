import { searchQuery, type SearchWebServices } from '@wellfit/contracts/search';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { validationIssueToAppError } from '../../validation-errors.ts';
import { search } from './search.service.ts';

/** The load-context services of this module (web/web-services.ts). */
export function searchWebServices(database: DatabaseHandle): SearchWebServices {
  return {
    async search(locale, query) {
      const parsed = searchQuery.safeParse(query);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        throw issue ? validationIssueToAppError(issue, query, 'query') : new AppError('validation_invalid', 400);
      }
      return search(createServiceContext(database.db, { locale }), parsed.data);
    },
  };
}
