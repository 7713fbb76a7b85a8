import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { createMember } from '../../test/factories.ts';
import { writeUnheard } from '../../test/unheard-writes.ts';
import { coaches, courseEntitlements, courseVideos, courses } from '../content/content.tables.ts';
import { sportRecords } from '../sport/sport.tables.ts';
import { courseWatchSessions, dailyWatchTotals, watchRewards } from './courses.tables.ts';
import { COURSE_ANSWER_TTL_MS } from './courses.service.ts';
import { signPlaybackToken } from './playback-token.ts';
import { videosDirectory } from './video-files.ts';

const text = (en: string) => ({ zhTW: en, zhCN: en, en });
const MEDIA_ID = 'test-clip';
const clipBytes = randomBytes(64 * 1024);

let t: TestApp;
let dataDir: string;
let nextCode = 1;

/** A published course (yoga: course_type 3) with videos of the given lengths in seconds. */
async function createCourse(
  options: { vip?: boolean; videoSeconds?: number[]; calorie?: number } = {},
  db: Pick<TestApp['db'], 'insert'> = t.db,
) {
  const code = `T${String(nextCode++).padStart(5, '0')}`;
  const [course] = await db
    .insert(courses)
    .values({
      courseCode: code,
      name: text(`Course ${code}`),
      courseType: 3,
      courseVip: options.vip ? 1 : 0,
      calorie: options.calorie ?? 120,
      duration: 1200,
      difficultyLevel: 2,
      equipments: { zhTW: ['瑜珈墊'], zhCN: ['瑜伽垫'], en: ['Yoga mat'] },
      auxiliaryEquipments: { zhTW: [], zhCN: [], en: [] },
    })
    .returning();
  const videos = await db
    .insert(courseVideos)
    .values(
      (options.videoSeconds ?? [100]).map((seconds, sort) => ({
        courseId: course!.id,
        videoId: MEDIA_ID,
        videoName: text(`Part ${sort + 1}`),
        videoTime: seconds,
        sort,
      })),
    )
    .returning();
  return { course: course!, videos };
}

/** A member who has accepted the health statement. */
async function readyMember(overrides: Parameters<typeof createMember>[1] = {}) {
  return createMember(t.db, { healthStatement: 'accepted', healthStatementAt: new Date(), ...overrides });
}

/** Moves the session's last heartbeat into the past: as if that much wall-clock time had passed. */
async function letTimePass(sessionId: string, seconds: number) {
  await t.db
    .update(courseWatchSessions)
    .set({ lastHeartbeatAt: sql`${courseWatchSessions.lastHeartbeatAt} - make_interval(secs => ${seconds})` })
    .where(eq(courseWatchSessions.id, sessionId));
}

async function play(token: string, videoId: number, sessionId?: string) {
  return callApi(t.app, 'POST', `/api/web/course/play/${videoId}`, sessionId ? { sessionId } : {}, { token });
}

async function permission(courseId: number, token?: string) {
  return callApi(t.app, 'GET', `/api/web/course/permission/${courseId}`, undefined, token ? { token } : {});
}

async function heartbeat(token: string, body: { sessionId: string; videoId: number; position: number }) {
  return callApi(t.app, 'POST', '/api/web/course/heartbeat', body, { token });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wellfit-courses-'));
  await mkdir(videosDirectory(dataDir), { recursive: true });
  await writeFile(path.join(videosDirectory(dataDir), `${MEDIA_ID}.mp4`), clipBytes);
  t = await buildTestApp({ config: { dataDir, logLevel: 'error' } });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('course list and detail', () => {
  it('lists published courses with filters and paging, and answers a detail with videos', async () => {
    const { course: free } = await createCourse({ calorie: 150 });
    const { course: vip } = await createCourse({ vip: true });

    const all = await callApi(t.app, 'GET', '/api/web/course/list?pageSize=48&difficulty=2');
    expect(all.status).toBe(200);
    const ids = all.body.data.list.map((card: { id: number }) => card.id);
    expect(ids).toEqual(expect.arrayContaining([free.id, vip.id]));

    const vipOnly = await callApi(t.app, 'GET', '/api/web/course/list?vip=1&pageSize=48');
    expect(vipOnly.body.data.list.map((card: { id: number }) => card.id)).toContain(vip.id);
    expect(vipOnly.body.data.list.every((card: { courseVip: number }) => card.courseVip !== 0)).toBe(true);

    const bad = await callApi(t.app, 'GET', '/api/web/course/list?difficulty=7');
    expect(bad.status).toBe(400);

    const detail = await callApi(t.app, 'GET', `/api/web/course/detail/${free.id}`, undefined, { locale: 'en' });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: free.id,
      courseName: `Course ${free.courseCode}`,
      calorie: 150,
      distance: 2.5,
      difficultyLevelStr: 'L2',
      courseApparatusNameList: ['Yoga mat'],
    });
    expect(detail.body.data.courseVideos).toHaveLength(1);
    expect(detail.body.data.courseVideos[0]).toMatchObject({ videoId: MEDIA_ID, videoName: 'Part 1', videoTime: 100 });

    const missing = await callApi(t.app, 'GET', '/api/web/course/detail/999999');
    expect(missing.status).toBe(404);
  });

  it('searches the coaches of published courses by name, at most 20', async () => {
    const [coach] = await t.db
      .insert(coaches)
      .values({ name: { zhTW: '林小安', zhCN: '林小安', en: 'Anna Lin' }, status: 'published' })
      .returning();
    const { course } = await createCourse();
    await t.db.update(courses).set({ coachId: coach!.id }).where(eq(courses.id, course.id));
    // The filter options are kept a minute per locale; an earlier test may have read them.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);

    const found = await callApi(t.app, 'GET', '/api/web/course/coaches?keyword=%20anna%20', undefined, {
      locale: 'en',
    });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([{ id: coach!.id, name: 'Anna Lin' }]);
    const zh = await callApi(t.app, 'GET', `/api/web/course/coaches?keyword=${encodeURIComponent('小安')}`, undefined, {
      locale: 'zhTW',
    });
    expect(zh.body.data).toEqual([{ id: coach!.id, name: '林小安' }]);
    const none = await callApi(t.app, 'GET', '/api/web/course/coaches?keyword=nobody-teaches', undefined, {
      locale: 'en',
    });
    expect(none.body.data).toEqual([]);
    const first = await callApi(t.app, 'GET', '/api/web/course/coaches', undefined, { locale: 'en' });
    expect(first.body.data.length).toBeGreaterThan(0);
    expect(first.body.data.length).toBeLessThanOrEqual(20);
    const tooLong = await callApi(t.app, 'GET', `/api/web/course/coaches?keyword=${'x'.repeat(51)}`);
    expect(tooLong.status).toBe(400);
  });

  it('answers the stored course HTML sanitised, per locale', async () => {
    const { course } = await createCourse();
    await t.db
      .update(courses)
      .set({
        pcHtml: {
          zhTW: '<h2>課程流程</h2><script>alert(1)</script>',
          zhCN: '',
          en: '<h2 class="x" onclick="steal()">How the session runs</h2><iframe src="https://evil.test"></iframe><p>Warm up</p>',
        },
        mobileHtml: null,
      })
      .where(eq(courses.id, course.id));

    const en = await callApi(t.app, 'GET', `/api/web/course/detail/${course.id}`, undefined, { locale: 'en' });
    expect(en.body.data.pcHtml).toBe('<h2>How the session runs</h2><p>Warm up</p>');
    expect(en.body.data.mobileHtml).toBeNull();
    const zh = await callApi(t.app, 'GET', `/api/web/course/detail/${course.id}`, undefined, { locale: 'zhTW' });
    expect(zh.body.data.pcHtml).toBe('<h2>課程流程</h2>');
  });
});

describe('cached list and detail answers', () => {
  /** Moves the clock the answer cache reads past its time to live. */
  function outliveCachedAnswers() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + COURSE_ANSWER_TTL_MS + 1);
  }

  it('are the same for every visitor; what a member may do is answered for that member at once', async () => {
    const { course, videos } = await createCourse({ vip: true });
    const anonymous = await callApi(t.app, 'GET', `/api/web/course/detail/${course.id}`);
    const member = await readyMember();
    const asMember = await callApi(t.app, 'GET', `/api/web/course/detail/${course.id}`, undefined, {
      token: member.token,
    });
    expect(asMember.status).toBe(200);
    expect(asMember.body).toEqual(anonymous.body);

    const before = await permission(course.id, member.token);
    expect(before.body.data).toMatchObject({ canWatch: false, reason: 'subscription_required' });
    await callApi(t.app, 'POST', '/api/web/user/healthStatement', { accepted: false }, { token: member.token });
    const after = await permission(course.id, member.token);
    expect(after.body.data).toMatchObject({ canWatch: false, reason: 'health_statement_declined' });
    expect((await play(member.token, videos[0]!.id)).status).toBe(403);
    // The detail itself still answers from the cache, unchanged.
    const again = await callApi(t.app, 'GET', `/api/web/course/detail/${course.id}`, undefined, {
      token: member.token,
    });
    expect(again.body).toEqual(anonymous.body);
  });

  it('show staff edits and new courses within the time to live, per locale and filter', async () => {
    const { course } = await createCourse();
    const path = `/api/web/course/detail/${course.id}`;
    const english = await callApi(t.app, 'GET', path, undefined, { locale: 'en' });
    expect((await callApi(t.app, 'GET', path, undefined, { locale: 'zhTW' })).status).toBe(200);
    // Written unheard, as a lost notification would leave them: the time to live bounds what the
    // caches show. A heard write drops them at once (answer-cache.test.ts, docs/decisions/answer-caches-heard.md).
    await writeUnheard(
      t,
      sql`update courses set name = ${JSON.stringify({ zhTW: '新名稱', zhCN: '新名称', en: 'New name' })}::jsonb where id = ${course.id}`,
    );
    const listPath = '/api/web/course/list?difficulty=2&pageSize=48';
    const listed = await callApi(t.app, 'GET', listPath, undefined, { locale: 'en' });
    const { course: added } = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      return createCourse({}, tx);
    });

    const cached = await callApi(t.app, 'GET', path, undefined, { locale: 'en' });
    expect(cached.body.data.courseName).toBe(english.body.data.courseName);
    const cachedList = await callApi(t.app, 'GET', listPath, undefined, { locale: 'en' });
    expect(cachedList.body.data.list.map((card: { id: number }) => card.id)).not.toContain(added.id);
    // Another filter is another answer: it already has the new course.
    const freeOnly = await callApi(t.app, 'GET', `${listPath}&vip=0`, undefined, { locale: 'en' });
    expect(freeOnly.body.data.list.map((card: { id: number }) => card.id)).toContain(added.id);

    outliveCachedAnswers();
    expect((await callApi(t.app, 'GET', path, undefined, { locale: 'en' })).body.data.courseName).toBe('New name');
    expect((await callApi(t.app, 'GET', path, undefined, { locale: 'zhTW' })).body.data.courseName).toBe('新名稱');
    const fresh = await callApi(t.app, 'GET', listPath, undefined, { locale: 'en' });
    expect(fresh.body.data.total).toBe(listed.body.data.total + 1);
    expect(fresh.body.data.list.map((card: { id: number }) => card.id)).toContain(added.id);
  });

  it('do not keep a missing course: it answers once published', async () => {
    const { course } = await createCourse();
    await t.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, course.id));
    expect((await callApi(t.app, 'GET', `/api/web/course/detail/${course.id}`)).status).toBe(404);
    await t.db.update(courses).set({ status: 'published' }).where(eq(courses.id, course.id));
    expect((await callApi(t.app, 'GET', `/api/web/course/detail/${course.id}`)).status).toBe(200);
  });
});

describe('the right to watch', () => {
  it('needs login, then the health statement; declining blocks and the choice is stored', async () => {
    const { course, videos } = await createCourse();
    const anonymous = await permission(course.id);
    expect(anonymous.body.data).toMatchObject({ canWatch: false, reason: 'login_required' });
    expect((await callApi(t.app, 'POST', `/api/web/course/play/${videos[0]!.id}`, {})).status).toBe(401);

    const { token, user } = await createMember(t.db);
    const fresh = await permission(course.id, token);
    expect(fresh.body.data).toMatchObject({
      canWatch: false,
      reason: 'health_statement_required',
      healthStatement: null,
    });
    const unanswered = await play(token, videos[0]!.id);
    expect(unanswered.status).toBe(403);

    const declined = await callApi(t.app, 'POST', '/api/web/user/healthStatement', { accepted: false }, { token });
    expect(declined.body.data.healthStatement).toBe('declined');
    const afterDecline = await permission(course.id, token);
    expect(afterDecline.body.data).toMatchObject({ canWatch: false, reason: 'health_statement_declined' });
    const blocked = await play(token, videos[0]!.id);
    expect(blocked.status).toBe(403);
    expect(blocked.body.key).toBe('health_statement_declined');

    await callApi(t.app, 'POST', '/api/web/user/healthStatement', { accepted: true }, { token });
    const accepted = await permission(course.id, token);
    expect(accepted.body.data).toMatchObject({ canWatch: true, reason: null, healthStatement: 'accepted' });
    const played = await play(token, videos[0]!.id);
    expect(played.status).toBe(200);
    expect(played.body.data.playbackUrl).toMatch(new RegExp(`^/api/web/course/video/${videos[0]!.id}\\.mp4\\?token=`));

    const invalid = await callApi(t.app, 'POST', '/api/web/user/healthStatement', { accepted: 'yes' }, { token });
    expect(invalid.status).toBe(400);
    expect((await callApi(t.app, 'POST', '/api/web/user/healthStatement', { accepted: true })).status).toBe(401);
    expect(user.id).toBeGreaterThan(0);
  });

  it('a VIP course needs VIP, an active subscription or an entitlement; otherwise no URL and no file', async () => {
    const { course, videos } = await createCourse({ vip: true });
    const { course: free, videos: freeVideos } = await createCourse();
    const member = await readyMember();

    const refusedPermission = await permission(course.id, member.token);
    expect(refusedPermission.body.data).toMatchObject({
      canWatch: false,
      reason: 'subscription_required',
      userPermission: 0,
    });
    const refused = await play(member.token, videos[0]!.id);
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBe('course_subscription_required');

    // A signature made for the free video does not open the VIP one.
    const freePlay = await play(member.token, freeVideos[0]!.id);
    const freeToken = new URL(freePlay.body.data.playbackUrl, 'http://x').searchParams.get('token')!;
    const forged = await t.app.inject({ url: `/api/web/course/video/${videos[0]!.id}.mp4?token=${freeToken}` });
    expect(forged.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/web/course/video/${videos[0]!.id}.mp4` })).statusCode).toBe(403);
    expect(free.id).toBeGreaterThan(0);

    const vip = await readyMember({ vip: 1 });
    expect((await play(vip.token, videos[0]!.id)).status).toBe(200);
    const lapsedVip = await readyMember({ vip: 1, vipEndDate: new Date(Date.now() - 60_000) });
    expect((await play(lapsedVip.token, videos[0]!.id)).status).toBe(403);

    const entitled = await readyMember();
    await t.db
      .insert(courseEntitlements)
      .values({ userId: entitled.user.id, courseId: course.id, source: 'course_code' });
    const allowed = await permission(course.id, entitled.token);
    expect(allowed.body.data).toMatchObject({ canWatch: true, userPermission: 1 });
    expect((await play(entitled.token, videos[0]!.id)).status).toBe(200);

    const expired = await readyMember();
    await t.db.insert(courseEntitlements).values({
      userId: expired.user.id,
      courseId: null,
      source: 'telecom_vip',
      startsAt: new Date(Date.now() - 86_400_000 * 61),
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    expect((await play(expired.token, videos[0]!.id)).status).toBe(403);
  });
});

describe('the video file', () => {
  it('is served only with a valid signature, with byte ranges', async () => {
    const { videos } = await createCourse();
    const member = await readyMember();
    const played = await play(member.token, videos[0]!.id);
    const url: string = played.body.data.playbackUrl;

    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(clipBytes)).toBe(true);

    const part = await t.app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${clipBytes.length}`);
    expect(part.rawPayload.equals(clipBytes.subarray(100, 200))).toBe(true);

    const open = await t.app.inject({ url, headers: { range: `bytes=${clipBytes.length - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(clipBytes.subarray(clipBytes.length - 10))).toBe(true);

    const suffix = await t.app.inject({ url, headers: { range: 'bytes=-16' } });
    expect(suffix.rawPayload.equals(clipBytes.subarray(clipBytes.length - 16))).toBe(true);

    const beyond = await t.app.inject({ url, headers: { range: `bytes=${clipBytes.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${clipBytes.length}`);

    const expiredToken = signPlaybackToken(
      t.app.config.playbackSigningKey,
      videos[0]!.id,
      member.user.id,
      new Date(Date.now() - 1000),
    );
    const expired = await t.app.inject({ url: `/api/web/course/video/${videos[0]!.id}.mp4?token=${expiredToken}` });
    expect(expired.statusCode).toBe(403);
    const tampered = await t.app.inject({ url: url.replace(/token=\d+/, `token=${member.user.id + 1}`) });
    expect(tampered.statusCode).toBe(403);
  });
});

describe('shutting down', () => {
  it('does not wait for a player that stopped reading its video', async () => {
    // A clip far larger than the sockets' buffers, so its answer is still being written.
    const bigDataDir = await mkdtemp(path.join(tmpdir(), 'wellfit-courses-big-'));
    await mkdir(videosDirectory(bigDataDir), { recursive: true });
    await writeFile(path.join(videosDirectory(bigDataDir), `${MEDIA_ID}.mp4`), Buffer.alloc(64 * 1024 * 1024));
    const own = await buildTestApp({ database: t.database, config: { dataDir: bigDataDir, logLevel: 'error' } });
    try {
      await own.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = own.app.server.address() as AddressInfo;
      const { videos } = await createCourse();
      const member = await readyMember();
      const url: string = (await play(member.token, videos[0]!.id)).body.data.playbackUrl;

      // The player reads the headers, then pauses for good.
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(`http://127.0.0.1:${port}${url}`, resolve).on('error', reject);
      });
      expect(answer.statusCode).toBe(200);
      answer.pause();

      const closing = own.app.close().then(() => 'closed');
      const waited = new Promise((resolve) => setTimeout(resolve, 2_000, 'still waiting for the player'));
      expect(await Promise.race([closing, waited])).toBe('closed');
      // Read on: the answer ends cut off, short of the whole clip.
      const cutOff = new Promise<void>((resolve) => answer.once('close', () => resolve()));
      answer.resume();
      await cutOff;
      expect(answer.complete).toBe(false);
    } finally {
      await own.close();
      await rm(bigDataDir, { recursive: true, force: true });
    }
  });
});

describe('heartbeats', () => {
  it('credit no more than wall-clock time; replays and forged positions add nothing more', async () => {
    const { videos } = await createCourse({ videoSeconds: [600] });
    const member = await readyMember();
    const { sessionId } = (await play(member.token, videos[0]!.id)).body.data;
    const videoId = videos[0]!.id;

    // Claims 10 minutes watched right after starting: almost no wall-clock time has passed.
    const forged = await heartbeat(member.token, { sessionId, videoId, position: 600 });
    expect(forged.status).toBe(200);
    expect(forged.body.data.creditedSeconds).toBeLessThanOrEqual(2);

    await letTimePass(sessionId, 30);
    const afterRewind = await heartbeat(member.token, { sessionId, videoId, position: 0 });
    const base = afterRewind.body.data.creditedSeconds;
    await letTimePass(sessionId, 20);
    const honest = await heartbeat(member.token, { sessionId, videoId, position: 20 });
    expect(honest.body.data.creditedSeconds - base).toBeGreaterThanOrEqual(19);
    expect(honest.body.data.creditedSeconds - base).toBeLessThanOrEqual(20);

    // The same heartbeat again, sequentially and concurrently: nothing more is credited.
    const replay = await heartbeat(member.token, { sessionId, videoId, position: 20 });
    expect(replay.body.data.creditedSeconds).toBe(honest.body.data.creditedSeconds);
    await letTimePass(sessionId, 10);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => heartbeat(member.token, { sessionId, videoId, position: 400 })),
    );
    expect(burst.every((answer) => answer.status === 200)).toBe(true);
    const [session] = await t.db.select().from(courseWatchSessions).where(eq(courseWatchSessions.id, sessionId));
    expect(session!.creditedSeconds - honest.body.data.creditedSeconds).toBeLessThanOrEqual(11);

    // Someone else's session, a video of another course, a malformed body.
    const stranger = await readyMember();
    expect((await heartbeat(stranger.token, { sessionId, videoId, position: 30 })).status).toBe(404);
    const { videos: otherVideos } = await createCourse();
    expect((await heartbeat(member.token, { sessionId, videoId: otherVideos[0]!.id, position: 30 })).status).toBe(404);
    expect((await heartbeat(member.token, { sessionId: 'nope', videoId, position: 30 })).status).toBe(400);
    expect((await heartbeat(member.token, { sessionId, videoId, position: -5 })).status).toBe(400);
  });

  it('finishing a course adds one sport record, once', async () => {
    const { course, videos } = await createCourse({ videoSeconds: [60, 40], calorie: 200 });
    const member = await readyMember();
    const first = (await play(member.token, videos[0]!.id)).body.data;
    await letTimePass(first.sessionId, 60);
    const halfway = await heartbeat(member.token, { sessionId: first.sessionId, videoId: videos[0]!.id, position: 60 });
    expect(halfway.body.data).toMatchObject({ creditedSeconds: 60, requiredSeconds: 90, completed: false });

    const second = (await play(member.token, videos[1]!.id, first.sessionId)).body.data;
    expect(second.sessionId).toBe(first.sessionId);
    await letTimePass(first.sessionId, 35);
    const done = await heartbeat(member.token, { sessionId: first.sessionId, videoId: videos[1]!.id, position: 35 });
    expect(done.body.data).toMatchObject({ completed: true });

    await letTimePass(first.sessionId, 5);
    await heartbeat(member.token, { sessionId: first.sessionId, videoId: videos[1]!.id, position: 40 });
    await heartbeat(member.token, { sessionId: first.sessionId, videoId: videos[1]!.id, position: 40 });

    const records = await t.db.select().from(sportRecords).where(eq(sportRecords.userId, member.user.id));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ courseId: course.id, motionType: 'yoga', durationSeconds: 95 });
    // 95 of 100 seconds watched: 95 % of the course's 200 kcal.
    expect(records[0]!.calories).toBe(190);

    const summary = await callApi(t.app, 'GET', '/api/web/sport/summary', undefined, { token: member.token });
    expect(summary.body.data.total).toEqual({ seconds: 95, calories: 190, count: 1 });
    const yoga = summary.body.data.byMotionType.find((row: { motionType: string }) => row.motionType === 'yoga');
    expect(yoga).toEqual({ motionType: 'yoga', seconds: 95, calories: 190, count: 1 });
    expect(summary.body.data.byMotionType).toHaveLength(8);

    const history = await callApi(t.app, 'GET', '/api/web/sport/history?range=week', undefined, {
      token: member.token,
    });
    expect(history.body.data.points).toHaveLength(7);
    expect(history.body.data.points.at(-1)).toMatchObject({ seconds: 95, calories: 190, count: 1 });
    const year = await callApi(t.app, 'GET', '/api/web/sport/history?range=year', undefined, { token: member.token });
    expect(year.body.data.points).toHaveLength(12);
    expect(
      (await callApi(t.app, 'GET', '/api/web/sport/history?range=decade', undefined, { token: member.token })).status,
    ).toBe(400);
    expect((await callApi(t.app, 'GET', '/api/web/sport/summary')).status).toBe(401);

    // A finished session is not continued: playing again starts a new one.
    const again = (await play(member.token, videos[0]!.id, first.sessionId)).body.data;
    expect(again.sessionId).not.toBe(first.sessionId);
  });

  it('30 minutes in a Taipei day grant the 5 U-coin reward once, available from the next day', async () => {
    const { videos } = await createCourse({ videoSeconds: [3600] });
    const member = await readyMember();
    const videoId = videos[0]!.id;
    const { sessionId } = (await play(member.token, videoId)).body.data;
    await letTimePass(sessionId, 1000);
    await heartbeat(member.token, { sessionId, videoId, position: 1000 });
    expect(await t.db.select().from(watchRewards).where(eq(watchRewards.userId, member.user.id))).toHaveLength(0);

    await letTimePass(sessionId, 850);
    await heartbeat(member.token, { sessionId, videoId, position: 1850 });
    const other = (await play(member.token, videoId)).body.data;
    await letTimePass(other.sessionId, 600);
    await heartbeat(member.token, { sessionId: other.sessionId, videoId, position: 600 });

    const rewards = await t.db.select().from(watchRewards).where(eq(watchRewards.userId, member.user.id));
    expect(rewards).toHaveLength(1);
    expect(rewards[0]!.coins).toBe(5);
    const taipeiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
    expect(rewards[0]!.day).toBe(taipeiToday);
    const nextTaipeiMidnight = new Date(`${taipeiToday}T00:00:00+08:00`).getTime() + 86_400_000;
    expect(rewards[0]!.availableAt.getTime()).toBe(nextTaipeiMidnight);

    const summary = await callApi(t.app, 'GET', '/api/web/sport/summary', undefined, { token: member.token });
    expect(summary.body.data.watch.todaySeconds).toBeGreaterThanOrEqual(2440);
    expect(summary.body.data.watch.todaySeconds).toBeLessThanOrEqual(2452);
    expect(summary.body.data.watch.rewards).toEqual([
      {
        day: taipeiToday,
        coins: 5,
        availableAt: new Date(nextTaipeiMidnight).toISOString().replace('.000', ''),
        available: false,
      },
    ]);
  });

  it('written together when they arrive together: each member credited, each session once', async () => {
    const { videos } = await createCourse({ videoSeconds: [600] });
    const videoId = videos[0]!.id;
    const watchers = await Promise.all(Array.from({ length: 12 }, () => readyMember()));
    const sessions = await Promise.all(
      watchers.map(async (member) => ({ member, ...(await play(member.token, videoId)).body.data })),
    );
    for (const { sessionId } of sessions) await letTimePass(sessionId, 30);

    // Every member twice at once, and a stranger naming the first member's session.
    const stranger = await readyMember();
    const answers = await Promise.all([
      ...sessions.flatMap(({ member, sessionId }) => [
        heartbeat(member.token, { sessionId, videoId, position: 20 }),
        heartbeat(member.token, { sessionId, videoId, position: 25 }),
      ]),
      heartbeat(stranger.token, { sessionId: sessions[0]!.sessionId, videoId, position: 500 }),
    ]);
    expect(answers.at(-1)!.status).toBe(404);
    const credited = answers.slice(0, -1).map((answer) => answer.body.data.creditedSeconds);
    expect(credited.every((seconds) => seconds >= 20 && seconds <= 25)).toBe(true);

    // Answered means written: the rows and the day totals already hold it.
    const rows = await t.db
      .select()
      .from(courseWatchSessions)
      .where(sql`${courseWatchSessions.id} in ${sessions.map(({ sessionId }) => sessionId)}`);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      const index = sessions.findIndex(({ sessionId }) => sessionId === row.id);
      expect(Math.floor(row.creditedSeconds)).toBe(answers[index * 2]!.body.data.creditedSeconds);
      const [total] = await t.db.select().from(dailyWatchTotals).where(eq(dailyWatchTotals.userId, row.userId));
      expect(total!.seconds).toBeCloseTo(row.creditedSeconds, 6);
    }
  });

  it('received before the app closes are written before it has closed', async () => {
    const { videos } = await createCourse({ videoSeconds: [600] });
    const videoId = videos[0]!.id;
    let received = 0;
    let allReceived!: () => void;
    const receivedAll = new Promise<void>((resolve) => (allReceived = resolve));
    const members = await Promise.all(Array.from({ length: 5 }, () => readyMember()));
    const second = await buildTestApp({
      database: t.database,
      config: { dataDir, logLevel: 'error' },
      register: (app) => {
        app.addHook('preHandler', async (request) => {
          if (request.url === '/api/web/course/heartbeat' && ++received === members.length) allReceived();
        });
      },
    });
    const sessions: string[] = [];
    for (const member of members) {
      const played = await callApi(second.app, 'POST', `/api/web/course/play/${videoId}`, {}, { token: member.token });
      sessions.push(played.body.data.sessionId);
      await letTimePass(played.body.data.sessionId, 60);
    }
    // Over real connections: closing waits for requests in flight, as a graceful stop does.
    const base = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const pending = members.map((member, index) =>
      fetch(`${base}/api/web/course/heartbeat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: member.token },
        body: JSON.stringify({ sessionId: sessions[index], videoId, position: 40 }),
      }),
    );
    await receivedAll;
    await second.close();
    const rows = await t.db
      .select()
      .from(courseWatchSessions)
      .where(sql`${courseWatchSessions.id} in ${sessions}`);
    expect(rows.map((row) => Math.floor(row.creditedSeconds))).toEqual([40, 40, 40, 40, 40]);
    expect((await Promise.all(pending)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
