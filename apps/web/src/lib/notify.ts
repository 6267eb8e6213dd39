/** Notices (toasts) with the SPEC §9 durations. */
import { NOTICE_MS } from '@izlog/contract/constants';
import { notifications } from '@mantine/notifications';

type TNoticeKind = 'info' | 'success' | 'error';
const colorOf: Record<TNoticeKind, string> = { info: 'blue', success: 'teal', error: 'red' };

/** `title`: a line above the message (the site's greeting above the server's word on what comes next). */
export function notify(kind: TNoticeKind, message: string, ms: number = NOTICE_MS.normal, title?: string): void {
  notifications.show({ title, message, color: colorOf[kind], autoClose: ms });
}
