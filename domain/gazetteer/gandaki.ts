import { type GazetteerEntry, inProvince, type Name } from "./entry";

const at = inProvince("Gandaki");

const POKHARA: Name = ["Pokhara", "पोखरा"];
const KASKI: Name = ["Kaski", "कास्की"];
const SYANGJA: Name = ["Syangja", "स्याङ्जा"];

/** Gandaki Province: Pokhara and the hills around it, up to Mustang. */
export const GANDAKI = {
  lakeside: at(["Lakeside", "लेकसाइड"], POKHARA, KASKI, 28.211, 83.957, ["Baidam", "बैदाम"]),
  mahendrapul: at(["Mahendrapul", "महेन्द्रपुल"], POKHARA, KASKI, 28.218, 83.988),
  chipledhunga: at(["Chipledhunga", "चिप्लेढुंगा"], POKHARA, KASKI, 28.2215, 83.9878),
  bagar: at(["Bagar", "बगर"], POKHARA, KASKI, 28.237, 83.996),
  prithviChowk: at(["Prithvi Chowk", "पृथ्वीचोक"], POKHARA, KASKI, 28.202, 83.983),
  damside: at(["Damside", "दामसाइड"], POKHARA, KASKI, 28.2, 83.966),
  gorkha: at(["Gorkha Bazaar", "गोरखा बजार"], ["Gorkha", "गोरखा"], ["Gorkha", "गोरखा"], 28.0, 84.629),
  besisahar: at(["Besisahar", "बेसीशहर"], ["Besisahar", "बेसीशहर"], ["Lamjung", "लमजुङ"], 28.229, 84.379, [
    "Besishahar",
  ]),
  damauli: at(["Damauli", "दमौली"], ["Vyas", "व्यास"], ["Tanahun", "तनहुँ"], 27.97, 84.27, ["Byas", "Tanahu"]),
  waling: at(["Waling", "वालिङ"], ["Waling", "वालिङ"], SYANGJA, 27.987, 83.771, ["Walling"]),
  putalibazar: at(["Putalibazar", "पुतलीबजार"], ["Putalibazar", "पुतलीबजार"], SYANGJA, 28.097, 83.87),
  baglung: at(["Baglung Bazaar", "बागलुङ बजार"], ["Baglung", "बागलुङ"], ["Baglung", "बागलुङ"], 28.271, 83.589),
  beni: at(["Beni", "बेनी"], ["Beni", "बेनी"], ["Myagdi", "म्याग्दी"], 28.348, 83.566),
  kusma: at(["Kusma", "कुश्मा"], ["Kusma", "कुश्मा"], ["Parbat", "पर्वत"], 28.222, 83.686, ["Kushma"]),
  jomsom: at(["Jomsom", "जोमसोम"], ["Gharapjhong", "घरपझोङ"], ["Mustang", "मुस्ताङ"], 28.78, 83.723),
  kawasoti: at(["Kawasoti", "कावासोती"], ["Kawasoti", "कावासोती"], ["Nawalpur", "नवलपुर"], 27.638, 84.123, [
    "Nawalparasi East",
  ]),
} satisfies Record<string, GazetteerEntry>;
