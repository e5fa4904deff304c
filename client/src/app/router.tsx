import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { useCurrentUser } from "@/lib/current-user";
import { AppShell } from "./layout/app-shell";
import * as Page from "./pages";
import { RequireRole, RequireUser } from "./route-guards";
import { ScrollRestoration } from "./scroll-restoration";
import { LoadingScreen, NotFoundPage, PageSkeleton } from "./status-pages";

/** The document's title and description: not needed for the first paint, so not in the first load. */
const DocumentMeta = lazy(() => import("./document-meta").then((m) => ({ default: m.DocumentMeta })));

/** The route table of SPEC §2. */
export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  const professional = user?.role === "professional";

  return (
    <AppShell user={user}>
      <ScrollRestoration />
      <Suspense fallback={null}>
        <DocumentMeta role={user?.role} />
      </Suspense>
      <Suspense fallback={<PageSkeleton />}>
        <Switch>
          <Route path="/login">{user ? <Redirect to="/" replace /> : <Page.LoginPage />}</Route>
          <Route path="/">
            {user && professional ? (
              <Page.DashboardPage user={user} />
            ) : user?.role === "admin" ? (
              <Redirect to="/admin" replace />
            ) : user ? (
              <Page.HomePage user={user} />
            ) : (
              <Page.LandingPage />
            )}
          </Route>

          <Route path="/professionals" component={Page.ProfessionalsPage} />
          <Route path="/marketplace" component={Page.MarketplacePage} />
          <Route path="/marketplace/:id">{({ id }) => <Page.ProductPage id={id} />}</Route>
          <Route path="/cart" component={Page.CartPage} />
          <Route path="/checkout" component={Page.CheckoutPage} />
          <Route path="/orders" component={Page.OrdersPage} />
          <Route path="/orders/:id">{({ id }) => <Page.OrderPage id={id} />}</Route>
          <Route path="/training" component={Page.TrainingPage} />
          <Route path="/training/:id">{({ id }) => <Page.CourseDetailPage id={id} />}</Route>
          <Route path="/mobile-features" component={Page.MobileFeaturesPage} />
          <Route path="/jobs" component={Page.JobsPage} />
          <Route path="/instant-help">
            {professional ? <Page.InstantHelpProPage /> : <Page.InstantHelpPage />}
          </Route>

          <Route path="/dashboard">
            <RequireRole allow="professional">{(me) => <Page.DashboardPage user={me} />}</RequireRole>
          </Route>
          <Route path="/jobs-hub">
            <RequireRole allow="professional">{() => <Page.JobsHubPage />}</RequireRole>
          </Route>
          <Route path="/available-bids">
            <RequireRole allow="professional">{() => <Page.AvailableBidsPage />}</RequireRole>
          </Route>
          <Route path="/service-area">
            <RequireRole allow="professional">{() => <Page.ServiceAreaPage />}</RequireRole>
          </Route>
          <Route path="/get-verified">
            <RequireRole allow="professional">{(me) => <Page.GetVerifiedPage user={me} />}</RequireRole>
          </Route>
          <Route path="/earnings">
            <RequireRole allow="professional">{() => <Page.EarningsPage />}</RequireRole>
          </Route>

          <Route path="/post-job">
            <RequireUser>{() => <Page.PostJobPage />}</RequireUser>
          </Route>
          <Route path="/book/:id">
            {({ id }) => <RequireUser>{() => <Page.BookPage id={id} />}</RequireUser>}
          </Route>
          <Route path="/calendar">
            <RequireUser>{(me) => <Page.CalendarPage user={me} />}</RequireUser>
          </Route>
          <Route path="/profile">
            <RequireUser>{() => <Page.ProfilePage />}</RequireUser>
          </Route>
          <Route path="/messages">
            <RequireUser>{(me) => <Page.MessagesPage user={me} />}</RequireUser>
          </Route>
          <Route path="/notifications">
            <RequireUser>{(me) => <Page.NotificationsPage user={me} />}</RequireUser>
          </Route>
          <Route path="/admin">
            <RequireRole allow="admin">{() => <Page.AdminPage />}</RequireRole>
          </Route>
          <Route path="/admin/verifications">
            <RequireRole allow="admin">{() => <Page.AdminVerificationsPage />}</RequireRole>
          </Route>
          <Route path="/admin/orders">
            <RequireRole allow="admin">{() => <Page.AdminOrdersPage />}</RequireRole>
          </Route>
          <Route path="/admin/users">
            <RequireRole allow="admin">{() => <Page.AdminUsersPage />}</RequireRole>
          </Route>
          <Route path="/admin/payouts">
            <RequireRole allow="admin">{() => <Page.AdminPayoutsPage />}</RequireRole>
          </Route>
          <Route path="/admin/disputes">
            <RequireRole allow="admin">{() => <Page.AdminDisputesPage />}</RequireRole>
          </Route>

          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppShell>
  );
}
