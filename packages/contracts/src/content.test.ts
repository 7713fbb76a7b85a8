import { describe, expect, it } from 'vitest';
import { BMI_ADVICE, BMI_RATINGS, bmiOf, bmiRating, planSetupBody } from './content';

describe('BMI (Taiwan MOHW adult cut-offs)', () => {
  it('rates below 18.5 low, 18.5 up to 24 normal, 24 and above high', () => {
    expect(bmiRating(18.4)).toBe('low');
    expect(bmiRating(18.5)).toBe('normal');
    expect(bmiRating(23.9)).toBe('normal');
    expect(bmiRating(24)).toBe('high');
    expect(bmiRating(35)).toBe('high');
  });

  it('is kg / m² to one decimal, rated on the figure shown', () => {
    expect(bmiOf(160, 55)).toBe(21.5);
    expect(bmiOf(175, 70)).toBe(22.9);
    // 47.35 / 1.6² = 18.496…, shown as 18.5, so it is normal.
    expect(bmiOf(160, 47.35)).toBe(18.5);
    expect(bmiRating(bmiOf(160, 47.35))).toBe('normal');
    // 61.43 / 1.6² = 23.996…, shown as 24.0: high.
    expect(bmiRating(bmiOf(160, 61.43))).toBe('high');
  });

  it('has advice in every locale for every rating', () => {
    for (const rating of BMI_RATINGS) {
      for (const locale of ['zhTW', 'zhCN', 'en'] as const)
        expect(BMI_ADVICE[rating][locale].length).toBeGreaterThan(10);
    }
  });

  it('takes weight as ten times the kilograms and refuses impossible answers', () => {
    const answers = { gender: 1, age: 40, height: 172, weight: 685, calorieGoal: 250, goal: 'lose_weight' };
    expect(planSetupBody.safeParse(answers).success).toBe(true);
    expect(planSetupBody.safeParse({ ...answers, weight: 68.5 }).success).toBe(false);
    expect(planSetupBody.safeParse({ ...answers, height: 300 }).success).toBe(false);
    expect(planSetupBody.safeParse({ ...answers, gender: 0 }).success).toBe(false);
  });
});
