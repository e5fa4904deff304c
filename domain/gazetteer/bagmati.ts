import { type GazetteerEntry, inProvince, type Name } from "./entry";

const at = inProvince("Bagmati");

const KAVRE: Name = ["Kavrepalanchok", "काभ्रेपलाञ्चोक"];
const CHITWAN: Name = ["Chitwan", "चितवन"];
const RATNANAGAR: Name = ["Ratnanagar", "रत्ननगर"];

/** Bagmati Province outside the Kathmandu valley (./kathmandu-valley.ts): Chitwan to Dolakha. */
export const BAGMATI = {
  banepa: at(["Banepa", "बनेपा"], ["Banepa", "बनेपा"], KAVRE, 27.6297, 85.5215, ["Kavre"]),
  dhulikhel: at(["Dhulikhel", "धुलिखेल"], ["Dhulikhel", "धुलिखेल"], KAVRE, 27.6222, 85.5439),
  panauti: at(["Panauti", "पनौती"], ["Panauti", "पनौती"], KAVRE, 27.585, 85.514),
  narayangarh: at(["Narayangarh", "नारायणगढ"], ["Bharatpur", "भरतपुर"], CHITWAN, 27.6956, 84.4273, [
    "Narayanghat",
    "नारायणघाट",
  ]),
  sauraha: at(["Sauraha", "सौराहा"], RATNANAGAR, CHITWAN, 27.577, 84.496),
  tandi: at(["Tandi", "टाँडी"], RATNANAGAR, CHITWAN, 27.619, 84.517),
  hetauda: at(
    ["Hetauda Bazaar", "हेटौंडा बजार"],
    ["Hetauda", "हेटौंडा"],
    ["Makwanpur", "मकवानपुर"],
    27.4287,
    85.0322,
  ),
  bidur: at(["Bidur", "विदुर"], ["Bidur", "विदुर"], ["Nuwakot", "नुवाकोट"], 27.916, 85.146, ["Battar"]),
  dhadingBesi: at(["Dhading Besi", "धादिङबेसी"], ["Nilakantha", "नीलकण्ठ"], ["Dhading", "धादिङ"], 27.911, 84.9),
  sindhulimadhi: at(
    ["Sindhulimadhi", "सिन्धुलीमाढी"],
    ["Kamalamai", "कमलामाई"],
    ["Sindhuli", "सिन्धुली"],
    27.205,
    85.917,
  ),
  charikot: at(["Charikot", "चरिकोट"], ["Bhimeshwar", "भीमेश्वर"], ["Dolakha", "दोलखा"], 27.666, 86.045),
  chautara: at(
    ["Chautara", "चौतारा"],
    ["Chautara Sangachokgadhi", "चौतारा साँगाचोकगढी"],
    ["Sindhupalchok", "सिन्धुपाल्चोक"],
    27.78,
    85.715,
  ),
  manthali: at(["Manthali", "मन्थली"], ["Manthali", "मन्थली"], ["Ramechhap", "रामेछाप"], 27.395, 86.065),
  dhunche: at(["Dhunche", "धुन्चे"], ["Gosaikunda", "गोसाइँकुण्ड"], ["Rasuwa", "रसुवा"], 28.11, 85.296),
} satisfies Record<string, GazetteerEntry>;
