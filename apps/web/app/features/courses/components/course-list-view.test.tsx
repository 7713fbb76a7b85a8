import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CourseListAnswer } from '@wellfit/contracts/courses';
import { courseListPageAnswer } from '../course-list-page-data';
import { CourseListView } from './course-list-view';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: {} });

function serverHtml(coachCount: number, coachId?: number): string {
  const answer: CourseListAnswer = {
    list: [],
    total: 0,
    pageIndex: 1,
    pageSize: 12,
    filters: {
      coaches: Array.from({ length: coachCount }, (_, index) => ({ id: index + 1, name: `Coach ${index + 1}` })),
      equipment: [],
      tags: [],
    },
  };
  const Stub = createRoutesStub([
    {
      path: '/course-list',
      Component: () => <CourseListView answer={answer} query={{ pageIndex: 1, pageSize: 12, coachId }} />,
    },
  ]);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={['/course-list']} />
    </I18nextProvider>,
  );
}

const coachOptions = (html: string) => {
  const select = /<select name="coachId"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="(\d*)"/g)].map((match) => match[1]);
};

describe('course list filters on the server', () => {
  it('renders "any" and the chosen coach only: the page searches the others on demand', () => {
    expect(coachOptions(serverHtml(1, 1))).toEqual(['', '1']);
    expect(coachOptions(serverHtml(0))).toEqual(['']);
  });
});

describe('the course list page data', () => {
  it('keeps only the chosen coach of a long list', () => {
    const answer: CourseListAnswer = {
      list: [],
      total: 0,
      pageIndex: 1,
      pageSize: 12,
      filters: {
        coaches: Array.from({ length: 200 }, (_, index) => ({ id: index + 1, name: `Coach ${index + 1}` })),
        equipment: [{ id: 1, name: 'Mat' }],
        tags: [],
      },
    };
    expect(courseListPageAnswer(answer, { pageIndex: 1, pageSize: 12, coachId: 37 }).filters).toEqual({
      coaches: [{ id: 37, name: 'Coach 37' }],
      equipment: [{ id: 1, name: 'Mat' }],
      tags: [],
    });
    expect(courseListPageAnswer(answer, { pageIndex: 1, pageSize: 12 }).filters.coaches).toEqual([]);
  });
});
