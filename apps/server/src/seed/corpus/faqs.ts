import { DEFAULT_FREIGHT } from '@wellfit/contracts/freight';
import { formatPrice } from '@wellfit/contracts/price';
import type { FaqCategory } from '@wellfit/contracts/support';
import type { Bilingual } from '../localised-text.ts';

const freeFrom = formatPrice(DEFAULT_FREIGHT.freeThreshold, 'zhTW');
const flatFee = formatPrice(DEFAULT_FREIGHT.flatFee, 'zhTW');

export interface FaqEntry {
  category: FaqCategory;
  question: Bilingual;
  answer: Bilingual;
}

/**
 * Support centre FAQ (SPEC §2 /faq), in the contracts' categories (the web app names them per
 * locale). Facts quoted here come from SPEC §1 and §9; zhCN is derived from zhTW (localise).
 */
export const FAQS: readonly FaqEntry[] = [
  {
    category: 'account',
    question: { zhTW: '如何註冊 WellFit 會員？', en: 'How do I sign up for WellFit?' },
    answer: {
      zhTW: '點選右上角「登入」，輸入手機號碼或電子郵件並取得驗證碼即可完成註冊；也可以使用 Google、Apple 或 Facebook 帳號快速登入。',
      en: 'Select "Log in" at the top right, enter your mobile number or email and the verification code we send you. You can also sign in with Google, Apple or Facebook.',
    },
  },
  {
    category: 'account',
    question: { zhTW: '忘記密碼怎麼辦？', en: 'I forgot my password. What should I do?' },
    answer: {
      zhTW: '在登入視窗點選「忘記密碼」，選擇手機或電子郵件並輸入驗證碼，驗證成功後即可設定新密碼。密碼需至少 8 個字元，僅限英文字母與數字。',
      en: 'Select "Forgot password" in the login dialog, choose mobile or email and enter the code we send. Once verified you can set a new password of at least 8 letters and digits.',
    },
  },
  {
    category: 'account',
    question: { zhTW: '驗證碼一直收不到？', en: 'My verification code has not arrived.' },
    answer: {
      zhTW: '驗證碼有效時間為 5 分鐘，60 秒後可重新發送。請確認手機號碼為 09 開頭的台灣門號，或檢查電子郵件的垃圾信件匣。',
      en: 'Codes are valid for 5 minutes and can be resent after 60 seconds. Check that your number is a Taiwanese mobile starting with 09, or look in your spam folder.',
    },
  },
  {
    category: 'account',
    question: { zhTW: '可以更換綁定的手機或電子郵件嗎？', en: 'Can I change my mobile number or email?' },
    answer: {
      zhTW: '可以。請至「會員中心 > 帳號設定」，先驗證原本的手機或信箱，再綁定新的即可。',
      en: 'Yes. Go to Member Centre > Account settings, verify your current mobile or email, then bind the new one.',
    },
  },
  {
    category: 'payment_invoices',
    question: { zhTW: '可以使用哪些付款方式？', en: 'Which payment methods can I use?' },
    answer: {
      zhTW: '目前提供信用卡付款（VISA、Master、JCB），並支援 3D 驗證。兌換碼可於「我的兌換」頁面使用。',
      en: 'We accept credit cards (VISA, Mastercard, JCB) with 3-D Secure. Redeem codes can be used on the My Redemption page.',
    },
  },
  {
    category: 'orders_shipping',
    question: { zhTW: '訂單成立後可以取消嗎？', en: 'Can I cancel an order after placing it?' },
    answer: {
      zhTW: '尚未付款的訂單可以在「我的訂單」中直接取消；已付款但尚未出貨的訂單，請透過聯絡我們表單申請，客服將儘速協助。',
      en: 'Unpaid orders can be cancelled from My Orders. For paid orders that have not shipped yet, send us a message through the contact form and we will help as soon as possible.',
    },
  },
  {
    category: 'payment_invoices',
    question: { zhTW: '如何開立發票？', en: 'How do I get an invoice?' },
    answer: {
      zhTW: '結帳時可選擇手機條碼載具、捐贈發票或三聯式公司發票（需填寫公司抬頭與統一編號），電子發票將於出貨後開立。',
      en: 'At checkout choose a mobile barcode carrier, a donation, or a company invoice with the company name and tax ID. E-invoices are issued once your order ships.',
    },
  },
  {
    category: 'payment_invoices',
    question: { zhTW: '付款失敗怎麼辦？', en: 'What if my payment fails?' },
    answer: {
      zhTW: '請確認卡號、有效期限與 3D 驗證碼是否正確。未付款的訂單可以在「我的訂單」中重新付款。',
      en: 'Check your card number, expiry date and 3-D Secure code. You can pay for an unpaid order again from My Orders.',
    },
  },
  {
    category: 'orders_shipping',
    question: { zhTW: '運費怎麼計算？', en: 'How is shipping charged?' },
    answer: {
      zhTW: `單筆訂單滿 ${freeFrom} 即享免運，未滿則酌收運費 ${flatFee}。大型器材如跑步機、飛輪另有專人配送安排。`,
      en: `Orders of ${freeFrom} or more ship free; below that shipping is ${flatFee}. Large equipment such as treadmills and spin bikes is delivered by a dedicated crew.`,
    },
  },
  {
    category: 'orders_shipping',
    question: { zhTW: '多久可以收到商品？', en: 'How long does delivery take?' },
    answer: {
      zhTW: '現貨商品於付款後 1 至 3 個工作天出貨，宅配約 1 至 2 天送達；離島地區約需 3 至 5 個工作天。',
      en: 'In-stock items ship within 1 to 3 working days of payment and arrive 1 to 2 days later; outlying islands take 3 to 5 working days.',
    },
  },
  {
    category: 'returns',
    question: { zhTW: '如何申請退貨？', en: 'How do I return an item?' },
    answer: {
      zhTW: '收到商品 7 天內，可在「我的訂單」中點選「申請退貨」，填寫原因並上傳照片。商品需保持全新、包裝完整。',
      en: 'Within 7 days of delivery, choose "Apply for return" in My Orders, give a reason and upload photos. Items must be unused and in their original packaging.',
    },
  },
  {
    category: 'subscription',
    question: { zhTW: '訂閱方案有哪些？', en: 'Which subscription plans are there?' },
    answer: {
      zhTW: '提供季訂閱、半年訂閱與年訂閱三種方案，訂閱期間可無限觀看所有 VIP 課程與訓練計畫。',
      en: 'We offer season, half-year and yearly plans. While subscribed you can watch every VIP course and plan without limits.',
    },
  },
  {
    category: 'subscription',
    question: { zhTW: '有免費試用嗎？', en: 'Is there a free trial?' },
    answer: {
      zhTW: '新會員可享 30 天免費試用，試用期間可觀看全部課程，隨時可以取消。',
      en: 'New members get a 30-day free trial with access to every course, and can cancel at any time.',
    },
  },
  {
    category: 'subscription',
    question: { zhTW: '如何取消自動續訂？', en: 'How do I cancel auto-renewal?' },
    answer: {
      zhTW: '請至「會員中心 > 我的訂閱」點選「取消續訂」並選擇原因。取消後，目前的訂閱仍可使用至到期日。',
      en: 'Go to Member Centre > My subscription, select "Cancel renewal" and tell us why. Your current subscription stays active until it expires.',
    },
  },
  {
    category: 'courses_videos',
    question: {
      zhTW: '觀看課程前為什麼要同意健康聲明？',
      en: 'Why must I accept the health statement before watching?',
    },
    answer: {
      zhTW: '為了您的安全，觀看運動課程前需閱讀並同意健康聲明。若不同意，將無法觀看課程影片。',
      en: 'For your safety you must read and accept the health statement before watching exercise videos. Without it, course videos stay locked.',
    },
  },
  {
    category: 'courses_videos',
    question: { zhTW: '課程影片無法播放？', en: 'A course video will not play.' },
    answer: {
      zhTW: '請確認網路連線穩定後點選「重試」。若仍無法播放，請更新瀏覽器至最新版本，或透過聯絡我們回報影片問題。',
      en: 'Check your connection and select "Retry". If it still will not play, update your browser or report a video issue through the contact form.',
    },
  },
  {
    category: 'account',
    question: { zhTW: '什麼是 W Coin？', en: 'What is W Coin?' },
    answer: {
      zhTW: 'W Coin 是 WellFit 的會員點數，每日簽到即可獲得，可在 W Coin 中心兌換商品或優惠券。',
      en: "W Coin is WellFit's member currency. Earn it by checking in daily and spend it on products or coupons in the W Coin centre.",
    },
  },
  {
    category: 'payment_invoices',
    question: { zhTW: '點數可以折抵多少金額？', en: 'How much can points take off an order?' },
    answer: {
      zhTW: '結帳時會顯示本筆訂單可使用的點數上限，使用點數不可超過該上限。',
      en: 'Checkout shows the maximum points usable on each order; you cannot use more than that.',
    },
  },
  {
    category: 'account',
    question: { zhTW: '客服服務時間？', en: 'When is customer service available?' },
    answer: {
      zhTW: '週一至週五 9:00–12:00、13:00–18:00（國定假日除外），非服務時間的留言將於下個工作日回覆。',
      en: 'Monday to Friday, 9:00–12:00 and 13:00–18:00 (excluding public holidays). Messages outside these hours are answered on the next working day.',
    },
  },
  {
    category: 'returns',
    question: { zhTW: '退款多久會入帳？', en: 'How long does a refund take?' },
    answer: {
      zhTW: '退貨商品經確認後，將於 7 至 14 個工作天內退回原付款信用卡，實際入帳日依發卡銀行作業時間為準。',
      en: 'Once the returned item is checked, the refund goes back to the card you paid with within 7 to 14 working days; when it appears depends on your card issuer.',
    },
  },
  {
    category: 'returns',
    question: { zhTW: '收到的商品有瑕疵怎麼辦？', en: 'What if an item arrives damaged?' },
    answer: {
      zhTW: '請於收到商品 7 天內透過聯絡我們表單選擇「訂單問題」，附上商品與外箱照片，我們會為您安排換貨或退貨。\n運送途中造成的損壞，運費由我們負擔。',
      en: 'Within 7 days of delivery, send us a message through the contact form with the type "Order" and photos of the item and its box, and we will arrange an exchange or a return.\nWe pay the shipping for damage in transit.',
    },
  },
  {
    category: 'courses_videos',
    question: { zhTW: '可以在哪些裝置上觀看課程？', en: 'Which devices can I watch courses on?' },
    answer: {
      zhTW: '登入同一個帳號，即可在電腦、手機與平板的瀏覽器或 WellFit App 觀看課程，觀看紀錄會同步保存。',
      en: 'Sign in with the same account to watch in a browser on a computer, phone or tablet, or in the WellFit app; your viewing history stays in sync.',
    },
  },
];
