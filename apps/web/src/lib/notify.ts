/** Notices (toasts) with the SPEC §9 durations. */
import { NOTICE_MS } from '@izlog/contract/constants';
import { notifications } from '@mantine/notifications';
import { inInterfaceScript } from './i18n';

type TNoticeKind = 'info' | 'success' | 'error';
const colorOf: Record<TNoticeKind, string> = { info: 'blue', success: 'teal', error: 'red' };

/**
 * `title`: a line above the message (the site's greeting above the server's word on what comes next). Both may come
 * from the server's or the contract's Serbian Latin: shown in the interface's script. `id`: a notice that must show
 * once however many times it is asked for while it is on screen.
 */
export function notify(
  kind: TNoticeKind,
  message: string,
  ms: number = NOTICE_MS.normal,
  { title, id }: { title?: string; id?: string } = {},
): void {
  notifications.show({
    id,
    title: title && inInterfaceScript(title),
    message: inInterfaceScript(message),
    color: colorOf[kind],
    autoClose: ms,
  });
}
