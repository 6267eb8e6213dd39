/**
 * Puts a whole text into a field in one input, as a paste: for tests where typing key by key is not what is tested.
 * `user.type` renders a Mantine form once per key, which made long forms take seconds on a busy machine.
 */
import type { UserEvent } from '@testing-library/user-event';

export async function fillIn(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
