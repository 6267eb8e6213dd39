/** English texts of a content's gallery of photos and videos and moving its items. */
import type { TTranslations } from './srp';

export const galleryEn: TTranslations['gallery'] = {
  empty: 'The gallery is empty.',
  addPhoto: 'Add a photo',
  addStock: 'Add from the photo gallery',
  videoLink: 'YouTube or Vimeo video link',
  addVideo: 'Add the video',
  items: 'Gallery items',
  picture: 'Photo {{number}}',
  video: 'Video {{number}} ({{provider}})',
  move: 'Move {{name}}',
  remove: 'Remove {{name}}',
  removeTitle: 'Remove from the gallery',
  removeConfirm: 'Do you want to remove "{{name}}" from the gallery?',
  removeYes: 'Remove',
  cancel: 'Cancel',
  full: 'A gallery holds at most {{max}} items.',
  dragHint:
    'To move an item, pick it up with the space bar, move it with the arrow keys and drop it with the space bar.',
  pickedUp: 'Picked up {{name}}, at position {{position}} of {{count}}.',
  movedTo: '{{name}} is at position {{position}} of {{count}}.',
  dropped: '{{name}} was dropped at position {{position}} of {{count}}.',
  cancelled: 'Moving was cancelled; {{name}} is back in its place.',
};
