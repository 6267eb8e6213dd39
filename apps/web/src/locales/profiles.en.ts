/** English texts of profile setup (SPEC §2), the auth-user modal and the account menu's ways to them. */
import type { TTranslations } from './srp';

export const profilesEn: TTranslations['profiles'] = {
  menu: {
    myAccount: 'My account',
    profile: 'Profile',
  },
  setup: {
    title: 'My profile',
    leadPersonal:
      'This is what visitors see on your public profile: a picture, a few words about you and how to reach you.',
    leadCompany:
      "This is what visitors see on your company's profile: logo, description, contacts and locations. Your products and catalogs show them too.",
    publicProfileLink: 'See your public profile',
    loadFailed: 'Your profile cannot be loaded at the moment.',
    save: 'Save profile',
    sections: {
      account: 'Account',
      company: 'Company',
      about: 'About you',
      contact: 'Contact',
      social: 'Social networks',
    },
  },
  fields: {
    emailNote: "Only the site's administrator changes the account's e-mail address.",
    avatar: 'Profile picture',
    usernameHint: 'Shown with your blogs and comments.',
    gender: 'Gender',
    genderNotSaid: 'Not given',
    genders: { male: 'Male', female: 'Female', other: 'Other' },
    birthdate: 'Date of birth',
    bioPersonal: 'About me',
    bioCompany: 'About the company',
    publicEmailHint: 'The address visitors see on your profile.',
    phoneHint: 'Digits only, at least 6.',
    addressHint: 'Optional. Type the street and number, a comma, then the place, and pick a suggestion.',
    socialPlaceholder: {
      twitter: 'https://twitter.com/…',
      facebook: 'https://facebook.com/…',
      instagram: 'https://instagram.com/…',
    },
  },
  locations: {
    legend: 'Locations',
    primaryRule:
      'The first location is the primary one: it is shown first on your profile and with your products. Change the order with the buttons under each location.',
    itemLegend: 'Location {{number}}',
    primary: 'Primary',
    makePrimary: 'Make location {{number}} primary',
    moveUp: 'Move location {{number}} up',
    moveDown: 'Move location {{number}} down',
    remove: 'Remove location {{number}}',
    add: 'Add a location',
    max: 'You have added the most locations there can be ({{max}}).',
  },
  authUser: {
    title: 'My account',
    sectionsLabel: 'Parts of the account',
    sections: { blogs: 'My blogs', planner: 'My planners', profile: 'What my profile shows' },
    loadFailed: 'The list cannot be loaded at the moment.',
    blogsLabel: 'My blogs',
    blogsEmpty: 'You have not written a blog yet.',
    writeBlog: 'Write a blog',
    allBlogs: 'All my blogs',
    edit: 'Edit',
    editBlog: 'Edit the blog: {{title}}',
    view: 'View',
    viewBlog: 'View the blog: {{title}}',
    createdAt: 'Written {{date}}',
    listingsLead: 'Visitors see this on your public profile: your approved catalogs, products and blogs.',
    listings: { catalogs: 'Catalogs', products: 'Products', blogs: 'Blogs' },
    listingCount: '{{title}}: {{count}}',
    listingEmpty: {
      catalogs: 'No approved catalogs yet.',
      products: 'No approved products yet.',
      blogs: 'No approved blogs yet.',
    },
    andMore: 'and {{count}} more on your public profile',
    openPublicProfile: 'Open my public profile',
    openProfileSetup: 'Edit my profile',
  },
};
