import { checkUserExistAnswer, checkUserExistQuery } from '@wellfit/contracts/auth';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** GET /api/web/login/checkUserExist?username= (SPEC §7). */
export async function checkUserExist(username: string): Promise<boolean> {
  const query = checkUserExistQuery.parse({ username });
  return parseAnswer(
    checkUserExistAnswer,
    await apiClient.get('/api/web/login/checkUserExist', { query, noAuth: true, muteToast: true }),
  );
}
