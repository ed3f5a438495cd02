import type { ImportResult } from '../../../contract/tee-time-imports';
import { api } from '../../lib/api-client';

/** Sends a tee-sheet export (its bytes in base64): a preview writes nothing, an import writes its tee times. */
export const importTeeTimes = (clubId: string, file: string, { preview }: { preview: boolean }) =>
  api<ImportResult>(`/api/clubs/${clubId}/admin/tee-time-imports${preview ? '/preview' : ''}`, {
    method: 'POST',
    body: { file },
  });
