/** Serbian texts of reorderable lists (drag and drop), read by screen readers at each step. */
export const sortableSrp = {
  instructions:
    'Da biste pomerili stavku, stanite na njenu ručicu i pritisnite razmaknicu ili Enter. Pomerajte je strelicama, spustite je razmaknicom ili Enterom, a Escape otkazuje pomeranje.',
  handle: 'Pomeri: {{item}}',
  pickedUp: 'Podignuta stavka {{item}}. Na mestu je {{position}} od {{count}}.',
  movedOver: 'Stavka {{item}} je sada na mestu {{position}} od {{count}}.',
  dropped: 'Stavka {{item}} je spuštena na mesto {{position}} od {{count}}.',
  cancelled: 'Pomeranje je otkazano. Stavka {{item}} ostaje na mestu {{position}} od {{count}}.',
};
