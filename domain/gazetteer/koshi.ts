import { type GazetteerEntry, inProvince, type Name } from "./entry";

const at = inProvince("Koshi");

const MORANG: Name = ["Morang", "मोरङ"];
const SUNSARI: Name = ["Sunsari", "सुनसरी"];
const JHAPA: Name = ["Jhapa", "झापा"];

/** Koshi Province: the eastern hills and Terai, Biratnagar to Namche Bazaar. */
export const KOSHI = {
  biratnagar: at(["Traffic Chowk", "ट्राफिक चोक"], ["Biratnagar", "विराटनगर"], MORANG, 26.4553, 87.2794),
  itahari: at(["Itahari Chowk", "इटहरी चोक"], ["Itahari", "इटहरी"], SUNSARI, 26.6633, 87.2744),
  dharan: at(["Bhanu Chowk", "भानु चोक"], ["Dharan", "धरान"], SUNSARI, 26.8125, 87.2836),
  inaruwa: at(["Inaruwa", "इनरुवा"], ["Inaruwa", "इनरुवा"], SUNSARI, 26.607, 87.148),
  birtamod: at(["Birtamod", "बिर्तामोड"], ["Birtamod", "बिर्तामोड"], JHAPA, 26.644, 87.989, ["Birtamode"]),
  damak: at(["Damak", "दमक"], ["Damak", "दमक"], JHAPA, 26.66, 87.702),
  kakarbhitta: at(["Kakarbhitta", "काँकडभिट्टा"], ["Mechinagar", "मेचीनगर"], JHAPA, 26.646, 88.156, [
    "Kakadbhitta",
    "Kakarvitta",
  ]),
  bhadrapur: at(["Bhadrapur", "भद्रपुर"], ["Bhadrapur", "भद्रपुर"], JHAPA, 26.544, 88.094),
  ilam: at(["Ilam Bazaar", "इलाम बजार"], ["Ilam", "इलाम"], ["Ilam", "इलाम"], 26.91, 87.926, ["Illam"]),
  dhankuta: at(["Dhankuta", "धनकुटा"], ["Dhankuta", "धनकुटा"], ["Dhankuta", "धनकुटा"], 26.983, 87.343),
  phidim: at(["Phidim", "फिदिम"], ["Phidim", "फिदिम"], ["Panchthar", "पाँचथर"], 27.145, 87.76),
  gaighat: at(["Gaighat", "गाईघाट"], ["Triyuga", "त्रियुगा"], ["Udayapur", "उदयपुर"], 26.789, 86.699),
  khandbari: at(
    ["Khandbari", "खाँदबारी"],
    ["Khandbari", "खाँदबारी"],
    ["Sankhuwasabha", "सङ्खुवासभा"],
    27.374,
    87.204,
  ),
  bhojpur: at(["Bhojpur", "भोजपुर"], ["Bhojpur", "भोजपुर"], ["Bhojpur", "भोजपुर"], 27.17, 87.05),
  salleri: at(["Salleri", "सल्लेरी"], ["Solududhkunda", "सोलुदुधकुण्ड"], ["Solukhumbu", "सोलुखुम्बु"], 27.505, 86.584),
  namche: at(
    ["Namche Bazaar", "नाम्चे बजार"],
    ["Khumbu Pasanglhamu", "खुम्बु पासाङल्हामु"],
    ["Solukhumbu", "सोलुखुम्बु"],
    27.805,
    86.714,
    ["Namche"],
  ),
  phungling: at(["Phungling", "फुङलिङ"], ["Phungling", "फुङलिङ"], ["Taplejung", "ताप्लेजुङ"], 27.353, 87.67),
  okhaldhunga: at(
    ["Okhaldhunga", "ओखलढुंगा"],
    ["Siddhicharan", "सिद्धिचरण"],
    ["Okhaldhunga", "ओखलढुंगा"],
    27.317,
    86.504,
  ),
  diktel: at(
    ["Diktel", "दिक्तेल"],
    ["Diktel Rupakot Majhuwagadhi", "दिक्तेल रुपाकोट मझुवागढी"],
    ["Khotang", "खोटाङ"],
    27.213,
    86.796,
  ),
  myanglung: at(["Myanglung", "म्याङलुङ"], ["Myanglung", "म्याङलुङ"], ["Tehrathum", "तेह्रथुम"], 27.13, 87.475),
} satisfies Record<string, GazetteerEntry>;
