import { fillPlaceholders } from '@wellfit/contracts/messages';
import { LOCALES, type Locale } from '@wellfit/contracts/locale';

/**
 * Texts only the server writes, in all three locales: the e-mails and text messages it sends and
 * the labels it puts into answers. They live here, not in the SPEC §8 catalogue (contracts
 * messages.ts), because the browser never translates them itself, and the catalogue is fetched
 * before every page (the home and product pages' JavaScript budget).
 */
export const SERVER_TEXTS = {
  code_message_subject: {
    zhTW: 'WellFit 驗證碼',
    zhCN: 'WellFit 验证码',
    en: 'Your WellFit verification code',
  },
  code_message_text: {
    zhTW: '您的 WellFit 驗證碼為 {{code}}，{{minutes}} 分鐘內有效。請勿將驗證碼告訴任何人。',
    zhCN: '您的 WellFit 验证码为 {{code}}，{{minutes}} 分钟内有效。请勿将验证码告诉任何人。',
    en: 'Your WellFit verification code is {{code}}. It is valid for {{minutes}} minutes. Never share it with anyone.',
  },
  contact_confirmation_subject: {
    zhTW: 'WellFit 客服已收到您的訊息（案件編號 {{ticket}}）',
    zhCN: 'WellFit 客服已收到您的消息（案件编号 {{ticket}}）',
    en: 'WellFit support received your message (ticket {{ticket}})',
  },
  contact_confirmation_text: {
    zhTW: '{{name}} 您好：\n\n我們已收到您的訊息，案件編號為 {{ticket}}。客服人員將於服務時間（{{hours}}）內盡快回覆。\n\nWellFit 客服中心',
    zhCN: '{{name}} 您好：\n\n我们已收到您的消息，案件编号为 {{ticket}}。客服人员将于服务时间（{{hours}}）内尽快回复。\n\nWellFit 客服中心',
    en: 'Hello {{name}},\n\nWe have received your message; your ticket number is {{ticket}}. Our support team will reply as soon as possible during service hours ({{hours}}).\n\nWellFit Support',
  },
  order_placed_subject: {
    zhTW: 'WellFit 訂單 {{orderNo}} 已成立',
    zhCN: 'WellFit 订单 {{orderNo}} 已成立',
    en: 'WellFit order {{orderNo}} placed',
  },
  order_placed_text: {
    zhTW: '感謝您的訂購！訂單編號 {{orderNo}}，應付金額 {{payAmount}}。{{next}}',
    zhCN: '感谢您的订购！订单编号 {{orderNo}}，应付金额 {{payAmount}}。{{next}}',
    en: 'Thank you for your order! Order number {{orderNo}}, amount to pay {{payAmount}}. {{next}}',
  },
  order_placed_pay_by: {
    zhTW: '請於 {{expiresAt}} 前完成付款，逾時訂單將自動取消。',
    zhCN: '请于 {{expiresAt}} 前完成付款，逾时订单将自动取消。',
    en: 'Please pay before {{expiresAt}}; an unpaid order is cancelled after that.',
  },
  order_placed_paid: {
    zhTW: '此訂單無須付款，我們將盡快為您出貨。',
    zhCN: '此订单无须付款，我们将尽快为您出货。',
    en: 'Nothing is left to pay; we will ship your order soon.',
  },
  order_paid_subject: {
    zhTW: 'WellFit 訂單 {{orderNo}} 付款成功',
    zhCN: 'WellFit 订单 {{orderNo}} 付款成功',
    en: 'WellFit order {{orderNo}}: payment received',
  },
  order_paid_text: {
    zhTW: '我們已收到訂單 {{orderNo}} 的付款 {{payAmount}}，將盡快為您出貨。電子發票號碼：{{invoiceNo}}。',
    zhCN: '我们已收到订单 {{orderNo}} 的付款 {{payAmount}}，将尽快为您出货。电子发票号码：{{invoiceNo}}。',
    en: 'We have received {{payAmount}} for order {{orderNo}} and will ship it soon. E-invoice number: {{invoiceNo}}.',
  },
  // ── Member notifications (the inbox, SPEC §3 Notification) ──
  order_paid_notification_title: {
    zhTW: '訂單付款成功',
    zhCN: '订单付款成功',
    en: 'Payment received',
  },
  order_paid_notification_content: {
    zhTW: '訂單 {{orderNo}} 已付款 {{payAmount}}，我們將盡快為您出貨。',
    zhCN: '订单 {{orderNo}} 已付款 {{payAmount}}，我们将尽快为您出货。',
    en: 'Order {{orderNo}} is paid ({{payAmount}}); we will ship it soon.',
  },
  // ── After the sale (issue 35): notices in the inbox and by e-mail ──
  order_shipped_notification_title: {
    zhTW: '訂單已出貨',
    zhCN: '订单已出货',
    en: 'Your order has shipped',
  },
  order_shipped_notification_content: {
    zhTW: '訂單 {{orderNo}} 已由 {{company}} 出貨，貨運單號 {{number}}。',
    zhCN: '订单 {{orderNo}} 已由 {{company}} 出货，货运单号 {{number}}。',
    en: 'Order {{orderNo}} has shipped with {{company}}, tracking number {{number}}.',
  },
  order_delivered_notification_title: {
    zhTW: '訂單已送達',
    zhCN: '订单已送达',
    en: 'Your order was delivered',
  },
  order_delivered_notification_content: {
    zhTW: '訂單 {{orderNo}} 已送達。如需退貨，請於 {{lastDay}} 前申請。',
    zhCN: '订单 {{orderNo}} 已送达。如需退货，请于 {{lastDay}} 前申请。',
    en: 'Order {{orderNo}} was delivered. To return anything, apply by {{lastDay}}.',
  },
  return_approved_notification_title: {
    zhTW: '退貨申請已核准',
    zhCN: '退货申请已核准',
    en: 'Return approved',
  },
  return_approved_notification_content: {
    zhTW: '訂單 {{orderNo}} 的退貨申請 {{returnNo}} 已核准，請依說明寄回商品。{{note}}',
    zhCN: '订单 {{orderNo}} 的退货申请 {{returnNo}} 已核准，请依说明寄回商品。{{note}}',
    en: 'Return {{returnNo}} for order {{orderNo}} was approved; please send the goods back as instructed. {{note}}',
  },
  return_rejected_notification_title: {
    zhTW: '退貨申請未通過',
    zhCN: '退货申请未通过',
    en: 'Return not approved',
  },
  return_rejected_notification_content: {
    zhTW: '訂單 {{orderNo}} 的退貨申請 {{returnNo}} 未通過：{{note}}',
    zhCN: '订单 {{orderNo}} 的退货申请 {{returnNo}} 未通过：{{note}}',
    en: 'Return {{returnNo}} for order {{orderNo}} was not approved: {{note}}',
  },
  refund_succeeded_subject: {
    zhTW: 'WellFit 訂單 {{orderNo}} 已退款',
    zhCN: 'WellFit 订单 {{orderNo}} 已退款',
    en: 'WellFit order {{orderNo}}: refunded',
  },
  refund_succeeded_text: {
    zhTW: '訂單 {{orderNo}} 的退款 {{amount}} 已退回您付款的信用卡（退款編號 {{refundNo}}）。款項入帳時間依發卡銀行作業而定，通常為 7 至 14 個工作天。',
    zhCN: '订单 {{orderNo}} 的退款 {{amount}} 已退回您付款的信用卡（退款编号 {{refundNo}}）。款项入账时间依发卡银行作业而定，通常为 7 至 14 个工作日。',
    en: 'The refund of {{amount}} for order {{orderNo}} went back to the card you paid with (refund {{refundNo}}). Your card issuer usually shows it within 7 to 14 working days.',
  },
  refund_succeeded_notification_title: {
    zhTW: '退款完成',
    zhCN: '退款完成',
    en: 'Refund made',
  },
  refund_succeeded_notification_content: {
    zhTW: '訂單 {{orderNo}} 已退款 {{amount}}，款項將退回您付款的信用卡。',
    zhCN: '订单 {{orderNo}} 已退款 {{amount}}，款项将退回您付款的信用卡。',
    en: 'Order {{orderNo}} was refunded {{amount}}; it goes back to the card you paid with.',
  },
  refund_allowance_item: {
    zhTW: '訂單 {{orderNo}} 退款',
    zhCN: '订单 {{orderNo}} 退款',
    en: 'Refund of order {{orderNo}}',
  },
  // ── Labels in answers ──
  invoice_type_member: {
    zhTW: '會員載具（電子發票）',
    zhCN: '会员载具（电子发票）',
    en: 'Member e-invoice (kept in your account)',
  },
  invoice_type_mobile_carrier: {
    zhTW: '手機條碼載具',
    zhCN: '手机条码载具',
    en: 'Mobile barcode carrier',
  },
  invoice_type_company: {
    zhTW: '公司戶發票（統一編號）',
    zhCN: '公司户发票（统一编号）',
    en: 'Company invoice (tax ID)',
  },
  invoice_type_donation: { zhTW: '捐贈發票', zhCN: '捐赠发票', en: 'Donate the invoice' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ServerTextKey = keyof typeof SERVER_TEXTS;

/** One text in every locale, for what is stored for all of them (a member's notification). */
export function serverTextInEveryLocale(
  key: ServerTextKey,
  valuesFor: (locale: Locale) => Record<string, string | number> = () => ({}),
): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, serverText(key, locale, valuesFor(locale))])) as Record<
    Locale,
    string
  >;
}

export function serverText(key: ServerTextKey, locale: Locale, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(SERVER_TEXTS[key][locale], values);
}
