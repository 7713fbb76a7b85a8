import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ATTACHMENT, AVATAR, MIN_PAID_ORDER_AMOUNT, PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';
import {
  accountSchema,
  attachmentListSchema,
  attachmentsProblem,
  avatarProblem,
  avatarSchema,
  countryCodeSchema,
  currentPasswordSchema,
  emailSchema,
  fullMobile,
  isMaskedEmail,
  isValidAccount,
  isValidEmail,
  isValidMobile,
  isValidOrderAmount,
  isValidPassword,
  isValidVerificationCode,
  isWithinUsablePoints,
  looksLikeEmail,
  mobileSchema,
  newPasswordSchema,
  NEW_PASSWORD_HINT_KEY,
  normaliseMobile,
  orderAmountSchema,
  pointsUsedSchema,
  purchaserMobileSchema,
  recipientMobileSchema,
  verificationCodeSchema,
  withPasswordConfirmation,
} from './validation';

/** The catalogue key of the first issue, as a form or the error envelope would show it. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('mobile', () => {
  it.each([
    ['0912345678', '912345678'],
    ['912345678', '912345678'],
    ['0987654321', '987654321'],
    ['0912***678', '912***678'],
    ['9********', '9********'],
    [' 0912345678 ', '912345678'],
  ])('%j is valid and sent as %j', (input, sent) => {
    expect(isValidMobile(input)).toBe(true);
    expect(mobileSchema.parse(input)).toBe(sent);
    expect(normaliseMobile(input)).toBe(sent);
  });

  it.each([
    '0812345678', // must start with 9 after the optional 0
    '091234567', // 7 digits after the 9
    '09123456789', // 9 digits after the 9
    '00912345678',
    '+886912345678', // the country code is its own field
    '886912345678',
    '0912-345-678',
    '0912 345 678',
    '０９１２３４５６７８', // full-width digits
    '09123456７8',
    'abcdefghij',
  ])('%j is refused with warning_invalid_mobile', (input) => {
    expect(isValidMobile(input)).toBe(false);
    expect(firstMessage(mobileSchema, input)).toBe('warning_invalid_mobile');
  });

  it('names the purchaser or recipient in their own fields', () => {
    expect(firstMessage(purchaserMobileSchema, '123')).toBe('warning_invalid_purchaser_mobile');
    expect(firstMessage(recipientMobileSchema, '123')).toBe('warning_invalid_recipient_mobile');
  });

  it('says required, not invalid, for an empty field', () => {
    expect(firstMessage(mobileSchema, '')).toBe('warning_required');
    expect(firstMessage(mobileSchema, '   ')).toBe('warning_required');
    expect(mobileSchema.safeParse('').error?.issues).toHaveLength(1);
  });

  it('builds the full number from country code and phone', () => {
    expect(fullMobile('0912345678')).toBe('886912345678');
    expect(fullMobile('912345678', '886')).toBe('886912345678');
  });

  it.each([
    ['886', true],
    ['+886', true],
    [' 886 ', true],
    ['86', false],
    ['+81', false],
    ['', false],
  ])('country code %j accepted: %s', (input, ok) => {
    const result = countryCodeSchema.safeParse(input);
    expect(result.success).toBe(ok);
    if (result.success) expect(result.data).toBe('886');
    else expect(result.error.issues[0]?.message).toBe('warning_unsupported_country_code');
  });
});

describe('email', () => {
  it.each(['member@wellfit.tw', 'a@b', 'first.last+tag@example.co.jp', 'ab**@gmail.com', ' x@y.z '])(
    '%j is valid',
    (input) => {
      expect(isValidEmail(input)).toBe(true);
      expect(emailSchema.safeParse(input).success).toBe(true);
    },
  );

  it.each(['member', '@wellfit.tw', 'member@', 'a@@b', 'a@b@c', 'a b@c.d', 'a@b .c', `${'a'.repeat(250)}@b.tw`])(
    '%j is refused with warning_invalid_email',
    (input) => {
      expect(isValidEmail(input)).toBe(false);
      expect(firstMessage(emailSchema, input)).toBe('warning_invalid_email');
    },
  );

  it('treats an address with ** as masked (checkEmail true)', () => {
    expect(isMaskedEmail('me**@wellfit.tw')).toBe(true);
    expect(isMaskedEmail('me*@wellfit.tw')).toBe(false);
    expect(isMaskedEmail('me@wellfit.tw')).toBe(false);
  });

  it('tells email from mobile by the at-sign', () => {
    expect(looksLikeEmail('me@wellfit.tw')).toBe(true);
    expect(looksLikeEmail('me@')).toBe(true);
    expect(looksLikeEmail('0912345678')).toBe(false);
  });
});

describe('account (mobile or email in one box)', () => {
  it.each([
    ['0912345678', '912345678'],
    ['me@wellfit.tw', 'me@wellfit.tw'],
    [' me@wellfit.tw ', 'me@wellfit.tw'],
  ])('%j is valid and sent as %j', (input, sent) => {
    expect(isValidAccount(input)).toBe(true);
    expect(accountSchema.parse(input)).toBe(sent);
  });

  it.each([
    ['me@', 'warning_invalid_email'],
    ['me@wellfit tw', 'warning_invalid_email'],
    ['0812345678', 'warning_invalid_mobile'],
    ['meatwellfit.tw', 'warning_invalid_mobile'],
    ['', 'warning_required'],
  ])('%j is refused with %s', (input, message) => {
    expect(isValidAccount(input)).toBe(false);
    expect(firstMessage(accountSchema, input)).toBe(message);
  });
});

describe('passwords', () => {
  it.each(['abcd1234', 'ABCDEFGH', '12345678', 'Abc12345XyZ', 'a'.repeat(128)])(
    '%j is a valid new password',
    (input) => {
      expect(isValidPassword(input)).toBe(true);
      expect(newPasswordSchema.safeParse(input).success).toBe(true);
    },
  );

  it.each([
    'abc1234', // 7 characters
    'abcd 1234',
    'abcd!234',
    'pässwort1',
    '密碼密碼密碼密碼',
    ' abcd1234',
    'a'.repeat(129),
  ])('%j is refused with warning_invalid_password', (input) => {
    expect(isValidPassword(input)).toBe(false);
    expect(firstMessage(newPasswordSchema, input)).toBe('warning_invalid_password');
  });

  it('the new-password hint never recommends what the rule refuses (symbols)', () => {
    expect(isValidPassword('Abcdefg!1')).toBe(false);
    for (const locale of ['zhTW', 'zhCN', 'en'] as const) {
      const hint = MESSAGES[NEW_PASSWORD_HINT_KEY][locale];
      expect(hint).not.toMatch(/符號|符号|symbol/i);
      expect(hint).toContain(String(PASSWORD_MIN_LENGTH));
      expect(hint).toMatch(/英文字母與數字|英文字母与数字|letters and digits only/);
    }
  });

  it('uses the §9 minimum', () => {
    expect(isValidPassword('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(false);
    expect(isValidPassword('a'.repeat(PASSWORD_MIN_LENGTH))).toBe(true);
  });

  it('does not re-check the rule on a password being proven', () => {
    expect(currentPasswordSchema.safeParse('old!pw').success).toBe(true);
    expect(firstMessage(currentPasswordSchema, '')).toBe('warning_required');
  });

  const resetBody = withPasswordConfirmation(
    z.object({ username: z.string(), newPassword: newPasswordSchema, confirmPassword: z.string() }),
  );

  it('accepts a matching confirmation and keeps the other fields', () => {
    expect(resetBody.parse({ username: 'me', newPassword: 'abcd1234', confirmPassword: 'abcd1234' })).toEqual({
      username: 'me',
      newPassword: 'abcd1234',
      confirmPassword: 'abcd1234',
    });
  });

  it('puts warning_password_mismatch on confirmPassword', () => {
    const result = resetBody.safeParse({ username: 'me', newPassword: 'abcd1234', confirmPassword: 'abcd1235' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'warning_password_mismatch' }),
    ]);
  });
});

describe('one-time codes', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['ABC123', true],
    ['12345', false],
    ['  12345  ', false],
    ['123 456', false],
    ['1'.repeat(33), false],
  ])('%j valid: %s', (input, ok) => {
    expect(isValidVerificationCode(input)).toBe(ok);
    expect(firstMessage(verificationCodeSchema, input)).toBe(ok ? undefined : 'warning_invalid_verification_code');
  });

  it('answers the trimmed code', () => {
    expect(verificationCodeSchema.parse(' 654321 ')).toBe('654321');
    expect(firstMessage(verificationCodeSchema, '  ')).toBe('warning_required');
  });
});

describe('order amount', () => {
  it.each([
    [0, true], // free order
    [1, false],
    [5, false], // must be MORE than 5
    [6, true],
    [1280, true],
    [5.5, false], // money is integer NT$
    [-10, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s valid: %s', (amount, ok) => {
    expect(isValidOrderAmount(amount)).toBe(ok);
    expect(firstMessage(orderAmountSchema, amount)).toBe(ok ? undefined : 'warning_invalid_order_amount');
  });

  it('follows the §9 constant', () => {
    expect(isValidOrderAmount(MIN_PAID_ORDER_AMOUNT)).toBe(false);
    expect(isValidOrderAmount(MIN_PAID_ORDER_AMOUNT + 1)).toBe(true);
  });
});

describe('points used', () => {
  it.each([
    [0, 100, undefined],
    [100, 100, undefined],
    [101, 100, 'warning_points_exceed_max'],
    [1, 0, 'warning_points_exceed_max'],
    [-1, 100, 'warning_invalid_points'],
    [1.5, 100, 'warning_invalid_points'],
  ])('%s of at most %s → %s', (used, max, message) => {
    expect(isWithinUsablePoints(used, max)).toBe(message === undefined);
    expect(firstMessage(pointsUsedSchema(max), used)).toBe(message);
  });

  it('reads the §5 message', () => {
    expect(MESSAGES.warning_points_exceed_max.en).toBe('Exceeding the maximum number of points that can be used');
  });
});

describe('attachments', () => {
  const MB = 1024 * 1024;

  it.each([
    [[], undefined],
    [[{ name: 'receipt.jpg', size: 200_000 }], undefined],
    [
      [
        { name: 'PHOTO.JPEG', size: 5 * MB },
        { name: 'clip.mov', size: 1 },
      ],
      undefined,
    ],
    [
      [
        { name: 'a.png', size: 1 },
        { name: 'b.mp4', size: 1 },
        { name: 'c.mpeg', size: 1 },
      ],
      'warning_attachment_too_many',
    ],
    [[{ name: 'notes.pdf', size: 1 }], 'warning_attachment_type'],
    [[{ name: 'no-extension', size: 1 }], 'warning_attachment_type'],
    [[{ name: 'image.png.exe', size: 1 }], 'warning_attachment_type'],
    [[{ name: 'big.mp4', size: 5 * MB + 1 }], 'warning_attachment_too_large'],
  ])('%j → %s', (files, message) => {
    expect(attachmentsProblem(files)).toBe(message);
    expect(firstMessage(attachmentListSchema(), files)).toBe(message);
  });

  it('keeps the very file objects it was given (a browser File must survive the resolver)', () => {
    const file = { name: 'a.png', size: 10, lastModified: 1 };
    const [parsed] = attachmentListSchema<typeof file>().parse([file]);
    expect(parsed).toBe(file);
  });

  it('refuses values that are not files', () => {
    expect(firstMessage(attachmentListSchema(), ['a.png'])).toBe('warning_attachment_type');
  });

  it('states the §9 limits in its messages', () => {
    for (const locale of ['zhTW', 'zhCN', 'en'] as const) {
      expect(MESSAGES.warning_attachment_too_large[locale]).toContain(`${ATTACHMENT.maxFileMegabytes} MB`);
      expect(MESSAGES.warning_attachment_too_many[locale]).toContain(String(ATTACHMENT.maxFiles));
      expect(MESSAGES.warning_avatar_too_large[locale]).toContain(`${AVATAR.maxMegabytes} MB`);
      expect(MESSAGES.warning_avatar_too_small[locale]).toContain(`${AVATAR.minWidthPx} × ${AVATAR.minHeightPx}`);
    }
  });
});

describe('avatar', () => {
  it.each([
    [{ name: 'me.png', size: 2 * 1024 * 1024, width: 128, height: 128 }, undefined],
    [{ name: 'me.JPG', size: 1000, width: 1024, height: 768 }, undefined],
    [{ name: 'me.png', size: 1000, width: 127, height: 500 }, 'warning_avatar_too_small'],
    [{ name: 'me.png', size: 1000, width: 500, height: 127 }, 'warning_avatar_too_small'],
    [{ name: 'me.png', size: 2 * 1024 * 1024 + 1, width: 500, height: 500 }, 'warning_avatar_too_large'],
    [{ name: 'me.gif', size: 1000, width: 500, height: 500 }, 'warning_avatar_type'],
    [{ name: 'me.mp4', size: 1000, width: 500, height: 500 }, 'warning_avatar_type'],
  ])('%j → %s', (image, message) => {
    expect(avatarProblem(image)).toBe(message);
    expect(firstMessage(avatarSchema(), image)).toBe(message);
  });

  it('needs the image size to judge', () => {
    expect(firstMessage(avatarSchema(), { name: 'me.png', size: 10 })).toBe('warning_avatar_type');
  });
});
