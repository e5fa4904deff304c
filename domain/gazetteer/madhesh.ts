import { type GazetteerEntry, inProvince, type Name } from "./entry";

const at = inProvince("Madhesh");

const BARA: Name = ["Bara", "बारा"];
const SIRAHA: Name = ["Siraha", "सिराहा"];
const MAHOTTARI: Name = ["Mahottari", "महोत्तरी"];

/** Madhesh Province: the central Terai, Rajbiraj to Birgunj. */
export const MADHESH = {
  janakpur: at(
    ["Janaki Mandir", "जानकी मन्दिर"],
    ["Janakpur", "जनकपुर"],
    ["Dhanusha", "धनुषा"],
    26.7307,
    85.9253,
    ["Janakpurdham", "जनकपुरधाम"],
  ),
  birgunj: at(["Ghantaghar", "घण्टाघर"], ["Birgunj", "वीरगञ्ज"], ["Parsa", "पर्सा"], 27.0125, 84.877, [
    "Birganj",
  ]),
  kalaiya: at(["Kalaiya", "कलैया"], ["Kalaiya", "कलैया"], BARA, 27.032, 85.001),
  simara: at(["Simara", "सिमरा"], ["Jitpur Simara", "जीतपुर सिमरा"], BARA, 27.17, 84.98),
  rajbiraj: at(["Rajbiraj", "राजविराज"], ["Rajbiraj", "राजविराज"], ["Saptari", "सप्तरी"], 26.539, 86.747),
  lahan: at(["Lahan", "लहान"], ["Lahan", "लहान"], SIRAHA, 26.723, 86.482),
  siraha: at(["Siraha Bazaar", "सिराहा बजार"], ["Siraha", "सिराहा"], SIRAHA, 26.654, 86.208),
  jaleshwar: at(["Jaleshwar", "जलेश्वर"], ["Jaleshwar", "जलेश्वर"], MAHOTTARI, 26.648, 85.8, ["Jaleswar"]),
  bardibas: at(["Bardibas", "बर्दिबास"], ["Bardibas", "बर्दिबास"], MAHOTTARI, 27.0, 85.894),
  malangwa: at(["Malangwa", "मलंगवा"], ["Malangwa", "मलंगवा"], ["Sarlahi", "सर्लाही"], 26.861, 85.559),
  gaur: at(["Gaur", "गौर"], ["Gaur", "गौर"], ["Rautahat", "रौतहट"], 26.766, 85.278),
} satisfies Record<string, GazetteerEntry>;
