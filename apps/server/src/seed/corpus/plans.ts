import type { PlanGoal } from '@wellfit/contracts/content';
import type { Bilingual } from '../localised-text.ts';

/** Names of plan days (plan_courses.day_name). */
export const WEEKDAY_NAMES: readonly Bilingual[] = [
  { zhTW: '週一', en: 'Monday' },
  { zhTW: '週二', en: 'Tuesday' },
  { zhTW: '週三', en: 'Wednesday' },
  { zhTW: '週四', en: 'Thursday' },
  { zhTW: '週五', en: 'Friday' },
  { zhTW: '週六', en: 'Saturday' },
  { zhTW: '週日', en: 'Sunday' },
];

export interface PlanTemplate {
  key: string;
  name: Bilingual;
  description: Bilingual;
  difficulty: 1 | 2 | 3 | 4;
  weeks: number;
  /** Weekday indexes (0 = Monday) with training; the rest are rest days. */
  trainingDays: readonly number[];
  /** Course template keys rotated through the training days. */
  courseKeys: readonly string[];
  vip: boolean;
  /** The fitness goal it serves: the /plan-list goal tabs and the plan setup recommendation. */
  goal: PlanGoal;
}

export const PLAN_TEMPLATES: readonly PlanTemplate[] = [
  {
    key: 'beginner-28',
    name: { zhTW: '28 天新手養成計畫', en: '28-Day Beginner Builder' },
    description: {
      zhTW: '從每天 15 分鐘開始，四週建立運動習慣。課程由淺入深，結合肌力、有氧與伸展，零基礎也能輕鬆完成。',
      en: 'Start with fifteen minutes a day and build a habit in four weeks. Strength, cardio and stretching grow gradually, so complete beginners can finish with ease.',
    },
    difficulty: 1,
    weeks: 4,
    trainingDays: [0, 2, 4, 5],
    courseKeys: ['dumbbell-full-body', 'low-impact-cardio', 'full-body-stretch', 'waist-core', 'morning-flow'],
    vip: false,
    goal: 'keep_fit',
  },
  {
    key: 'desk-worker-relief',
    name: { zhTW: '上班族肩頸救援 14 天', en: '14-Day Desk-Worker Rescue' },
    description: {
      zhTW: '專為久坐族設計，每天 10 至 25 分鐘，改善肩頸僵硬與下背痠痛，找回輕鬆的身體。',
      en: 'Designed for people who sit all day: ten to twenty-five minutes daily to ease a stiff neck and aching lower back.',
    },
    difficulty: 1,
    weeks: 2,
    trainingDays: [0, 1, 2, 3, 4],
    courseKeys: ['neck-shoulder-relief', 'posture-reset', 'foam-roller-recovery', 'mat-pilates-core'],
    vip: false,
    goal: 'keep_fit',
  },
  {
    key: 'fat-burn-6w',
    name: { zhTW: '6 週燃脂瘦身計畫', en: '6-Week Fat-Burn Programme' },
    description: {
      zhTW: '間歇有氧搭配肌力訓練，提高基礎代謝，六週後體脂與腰圍都看得到改變。',
      en: 'Interval cardio with strength work to raise your metabolism. After six weeks you will see it in body fat and waistline.',
    },
    difficulty: 2,
    weeks: 6,
    trainingDays: [0, 1, 3, 4, 5],
    courseKeys: ['hiit-20', 'dumbbell-full-body', 'dance-cardio-party', 'glute-sculpt', 'jump-rope-basics'],
    vip: true,
    goal: 'lose_weight',
  },
  {
    key: 'yoga-foundations',
    name: { zhTW: '瑜珈基礎 21 天', en: '21-Day Yoga Foundations' },
    description: {
      zhTW: '三週學會瑜珈的呼吸、站姿與基本體位，打好基礎，再進入流動瑜珈也不怕受傷。',
      en: 'Three weeks to learn yogic breathing, standing poses and the basic shapes, a safe base before you move on to flow classes.',
    },
    difficulty: 1,
    weeks: 3,
    trainingDays: [0, 2, 4, 6],
    courseKeys: ['morning-flow', 'hip-opening', 'yin-yoga-sleep', 'full-body-stretch'],
    vip: false,
    goal: 'keep_fit',
  },
  {
    key: 'run-5k',
    name: { zhTW: '8 週 5 公里跑步計畫', en: '8-Week Couch to 5K' },
    description: {
      zhTW: '從走跑交替開始，每週三次，八週後一口氣跑完 5 公里，並搭配肌力訓練預防跑步傷害。',
      en: 'Begin with walk-run intervals three times a week and run 5 km non-stop by week eight, with strength sessions to keep injuries away.',
    },
    difficulty: 2,
    weeks: 8,
    trainingDays: [1, 3, 5],
    courseKeys: ['first-5k', 'lower-body-power', 'first-5k', 'full-body-stretch'],
    vip: false,
    goal: 'lose_weight',
  },
  {
    key: 'half-marathon',
    name: { zhTW: '半程馬拉松備賽 12 週', en: '12-Week Half-Marathon Prep' },
    description: {
      zhTW: '節奏跑、坡度間歇與長距離慢跑循序安排，配合恢復日與肌力訓練，穩穩站上半馬起跑線。',
      en: 'Tempo runs, hill intervals and long easy runs, balanced with recovery and strength days, to get you to the half-marathon start line strong.',
    },
    difficulty: 3,
    weeks: 12,
    trainingDays: [0, 2, 3, 5, 6],
    courseKeys: ['tempo-run', 'hill-intervals', 'foam-roller-recovery', 'lower-body-power', 'first-5k'],
    vip: true,
    goal: 'keep_fit',
  },
  {
    key: 'strength-8w',
    name: { zhTW: '8 週居家增肌計畫', en: '8-Week Home Muscle Builder' },
    description: {
      zhTW: '上下肢分化訓練，只需啞鈴與壺鈴，以漸進超負荷原則穩定增加肌肉量。',
      en: 'An upper-lower split needing only dumbbells and a kettlebell, adding muscle steadily through progressive overload.',
    },
    difficulty: 3,
    weeks: 8,
    trainingDays: [0, 1, 3, 4],
    courseKeys: ['upper-body-strength', 'lower-body-power', 'kettlebell-foundations', 'bodyweight-functional'],
    vip: true,
    goal: 'build_muscle',
  },
  {
    key: 'glute-waist-4w',
    name: { zhTW: '4 週蜜桃臀與小蠻腰', en: '4-Week Glutes & Waist' },
    description: {
      zhTW: '臀腿與核心交替訓練，每次不到 30 分鐘，四週打造緊實曲線。',
      en: 'Alternating glute and core sessions, each under thirty minutes, for firmer curves in four weeks.',
    },
    difficulty: 2,
    weeks: 4,
    trainingDays: [0, 2, 3, 5],
    courseKeys: ['glute-sculpt', 'waist-core', 'mat-pilates-core', 'hiit-20'],
    vip: true,
    goal: 'build_muscle',
  },
  {
    key: 'spin-challenge',
    name: { zhTW: '飛輪武嶺挑戰 6 週', en: '6-Week Wuling Spin Challenge' },
    description: {
      zhTW: '從入門踩踏到模擬爬坡，心肺與腿力一起升級，第六週完成武嶺挑戰。',
      en: 'From first pedal strokes to simulated climbs, building lungs and legs together until you conquer Wuling in week six.',
    },
    difficulty: 3,
    weeks: 6,
    trainingDays: [1, 3, 5],
    courseKeys: ['spin-intro', 'rhythm-ride', 'wuling-climb'],
    vip: true,
    goal: 'lose_weight',
  },
  {
    key: 'hiit-elite',
    name: { zhTW: '高強度菁英計畫', en: 'Elite HIIT Programme' },
    description: {
      zhTW: 'Tabata、壺鈴複合與跳繩間歇輪番上陣，為有規律訓練習慣的你再推進一步。',
      en: 'Tabata, kettlebell complexes and jump-rope intervals in rotation, to push further if you already train regularly.',
    },
    difficulty: 4,
    weeks: 6,
    trainingDays: [0, 1, 2, 4, 5],
    courseKeys: ['tabata-challenge', 'kettlebell-complex', 'jump-rope-hiit', 'power-vinyasa', 'foam-roller-recovery'],
    vip: true,
    goal: 'lose_weight',
  },
  {
    key: 'active-ageing',
    name: { zhTW: '樂齡活力 4 週', en: '4-Week Active Ageing' },
    description: {
      zhTW: '坐姿肌力、室內快走與伸展，安全提升長輩的腿力與平衡感，也適合全家一起做。',
      en: 'Seated strength, indoor walking and stretches that safely build leg strength and balance in older adults. Good for the whole family too.',
    },
    difficulty: 1,
    weeks: 4,
    trainingDays: [0, 2, 4],
    courseKeys: ['seated-strength', 'power-walk', 'neck-shoulder-relief'],
    vip: false,
    goal: 'keep_fit',
  },
  {
    key: 'athlete-12w',
    name: { zhTW: '全能運動員 12 週', en: '12-Week All-Round Athlete' },
    description: {
      zhTW: '肌力、爆發力、心肺與活動度全方位訓練，每週五練，適合想突破撞牆期的進階者。',
      en: 'Strength, power, conditioning and mobility five days a week, for experienced trainees ready to break a plateau.',
    },
    difficulty: 4,
    weeks: 12,
    trainingDays: [0, 1, 3, 4, 5],
    courseKeys: ['lower-body-power', 'upper-body-strength', 'hill-intervals', 'kettlebell-complex', 'power-vinyasa'],
    vip: true,
    goal: 'build_muscle',
  },
];
