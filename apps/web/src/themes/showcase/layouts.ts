/** The showcase theme's sixteen layouts, one export a layout (the names TThemeLayouts asks for). */
export { CatalogListPage } from './catalog-list-page';
export { CatalogPage } from './catalog-page';
export { CategoryPage } from './category-page';
export { CommentsSection } from './comments-section';
export { ContactPage } from './contact-page';
export { ContentListPage } from './content-list-page';
export { HomeHero } from './home-hero';
export { HomePage } from './home-page';
export { ProductListPage } from './product-list-page';
export { ProfilePage } from './profile-page';
export { PublicPlannerListPage } from './public-planner-list-page';
export { PublicPlannerPage } from './public-planner-page';
export { SearchListingPage } from './search-listing-page';
export { SingleContentPage } from './single-content-page';
export { SingleProductPage } from './single-product-page';
export { TermsPage } from './terms-page';
