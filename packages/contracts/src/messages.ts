import type { Locale } from './locale';

/**
 * SPEC §8 message catalogue, in all three locales. The server translates `msg` with it and
 * the web app loads it as its `messages` namespace, so an error key reads the same everywhere.
 * `{{field}}`-style placeholders follow i18next interpolation.
 */
export const MESSAGES = {
  common_error: {
    zhTW: '發生錯誤，請稍後再試',
    zhCN: '发生错误，请稍后再试',
    en: 'An error occurred, please try again later',
  },
  network_error: {
    zhTW: '網路發生錯誤，請稍後再試',
    zhCN: '网络发生错误，请稍后再试',
    en: 'A network error occurred, please try again later',
  },
  retry: { zhTW: '重試', zhCN: '重试', en: 'Retry' },
  unauthorized: { zhTW: '請先登入', zhCN: '请先登录', en: 'Unauthorized' },
  please_login: { zhTW: '請登入以繼續', zhCN: '请登录以继续', en: 'Please login to continue' },
  please_log_in: { zhTW: '請登入', zhCN: '请登录', en: 'Please log in' },
  warning_user_not_found: {
    zhTW: '找不到此用戶，請先註冊',
    zhCN: '找不到此用户，请先注册',
    en: 'User not found, please register first',
  },
  username_not_found: { zhTW: '找不到此帳號', zhCN: '找不到此账号', en: 'Username not found' },
  warning_invalid_code: {
    zhTW: '驗證碼錯誤，請再試一次',
    zhCN: '验证码错误，请再试一次',
    en: 'Invalid verification code, please try again',
  },
  warning_invalid_mobile: {
    zhTW: '請輸入正確的手機號碼',
    zhCN: '请输入正确的手机号码',
    en: 'Please enter a valid mobile number',
  },
  warning_invalid_purchaser_mobile: {
    zhTW: '請輸入正確的訂購人手機號碼',
    zhCN: '请输入正确的订购人手机号码',
    en: "Please enter a valid purchaser's mobile number",
  },
  warning_invalid_recipient_mobile: {
    zhTW: '請輸入正確的收件人手機號碼',
    zhCN: '请输入正确的收件人手机号码',
    en: "Please enter a valid recipient's mobile number",
  },
  warning_invalid_mobile_barcode: {
    zhTW: '手機條碼格式錯誤，應為 / 加 7 碼',
    zhCN: '手机条码格式错误，应为 / 加 7 码',
    en: 'A mobile barcode is / followed by 7 characters',
  },
  warning_invalid_tax_id: {
    zhTW: '請輸入正確的統一編號',
    zhCN: '请输入正确的统一编号',
    en: 'Please enter a valid company tax ID',
  },
  warning_invalid_donation_code: {
    zhTW: '捐贈碼為 3 至 7 位數字',
    zhCN: '捐赠码为 3 至 7 位数字',
    en: 'A donation code is 3 to 7 digits',
  },
  warning_invalid_invoice_type: { zhTW: '請選擇發票類型', zhCN: '请选择发票类型', en: 'Please choose an invoice type' },
  warning_invalid_email: {
    zhTW: '請輸入正確的電子郵件',
    zhCN: '请输入正确的电子邮件',
    en: 'Please enter a valid email address',
  },
  warning_invalid_password: {
    zhTW: '密碼至少 8 個字元，僅限英文字母與數字',
    zhCN: '密码至少 8 个字符，仅限英文字母与数字',
    en: 'Password must be at least 8 characters of letters and digits only',
  },
  tip_password_regex: {
    zhTW: '密碼至少 8 個字元，只能使用英文字母與數字；建議混合大小寫字母與數字',
    zhCN: '密码至少 8 个字符，只能使用英文字母与数字；建议混合大小写字母与数字',
    en: 'At least 8 characters, letters and digits only; mixing upper and lower case letters with digits is safer',
  },
  warning_password_mismatch: {
    zhTW: '兩次輸入的密碼不一致',
    zhCN: '两次输入的密码不一致',
    en: 'The passwords do not match',
  },
  usport_verify_failed: {
    zhTW: '運動專案會員驗證失敗',
    zhCN: '运动专案会员验证失败',
    en: 'Sports-programme member verification failed',
  },
  payment_failed: {
    zhTW: '付款失敗，請確認信用卡資訊後再試',
    zhCN: '付款失败，请确认信用卡信息后再试',
    en: 'Payment failed, please check your card information',
  },
  product_not_available: {
    zhTW: '此商品無法購買',
    zhCN: '此商品无法购买',
    en: 'This product is not available for purchase',
  },
  under_maintenance: {
    zhTW: '網站維護中，請稍後再來',
    zhCN: '网站维护中，请稍后再来',
    en: 'The site is under maintenance, please come back later',
  },
  video_retry: {
    zhTW: '影片載入失敗，請重試',
    zhCN: '视频加载失败，请重试',
    en: 'The video could not be loaded, please retry',
  },
  redeem_failed: { zhTW: '兌換失敗', zhCN: '兑换失败', en: 'Code redeem failed' },
  page_not_found: {
    zhTW: '抱歉，您要找的頁面不存在。',
    zhCN: '抱歉，您要找的页面不存在。',
    en: 'Sorry, the page you are looking for does not exist.',
  },
  api_not_found: {
    zhTW: '找不到此 API：{{path}}',
    zhCN: '找不到此 API：{{path}}',
    en: 'No such API: {{path}}',
  },
  tip_reset_password_required: {
    zhTW: '需要重設密碼',
    zhCN: '需要重设密码',
    en: 'Password reset required',
  },
  tip_reset_password_required_desc: {
    zhTW: '為了帳號安全，請重設密碼後再登入。',
    zhCN: '为了账号安全，请重设密码后再登录。',
    en: 'For the security of your account, please reset your password before logging in.',
  },
  unsupported_provider: { zhTW: '不支援的登入方式', zhCN: '不支持的登录方式', en: 'Unsupported provider' },
  provider_not_configured: {
    zhTW: '此登入方式目前未開放，請改用手機或 Email 登入',
    zhCN: '此登录方式目前未开放，请改用手机或 Email 登录',
    en: 'This sign-in method is not available, please log in with your mobile or email',
  },
  invalid_response_data: { zhTW: '回應資料無效', zhCN: '响应数据无效', en: 'Invalid response data' },
  tip_code_sent: { zhTW: '驗證碼已寄出', zhCN: '验证码已发送', en: 'Verification code sent' },
  tip_password_changed: { zhTW: '密碼已變更', zhCN: '密码已变更', en: 'Password changed' },
  tip_login_success: { zhTW: '登入成功', zhCN: '登录成功', en: 'login success' },
  msg_logout_success: { zhTW: '已登出', zhCN: '已退出登录', en: 'You have logged out' },
  gift_redeem_success: { zhTW: '禮物兌換成功', zhCN: '礼物兑换成功', en: 'Gift redeemed' },
  course_activation_success: { zhTW: '課程開通成功', zhCN: '课程开通成功', en: 'Course activated' },
  too_many_requests: {
    zhTW: '操作太頻繁，請稍後再試',
    zhCN: '操作太频繁，请稍后再试',
    en: 'Too many requests, please try again later',
  },
  validation_required: { zhTW: '請填寫{{field}}', zhCN: '请填写{{field}}', en: '{{field}} is required' },
  validation_invalid: { zhTW: '{{field}}格式不正確', zhCN: '{{field}}格式不正确', en: '{{field}} is invalid' },
  validation_too_long: {
    zhTW: '{{field}}不可超過 {{max}} 個字元',
    zhCN: '{{field}}不可超过 {{max}} 个字符',
    en: '{{field}} must be at most {{max}} characters',
  },
  validation_too_short: {
    zhTW: '{{field}}至少需要 {{min}} 個字元',
    zhCN: '{{field}}至少需要 {{min}} 个字符',
    en: '{{field}} must be at least {{min}} characters',
  },
  validation_out_of_range: {
    zhTW: '{{field}}超出允許範圍',
    zhCN: '{{field}}超出允许范围',
    en: '{{field}} is out of range',
  },
  validation_body: { zhTW: '請求內容', zhCN: '请求内容', en: 'Request body' },
  validation_invalid_characters: {
    zhTW: '{{field}}含有無法處理的字元，請移除後再試',
    zhCN: '{{field}}含有无法处理的字符，请移除后再试',
    en: '{{field}} contains characters that cannot be accepted; please remove them and try again',
  },
  deep_link_unsupported_protocol: {
    zhTW: '不支援的連結協定',
    zhCN: '不支持的链接协议',
    en: 'Unsupported link protocol',
  },
  deep_link_unsupported_host: { zhTW: '不支援的連結主機', zhCN: '不支持的链接主机', en: 'Unsupported link host' },
  deep_link_unsupported_path: { zhTW: '不支援的連結路徑', zhCN: '不支持的链接路径', en: 'Unsupported link path' },
  deep_link_unsupported_page: { zhTW: '不支援的連結頁面', zhCN: '不支持的链接页面', en: 'Unsupported link page' },
  deep_link_unsupported_code: { zhTW: '不支援的連結代碼', zhCN: '不支持的链接代码', en: 'Unsupported link code' },
  warning_required: { zhTW: '此欄位為必填', zhCN: '此栏位为必填', en: 'This field is required' },
  warning_unsupported_country_code: {
    zhTW: '目前僅支援台灣（+886）手機號碼',
    zhCN: '目前仅支持台湾（+886）手机号码',
    en: 'Only Taiwan (+886) mobile numbers are supported',
  },
  warning_invalid_verification_code: {
    zhTW: '請輸入至少 6 碼的驗證碼',
    zhCN: '请输入至少 6 位的验证码',
    en: 'Please enter the verification code of at least 6 characters',
  },
  warning_invalid_order_amount: {
    zhTW: '訂單金額須為 0 元（免費）或高於 NT$5',
    zhCN: '订单金额须为 0 元（免费）或高于 NT$5',
    en: 'The order amount must be NT$0 (free) or more than NT$5',
  },
  warning_invalid_points: {
    zhTW: '請輸入正整數點數',
    zhCN: '请输入正整数点数',
    en: 'Please enter a whole number of points',
  },
  warning_points_exceed_max: {
    zhTW: '超過可使用的點數上限',
    zhCN: '超过可使用的点数上限',
    en: 'Exceeding the maximum number of points that can be used',
  },
  warning_attachment_type: {
    zhTW: '僅支援 JPG、JPEG、PNG 圖片與 MP4、MPEG、MOV 影片',
    zhCN: '仅支持 JPG、JPEG、PNG 图片与 MP4、MPEG、MOV 视频',
    en: 'Only JPG, JPEG and PNG images and MP4, MPEG and MOV videos can be attached',
  },
  warning_attachment_too_large: {
    zhTW: '每個附件不可超過 5 MB',
    zhCN: '每个附件不可超过 5 MB',
    en: 'Each attachment must be 5 MB or smaller',
  },
  warning_attachment_too_many: {
    zhTW: '最多只能上傳 2 個附件',
    zhCN: '最多只能上传 2 个附件',
    en: 'You can attach at most 2 files',
  },
  warning_attachment_too_many_pixels: {
    zhTW: '附件圖片不可超過 2400 萬像素（例如 6000 × 4000）',
    zhCN: '附件图片不可超过 2400 万像素（例如 6000 × 4000）',
    en: 'Attached pictures must be at most 24 megapixels (for example 6000 × 4000)',
  },
  warning_attachment_unreadable: {
    zhTW: '附件已損毀或不是它所標示的圖片或影片，請重新選擇檔案',
    zhCN: '附件已损坏或不是它所标示的图片或视频，请重新选择文件',
    en: 'This attachment is damaged or is not the picture or video it claims to be, please choose another file',
  },
  warning_avatar_type: {
    zhTW: '大頭貼僅支援 JPG、JPEG、PNG 圖片',
    zhCN: '头像仅支持 JPG、JPEG、PNG 图片',
    en: 'Profile pictures must be JPG, JPEG or PNG images',
  },
  warning_avatar_too_small: {
    zhTW: '大頭貼尺寸至少需 128 × 128 像素',
    zhCN: '头像尺寸至少需 128 × 128 像素',
    en: 'Profile pictures must be at least 128 × 128 pixels',
  },
  warning_avatar_too_large: {
    zhTW: '大頭貼檔案不可超過 2 MB',
    zhCN: '头像文件不可超过 2 MB',
    en: 'Profile pictures must be 2 MB or smaller',
  },
  warning_avatar_too_many_pixels: {
    zhTW: '大頭貼尺寸不可超過 2400 萬像素（例如 6000 × 4000）',
    zhCN: '头像尺寸不可超过 2400 万像素（例如 6000 × 4000）',
    en: 'Profile pictures must be at most 24 megapixels (for example 6000 × 4000)',
  },
  warning_upload_incomplete: {
    zhTW: '上傳的內容不完整，請重新上傳',
    zhCN: '上传的内容不完整，请重新上传',
    en: 'The upload was incomplete, please upload the file again',
  },
  image_processing_busy: {
    zhTW: '目前處理圖片的人數較多，請稍後再試',
    zhCN: '目前处理图片的人数较多，请稍后再试',
    en: 'Many images are being processed right now, please try again shortly',
  },
  require_action_reset_password: {
    zhTW: '需要重設密碼，請重設密碼後再登入',
    zhCN: '需要重设密码，请重设密码后再登录',
    en: 'Password reset required, please reset your password before logging in',
  },
  warning_code_resend_wait: {
    zhTW: '請於 {{seconds}} 秒後再重新發送驗證碼',
    zhCN: '请于 {{seconds}} 秒后再重新发送验证码',
    en: 'Please wait {{seconds}} seconds before requesting another code',
  },
  warning_code_limit_reached: {
    zhTW: '驗證碼發送次數過多，請稍後再試',
    zhCN: '验证码发送次数过多，请稍后再试',
    en: 'Too many codes requested, please try again later',
  },
  warning_too_many_password_failures: {
    zhTW: '密碼錯誤次數過多，請稍後再試或重設密碼',
    zhCN: '密码错误次数过多，请稍后再试或重设密码',
    en: 'Too many wrong passwords, please try again later or reset your password',
  },
  warning_wrong_password: {
    zhTW: '帳號或密碼錯誤',
    zhCN: '账号或密码错误',
    en: 'Incorrect account or password',
  },
  warning_wrong_old_password: {
    zhTW: '舊密碼錯誤',
    zhCN: '旧密码错误',
    en: 'The current password is incorrect',
  },
  warning_reset_expired: {
    zhTW: '驗證已逾時，請重新取得驗證碼',
    zhCN: '验证已超时，请重新获取验证码',
    en: 'The verification has expired, please request a new code',
  },
  warning_account_exists: {
    zhTW: '此帳號已被使用',
    zhCN: '此账号已被使用',
    en: 'This account is already in use',
  },
  warning_sign_in_failed: {
    zhTW: '第三方登入失敗，請再試一次',
    zhCN: '第三方登录失败，请再试一次',
    en: 'Sign-in with the provider failed, please try again',
  },
  warning_invalid_business_id: {
    zhTW: '請輸入 8 位數的統一編號',
    zhCN: '请输入 8 位数的统一编号',
    en: 'Please enter the 8-digit business ID',
  },
  warning_enterprise_not_found: {
    zhTW: '找不到此企業',
    zhCN: '找不到此企业',
    en: 'Enterprise not found',
  },
  warning_invalid_enterprise_token: {
    zhTW: '企業註冊連結無效或已失效',
    zhCN: '企业注册链接无效或已失效',
    en: 'This enterprise registration link is invalid or has expired',
  },
  warning_avatar_unreadable: {
    zhTW: '無法讀取此圖片，請改用 JPG 或 PNG 檔',
    zhCN: '无法读取此图片，请改用 JPG 或 PNG 文件',
    en: 'This image cannot be read, please use a JPG or PNG file',
  },
  warning_no_original_contact: {
    zhTW: '尚未設定原本的聯絡方式',
    zhCN: '尚未设定原本的联络方式',
    en: 'There is no current contact to verify',
  },
  // ── Shop: catalogue, cart, home page (issue 4) ──
  product_not_found: {
    zhTW: '找不到此商品，可能已下架',
    zhCN: '找不到此商品，可能已下架',
    en: 'This product does not exist or is no longer on sale',
  },
  warning_sku_mismatch: {
    zhTW: '此規格不屬於這項商品',
    zhCN: '此规格不属于这项商品',
    en: 'This option does not belong to the product',
  },
  warning_sold_out: { zhTW: '此規格已售完', zhCN: '此规格已售完', en: 'This option is sold out' },
  warning_quantity_exceeds_stock: {
    zhTW: '庫存不足，最多可購買 {{stock}} 件',
    zhCN: '库存不足，最多可购买 {{stock}} 件',
    en: 'Not enough stock: you can buy at most {{stock}}',
  },
  warning_quantity_too_small: {
    zhTW: '數量至少為 1',
    zhCN: '数量至少为 1',
    en: 'The quantity must be at least 1',
  },
  cart_item_not_found: {
    zhTW: '購物車中已沒有此商品',
    zhCN: '购物车中已没有此商品',
    en: 'This item is no longer in your cart',
  },
  warning_cart_items_unavailable: {
    zhTW: '目前無法購買：{{names}}。請從購物車移除後再結帳',
    zhCN: '目前无法购买：{{names}}。请从购物车移除后再结账',
    en: 'Not available now: {{names}}. Remove them from your cart and check out again',
  },
  warning_cart_full: {
    zhTW: '購物車已滿，請先結帳或移除部分商品',
    zhCN: '购物车已满，请先结账或移除部分商品',
    en: 'Your cart is full: check out or remove some items first',
  },
  invalid_page_block_content: {
    zhTW: '首頁區塊內容類型或資料無效',
    zhCN: '首页区块内容类型或数据无效',
    en: 'Invalid PageBlockContentDetail type or data',
  },
  invalid_code: { zhTW: '代碼無效', zhCN: '代码无效', en: 'Invalid code' },
  warning_price_range_invalid: {
    zhTW: '最低價格不可高於最高價格',
    zhCN: '最低价格不可高于最高价格',
    en: 'The lowest price cannot be higher than the highest price',
  },
  content_not_found: {
    zhTW: '找不到此內容，可能已下架',
    zhCN: '找不到此内容，可能已下架',
    en: 'This content could not be found; it may have been taken down',
  },
  notification_not_found: {
    zhTW: '找不到此通知',
    zhCN: '找不到此通知',
    en: 'Notification not found',
  },
  course_not_found: { zhTW: '找不到此課程', zhCN: '找不到此课程', en: 'Course not found' },
  course_video_not_found: { zhTW: '找不到此影片', zhCN: '找不到此视频', en: 'Video not found' },
  health_statement_required: {
    zhTW: '觀看課程影片前，請先閱讀並同意健康聲明',
    zhCN: '观看课程视频前，请先阅读并同意健康声明',
    en: 'Please read and agree to the health statement before watching course videos',
  },
  health_statement_declined: {
    zhTW: '您未同意健康聲明，因此無法觀看課程影片',
    zhCN: '您未同意健康声明，因此无法观看课程视频',
    en: 'You declined the health statement, so course videos cannot be played',
  },
  course_subscription_required: {
    zhTW: '此為訂閱會員課程，訂閱後即可觀看',
    zhCN: '此为订阅会员课程，订阅后即可观看',
    en: 'This course is for subscribers: subscribe to watch it',
  },
  playback_link_invalid: {
    zhTW: '影片連結已失效，請重新播放',
    zhCN: '视频链接已失效，请重新播放',
    en: 'The video link has expired, please play it again',
  },
  watch_session_not_found: {
    zhTW: '找不到觀看紀錄，請重新播放',
    zhCN: '找不到观看记录，请重新播放',
    en: 'Watch session not found, please play the video again',
  },
  // ── Address book (issue 12) ──
  address_not_found: {
    zhTW: '找不到此收件地址',
    zhCN: '找不到此收件地址',
    en: 'This address could not be found',
  },
  warning_address_book_full: {
    zhTW: '收件地址最多可儲存 {{max}} 筆，請先刪除不用的地址',
    zhCN: '收件地址最多可保存 {{max}} 个，请先删除不用的地址',
    en: 'You can keep at most {{max}} addresses: delete one you no longer use first',
  },
  warning_invalid_city: {
    zhTW: '請選擇縣市',
    zhCN: '请选择县市',
    en: 'Please choose a city or county',
  },
  warning_invalid_district: {
    zhTW: '請選擇此縣市的鄉鎮市區',
    zhCN: '请选择此县市的乡镇市区',
    en: 'Please choose a district of this city or county',
  },
  warning_zip_code_mismatch: {
    zhTW: '郵遞區號與鄉鎮市區不符',
    zhCN: '邮递区号与乡镇市区不符',
    en: 'The ZIP code does not match the district',
  },
  warning_message_too_long: {
    zhTW: '訊息內容不可超過 500 字',
    zhCN: '消息内容不可超过 500 字',
    en: 'The message must be at most 500 words',
  },
  warning_verification_failed: {
    zhTW: '驗證未通過，請重新驗證後再送出',
    zhCN: '验证未通过，请重新验证后再提交',
    en: 'Verification failed, please verify again and resend',
  },
  warning_contact_rate_limited: {
    zhTW: '送出次數過多，請稍後再試',
    zhCN: '提交次数过多，请稍后再试',
    en: 'Too many messages sent, please try again later',
  },
  // ── Checkout and orders (issue 12) ──
  warning_price_changed: {
    zhTW: '商品價格或運費已變動，請確認新的金額後再下單',
    zhCN: '商品价格或运费已变动，请确认新的金额后再下单',
    en: 'Prices or shipping have changed: please check the new amount and order again',
  },
  warning_stock_changed: {
    zhTW: '部分商品庫存不足，請重新確認訂單內容',
    zhCN: '部分商品库存不足，请重新确认订单内容',
    en: 'Some items no longer have enough stock: please check your order again',
  },
  warning_flash_sold_out: {
    zhTW: '限時搶購已售完',
    zhCN: '限时抢购已售完',
    en: 'This flash sale is sold out',
  },
  warning_flash_not_live: {
    zhTW: '此限時搶購尚未開始或已結束',
    zhCN: '此限时抢购尚未开始或已结束',
    en: 'This flash sale has not started yet or has ended',
  },
  warning_flash_limit_reached: {
    zhTW: '此限時搶購每人限購 {{limit}} 件',
    zhCN: '此限时抢购每人限购 {{limit}} 件',
    en: 'This flash sale allows {{limit}} per member',
  },
  warning_order_units_limit: {
    zhTW: '同一商品規格每筆訂單最多購買 {{limit}} 件，請調整數量',
    zhCN: '同一商品规格每笔订单最多购买 {{limit}} 件，请调整数量',
    en: 'An order can hold at most {{limit}} of one item: please lower the quantity',
  },
  warning_unpaid_units_limit: {
    zhTW: '您的未付款訂單已保留此商品 {{held}} 件，每人最多保留 {{limit}} 件，請先完成付款或取消訂單',
    zhCN: '您的未付款订单已保留此商品 {{held}} 件，每人最多保留 {{limit}} 件，请先完成付款或取消订单',
    en: 'Your unpaid orders already hold {{held}} of this item and a member may hold {{limit}}: pay or cancel an order first',
  },
  warning_unpaid_orders_limit: {
    zhTW: '您已有 {{limit}} 筆未付款訂單，請先完成付款或取消訂單後再下單',
    zhCN: '您已有 {{limit}} 笔未付款订单，请先完成付款或取消订单后再下单',
    en: 'You have {{limit}} unpaid orders: pay or cancel one before placing another',
  },
  idempotency_key_reused: {
    zhTW: '此下單請求已用於內容不同的訂單，請重新整理頁面後再下單',
    zhCN: '此下单请求已用于内容不同的订单，请刷新页面后再下单',
    en: 'This order request was already used for a different order: reload the page and order again',
  },
  warning_coupon_not_usable: {
    zhTW: '此優惠券無法使用，目前沒有可用的優惠券',
    zhCN: '此优惠券无法使用，目前没有可用的优惠券',
    en: 'This coupon cannot be used: no coupons are available',
  },
  warning_points_not_usable: {
    zhTW: '目前沒有可折抵的 W Coin',
    zhCN: '目前没有可折抵的 W Coin',
    en: 'No W Coin can be used for this order',
  },
  warning_project_not_usable: {
    zhTW: '目前沒有可使用的方案',
    zhCN: '目前没有可使用的方案',
    en: 'No programme can be used for this order',
  },
  warning_terms_not_agreed: {
    zhTW: '請先閱讀並同意服務條款與健康聲明',
    zhCN: '请先阅读并同意服务条款与健康声明',
    en: 'Please read and agree to the terms of service and the health declaration',
  },
  order_not_found: { zhTW: '找不到此訂單', zhCN: '找不到此订单', en: 'Order not found' },
  order_not_payable: {
    zhTW: '此訂單目前無法付款（已付款、已取消或已逾期）',
    zhCN: '此订单目前无法付款（已付款、已取消或已逾期）',
    en: 'This order cannot be paid now (it is paid, cancelled or expired)',
  },
  payment_gateway_unavailable: {
    zhTW: '付款服務暫時無法連線，尚未扣款，請稍後再試',
    zhCN: '支付服务暂时无法连接，尚未扣款，请稍后再试',
    en: 'The payment service cannot be reached right now. Nothing was charged; please try again later',
  },
  payment_attempt_unknown: {
    zhTW: '付款已逾時，請重新付款',
    zhCN: '付款已超时，请重新付款',
    en: 'This payment has timed out, please pay again',
  },
  // ── Private files (issue 40) ──
  file_link_invalid: {
    zhTW: '檔案連結已失效，請重新開啟',
    zhCN: '文件链接已失效，请重新打开',
    en: 'This file link has expired, please open the file again',
  },
  file_not_found: { zhTW: '找不到此檔案', zhCN: '找不到此文件', en: 'File not found' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/** Translates a catalogue key, filling {{placeholders}}; an unknown key is returned as it is (a server-written message). */
export function translateMessage(key: string, locale: Locale, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(isMessageKey(key) ? MESSAGES[key][locale] : key, values);
}

/** Fills i18next-style {{placeholders}}; a placeholder without a value stays as it is. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  // Most messages have none (every success answer's "success"): no pattern is run for them.
  if (!template.includes('{{')) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The catalogue as i18next resources for one locale. */
export function messagesFor(locale: Locale): Record<MessageKey, string> {
  return Object.fromEntries(Object.entries(MESSAGES).map(([key, byLocale]) => [key, byLocale[locale]])) as Record<
    MessageKey,
    string
  >;
}
