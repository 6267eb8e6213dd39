/** Notices (toasts) with the SPEC §9 durations. */
import { NOTICE_MS } from '@izlog/contract/constants';
import { notifications } from '@mantine/notifications';

type TNoticeKind = 'info' | 'success' | 'error';
const colorOf: Record<TNoticeKind, string> = { info: 'blue', success: 'teal', error: 'red' };

export function notify(kind: TNoticeKind, message: string, ms: number = NOTICE_MS.normal): void {
  notifications.show({ message, color: colorOf[kind], autoClose: ms });
}
