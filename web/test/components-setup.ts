import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import en from '../../locales/en.json';

// Components read their texts as the app does, in English (nested keys: the app flattens them, here i18next walks them).
void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });

afterEach(cleanup);
