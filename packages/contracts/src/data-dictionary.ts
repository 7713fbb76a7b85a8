import { z } from 'zod';

/** SPEC §7 Home and configuration: POST /api/web/queryDataDictionary. */
export const DATA_DICTIONARY_TYPES = ['twVersionNotifyMsg', 'appConfig'] as const;
export const APP_CONFIG_NAMES = ['userCoinsSwitch', 'maintenanceMode'] as const;

export const queryDataDictionaryBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('twVersionNotifyMsg') }),
  z.object({ type: z.literal('appConfig'), name: z.enum(APP_CONFIG_NAMES) }),
]);
export type QueryDataDictionaryBody = z.infer<typeof queryDataDictionaryBody>;

/** twFreeChargeMsg is stored and answered as a JSON string {msg, link} (SPEC §7). */
export const freeChargeMessageSchema = z.object({ msg: z.string(), link: z.string() });
export type FreeChargeMessage = z.infer<typeof freeChargeMessageSchema>;

export const versionNotifyAnswer = z.object({
  twNotifyMsg: z.string(),
  twFreeChargeMsg: z.string(),
});
export type VersionNotifyAnswer = z.infer<typeof versionNotifyAnswer>;

/** appConfig answers the value of the named switch; "1" means on (SPEC §7). */
export const appConfigAnswer = z.object({ name: z.enum(APP_CONFIG_NAMES), value: z.string() });
export type AppConfigAnswer = z.infer<typeof appConfigAnswer>;

export const queryDataDictionaryAnswer = z.union([versionNotifyAnswer, appConfigAnswer]);
