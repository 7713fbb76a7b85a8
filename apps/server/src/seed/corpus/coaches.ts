import type { Bilingual } from '../localised-text.ts';

/** SPEC §3 Coach and Coach view: name, avatar, country, profession, intro. */
export interface CoachEntry {
  key: string;
  name: Bilingual;
  /** ISO 3166 code: coaches.country is a plain column, so the web app names the country per locale. */
  country: 'TW' | 'JP' | 'US' | 'KR';
  profession: Bilingual;
  intro: Bilingual;
  /** Avatar art: background colours and the initial drawn on it. */
  palette: readonly [string, string];
}

export const COACHES: readonly CoachEntry[] = [
  {
    key: 'lin-yu-ting',
    name: { zhTW: '林語婷 Tina', en: 'Tina Lin' },
    country: 'TW',
    profession: { zhTW: '瑜珈老師（RYT-500）', en: 'Yoga Teacher (RYT-500)' },
    intro: {
      zhTW: '教學 12 年，專長流動瑜珈與陰瑜珈。曾在峇里島與印度瑞詩凱詩進修，課堂節奏溫和但扎實，擅長帶初學者找到適合自己的體位。',
      en: 'Twelve years of teaching, specialising in vinyasa and yin yoga. Trained in Bali and Rishikesh; her classes are gentle but thorough, and she is gifted at helping beginners find poses that suit their bodies.',
    },
    palette: ['#7b5ea7', '#c39bd3'],
  },
  {
    key: 'chen-guan-hong',
    name: { zhTW: '陳冠宏 Kevin', en: 'Kevin Chen' },
    country: 'TW',
    profession: { zhTW: '肌力與體能教練（NSCA-CSCS）', en: 'Strength & Conditioning Coach (NSCA-CSCS)' },
    intro: {
      zhTW: '前大專甲組田徑選手，現為職業籃球隊體能顧問。課程重視動作品質與漸進超負荷，用最少的器材練出最有感的肌力。',
      en: 'A former university track athlete and now conditioning adviser to a professional basketball team. His classes put movement quality and progressive overload first, building real strength with minimal kit.',
    },
    palette: ['#135e9f', '#39a0d8'],
  },
  {
    key: 'wang-xin-yi',
    name: { zhTW: '王心怡 Cindy', en: 'Cindy Wang' },
    country: 'TW',
    profession: { zhTW: '有氧舞蹈與燃脂教練', en: 'Dance Cardio & HIIT Coach' },
    intro: {
      zhTW: '熱舞社出身，結合街舞與間歇訓練設計燃脂課程，音樂一下就停不下來，學員都說 30 分鐘一眨眼就過去了。',
      en: 'A street-dance background shapes her fat-burning classes, which blend choreography with intervals. Once the music starts you will not want to stop, and students say thirty minutes flies by.',
    },
    palette: ['#fd0037', '#ff7a45'],
  },
  {
    key: 'huang-jun-jie',
    name: { zhTW: '黃俊傑 Jay', en: 'Jay Huang' },
    country: 'TW',
    profession: { zhTW: '跑步教練、超級馬拉松跑者', en: 'Running Coach & Ultramarathoner' },
    intro: {
      zhTW: '完賽台灣百公里超馬與多場國際馬拉松，推廣心率區間訓練，幫助上千位跑者突破個人最佳成績而不受傷。',
      en: "A finisher of Taiwan's 100 km ultra and many international marathons. He champions heart-rate zone training and has helped thousands of runners set personal bests without injury.",
    },
    palette: ['#0f8b6d', '#5cc9a7'],
  },
  {
    key: 'sato-miki',
    name: { zhTW: '佐藤美希 Miki', en: 'Miki Sato' },
    country: 'JP',
    profession: { zhTW: '皮拉提斯指導員', en: 'Pilates Instructor' },
    intro: {
      zhTW: '東京出身，定居台北八年。擅長以墊上皮拉提斯改善久坐造成的骨盆前傾與圓肩，中日英三語教學。',
      en: 'Tokyo-born and based in Taipei for eight years. She uses mat Pilates to fix the tilted pelvis and rounded shoulders that long days at a desk leave behind, and teaches in Mandarin, Japanese and English.',
    },
    palette: ['#f8c900', '#f39c12'],
  },
  {
    key: 'daniel-brooks',
    name: { zhTW: '丹尼爾 Daniel', en: 'Daniel Brooks' },
    country: 'US',
    profession: { zhTW: '功能性訓練教練', en: 'Functional Training Coach' },
    intro: {
      zhTW: '來自加州，擁有運動科學碩士學位。以壺鈴與自體重量設計功能性課程，讓搬家、抱小孩、爬山都更輕鬆。',
      en: "From California, with a master's in exercise science. His kettlebell and bodyweight classes make moving house, carrying children and climbing mountains easier.",
    },
    palette: ['#2d3142', '#6c7a9c'],
  },
  {
    key: 'zhang-ya-wen',
    name: { zhTW: '張雅雯 Wendy', en: 'Wendy Chang' },
    country: 'TW',
    profession: { zhTW: '物理治療師、伸展恢復教練', en: 'Physiotherapist & Mobility Coach' },
    intro: {
      zhTW: '醫學中心物理治療師背景，專注伸展、筋膜放鬆與運動傷害預防。課程適合久坐上班族與重訓後的恢復日。',
      en: 'A hospital physiotherapist by training, she focuses on stretching, myofascial release and injury prevention. Her classes suit desk workers and recovery days after lifting.',
    },
    palette: ['#39c0b5', '#a8e6cf'],
  },
  {
    key: 'liu-cheng-en',
    name: { zhTW: '劉承恩 Ethan', en: 'Ethan Liu' },
    country: 'TW',
    profession: { zhTW: '飛輪與室內自行車教練', en: 'Indoor Cycling Coach' },
    intro: {
      zhTW: '前公路車選手，征服過武嶺。課程結合踏頻、阻力與音樂節拍，帶你在客廳完成一場熱血爬坡。',
      en: 'A former road racer who has conquered Wuling Pass. His classes combine cadence, resistance and the beat of the music for a thrilling climb in your living room.',
    },
    palette: ['#d35400', '#f5b041'],
  },
  {
    key: 'kim-ji-woo',
    name: { zhTW: '金智宇 Jiwoo', en: 'Jiwoo Kim' },
    country: 'KR',
    profession: { zhTW: '體態雕塑教練', en: 'Body Shaping Coach' },
    intro: {
      zhTW: '首爾人氣健身工作室前首席教練，專攻臀腿與腰腹雕塑，動作簡單有效，零基礎也能跟上。',
      en: 'Former head coach at a popular Seoul studio, specialising in glutes, legs and waist. Her moves are simple and effective, so complete beginners can keep up.',
    },
    palette: ['#e84393', '#fd79a8'],
  },
  {
    key: 'tsai-ming-hsun',
    name: { zhTW: '蔡明勳 Ming', en: 'Ming Tsai' },
    country: 'TW',
    profession: { zhTW: '樂齡運動指導員', en: 'Active Ageing Instructor' },
    intro: {
      zhTW: '長期在社區關懷據點帶領長輩運動，設計安全的坐姿與站姿訓練，改善平衡、預防跌倒，也適合陪爸媽一起做。',
      en: 'He has led exercise for older adults at community centres for years, designing safe seated and standing routines that build balance and prevent falls. Great to do with your parents.',
    },
    palette: ['#16a085', '#48c9b0'],
  },
  {
    key: 'hsu-pei-shan',
    name: { zhTW: '許佩珊 Sandy', en: 'Sandy Hsu' },
    country: 'TW',
    profession: { zhTW: '皮拉提斯指導員（STOTT）', en: 'Pilates Instructor (STOTT)' },
    intro: {
      zhTW: '物理治療背景的皮拉提斯老師，擅長核心穩定與產後恢復，口令清楚細膩，讓每一次呼吸都練到深層肌群。',
      en: 'A Pilates teacher with a physiotherapy background, specialising in core stability and postnatal recovery. Her clear, careful cues make every breath reach the deep muscles.',
    },
    palette: ['#8e44ad', '#d2b4de'],
  },
  {
    key: 'ryan-oconnor',
    name: { zhTW: '萊恩 Ryan', en: "Ryan O'Connor" },
    country: 'US',
    profession: { zhTW: '耐力跑與鐵人三項教練', en: 'Endurance Running & Triathlon Coach' },
    intro: {
      zhTW: '完成過 20 場以上全程馬拉松與 3 場超級鐵人，現居台中。課程講究配速與跑姿，從第一個 5 公里陪你跑到全馬終點。',
      en: 'A finisher of more than twenty marathons and three full-distance triathlons, now based in Taichung. His classes focus on pacing and form, taking you from your first 5 km to the marathon finish line.',
    },
    palette: ['#1e8449', '#7dcea0'],
  },
];
