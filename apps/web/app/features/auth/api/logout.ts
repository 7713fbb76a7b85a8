import { apiClient } from '~/lib/api-client';

/** GET /api/web/logout (SPEC §7). SPEC §8: its errors are ignored. */
export async function logoutOnServer(): Promise<void> {
  await apiClient.get('/api/web/logout', { muteToast: true }).catch(() => undefined);
}
