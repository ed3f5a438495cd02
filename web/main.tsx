import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Startup } from './app/startup';
import { i18n, requestTexts } from './lib/i18n/i18n';
import './styles.css';

// The texts travel while React starts and the start sequence waits; a failure shows in that sequence.
requestTexts().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <Startup />
    </I18nextProvider>
  </StrictMode>,
);
