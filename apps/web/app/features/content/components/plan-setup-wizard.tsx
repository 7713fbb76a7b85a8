import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLAN_SETUP_LIMITS, type PlanSetupAnswer, type PlanSetupBody } from '@wellfit/contracts/content';
import { formatNumber } from '@wellfit/contracts/number-format';
import { GENDERS, USER_GOALS } from '@wellfit/contracts/user';
import { Button, buttonClassName } from '~/components/ui/button';
import { useLocale } from '~/lib/use-locale';
import { useSubmitPlanSetup } from '../api/submit-plan-setup';
import { PlanCard } from './plan-card';

type Answers = { gender: string; age: string; height: string; weight: string; calorieGoal: string; goal: string };
type Step = keyof Answers;
const STEPS: readonly Step[] = ['gender', 'age', 'height', 'weight', 'calorieGoal', 'goal'];

/** Number questions and their bounds; weight is asked in kg (one decimal) and sent ×10 (SPEC §3). */
const NUMBER_BOUNDS: Partial<Record<Step, { min: number; max: number; step: number }>> = {
  age: { ...PLAN_SETUP_LIMITS.age, step: 1 },
  height: { ...PLAN_SETUP_LIMITS.height, step: 1 },
  weight: { min: PLAN_SETUP_LIMITS.weightTimesTen.min / 10, max: PLAN_SETUP_LIMITS.weightTimesTen.max / 10, step: 0.1 },
  calorieGoal: { ...PLAN_SETUP_LIMITS.calorieGoal, step: 10 },
};

function problemOf(step: Step, value: string): 'required' | 'out_of_range' | null {
  if (value.trim() === '') return 'required';
  const bounds = NUMBER_BOUNDS[step];
  if (!bounds) return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number < bounds.min || number > bounds.max) return 'out_of_range';
  // Whole numbers except weight, which allows one decimal.
  if (bounds.step >= 1 && !Number.isInteger(number)) return 'out_of_range';
  return null;
}

function bodyOf(answers: Answers): PlanSetupBody {
  return {
    gender: Number(answers.gender) as PlanSetupBody['gender'],
    age: Number(answers.age),
    height: Number(answers.height),
    weight: Math.round(Number(answers.weight) * 10),
    calorieGoal: Number(answers.calorieGoal),
    goal: answers.goal as PlanSetupBody['goal'],
  };
}

const EMPTY: Answers = { gender: '', age: '', height: '', weight: '', calorieGoal: '', goal: '' };

/** SPEC §1 plan setup: six questions one at a time, then the BMI result and a recommended plan. */
export function PlanSetupWizard() {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [stepIndex, setStepIndex] = useState(0);
  const [problem, setProblem] = useState<'required' | 'out_of_range' | null>(null);
  const submit = useSubmitPlanSetup();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorId = useId();
  const step = STEPS[stepIndex]!;
  const last = stepIndex === STEPS.length - 1;
  const moved = useRef(false);

  useEffect(() => {
    // Keyboard and screen-reader users land on each new question (not on the first render).
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [stepIndex, submit.data]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = problemOf(step, answers[step]);
    setProblem(found);
    if (found) return;
    if (!last) {
      setStepIndex(stepIndex + 1);
      return;
    }
    submit.mutate(bodyOf(answers));
  }

  if (submit.data) {
    return (
      <BmiResult
        result={submit.data}
        headingRef={headingRef}
        onRestart={() => {
          submit.reset();
          setAnswers(EMPTY);
          setStepIndex(0);
        }}
      />
    );
  }

  const bounds = NUMBER_BOUNDS[step];
  const set = (value: string) => {
    setAnswers({ ...answers, [step]: value });
    setProblem(null);
  };
  const choices: Array<{ value: string; label: string }> | null =
    step === 'gender'
      ? GENDERS.map((gender) => ({ value: String(gender), label: t(`content:plan_setup.gender_${gender}`) }))
      : step === 'goal'
        ? USER_GOALS.map((goal) => ({ value: goal, label: t(`content:plan_setup.goal_${goal}`) }))
        : null;
  const label = t(`content:plan_setup.${step === 'calorieGoal' ? 'calorie_goal' : step}`);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-6 rounded-2xl bg-white p-6 ring-1 ring-ink-100"
      data-testid="plan-setup-form"
    >
      <div>
        <p className="text-sm text-ink-500">
          {t('content:plan_setup.step', { step: stepIndex + 1, steps: STEPS.length })}
        </p>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
          <div
            className="h-full bg-brand-600 transition-all"
            style={{ width: `${((stepIndex + 1) / STEPS.length) * 100}%` }}
          />
        </div>
      </div>
      {choices ? (
        <fieldset aria-describedby={problem ? errorId : undefined}>
          <legend>
            <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink-900 outline-none">
              {label}
            </h2>
          </legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {choices.map((choice) => (
              <label
                key={choice.value}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-4 ring-1 ring-ink-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={step}
                  value={choice.value}
                  checked={answers[step] === choice.value}
                  onChange={(event) => set(event.target.value)}
                  className="size-4 accent-brand-600"
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <div className="flex flex-col gap-2">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink-900 outline-none">
            <label htmlFor={`plan-setup-${step}`}>{label}</label>
          </h2>
          <input
            id={`plan-setup-${step}`}
            type="number"
            inputMode={step === 'weight' ? 'decimal' : 'numeric'}
            min={bounds?.min}
            max={bounds?.max}
            step={bounds?.step}
            value={answers[step]}
            onChange={(event) => set(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            className="min-h-12 w-full max-w-xs rounded-xl border border-ink-300 px-4 text-lg focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </div>
      )}
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-accent-600">
          {problem === 'required'
            ? t('content:plan_setup.required')
            : t('content:plan_setup.out_of_range', { min: bounds?.min, max: bounds?.max })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {stepIndex > 0 && (
          <Button
            variant="secondary"
            onClick={() => {
              setProblem(null);
              setStepIndex(stepIndex - 1);
            }}
          >
            {t('content:plan_setup.back')}
          </Button>
        )}
        <Button type="submit" disabled={submit.isPending}>
          {last
            ? submit.isPending
              ? t('content:plan_setup.submitting')
              : t('content:plan_setup.submit')
            : t('content:plan_setup.next')}
        </Button>
      </div>
    </form>
  );
}

const RATING_STYLE: Record<PlanSetupAnswer['bmiRating'], string> = {
  low: 'bg-sky-100 text-sky-900',
  normal: 'bg-brand-100 text-brand-900',
  high: 'bg-accent-400/20 text-accent-600',
};

function BmiResult({
  result,
  headingRef,
  onRestart,
}: {
  result: PlanSetupAnswer;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="flex flex-col gap-6" data-testid="bmi-result" aria-labelledby="bmi-result-heading">
      <div className="rounded-2xl bg-white p-6 ring-1 ring-ink-100">
        <h2
          id="bmi-result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-ink-900 outline-none"
        >
          {t('content:plan_setup.result_heading')}
        </h2>
        <p className="mt-4 flex flex-wrap items-baseline gap-3">
          <span className="text-sm text-ink-500">{t('content:plan_setup.bmi')}</span>
          <span className="text-4xl font-black text-ink-900" data-testid="bmi-value">
            {formatNumber(result.bmi, locale, { fractionDigits: 1 })}
          </span>
          <span
            className={`rounded-full px-3 py-1 text-sm font-bold ${RATING_STYLE[result.bmiRating]}`}
            data-testid="bmi-rating"
          >
            {t(`content:plan_setup.rating.${result.bmiRating}`)}
          </span>
        </p>
        <p className="mt-2 text-xs text-ink-500">{t('content:plan_setup.scale')}</p>
        <p className="mt-4 text-ink-700" data-testid="bmi-advice">
          {result.advice}
        </p>
        <p className="mt-4 text-sm text-ink-600">
          {result.profileSaved ? t('content:plan_setup.saved') : t('content:plan_setup.not_saved')}
        </p>
      </div>
      <div>
        <h2 className="mb-3 text-lg font-bold text-ink-900">{t('content:plan_setup.recommended')}</h2>
        {result.recommendedPlan ? (
          <div className="max-w-sm">
            <PlanCard plan={result.recommendedPlan} />
          </div>
        ) : (
          <p className="text-ink-600">{t('content:plan_setup.no_recommendation')}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to="/plan-list/all" className={buttonClassName('secondary')}>
          {t('content:plan_setup.all_plans')}
        </Link>
        <Button variant="ghost" onClick={onRestart}>
          {t('content:plan_setup.restart')}
        </Button>
      </div>
    </section>
  );
}
