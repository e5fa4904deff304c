import { lazy } from "react";

/**
 * Every routed page, loaded on demand so the first download stays small. A page module exports a
 * named component; add new pages here and give them a route in router.tsx. A page that shows
 * another feature's parts is put together in ./routes: features never import each other.
 */
export const LoginPage = lazy(() =>
  import("@/features/auth/login-page").then((m) => ({ default: m.LoginPage })),
);
export const LandingPage = lazy(() =>
  import("@/features/landing/landing-page").then((m) => ({ default: m.LandingPage })),
);
export const HomePage = lazy(() => import("@/app/routes/home-page").then((m) => ({ default: m.HomeRoute })));
export const DashboardPage = lazy(() =>
  import("@/features/dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);
export const JobsHubPage = lazy(() =>
  import("@/app/routes/jobs-hub-page").then((m) => ({ default: m.JobsHubPage })),
);
export const AvailableBidsPage = lazy(() =>
  import("@/app/routes/available-bids-page").then((m) => ({ default: m.AvailableBidsRoute })),
);
export const JobsPage = lazy(() => import("@/app/routes/jobs-page").then((m) => ({ default: m.JobsRoute })));
export const PostJobPage = lazy(() =>
  import("@/features/jobs/post-job-page").then((m) => ({ default: m.PostJobPage })),
);
export const ProfilePage = lazy(() =>
  import("@/app/routes/profile-page").then((m) => ({ default: m.ProfileRoute })),
);
export const ProfessionalsPage = lazy(() =>
  import("@/features/professionals/professionals-page").then((m) => ({ default: m.ProfessionalsPage })),
);
export const MarketplacePage = lazy(() =>
  import("@/features/shop/marketplace-page").then((m) => ({ default: m.MarketplacePage })),
);
export const ProductPage = lazy(() =>
  import("@/features/shop/product-page").then((m) => ({ default: m.ProductPage })),
);
export const CartPage = lazy(() =>
  import("@/features/shop/cart-page").then((m) => ({ default: m.CartPage })),
);
export const CheckoutPage = lazy(() =>
  import("@/features/shop/checkout-page").then((m) => ({ default: m.CheckoutPage })),
);
export const OrdersPage = lazy(() =>
  import("@/features/shop/orders-page").then((m) => ({ default: m.OrdersPage })),
);
export const OrderPage = lazy(() =>
  import("@/features/shop/orders-page").then((m) => ({ default: m.OrderPage })),
);
export const TrainingPage = lazy(() =>
  import("@/features/training/training-page").then((m) => ({ default: m.TrainingPage })),
);
export const CourseDetailPage = lazy(() =>
  import("@/features/training/course-detail-page").then((m) => ({ default: m.CourseDetailPage })),
);
export const InstantHelpPage = lazy(() =>
  import("@/features/instant-help/instant-help-page").then((m) => ({ default: m.InstantHelpPage })),
);
export const InstantHelpProPage = lazy(() =>
  import("@/features/instant-help/instant-help-pro-page").then((m) => ({ default: m.InstantHelpProPage })),
);
export const ServiceAreaPage = lazy(() =>
  import("@/features/availability/service-area-page").then((m) => ({ default: m.ServiceAreaPage })),
);
export const MobileFeaturesPage = lazy(() =>
  import("@/features/mobile-features/mobile-features-page").then((m) => ({ default: m.MobileFeaturesPage })),
);
export const NotificationsPage = lazy(() =>
  import("@/app/routes/notifications-page").then((m) => ({ default: m.NotificationsRoute })),
);
export const MessagesPage = lazy(() =>
  import("@/features/messages/messages-page").then((m) => ({ default: m.MessagesPage })),
);
export const AdminPage = lazy(() =>
  import("@/features/admin/admin-page").then((m) => ({ default: m.AdminPage })),
);
export const AdminVerificationsPage = lazy(() =>
  import("@/features/admin/verifications-page").then((m) => ({ default: m.AdminVerificationsPage })),
);
export const AdminOrdersPage = lazy(() =>
  import("@/features/admin/orders-page").then((m) => ({ default: m.AdminOrdersPage })),
);
export const AdminUsersPage = lazy(() =>
  import("@/features/admin/users-page").then((m) => ({ default: m.AdminUsersPage })),
);
export const AdminPayoutsPage = lazy(() =>
  import("@/features/admin/payouts-page").then((m) => ({ default: m.AdminPayoutsPage })),
);
export const AdminDisputesPage = lazy(() =>
  import("@/features/admin/disputes-page").then((m) => ({ default: m.AdminDisputesPage })),
);
export const EarningsPage = lazy(() =>
  import("@/features/payments/earnings-page").then((m) => ({ default: m.EarningsPage })),
);
export const GetVerifiedPage = lazy(() =>
  import("@/features/verification/get-verified-page").then((m) => ({ default: m.GetVerifiedPage })),
);

export const BookPage = lazy(() =>
  import("@/features/bookings/book-page").then((m) => ({ default: m.BookPage })),
);
export const CalendarPage = lazy(() =>
  import("@/features/bookings/calendar-page").then((m) => ({ default: m.CalendarPage })),
);
