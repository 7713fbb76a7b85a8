import type { ContentWebServices } from '@wellfit/contracts/content';
import type { Locale } from '@wellfit/contracts/locale';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { unlessNotFound } from '../../errors.ts';
import {
  articleCategoryList,
  cachedArticleDetail,
  cachedPlanDetail,
  articleList,
  coachList,
  findCoachDetail,
  findSeriesDetail,
  planList,
  seriesList,
} from './content.service.ts';

/** The load-context services of the content pages: the same services as the JSON routes, never member state. */
export function contentWebServices(database: DatabaseHandle): ContentWebServices {
  const ctx = (locale: Locale) => createServiceContext(database.db, { locale });
  return {
    planList: (locale, query) => planList(ctx(locale), query),
    // The hot details read the JSON API's answer cache: no queries while the answer is fresh.
    planDetail: async (locale, id) => (await unlessNotFound(cachedPlanDetail(ctx(locale), id), undefined))?.value,
    seriesList: (locale) => seriesList(ctx(locale)),
    seriesDetail: (locale, id) => findSeriesDetail(ctx(locale), id),
    coachList: (locale) => coachList(ctx(locale)),
    coachDetail: (locale, id) => findCoachDetail(ctx(locale), id),
    articleCategories: (locale) => articleCategoryList(ctx(locale)),
    articleList: (locale, query) => articleList(ctx(locale), query),
    articleDetail: async (locale, id) => (await unlessNotFound(cachedArticleDetail(ctx(locale), id), undefined))?.value,
  };
}
