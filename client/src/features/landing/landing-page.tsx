import { FeatureGrid } from "./feature-grid";
import { GetStarted } from "./get-started";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { Testimonials } from "./testimonials";

/** `/` for visitors: the promise, how it works, real reviews and where to start. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <FeatureGrid />
      <Testimonials />
      <GetStarted />
    </>
  );
}
