import { DEMO_ACCOUNTS } from "../../../domain/auth/schemas";
import { PLACES, type PlaceKey, placeLabel } from "../../../domain/places";
import type { UserAddress, users } from "../schema";
import { SERVICE_PROFESSIONALS } from "./professionals-services";
import { TRADE_PROFESSIONALS } from "./professionals-trades";
import type { Random } from "./random";

export type ProfessionalSeed = {
  name: [firstName: string, lastName: string];
  place: PlaceKey;
  skills: string[];
  hourlyRate: number;
  bio: string;
};

/** A demo user as the other seed files refer to it: by key, the local part of the email. */
export type Person = {
  id: string;
  key: string;
  firstName: string;
  lastName: string;
  place: PlaceKey;
  skills: string[];
};

export type People = {
  rows: (typeof users.$inferInsert)[];
  customers: Person[];
  professionals: Person[];
  get(key: string): Person;
};

const CUSTOMERS: { name: [string, string]; place: PlaceKey }[] = [
  { name: ["Suman", "Adhikari"], place: "maharajgunj" },
  { name: ["Rekha", "Pandey"], place: "koteshwor" },
  { name: ["Binod", "Khadka"], place: "kalanki" },
  { name: ["Manisha", "Joshi"], place: "pulchowk" },
  { name: ["Prakash", "Bhandari"], place: "kupondole" },
  { name: ["Srijana", "Basnet"], place: "baluwatar" },
  { name: ["Rajendra", "Poudel"], place: "lakeside" },
  { name: ["Kabita", "Ghimire"], place: "chabahil" },
  { name: ["Sanjay", "Yadav"], place: "janakpur" },
  { name: ["Nirmala", "Koirala"], place: "biratnagar" },
  { name: ["Dinesh", "Chaudhary"], place: "dhangadhi" },
  { name: ["Asmita", "Bista"], place: "suryabinayak" },
  { name: ["Roshan", "Lama"], place: "boudha" },
  { name: ["Pooja", "Neupane"], place: "narayangarh" },
  { name: ["Hari Prasad", "Dahal"], place: "butwal" },
];

const DEMO_PRO_BIO =
  "Plumber and electrician from Patan with 9 years of experience: leaks, geysers, pumps, wiring and " +
  "inverters. Fair prices, clean work, on time.";

const DAY_MS = 86_400_000;

/**
 * The demo professional's mobile, proven his (so booking requests reach it by SMS, in the sandbox
 * at /sandbox/sms): only while SMS go to the sandbox; with a real gateway it is left unproven, so a
 * demo never texts whoever really has this number.
 */
export const DEMO_PRO_PHONE = "+9779800000001";

function emailOf(firstName: string, lastName: string): string {
  return `${firstName.split(" ")[0]}.${lastName}@example.np`.toLowerCase();
}

function homeAddress(place: PlaceKey): UserAddress {
  const { area, city, district, province, latitude, longitude } = PLACES[place];
  return { label: "Home", line1: area, city, district, province, latitude, longitude };
}

/**
 * The demo logins, ~15 customers and ~60 professionals, all with the one demo password hash; the
 * admin with a hash of their own.
 */
export function buildPeople(
  random: Random,
  {
    passwordHash,
    adminPasswordHash,
    realSms = false,
  }: { passwordHash: string; adminPasswordHash: string; realSms?: boolean },
  now: Date,
): People {
  const rows: (typeof users.$inferInsert)[] = [];
  const byKey = new Map<string, Person>();
  const joinedAt = () => new Date(now.getTime() - random.int(90, 540) * DAY_MS);
  const coordinate = (value: number) => (value + (random.next() - 0.5) * 0.016).toFixed(7);

  const add = (
    person: Omit<Person, "id" | "key">,
    email: string,
    row: Partial<typeof users.$inferInsert>,
  ) => {
    const key = email.split("@")[0] ?? email;
    if (byKey.has(key)) throw new Error(`Duplicate demo user ${email}`);
    const saved = { ...person, id: random.uuid(), key };
    byKey.set(key, saved);
    rows.push({
      id: saved.id,
      email,
      password: passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      location: placeLabel(person.place),
      createdAt: joinedAt(),
      ...row,
    });
    return saved;
  };

  const addCustomer = (firstName: string, lastName: string, place: PlaceKey, email: string) =>
    add({ firstName, lastName, place, skills: [] }, email, {
      role: "customer",
      addresses: [homeAddress(place)],
    });

  const addProfessional = (
    seed: ProfessionalSeed,
    email: string,
    row: Partial<typeof users.$inferInsert>,
  ) => {
    const [firstName, lastName] = seed.name;
    const isVerified = random.chance(0.6);
    const isOnline = random.chance(0.45);
    return add({ firstName, lastName, place: seed.place, skills: seed.skills }, email, {
      role: "professional",
      bio: seed.bio,
      skillCategories: seed.skills,
      hourlyRate: seed.hourlyRate.toFixed(2),
      dailyRate: (Math.round((seed.hourlyRate * (6 + random.next() * 2)) / 100) * 100).toFixed(2),
      isVerified,
      kycStatus: isVerified ? "approved" : null,
      isOnline,
      isFreeNow: isOnline && random.chance(0.6),
      serviceRadius: random.pick([2, 3, 5, 5, 8, 10, 10, 15, 20, 25]),
      homeLatitude: coordinate(PLACES[seed.place].latitude),
      homeLongitude: coordinate(PLACES[seed.place].longitude),
      ...row,
    });
  };

  const customer = addCustomer("Aarati", "Shrestha", "baneshwor", DEMO_ACCOUNTS.customer);
  const customers = [
    customer,
    ...CUSTOMERS.map(({ name, place }) => addCustomer(...name, place, emailOf(...name))),
  ];

  const demoPro: ProfessionalSeed = {
    name: ["Ramesh", "Maharjan"],
    place: "jawalakhel",
    skills: ["Plumbing", "Electrical"],
    hourlyRate: 900,
    bio: DEMO_PRO_BIO,
  };
  const professionals = [
    addProfessional(demoPro, DEMO_ACCOUNTS.professional, {
      dailyRate: "6500.00",
      isVerified: true,
      kycStatus: "approved",
      isOnline: true,
      isFreeNow: true,
      serviceRadius: 10,
      homeLatitude: "27.6729000",
      homeLongitude: "85.3141000",
      phone: DEMO_PRO_PHONE,
      phoneVerifiedAt: realSms ? null : now,
    }),
    ...[...TRADE_PROFESSIONALS, ...SERVICE_PROFESSIONALS].map((seed) =>
      addProfessional(seed, emailOf(...seed.name), {}),
    ),
  ];

  add({ firstName: "Sipalu", lastName: "Admin", place: "baneshwor", skills: [] }, DEMO_ACCOUNTS.admin, {
    role: "admin",
    location: null,
    password: adminPasswordHash,
  });

  return {
    rows,
    customers,
    professionals,
    get: (key) => {
      const person = byKey.get(key);
      if (!person) throw new Error(`Unknown demo user ${key}`);
      return person;
    },
  };
}
