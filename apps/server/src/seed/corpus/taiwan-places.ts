/**
 * Real Taiwanese cities, some of their districts and well-known roads, so addresses on demo
 * orders and profiles read like real ones (faker's zh_TW streets do not). Postal codes come from
 * contracts (taiwan-places.ts), like the address book's.
 */
export interface TaiwanCity {
  city: string;
  districts: readonly string[];
  roads: readonly string[];
}

export const TAIWAN_CITIES: readonly TaiwanCity[] = [
  {
    city: '臺北市',
    districts: [
      '中正區',
      '大同區',
      '中山區',
      '松山區',
      '大安區',
      '萬華區',
      '信義區',
      '士林區',
      '北投區',
      '內湖區',
      '南港區',
      '文山區',
    ],
    roads: [
      '忠孝東路四段',
      '復興南路一段',
      '敦化南路二段',
      '信義路五段',
      '民生東路三段',
      '南京東路二段',
      '羅斯福路三段',
      '基隆路一段',
      '內湖路一段',
      '中山北路二段',
    ],
  },
  {
    city: '新北市',
    districts: [
      '板橋區',
      '三重區',
      '中和區',
      '永和區',
      '新莊區',
      '新店區',
      '土城區',
      '蘆洲區',
      '汐止區',
      '淡水區',
      '林口區',
    ],
    roads: ['文化路一段', '中山路二段', '民生路三段', '中正路', '永貞路', '北新路二段', '學府路一段', '新台五路一段'],
  },
  {
    city: '桃園市',
    districts: ['桃園區', '中壢區', '平鎮區', '八德區', '龜山區', '蘆竹區', '楊梅區'],
    roads: ['中正路', '經國路', '中山東路', '環北路', '介壽路', '大興西路二段', '文化一路'],
  },
  {
    city: '臺中市',
    districts: ['中區', '西區', '北區', '西屯區', '南屯區', '北屯區', '豐原區', '大里區', '太平區'],
    roads: [
      '臺灣大道二段',
      '文心路三段',
      '公益路二段',
      '五權西路一段',
      '崇德路二段',
      '中港路',
      '河南路三段',
      '美村路一段',
    ],
  },
  {
    city: '臺南市',
    districts: ['中西區', '東區', '南區', '北區', '安平區', '永康區', '歸仁區'],
    roads: ['中華東路二段', '府前路一段', '東門路二段', '中正路', '永華路二段', '北門路一段'],
  },
  {
    city: '高雄市',
    districts: ['新興區', '前金區', '苓雅區', '鼓山區', '左營區', '三民區', '前鎮區', '鳳山區', '楠梓區'],
    roads: ['中山一路', '五福三路', '博愛二路', '民族一路', '四維三路', '青年一路', '中華五路', '建國三路'],
  },
  {
    city: '新竹市',
    districts: ['東區', '北區', '香山區'],
    roads: ['光復路二段', '經國路一段', '中華路二段', '東大路二段', '關新路'],
  },
  {
    city: '新竹縣',
    districts: ['竹北市', '竹東鎮', '湖口鄉'],
    roads: ['光明六路', '自強南路', '縣政九路', '中華路'],
  },
  {
    city: '基隆市',
    districts: ['仁愛區', '信義區', '中正區', '安樂區'],
    roads: ['愛三路', '信二路', '中正路', '基金一路'],
  },
  {
    city: '宜蘭縣',
    districts: ['宜蘭市', '羅東鎮', '礁溪鄉'],
    roads: ['中山路三段', '公正路', '興東路', '礁溪路五段'],
  },
  {
    city: '彰化縣',
    districts: ['彰化市', '員林市', '鹿港鎮'],
    roads: ['中山路二段', '中正路一段', '民族路', '彰南路一段'],
  },
  {
    city: '花蓮縣',
    districts: ['花蓮市', '吉安鄉', '新城鄉'],
    roads: ['中山路', '中華路', '林森路', '中央路三段'],
  },
];
