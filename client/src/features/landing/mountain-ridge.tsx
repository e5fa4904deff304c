/** Decorative Himalayan ridge along the bottom of the hero. */
export function MountainRidge() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1440 160"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-x-0 bottom-0 h-24 w-full sm:h-36"
    >
      <path
        d="M0 160V110l120-40 90 30 140-80 110 60 80-30 150 70 120-90 130 80 90-40 140 60 110-50 160 60v80z"
        className="fill-brand-blue/10"
      />
      <path
        d="M0 160v-30l160-30 120 20 150-50 140 50 110-20 170 40 140-60 150 50 130-20 170 40v30z"
        className="fill-primary/10"
      />
    </svg>
  );
}
