import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CourseListAnswer } from '@wellfit/contracts/courses';
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
  it('renders every coach of a short list', () => {
    expect(coachOptions(serverHtml(12))).toHaveLength(13);
  });

  it('leaves a long list to the browser, keeping "any" and the chosen coach', () => {
    expect(coachOptions(serverHtml(200, 37))).toEqual(['', '37']);
    expect(coachOptions(serverHtml(200))).toEqual(['']);
  });
});
