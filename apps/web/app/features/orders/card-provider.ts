/*
 * The card payment provider's in-site fields (ECPay's in-site card SDK; the local payment
 * simulator serves a stand-in with the same calls, docs/decisions/payment-simulator.md). The
 * card number never passes through the shop: the provider's fields turn it into a PayToken.
 */

interface EcpaySdk {
  initialize(serverType: string, isLoading: number, callback: (error?: unknown) => void): void;
  createPayment(
    token: string,
    language: string,
    callback: (error?: { ErrMsg?: string } | null) => void,
    version: string,
  ): void;
  getPayToken(callback: (paymentInfo: { PayToken?: string } | null, errorMessage?: string) => void): void;
}

declare global {
  interface Window {
    ECPay?: EcpaySdk;
  }
}

let loading: Promise<EcpaySdk> | null = null;

function loadSdk(sdkUrl: string): Promise<EcpaySdk> {
  loading ??= new Promise<EcpaySdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onload = () => (window.ECPay ? resolve(window.ECPay) : reject(new Error('card SDK missing')));
    script.onerror = () => reject(new Error('card SDK failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The provider's language codes for its fields. */
export type CardFieldsLanguage = 'zh-TW' | 'en-US';

/** Shows the provider's card fields in its container (#ECPayPayment) for the payment's token. */
export async function mountCardFields(
  sdkUrl: string,
  serverType: string,
  token: string,
  language: CardFieldsLanguage,
): Promise<void> {
  const sdk = await loadSdk(sdkUrl);
  await new Promise<void>((resolve, reject) =>
    sdk.initialize(serverType, 0, (error) => (error ? reject(new Error(String(error))) : resolve())),
  );
  await new Promise<void>((resolve, reject) =>
    sdk.createPayment(token, language, (error) => (error?.ErrMsg ? reject(new Error(error.ErrMsg)) : resolve()), 'V2'),
  );
}

/** The PayToken for what was typed into the provider's fields; rejects with the provider's message. */
export async function getPayToken(): Promise<string> {
  const sdk = window.ECPay;
  if (!sdk) throw new Error('card SDK missing');
  return new Promise<string>((resolve, reject) =>
    sdk.getPayToken((paymentInfo, errorMessage) =>
      paymentInfo?.PayToken ? resolve(paymentInfo.PayToken) : reject(new Error(errorMessage || 'no PayToken')),
    ),
  );
}
