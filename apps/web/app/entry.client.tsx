import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { documentLocale, startBrowserI18n } from './lib/i18n.client';

// The translations of the language the server rendered must be loaded before hydrating,
// or the first client render would differ from the server HTML.
void startBrowserI18n(documentLocale()).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
});
