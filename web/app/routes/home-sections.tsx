import { AfterPaint } from '../../components/after-paint';
import { FeaturedCourses } from '../../features/courses/components/featured-courses';
import { LastMinuteDeals } from '../../features/courses/components/last-minute-deals';
import { SearchPanel } from '../../features/courses/components/search-panel';
import { DebugPanel } from '../../features/debug/components/debug-panel';
import { MysterySection } from '../../features/mystery/components/mystery-section';
import { FEATURED_SECTION_ID } from './home-sections-id';

/**
 * Everything of the home below the hero (search, last-minute deals, featured courses, mystery tee times), from
 * the top down, each part after the paint of the one above.
 */
export function HomeSections() {
  return (
    <>
      <div className="mx-auto -mt-14 max-w-7xl px-4 sm:px-6">
        <SearchPanel className="relative shadow-lg" />
      </div>
      <AfterPaint>
        <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
          <LastMinuteDeals />
        </div>
        <AfterPaint>
          <div className="mx-auto max-w-7xl px-4 py-12 render-when-near-[52rem] sm:px-6">
            <FeaturedCourses id={FEATURED_SECTION_ID} />
          </div>
          <AfterPaint>
            <div className="mx-auto max-w-7xl px-4 pb-16 render-when-near-[40rem] sm:px-6">
              <MysterySection />
            </div>
            <DebugPanel />
          </AfterPaint>
        </AfterPaint>
      </AfterPaint>
    </>
  );
}
