import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BROWSE_HISTORY_LIMIT, type ListedTargetType, type MemberListAnswer } from '@wellfit/contracts/collections';
import { Button, buttonClassName } from '~/components/ui/button';
import { StrokeIcon } from '~/components/ui/icon';
import { Notice } from '~/components/ui/notice';
import { LoadingLabel } from '~/components/ui/loading-label';
import { showToast } from '~/lib/toast';
import { useClearBrowseHistory, useDeleteBrowseHistory } from '../api/delete-browse-history';
import { useMemberList, type MemberListKind } from '../api/get-member-list';
import { useToggleCollection } from '../api/toggle-collection';

// Only a member who presses Clear all downloads the confirmation (dialogs-load-on-demand.md).
const ClearHistoryDialog = lazy(() => import('./clear-history-dialog'));

/** The tabs of each page: favourites (coaches: followed ones) and the views detail pages record. */
export const MEMBER_LIST_TABS: Record<MemberListKind, readonly ListedTargetType[]> = {
  favourites: ['product', 'course', 'plan', 'article', 'coach'],
  history: ['product', 'course', 'plan', 'article', 'coach'],
};

/** Where the empty state sends a member to find items of the tab's type. */
const BROWSE_PATHS: Record<ListedTargetType, string> = {
  product: '/product-list/all',
  course: '/course-list',
  plan: '/plan-list/all',
  article: '/article-list/0',
  coach: '/coach-list',
};

/** Products and coaches are small cards; courses, plans and articles have wide pictures. */
const GRID_COLUMNS: Record<ListedTargetType, string> = {
  product: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  course: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  plan: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  article: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  coach: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
};

type ItemOf<T extends ListedTargetType> = Extract<MemberListAnswer, { targetType: T }>['list'][number];
/** One listed item with its type, so a route can pick the card. */
export type MemberListItem = { [T in ListedTargetType]: { targetType: T; item: ItemOf<T> } }[ListedTargetType];

function itemsOf(answer: MemberListAnswer): MemberListItem[] {
  // Every item of an answer has the answer's type; TypeScript cannot follow that through map().
  return (answer.list as Array<MemberListItem['item']>).map(
    (item) => ({ targetType: answer.targetType, item }) as MemberListItem,
  );
}

/** The name the remove button announces. */
function nameOf(entry: MemberListItem): string {
  switch (entry.targetType) {
    case 'product':
    case 'coach':
      return entry.item.name;
    case 'course':
      return entry.item.courseName;
    case 'plan':
      return entry.item.planName;
    case 'article':
      return entry.item.title;
  }
}

const BASE_PATHS: Record<MemberListKind, string> = { favourites: '/collection', history: '/browse-history' };
const TEXT_PREFIX: Record<MemberListKind, 'collection' | 'history'> = { favourites: 'collection', history: 'history' };

export function isMemberListTab(kind: MemberListKind, tab: string | undefined): tab is ListedTargetType {
  return (MEMBER_LIST_TABS[kind] as readonly string[]).includes(tab ?? '');
}

interface MemberListPageProps {
  kind: MemberListKind;
  tab: ListedTargetType;
  /** The route supplies the card (features do not import each other). */
  renderItem(entry: MemberListItem): ReactNode;
}

/** SPEC §2 /collection/{tab} and /browse-history/{tab}: the tabs, then that type's list. */
export function MemberListPage({ kind, tab, renderItem }: MemberListPageProps) {
  const { t } = useTranslation();
  const prefix = TEXT_PREFIX[kind];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t(`collections:${prefix}.heading`)}</h1>
      <nav aria-label={t('collections:tabs.label')} className="mt-6 border-b border-ink-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {MEMBER_LIST_TABS[kind].map((entry) => (
            <li key={entry}>
              <Link
                to={`${BASE_PATHS[kind]}/${entry}`}
                aria-current={entry === tab ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  entry === tab
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-ink-600 hover:text-ink-900'
                }`}
              >
                {t(`collections:tabs.${entry}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {/* Keyed by tab: each type is its own list with its own loading state. */}
        <MemberListTab key={tab} kind={kind} tab={tab} renderItem={renderItem} />
      </div>
    </div>
  );
}

function MemberListTab({ kind, tab, renderItem }: MemberListPageProps) {
  const { t } = useTranslation();
  const prefix = TEXT_PREFIX[kind];
  const list = useMemberList(kind, tab);
  const unfavourite = useToggleCollection();
  const forget = useDeleteBrowseHistory();
  const clear = useClearBrowseHistory();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [clearAsked, setClearAsked] = useState(false);
  const clearButtonId = useId();
  // The dialog has no Radix trigger to hand focus back to: once answered, focus returns to Clear all
  // (or stays on the page when the list is gone).
  useEffect(() => {
    if (clearAsked && !confirmingClear) document.getElementById(clearButtonId)?.focus();
  }, [clearAsked, confirmingClear, clearButtonId]);

  if (list.isPending) {
    return (
      <div role="status" className="flex justify-center py-16 text-sm text-ink-600">
        <LoadingLabel />
      </div>
    );
  }
  if (list.isError) {
    return (
      <Notice icon={HEART_ICON} title={t('collections:load_error')}>
        <Button variant="secondary" className="mt-6" onClick={() => void list.refetch()}>
          {t('collections:retry')}
        </Button>
      </Notice>
    );
  }

  const entries = list.data.pages.flatMap(itemsOf);
  const total = list.data.pages[0]?.total ?? 0;
  if (entries.length === 0) {
    const type = t(`collections:type_names.${tab}`);
    return (
      <Notice
        icon={HEART_ICON}
        title={t(`collections:${prefix}.empty_title`, { type })}
        body={
          kind === 'favourites'
            ? t(`collections:collection.empty_body.${tab}`)
            : t('collections:history.empty_body', { limit: BROWSE_HISTORY_LIMIT, type })
        }
        testId="member-list-empty"
      >
        <Link to={BROWSE_PATHS[tab]} className={buttonClassName('primary', 'mt-6')}>
          {t(`collections:browse.${tab}`)}
        </Link>
      </Notice>
    );
  }

  function remove({ targetType, item }: MemberListItem) {
    const done = () => showToast(t(`collections:${prefix}.removed`));
    if (kind === 'favourites') {
      unfavourite.mutate({ targetType, targetId: item.id, like: false }, { onSuccess: done });
    } else {
      forget.mutate({ targetType, targetIds: [item.id] }, { onSuccess: done });
    }
  }

  return (
    <>
      <div className="mb-4 flex items-center justify-between gap-3">
        {/* The count heads the list: the cards' own headings sit one level below it. */}
        <h2 className="text-sm text-ink-500" aria-live="polite" data-testid="member-list-total">
          {t('collections:total', { total })}
        </h2>
        {kind === 'history' && (
          <Button
            id={clearButtonId}
            variant="ghost"
            disabled={clear.isPending}
            onClick={() => {
              setClearAsked(true);
              setConfirmingClear(true);
            }}
          >
            {t('collections:history.clear')}
          </Button>
        )}
        {clearAsked && (
          <Suspense fallback={null}>
            <ClearHistoryDialog
              open={confirmingClear}
              type={t(`collections:type_names.${tab}`)}
              onOpenChange={setConfirmingClear}
              onConfirm={() =>
                clear.mutate({ targetType: tab }, { onSuccess: () => showToast(t('collections:history.cleared')) })
              }
            />
          </Suspense>
        )}
      </div>
      <ul className={`grid gap-3 sm:gap-4 ${GRID_COLUMNS[tab]}`} data-testid="member-list-grid">
        {entries.map((entry) => (
          <li key={entry.item.id} className="relative">
            {renderItem(entry)}
            <button
              type="button"
              onClick={() => remove(entry)}
              aria-label={t(`collections:${prefix}.remove`, { name: nameOf(entry) })}
              className="absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink-700 shadow ring-1 ring-ink-200 hover:bg-ink-100 hover:text-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <StrokeIcon className="size-5" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </StrokeIcon>
            </button>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('collections:loading_more') : t('collections:load_more')}
          </Button>
        </div>
      )}
    </>
  );
}

/** A heart heads the empty and error screens of both lists. */
const HEART_ICON = (
  <StrokeIcon className="size-8" strokeLinejoin="round">
    <path d="M12 20.5s-7.5-4.6-9.3-9.5C1.5 7.6 3.7 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.3 0 5.5 3.1 4.3 6.5-1.8 4.9-9.3 9.5-9.3 9.5z" />
  </StrokeIcon>
);
