import type { Bilingual } from '../localised-text.ts';
import type { EquipmentCategorySlug } from './shop-categories.ts';

/** The glyph drawn on a product's generated picture (images/equipment-glyphs.ts). */
export type EquipmentShape =
  | 'dumbbell'
  | 'kettlebell'
  | 'treadmill'
  | 'bike'
  | 'bench'
  | 'mat'
  | 'block'
  | 'roller'
  | 'band'
  | 'rope'
  | 'ball'
  | 'massage-gun'
  | 'top'
  | 'bottoms'
  | 'bottle'
  | 'towel'
  | 'bag'
  | 'scale'
  | 'glove';

export interface SpecValue {
  label: Bilingual;
  /** NT$ added to the product's price for this value (heavier dumbbells cost more). */
  priceDelta?: number;
}

export interface SpecOption {
  name: Bilingual;
  values: readonly SpecValue[];
}

export interface ProductTemplate {
  key: string;
  category: EquipmentCategorySlug;
  shape: EquipmentShape;
  name: Bilingual;
  subtitle: Bilingual;
  description: Bilingual;
  highlights: readonly Bilingual[];
  /** Integer NT$ list price of the cheapest SKU. */
  listPrice: number;
  /** Absent: sold at list price, no discount shown (SPEC §3 omits the badge then). */
  salePrice?: number;
  specs: readonly SpecOption[];
  keywords: readonly string[];
  /** Set on small accessories offered at this NT$ price as an add-on to a main product. */
  addOnPrice?: number;
}

const COLOUR = { zhTW: '顏色', en: 'Colour' };
const SIZE = { zhTW: '尺寸', en: 'Size' };
const WEIGHT = { zhTW: '重量', en: 'Weight' };
const THICKNESS = { zhTW: '厚度', en: 'Thickness' };

const black = { zhTW: '曜石黑', en: 'Obsidian Black' };
const navy = { zhTW: '深海藍', en: 'Deep Navy' };
const sage = { zhTW: '鼠尾草綠', en: 'Sage Green' };
const lilac = { zhTW: '薰衣草紫', en: 'Lavender' };
const sand = { zhTW: '奶茶杏', en: 'Sand Beige' };
const coral = { zhTW: '珊瑚粉', en: 'Coral Pink' };
const grey = { zhTW: '霧灰', en: 'Mist Grey' };

const APPAREL_SIZES: readonly SpecValue[] = [
  { label: { zhTW: 'S', en: 'S' } },
  { label: { zhTW: 'M', en: 'M' } },
  { label: { zhTW: 'L', en: 'L' } },
  { label: { zhTW: 'XL', en: 'XL' } },
];

const kilograms = (weights: readonly number[], pricePerKg: number): SpecValue[] =>
  weights.map((weight) => ({
    label: { zhTW: `${weight} kg`, en: `${weight} kg` },
    priceDelta: Math.round(((weight - weights[0]!) * pricePerKg) / 10) * 10,
  }));

const colours = (...values: Bilingual[]): SpecOption => ({ name: COLOUR, values: values.map((label) => ({ label })) });

/**
 * Fifty pieces of equipment a Taiwanese fitness shop sells, written in Traditional Chinese with
 * matching English. The generator multiplies them into editions and brands for larger scales.
 */
export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [
  // ─── Home gym ───────────────────────────────────────────────────────────────────────────
  {
    key: 'adjustable-dumbbell',
    category: 'home-gym',
    shape: 'dumbbell',
    name: { zhTW: '快速可調式啞鈴', en: 'Quick-Adjust Dumbbell' },
    subtitle: { zhTW: '一支抵 15 組，轉盤 3 秒換重量', en: 'Fifteen dumbbells in one, switch weight in three seconds' },
    description: {
      zhTW: '旋轉把手即可在 2.5 至 24 公斤間切換，收納只需一張 A3 紙的空間，小坪數也能完整訓練全身。',
      en: 'Twist the handle to move between 2.5 and 24 kg. It stores in the space of an A3 sheet, so even a small flat can host a full-body workout.',
    },
    highlights: [
      { zhTW: '15 段重量調整，2.5 公斤為一級', en: '15 weight settings in 2.5 kg steps' },
      { zhTW: '鋼製鎖定結構，通過 10 萬次掉落測試', en: 'Steel locking mechanism tested over 100,000 drops' },
      { zhTW: '附收納底座，地板不刮傷', en: 'Includes a cradle that protects your floor' },
    ],
    listPrice: 6980,
    salePrice: 5980,
    specs: [
      {
        name: WEIGHT,
        values: [
          { label: { zhTW: '24 kg 單支', en: '24 kg, single' } },
          { label: { zhTW: '24 kg 一對', en: '24 kg, pair' }, priceDelta: 5600 },
        ],
      },
    ],
    keywords: ['啞鈴', '可調式', '居家健身', 'dumbbell'],
  },
  {
    key: 'hex-dumbbell',
    category: 'home-gym',
    shape: 'dumbbell',
    name: { zhTW: '包膠六角啞鈴', en: 'Rubber Hex Dumbbell' },
    subtitle: { zhTW: '六角設計不滾動，握把防滑壓紋', en: 'Hexagonal heads that never roll, knurled grip' },
    description: {
      zhTW: '鑄鐵核心外覆環保橡膠，放地上不滾動也不易刮傷地板，是健身房最常見的經典款。',
      en: 'A cast-iron core wrapped in low-odour rubber. It stays put on the floor and is kind to it too: the gym classic.',
    },
    highlights: [
      { zhTW: '低氣味環保橡膠包覆', en: 'Low-odour eco rubber coating' },
      { zhTW: '鍍鉻握把，細緻防滑紋路', en: 'Chrome handle with fine knurling' },
      { zhTW: '重量標示清楚，一眼辨識', en: 'Clear weight markings' },
    ],
    listPrice: 590,
    salePrice: 490,
    specs: [{ name: WEIGHT, values: kilograms([2, 4, 6, 8, 10], 130) }],
    keywords: ['啞鈴', '六角啞鈴', '重訓'],
  },
  {
    key: 'competition-kettlebell',
    category: 'home-gym',
    shape: 'kettlebell',
    name: { zhTW: '競技壺鈴', en: 'Competition Kettlebell' },
    subtitle: { zhTW: '不同重量同尺寸，動作軌跡一致', en: 'Same size at every weight, the same groove every rep' },
    description: {
      zhTW: '依國際競技規格製作，所有重量外徑相同，換重量時擺盪與抓舉的手感不變。',
      en: 'Built to international competition spec: every weight shares one diameter, so swings and snatches feel the same when you move up.',
    },
    highlights: [
      { zhTW: '一體成型鋼鑄，無焊接點', en: 'Single-piece steel casting, no welds' },
      { zhTW: '依重量分色，國際通用色碼', en: 'Colour-coded by weight to the international standard' },
      { zhTW: '握把經霧面處理，適合上止滑粉', en: 'Matte handle that holds chalk well' },
    ],
    listPrice: 1680,
    specs: [{ name: WEIGHT, values: kilograms([8, 12, 16, 20, 24], 90) }],
    keywords: ['壺鈴', 'kettlebell', '擺盪'],
  },
  {
    key: 'soft-kettlebell',
    category: 'home-gym',
    shape: 'kettlebell',
    name: { zhTW: '軟式壺鈴', en: 'Soft Kettlebell' },
    subtitle: { zhTW: '居家安靜款，落地不吵鄰居', en: 'The quiet one: no complaints from the neighbours' },
    description: {
      zhTW: '內填鐵砂、外層耐磨 PU 皮革，掉落時聲音小、不傷地板，適合公寓與初學者。',
      en: 'Iron sand inside a hard-wearing PU shell. It lands softly without marking the floor, ideal for flats and beginners.',
    },
    highlights: [
      { zhTW: '軟殼設計，落地幾乎無聲', en: 'Soft shell lands almost silently' },
      { zhTW: '寬握把，雙手操作更穩', en: 'Wide handle for steady two-handed work' },
      { zhTW: '台灣製造，品質有保障', en: 'Made in Taiwan' },
    ],
    listPrice: 990,
    salePrice: 890,
    specs: [{ name: WEIGHT, values: kilograms([4, 6, 8, 10, 12], 80) }],
    keywords: ['壺鈴', '軟式壺鈴', '居家'],
  },
  {
    key: 'folding-treadmill',
    category: 'home-gym',
    shape: 'treadmill',
    name: { zhTW: '免安裝折疊跑步機', en: 'Fold-Flat Treadmill' },
    subtitle: { zhTW: '開箱即用，收起來只有 18 公分高', en: 'Ready out of the box, just 18 cm tall when folded' },
    description: {
      zhTW: '靜音直流馬達最高時速 12 公里，跑帶附避震墊，收合後可推入沙發底下。',
      en: 'A quiet DC motor reaches 12 km/h, the deck is cushioned, and once folded it slides under the sofa.',
    },
    highlights: [
      { zhTW: '2.5 匹靜音馬達，夜跑不擾鄰', en: '2.5 hp quiet motor for late-night runs' },
      { zhTW: '12 段自動坡度', en: '12 automatic incline levels' },
      { zhTW: '支援藍牙連線 WellFit App 記錄里程', en: 'Logs distance to the WellFit app over Bluetooth' },
    ],
    listPrice: 24900,
    salePrice: 19900,
    specs: [colours(black, grey)],
    keywords: ['跑步機', '折疊', '有氧'],
  },
  {
    key: 'magnetic-spin-bike',
    category: 'home-gym',
    shape: 'bike',
    name: { zhTW: '磁控飛輪健身車', en: 'Magnetic Spin Bike' },
    subtitle: { zhTW: '32 段磁阻，跟著課程一起爬坡', en: '32 magnetic resistance levels that follow your class' },
    description: {
      zhTW: '磁控阻力無摩擦、無噪音，搭配 WellFit 飛輪課程會自動調整阻力，在家也有包堂教室的臨場感。',
      en: 'Friction-free magnetic resistance that stays silent, and it follows WellFit cycling classes automatically for a studio feel at home.',
    },
    highlights: [
      { zhTW: '13 公斤飛輪，踩踏順暢', en: '13 kg flywheel for a smooth ride' },
      { zhTW: '座椅與把手四向調整', en: 'Four-way adjustable seat and handlebar' },
      { zhTW: '支援心率帶與 App 連線', en: 'Pairs with heart-rate straps and the app' },
    ],
    listPrice: 18800,
    salePrice: 15800,
    specs: [colours(black, { zhTW: '競速紅', en: 'Racing Red' })],
    keywords: ['飛輪', '健身車', 'spinning'],
  },
  {
    key: 'water-rower',
    category: 'home-gym',
    shape: 'bench',
    name: { zhTW: '水阻划船機', en: 'Water Rowing Machine' },
    subtitle: { zhTW: '全身 86% 肌群參與的低衝擊有氧', en: 'Low-impact cardio that works 86% of your muscles' },
    description: {
      zhTW: '以真實水流產生阻力，越用力阻力越大，划動聲像在湖面上訓練，關節負擔低。',
      en: 'Real water creates the resistance, so the harder you pull the more it pushes back, with the sound of a lake and little strain on joints.',
    },
    highlights: [
      { zhTW: '實木機身，可直立收納', en: 'Solid wood frame that stores upright' },
      { zhTW: '水量可調，阻力因人而異', en: 'Adjust the water level to set the feel' },
      { zhTW: '顯示划頻、距離與熱量', en: 'Shows stroke rate, distance and calories' },
    ],
    listPrice: 32800,
    specs: [
      {
        name: { zhTW: '木材', en: 'Wood' },
        values: [
          { label: { zhTW: '胡桃木', en: 'Walnut' } },
          { label: { zhTW: '白橡木', en: 'White Oak' }, priceDelta: 1800 },
        ],
      },
    ],
    keywords: ['划船機', '有氧', '全身訓練'],
  },
  {
    key: 'adjustable-bench',
    category: 'home-gym',
    shape: 'bench',
    name: { zhTW: '多角度重訓椅', en: 'Adjustable Weight Bench' },
    subtitle: {
      zhTW: '7 段椅背、3 段座墊，上斜下斜都可以',
      en: 'Seven back and three seat angles for incline and decline work',
    },
    description: {
      zhTW: '加厚鋼管承重 300 公斤，搭配啞鈴就能完成臥推、划船與分腿蹲等上百種動作。',
      en: 'A thick steel frame rated to 300 kg. Add dumbbells and you can press, row and split squat through hundreds of exercises.',
    },
    highlights: [
      { zhTW: '最大承重 300 公斤', en: 'Rated to 300 kg' },
      { zhTW: '高密度泡棉座墊，久躺不塌', en: 'High-density foam that keeps its shape' },
      { zhTW: '附滾輪，單手即可移動', en: 'Wheels for one-handed moves' },
    ],
    listPrice: 4980,
    salePrice: 3980,
    specs: [colours(black)],
    keywords: ['重訓椅', '臥推', '居家健身'],
  },
  {
    key: 'doorway-pull-up-bar',
    category: 'home-gym',
    shape: 'bench',
    name: { zhTW: '免鑽孔門框單槓', en: 'No-Drill Doorway Pull-Up Bar' },
    subtitle: { zhTW: '不打洞、不傷門框，引體向上隨時練', en: 'No holes, no marks: pull-ups whenever you like' },
    description: {
      zhTW: '旋轉伸縮固定於 72 至 95 公分門框，雙層防滑墊保護牆面，適合引體向上與懸垂抬腿。',
      en: 'Twists tight into doorways from 72 to 95 cm, with double pads to protect the frame. Great for pull-ups and hanging leg raises.',
    },
    highlights: [
      { zhTW: '承重 150 公斤', en: 'Holds 150 kg' },
      { zhTW: '泡棉握把吸汗防滑', en: 'Sweat-absorbing foam grips' },
      { zhTW: '安裝只要 1 分鐘', en: 'One-minute set-up' },
    ],
    listPrice: 890,
    specs: [
      {
        name: SIZE,
        values: [
          { label: { zhTW: '72–95 cm', en: '72–95 cm' } },
          { label: { zhTW: '92–130 cm', en: '92–130 cm' }, priceDelta: 200 },
        ],
      },
    ],
    keywords: ['單槓', '引體向上', 'pull up'],
  },
  {
    key: 'power-rack',
    category: 'home-gym',
    shape: 'bench',
    name: { zhTW: '居家深蹲架', en: 'Home Squat Rack' },
    subtitle: { zhTW: '深蹲、臥推、引體向上一架完成', en: 'Squat, press and pull up on one rack' },
    description: {
      zhTW: '50 毫米方管結構搭配安全槓，一個人練大重量也安心，高度 203 公分適合一般住宅。',
      en: 'A 50 mm box-steel frame with safety bars, so heavy sets alone feel safe, and at 203 cm tall it fits ordinary ceilings.',
    },
    highlights: [
      { zhTW: '雙安全槓 15 段高度', en: 'Safety bars with 15 heights' },
      { zhTW: '頂部整合引體向上握把', en: 'Built-in pull-up handles' },
      { zhTW: '附槓片收納柱', en: 'Plate storage pegs included' },
    ],
    listPrice: 12800,
    salePrice: 10800,
    specs: [colours(black)],
    keywords: ['深蹲架', '重訓', 'power rack'],
  },
  {
    key: 'bumper-plate',
    category: 'home-gym',
    shape: 'ball',
    name: { zhTW: '奧林匹克包膠槓片', en: 'Olympic Bumper Plate' },
    subtitle: { zhTW: '50 毫米孔徑，可摔可疊', en: '50 mm bore, made to be dropped and stacked' },
    description: {
      zhTW: '實心橡膠搭配不鏽鋼內環，落地反彈小，適合硬舉與奧林匹克舉重。',
      en: 'Solid rubber around a stainless steel hub with a dead bounce, built for deadlifts and Olympic lifts.',
    },
    highlights: [
      { zhTW: '重量誤差 ±1%', en: 'Weight tolerance of ±1%' },
      { zhTW: '不鏽鋼內環不生鏽', en: 'Rust-free stainless hub' },
      { zhTW: '低彈跳配方，保護地板', en: 'Low-bounce compound protects floors' },
    ],
    listPrice: 1280,
    specs: [{ name: WEIGHT, values: kilograms([5, 10, 15, 20], 110) }],
    keywords: ['槓片', '槓鈴', '硬舉'],
  },
  {
    key: 'stepper',
    category: 'home-gym',
    shape: 'treadmill',
    name: { zhTW: '靜音扭腰踏步機', en: 'Quiet Twist Stepper' },
    subtitle: { zhTW: '看劇也能動，一天 15 分鐘', en: 'Move while you stream, fifteen minutes a day' },
    description: {
      zhTW: '油壓缸阻尼設計踩踏安靜，扭轉軌跡同時帶動腰腹，附彈力繩可加練手臂。',
      en: 'Hydraulic cylinders keep every step quiet, the twisting path works your waist, and the bands add arm work.',
    },
    highlights: [
      { zhTW: '體積小，可收進床底', en: 'Small enough to slide under the bed' },
      { zhTW: 'LCD 顯示步數與熱量', en: 'LCD shows steps and calories' },
      { zhTW: '附兩條拉力繩', en: 'Comes with two pull bands' },
    ],
    listPrice: 2680,
    salePrice: 1980,
    specs: [colours(black, coral)],
    keywords: ['踏步機', '有氧', '居家'],
  },
  // ─── Yoga ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'tpe-yoga-mat',
    category: 'yoga',
    shape: 'mat',
    name: { zhTW: 'TPE 雙色止滑瑜珈墊', en: 'Two-Tone TPE Yoga Mat' },
    subtitle: { zhTW: '雙面紋路，輕巧好攜帶', en: 'Textured on both sides, light to carry' },
    description: {
      zhTW: '無毒 TPE 材質、無乳膠，雙面不同顏色與紋路，附揹帶，上課通勤都方便。',
      en: 'Non-toxic, latex-free TPE with a different colour and texture on each side. The carry strap makes the commute to class easy.',
    },
    highlights: [
      { zhTW: '通過 SGS 檢驗，無塑化劑', en: 'SGS tested, free of plasticisers' },
      { zhTW: '183 × 61 公分，含揹帶', en: '183 × 61 cm, strap included' },
      { zhTW: '防水好清潔，濕布擦拭即可', en: 'Waterproof: just wipe it clean' },
    ],
    listPrice: 990,
    salePrice: 790,
    specs: [
      {
        name: THICKNESS,
        values: [{ label: { zhTW: '6 mm', en: '6 mm' } }, { label: { zhTW: '8 mm', en: '8 mm' }, priceDelta: 100 }],
      },
      colours(lilac, sage, navy),
    ],
    keywords: ['瑜珈墊', 'TPE', 'yoga mat'],
  },
  {
    key: 'natural-rubber-mat',
    category: 'yoga',
    shape: 'mat',
    name: { zhTW: '天然橡膠 PU 專業瑜珈墊', en: 'Pro Natural Rubber Yoga Mat' },
    subtitle: { zhTW: '流汗越多越止滑', en: 'The more you sweat, the better it grips' },
    description: {
      zhTW: 'PU 表層吸汗抓地，天然橡膠底層穩穩貼地，熱瑜珈與流動瑜珈老師的愛用款。',
      en: 'A PU top layer that grips as you sweat over a natural rubber base that stays put. A favourite of hot and flow yoga teachers.',
    },
    highlights: [
      { zhTW: '雷射體位對齊線', en: 'Laser-etched alignment lines' },
      { zhTW: '4.5 mm 厚度兼顧支撐與穩定', en: '4.5 mm balances cushioning and stability' },
      { zhTW: '可生物分解天然橡膠', en: 'Biodegradable natural rubber' },
    ],
    listPrice: 3280,
    salePrice: 2780,
    specs: [colours(black, sand, sage)],
    keywords: ['瑜珈墊', '天然橡膠', '熱瑜珈'],
  },
  {
    key: 'cork-yoga-block',
    category: 'yoga',
    shape: 'block',
    name: { zhTW: '軟木瑜珈磚', en: 'Cork Yoga Block' },
    subtitle: { zhTW: '紮實不變形，輔助延伸更到位', en: 'Firm and true, for deeper, safer stretches' },
    description: {
      zhTW: '葡萄牙天然軟木製成，比 EVA 更紮實穩定，吸汗不打滑，適合支撐倒立與平衡動作。',
      en: 'Natural Portuguese cork, denser and steadier than foam, that soaks up sweat without slipping. Solid support for inversions and balances.',
    },
    highlights: [
      { zhTW: '23 × 15 × 7.5 公分標準尺寸', en: 'Standard 23 × 15 × 7.5 cm' },
      { zhTW: '圓角設計不刮手', en: 'Rounded edges' },
      { zhTW: '天然材質可回收', en: 'Natural and recyclable' },
    ],
    listPrice: 690,
    salePrice: 590,
    specs: [
      {
        name: { zhTW: '數量', en: 'Quantity' },
        values: [{ label: { zhTW: '1 入', en: 'Single' } }, { label: { zhTW: '2 入組', en: 'Pair' }, priceDelta: 490 }],
      },
    ],
    keywords: ['瑜珈磚', '軟木', 'yoga block'],
    addOnPrice: 490,
  },
  {
    key: 'eva-yoga-block',
    category: 'yoga',
    shape: 'block',
    name: { zhTW: '高密度 EVA 瑜珈磚', en: 'High-Density Foam Yoga Block' },
    subtitle: { zhTW: '輕巧入門款，初學者必備', en: 'The light starter block every beginner needs' },
    description: {
      zhTW: '高密度 EVA 發泡，輕巧不易變形，幫助初學者在前彎與三角式中保持正確姿勢。',
      en: 'Light, high-density foam that keeps its shape and helps beginners hold good form in forward folds and triangle pose.',
    },
    highlights: [
      { zhTW: '重量僅 200 公克', en: 'Weighs just 200 g' },
      { zhTW: '表面細紋防滑', en: 'Fine non-slip texture' },
      { zhTW: '多色可選', en: 'Several colours' },
    ],
    listPrice: 250,
    specs: [colours(lilac, sage, grey, coral)],
    keywords: ['瑜珈磚', 'EVA'],
    addOnPrice: 199,
  },
  {
    key: 'yoga-strap',
    category: 'yoga',
    shape: 'band',
    name: { zhTW: '純棉瑜珈伸展帶', en: 'Cotton Yoga Strap' },
    subtitle: { zhTW: 'D 型扣環，長度隨心調整', en: 'D-ring buckle for any length you need' },
    description: {
      zhTW: '厚實純棉織帶長 250 公分，協助拉伸腿後側與肩膀，也能當瑜珈墊揹帶使用。',
      en: 'A thick 250 cm cotton strap that helps you stretch hamstrings and shoulders, and doubles as a mat sling.',
    },
    highlights: [
      { zhTW: '250 公分長度，身高 190 公分也夠用', en: '250 cm long: enough even at 190 cm tall' },
      { zhTW: '金屬 D 環耐用不鬆脫', en: 'Metal D-rings that hold' },
      { zhTW: '可機洗', en: 'Machine washable' },
    ],
    listPrice: 320,
    salePrice: 280,
    specs: [colours(sand, navy, lilac)],
    keywords: ['伸展帶', '瑜珈繩', 'strap'],
    addOnPrice: 199,
  },
  {
    key: 'yoga-wheel',
    category: 'yoga',
    shape: 'roller',
    name: { zhTW: '瑜珈輪', en: 'Yoga Wheel' },
    subtitle: { zhTW: '開胸後彎的好夥伴', en: 'Your partner for heart openers and backbends' },
    description: {
      zhTW: 'ABS 硬殼搭配 TPE 軟墊，承重 150 公斤，沿著脊椎滾動能溫和打開胸椎與肩膀。',
      en: 'An ABS shell with soft TPE padding, rated to 150 kg. Roll it along your spine to gently open the upper back and shoulders.',
    },
    highlights: [
      { zhTW: '直徑 32 公分', en: '32 cm across' },
      { zhTW: '承重 150 公斤', en: 'Holds 150 kg' },
      { zhTW: '軟墊可拆洗', en: 'Removable, washable padding' },
    ],
    listPrice: 1080,
    salePrice: 880,
    specs: [colours(lilac, sage)],
    keywords: ['瑜珈輪', '後彎', '開胸'],
  },
  {
    key: 'meditation-cushion',
    category: 'yoga',
    shape: 'ball',
    name: { zhTW: '蕎麥殼冥想坐墊', en: 'Buckwheat Meditation Cushion' },
    subtitle: { zhTW: '墊高骨盆，久坐不麻', en: 'Lifts your hips so long sits stay comfortable' },
    description: {
      zhTW: '填充台灣蕎麥殼，會隨坐姿塑形，外套為亞麻布可拆洗，適合靜坐與呼吸練習。',
      en: 'Filled with Taiwanese buckwheat hulls that mould to you, in a removable linen cover. Made for meditation and breathing practice.',
    },
    highlights: [
      { zhTW: '可調整填充量', en: 'Adjustable fill' },
      { zhTW: '亞麻外套可機洗', en: 'Washable linen cover' },
      { zhTW: '附提把方便攜帶', en: 'Carry handle' },
    ],
    listPrice: 1280,
    specs: [colours(sand, grey, sage)],
    keywords: ['冥想', '坐墊', '靜坐'],
  },
  {
    key: 'yoga-towel',
    category: 'yoga',
    shape: 'towel',
    name: { zhTW: '矽膠顆粒止滑瑜珈鋪巾', en: 'Non-Slip Yoga Towel' },
    subtitle: { zhTW: '熱瑜珈專用，越濕越止滑', en: 'Made for hot yoga: grippier when wet' },
    description: {
      zhTW: '超細纖維吸水快，背面矽膠顆粒牢牢抓住瑜珈墊，上課流汗也不滑動。',
      en: 'Quick-drying microfibre with silicone nubs underneath that lock onto your mat, however much you sweat.',
    },
    highlights: [
      { zhTW: '183 × 63 公分，覆蓋整張墊子', en: '183 × 63 cm covers the whole mat' },
      { zhTW: '吸水量為自重 5 倍', en: 'Absorbs five times its weight' },
      { zhTW: '可機洗快乾', en: 'Machine washable and quick drying' },
    ],
    listPrice: 790,
    salePrice: 690,
    specs: [colours(lilac, navy, coral)],
    keywords: ['瑜珈鋪巾', '熱瑜珈', '止滑'],
  },
  {
    key: 'mat-bag',
    category: 'yoga',
    shape: 'bag',
    name: { zhTW: '帆布瑜珈墊收納袋', en: 'Canvas Yoga Mat Bag' },
    subtitle: { zhTW: '墊子、水壺、換洗衣物一袋裝', en: 'Mat, bottle and a change of clothes in one bag' },
    description: {
      zhTW: '厚磅帆布搭配防水內裡，可容納 8 mm 以下瑜珈墊，側邊口袋放得下手機與鑰匙。',
      en: 'Heavy canvas with a waterproof lining that fits mats up to 8 mm, plus side pockets for your phone and keys.',
    },
    highlights: [
      { zhTW: '防水內裡', en: 'Waterproof lining' },
      { zhTW: '可調式肩帶', en: 'Adjustable shoulder strap' },
      { zhTW: '兩個外袋', en: 'Two outer pockets' },
    ],
    listPrice: 880,
    specs: [colours(sand, black)],
    keywords: ['瑜珈袋', '收納'],
  },
  // ─── Gear ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'foam-roller',
    category: 'gear',
    shape: 'roller',
    name: { zhTW: '高密度狼牙按摩滾筒', en: 'High-Density Grid Foam Roller' },
    subtitle: { zhTW: '運動後 10 分鐘，肌肉不再緊繃', en: 'Ten minutes after training and the tightness is gone' },
    description: {
      zhTW: '中空硬管外覆 EVA 立體紋路，模擬按摩師手指與掌根，放鬆大腿、小腿與背部筋膜。',
      en: "A hollow rigid core under raised EVA ridges that mimic a therapist's fingers and palm, for thighs, calves and back.",
    },
    highlights: [
      { zhTW: '三種紋路對應不同按壓強度', en: 'Three textures for three pressures' },
      { zhTW: '承重 200 公斤不變形', en: 'Holds 200 kg without deforming' },
      { zhTW: '附放鬆動作教學影片', en: 'Comes with release tutorial videos' },
    ],
    listPrice: 980,
    salePrice: 780,
    specs: [
      {
        name: SIZE,
        values: [{ label: { zhTW: '33 cm', en: '33 cm' } }, { label: { zhTW: '45 cm', en: '45 cm' }, priceDelta: 200 }],
      },
      colours(black, navy, coral),
    ],
    keywords: ['滾筒', '筋膜', '放鬆', 'foam roller'],
  },
  {
    key: 'vibrating-roller',
    category: 'gear',
    shape: 'roller',
    name: { zhTW: '四段震動按摩滾筒', en: 'Four-Speed Vibrating Roller' },
    subtitle: { zhTW: '震動加滾壓，放鬆效率加倍', en: 'Vibration plus rolling: twice the release' },
    description: {
      zhTW: '內建鋰電池，四段震動頻率，一次充電可用 3 小時，適合賽後與長時間久坐的緊繃部位。',
      en: 'A built-in battery drives four vibration speeds for three hours a charge. Ideal after races and long days at a desk.',
    },
    highlights: [
      { zhTW: 'USB-C 快充', en: 'USB-C fast charging' },
      { zhTW: '最高 3,800 轉/分', en: 'Up to 3,800 rpm' },
      { zhTW: '一年保固', en: 'One-year warranty' },
    ],
    listPrice: 2980,
    salePrice: 2480,
    specs: [colours(black, grey)],
    keywords: ['震動滾筒', '按摩', '恢復'],
  },
  {
    key: 'latex-band-set',
    category: 'gear',
    shape: 'band',
    name: { zhTW: '天然乳膠彈力帶 5 件組', en: 'Latex Resistance Band Set (5)' },
    subtitle: { zhTW: '5 種阻力，從復健到增肌', en: 'Five resistances, from rehab to muscle gain' },
    description: {
      zhTW: '五條不同磅數的長彈力帶，可單獨或疊加使用，適合熱身、伸展、輔助引體向上與肌力訓練。',
      en: 'Five long bands of different strengths to use alone or stacked: warm-ups, stretching, assisted pull-ups and strength work.',
    },
    highlights: [
      { zhTW: '阻力 5 至 45 公斤', en: '5 to 45 kg of resistance' },
      { zhTW: '附收納袋與動作手冊', en: 'Pouch and exercise guide included' },
      { zhTW: '多層疊壓工藝，不易斷裂', en: 'Layered construction resists snapping' },
    ],
    listPrice: 1280,
    salePrice: 990,
    specs: [colours({ zhTW: '繽紛色', en: 'Multicolour' })],
    keywords: ['彈力帶', '阻力帶', 'resistance band'],
  },
  {
    key: 'hip-band',
    category: 'gear',
    shape: 'band',
    name: { zhTW: '布質環狀翹臀圈', en: 'Fabric Hip Band' },
    subtitle: { zhTW: '深蹲側走不捲邊、不夾腿毛', en: 'No rolling, no pinching on squats and side steps' },
    description: {
      zhTW: '彈性布料內織防滑矽膠條，練臀、側走與深蹲時穩穩固定在膝上。',
      en: 'Stretch fabric with woven-in silicone grip strips, so it stays above your knees through glute work, side steps and squats.',
    },
    highlights: [
      { zhTW: '輕、中、重三種阻力', en: 'Light, medium and heavy' },
      { zhTW: '可手洗', en: 'Hand washable' },
      { zhTW: '攜帶方便', en: 'Packs anywhere' },
    ],
    listPrice: 390,
    salePrice: 299,
    specs: [
      {
        name: { zhTW: '阻力', en: 'Resistance' },
        values: [
          { label: { zhTW: '輕', en: 'Light' } },
          { label: { zhTW: '中', en: 'Medium' } },
          { label: { zhTW: '重', en: 'Heavy' } },
          { label: { zhTW: '三入組', en: 'Set of 3' }, priceDelta: 500 },
        ],
      },
    ],
    keywords: ['翹臀圈', '彈力圈', '臀部訓練'],
    addOnPrice: 250,
  },
  {
    key: 'tube-band-set',
    category: 'gear',
    shape: 'band',
    name: { zhTW: '門扣拉力繩 11 件組', en: 'Door-Anchor Tube Set (11)' },
    subtitle: { zhTW: '一組練遍胸、背、肩、腿', en: 'Chest, back, shoulders and legs with one kit' },
    description: {
      zhTW: '五條拉力管可自由組合阻力，搭配門扣、握把與腳踝綁帶，在家模擬纜繩機訓練。',
      en: 'Five tubes combine for the resistance you need, with a door anchor, handles and ankle straps to mimic a cable machine at home.',
    },
    highlights: [
      { zhTW: '最大組合阻力 68 公斤', en: 'Up to 68 kg combined' },
      { zhTW: '鋼製扣環', en: 'Steel clips' },
      { zhTW: '附收納袋', en: 'Carry bag' },
    ],
    listPrice: 1080,
    specs: [colours({ zhTW: '繽紛色', en: 'Multicolour' })],
    keywords: ['拉力繩', '彈力繩'],
  },
  {
    key: 'speed-jump-rope',
    category: 'gear',
    shape: 'rope',
    name: { zhTW: '軸承調速跳繩', en: 'Ball-Bearing Speed Rope' },
    subtitle: { zhTW: '順暢不打結，雙迴旋也輕鬆', en: 'Smooth and tangle-free, double-unders made easy' },
    description: {
      zhTW: '鋁合金握把內含雙軸承，鋼絲繩外覆 PVC，長度可依身高剪裁，是燃脂效率最高的小器材之一。',
      en: 'Aluminium handles with twin bearings and a PVC-coated steel cable you can trim to your height: one of the most efficient fat burners there is.',
    },
    highlights: [
      { zhTW: '360 度軸承', en: '360° bearings' },
      { zhTW: '繩長 3 公尺可調', en: '3 m cable, adjustable' },
      { zhTW: '附備用繩', en: 'Spare cable included' },
    ],
    listPrice: 590,
    salePrice: 490,
    specs: [colours(black, coral, navy)],
    keywords: ['跳繩', '有氧', '燃脂'],
    addOnPrice: 390,
  },
  {
    key: 'smart-jump-rope',
    category: 'gear',
    shape: 'rope',
    name: { zhTW: '智慧計數跳繩', en: 'Smart Counting Jump Rope' },
    subtitle: { zhTW: '自動記錄次數，同步 WellFit App', en: 'Counts every jump and syncs to the WellFit app' },
    description: {
      zhTW: '握把內建感應器自動計數並計算熱量，附無繩重力球，室內小空間也能跳。',
      en: 'Sensors in the handle count jumps and calories, and the cordless weighted balls let you jump in tight indoor spaces.',
    },
    highlights: [
      { zhTW: '有繩與無繩兩用', en: 'Corded and cordless modes' },
      { zhTW: '藍牙同步跳繩紀錄', en: 'Syncs sessions over Bluetooth' },
      { zhTW: '電池續航 30 天', en: '30-day battery life' },
    ],
    listPrice: 1290,
    salePrice: 1090,
    specs: [colours(black, lilac)],
    keywords: ['智慧跳繩', '跳繩', '計數'],
  },
  {
    key: 'ab-wheel',
    category: 'gear',
    shape: 'ball',
    name: { zhTW: '自動回彈健腹輪', en: 'Auto-Rebound Ab Wheel' },
    subtitle: { zhTW: '內建回彈彈簧，新手也推得回來', en: 'A rebound spring that helps beginners roll back' },
    description: {
      zhTW: '寬輪面加上回彈彈簧設計，降低下背壓力，附加厚跪墊，核心訓練更安全。',
      en: 'A wide wheel and a rebound spring take pressure off the lower back, and the thick knee pad makes core work safer.',
    },
    highlights: [
      { zhTW: '雙輪寬面，穩定不偏', en: 'Wide twin wheels track straight' },
      { zhTW: '附跪墊', en: 'Knee pad included' },
      { zhTW: '靜音輪面', en: 'Silent tread' },
    ],
    listPrice: 680,
    specs: [colours(black, grey)],
    keywords: ['健腹輪', '核心', '腹肌'],
  },
  {
    key: 'push-up-bars',
    category: 'gear',
    shape: 'dumbbell',
    name: { zhTW: '伏地挺身支架', en: 'Push-Up Bars' },
    subtitle: { zhTW: '減少手腕壓力，動作幅度更深', en: 'Less wrist strain, deeper range' },
    description: {
      zhTW: '握把墊高讓手腕保持中立，做伏地挺身時胸口可下得更深，底部防滑不移位。',
      en: 'Raised handles keep your wrists neutral and let your chest go deeper on every push-up. The feet stay put.',
    },
    highlights: [
      { zhTW: '人體工學海綿握把', en: 'Ergonomic foam grips' },
      { zhTW: '承重 120 公斤', en: 'Holds 120 kg' },
      { zhTW: '可拆裝好收納', en: 'Comes apart for storage' },
    ],
    listPrice: 450,
    salePrice: 390,
    specs: [colours(black)],
    keywords: ['伏地挺身', '胸肌'],
    addOnPrice: 299,
  },
  {
    key: 'massage-gun',
    category: 'gear',
    shape: 'massage-gun',
    name: { zhTW: '迷你筋膜按摩槍', en: 'Mini Massage Gun' },
    subtitle: { zhTW: '手掌大小，健身包裡的隨身按摩師', en: 'Palm-sized: a massage therapist in your gym bag' },
    description: {
      zhTW: '僅 400 公克，五段力道與四種按摩頭，運動前喚醒肌肉、運動後加速放鬆。',
      en: 'Only 400 g, with five intensities and four heads to wake muscles up before training and speed recovery after.',
    },
    highlights: [
      { zhTW: '45 分貝靜音馬達', en: 'Quiet 45 dB motor' },
      { zhTW: '續航 6 小時', en: 'Six hours per charge' },
      { zhTW: '附收納硬殼包', en: 'Hard carry case' },
    ],
    listPrice: 3980,
    salePrice: 2980,
    specs: [colours(black, sand, sage)],
    keywords: ['按摩槍', '筋膜槍', '放鬆'],
  },
  {
    key: 'medicine-ball',
    category: 'gear',
    shape: 'ball',
    name: { zhTW: '防滑藥球', en: 'Grip Medicine Ball' },
    subtitle: { zhTW: '爆發力與核心旋轉訓練', en: 'For power and rotational core work' },
    description: {
      zhTW: '橡膠外殼壓紋止滑，適合拋接、俄羅斯轉體與深蹲推舉等功能性訓練。',
      en: 'A textured rubber shell that stays in your hands through throws, Russian twists and squat-to-press work.',
    },
    highlights: [
      { zhTW: '可彈跳設計', en: 'Designed to bounce' },
      { zhTW: '耐摔耐磨', en: 'Tough and abrasion resistant' },
      { zhTW: '多種重量', en: 'Several weights' },
    ],
    listPrice: 650,
    specs: [{ name: WEIGHT, values: kilograms([3, 5, 7, 9], 60) }],
    keywords: ['藥球', '爆發力', '核心'],
  },
  {
    key: 'hand-grip',
    category: 'gear',
    shape: 'glove',
    name: { zhTW: '可調式握力器', en: 'Adjustable Hand Gripper' },
    subtitle: { zhTW: '10 到 40 公斤，辦公室也能練', en: '10 to 40 kg, trainable at your desk' },
    description: {
      zhTW: '旋鈕調整阻力，訓練握力與前臂，對攀岩、重訓與網球都有幫助。',
      en: 'Turn the dial to set resistance and build grip and forearm strength for climbing, lifting and tennis.',
    },
    highlights: [
      { zhTW: '阻力 10–40 公斤', en: '10–40 kg resistance' },
      { zhTW: '防滑矽膠握把', en: 'Non-slip silicone grip' },
      { zhTW: '附計數器', en: 'Built-in counter' },
    ],
    listPrice: 299,
    specs: [colours(black, coral)],
    keywords: ['握力器', '前臂'],
    addOnPrice: 199,
  },
  {
    key: 'balance-board',
    category: 'gear',
    shape: 'block',
    name: { zhTW: '木製平衡板', en: 'Wooden Balance Board' },
    subtitle: { zhTW: '強化腳踝穩定與核心控制', en: 'Builds ankle stability and core control' },
    description: {
      zhTW: '台灣檜木合板搭配止滑面，站著工作、刷牙時都能順便練平衡。',
      en: 'Taiwanese plywood with a grippy top: train your balance while you brush your teeth or stand at your desk.',
    },
    highlights: [
      { zhTW: '承重 150 公斤', en: 'Holds 150 kg' },
      { zhTW: '兩種難度底座', en: 'Two difficulty bases' },
      { zhTW: '台灣製造', en: 'Made in Taiwan' },
    ],
    listPrice: 1680,
    salePrice: 1480,
    specs: [colours(sand)],
    keywords: ['平衡板', '核心', '腳踝'],
  },
  // ─── Clothing ───────────────────────────────────────────────────────────────────────────
  {
    key: 'high-rise-leggings',
    category: 'clothing',
    shape: 'bottoms',
    name: { zhTW: '女款高腰裸感緊身褲', en: "Women's High-Rise Barely-There Leggings" },
    subtitle: { zhTW: '深蹲不透，彷彿沒穿', en: 'Squat-proof, and you will forget you have them on' },
    description: {
      zhTW: '四向彈性布料柔軟親膚，高腰設計包覆腹部，側邊口袋放得下手機，瑜珈、跑步都適合。',
      en: 'Soft four-way stretch fabric, a high waistband that holds you in, and a side pocket for your phone. For yoga and running alike.',
    },
    highlights: [
      { zhTW: '深蹲不透光測試', en: 'Squat-tested opacity' },
      { zhTW: '吸濕排汗快乾', en: 'Wicks sweat and dries fast' },
      { zhTW: '側邊手機口袋', en: 'Side phone pocket' },
    ],
    listPrice: 1680,
    salePrice: 1280,
    specs: [colours(black, navy, sage, lilac), { name: SIZE, values: APPAREL_SIZES }],
    keywords: ['緊身褲', '瑜珈褲', 'leggings'],
  },
  {
    key: 'sports-bra',
    category: 'clothing',
    shape: 'top',
    name: { zhTW: '女款中強度運動內衣', en: "Women's Medium-Support Sports Bra" },
    subtitle: { zhTW: '交叉美背，跳躍也穩定', en: 'Cross-back design that stays put through jumps' },
    description: {
      zhTW: '一體成型無鋼圈，可拆式胸墊，適合有氧、飛輪與重訓等中強度運動。',
      en: 'Seamless and wire-free with removable pads, made for cardio, cycling and strength sessions.',
    },
    highlights: [
      { zhTW: '可拆式胸墊', en: 'Removable pads' },
      { zhTW: '寬版下圍不勒', en: 'Wide band that never digs in' },
      { zhTW: '透氣網布拼接', en: 'Breathable mesh panels' },
    ],
    listPrice: 1280,
    salePrice: 990,
    specs: [colours(black, coral, lilac), { name: SIZE, values: APPAREL_SIZES }],
    keywords: ['運動內衣', 'bra'],
  },
  {
    key: 'quick-dry-tee',
    category: 'clothing',
    shape: 'top',
    name: { zhTW: '男款涼感速乾短袖', en: "Men's Cooling Quick-Dry Tee" },
    subtitle: { zhTW: '台灣夏天也清爽', en: 'Stays fresh through a Taiwanese summer' },
    description: {
      zhTW: '涼感紗搭配蜂巢透氣結構，汗水快速擴散蒸發，剪裁修身但不緊繃。',
      en: 'Cooling yarn in a honeycomb weave spreads sweat so it evaporates fast, in a trim cut that never feels tight.',
    },
    highlights: [
      { zhTW: '接觸涼感 Q-max 0.2 以上', en: 'Cool-touch Q-max above 0.2' },
      { zhTW: '抗 UV UPF 30', en: 'UPF 30 sun protection' },
      { zhTW: '反光標誌，夜跑更安全', en: 'Reflective logo for night runs' },
    ],
    listPrice: 890,
    salePrice: 690,
    specs: [colours(black, navy, grey), { name: SIZE, values: APPAREL_SIZES }],
    keywords: ['運動上衣', '速乾', 'T恤'],
  },
  {
    key: 'training-shorts',
    category: 'clothing',
    shape: 'bottoms',
    name: { zhTW: '男款二合一訓練短褲', en: "Men's 2-in-1 Training Shorts" },
    subtitle: { zhTW: '內搭緊身褲，深蹲跑步不走光', en: 'A built-in liner for squats and sprints' },
    description: {
      zhTW: '外層輕量梭織、內層彈性緊身褲，附拉鍊口袋與毛巾扣環，一件搞定重訓與跑步。',
      en: 'A light woven shell over a stretch liner, with a zip pocket and towel loop. One pair for lifting and running.',
    },
    highlights: [
      { zhTW: '7 吋褲長', en: '7-inch inseam' },
      { zhTW: '拉鍊口袋', en: 'Zip pocket' },
      { zhTW: '內層抗菌處理', en: 'Antibacterial liner' },
    ],
    listPrice: 1080,
    specs: [colours(black, navy), { name: SIZE, values: APPAREL_SIZES }],
    keywords: ['運動短褲', '訓練褲'],
  },
  {
    key: 'wind-jacket',
    category: 'clothing',
    shape: 'top',
    name: { zhTW: '輕量防潑水風衣外套', en: 'Packable Water-Repellent Jacket' },
    subtitle: { zhTW: '可收進口袋，午後雷陣雨不怕', en: 'Packs into its pocket, ready for afternoon showers' },
    description: {
      zhTW: '僅 160 公克，防潑水布料擋風擋小雨，背部透氣開口避免悶熱，晨跑與登山都實用。',
      en: 'Only 160 g. Water-repellent fabric stops wind and drizzle, and a vented back keeps you cool on morning runs and hikes.',
    },
    highlights: [
      { zhTW: '耐水壓 5,000 mm', en: '5,000 mm water resistance' },
      { zhTW: '可收納成隨身包', en: 'Stows in its own pocket' },
      { zhTW: '360 度反光條', en: '360° reflective trim' },
    ],
    listPrice: 2280,
    salePrice: 1780,
    specs: [colours(black, sage, coral), { name: SIZE, values: APPAREL_SIZES }],
    keywords: ['外套', '防潑水', '風衣'],
  },
  {
    key: 'seamless-tank',
    category: 'clothing',
    shape: 'top',
    name: { zhTW: '無縫運動背心', en: 'Seamless Training Tank' },
    subtitle: { zhTW: '無縫織法不摩擦', en: 'Seamless knit, zero chafing' },
    description: {
      zhTW: '一體無縫針織，透氣孔眼分布在容易出汗的部位，輕盈貼身不黏膩。',
      en: 'Knitted in one piece with vent zones where you sweat most. Light and close without clinging.',
    },
    highlights: [
      { zhTW: '無縫不摩擦', en: 'No seams to rub' },
      { zhTW: '分區透氣', en: 'Zoned ventilation' },
      { zhTW: '男女皆宜', en: 'Unisex fit' },
    ],
    listPrice: 780,
    specs: [colours(black, grey, sage), { name: SIZE, values: APPAREL_SIZES }],
    keywords: ['背心', '無縫'],
  },
  {
    key: 'compression-sleeves',
    category: 'clothing',
    shape: 'bottoms',
    name: { zhTW: '漸進式壓縮小腿套', en: 'Graduated Compression Calf Sleeves' },
    subtitle: { zhTW: '長跑後腿不再沉重', en: 'Lighter legs after long runs' },
    description: {
      zhTW: '由腳踝往上漸進減壓，促進循環、減少肌肉震動，馬拉松跑者的標準配備。',
      en: 'Pressure that eases from ankle to knee aids circulation and damps muscle vibration. Standard kit for marathoners.',
    },
    highlights: [
      { zhTW: '醫療級漸進壓力', en: 'Medical-grade graduated pressure' },
      { zhTW: '透氣速乾', en: 'Breathable and quick drying' },
      { zhTW: '一雙入', en: 'Sold as a pair' },
    ],
    listPrice: 980,
    salePrice: 780,
    specs: [colours(black, navy), { name: SIZE, values: APPAREL_SIZES.slice(0, 3) }],
    keywords: ['壓縮', '小腿套', '馬拉松'],
  },
  {
    key: 'sports-socks',
    category: 'clothing',
    shape: 'bottoms',
    name: { zhTW: '足弓加壓運動襪 3 入', en: 'Arch-Support Sports Socks (3 pairs)' },
    subtitle: { zhTW: '毛巾底緩衝，久站久跑不磨腳', en: 'Terry cushioning for long runs and long days' },
    description: {
      zhTW: '腳底毛圈緩衝、足弓彈性加壓，抗菌除臭紗線，一次三雙輪替穿。',
      en: 'Terry-loop soles, an elastic arch band and odour-fighting yarn, three pairs to rotate.',
    },
    highlights: [
      { zhTW: '抗菌除臭', en: 'Antibacterial and odour resistant' },
      { zhTW: '足弓支撐', en: 'Arch support' },
      { zhTW: '台灣製造', en: 'Made in Taiwan' },
    ],
    listPrice: 450,
    salePrice: 399,
    specs: [
      colours(black, { zhTW: '白色', en: 'White' }),
      {
        name: SIZE,
        values: [
          { label: { zhTW: 'M（22–25 cm）', en: 'M (22–25 cm)' } },
          { label: { zhTW: 'L（25–28 cm）', en: 'L (25–28 cm)' } },
        ],
      },
    ],
    keywords: ['運動襪', '襪子'],
    addOnPrice: 299,
  },
  {
    key: 'fleece-hoodie',
    category: 'clothing',
    shape: 'top',
    name: { zhTW: '內刷毛連帽上衣', en: 'Brushed Fleece Hoodie' },
    subtitle: { zhTW: '訓練前後保暖，平常穿也好看', en: 'Warm before and after training, good-looking anywhere' },
    description: {
      zhTW: '內層細緻刷毛柔軟保暖，落肩寬鬆版型，袖口與下擺羅紋收邊不透風。',
      en: 'Soft brushed fleece inside, a relaxed dropped-shoulder fit and ribbed cuffs and hem that keep the draught out.',
    },
    highlights: [
      { zhTW: '380 g/m² 厚磅棉料', en: 'Heavyweight 380 g/m² cotton' },
      { zhTW: '袋鼠口袋', en: 'Kangaroo pocket' },
      { zhTW: '水洗不變形', en: 'Keeps its shape in the wash' },
    ],
    listPrice: 1580,
    specs: [colours(grey, black, sand), { name: SIZE, values: APPAREL_SIZES }],
    keywords: ['帽T', '連帽上衣', '刷毛'],
  },
  // ─── Accessories ────────────────────────────────────────────────────────────────────────
  {
    key: 'insulated-bottle',
    category: 'accessories',
    shape: 'bottle',
    name: { zhTW: '不鏽鋼保冰運動水壺 750 ml', en: 'Insulated Steel Sports Bottle 750 ml' },
    subtitle: { zhTW: '保冰 24 小時，單手彈蓋', en: 'Ice-cold for 24 hours, one-hand flip lid' },
    description: {
      zhTW: '316 不鏽鋼真空雙層，冰塊放一整天不融化，彈蓋吸管設計運動中喝水不用停。',
      en: 'Double-walled 316 steel keeps ice frozen all day, and the flip straw lid lets you drink without stopping.',
    },
    highlights: [
      { zhTW: '316 醫療級不鏽鋼', en: '316 medical-grade steel' },
      { zhTW: '保冰 24 小時／保溫 12 小時', en: 'Cold 24 h / hot 12 h' },
      { zhTW: '可放入一般車用杯架', en: 'Fits car cup holders' },
    ],
    listPrice: 890,
    salePrice: 690,
    specs: [colours(black, sage, lilac, coral)],
    keywords: ['水壺', '保冰', 'bottle'],
    addOnPrice: 490,
  },
  {
    key: 'shaker',
    category: 'accessories',
    shape: 'bottle',
    name: { zhTW: '分層乳清搖搖杯', en: 'Two-Compartment Protein Shaker' },
    subtitle: { zhTW: '粉與水分開帶，練完馬上喝', en: 'Carry powder and water apart, drink the moment you finish' },
    description: {
      zhTW: '底部旋轉分層盒可裝一份蛋白粉或營養品，彈簧攪拌球打散不結塊，Tritan 材質無雙酚 A。',
      en: 'A twist-off base holds a scoop of protein or supplements, the spring whisk kills the lumps, and the Tritan body is BPA-free.',
    },
    highlights: [
      { zhTW: '700 ml 容量', en: '700 ml capacity' },
      { zhTW: '防漏扣蓋', en: 'Leak-proof lid' },
      { zhTW: '可用洗碗機', en: 'Dishwasher safe' },
    ],
    listPrice: 390,
    salePrice: 329,
    specs: [colours(black, { zhTW: '透明', en: 'Clear' })],
    keywords: ['搖搖杯', '乳清', 'shaker'],
    addOnPrice: 249,
  },
  {
    key: 'cooling-towel',
    category: 'accessories',
    shape: 'towel',
    name: { zhTW: '瞬間涼感運動毛巾', en: 'Instant Cooling Sports Towel' },
    subtitle: { zhTW: '沾濕甩一甩，立刻降溫', en: 'Wet it, snap it, feel it cool' },
    description: {
      zhTW: '特殊纖維結構加速水分蒸發，表面溫度可降低 5 度，戶外跑步、登山與球場必備。',
      en: 'A fibre structure that speeds evaporation drops the surface temperature by up to 5 °C. Essential for outdoor runs, hikes and courts.',
    },
    highlights: [
      { zhTW: '可重複使用', en: 'Reusable' },
      { zhTW: '附收納罐', en: 'Comes in a carry tube' },
      { zhTW: '抗 UV', en: 'UV protective' },
    ],
    listPrice: 350,
    salePrice: 290,
    specs: [colours(navy, coral, sage)],
    keywords: ['涼感毛巾', '毛巾', '降溫'],
    addOnPrice: 199,
  },
  {
    key: 'lifting-gloves',
    category: 'accessories',
    shape: 'glove',
    name: { zhTW: '護腕重訓手套', en: 'Wrist-Wrap Lifting Gloves' },
    subtitle: { zhTW: '防繭防滑，護腕加強支撐', en: 'No calluses, no slipping, extra wrist support' },
    description: {
      zhTW: '掌心矽膠防滑，露指設計不悶熱，加長護腕魔鬼氈可調整鬆緊。',
      en: 'Silicone grip palms, open fingers that stay cool and a long wrist wrap you can tighten as needed.',
    },
    highlights: [
      { zhTW: '掌心加厚', en: 'Padded palm' },
      { zhTW: '透氣網布', en: 'Breathable mesh' },
      { zhTW: '易穿脫拉環', en: 'Pull tabs for easy removal' },
    ],
    listPrice: 590,
    specs: [colours(black), { name: SIZE, values: APPAREL_SIZES.slice(0, 3) }],
    keywords: ['手套', '重訓手套'],
    addOnPrice: 390,
  },
  {
    key: 'lifting-belt',
    category: 'accessories',
    shape: 'band',
    name: { zhTW: '快扣式舉重腰帶', en: 'Quick-Release Lifting Belt' },
    subtitle: { zhTW: '大重量深蹲硬舉的穩定核心', en: 'A stable core for heavy squats and deadlifts' },
    description: {
      zhTW: '10 公分寬尼龍腰帶與快扣設計，組間快速鬆開，提高腹內壓、保護下背。',
      en: 'A 10 cm nylon belt with a quick-release buckle you can loosen between sets. It raises intra-abdominal pressure to protect your lower back.',
    },
    highlights: [
      { zhTW: '快扣設計，一秒鬆緊', en: 'One-second quick release' },
      { zhTW: '10 公分寬', en: '10 cm wide' },
      { zhTW: '耐重 250 公斤', en: 'Tested to 250 kg' },
    ],
    listPrice: 1180,
    salePrice: 980,
    specs: [{ name: SIZE, values: APPAREL_SIZES }],
    keywords: ['舉重腰帶', '護腰', '深蹲'],
  },
  {
    key: 'running-armband',
    category: 'accessories',
    shape: 'band',
    name: { zhTW: '可觸控跑步手機臂套', en: 'Touchscreen Running Armband' },
    subtitle: { zhTW: '6.9 吋手機也放得下', en: 'Fits phones up to 6.9 inches' },
    description: {
      zhTW: '萊卡彈性布料貼合手臂不晃動，透明視窗可直接觸控，附鑰匙收納袋。',
      en: 'Stretch Lycra hugs your arm without bouncing, the clear window works with touch, and there is a key pocket too.',
    },
    highlights: [
      { zhTW: '可觸控視窗', en: 'Touch-through window' },
      { zhTW: '耳機孔設計', en: 'Headphone port' },
      { zhTW: '反光條', en: 'Reflective strip' },
    ],
    listPrice: 390,
    specs: [colours(black, coral)],
    keywords: ['臂套', '跑步', '手機'],
    addOnPrice: 290,
  },
  {
    key: 'gym-duffel',
    category: 'accessories',
    shape: 'bag',
    name: { zhTW: '乾濕分離健身包', en: 'Wet-Dry Gym Duffel' },
    subtitle: { zhTW: '獨立鞋袋，下班直接去運動', en: 'Separate shoe compartment: straight from work to the gym' },
    description: {
      zhTW: '40 公升容量，底部獨立鞋倉，內附防水濕衣袋，可手提、可肩背，也能套在行李箱拉桿上。',
      en: 'Forty litres with a separate shoe bay and a waterproof wet pocket. Carry it by hand, on your shoulder or over a suitcase handle.',
    },
    highlights: [
      { zhTW: '乾濕分離設計', en: 'Wet-dry separation' },
      { zhTW: '獨立鞋倉', en: 'Shoe compartment' },
      { zhTW: '行李箱固定帶', en: 'Trolley sleeve' },
    ],
    listPrice: 1980,
    salePrice: 1580,
    specs: [colours(black, grey, sage)],
    keywords: ['健身包', '旅行袋', '運動包'],
  },
  {
    key: 'body-composition-scale',
    category: 'accessories',
    shape: 'scale',
    name: { zhTW: '智慧體脂計', en: 'Smart Body-Composition Scale' },
    subtitle: { zhTW: '13 項身體數據，自動同步 App', en: 'Thirteen body metrics, synced to the app' },
    description: {
      zhTW: '量測體重、體脂率、肌肉量與基礎代謝等 13 項數據，Wi-Fi 與藍牙雙模自動上傳，全家人可共用。',
      en: 'Measures weight, body fat, muscle mass, basal metabolism and more, uploads over Wi-Fi or Bluetooth, and recognises every member of the family.',
    },
    highlights: [
      { zhTW: '13 項身體組成數據', en: 'Thirteen body-composition metrics' },
      { zhTW: '最多支援 16 位使用者', en: 'Up to 16 users' },
      { zhTW: '強化玻璃面板', en: 'Tempered glass top' },
    ],
    listPrice: 1990,
    salePrice: 1490,
    specs: [colours(black, { zhTW: '白色', en: 'White' })],
    keywords: ['體脂計', '體重計', '智慧'],
  },
  {
    key: 'heart-rate-strap',
    category: 'accessories',
    shape: 'band',
    name: { zhTW: '胸帶式心率監測器', en: 'Chest-Strap Heart-Rate Monitor' },
    subtitle: { zhTW: '心電級準確，間歇訓練更精準', en: 'ECG-grade accuracy for sharper interval training' },
    description: {
      zhTW: '支援藍牙與 ANT+，可同時連線手錶、飛輪與 WellFit App，即時顯示心率區間。',
      en: 'Bluetooth and ANT+ connect it to your watch, bike and the WellFit app at once, with live heart-rate zones.',
    },
    highlights: [
      { zhTW: '防水 IP67', en: 'IP67 waterproof' },
      { zhTW: '電池續航 400 小時', en: '400-hour battery' },
      { zhTW: '柔軟可水洗胸帶', en: 'Soft washable strap' },
    ],
    listPrice: 2480,
    specs: [colours(black)],
    keywords: ['心率帶', '心率', '間歇訓練'],
  },
  {
    key: 'sweat-headband',
    category: 'accessories',
    shape: 'towel',
    name: { zhTW: '吸汗運動髮帶 2 入', en: 'Sweat-Wicking Headbands (2)' },
    subtitle: { zhTW: '汗水不滴眼，髮絲不亂飄', en: 'No sweat in your eyes, no hair in your face' },
    description: {
      zhTW: '彈性毛巾布內裡快速吸汗，內側矽膠條防滑，瑜珈、跑步與球類運動都適用。',
      en: 'A stretchy terry lining soaks up sweat and a silicone strip stops slipping, for yoga, running and court sports.',
    },
    highlights: [
      { zhTW: '兩入一組', en: 'Pack of two' },
      { zhTW: '防滑矽膠條', en: 'Silicone grip strip' },
      { zhTW: '可機洗', en: 'Machine washable' },
    ],
    listPrice: 299,
    salePrice: 249,
    specs: [colours(black, lilac, sage)],
    keywords: ['髮帶', '頭帶', '吸汗'],
    addOnPrice: 149,
  },
];

/**
 * Small free gifts that come with a purchase (SPEC §3 cart item type "bonus"): they are
 * products in their own right, never sold alone.
 */
export const BONUS_GIFT_TEMPLATES: readonly ProductTemplate[] = [
  {
    key: 'gift-towel',
    category: 'accessories',
    shape: 'towel',
    name: { zhTW: '【贈品】WellFit 運動毛巾', en: '[Gift] WellFit Sports Towel' },
    subtitle: { zhTW: '滿額贈品，送完為止', en: 'Free with qualifying orders, while stocks last' },
    description: { zhTW: '超細纖維快乾毛巾，30 × 100 公分。', en: 'A quick-drying microfibre towel, 30 × 100 cm.' },
    highlights: [{ zhTW: '快乾', en: 'Quick drying' }],
    listPrice: 290,
    specs: [colours(navy)],
    keywords: ['贈品'],
  },
  {
    key: 'gift-drawstring-bag',
    category: 'accessories',
    shape: 'bag',
    name: { zhTW: '【贈品】WellFit 束口後背袋', en: '[Gift] WellFit Drawstring Bag' },
    subtitle: { zhTW: '滿額贈品，送完為止', en: 'Free with qualifying orders, while stocks last' },
    description: {
      zhTW: '輕量防潑水束口袋，裝鞋、裝衣服都好用。',
      en: 'A light water-repellent drawstring bag for shoes or clothes.',
    },
    highlights: [{ zhTW: '防潑水', en: 'Water repellent' }],
    listPrice: 350,
    specs: [colours(black)],
    keywords: ['贈品'],
  },
  {
    key: 'gift-mini-band',
    category: 'gear',
    shape: 'band',
    name: { zhTW: '【贈品】迷你彈力圈', en: '[Gift] Mini Loop Band' },
    subtitle: { zhTW: '滿額贈品，送完為止', en: 'Free with qualifying orders, while stocks last' },
    description: {
      zhTW: '中等阻力乳膠迷你彈力圈，熱身啟動臀肌。',
      en: 'A medium-resistance latex mini band to switch on your glutes in warm-ups.',
    },
    highlights: [{ zhTW: '中等阻力', en: 'Medium resistance' }],
    listPrice: 150,
    specs: [colours(coral)],
    keywords: ['贈品'],
  },
  {
    key: 'gift-bottle',
    category: 'accessories',
    shape: 'bottle',
    name: { zhTW: '【贈品】Tritan 隨手瓶 500 ml', en: '[Gift] Tritan Bottle 500 ml' },
    subtitle: { zhTW: '滿額贈品，送完為止', en: 'Free with qualifying orders, while stocks last' },
    description: { zhTW: '無雙酚 A Tritan 材質，輕巧好攜帶。', en: 'BPA-free Tritan, light and easy to carry.' },
    highlights: [{ zhTW: '無雙酚 A', en: 'BPA-free' }],
    listPrice: 250,
    specs: [colours({ zhTW: '透明', en: 'Clear' })],
    keywords: ['贈品'],
  },
];

/** Brand lines that turn one template into many distinct products at larger scales. */
export const PRODUCT_BRANDS: readonly Bilingual[] = [
  { zhTW: 'WellFit', en: 'WellFit' },
  { zhTW: 'IronPeak', en: 'IronPeak' },
  { zhTW: 'ZenFlow', en: 'ZenFlow' },
  { zhTW: '動力坊', en: 'MotionLab' },
  { zhTW: 'FitCore', en: 'FitCore' },
  { zhTW: '山嵐', en: 'Mistpeak' },
];

export const PRODUCT_EDITIONS: readonly Bilingual[] = [
  { zhTW: '', en: '' },
  { zhTW: 'Pro 版', en: 'Pro' },
  { zhTW: '輕量版', en: 'Lite' },
  { zhTW: '2026 新款', en: '2026 Edition' },
  { zhTW: '限定色', en: 'Limited Colour' },
  { zhTW: '家庭組', en: 'Family Pack' },
  { zhTW: '旗艦版', en: 'Flagship' },
  { zhTW: '經典款', en: 'Classic' },
];
