import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { ApiError } from './api-client';
import { pictureUploadProblem } from './picture-upload-problem';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'de', resources: { en: { translation: en }, de: { translation: de } } }));

describe('why the server refused a picture, in the user’s language', () => {
  it('says that the picture could not be read', () => {
    expect(
      pictureUploadProblem(i18n.t, new ApiError(400, 'unreadable_image', 'file: the picture could not be read')),
    ).toBe(de.uploads.unreadable);
  });

  it('says in how many minutes the user may upload again', () => {
    expect(pictureUploadProblem(i18n.t, new ApiError(429, 'rate_limited', 'Too many attempts', 1500))).toBe(
      'Sie haben in der letzten Stunde viele Bilder hochgeladen. Bitte versuchen Sie es in 25 Minuten wieder.',
    );
    expect(pictureUploadProblem(i18n.getFixedT('en'), new ApiError(429, 'rate_limited', 'Too many attempts', 30))).toBe(
      'You have uploaded many pictures in the last hour. Please try again in 1 minute.',
    );
  });

  it('leaves every other failure to the page', () => {
    expect(pictureUploadProblem(i18n.t, new ApiError(413, 'payload_too_large', 'file: at most 2 MB'))).toBeNull();
    expect(pictureUploadProblem(i18n.t, new Error('offline'))).toBeNull();
  });
});
