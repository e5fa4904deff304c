import { z } from "zod";

/**
 * A professional's median minutes to answer a request (a hire offered, an instant request, the
 * first message of someone writing to them) over the last 90 days; null while nothing measures it,
 * which every screen shows as "New".
 */
export const ResponseMinutes = z.number().int().nullable();

/**
 * The percentage of the hires and instant requests offered to a professional over the last 90 days
 * that they said yes to; null while they have had none to answer ("New").
 */
export const AcceptanceRate = z.number().nullable();

/**
 * The percentage of the bookings agreed with a professional over the last 90 days that they
 * cancelled late (inside the free-cancellation window) or did not come to; 0 until one was agreed.
 */
export const CancellationRate = z.number();
