/**
 * Names as they are common in Taiwan. faker's zh_TW list is mainland-style and carries wrong
 * conversions (範, 於, 週 as surnames), so the seed draws members' names from here and uses
 * faker for the draw, the English first names and everything else.
 */

/** Surnames with their share of the population (%, 2018 household register) and the romanisation people use in emails. */
export const TAIWANESE_SURNAMES: ReadonlyArray<{ surname: string; romanised: string; weight: number }> = [
  { surname: '陳', romanised: 'chen', weight: 11.1 },
  { surname: '林', romanised: 'lin', weight: 8.3 },
  { surname: '黃', romanised: 'huang', weight: 6.0 },
  { surname: '張', romanised: 'chang', weight: 5.3 },
  { surname: '李', romanised: 'lee', weight: 5.1 },
  { surname: '王', romanised: 'wang', weight: 4.1 },
  { surname: '吳', romanised: 'wu', weight: 4.0 },
  { surname: '劉', romanised: 'liu', weight: 3.2 },
  { surname: '蔡', romanised: 'tsai', weight: 2.9 },
  { surname: '楊', romanised: 'yang', weight: 2.7 },
  { surname: '許', romanised: 'hsu', weight: 2.3 },
  { surname: '鄭', romanised: 'cheng', weight: 1.9 },
  { surname: '謝', romanised: 'hsieh', weight: 1.8 },
  { surname: '郭', romanised: 'kuo', weight: 1.7 },
  { surname: '洪', romanised: 'hung', weight: 1.6 },
  { surname: '曾', romanised: 'tseng', weight: 1.4 },
  { surname: '邱', romanised: 'chiu', weight: 1.4 },
  { surname: '廖', romanised: 'liao', weight: 1.3 },
  { surname: '賴', romanised: 'lai', weight: 1.3 },
  { surname: '周', romanised: 'chou', weight: 1.2 },
  { surname: '徐', romanised: 'hsu', weight: 1.1 },
  { surname: '蘇', romanised: 'su', weight: 1.1 },
  { surname: '葉', romanised: 'yeh', weight: 1.1 },
  { surname: '莊', romanised: 'chuang', weight: 1.0 },
  { surname: '呂', romanised: 'lu', weight: 1.0 },
  { surname: '江', romanised: 'chiang', weight: 0.9 },
  { surname: '何', romanised: 'ho', weight: 0.9 },
  { surname: '蕭', romanised: 'hsiao', weight: 0.8 },
  { surname: '羅', romanised: 'lo', weight: 0.8 },
  { surname: '高', romanised: 'kao', weight: 0.7 },
  { surname: '潘', romanised: 'pan', weight: 0.7 },
  { surname: '簡', romanised: 'chien', weight: 0.6 },
  { surname: '朱', romanised: 'chu', weight: 0.6 },
  { surname: '鍾', romanised: 'chung', weight: 0.6 },
  { surname: '游', romanised: 'yu', weight: 0.6 },
  { surname: '彭', romanised: 'peng', weight: 0.6 },
  { surname: '詹', romanised: 'chan', weight: 0.6 },
  { surname: '胡', romanised: 'hu', weight: 0.5 },
  { surname: '施', romanised: 'shih', weight: 0.5 },
  { surname: '沈', romanised: 'shen', weight: 0.5 },
  { surname: '余', romanised: 'yu', weight: 0.5 },
  { surname: '盧', romanised: 'lu', weight: 0.5 },
  { surname: '梁', romanised: 'liang', weight: 0.5 },
  { surname: '趙', romanised: 'chao', weight: 0.5 },
  { surname: '顏', romanised: 'yen', weight: 0.4 },
  { surname: '柯', romanised: 'ko', weight: 0.4 },
  { surname: '翁', romanised: 'weng', weight: 0.4 },
  { surname: '魏', romanised: 'wei', weight: 0.4 },
  { surname: '孫', romanised: 'sun', weight: 0.3 },
  { surname: '戴', romanised: 'tai', weight: 0.3 },
];

export const TAIWANESE_GIVEN_NAMES: Record<'female' | 'male', readonly string[]> = {
  female: [
    '怡君', '雅婷', '淑芬', '佳穎', '宜蓁', '詩涵', '欣怡', '思妤', '郁婷', '雅雯', '佩君', '婉婷', '家瑜', '品妍', '子晴', '語彤',
    '心妤', '宥蓁', '筱涵', '佳蓉', '惠雯', '美玲', '淑惠', '麗華', '秀琴', '雅惠', '靜怡', '鈺婷', '珮瑜', '芷瑄', '以晴', '芯瑜',
    '姿穎', '沛妤', '詠晴', '玟妤', '若涵', '昀蓁', '亭妤', '宛儒',
  ],
  male: [
    '家豪', '志明', '俊傑', '建宏', '承翰', '冠宇', '柏翰', '宇翔', '彥廷', '品睿', '宥廷', '子睿', '承恩', '哲瑋', '冠廷', '志偉',
    '俊宏', '信宏', '家銘', '博宇', '宗翰', '育誠', '明哲', '文彬', '志豪', '國華', '建志', '冠霖', '宥辰', '柏諺', '昱廷', '宸瑋',
    '品翔', '睿恩', '承佑', '浩宇', '彥均', '士賢', '耀德', '偉倫',
  ],
};
