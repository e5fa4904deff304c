import { CategoryStrip } from "@/components/category-strip";
import { ESTIMATES_ANCHOR, FeatureGrid } from "./feature-grid";
import { GetStarted } from "./get-started";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { Testimonials } from "./testimonials";

/** `/` for visitors: the promise, the categories with their typical prices, how it works, real reviews and where to start. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <CategoryStrip id={ESTIMATES_ANCHOR} />
      <HowItWorks />
      <FeatureGrid />
      <Testimonials />
      <GetStarted />
    </>
  );
}
