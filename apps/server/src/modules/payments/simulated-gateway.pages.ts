import type { Locale } from '@wellfit/contracts/locale';
import { SIMULATOR_PATH, SIMULATOR_TEST_CARDS, type CardOutcome } from './simulated-gateway.ts';

/*
 * The simulator's own pages (docs/decisions/payment-simulator.md): plain server-rendered HTML in
 * three languages, labelled fields, no script but the one file that hands the PayToken to the
 * page showing the frame. They are the gateway's pages, not the shop's.
 */

const TEXT = {
  banner: {
    zhTW: '模擬金流閘道：不會向任何真實信用卡請款',
    zhCN: '模拟支付网关：不会向任何真实信用卡扣款',
    en: 'Simulated payment gateway: no real card is charged',
  },
  cardTitle: { zhTW: '信用卡付款', zhCN: '信用卡付款', en: 'Card payment' },
  cardNumber: { zhTW: '卡號', zhCN: '卡号', en: 'Card number' },
  expiry: { zhTW: '有效期限（MM/YY）', zhCN: '有效期（MM/YY）', en: 'Expiry (MM/YY)' },
  cvc: { zhTW: '安全碼', zhCN: '安全码', en: 'Security code (CVC)' },
  submit: { zhTW: '確認卡片', zhCN: '确认卡片', en: 'Use this card' },
  testCards: { zhTW: '測試卡號', zhCN: '测试卡号', en: 'Test cards' },
  success: { zhTW: '付款成功', zhCN: '付款成功', en: 'Payment succeeds' },
  decline: { zhTW: '發卡行拒絕', zhCN: '发卡行拒绝', en: 'Declined by the issuer' },
  three_d_failure: { zhTW: '3-D 驗證失敗', zhCN: '3-D 验证失败', en: '3-D verification fails' },
  anyFuture: {
    zhTW: '有效期限填任何未來月份，安全碼填任意 3 碼。',
    zhCN: '有效期填任何未来月份，安全码填任意 3 位。',
    en: 'Any future expiry and any 3-digit security code.',
  },
  badNumber: { zhTW: '請輸入正確的卡號', zhCN: '请输入正确的卡号', en: 'Please enter a valid card number' },
  badExpiry: {
    zhTW: '請輸入未過期的有效期限',
    zhCN: '请输入未过期的有效期',
    en: 'Please enter an expiry date in the future',
  },
  badCvc: {
    zhTW: '請輸入 3 或 4 碼安全碼',
    zhCN: '请输入 3 或 4 位安全码',
    en: 'Please enter the 3 or 4 digit security code',
  },
  closed: {
    zhTW: '此筆付款已結束，請回到商店重新付款。',
    zhCN: '此笔付款已结束，请回到商店重新付款。',
    en: 'This payment has ended. Please go back to the shop and pay again.',
  },
  accepted: { zhTW: '卡片已確認，處理中…', zhCN: '卡片已确认，处理中…', en: 'Card accepted, processing…' },
  threeDTitle: { zhTW: '3-D 驗證', zhCN: '3-D 验证', en: '3-D Secure verification' },
  threeDBody: {
    zhTW: '請確認以卡號末四碼 {{last4}} 的信用卡支付 NT${{amount}}。',
    zhCN: '请确认以卡号末四位 {{last4}} 的信用卡支付 NT${{amount}}。',
    en: 'Confirm the payment of NT${{amount}} with the card ending in {{last4}}.',
  },
  verify: { zhTW: '驗證', zhCN: '验证', en: 'Verify' },
  cancel: { zhTW: '取消', zhCN: '取消', en: 'Cancel' },
} as const satisfies Record<string, Record<Locale, string>>;

const HTML_LANG: Record<Locale, string> = { zhTW: 'zh-Hant-TW', zhCN: 'zh-Hans-CN', en: 'en' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,"Noto Sans CJK TC",sans-serif;margin:0;padding:16px;color:#1a1a1a;background:#fff;max-width:420px}
.banner{background:#fff4d6;border:1px solid #8a6d00;color:#4d3d00;padding:8px;border-radius:6px;font-size:14px}
label{display:block;margin-top:12px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #555;border-radius:6px;margin-top:4px}
button{margin-top:16px;margin-right:8px;padding:10px 18px;font-size:16px;border-radius:6px;border:1px solid #0b4f8a;background:#0b4f8a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b4f8a}:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
.error{color:#a40000;font-weight:600}table{border-collapse:collapse;margin-top:8px;font-size:14px}td,th{border:1px solid #999;padding:4px 6px;text-align:left}`;

function page(locale: Locale, title: string, body: string, script?: string): string {
  return `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><p class="banner" role="note">${TEXT.banner[locale]}</p><h1>${escapeHtml(title)}</h1>${body}</main>${script ? `<script src="${script}"></script>` : ''}</body></html>`;
}

export type CardFormError = 'badNumber' | 'badExpiry' | 'badCvc';

export function cardFormPage(
  locale: Locale,
  creInfo: string,
  error?: CardFormError,
  values: { cardNumber?: string; expiry?: string } = {},
): string {
  const outcomes: CardOutcome[] = ['success', 'decline', 'three_d_failure'];
  const rows = SIMULATOR_TEST_CARDS.filter((card) => outcomes.includes(card.outcome))
    .map(
      (card) =>
        `<tr><td translate="no">${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${TEXT[card.outcome][locale]}</td></tr>`,
    )
    .join('');
  const errorId = error ? ' aria-describedby="card-error" aria-invalid="true"' : '';
  const field = (name: CardFormError) => (error === name ? errorId : '');
  return page(
    locale,
    TEXT.cardTitle[locale],
    `${error ? `<p id="card-error" class="error" role="alert">${TEXT[error][locale]}</p>` : ''}
<form method="post" action="${SIMULATOR_PATH}/card-form" novalidate>
<input type="hidden" name="creInfo" value="${escapeHtml(creInfo)}"><input type="hidden" name="lang" value="${locale}">
<label for="cardNumber">${TEXT.cardNumber[locale]}</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(values.cardNumber ?? '')}"${field('badNumber')}>
<label for="expiry">${TEXT.expiry[locale]}</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required value="${escapeHtml(values.expiry ?? '')}"${field('badExpiry')}>
<label for="cvc">${TEXT.cvc[locale]}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required${field('badCvc')}>
<button type="submit">${TEXT.submit[locale]}</button></form>
<h2>${TEXT.testCards[locale]}</h2><table><tbody>${rows}</tbody></table><p>${TEXT.anyFuture[locale]}</p>`,
  );
}

export function cardAcceptedPage(locale: Locale, payToken: string): string {
  return page(
    locale,
    TEXT.cardTitle[locale],
    `<p role="status" id="pay-token" data-pay-token="${escapeHtml(payToken)}">${TEXT.accepted[locale]}</p>`,
    `${SIMULATOR_PATH}/pay-token.js`,
  );
}

export function closedPage(locale: Locale): string {
  return page(locale, TEXT.cardTitle[locale], `<p role="alert">${TEXT.closed[locale]}</p>`);
}

export function threeDPage(locale: Locale, threeDToken: string, amount: number, last4: string): string {
  const body = TEXT.threeDBody[locale]
    .replace('{{amount}}', amount.toLocaleString('en-US'))
    .replace('{{last4}}', escapeHtml(last4));
  return page(
    locale,
    TEXT.threeDTitle[locale],
    `<p>${body}</p><form method="post" action="${SIMULATOR_PATH}/3ds/${escapeHtml(threeDToken)}"><input type="hidden" name="lang" value="${locale}">
<button type="submit" name="action" value="verify">${TEXT.verify[locale]}</button><button type="submit" name="action" value="cancel" class="secondary">${TEXT.cancel[locale]}</button></form>`,
  );
}

/** Hands the PayToken to the page that shows the card frame (same origin only). */
export const PAY_TOKEN_SCRIPT = `(function(){var el=document.getElementById('pay-token');if(!el||window.parent===window)return;
window.parent.postMessage({type:'simulated-gateway:pay-token',payToken:el.getAttribute('data-pay-token')},window.location.origin);})();`;
