import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  articleCategoryListAnswer,
  articleDetail as articleDetailAnswer,
  articleListAnswer,
  articleListQuery,
  articleMemberState as articleMemberStateAnswer,
  coachDetail as coachDetailAnswer,
  coachFollowBody,
  coachFollowState,
  coachListAnswer,
  idParams,
  planDetail as planDetailAnswer,
  planJoinAnswer,
  planJoinBody,
  planListAnswer,
  planListQuery,
  planMemberState as planMemberStateAnswer,
  planSetupAnswer,
  planSetupBody,
  planTodayAnswer,
  seriesDetail as seriesDetailAnswer,
  seriesListAnswer,
} from '@wellfit/contracts/content';
import { success, sendEnvelopeJson, successSchema } from '../../envelope.ts';
import {
  articleCategoryList,
  cachedArticleDetail,
  articleList,
  articleMemberState,
  coachDetail,
  coachList,
  coachMemberState,
  followCoach,
  joinPlan,
  cachedPlanDetail,
  planList,
  planMemberState,
  planSetupResult,
  plansToday,
  seriesDetail,
  seriesList,
} from './content.service.ts';

const tags = ['content'];
const loginRequired = { auth: 'required' } as const;

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // ── Plans ──
  routes.get(
    '/api/web/plan/list',
    {
      schema: {
        tags,
        summary: 'One page of plans: all, one fitness goal or one difficulty',
        querystring: planListQuery,
        response: { 200: successSchema(planListAnswer) },
      },
    },
    async (request) => success(await planList(request.ctx, request.query)),
  );
  routes.get(
    '/api/web/plan/detail/:id',
    {
      schema: {
        tags,
        summary: 'A plan with its weeks, days and courses (no member state)',
        params: idParams,
        response: { 200: successSchema(planDetailAnswer) },
      },
    },
    async (request, reply) => sendEnvelopeJson(reply, (await cachedPlanDetail(request.ctx, request.params.id)).json),
  );
  routes.get(
    '/api/web/plan/member-state/:id',
    {
      config: loginRequired,
      schema: {
        tags,
        summary: "Whether the member takes part in the plan, and today's course",
        params: idParams,
        response: { 200: successSchema(planMemberStateAnswer) },
      },
    },
    async (request) => success(await planMemberState(request.ctx, request.params.id)),
  );
  routes.post(
    '/api/web/plan/join',
    {
      config: loginRequired,
      schema: {
        tags,
        summary: 'Take part in a plan; joining again changes nothing',
        body: planJoinBody,
        response: { 200: successSchema(planJoinAnswer) },
      },
    },
    async (request) => success(await joinPlan(request.ctx, request.body.planId)),
  );
  routes.get(
    '/api/web/plan/today',
    {
      config: loginRequired,
      schema: {
        tags,
        summary: "Today's course of every plan the member takes part in",
        response: { 200: successSchema(planTodayAnswer) },
      },
    },
    async (request) => success(await plansToday(request.ctx)),
  );
  routes.post(
    '/api/web/plan-setup/result',
    {
      schema: {
        tags,
        summary: 'BMI, its rating and advice, and a recommended plan; with a session the answers fill the profile',
        body: planSetupBody,
        response: { 200: successSchema(planSetupAnswer) },
      },
    },
    async (request) => success(await planSetupResult(request.ctx, request.body)),
  );

  // ── Series ──
  routes.get(
    '/api/web/series/list',
    { schema: { tags, summary: 'Published series', response: { 200: successSchema(seriesListAnswer) } } },
    async (request) => success(await seriesList(request.ctx)),
  );
  routes.get(
    '/api/web/series/detail/:id',
    {
      schema: {
        tags,
        summary: 'A series with its lessons',
        params: idParams,
        response: { 200: successSchema(seriesDetailAnswer) },
      },
    },
    async (request) => success(await seriesDetail(request.ctx, request.params.id)),
  );

  // ── Coaches ──
  routes.get(
    '/api/web/coach/list',
    { schema: { tags, summary: 'Published coaches', response: { 200: successSchema(coachListAnswer) } } },
    async (request) => success(await coachList(request.ctx)),
  );
  routes.get(
    '/api/web/coach/detail/:id',
    {
      schema: {
        tags,
        summary: 'A coach with their courses (no member state)',
        params: idParams,
        response: { 200: successSchema(coachDetailAnswer) },
      },
    },
    async (request) => success(await coachDetail(request.ctx, request.params.id)),
  );
  routes.get(
    '/api/web/coach/member-state/:id',
    {
      config: loginRequired,
      schema: {
        tags,
        summary: 'Whether the member follows the coach, and the follower count',
        params: idParams,
        response: { 200: successSchema(coachFollowState) },
      },
    },
    async (request) => success(await coachMemberState(request.ctx, request.params.id)),
  );
  routes.post(
    '/api/web/coach/follow',
    {
      config: loginRequired,
      schema: {
        tags,
        summary: 'Follow (true) or unfollow (false) a coach; repeating either changes nothing',
        body: coachFollowBody,
        response: { 200: successSchema(coachFollowState) },
      },
    },
    async (request) => success(await followCoach(request.ctx, request.body)),
  );

  // ── Articles ──
  routes.get(
    '/api/web/article/category/list',
    {
      schema: { tags, summary: 'Article categories', response: { 200: successSchema(articleCategoryListAnswer) } },
    },
    async (request) => success(await articleCategoryList(request.ctx)),
  );
  routes.get(
    '/api/web/article/list',
    {
      schema: {
        tags,
        summary: 'One page of articles, newest first; categoryId 0 is every category',
        querystring: articleListQuery,
        response: { 200: successSchema(articleListAnswer) },
      },
    },
    async (request) => success(await articleList(request.ctx, request.query)),
  );
  routes.get(
    '/api/web/article/detail/:id',
    {
      schema: {
        tags,
        summary: 'An article with its sanitised HTML (no member state)',
        params: idParams,
        response: { 200: successSchema(articleDetailAnswer) },
      },
    },
    async (request, reply) => sendEnvelopeJson(reply, (await cachedArticleDetail(request.ctx, request.params.id)).json),
  );
  routes.get(
    '/api/web/article/member-state/:id',
    {
      config: loginRequired,
      schema: {
        tags,
        summary: 'Whether the article is among the member’s favourites (isLike 1)',
        params: idParams,
        response: { 200: successSchema(articleMemberStateAnswer) },
      },
    },
    async (request) => success(await articleMemberState(request.ctx, request.params.id)),
  );
}
