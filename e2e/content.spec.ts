import { documentStatusNotice, ENGLISH, expect, test, waitForAppStart } from './fixtures';
import { freshEmail, signUpByEmail, startWithSession } from './accounts.fixtures';

/**
 * Training content (issue 5) on the seeded demo data: the plan setup wizard, joining a plan,
 * following a coach and favouriting an article. Plan 1, coach 1 and article 1 are published in
 * the demo set (apps/server/src/seed/content.seed.ts).
 */
test.use(ENGLISH);

test('plan setup: six answers lead to a BMI rated normal with advice and a recommended plan', async ({ page }) => {
  await page.goto('/plan-setup');
  await waitForAppStart(page);
  const next = page.getByRole('button', { name: 'Next' });

  // Skipping a question is refused with a message.
  await next.click();
  await expect(page.getByRole('alert')).toHaveText('Please answer this question.');
  await page.getByLabel('Biological female').check();
  await next.click();
  await page.getByRole('spinbutton', { name: 'Age' }).fill('30');
  await next.click();
  await page.getByRole('spinbutton', { name: 'Height (cm)' }).fill('160');
  await next.click();
  await page.getByRole('spinbutton', { name: 'Weight (kg)' }).fill('900');
  await next.click();
  await expect(page.getByRole('alert')).toHaveText('Enter a value from 20 to 300.');
  await page.getByRole('spinbutton', { name: 'Weight (kg)' }).fill('55');
  await next.click();
  await page.getByRole('spinbutton', { name: 'Daily exercise calorie goal (kcal)' }).fill('300');
  await next.click();
  await page.getByLabel('Keep fit').check();
  await page.getByRole('button', { name: 'See my result' }).click();

  const result = page.getByTestId('bmi-result');
  await expect(result.getByTestId('bmi-value')).toHaveText('21.5');
  await expect(result.getByTestId('bmi-rating')).toHaveText('Normal');
  await expect(result.getByTestId('bmi-advice')).toContainText('normal range');
  await expect(result.getByText('Log in to save these answers to your profile.')).toBeVisible();
  await expect(result.getByTestId('plan-card')).toHaveCount(1);
});

test('join a plan: it shows as participating with today’s course, and the count grows once', async ({
  page,
  request,
}) => {
  const session = await signUpByEmail(request, freshEmail('plan'));
  await startWithSession(page, session.userToken);
  await page.goto('/plan/1');
  await waitForAppStart(page);
  await expect(page.getByTestId('plan-schedule').getByTestId('plan-course').first()).toBeVisible();
  const count = page.getByTestId('participation-count');
  const before = Number((await count.innerText()).replace(/,/g, ''));

  await page.getByRole('button', { name: 'Join this plan' }).click();
  const participating = page.getByTestId('plan-participating');
  await expect(participating).toContainText('You are taking part');
  await expect(participating.getByRole('heading', { name: "Today's course" })).toBeVisible();
  await expect(count).toHaveText((before + 1).toLocaleString('en'));

  // Reloading keeps the member's state; joining is not offered again.
  await page.reload();
  await waitForAppStart(page);
  await expect(page.getByTestId('plan-participating')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join this plan' })).toHaveCount(0);

  // /daily-workout names the joined plan with today's course, above the page's own cards.
  await page.goto('/daily-workout');
  await waitForAppStart(page);
  const today = page.getByTestId('plans-today');
  await expect(today.locator('a[href="/plan/1"]')).toBeVisible();
  await expect(page.locator('[data-card-code="contentCourse"]')).toBeVisible();
});

test('/daily-workout shows the gongjiancao cards SPEC maps it to, rendered on the server', async ({
  page,
  request,
}) => {
  const html = await (
    await request.get('/daily-workout', { headers: { 'user-agent': 'Mozilla/5.0 Chrome/140' } })
  ).text();
  expect(html).toContain('data-card-code="contentCourse"');
  expect(html).toContain('data-card-code="contentPlan"');

  await page.goto('/daily-workout');
  await waitForAppStart(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily workout');
  // A visitor is asked to log in for their plans; the cards lead to courses and plans.
  await expect(page.getByText("Log in to see today's course from the plans you joined.")).toBeVisible();
  await expect(page.locator('[data-card-code="contentCourse"] a[href^="/course/"]').first()).toBeVisible();
  await expect(page.locator('[data-card-code="contentPlan"] a[href^="/plan/"]').first()).toBeVisible();
});

test('the plan schedule shows one week at a time, and each week has its own address', async ({ page }) => {
  await page.goto('/plan/1');
  await waitForAppStart(page);
  const weeks = page.getByRole('navigation', { name: 'Weeks of the plan' }).getByRole('link');
  await expect(weeks).toHaveCount(4);
  await expect(weeks.first()).toHaveAttribute('aria-current', 'page');
  const courses = page.getByTestId('plan-schedule').getByTestId('plan-course');
  const firstWeek = await courses.allInnerTexts();

  await weeks.nth(1).click();
  await expect(page).toHaveURL(/\/plan\/1\?week=2$/);
  await expect(weeks.nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(courses.first()).not.toHaveText(firstWeek[0]!);

  // The address alone, rendered on the server, opens that week.
  await page.goto('/plan/1?week=3');
  await expect(weeks.nth(2)).toHaveAttribute('aria-current', 'page');
  await expect(weeks.first()).not.toHaveAttribute('aria-current');
});

test('follow a coach: the button and follower count change, and stay after a reload', async ({ page, request }) => {
  const session = await signUpByEmail(request, freshEmail('coach'));
  await startWithSession(page, session.userToken);
  await page.goto('/coach/1');
  await waitForAppStart(page);
  const follow = page.getByTestId('coach-follow');
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  const followers = page.getByTestId('follower-count');
  const before = Number((await followers.innerText()).match(/\d+/)![0]);

  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveText('Following');
  await expect(followers).toHaveText(`${before + 1} followers`);

  await page.reload();
  await waitForAppStart(page);
  await expect(page.getByTestId('coach-follow')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('coach-follow').click();
  await expect(page.getByTestId('coach-follow')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('follower-count')).toHaveText(`${before} followers`);
});

test('favourite an article: the heart turns on and the article is among the member’s favourites', async ({
  page,
  request,
}) => {
  const session = await signUpByEmail(request, freshEmail('article'));
  await startWithSession(page, session.userToken);
  await page.goto('/article/1');
  await waitForAppStart(page);
  const article = page.getByTestId('article-detail');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.locator('script')).toHaveCount(0);

  const heart = article.getByRole('button', { name: 'Favourite' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // The collections page has no article tab yet (LISTED_TARGET_TYPES is products only), so the
  // favourite is checked where /collection will read it from.
  // The heart turns on as the click is sent; the server may still be writing it.
  await expect
    .poll(async () => {
      const status = await request.get('/api/web/collection/status?targetType=article&targetId=1', {
        headers: { token: session.userToken },
      });
      return ((await status.json()) as { data: { like: boolean } }).data.like;
    })
    .toBe(true);
  const memberState = await request.get('/api/web/article/member-state/1', { headers: { token: session.userToken } });
  expect(((await memberState.json()) as { data: { isLike: number } }).data.isLike).toBe(1);
});

test.describe('lists and not found', () => {
  test.use({ allowedConsole: [documentStatusNotice(404)] });

  test('lists render on the server with tabs, and an unknown plan answers the not-found page', async ({ page }) => {
    await page.goto('/plan-list/build_muscle');
    await waitForAppStart(page);
    await expect(page.getByRole('link', { name: 'Build muscle' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('plan-card').first()).toBeVisible();

    await page.goto('/article-list/0');
    await expect(page.getByTestId('article-card')).toHaveCount(12);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/article-list\/0\?page=2$/);

    await page.goto('/coach-list');
    await expect(page.getByTestId('coach-card')).toHaveCount(12);
    await page.goto('/series-list');
    await expect(page.getByTestId('series-card').first()).toBeVisible();

    const missing = await page.goto('/plan/999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
