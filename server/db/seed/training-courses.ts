import {
  type DeliveryMode,
  type Difficulty,
  TRAINING_DISTRICTS,
  type TrainingCategory,
  type TrainingDistrict,
} from "../../../domain/training/catalogue";
import type { trainingPrograms } from "../schema";
import type { Random } from "./random";
import { SERVICE_COURSES } from "./training-services";
import { TRADE_COURSES } from "./training-trades";

export type CourseSeed = {
  title: string;
  /** Its illustration: client/public/catalog/courses/<image>.svg. */
  image: string;
  description: string;
  category: TrainingCategory;
  occupation: string;
  provider: string;
  instructor: string;
  duration: string;
  durationWeeks: number;
  /** NPR; 0 for free (subsidised) courses. */
  price: number;
  originalPrice?: number;
  difficulty: Difficulty;
  deliveryMode: DeliveryMode;
  district: TrainingDistrict;
  location: string;
  rating: number;
  reviewCount: number;
};

/** Where a demo course's illustration is served (the client build serves client/public at the root). */
const courseImageUrl = (image: string) => `/catalog/courses/${image}.svg`;

/**
 * Skill courses across all seven provinces; each course's province follows from its district. The
 * students figure starts at 0 and comes from the seeded enrolments (training-enrollments.ts).
 */
export function buildTrainingPrograms(random: Random, now: Date): (typeof trainingPrograms.$inferInsert)[] {
  return [...TRADE_COURSES, ...SERVICE_COURSES].map(({ image, ...course }, index) => {
    const district = TRAINING_DISTRICTS.find(({ name }) => name === course.district);
    if (!district) throw new Error(`Unknown district ${course.district}`);
    return {
      id: random.uuid(),
      ...course,
      province: district.province,
      price: course.price.toFixed(2),
      originalPrice: course.originalPrice?.toFixed(2) ?? null,
      rating: course.rating.toFixed(2),
      imageUrl: courseImageUrl(image),
      createdAt: new Date(now.getTime() - (index + 1) * 86_400_000),
    };
  });
}
