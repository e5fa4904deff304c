import type { CapacitorConfig } from "@capacitor/cli";

/**
 * The Android shell (README: "Android app"). Sipalu's API uses a same-origin session cookie and
 * relative /api URLs, so the app opens the deployed site at PUBLIC_ORIGIN (set it when running
 * `npx cap sync`) and talks to the API there exactly as the web app does; the native plugins
 * (camera, geolocation, push, haptics) reach that page through Capacitor's bridge. Without
 * PUBLIC_ORIGIN the app shows the bundled build in dist/client, which has no API behind it.
 */
const origin = process.env.PUBLIC_ORIGIN;

const config: CapacitorConfig = {
  appId: "np.sipalu.app",
  appName: "Sipalu",
  webDir: "dist/client",
  server: {
    androidScheme: "https",
    ...(origin ? { url: origin, cleartext: origin.startsWith("http://") } : {}),
  },
  plugins: {
    PushNotifications: { presentationOptions: ["badge", "sound", "alert"] },
  },
};

export default config;
