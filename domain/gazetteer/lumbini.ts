import { type GazetteerEntry, inProvince, type Name } from "./entry";

const at = inProvince("Lumbini");

const RUPANDEHI: Name = ["Rupandehi", "रुपन्देही"];
const BANKE: Name = ["Banke", "बाँके"];
const DANG: Name = ["Dang", "दाङ"];

/** Lumbini Province: Butwal and Bhairahawa to Nepalgunj, and the hills of Palpa, Gulmi and Rolpa. */
export const LUMBINI = {
  butwal: at(["Traffic Chowk", "ट्राफिक चोक"], ["Butwal", "बुटवल"], RUPANDEHI, 27.689, 83.449),
  bhairahawa: at(["Bhairahawa", "भैरहवा"], ["Siddharthanagar", "सिद्धार्थनगर"], RUPANDEHI, 27.505, 83.453),
  lumbini: at(["Lumbini", "लुम्बिनी"], ["Lumbini Sanskritik", "लुम्बिनी सांस्कृतिक"], RUPANDEHI, 27.484, 83.276, [
    "Maya Devi Temple",
  ]),
  tansen: at(["Tansen", "तानसेन"], ["Tansen", "तानसेन"], ["Palpa", "पाल्पा"], 27.868, 83.544),
  nepalgunj: at(["Dhamboji", "धम्बोजी"], ["Nepalgunj", "नेपालगन्ज"], BANKE, 28.05, 81.6167, ["Nepalganj"]),
  kohalpur: at(["Kohalpur", "कोहलपुर"], ["Kohalpur", "कोहलपुर"], BANKE, 28.2, 81.69),
  ghorahi: at(["Ghorahi", "घोराही"], ["Ghorahi", "घोराही"], DANG, 28.04, 82.486),
  tulsipur: at(["Tulsipur", "तुलसीपुर"], ["Tulsipur", "तुलसीपुर"], DANG, 28.131, 82.297),
  gulariya: at(["Gulariya", "गुलरिया"], ["Gulariya", "गुलरिया"], ["Bardiya", "बर्दिया"], 28.207, 81.351),
  taulihawa: at(
    ["Taulihawa", "तौलिहवा"],
    ["Kapilvastu", "कपिलवस्तु"],
    ["Kapilvastu", "कपिलवस्तु"],
    27.546,
    83.054,
  ),
  tamghas: at(["Tamghas", "तम्घास"], ["Resunga", "रेसुङ्गा"], ["Gulmi", "गुल्मी"], 28.07, 83.247),
  sandhikharka: at(
    ["Sandhikharka", "सन्धिखर्क"],
    ["Sandhikharka", "सन्धिखर्क"],
    ["Arghakhanchi", "अर्घाखाँची"],
    27.97,
    83.137,
  ),
  liwang: at(["Liwang", "लिबाङ"], ["Rolpa", "रोल्पा"], ["Rolpa", "रोल्पा"], 28.3, 82.65),
  parasi: at(["Parasi", "परासी"], ["Ramgram", "रामग्राम"], ["Parasi", "परासी"], 27.532, 83.672, [
    "Nawalparasi West",
  ]),
} satisfies Record<string, GazetteerEntry>;
