import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (decisions 0029, 0032), tried on the text of a file that would sit
 * at `filePath`: `npm run lint` refuses it by whatever path the import takes.
 */
// Only the boundaries' rule: the others (import-x/no-cycle among them) read every file the probe's imports reach.
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it('a feature never imports another feature, however the path is written', async () => {
    const code = [
      "import { courseKeys } from '../../courses/api';",
      "import { mysteryDealsKey } from '../../../features/mystery/api';",
      "import { bookingKeys } from '../../../../web/features/booking/api';",
      'export const keys = [courseKeys, mysteryDealsKey, bookingKeys];',
    ].join('\n');
    const found = await refusals('web/features/notifications/components/probe.tsx', code);
    expect(found).toHaveLength(3);
    expect(found[0]).toContain('Features never import each other');
  });

  it('a page takes only components, hooks and route data from a feature, never its fetchers, keys or helpers', async () => {
    const code = [
      "import { bookingKeys } from '../../features/booking/api';",
      "import { sortBookings } from '../../features/booking/booking-sections';",
      "import { useMyBookings } from '../../features/booking/hooks';",
      "import { useBookAndPay } from '../../features/booking/use-book-and-pay';",
      "import { BookingSummary } from '../../features/booking/components/booking-summary';",
      "import { prefetchClub } from '../../features/courses/route-data';",
      'export const parts = [bookingKeys, sortBookings, useMyBookings, useBookAndPay, BookingSummary, prefetchClub];',
    ].join('\n');
    const found = await refusals('web/app/routes/probe.tsx', code);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('only its components, hooks');
  });

  it('web/lib and web/components import no feature; the web app no server code; contract/ neither', async () => {
    expect(await refusals('web/lib/probe.ts', "export { bookingKeys } from '../features/booking/api';")).toHaveLength(
      1,
    );
    expect(
      await refusals('web/components/ui/probe.ts', "export { useMyBookings } from '../../features/booking/hooks';"),
    ).toHaveLength(1);
    expect(await refusals('web/lib/probe.ts', "export { clock } from '../../server/clock';")).toHaveLength(1);
    expect(await refusals('contract/probe.ts', "export { api } from '../web/lib/api-client';")).toHaveLength(1);
  });

  it('the domain imports nothing of the server outside itself', async () => {
    const found = await refusals('server/domain/probe.ts', "export { createApp } from '../http/app';");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('The domain is pure rules');
  });
});
