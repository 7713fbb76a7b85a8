import { refreshTokenAnswer } from '@wellfit/contracts/auth-session';
import { userDetailsSchema } from '@wellfit/contracts/user';
import { describe, expect, it } from 'vitest';
import { isCurrentUser } from '~/lib/get-user-details';
import { isEmptyUser } from '~/lib/session-store';
import { isRefreshTokenAnswer } from './refresh-token';

// App start checks these two answers without zod (shell budget); the guards must accept what
// the contract accepts and refuse what it refuses on the fields they check.
describe('zod-free answer guards of app start', () => {
  it('accept and refuse refresh answers as refreshTokenAnswer does', () => {
    const samples: unknown[] = [
      { token: 'abc', expires_in: 604800 },
      { token: '', expires_in: 604800 },
      { token: 'abc', expires_in: 0 },
      { token: 'abc', expires_in: 1.5 },
      { token: 'abc', expires_in: '604800' },
      { token: 42, expires_in: 604800 },
      { expires_in: 604800 },
      null,
      'abc',
    ];
    for (const sample of samples) {
      expect(isRefreshTokenAnswer(sample), JSON.stringify(sample)).toBe(refreshTokenAnswer.safeParse(sample).success);
    }
  });

  it('accept every user the contract accepts, and refuse wrong types on the fields the shell reads', () => {
    const user = userDetailsSchema.parse({
      id: 7,
      userId: 7,
      uuid: 'u-7',
      name: null,
      nickName: '小明',
      phone: '912345678',
      countryCode: '886',
      email: null,
      type: 1,
      avatarUrl: null,
      gender: null,
      country: null,
      city: null,
      region: null,
      birthday: null,
      age: null,
      height: null,
      weight: null,
      goal: null,
      vip: 0,
      vipStartDate: null,
      vipEndDate: null,
      newUser: 0,
      guidance: 0,
      platForm: null,
      appVersion: '',
      needDecrypt: 0,
      language: null,
      locale: 'zhTW',
      enterpriseId: null,
      hasPassword: false,
      createTime: '2026-01-01T00:00:00.000Z',
      updateTime: '2026-01-01T00:00:00.000Z',
    });
    expect(isCurrentUser(user)).toBe(true);
    expect(isEmptyUser(user)).toBe(false);
    expect(isCurrentUser({})).toBe(true);
    expect(isEmptyUser({})).toBe(true);
    for (const wrong of [{ id: '7' }, { id: 7, nickName: 3 }, { id: 7, avatarUrl: {} }, [], null]) {
      expect(userDetailsSchema.safeParse(wrong).success).toBe(false);
      expect(isCurrentUser(wrong), JSON.stringify(wrong)).toBe(false);
    }
  });
});
