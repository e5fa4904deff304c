import { type GazetteerEntry, inProvince, type Name } from "./entry";

const at = inProvince("Sudurpashchim");

const KAILALI: Name = ["Kailali", "कैलाली"];

/** Sudurpashchim Province: Dhangadhi and Mahendranagar in the Terai, the far-western hills. */
export const SUDURPASHCHIM = {
  dhangadhi: at(["Chauraha", "चौराहा"], ["Dhangadhi", "धनगढी"], KAILALI, 28.694, 80.593),
  attariya: at(["Attariya", "अत्तरिया"], ["Godawari", "गोदावरी"], KAILALI, 28.806, 80.55),
  tikapur: at(["Tikapur", "टीकापुर"], ["Tikapur", "टीकापुर"], KAILALI, 28.529, 81.121),
  mahendranagar: at(
    ["Mahendranagar", "महेन्द्रनगर"],
    ["Bhimdatta", "भीमदत्त"],
    ["Kanchanpur", "कञ्चनपुर"],
    28.963,
    80.178,
  ),
  dadeldhura: at(
    ["Dadeldhura Bazaar", "डडेल्धुरा बजार"],
    ["Amargadhi", "अमरगढी"],
    ["Dadeldhura", "डडेल्धुरा"],
    29.299,
    80.582,
  ),
  dipayal: at(["Dipayal", "दिपायल"], ["Dipayal Silgadhi", "दिपायल सिलगढी"], ["Doti", "डोटी"], 29.261, 80.942),
  mangalsen: at(["Mangalsen", "मंगलसेन"], ["Mangalsen", "मंगलसेन"], ["Achham", "अछाम"], 29.143, 81.265),
  gothalapani: at(
    ["Gothalapani", "गोठालापानी"],
    ["Dasharathchand", "दशरथचन्द"],
    ["Baitadi", "बैतडी"],
    29.53,
    80.45,
  ),
  chainpur: at(["Chainpur", "चैनपुर"], ["Jayaprithvi", "जयपृथ्वी"], ["Bajhang", "बझाङ"], 29.553, 81.207),
  martadi: at(["Martadi", "मार्तडी"], ["Badimalika", "बडीमालिका"], ["Bajura", "बाजुरा"], 29.447, 81.465),
  darchula: at(["Khalanga", "खलंगा"], ["Mahakali", "महाकाली"], ["Darchula", "दार्चुला"], 29.847, 80.545),
} satisfies Record<string, GazetteerEntry>;
