import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformTextsPage } from '../../../contract/platform-texts';
import { savePlatformText } from '../../features/super-admin/platform-texts-api';
import { PlatformTextsPage as PlatformTexts } from './platform-texts';
import { described, renderInApp } from '../../test/render-in-app';

const { page } = vi.hoisted(() => ({
  page: {
    total: 2,
    rows: [
      {
        key: 'footer.tagline',
        en: 'The best golf deals',
        de: 'Die besten Golfangebote',
        fr: null,
        it: null,
        updatedAt: '',
      },
      {
        key: 'results.clubs',
        en: '{{count}} clubs',
        de: '{{count}} Clubs',
        fr: '{{count}} clubs',
        it: '{{count}} club',
        updatedAt: '',
      },
    ],
  } satisfies PlatformTextsPage,
}));

// The real module starts the app's own i18n instance; the page only needs its list, its save and its refresh.
vi.mock('../../features/super-admin/platform-texts-api', () => ({
  platformTextKeys: ['super-admin', 'texts'],
  platformTextsQuery: () => ({ queryKey: ['super-admin', 'texts', 'page'], queryFn: async () => page }),
  savePlatformText: vi.fn(),
  refreshInterfaceTexts: vi.fn(async () => undefined),
}));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeEach(() => vi.mocked(savePlatformText).mockReset());

function renderPage() {
  renderInApp(<PlatformTexts />, { auth: { isSuperAdmin: true } });
}

const save = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

describe('PlatformTextsPage, a new text', () => {
  const openForm = async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add text' }));
    return screen.getByRole('form', { name: 'New text' });
  };

  it('refuses a key that breaks the rule under it, and a text in no language, and sends nothing', async () => {
    const form = await openForm();
    const key = within(form).getByLabelText('Key');
    fireEvent.change(key, { target: { value: 'not a key!' } });
    save(form);
    await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'));
    expect(described(key)).toEqual([
      'Words of letters, digits and _ joined by dots, e.g. booking.confirmTitle',
      'Key: use words of letters, digits and _ joined by dots, at most 120 characters.',
    ]);
    expect(within(form).getByText('Enter the text in at least one language.').getAttribute('role')).toBe('alert');
    expect(savePlatformText).not.toHaveBeenCalled();
  });

  it('sends the trimmed key and only the languages given', async () => {
    vi.mocked(savePlatformText).mockResolvedValue({ ...page.rows[0]!, key: 'booking.newTitle' });
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Key'), { target: { value: ' booking.newTitle ' } });
    fireEvent.change(within(form).getByLabelText('English'), { target: { value: 'Hello {{name}}' } });
    fireEvent.change(within(form).getByLabelText('German'), { target: { value: 'Hallo {{name}}' } });
    save(form);
    await waitFor(() => expect(savePlatformText).toHaveBeenCalledTimes(1));
    expect(vi.mocked(savePlatformText).mock.calls[0]![0]).toEqual({
      key: 'booking.newTitle',
      values: { en: 'Hello {{name}}', de: 'Hallo {{name}}' },
    });
  });
});

describe('PlatformTextsPage, editing a text', () => {
  const openForm = async (key: string) => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${key}` }));
    return screen.getByRole('form', { name: `Edit ${key}` });
  };

  it('refuses an emptied language under its field, and sends nothing', async () => {
    const form = await openForm('footer.tagline');
    const english = within(form).getByLabelText('English');
    fireEvent.change(english, { target: { value: '  ' } });
    save(form);
    await waitFor(() => expect(described(english)).toEqual(['This field is required']));
    expect(savePlatformText).not.toHaveBeenCalled();
  });

  it('refuses a translation without the English text’s placeholders, and sends nothing', async () => {
    const form = await openForm('results.clubs');
    fireEvent.change(within(form).getByLabelText('French'), { target: { value: 'clubs' } });
    save(form);
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'French: keep exactly the placeholders of the English text: {{count}}',
    );
    expect(savePlatformText).not.toHaveBeenCalled();
  });

  it('sends only the changed language; an edit that changes nothing just closes', async () => {
    vi.mocked(savePlatformText).mockResolvedValue(page.rows[0]!);
    let form = await openForm('footer.tagline');
    fireEvent.change(within(form).getByLabelText('French'), { target: { value: 'Les meilleures offres de golf ' } });
    save(form);
    await waitFor(() => expect(savePlatformText).toHaveBeenCalledTimes(1));
    expect(vi.mocked(savePlatformText).mock.calls[0]![0]).toEqual({
      key: 'footer.tagline',
      values: { fr: 'Les meilleures offres de golf' },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit footer.tagline' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit footer.tagline' }));
    form = screen.getByRole('form', { name: 'Edit footer.tagline' });
    fireEvent.change(within(form).getByLabelText('English'), { target: { value: 'The best golf deals ' } });
    save(form);
    expect(screen.queryByRole('form', { name: 'Edit footer.tagline' })).toBeNull();
    expect(savePlatformText).toHaveBeenCalledTimes(1);
  });
});
