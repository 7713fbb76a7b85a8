// The SPEC §8 catalogue in this locale, from contracts (vite.config.ts, localeMessages), loaded
// like a feature namespace by the modules that name its keys (lib/i18n.client.ts).
export { default } from 'virtual:wellfit-messages/zhCN';
