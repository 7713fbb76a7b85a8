import { useTranslation } from 'react-i18next';
import { formatNumber } from '@wellfit/contracts/number-format';
import type { SportHistoryAnswer } from '@wellfit/contracts/sport';
import { useLocale } from '~/lib/use-locale';

const WIDTH = 640;
const HEIGHT = 200;
const PADDING = { top: 12, right: 8, bottom: 28, left: 36 };

/**
 * Exercise minutes over time as bars: a small hand-written SVG, so the member page loads no
 * chart library. The numbers are also in a visually hidden table for screen readers.
 */
export function SportChart({
  history,
  formatLabel,
}: {
  history: SportHistoryAnswer;
  formatLabel(date: string): string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const minutes = history.points.map((point) => Math.round(point.seconds / 60));
  const top = Math.max(10, ...minutes);
  const plotWidth = WIDTH - PADDING.left - PADDING.right;
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const slot = plotWidth / Math.max(1, history.points.length);
  const barWidth = Math.max(2, slot * 0.6);
  const labelEvery = Math.ceil(history.points.length / 8);
  return (
    <figure className="w-full">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" data-testid="sport-chart">
        {[0, 0.5, 1].map((share) => {
          const y = PADDING.top + plotHeight * (1 - share);
          return (
            <g key={share}>
              <line x1={PADDING.left} x2={WIDTH - PADDING.right} y1={y} y2={y} className="stroke-ink-100" />
              <text x={PADDING.left - 6} y={y + 4} textAnchor="end" className="fill-ink-500 text-[11px]">
                {formatNumber(Math.round(top * share), locale)}
              </text>
            </g>
          );
        })}
        {history.points.map((point, index) => {
          const height = (minutes[index]! / top) * plotHeight;
          const x = PADDING.left + slot * index + (slot - barWidth) / 2;
          return (
            <g key={point.date}>
              <rect
                x={x}
                y={PADDING.top + plotHeight - height}
                width={barWidth}
                height={height}
                rx={Math.min(3, barWidth / 2)}
                className="fill-brand-500"
              />
              {index % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-ink-500 text-[11px]">
                  {formatLabel(point.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-ink-500">{t('sport:chart.caption')}</figcaption>
      <table className="sr-only">
        <thead>
          <tr>
            <th>{t('sport:chart.date')}</th>
            <th>{t('sport:chart.minutes')}</th>
            <th>{t('sport:chart.calories')}</th>
          </tr>
        </thead>
        <tbody>
          {history.points.map((point, index) => (
            <tr key={point.date}>
              <td>{formatLabel(point.date)}</td>
              <td>{formatNumber(minutes[index]!, locale)}</td>
              <td>{formatNumber(point.calories, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
