import { zurichDate } from '../../contract/zurich-time';

/** Today's date in Zurich (yyyy-MM-dd), by the device's clock. */
export function todayInZurich(): string {
  return zurichDate(new Date());
}
