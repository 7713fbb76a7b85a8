import type { APIRequestContext, Page } from '@playwright/test';
import { ENGLISH, expect, test, waitForAppStart } from './fixtures';
import { freshEmail, loginDialog, readCode, signUpByEmail, startWithSession } from './accounts.fixtures';

/** SPEC §2 /course/{id}, §4 health statement, §6 VIP courses, §3 sport data, on the seeded demo courses. */
test.use(ENGLISH);

async function firstCourseId(request: APIRequestContext, vip: 0 | 1): Promise<number> {
  const answer = await request.get(`/api/web/course/list?vip=${vip}&pageSize=1`);
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { list: Array<{ id: number }> } };
  return body.data.list[0]!.id;
}

async function acceptHealthStatement(request: APIRequestContext, token: string) {
  const answer = await request.post('/api/web/user/healthStatement', {
    data: { accepted: true },
    headers: { token, platform: '4' },
  });
  expect(answer.ok()).toBe(true);
}

/** The player's <video> has played past `seconds`. */
async function expectVideoPast(page: Page, seconds: number) {
  const video = page.getByTestId('course-video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(seconds);
}

test('course detail → login → health statement (declined, then accepted) → the video plays', async ({
  page,
  request,
}) => {
  const courseId = await firstCourseId(request, 0);
  await page.goto(`/course/${courseId}`);
  await waitForAppStart(page);
  await expect(page.getByTestId('course-facts')).toContainText('kcal');

  // checkAuth: entering without a session asks for login (SPEC §2).
  const dialog = loginDialog(page);
  await expect(dialog.dialog).toBeVisible();
  const email = freshEmail('courses');
  await dialog.emailMode.click();
  await dialog.email.fill(email);
  const since = new Date().toISOString();
  await dialog.sendCode.click();
  await dialog.code.fill(await readCode(request, email, since));
  await dialog.submit.click();
  // A new member completes the profile first (SPEC §4), then returns to the course.
  await expect(page).toHaveURL((url) => url.pathname === '/register');
  await page.getByLabel('Nickname *').fill('Course tester');
  await page.getByRole('button', { name: 'Finish sign-up' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/course/${courseId}`);
  await waitForAppStart(page);

  const player = page.getByTestId('course-player');
  await player.getByRole('button', { name: 'Play course' }).click();
  const statement = page.getByRole('dialog', { name: 'Health statement' });
  await expect(statement).toBeVisible();
  await statement.getByRole('button', { name: 'I do not agree' }).click();
  await expect(player.getByTestId('health-declined')).toContainText('You declined the health statement');
  await expect(page.getByTestId('course-video')).toHaveCount(0);

  // The choice is stored: a reload still blocks, and the member can change it.
  await page.reload();
  await waitForAppStart(page);
  await player.getByRole('button', { name: 'Read the health statement again' }).click();
  await statement.getByRole('button', { name: 'I have read it and agree' }).click();
  await expect(statement).toBeHidden();
  await player.getByRole('button', { name: 'Play course' }).click();
  await expectVideoPast(page, 1.5);
});

test('a VIP course offers a subscription to a member without one, and its video is refused', async ({
  page,
  request,
}) => {
  const { userToken } = await signUpByEmail(request, freshEmail('courses-vip'));
  await acceptHealthStatement(request, userToken);
  const courseId = await firstCourseId(request, 1);
  await startWithSession(page, userToken);
  await page.goto(`/course/${courseId}`);
  await waitForAppStart(page);

  const offer = page.getByTestId('subscribe-offer');
  await expect(offer).toContainText('A subscriber course');
  await expect(offer.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/member/subscription');
  await expect(page.getByTestId('course-video')).toHaveCount(0);

  const detail = (await (await request.get(`/api/web/course/detail/${courseId}`)).json()) as {
    data: { courseVideos: Array<{ id: number }> };
  };
  const refused = await request.post(`/api/web/course/play/${detail.data.courseVideos[0]!.id}`, {
    data: {},
    headers: { token: userToken, platform: '4' },
  });
  expect(refused.status()).toBe(403);
});

test('watching a whole course adds it to the sport data', async ({ page, request }) => {
  // The demo course is three clips of 36 s in all; the server credits only real time.
  test.setTimeout(120_000);
  const { userToken } = await signUpByEmail(request, freshEmail('courses-sport'));
  await acceptHealthStatement(request, userToken);
  const courseId = await firstCourseId(request, 0);
  await startWithSession(page, userToken);
  await page.goto(`/course/${courseId}`);
  await waitForAppStart(page);

  await page.getByTestId('course-player').getByRole('button', { name: 'Play course' }).click();
  await expectVideoPast(page, 0.5);
  await expect(page.getByTestId('course-finished')).toBeVisible({ timeout: 80_000 });

  await page.getByRole('link', { name: 'See my sport data' }).click();
  await expect(page).toHaveURL(/\/member\/sport$/);
  const totals = page.getByTestId('sport-totals');
  await expect(totals).toContainText('1 times');
  await expect(page.getByTestId('sport-by-type')).toContainText(/\d+ kcal · 1 times/);
  await expect(page.getByTestId('sport-chart')).toBeVisible();
  await expect(page.getByTestId('watch-reward')).toContainText('Today:');
});

test('the course page shows its rich text once, without repeating the name, coach or intro beside it', async ({
  page,
  request,
}) => {
  const courseId = await firstCourseId(request, 0);
  const answer = await request.get(`/api/web/course/detail/${courseId}`, { headers: { locale: 'en' } });
  const course = (
    (await answer.json()) as {
      data: { courseName: string; intro: string | null; courseCoachInfo: { coachName: string } | null };
    }
  ).data;

  await page.goto(`/course/${courseId}`);
  await waitForAppStart(page);
  // checkAuth asks a visitor to log in; dismissed, the page stays.
  const login = loginDialog(page).dialog;
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  const richText = page.getByTestId('course-rich-text');
  await expect(richText).toHaveCount(1);
  await expect(richText.getByRole('heading', { name: 'How the session runs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the session runs' })).toHaveCount(1);
  const text = await richText.innerText();
  expect(text).not.toContain(course.courseName);
  if (course.courseCoachInfo) expect(text).not.toContain(course.courseCoachInfo.coachName);
  if (course.intro) expect(text).not.toContain(course.intro);
  // Nothing the sanitiser drops reaches the page.
  expect(await richText.locator(':scope > div').locator('script, iframe, [style], [class]').count()).toBe(0);
});

test('/course-list sends no coach list with its page; the coach filter finds coaches on demand', async ({
  page,
  request,
}) => {
  type ListAnswer = {
    data: { list: Array<{ coachName: string | null }>; filters: { coaches: Array<{ id: number; name: string }> } };
  };
  const everything = (await (
    await request.get('/api/web/course/list', { headers: { locale: 'en' } })
  ).json()) as ListAnswer;
  const onFirstPage = new Set(everything.data.list.map((course) => course.coachName));
  const coach = everything.data.filters.coaches.find((candidate) => !onFirstPage.has(candidate.name));
  if (!coach) throw new Error('every seeded coach teaches a course on the first page');

  // Neither the HTML nor the page data it carries for hydration names a coach the page does not show.
  const html = await (
    await request.get('/course-list', { headers: { 'user-agent': 'Mozilla/5.0 Chrome/140' } })
  ).text();
  expect(html).not.toContain(coach.name);
  const coachSelect = /<select name="coachId"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
  expect(coachSelect.match(/<option/g)).toHaveLength(1);

  await page.goto('/course-list');
  await waitForAppStart(page);
  const search = page.getByRole('searchbox', { name: 'Find a coach' });
  await search.fill(coach.name.slice(0, 6));
  await expect(page.getByTestId('coach-search-status')).toContainText('Coaches found:');
  await page.getByRole('combobox', { name: 'Coach' }).selectOption({ label: coach.name });
  await expect(page).toHaveURL((url) => url.searchParams.get('coachId') === String(coach.id));
  const list = page.getByTestId('course-list');
  await expect(list).toContainText(coach.name);
  // The chosen coach stays in the filter after the page changed.
  await expect(page.getByRole('combobox', { name: 'Coach' })).toHaveValue(String(coach.id));

  await search.fill('no coach is called this');
  await expect(page.getByTestId('coach-search-status')).toHaveText('No coach has that name.');
});
