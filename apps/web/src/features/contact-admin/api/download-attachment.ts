/**
 * A message's attachment, downloaded by staff: the address the submission names needs the staff member's token, which
 * a plain link cannot carry, so the file is fetched and then handed to the browser to save under its own name.
 */
import { API_BASE } from '@izlog/contract/constants';
import type { TContactSubmission } from '@izlog/contract/contact-services';
import { apiRequestBlob } from '@/lib/api-client';

type TAttachment = NonNullable<TContactSubmission['attachment']>;

/** The attachment's address under the API base, as the API client takes it. */
const apiPathOf = (url: string) => {
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  return path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
};

export async function downloadAttachment(attachment: TAttachment): Promise<void> {
  const blob = await apiRequestBlob(apiPathOf(attachment.url));
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = attachment.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
