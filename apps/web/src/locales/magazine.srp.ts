/** Serbian texts of the magazine theme (template 3): what only its pages say (a product's fact box, a story's reading time). */
export const magazineSrp = {
  factBox: 'Ukratko',
  readingTime: 'Čitanje: {{count}} min',
};
