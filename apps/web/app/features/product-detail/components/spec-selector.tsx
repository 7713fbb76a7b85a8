import { useTranslation } from 'react-i18next';
import type { SpecOptionGroup, SpecSelection } from '../sku-selection';

/**
 * One row of buttons per spec key (顏色, 尺寸, 重量). A sold-out value is shown but disabled,
 * and its accessible name says so.
 */
export function SpecSelector({
  groups,
  selection,
  onChoose,
}: {
  groups: readonly SpecOptionGroup[];
  selection: SpecSelection;
  onChoose: (key: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="spec-selector">
      {groups.map((group) => (
        <fieldset key={group.key} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink-700">{group.key}</legend>
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('product:spec.choose', { key: group.key })}>
            {group.values.map((option) => {
              const chosen = selection[group.key] === option.value;
              return (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={chosen}
                  disabled={option.soldOut}
                  aria-label={option.soldOut ? t('product:spec.sold_out_value', { value: option.value }) : undefined}
                  onClick={() => onChoose(group.key, option.value)}
                  className={`min-h-11 rounded-lg border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-dashed disabled:text-ink-400 disabled:line-through ${chosen ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-ink-200 bg-white text-ink-700 hover:border-brand-400'}`}
                >
                  {option.value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
