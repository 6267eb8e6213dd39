/** English texts of reorderable lists (drag and drop), read by screen readers at each step. */
import type { TTranslations } from './srp';

export const sortableEn: TTranslations['sortable'] = {
  instructions:
    'To move an item, focus its handle and press Space or Enter. Move it with the arrow keys, drop it with Space or Enter, or press Escape to cancel.',
  handle: 'Move {{item}}',
  pickedUp: 'Picked up {{item}}. It is at position {{position}} of {{count}}.',
  movedOver: '{{item}} is now at position {{position}} of {{count}}.',
  dropped: '{{item}} was dropped at position {{position}} of {{count}}.',
  cancelled: 'Moving cancelled. {{item}} stays at position {{position}} of {{count}}.',
};
