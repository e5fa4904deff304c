import { type GazetteerEntry, inProvince } from "./entry";

const at = inProvince("Karnali");

/** Karnali Province: Birendranagar and the headquarters of its mountain districts. */
export const KARNALI = {
  birendranagar: at(
    ["Birendranagar", "वीरेन्द्रनगर"],
    ["Birendranagar", "वीरेन्द्रनगर"],
    ["Surkhet", "सुर्खेत"],
    28.6019,
    81.6339,
    ["Surkhet Bazaar", "Virendranagar"],
  ),
  jumla: at(["Khalanga", "खलंगा"], ["Chandannath", "चन्दननाथ"], ["Jumla", "जुम्ला"], 29.2742, 82.1838, [
    "Jumla Bazaar",
  ]),
  dailekh: at(["Dailekh Bazaar", "दैलेख बजार"], ["Narayan", "नारायण"], ["Dailekh", "दैलेख"], 28.844, 81.71),
  jajarkot: at(["Khalanga", "खलंगा"], ["Bheri", "भेरी"], ["Jajarkot", "जाजरकोट"], 28.7, 82.194),
  salyan: at(["Khalanga", "खलंगा"], ["Sharada", "शारदा"], ["Salyan", "सल्यान"], 28.376, 82.164),
  manma: at(["Manma", "मान्म"], ["Khandachakra", "खाँडाचक्र"], ["Kalikot", "कालिकोट"], 29.138, 81.612),
  gamgadhi: at(["Gamgadhi", "गमगढी"], ["Chhayanath Rara", "छायाँनाथ रारा"], ["Mugu", "मुगु"], 29.555, 82.153),
  simikot: at(["Simikot", "सिमकोट"], ["Simkot", "सिमकोट"], ["Humla", "हुम्ला"], 29.97, 81.83),
  dunai: at(["Dunai", "दुनै"], ["Thuli Bheri", "ठूली भेरी"], ["Dolpa", "डोल्पा"], 28.93, 82.91),
  musikot: at(["Musikot", "मुसिकोट"], ["Musikot", "मुसिकोट"], ["Rukum West", "रुकुम पश्चिम"], 28.63, 82.48),
} satisfies Record<string, GazetteerEntry>;
