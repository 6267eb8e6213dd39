/** How many items each public list shows per page (a multiple of the grid's 2, 3 and 4 columns). */
export const PRODUCTS_PER_PAGE = 12;
export const CONTENTS_PER_PAGE = 12;
export const HOME_PRODUCTS = 8;
export const SEARCH_HITS_PER_PAGE = 10;
export const PROFILE_ITEMS = 12;
export const CATALOGS_PER_PAGE = 12;
export const PUBLIC_PLANNERS_PER_PAGE = 12;
