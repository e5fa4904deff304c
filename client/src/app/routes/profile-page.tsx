import { ProfilePage } from "@/features/profile/profile-page";
import { lazyWhenIdle } from "@/lib/idle";

// The Saved and Training tabs show other features' lists; like the page's own tabs, they load when
// shown or when the browser is idle.
const SavedProfessionals = lazyWhenIdle(() =>
  import("@/features/professionals/saved-professionals").then((m) => ({ default: m.SavedProfessionals })),
);
const MyEnrollments = lazyWhenIdle(() =>
  import("@/features/training/my-enrollments").then((m) => ({ default: m.MyEnrollments })),
);

/** /profile: Profile Settings, its Saved tab from the professionals feature and Training from training. */
export function ProfileRoute() {
  return <ProfilePage savedTab={<SavedProfessionals />} trainingTab={<MyEnrollments />} />;
}
