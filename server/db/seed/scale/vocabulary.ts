/** Words the scale seed builds people and jobs from: Nepali names, trades, places and job titles. */
import {
  BROWSE_CATEGORIES,
  INSTANT_HELP_CATEGORIES,
  POST_JOB_CATEGORIES,
} from "../../../../domain/categories";
import { PLACE_LIST } from "../../../../domain/places";

export const FIRST_NAMES = [
  "Ram",
  "Shyam",
  "Hari",
  "Krishna",
  "Sita",
  "Gita",
  "Anita",
  "Sunita",
  "Bikash",
  "Suresh",
  "Ramesh",
  "Dinesh",
  "Prakash",
  "Sagar",
  "Kiran",
  "Nabin",
  "Sabin",
  "Bishal",
  "Aashish",
  "Pemba",
  "Dawa",
  "Nima",
  "Lhakpa",
  "Mingma",
  "Sarita",
  "Kabita",
  "Manisha",
  "Pooja",
  "Asmita",
  "Srijana",
  "Rekha",
  "Nirmala",
  "Binod",
  "Rajesh",
  "Santosh",
  "Dipendra",
  "Bimala",
  "Laxmi",
  "Durga",
  "Ganesh",
  "Mohan",
  "Sanjay",
  "Roshan",
  "Sujan",
  "Prabin",
  "Anjali",
  "Sushma",
  "Rupa",
  "Pramila",
  "Ishwor",
] as const;

export const LAST_NAMES = [
  "Thapa",
  "Shrestha",
  "Maharjan",
  "Tamang",
  "Gurung",
  "Magar",
  "Rai",
  "Limbu",
  "Sherpa",
  "Lama",
  "Adhikari",
  "Sharma",
  "Poudel",
  "Khadka",
  "Karki",
  "Basnet",
  "Bhandari",
  "Pandey",
  "Joshi",
  "Koirala",
  "Dahal",
  "Ghimire",
  "Neupane",
  "Bista",
  "Chaudhary",
  "Yadav",
  "Shah",
  "Singh",
  "Bajracharya",
  "Shakya",
  "Tuladhar",
  "Pradhan",
  "Rana",
  "KC",
  "Subedi",
  "Acharya",
  "Regmi",
  "Bhattarai",
  "Dhakal",
  "Oli",
] as const;

/** Every skill a professional can list: the browse, job and instant-help categories, once each. */
export const SKILLS: readonly string[] = [
  ...new Set<string>([...BROWSE_CATEGORIES, ...POST_JOB_CATEGORIES, ...INSTANT_HELP_CATEGORIES]),
];

/** How common each skill is among professionals (trades first), by index into SKILLS. */
export const SKILL_WEIGHTS: readonly number[] = SKILLS.map((skill) =>
  ["Electrical", "Plumbing", "Carpentry", "Cleaning", "Painting"].includes(skill) ? 4 : 1,
);

/** Kathmandu valley first: where people live, weighted by how many do. */
const CITY_WEIGHTS: Record<string, number> = { Kathmandu: 6, Lalitpur: 4, Bhaktapur: 3, Pokhara: 3 };
export const PLACES = PLACE_LIST;
export const PLACE_WEIGHTS: readonly number[] = PLACE_LIST.map((place) => CITY_WEIGHTS[place.city] ?? 1);

const TITLES: Record<string, readonly string[]> = {
  Plumbing: [
    "Fix leaking kitchen tap",
    "Replace bathroom geyser pipe",
    "Unblock drain",
    "Install water pump",
    "Fix overflowing tank",
  ],
  Electrical: [
    "Wire a new room",
    "Install inverter backup",
    "Replace MCB board",
    "Fix sparking socket",
    "Fit ceiling fans",
  ],
  Carpentry: ["Build a wardrobe", "Repair wooden door", "Make kitchen shelves", "Fix broken bed frame"],
  Cleaning: [
    "Deep clean a 3-room flat",
    "Clean after renovation",
    "Sofa and carpet cleaning",
    "Office cleaning weekly",
  ],
  Beauty: ["Bridal makeup at home", "Haircut and facial at home", "Mehendi for a wedding"],
  "AC Repair": ["Service split AC", "AC not cooling", "Install new AC unit"],
  Painting: ["Repaint two bedrooms", "Paint outside walls", "Waterproof the roof", "Paint shop shutter"],
  Gardening: ["Trim hedges and lawn", "Plant a kitchen garden", "Clear overgrown yard"],
  Moving: ["Move a 2-room flat", "Shift office furniture", "Carry goods to the fifth floor"],
  Tutoring: ["Maths tutor for grade 10", "English conversation classes", "SEE preparation tutor"],
  Photography: ["Wedding photographer", "Product photos for a shop", "Birthday party photos"],
  Catering: ["Catering for 100 guests", "Bratabandha lunch", "Office party snacks"],
};

export function jobTitle(category: string, variant: number, area: string): string {
  const titles = TITLES[category] ?? [`${category} work`];
  return `${titles[variant % titles.length]} in ${area}`;
}

export const JOB_DESCRIPTIONS = [
  "Please come with your own tools. We are on the second floor and there is parking in front.",
  "Need it done this week if possible. Call before coming, someone is home after 10 am.",
  "Small job but urgent. Please quote a fixed price including materials.",
  "Old house, so please check everything before starting. Photos can be shared on request.",
  "Looking for someone reliable for this and more work later. Fair price, clean work.",
] as const;

export const ESTIMATES = ["2 hours", "Half a day", "1 day", "2 days", "3 days", "1 week"] as const;

/** An index into `weights` drawn with those weights, from a number in [0, 1). */
export function weightedIndex(cumulative: readonly number[], unit: number): number {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const target = unit * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((cumulative[mid] ?? 0) > target) high = mid;
    else low = mid + 1;
  }
  return low;
}

export const cumulate = (weights: readonly number[]) => {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
};
