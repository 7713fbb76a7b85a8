import type { Bilingual } from '../localised-text.ts';

export interface ArticleSection {
  heading: Bilingual;
  paragraph: Bilingual;
}

export interface ArticleCategoryEntry {
  key: string;
  name: Bilingual;
  /** Author shown on articles of this category (articles.author is one plain string). */
  author: string;
  palette: readonly [string, string];
  /** Sections an article body draws from, after its own lead paragraph. */
  sections: readonly ArticleSection[];
  articles: ReadonlyArray<{ title: Bilingual; subtitle: Bilingual; lead: Bilingual }>;
}

/** Health articles (SPEC §3 Article) in five categories, twelve each: the sixty of scale 1. */
export const ARTICLE_CATEGORIES: readonly ArticleCategoryEntry[] = [
  {
    key: 'training',
    name: { zhTW: '運動訓練', en: 'Training' },
    author: '陳冠宏 Kevin Chen',
    palette: ['#135e9f', '#39a0d8'],
    sections: [
      {
        heading: { zhTW: '先求動作正確，再求重量', en: 'Form first, load second' },
        paragraph: {
          zhTW: '多數運動傷害來自代償：膝蓋內夾、下背拱起、聳肩發力。每個新動作先用輕重量或徒手練習，錄影檢查角度，等動作穩定後再逐步加重，進步反而更快。',
          en: 'Most training injuries come from compensation: knees caving in, a rounded lower back, shrugging through a lift. Practise each new movement light or unloaded, film yourself to check the angles, and add weight only once it is steady. You will progress faster, not slower.',
        },
      },
      {
        heading: { zhTW: '漸進超負荷是進步的關鍵', en: 'Progressive overload drives progress' },
        paragraph: {
          zhTW: '身體只會適應你給它的挑戰。每週在重量、次數、組數或休息時間其中一項做小幅調整，例如多做 1 下或加 1 公斤，長期累積就是明顯的進步。',
          en: 'Your body adapts only to the challenge you give it. Each week, nudge one variable (weight, reps, sets or rest), say one more rep or one more kilo, and over months the small steps add up to obvious progress.',
        },
      },
      {
        heading: { zhTW: '安排休息日', en: 'Plan your rest days' },
        paragraph: {
          zhTW: '肌肉是在休息時修復與成長的。同一個肌群建議間隔 48 小時再訓練，一週至少安排一天完全休息或只做伸展、散步等低強度活動。',
          en: 'Muscles repair and grow while you rest. Leave 48 hours before training the same muscle group again, and keep at least one day a week fully off or limited to stretching and easy walks.',
        },
      },
      {
        heading: { zhTW: '熱身不能省', en: 'Never skip the warm-up' },
        paragraph: {
          zhTW: '5 到 10 分鐘的動態熱身能提高肌肉溫度與關節活動度，例如開合跳、弓步轉體與徒手深蹲，讓身體準備好迎接正式訓練。',
          en: 'Five to ten minutes of dynamic warm-up raises muscle temperature and joint range, with moves such as jumping jacks, lunges with a twist and bodyweight squats, so your body is ready for the real work.',
        },
      },
      {
        heading: { zhTW: '記錄訓練，才看得見進步', en: 'Log your training to see progress' },
        paragraph: {
          zhTW: '把每次的動作、重量與感受寫下來，或用 WellFit App 自動記錄。當你覺得停滯時，回頭看三個月前的紀錄，往往會發現自己已經進步很多。',
          en: 'Write down each exercise, weight and how it felt, or let the WellFit app log it for you. When you feel stuck, look back three months and you will usually find you have come a long way.',
        },
      },
    ],
    articles: [
      {
        title: { zhTW: '新手重訓第一週該怎麼練？', en: 'Your first week of strength training' },
        subtitle: { zhTW: '三個動作、兩次訓練，從零開始', en: 'Three moves, two sessions, starting from zero' },
        lead: {
          zhTW: '第一次走進重訓區難免緊張。其實新手只需要深蹲、划船與推舉三個動作，每週兩次，就能打好基礎。',
          en: 'Walking into the weights area for the first time is daunting. A beginner needs only squats, rows and presses, twice a week, to lay a solid foundation.',
        },
      },
      {
        title: { zhTW: '深蹲膝蓋可以超過腳尖嗎？', en: 'Can your knees go past your toes in a squat?' },
        subtitle: { zhTW: '破解流傳多年的健身迷思', en: 'Busting a long-running gym myth' },
        lead: {
          zhTW: '「膝蓋不能超過腳尖」是健身房最常聽到的提醒之一，但研究顯示，刻意限制膝蓋反而會增加下背壓力。',
          en: '"Keep your knees behind your toes" is one of the most common gym cues, yet research shows that restricting the knees shifts stress onto the lower back instead.',
        },
      },
      {
        title: { zhTW: '在家沒器材也能練出肌肉', en: 'Building muscle at home with no equipment' },
        subtitle: { zhTW: '自體重量訓練的進階技巧', en: 'Advanced tricks for bodyweight training' },
        lead: {
          zhTW: '沒有啞鈴也別擔心。放慢速度、單側訓練與增加停留時間，都能讓徒手動作變得有挑戰性。',
          en: 'No dumbbells? No problem. Slower tempos, single-side work and longer holds all make bodyweight moves challenging.',
        },
      },
      {
        title: { zhTW: '壺鈴擺盪常見的五個錯誤', en: 'Five common kettlebell swing mistakes' },
        subtitle: { zhTW: '用對髖部，才不會傷到腰', en: 'Use your hips, spare your back' },
        lead: {
          zhTW: '壺鈴擺盪是效率極高的全身動作，但用手臂甩、蹲太低或彎腰都會讓效果打折，甚至造成下背疼痛。',
          en: 'The kettlebell swing is a hugely efficient full-body move, but arm-swinging, squatting too low or rounding your back blunts it and can hurt your lower back.',
        },
      },
      {
        title: { zhTW: '一週要練幾次才有效？', en: 'How many sessions a week actually work?' },
        subtitle: { zhTW: '依目標安排訓練頻率', en: 'Set your training frequency by goal' },
        lead: {
          zhTW: '想增肌、減脂或只是保持健康，適合的訓練頻率都不同。關鍵在於能長期維持，而不是一開始就練到筋疲力盡。',
          en: 'Muscle gain, fat loss and general health each call for a different frequency. What matters is a schedule you can keep, not one that exhausts you in week one.',
        },
      },
      {
        title: { zhTW: '跑步前該做靜態伸展嗎？', en: 'Should you stretch statically before a run?' },
        subtitle: { zhTW: '動態熱身才是正解', en: 'Dynamic warm-ups are the answer' },
        lead: {
          zhTW: '跑前拉筋拉很久，反而可能讓肌肉暫時變得無力。跑前做動態熱身、跑後再靜態伸展，才是比較好的順序。',
          en: 'Long static stretches before a run can temporarily weaken muscles. Warm up dynamically before and save the static stretching for after.',
        },
      },
      {
        title: { zhTW: '飛輪課的正確騎乘姿勢', en: 'Getting your spin bike posture right' },
        subtitle: { zhTW: '座椅高度決定你的膝蓋壽命', en: "Your saddle height decides your knees' future" },
        lead: {
          zhTW: '座椅太低會讓膝蓋承受過多壓力，太高則容易骨盆左右晃動。調整到踩到最低點時膝蓋微彎約 25 度最理想。',
          en: 'A saddle too low overloads your knees; too high and your hips rock. Aim for about 25 degrees of knee bend at the bottom of the stroke.',
        },
      },
      {
        title: { zhTW: '核心訓練不只是練腹肌', en: 'Core training is more than abs' },
        subtitle: { zhTW: '認識深層核心肌群', en: 'Meet your deep core muscles' },
        lead: {
          zhTW: '核心包括腹橫肌、多裂肌、橫膈膜與骨盆底肌，它們負責穩定脊椎。只做捲腹，練不到真正重要的部分。',
          en: 'Your core includes the transverse abdominis, multifidus, diaphragm and pelvic floor, which stabilise the spine. Crunches alone miss the parts that matter most.',
        },
      },
      {
        title: { zhTW: '間歇訓練真的比較燃脂嗎？', en: 'Does interval training really burn more fat?' },
        subtitle: { zhTW: 'HIIT 與慢跑的比較', en: 'HIIT versus steady jogging' },
        lead: {
          zhTW: '高強度間歇訓練以短時間、高效率著稱，但它不一定適合每個人。了解兩者差異，才能選擇適合自己的方式。',
          en: 'HIIT is famous for being short and efficient, but it is not for everyone. Understand the differences and choose what suits you.',
        },
      },
      {
        title: { zhTW: '女生重訓會變金剛芭比嗎？', en: 'Will lifting make women bulky?' },
        subtitle: { zhTW: '荷爾蒙告訴你答案', en: 'Your hormones have the answer' },
        lead: {
          zhTW: '許多女性擔心重訓會讓身材變壯，但女性的睪固酮濃度約只有男性的十分之一，重訓帶來的多半是緊實線條。',
          en: "Many women worry lifting will make them bulky, but women have around a tenth of men's testosterone. What lifting usually brings is a firmer shape.",
        },
      },
      {
        title: { zhTW: '跳繩一天幾下才有效？', en: 'How much jump rope is enough?' },
        subtitle: { zhTW: '從 500 下開始的跳繩計畫', en: 'A jump rope plan that starts at 500' },
        lead: {
          zhTW: '跳繩是最省空間的有氧運動。新手從每天 500 下、分 5 組開始，兩週後再逐步增加，比一次硬跳更安全。',
          en: 'Jump rope is the most space-efficient cardio there is. Start with 500 a day in five sets and build after two weeks; it is safer than forcing it all at once.',
        },
      },
      {
        title: { zhTW: '運動後肌肉痠痛怎麼辦？', en: 'What to do about post-workout soreness' },
        subtitle: { zhTW: '延遲性肌肉痠痛完整解析', en: 'Delayed-onset muscle soreness explained' },
        lead: {
          zhTW: '運動後一到兩天出現的痠痛稱為延遲性肌肉痠痛，是肌肉適應新刺激的正常反應，輕度活動反而有助恢復。',
          en: 'Soreness a day or two after training is delayed-onset muscle soreness, a normal sign of muscles adapting. Light activity actually helps it pass.',
        },
      },
    ],
  },
  {
    key: 'nutrition',
    name: { zhTW: '營養飲食', en: 'Nutrition' },
    author: 'WellFit 營養師團隊',
    palette: ['#0f8b6d', '#5cc9a7'],
    sections: [
      {
        heading: { zhTW: '蛋白質分配在三餐', en: 'Spread protein across meals' },
        paragraph: {
          zhTW: '與其晚餐一次吃很多肉，不如把蛋白質平均分配在三餐，每餐約 20 到 30 克，例如早餐一杯無糖豆漿加蛋、午餐一份雞胸或豆腐。',
          en: 'Rather than one big serving of meat at dinner, spread protein over three meals at 20 to 30 g each: unsweetened soy milk and eggs at breakfast, chicken breast or tofu at lunch.',
        },
      },
      {
        heading: { zhTW: '外食族的聰明選擇', en: 'Smart choices when eating out' },
        paragraph: {
          zhTW: '便當店選擇滷、烤、蒸的主菜，青菜選兩樣、白飯減半；便利商店可搭配茶葉蛋、無糖豆漿與沙拉，也能吃得均衡。',
          en: 'At a lunchbox shop, pick braised, grilled or steamed mains, two vegetables and half the rice. At a convenience store, tea eggs, unsweetened soy milk and a salad make a balanced meal too.',
        },
      },
      {
        heading: { zhTW: '喝水比你想的更重要', en: 'Water matters more than you think' },
        paragraph: {
          zhTW: '每天建議攝取體重乘以 30 至 35 毫升的水分，運動流汗時再額外補充。口渴時其實已經輕微脫水，養成定時喝水的習慣更好。',
          en: 'Aim for 30 to 35 ml of water per kilogram of body weight each day, plus extra when you sweat. By the time you feel thirsty you are already slightly dehydrated, so drink on a schedule.',
        },
      },
      {
        heading: { zhTW: '別害怕碳水化合物', en: 'Do not fear carbohydrates' },
        paragraph: {
          zhTW: '碳水化合物是訓練時最主要的能量來源。選擇糙米、地瓜、燕麥等原型食物，並在運動前後適量攝取，能提升表現並幫助恢復。',
          en: 'Carbohydrates are your main fuel in training. Choose whole foods such as brown rice, sweet potato and oats, and eat them around your workouts to perform better and recover faster.',
        },
      },
      {
        heading: { zhTW: '彈性比完美更持久', en: 'Flexibility outlasts perfection' },
        paragraph: {
          zhTW: '嚴格的飲食計畫很難長期執行。採用八二法則，八成時間吃得健康、兩成時間享受喜歡的食物，更容易持之以恆。',
          en: 'Strict diets rarely last. Try the 80/20 rule (eat well eighty per cent of the time and enjoy what you love the rest) and you are far more likely to stick with it.',
        },
      },
    ],
    articles: [
      {
        title: { zhTW: '運動前後該吃什麼？', en: 'What to eat before and after training' },
        subtitle: { zhTW: '掌握黃金補充時間', en: 'Timing your fuel right' },
        lead: {
          zhTW: '運動前 1 到 2 小時吃點好消化的碳水，運動後 1 小時內補充蛋白質與碳水，能讓訓練效果事半功倍。',
          en: 'Easily digested carbs one to two hours before, and protein with carbs within an hour after, make every session count for more.',
        },
      },
      {
        title: { zhTW: '一天需要多少蛋白質？', en: 'How much protein do you need a day?' },
        subtitle: { zhTW: '依體重與目標計算', en: 'Work it out from your weight and goal' },
        lead: {
          zhTW: '一般成人每公斤體重約需 0.8 至 1 克蛋白質，規律重訓的人可提高到 1.6 克，才能支持肌肉修復與成長。',
          en: 'Most adults need 0.8 to 1 g of protein per kilogram of body weight; regular lifters should aim nearer 1.6 g to support repair and growth.',
        },
      },
      {
        title: { zhTW: '便利商店減脂餐這樣搭', en: 'Building a fat-loss meal at the convenience store' },
        subtitle: { zhTW: '100 元內吃得飽又均衡', en: 'Full and balanced for under NT$100' },
        lead: {
          zhTW: '忙碌上班族常靠便利商店解決三餐。只要掌握蛋白質、蔬菜與原型澱粉的組合，一樣能吃出減脂效果。',
          en: 'Busy workers often rely on convenience stores for every meal. Combine protein, vegetables and whole-food starch and it can still support fat loss.',
        },
      },
      {
        title: { zhTW: '手搖飲怎麼點比較健康？', en: 'Ordering bubble tea the healthier way' },
        subtitle: { zhTW: '糖度、配料與容量的選擇', en: 'Sugar level, toppings and size' },
        lead: {
          zhTW: '一杯全糖珍珠奶茶的熱量可能超過 600 大卡。選擇無糖或微糖、換成小杯、少加配料，就能大幅減少負擔。',
          en: 'A full-sugar bubble milk tea can top 600 kcal. Go sugar-free or light, pick a small cup and skip some toppings, and the damage drops sharply.',
        },
      },
      {
        title: { zhTW: '乳清蛋白是必要的嗎？', en: 'Do you really need whey protein?' },
        subtitle: { zhTW: '補充品的正確觀念', en: 'Getting supplements in perspective' },
        lead: {
          zhTW: '乳清蛋白只是方便的蛋白質來源，不是增肌必需品。如果三餐已經吃足蛋白質，就不一定需要額外補充。',
          en: 'Whey is simply a convenient protein source, not a requirement for muscle. If your meals already cover your protein, you may not need it at all.',
        },
      },
      {
        title: { zhTW: '間歇性斷食適合你嗎？', en: 'Is intermittent fasting right for you?' },
        subtitle: { zhTW: '168 斷食的優點與風險', en: 'The pros and cons of 16:8 fasting' },
        lead: {
          zhTW: '168 斷食讓許多人成功減重，但它並不適合每個人。血糖不穩、懷孕或有飲食失調病史的人應先諮詢醫師。',
          en: '16:8 fasting has helped many people lose weight, but it is not for everyone. Anyone with unstable blood sugar, a pregnancy or a history of eating disorders should ask a doctor first.',
        },
      },
      {
        title: { zhTW: '吃宵夜一定會胖嗎？', en: 'Do late-night snacks always make you fat?' },
        subtitle: { zhTW: '關鍵在總熱量與內容', en: 'Total calories and content are what count' },
        lead: {
          zhTW: '體重變化取決於一整天的熱量收支，而不是幾點吃。真的餓了，選擇無糖優格或一杯溫豆漿，比鹹酥雞好得多。',
          en: "Weight change depends on the day's calorie balance, not the clock. If you are truly hungry, plain yoghurt or a warm soy milk beats fried chicken by a mile.",
        },
      },
      {
        title: { zhTW: '認識好油與壞油', en: 'Good fats and bad fats' },
        subtitle: { zhTW: '烹調用油怎麼選', en: 'Choosing your cooking oil' },
        lead: {
          zhTW: '脂肪不是敵人。橄欖油、酪梨與堅果中的不飽和脂肪有益心血管，真正要少吃的是反式脂肪與過量飽和脂肪。',
          en: 'Fat is not the enemy. The unsaturated fats in olive oil, avocado and nuts help your heart; trans fats and too much saturated fat are what to limit.',
        },
      },
      {
        title: { zhTW: '增肌期的一日菜單範例', en: 'A sample day of eating to build muscle' },
        subtitle: { zhTW: '營養師設計的台式餐盤', en: 'A Taiwanese plate designed by a dietitian' },
        lead: {
          zhTW: '增肌需要熱量盈餘與足夠蛋白質。這份菜單以台灣常見食材設計，早午晚餐加兩份點心，簡單就能做到。',
          en: 'Building muscle needs a calorie surplus and enough protein. This menu uses everyday Taiwanese ingredients across three meals and two snacks.',
        },
      },
      {
        title: { zhTW: '喝咖啡能提升運動表現嗎？', en: 'Can coffee boost your workout?' },
        subtitle: { zhTW: '咖啡因的正確用法', en: 'Using caffeine wisely' },
        lead: {
          zhTW: '運動前 30 至 60 分鐘攝取適量咖啡因，能提升專注力與耐力，但下午過後飲用可能影響睡眠與恢復。',
          en: 'A moderate dose of caffeine 30 to 60 minutes before training sharpens focus and endurance, but late in the day it can cost you sleep and recovery.',
        },
      },
      {
        title: { zhTW: '膳食纖維吃夠了嗎？', en: 'Are you getting enough fibre?' },
        subtitle: { zhTW: '每天 25 克的簡單方法', en: 'An easy route to 25 g a day' },
        lead: {
          zhTW: '國人膳食纖維普遍攝取不足。每餐一個拳頭的蔬菜、一份水果與部分全穀類，就能輕鬆達標。',
          en: 'Most people in Taiwan fall short on fibre. A fist of vegetables at every meal, a piece of fruit and some whole grains get you there easily.',
        },
      },
      {
        title: { zhTW: '運動飲料什麼時候喝？', en: 'When should you drink sports drinks?' },
        subtitle: { zhTW: '不是流汗就需要補電解質', en: 'Not every sweat needs electrolytes' },
        lead: {
          zhTW: '一般 1 小時內的運動喝水就足夠。長時間耐力運動或在高溫下大量流汗，才需要補充電解質與醣類。',
          en: 'For under an hour of exercise, water is enough. Electrolytes and sugars matter for long endurance sessions or heavy sweating in the heat.',
        },
      },
    ],
  },
  {
    key: 'recovery',
    name: { zhTW: '伸展恢復', en: 'Recovery' },
    author: '張雅雯 Wendy Chang',
    palette: ['#39c0b5', '#a8e6cf'],
    sections: [
      {
        heading: { zhTW: '睡眠是最好的恢復', en: 'Sleep is the best recovery' },
        paragraph: {
          zhTW: '深層睡眠時身體分泌生長激素，修復肌肉與組織。每晚 7 到 9 小時的睡眠，比任何補充品都更有效。',
          en: 'Your body releases growth hormone in deep sleep to repair muscle and tissue. Seven to nine hours a night beats any supplement.',
        },
      },
      {
        heading: { zhTW: '伸展要停留多久？', en: 'How long should you hold a stretch?' },
        paragraph: {
          zhTW: '靜態伸展每個部位停留 30 秒、重複 2 至 3 次，感覺到輕微拉扯但不疼痛即可。伸展時保持呼吸，不要憋氣。',
          en: 'Hold each static stretch for 30 seconds, two or three times, at a mild pull that never hurts. Keep breathing; do not hold your breath.',
        },
      },
      {
        heading: { zhTW: '滾筒放鬆的注意事項', en: "Foam rolling dos and don'ts" },
        paragraph: {
          zhTW: '滾筒應該在肌肉上慢慢滾動，遇到緊繃點停留 20 至 30 秒。避開關節、骨頭突出處與下背腰椎，以免造成傷害。',
          en: 'Roll slowly along the muscle and pause 20 to 30 seconds on tight spots. Stay off joints, bony points and the lumbar spine to avoid injury.',
        },
      },
      {
        heading: { zhTW: '主動恢復比躺著更好', en: 'Active recovery beats lying still' },
        paragraph: {
          zhTW: '訓練隔天散步、輕鬆騎車或做瑜珈，能促進血液循環、帶走代謝廢物，讓痠痛更快消退。',
          en: 'A walk, an easy ride or some yoga the day after training boosts circulation and clears waste products, so soreness fades sooner.',
        },
      },
      {
        heading: { zhTW: '疼痛與痠痛要分清楚', en: 'Know pain from soreness' },
        paragraph: {
          zhTW: '肌肉痠痛通常對稱且兩三天內消退；如果是單側、尖銳或關節處的疼痛，應該停止訓練並尋求專業評估。',
          en: 'Muscle soreness is usually symmetrical and fades in two or three days. Sharp, one-sided or joint pain means stop training and get it checked.',
        },
      },
    ],
    articles: [
      {
        title: { zhTW: '久坐族必做的 5 個伸展', en: 'Five stretches every desk worker needs' },
        subtitle: { zhTW: '每天 10 分鐘告別腰痠背痛', en: 'Ten minutes a day against back pain' },
        lead: {
          zhTW: '長時間坐著會讓髖屈肌、胸肌縮短，背部與臀部無力。這 5 個伸展動作在辦公室就能完成。',
          en: 'Sitting for hours shortens the hip flexors and chest and weakens the back and glutes. These five stretches can all be done at the office.',
        },
      },
      {
        title: { zhTW: '按摩槍怎麼用才正確？', en: 'How to use a massage gun properly' },
        subtitle: { zhTW: '力道、部位與時間', en: 'Intensity, placement and timing' },
        lead: {
          zhTW: '按摩槍很方便，但用錯地方可能傷到神經與血管。每個部位 1 至 2 分鐘、避開頸部前側與骨頭，是基本原則。',
          en: 'Massage guns are handy, but used in the wrong place they can harm nerves and blood vessels. One to two minutes per area, away from the front of the neck and bones, is the rule.',
        },
      },
      {
        title: { zhTW: '睡不好會影響減脂嗎？', en: 'Does poor sleep slow fat loss?' },
        subtitle: { zhTW: '睡眠與荷爾蒙的關係', en: 'How sleep shapes your hormones' },
        lead: {
          zhTW: '睡眠不足會讓飢餓素上升、瘦體素下降，讓人更想吃高熱量食物。想減脂，先把睡眠顧好。',
          en: 'Short sleep raises ghrelin and lowers leptin, pushing you towards high-calorie food. If you want to lose fat, fix your sleep first.',
        },
      },
      {
        title: { zhTW: '肩頸僵硬的自我放鬆', en: 'Releasing a stiff neck and shoulders' },
        subtitle: { zhTW: '物理治療師教你三招', en: 'Three moves from a physiotherapist' },
        lead: {
          zhTW: '低頭滑手機與長時間打字，讓上斜方肌長期緊繃。透過收下巴運動、胸椎伸展與肩胛後收，可以有效緩解。',
          en: 'Scrolling and typing keep the upper trapezius tense for hours. Chin tucks, thoracic extensions and shoulder-blade squeezes bring real relief.',
        },
      },
      {
        title: { zhTW: '冰敷還是熱敷？', en: 'Ice or heat?' },
        subtitle: { zhTW: '運動傷害的處理原則', en: 'First aid for sports injuries' },
        lead: {
          zhTW: '急性扭傷的前 48 小時以冰敷為主，減少腫脹；慢性痠痛或肌肉緊繃則適合熱敷，促進循環。',
          en: 'Ice an acute sprain for the first 48 hours to limit swelling; use heat for lingering aches and tight muscles to boost circulation.',
        },
      },
      {
        title: { zhTW: '足底筋膜炎的預防與伸展', en: 'Preventing and stretching plantar fasciitis' },
        subtitle: { zhTW: '跑者最常見的困擾', en: "A runner's most common complaint" },
        lead: {
          zhTW: '早上下床第一步腳跟刺痛，可能是足底筋膜炎。小腿伸展、足底滾球與選擇合適的鞋子都能預防。',
          en: 'A stabbing heel pain with your first step in the morning may be plantar fasciitis. Calf stretches, rolling a ball underfoot and the right shoes all help prevent it.',
        },
      },
      {
        title: { zhTW: '呼吸練習幫你快速放鬆', en: 'Breathing exercises for instant calm' },
        subtitle: { zhTW: '4-7-8 呼吸法入門', en: 'An introduction to 4-7-8 breathing' },
        lead: {
          zhTW: '吸氣 4 秒、屏息 7 秒、吐氣 8 秒，這個簡單的呼吸法能啟動副交感神經，幫助你在睡前或壓力大時放鬆。',
          en: 'Breathe in for four, hold for seven, out for eight. This simple pattern switches on the parasympathetic system to calm you before bed or under stress.',
        },
      },
      {
        title: { zhTW: '運動後該泡澡嗎？', en: 'Should you take a bath after training?' },
        subtitle: { zhTW: '溫度與時間的建議', en: 'Temperature and timing tips' },
        lead: {
          zhTW: '運動後泡 38 至 40 度的溫水 10 至 15 分鐘能放鬆肌肉，但剛結束高強度訓練時應先讓心跳平復再泡。',
          en: 'Ten to fifteen minutes in water at 38 to 40 °C relaxes muscles after training, but let your heart rate settle after a hard session first.',
        },
      },
      {
        title: { zhTW: '髖關節緊繃的警訊', en: 'Warning signs of tight hips' },
        subtitle: { zhTW: '從走路姿勢看出問題', en: 'What your walk gives away' },
        lead: {
          zhTW: '走路外八、久站下背痠、深蹲蹲不下去，都可能與髖關節活動度不足有關。',
          en: 'Turned-out feet, an aching lower back when standing and shallow squats can all trace back to stiff hips.',
        },
      },
      {
        title: { zhTW: '減量週：進步的秘密武器', en: 'Deload weeks: the secret to progress' },
        subtitle: { zhTW: '為什麼要刻意練輕一點', en: 'Why training lighter on purpose pays off' },
        lead: {
          zhTW: '連續高強度訓練四到六週後，安排一週降低訓練量，讓身體徹底恢復，之後的表現往往更好。',
          en: 'After four to six weeks of hard training, a lighter week lets your body fully recover, and performance usually jumps afterwards.',
        },
      },
      {
        title: { zhTW: '下背痛可以運動嗎？', en: 'Can you exercise with lower back pain?' },
        subtitle: { zhTW: '安全的核心與伸展動作', en: 'Safe core and stretching moves' },
        lead: {
          zhTW: '多數非特異性下背痛，適度活動比臥床休息恢復得更快。貓牛式、鳥狗式與臀橋是相對安全的選擇。',
          en: 'For most non-specific lower back pain, gentle movement heals faster than bed rest. Cat-cow, bird-dog and glute bridges are relatively safe choices.',
        },
      },
      {
        title: { zhTW: '每天走一萬步有必要嗎？', en: 'Do you really need 10,000 steps a day?' },
        subtitle: { zhTW: '步數與健康的真相', en: 'The truth about steps and health' },
        lead: {
          zhTW: '研究發現每天 7,000 至 8,000 步就能顯著降低死亡風險。比起追求數字，重要的是每天都有動。',
          en: 'Studies find 7,000 to 8,000 steps a day already cuts mortality risk substantially. Moving every day matters more than hitting a number.',
        },
      },
    ],
  },
  {
    key: 'mind',
    name: { zhTW: '身心平衡', en: 'Mind & Wellbeing' },
    author: '林語婷 Tina Lin',
    palette: ['#7b5ea7', '#c39bd3'],
    sections: [
      {
        heading: { zhTW: '從小習慣開始', en: 'Start with small habits' },
        paragraph: {
          zhTW: '與其一次立下很多目標，不如從一個兩分鐘就能完成的小習慣開始，例如起床後喝一杯水、做一次深呼吸，再慢慢加上去。',
          en: 'Rather than setting many goals at once, start with a habit that takes two minutes, such as a glass of water or one deep breath on waking, and build from there.',
        },
      },
      {
        heading: { zhTW: '運動是天然的抗憂鬱劑', en: 'Exercise is a natural antidepressant' },
        paragraph: {
          zhTW: '規律運動能促進腦內啡與血清素分泌，改善情緒與睡眠品質。即使只是 20 分鐘的快走，也能感受到心情的變化。',
          en: 'Regular exercise releases endorphins and serotonin, lifting mood and improving sleep. Even a 20-minute brisk walk can shift how you feel.',
        },
      },
      {
        heading: { zhTW: '允許自己休息', en: 'Give yourself permission to rest' },
        paragraph: {
          zhTW: '錯過一天訓練不代表失敗。把休息視為計畫的一部分，傾聽身體的聲音，才能走得更長更遠。',
          en: 'Missing a day is not failure. Treat rest as part of the plan and listen to your body, and you will go further for longer.',
        },
      },
      {
        heading: { zhTW: '找到運動夥伴', en: 'Find a training partner' },
        paragraph: {
          zhTW: '和朋友一起運動或加入社群挑戰，能大幅提高持續的機率。互相打氣，也讓運動變成期待的社交時光。',
          en: 'Training with a friend or joining a community challenge makes you far more likely to keep going, and turns exercise into social time you look forward to.',
        },
      },
      {
        heading: { zhTW: '正念就在日常中', en: 'Mindfulness lives in the everyday' },
        paragraph: {
          zhTW: '正念不一定要盤腿靜坐。專心吃一頓飯、感受走路時腳底的觸感，都是練習把注意力帶回當下的方法。',
          en: 'Mindfulness does not require sitting cross-legged. Eating one meal with full attention or feeling your feet as you walk both bring your attention back to now.',
        },
      },
    ],
    articles: [
      {
        title: { zhTW: '每天 5 分鐘的冥想入門', en: 'Five-minute meditation for beginners' },
        subtitle: { zhTW: '不需要清空思緒', en: 'No need to empty your mind' },
        lead: {
          zhTW: '冥想不是要讓腦袋一片空白，而是練習注意到分心、再溫柔地把注意力帶回呼吸。每天 5 分鐘就足夠開始。',
          en: 'Meditation is not about a blank mind; it is noticing you have drifted and gently returning to the breath. Five minutes a day is enough to start.',
        },
      },
      {
        title: { zhTW: '為什麼運動計畫總是三分鐘熱度？', en: 'Why do fitness plans fizzle out?' },
        subtitle: { zhTW: '建立習慣的心理學', en: 'The psychology of habits' },
        lead: {
          zhTW: '動機來得快去得也快，真正讓人持續的是習慣。把運動綁在固定的時間與情境，成功率會高很多。',
          en: 'Motivation comes and goes; habits are what keep you going. Tie exercise to a fixed time and setting and your odds improve dramatically.',
        },
      },
      {
        title: { zhTW: '壓力大時該怎麼運動？', en: 'How to exercise when you are stressed' },
        subtitle: { zhTW: '選對強度才能紓壓', en: 'Pick the right intensity to unwind' },
        lead: {
          zhTW: '壓力大時高強度訓練可能讓身體更疲憊。瑜珈、散步或輕鬆騎車，反而更能幫助神經系統平靜下來。',
          en: 'Under stress, hard training can leave you more drained. Yoga, walking or an easy ride does more to calm your nervous system.',
        },
      },
      {
        title: { zhTW: '瑜珈的呼吸為什麼那麼重要？', en: 'Why breathing matters so much in yoga' },
        subtitle: { zhTW: '烏加依呼吸法練習', en: 'Practising ujjayi breath' },
        lead: {
          zhTW: '在瑜珈中，呼吸是連結身體與心靈的橋梁。烏加依呼吸能幫助你在體位中保持專注與穩定。',
          en: 'In yoga the breath bridges body and mind. Ujjayi breathing keeps you focused and steady in every pose.',
        },
      },
      {
        title: { zhTW: '身體意象與自我接納', en: 'Body image and self-acceptance' },
        subtitle: { zhTW: '運動不是為了懲罰自己', en: 'Exercise is not a punishment' },
        lead: {
          zhTW: '把運動當成對身體的照顧，而不是對吃太多的懲罰，你會更容易愛上運動，也更願意長期堅持。',
          en: 'See exercise as caring for your body, not punishing it for what you ate, and you will enjoy it more and stick with it longer.',
        },
      },
      {
        title: { zhTW: '數位排毒的一天', en: 'A day of digital detox' },
        subtitle: { zhTW: '放下手機，找回專注', en: 'Put the phone down and find your focus' },
        lead: {
          zhTW: '每天平均看手機超過 4 小時，注意力被切成碎片。試著在週末安排半天不碰手機，去爬山或做瑜珈。',
          en: 'With over four hours a day on our phones, attention is chopped into fragments. Try half a weekend day phone-free, hiking or doing yoga.',
        },
      },
      {
        title: { zhTW: '和家人一起運動的好處', en: 'Why exercise with your family' },
        subtitle: { zhTW: '親子與樂齡都適合', en: 'Great for kids and grandparents alike' },
        lead: {
          zhTW: '全家一起散步、跳繩或做伸展，不只增進健康，也創造共同的回憶，孩子也會從小養成運動習慣。',
          en: 'Walking, skipping or stretching together as a family builds health and shared memories, and children grow up with an exercise habit.',
        },
      },
      {
        title: { zhTW: '感恩日記改善睡眠', en: 'A gratitude journal for better sleep' },
        subtitle: { zhTW: '睡前三件好事', en: 'Three good things before bed' },
        lead: {
          zhTW: '睡前寫下當天發生的三件好事，能降低焦慮、幫助入睡。這個簡單的習慣只需要 3 分鐘。',
          en: 'Writing down three good things from the day before bed eases anxiety and helps you fall asleep, and takes only three minutes.',
        },
      },
      {
        title: { zhTW: '上班族的午休充電術', en: 'A lunchtime recharge for office workers' },
        subtitle: { zhTW: '15 分鐘的身心重開機', en: 'A fifteen-minute reboot for body and mind' },
        lead: {
          zhTW: '午餐後花 15 分鐘散步、伸展或閉眼休息，能有效對抗下午的倦怠，提升工作效率。',
          en: 'Fifteen minutes after lunch spent walking, stretching or resting your eyes fights the afternoon slump and sharpens your work.',
        },
      },
      {
        title: { zhTW: '設定目標的 SMART 原則', en: 'Setting SMART fitness goals' },
        subtitle: { zhTW: '讓目標具體可行', en: 'Make your goals concrete' },
        lead: {
          zhTW: '「我要變瘦」很難執行，「三個月內每週運動三次、腰圍減少 3 公分」就清楚得多。好目標要具體、可衡量、有期限。',
          en: '"Get thinner" is hard to act on; "train three times a week and lose 3 cm from my waist in three months" is clear. Good goals are specific, measurable and time-bound.',
        },
      },
      {
        title: { zhTW: '大自然的療癒力量', en: 'The healing power of nature' },
        subtitle: { zhTW: '森林浴與戶外運動', en: 'Forest bathing and outdoor exercise' },
        lead: {
          zhTW: '台灣近郊步道多，週末到森林裡走走，綠色環境能降低壓力荷爾蒙，讓身心同時充電。',
          en: 'Taiwan has trails close to every city. A weekend walk in the forest lowers stress hormones and recharges body and mind together.',
        },
      },
      {
        title: { zhTW: '運動成癮也是一種問題', en: 'When exercise becomes compulsive' },
        subtitle: { zhTW: '找回健康的平衡', en: 'Finding a healthy balance' },
        lead: {
          zhTW: '如果沒運動就焦慮、受傷也硬要練，可能需要停下來檢視與運動的關係。健康的運動應該讓生活更好。',
          en: 'If missing a session makes you anxious, or you train through injuries, it may be time to look at your relationship with exercise. Healthy exercise should improve your life.',
        },
      },
    ],
  },
  {
    key: 'weight',
    name: { zhTW: '減脂塑身', en: 'Weight Management' },
    author: '金智宇 Jiwoo Kim',
    palette: ['#fd0037', '#ff7a45'],
    sections: [
      {
        heading: { zhTW: '熱量赤字是基本原則', en: 'A calorie deficit is the basic rule' },
        paragraph: {
          zhTW: '減脂的核心是消耗大於攝取。每天製造約 300 至 500 大卡的熱量赤字，每週約可減少 0.5 公斤，是較健康且不易復胖的速度。',
          en: 'Fat loss comes down to burning more than you eat. A daily deficit of 300 to 500 kcal loses about half a kilo a week, a healthy pace that is less likely to rebound.',
        },
      },
      {
        heading: { zhTW: '重訓保住肌肉', en: 'Lift to keep your muscle' },
        paragraph: {
          zhTW: '只靠節食減重容易流失肌肉，讓基礎代謝下降。減脂期間持續重訓，能確保減掉的是脂肪而不是肌肉。',
          en: 'Dieting alone strips muscle and lowers your metabolism. Keep lifting while you cut so the weight you lose is fat, not muscle.',
        },
      },
      {
        heading: { zhTW: '別只看體重計', en: 'Look beyond the scale' },
        paragraph: {
          zhTW: '體重會因水分與飲食每天起伏 1 至 2 公斤。搭配腰圍、體脂率與照片記錄，更能看出真正的變化。',
          en: 'Weight swings by one or two kilos a day with water and food. Track your waist, body fat and progress photos too to see the real change.',
        },
      },
      {
        heading: { zhTW: '日常活動量不可忽視', en: 'Everyday movement adds up' },
        paragraph: {
          zhTW: '非運動性活動消耗（NEAT）包括走路、爬樓梯與做家事，可能比一堂運動課消耗更多熱量。多站、多走就是最簡單的策略。',
          en: 'Non-exercise activity (walking, stairs, housework) can burn more than a workout class. Standing and walking more is the simplest strategy there is.',
        },
      },
      {
        heading: { zhTW: '遇到停滯期怎麼辦', en: 'Breaking through a plateau' },
        paragraph: {
          zhTW: '減重一段時間後進入停滯很正常。重新計算熱量需求、調整訓練內容或安排一兩天的飲食休息，通常就能再次突破。',
          en: 'Plateaus are normal after a while. Recalculate your needs, change your training or take a day or two of diet break, and things usually move again.',
        },
      },
    ],
    articles: [
      {
        title: { zhTW: '減脂期間可以吃澱粉嗎？', en: 'Can you eat carbs while cutting?' },
        subtitle: { zhTW: '選對種類與份量', en: 'Choose the right kind and amount' },
        lead: {
          zhTW: '完全不吃澱粉容易疲倦、暴食，反而難以持續。把精緻澱粉換成糙米、地瓜等原型食物才是關鍵。',
          en: 'Cutting carbs entirely leaves you tired and prone to binges. Swapping refined starch for brown rice and sweet potato is what works.',
        },
      },
      {
        title: { zhTW: '為什麼我越減越胖？', en: 'Why am I gaining while dieting?' },
        subtitle: { zhTW: '節食失敗的五個原因', en: 'Five reasons diets backfire' },
        lead: {
          zhTW: '極端節食會降低代謝、增加食慾，最後常常以暴食收場。適度的熱量赤字加上規律運動，才是長久之計。',
          en: 'Extreme diets slow your metabolism and ramp up hunger, and often end in a binge. A moderate deficit plus regular exercise is what lasts.',
        },
      },
      {
        title: { zhTW: '局部瘦身是真的嗎？', en: 'Is spot reduction real?' },
        subtitle: { zhTW: '只練腹肌不會消小腹', en: 'Crunches alone will not flatten your stomach' },
        lead: {
          zhTW: '脂肪的減少是全身性的，無法指定部位。想要腰腹線條，仍需全身訓練、有氧運動與飲食控制並行。',
          en: 'Fat comes off your whole body, not a chosen spot. For a defined waist you still need full-body training, cardio and sensible eating together.',
        },
      },
      {
        title: { zhTW: '產後媽媽的塑身計畫', en: 'Getting back in shape after childbirth' },
        subtitle: { zhTW: '從骨盆底肌開始', en: 'Start with the pelvic floor' },
        lead: {
          zhTW: '產後恢復需要耐心。先從呼吸與骨盆底肌訓練開始，確認腹直肌分離狀況，再循序漸進增加訓練強度。',
          en: 'Postnatal recovery takes patience. Begin with breathing and pelvic-floor work, check for abdominal separation, then build intensity gradually.',
        },
      },
      {
        title: { zhTW: '空腹有氧比較燃脂嗎？', en: 'Does fasted cardio burn more fat?' },
        subtitle: { zhTW: '研究怎麼說', en: 'What the research says' },
        lead: {
          zhTW: '空腹有氧確實會使用較多脂肪作為能量，但整天的總脂肪消耗差異不大。選擇自己舒服的時間運動最重要。',
          en: 'Fasted cardio does burn a higher share of fat during the session, but total daily fat loss barely differs. Train whenever feels best for you.',
        },
      },
      {
        title: { zhTW: '梨型身材怎麼練？', en: 'Training for a pear-shaped figure' },
        subtitle: { zhTW: '下半身線條雕塑指南', en: 'A guide to shaping your lower body' },
        lead: {
          zhTW: '梨型身材的人下半身容易囤積脂肪。透過臀腿肌力訓練搭配有氧，能讓線條更緊實勻稱。',
          en: 'Pear shapes tend to store fat in the lower body. Glute and leg strength work plus cardio makes the line firmer and more balanced.',
        },
      },
      {
        title: { zhTW: '減重後如何不復胖？', en: 'How to keep the weight off' },
        subtitle: { zhTW: '維持期比減重期更重要', en: 'Maintenance matters more than the diet' },
        lead: {
          zhTW: '多數人減重成功後一年內復胖。逐步增加熱量、維持運動習慣與定期量測，是避免復胖的三大關鍵。',
          en: 'Most people regain lost weight within a year. Raising calories gradually, keeping the exercise habit and regular check-ins are the three keys to avoiding it.',
        },
      },
      {
        title: { zhTW: '計算你的每日熱量需求', en: 'Work out your daily calorie needs' },
        subtitle: { zhTW: '基礎代謝與活動係數', en: 'Basal metabolism and activity factors' },
        lead: {
          zhTW: '先用身高、體重、年齡估算基礎代謝率，再乘上活動係數，就能得到每日總消耗熱量，作為飲食規劃的起點。',
          en: 'Estimate your basal metabolic rate from height, weight and age, multiply by an activity factor, and you have your daily energy expenditure to plan around.',
        },
      },
      {
        title: { zhTW: '小腹凸出不一定是胖', en: 'A pot belly is not always fat' },
        subtitle: { zhTW: '骨盆前傾與腹部無力', en: 'Anterior pelvic tilt and a weak core' },
        lead: {
          zhTW: '有些人體脂不高卻小腹凸出，可能是骨盆前傾或核心無力造成。矯正姿勢後，小腹往往會明顯改善。',
          en: 'Some people with low body fat still have a protruding belly, often from an anterior pelvic tilt or weak core. Fix the posture and it often improves markedly.',
        },
      },
      {
        title: { zhTW: '聚餐後的補救策略', en: 'Damage control after a big meal' },
        subtitle: { zhTW: '一餐不會毀掉一切', en: 'One meal does not ruin everything' },
        lead: {
          zhTW: '吃了一頓大餐不需要自責或隔天不吃。回到正常飲食、多喝水並維持活動量，身體很快就會恢復平衡。',
          en: 'No need for guilt or skipping meals the day after a feast. Return to normal eating, drink water and stay active, and your body soon rebalances.',
        },
      },
      {
        title: { zhTW: '體脂率多少才健康？', en: 'What is a healthy body-fat percentage?' },
        subtitle: { zhTW: '男女標準大不同', en: 'Different standards for men and women' },
        lead: {
          zhTW: '成年男性體脂率約 15% 至 20%、女性約 20% 至 28% 屬於健康範圍。過低的體脂同樣會影響荷爾蒙與健康。',
          en: 'Around 15–20% for adult men and 20–28% for women is considered healthy. Too little body fat disrupts hormones and health as well.',
        },
      },
      {
        title: { zhTW: '四週養成易瘦體質', en: 'Four weeks to a leaner metabolism' },
        subtitle: { zhTW: '飲食、睡眠與運動的整合', en: 'Eating, sleep and training together' },
        lead: {
          zhTW: '沒有神奇的易瘦體質，但規律作息、足夠蛋白質與肌力訓練，能讓基礎代謝維持在較好的狀態。',
          en: 'There is no magic lean metabolism, but regular sleep, enough protein and strength training keep your metabolic rate in good shape.',
        },
      },
    ],
  },
];
