import { STORAGE_KEYS, STORAGE_PREFIX, STORAGE_VERSION_KEY } from '@wellfit/contracts/constants';
import { SUPPORT_EMAIL, type StaticPageDocument, type StaticPageTranslations } from '../static-page-document';

/*
 * The storage table is built from STORAGE_KEYS, and each locale must describe every key (the
 * Record type below), so a key added to contracts cannot ship undeclared.
 */

const UPDATED = '2025-11-01';

/** The server reads the chosen language from this cookie (apps/server/src/plugins/request-context.ts). */
const LOCALE_COOKIE_NAME = 'locale';

type StorageKeyName = keyof typeof STORAGE_KEYS | 'storageVersion';
type StoragePurposes = Record<StorageKeyName, [purpose: string, lifetime: string]>;

function storageRows(purposes: StoragePurposes): string[][] {
  const names: Record<StorageKeyName, string> = { ...STORAGE_KEYS, storageVersion: STORAGE_VERSION_KEY };
  return (Object.keys(names) as StorageKeyName[]).map((name) => [`${STORAGE_PREFIX}${names[name]}`, ...purposes[name]]);
}

const zhTW: StaticPageDocument = {
  title: 'Cookie 聲明',
  description:
    '本聲明說明 WellFit 在你的瀏覽器中存放哪些 Cookie 與本機儲存資料、各自的用途，以及你如何給予或撤回同意。',
  updated: UPDATED,
  sections: [
    {
      id: 'what-they-are',
      heading: 'Cookie 與本機儲存是什麼',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cookie 是網站存放在瀏覽器中的小型文字檔，每次瀏覽時會一併傳回網站；本機儲存（Local Storage）則只留在你的裝置上，由網頁程式讀取。我們用它們讓網站正常運作，並在你同意後了解網站的使用情形。',
        },
      ],
    },
    {
      id: 'necessary',
      heading: '必要項目',
      blocks: [
        {
          kind: 'paragraph',
          text: '以下項目是提供你要求的服務所必需，例如保持登入、記住購物車與語言，因此不需要另外取得同意，也無法關閉。它們不會用於廣告或追蹤你在其他網站的行為。',
        },
        {
          kind: 'table',
          caption: '必要 Cookie',
          columns: ['名稱', '用途', '保存期間'],
          rows: [
            [LOCALE_COOKIE_NAME, '記住你選擇的語言，讓頁面一開始就以該語言顯示', '直到你更換語言或清除瀏覽器資料'],
          ],
        },
        {
          kind: 'table',
          caption: '本機儲存項目',
          columns: ['名稱', '用途', '保存期間'],
          rows: storageRows({
            cookieConsent: ['記錄你對 Cookie 的選擇（接受或拒絕）與選擇時間', '直到你清除瀏覽器資料'],
            selectedCartItemIds: ['記住購物車中勾選要結帳的商品', '直到結帳完成或你登出'],
            currentUser: ['暫存你的會員基本資料，減少重複載入', '直到到期或你登出'],
            currentUserExpireAt: ['上述會員資料的到期時間', '同上'],
            loginType: ['記住你上次使用的登入方式', '直到你登出'],
            account: ['記住你上次登入的帳號，方便下次登入', '直到你登出'],
            uSport: ['運動專案會員的驗證資料', '直到你登出或驗證失效'],
            token: ['登入憑證，讓你不必每頁重新登入', '直到到期或你登出'],
            tokenExpireAt: ['登入憑證的到期時間，用於提前更新', '同上'],
            cachePhone: ['勾選「記住我」時，記住你輸入的手機號碼', '直到你取消「記住我」'],
            cacheEmail: ['勾選「記住我」時，記住你輸入的電子郵件', '直到你取消「記住我」'],
            locale: ['記住你選擇的語言', '直到你更換語言或清除瀏覽器資料'],
            deviceId: ['隨機產生的裝置識別碼，用於帳號安全與防止濫用，不含個人資料', '直到你清除瀏覽器資料'],
            inviteCode: ['你從朋友的邀請連結帶來的邀請碼，註冊時一併送出', '直到你登入或註冊成功'],
            storageVersion: ['資料格式版本；版本不符時會自動清除舊資料', '直到你清除瀏覽器資料'],
          }),
        },
      ],
    },
    {
      id: 'analytics',
      heading: '分析 Cookie',
      blocks: [
        {
          kind: 'paragraph',
          text: '只有在你按下「接受」後，我們才會使用分析 Cookie，以彙總、統計的方式了解哪些頁面最受歡迎、網站在什麼地方讓人卡住，進而改善課程與購物流程。分析資料不會用來辨識你個人，也不會提供給廣告商。若你選擇「拒絕」，我們不會設定任何分析 Cookie，網站的所有功能仍可正常使用。',
        },
      ],
    },
    {
      id: 'consent',
      heading: '我們如何記錄你的同意',
      blocks: [
        {
          kind: 'paragraph',
          text: '第一次造訪時，網站下方會出現 Cookie 提示，你可以選擇「接受」或「拒絕」。不論你選擇哪一個，我們都會在本機儲存中記下你的選擇（接受或拒絕）與選擇的時間，之後就不會再次詢問。這份紀錄只存在你的瀏覽器中。',
        },
      ],
    },
    {
      id: 'change-or-withdraw',
      heading: '變更或撤回同意',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '在瀏覽器設定中清除本網站的 Cookie 與網站資料。',
            '重新整理頁面，Cookie 提示會再次出現。',
            '選擇「拒絕」即撤回同意，我們會停止設定分析 Cookie；選擇「接受」則重新同意。',
          ],
        },
        {
          kind: 'paragraph',
          text: '清除網站資料也會讓你登出，並清除「記住我」的帳號。你也可以在瀏覽器中封鎖所有 Cookie，但封鎖必要項目可能使登入、購物車等功能無法使用。',
        },
      ],
    },
    {
      id: 'contact',
      heading: '聯絡我們',
      blocks: [
        {
          kind: 'paragraph',
          text: '想進一步了解我們如何處理個人資料，請參閱隱私權政策，或來信與我們聯絡。',
        },
        {
          kind: 'links',
          links: [
            { label: '隱私權政策', href: '/privacy-policy' },
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
          ],
        },
      ],
    },
  ],
};

const zhCN: StaticPageDocument = {
  title: 'Cookie 声明',
  description:
    '本声明说明 WellFit 在你的浏览器中存放哪些 Cookie 与本地存储数据、各自的用途，以及你如何给予或撤回同意。',
  updated: UPDATED,
  sections: [
    {
      id: 'what-they-are',
      heading: 'Cookie 与本地存储是什么',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cookie 是网站存放在浏览器中的小型文本文件，每次浏览时会一并传回网站；本地存储（Local Storage）则只留在你的设备上，由网页程序读取。我们用它们让网站正常运作，并在你同意后了解网站的使用情形。',
        },
      ],
    },
    {
      id: 'necessary',
      heading: '必要项目',
      blocks: [
        {
          kind: 'paragraph',
          text: '以下项目是提供你要求的服务所必需，例如保持登录、记住购物车与语言，因此不需要另外取得同意，也无法关闭。它们不会用于广告或追踪你在其他网站的行为。',
        },
        {
          kind: 'table',
          caption: '必要 Cookie',
          columns: ['名称', '用途', '保存期间'],
          rows: [
            [LOCALE_COOKIE_NAME, '记住你选择的语言，让页面一开始就以该语言显示', '直到你更换语言或清除浏览器数据'],
          ],
        },
        {
          kind: 'table',
          caption: '本地存储项目',
          columns: ['名称', '用途', '保存期间'],
          rows: storageRows({
            cookieConsent: ['记录你对 Cookie 的选择（接受或拒绝）与选择时间', '直到你清除浏览器数据'],
            selectedCartItemIds: ['记住购物车中勾选要结账的商品', '直到结账完成或你退出登录'],
            currentUser: ['暂存你的会员基本资料，减少重复加载', '直到到期或你退出登录'],
            currentUserExpireAt: ['上述会员资料的到期时间', '同上'],
            loginType: ['记住你上次使用的登录方式', '直到你退出登录'],
            account: ['记住你上次登录的账号，方便下次登录', '直到你退出登录'],
            uSport: ['运动专案会员的验证资料', '直到你退出登录或验证失效'],
            token: ['登录凭证，让你不必每页重新登录', '直到到期或你退出登录'],
            tokenExpireAt: ['登录凭证的到期时间，用于提前更新', '同上'],
            cachePhone: ['勾选「记住我」时，记住你输入的手机号码', '直到你取消「记住我」'],
            cacheEmail: ['勾选「记住我」时，记住你输入的电子邮件', '直到你取消「记住我」'],
            locale: ['记住你选择的语言', '直到你更换语言或清除浏览器数据'],
            deviceId: ['随机产生的设备识别码，用于账号安全与防止滥用，不含个人信息', '直到你清除浏览器数据'],
            inviteCode: ['你从朋友的邀请链接带来的邀请码，注册时一并发送', '直到你登录或注册成功'],
            storageVersion: ['数据格式版本；版本不符时会自动清除旧资料', '直到你清除浏览器数据'],
          }),
        },
      ],
    },
    {
      id: 'analytics',
      heading: '分析 Cookie',
      blocks: [
        {
          kind: 'paragraph',
          text: '只有在你按下「接受」后，我们才会使用分析 Cookie，以汇总、统计的方式了解哪些页面最受欢迎、网站在什么地方让人卡住，进而改善课程与购物流程。分析数据不会用来辨识你个人，也不会提供给广告商。若你选择「拒绝」，我们不会设置任何分析 Cookie，网站的所有功能仍可正常使用。',
        },
      ],
    },
    {
      id: 'consent',
      heading: '我们如何记录你的同意',
      blocks: [
        {
          kind: 'paragraph',
          text: '第一次造访时，网站下方会出现 Cookie 提示，你可以选择「接受」或「拒绝」。不论你选择哪一个，我们都会在本地存储中记下你的选择（接受或拒绝）与选择的时间，之后就不会再次询问。这份记录只存在你的浏览器中。',
        },
      ],
    },
    {
      id: 'change-or-withdraw',
      heading: '变更或撤回同意',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '在浏览器设置中清除本网站的 Cookie 与网站数据。',
            '刷新页面，Cookie 提示会再次出现。',
            '选择「拒绝」即撤回同意，我们会停止设置分析 Cookie；选择「接受」则重新同意。',
          ],
        },
        {
          kind: 'paragraph',
          text: '清除网站数据也会让你退出登录，并清除「记住我」的账号。你也可以在浏览器中屏蔽所有 Cookie，但屏蔽必要项目可能使登录、购物车等功能无法使用。',
        },
      ],
    },
    {
      id: 'contact',
      heading: '联系我们',
      blocks: [
        {
          kind: 'paragraph',
          text: '想进一步了解我们如何处理个人信息，请参阅隐私政策，或来信与我们联系。',
        },
        {
          kind: 'links',
          links: [
            { label: '隐私政策', href: '/privacy-policy' },
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
          ],
        },
      ],
    },
  ],
};

const en: StaticPageDocument = {
  title: 'Cookie Declaration',
  description:
    'This declaration explains which cookies and local storage WellFit keeps in your browser, what each is for, and how you give or withdraw consent.',
  updated: UPDATED,
  sections: [
    {
      id: 'what-they-are',
      heading: 'What cookies and local storage are',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A cookie is a small text file a website keeps in your browser and receives back on each visit. Local storage stays on your device and is read only by the web page itself. We use them to make the site work and, with your consent, to understand how it is used.',
        },
      ],
    },
    {
      id: 'necessary',
      heading: 'Necessary items',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The items below are needed for services you ask for, such as staying logged in and remembering your cart and language, so they do not need separate consent and cannot be switched off. They are never used for advertising or to follow you around other sites.',
        },
        {
          kind: 'table',
          caption: 'Necessary cookies',
          columns: ['Name', 'Purpose', 'Kept for'],
          rows: [
            [
              LOCALE_COOKIE_NAME,
              'Remembers the language you chose, so pages open in it straight away',
              'Until you change language or clear browser data',
            ],
          ],
        },
        {
          kind: 'table',
          caption: 'Local storage items',
          columns: ['Name', 'Purpose', 'Kept for'],
          rows: storageRows({
            cookieConsent: [
              'Your cookie choice (accept or decline) and when you made it',
              'Until you clear browser data',
            ],
            selectedCartItemIds: ['Which cart items you ticked for checkout', 'Until checkout or log-out'],
            currentUser: [
              'A short-lived copy of your member details, to avoid reloading them on every page',
              'Until it expires or you log out',
            ],
            currentUserExpireAt: ['When that copy expires', 'As above'],
            loginType: ['The sign-in method you used last', 'Until you log out'],
            account: ['The account you last logged in with, for a quicker next login', 'Until you log out'],
            uSport: [
              'Verification details for sports-programme members',
              'Until you log out or the verification lapses',
            ],
            token: ['Your login token, so you stay logged in from page to page', 'Until it expires or you log out'],
            tokenExpireAt: ['When the login token expires, so it can be renewed in time', 'As above'],
            cachePhone: ['Your mobile number, when you tick Remember me', 'Until you untick Remember me'],
            cacheEmail: ['Your email address, when you tick Remember me', 'Until you untick Remember me'],
            locale: ['The language you chose', 'Until you change language or clear browser data'],
            deviceId: [
              'A random device identifier used for account security and abuse prevention; it holds no personal details',
              'Until you clear browser data',
            ],
            inviteCode: [
              "The invite code from a friend's invite link, sent when you sign up",
              'Until you log in or sign up',
            ],
            storageVersion: [
              'The data format version; older data is cleared automatically when it changes',
              'Until you clear browser data',
            ],
          }),
        },
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Only after you choose Accept do we use analytics cookies, which tell us in aggregate which pages are popular and where people get stuck, so we can improve courses and the shopping journey. Analytics data is not used to identify you and is not shared with advertisers. If you choose Decline, no analytics cookies are set and every feature of the site still works.',
        },
      ],
    },
    {
      id: 'consent',
      heading: 'How we record your consent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On your first visit a cookie notice appears at the bottom of the page with Accept and Decline. Whichever you choose, we note your choice (accepted or declined) and when you made it in local storage, and we do not ask again. The record stays in your browser only.',
        },
      ],
    },
    {
      id: 'change-or-withdraw',
      heading: 'Changing or withdrawing consent',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            "Clear this site's cookies and site data in your browser settings.",
            'Reload the page: the cookie notice appears again.',
            'Choose Decline to withdraw consent, and we stop setting analytics cookies; choose Accept to consent again.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Clearing site data also logs you out and forgets any remembered account. You can block all cookies in your browser, but blocking the necessary items may stop login, the cart and other features from working.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To learn more about how we handle personal data, read our Privacy Policy or write to us.',
        },
        {
          kind: 'links',
          links: [
            { label: 'Privacy Policy', href: '/privacy-policy' },
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
          ],
        },
      ],
    },
  ],
};

export const translations: StaticPageTranslations = { zhTW, zhCN, en };
