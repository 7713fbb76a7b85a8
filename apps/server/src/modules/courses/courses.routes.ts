import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseCoachSearchAnswer,
  courseCoachSearchQuery,
  courseDetail,
  courseIdParams,
  courseListAnswer,
  courseListQuery,
  coursePermissionAnswer,
  courseVideoParams,
  healthStatementAnswer,
  healthStatementRequest,
  heartbeatAnswer,
  heartbeatRequest,
  playAnswer,
  playRequest,
} from '@wellfit/contracts/courses';
import { success, sendEnvelopeJson, successSchema } from '../../envelope.ts';
import { AppError } from '../../errors.ts';
import {
  coursePermission,
  cachedCourseDetail,
  cachedCourseList,
  finishHeartbeats,
  searchCourseCoaches,
  playCourseVideo,
  recordHealthStatement,
  recordWatchHeartbeat,
  videoFileFor,
} from './courses.service.ts';
import { parseByteRange } from './byte-range.ts';

const videoFileParams = z.object({ file: z.string().regex(/^\d{1,15}\.mp4$/) });
const videoFileQuery = z.object({ token: z.string().max(200).default('') });

export async function coursesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Heartbeats answered are already written; this covers any still queued when the app closes.
  app.addHook('onClose', () => finishHeartbeats(app.database.db));

  // A paused or abandoned player stops reading, and its video answer would hold a graceful
  // shutdown until the deadline; cut off, the player asks the next process for the range it needs.
  const videoAnswers = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const answer of videoAnswers) answer.destroy();
  });

  routes.get(
    '/api/web/course/list',
    {
      schema: {
        tags: ['courses'],
        summary: 'Published courses, filtered and paged (SPEC §2 /course-list)',
        querystring: courseListQuery,
        response: { 200: successSchema(courseListAnswer) },
      },
    },
    async (request, reply) => sendEnvelopeJson(reply, (await cachedCourseList(request.ctx, request.query)).json),
  );

  routes.get(
    '/api/web/course/coaches',
    {
      schema: {
        tags: ['courses'],
        summary: "Coaches of published courses by name, for /course-list's coach filter",
        querystring: courseCoachSearchQuery,
        response: { 200: successSchema(courseCoachSearchAnswer) },
      },
    },
    async (request) => success(await searchCourseCoaches(request.ctx, request.query)),
  );

  routes.get(
    '/api/web/course/detail/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'One course: cover, intro, equipment, coach, videos (nothing member-specific)',
        params: courseIdParams,
        response: { 200: successSchema(courseDetail) },
      },
    },
    async (request, reply) => sendEnvelopeJson(reply, (await cachedCourseDetail(request.ctx, request.params.id)).json),
  );

  routes.get(
    '/api/web/course/permission/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'Whether the caller may watch the course, and why not (login, health statement, subscription)',
        params: courseIdParams,
        response: { 200: successSchema(coursePermissionAnswer) },
      },
    },
    async (request) => success(await coursePermission(request.ctx, request.params.id)),
  );

  routes.post(
    '/api/web/user/healthStatement',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['courses'],
        summary: 'Accept or decline the health statement (SPEC §4); declining blocks course videos',
        security: [{ token: [] }],
        body: healthStatementRequest,
        response: { 200: successSchema(healthStatementAnswer) },
      },
    },
    async (request) => success(await recordHealthStatement(request.ctx, request.body.accepted)),
  );

  routes.post(
    '/api/web/course/play/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['courses'],
        summary: 'Start or continue a watch session and get a short-lived signed address of the video file',
        security: [{ token: [] }],
        params: courseVideoParams,
        body: playRequest.optional(),
        response: { 200: successSchema(playAnswer) },
      },
    },
    async (request) =>
      success(
        await playCourseVideo(request.ctx, app.config.playbackSigningKey, request.params.id, request.body?.sessionId),
      ),
  );

  routes.post(
    '/api/web/course/heartbeat',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['courses'],
        summary: 'Player progress; credits watch time bounded by wall-clock time',
        security: [{ token: [] }],
        body: heartbeatRequest,
        response: { 200: successSchema(heartbeatAnswer) },
      },
    },
    async (request) => success(await recordWatchHeartbeat(request.ctx, request.body)),
  );

  routes.get(
    '/api/web/course/video/:file',
    {
      schema: {
        tags: ['courses'],
        summary: 'The video file behind a signed address, with HTTP range requests',
        params: videoFileParams,
        querystring: videoFileQuery,
      },
    },
    async (request, reply) => {
      const courseVideoId = Number(request.params.file.slice(0, -'.mp4'.length));
      const file = await videoFileFor(request.ctx, app.config, courseVideoId, request.query.token);
      const size = await stat(file).then(
        (stats) => stats.size,
        () => {
          throw new AppError('course_video_not_found', 404);
        },
      );
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', 'video/mp4')
        // The address is per member and short-lived: browsers may keep it, shared caches may not.
        .header('cache-control', 'private, max-age=600');
      const range = parseByteRange(request.headers.range, size);
      videoAnswers.add(reply.raw);
      reply.raw.once('close', () => videoAnswers.delete(reply.raw));
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(createReadStream(file, range));
      }
      reply.header('content-length', size);
      return reply.send(createReadStream(file));
    },
  );
}
