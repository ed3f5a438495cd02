import { queryOptions } from '@tanstack/react-query';
import type { DebugReport } from '../../../contract/debug';
import { ApiError, api } from '../../lib/api-client';

const refused = (error: Error) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The debug probe of the signed-in user: always read fresh, and a refusal is an answer, not worth a retry. */
export const debugReportQuery = (userId: string) =>
  queryOptions({
    queryKey: ['debug-report', userId],
    queryFn: ({ signal }) => api<DebugReport>('/api/admin/debug', { signal }),
    staleTime: 0,
    retry: (failures, error) => !refused(error) && failures < 1,
  });

/** The server refused the probe: the expected answer for anyone who is not a super admin. */
export const isAccessRefused = (error: Error | null) => error !== null && refused(error);
