import type { Bilingual } from '../localised-text.ts';

/** SPEC §3 Series: a themed run of courses (lessons, intro, courseCount). */
export interface SeriesTemplate {
  key: string;
  name: Bilingual;
  intro: Bilingual;
  courseKeys: readonly string[];
}

export const SERIES_TEMPLATES: readonly SeriesTemplate[] = [
  {
    key: 'yoga-journey',
    name: { zhTW: '語婷老師的瑜珈旅程', en: "Tina's Yoga Journey" },
    intro: {
      zhTW: '從晨間喚醒到睡前放鬆，跟著語婷老師把瑜珈融入一天的節奏。',
      en: 'From waking up to winding down, weave yoga through your day with Tina.',
    },
    courseKeys: ['morning-flow', 'hip-opening', 'power-vinyasa', 'yin-yoga-sleep'],
  },
  {
    key: 'strength-101',
    name: { zhTW: '肌力訓練 101', en: 'Strength Training 101' },
    intro: {
      zhTW: '啞鈴、壺鈴與自體重量，學會最重要的動作模式，打造一輩子受用的肌力。',
      en: 'Dumbbells, kettlebells and bodyweight: learn the movement patterns that matter and build strength for life.',
    },
    courseKeys: [
      'dumbbell-full-body',
      'kettlebell-foundations',
      'bodyweight-functional',
      'upper-body-strength',
      'lower-body-power',
    ],
  },
  {
    key: 'office-recovery',
    name: { zhTW: '辦公室修復系列', en: 'Office Recovery Series' },
    intro: {
      zhTW: '物理治療師與皮拉提斯老師聯手，專治久坐帶來的痠痛與體態問題。',
      en: 'A physiotherapist and a Pilates teacher team up against the aches and posture problems of sitting all day.',
    },
    courseKeys: [
      'neck-shoulder-relief',
      'posture-reset',
      'mat-pilates-core',
      'foam-roller-recovery',
      'full-body-stretch',
    ],
  },
  {
    key: 'cardio-party',
    name: { zhTW: '燃脂派對系列', en: 'Cardio Party Series' },
    intro: {
      zhTW: '跳舞、跳繩與間歇訓練，讓流汗變成一件開心的事。',
      en: 'Dance, jump rope and intervals that make sweating fun.',
    },
    courseKeys: ['dance-cardio-party', 'jump-rope-basics', 'hiit-20', 'tabata-challenge', 'jump-rope-hiit'],
  },
  {
    key: 'runner-lab',
    name: { zhTW: '跑者實驗室', en: "Runner's Lab" },
    intro: {
      zhTW: '超馬跑者俊傑教練的跑步課表，從第一個 5 公里到半馬配速。',
      en: "Ultrarunner Jay's sessions, from your first 5 km to half-marathon pace.",
    },
    courseKeys: ['first-5k', 'tempo-run', 'hill-intervals', 'elliptical-endurance'],
  },
  {
    key: 'ride-taiwan',
    name: { zhTW: '騎遊台灣飛輪系列', en: 'Ride Taiwan Spin Series' },
    intro: {
      zhTW: '在家踩飛輪，一路從入門騎上武嶺。',
      en: 'Spin at home, from your first ride all the way up Wuling Pass.',
    },
    courseKeys: ['spin-intro', 'rhythm-ride', 'wuling-climb'],
  },
];
