/** The featured courses section, which the hero's second button scrolls to. */
export const FEATURED_SECTION_ID = 'featured-courses';
