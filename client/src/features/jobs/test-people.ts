import type { JobPerson, JobProfessional } from "@domain/jobs/schemas";

// The people the jobs tests show: Aarati posts the job, Ramesh bids on it or is hired for it.
export const CUSTOMER = "11111111-1111-4111-8111-111111111111";
export const PRO = "22222222-2222-4222-8222-222222222222";

/** The customer as a job shows her. */
export const jobCustomer: JobPerson = {
  id: CUSTOMER,
  firstName: "Aarati",
  lastName: "Shrestha",
  profileImageUrl: null,
  location: null,
};

/** The professional as bids and hires show him: new, no track record yet. */
export const jobProfessional: JobProfessional = {
  id: PRO,
  firstName: "Ramesh",
  lastName: "Maharjan",
  profileImageUrl: null,
  location: null,
  rating: "0.00",
  completedJobs: 0,
  isVerified: false,
};
