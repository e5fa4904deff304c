import { type GazetteerEntry, inProvince, type Name } from "./entry";

const at = inProvince("Bagmati");

const KATHMANDU: Name = ["Kathmandu", "काठमाडौं"];
const LALITPUR: Name = ["Lalitpur", "ललितपुर"];
const BHAKTAPUR: Name = ["Bhaktapur", "भक्तपुर"];
const BUDHANILKANTHA: Name = ["Budhanilkantha", "बूढानीलकण्ठ"];
const MAHALAXMI: Name = ["Mahalaxmi", "महालक्ष्मी"];
const GODAWARI: Name = ["Godawari", "गोदावरी"];
const THIMI: Name = ["Madhyapur Thimi", "मध्यपुर थिमि"];

/**
 * The Kathmandu valley's localities, each in the municipality it belongs to since 2017: Kathmandu
 * and Lalitpur metropolitan cities and the municipalities around them (Kirtipur, Budhanilkantha,
 * Tokha, Mahalaxmi, Godawari, Madhyapur Thimi...).
 */
export const KATHMANDU_VALLEY = {
  // Kathmandu Metropolitan City
  baneshwor: at(["Baneshwor", "बानेश्वर"], KATHMANDU, KATHMANDU, 27.6886, 85.3358, [
    "Baneshwar",
    "New Baneshwor",
    "Naya Baneshwor",
    "नयाँ बानेश्वर",
  ]),
  thamel: at(["Thamel", "ठमेल"], KATHMANDU, KATHMANDU, 27.7152, 85.3123),
  koteshwor: at(["Koteshwor", "कोटेश्वर"], KATHMANDU, KATHMANDU, 27.6789, 85.3494, ["Koteshwar"]),
  kalanki: at(["Kalanki", "कलंकी"], KATHMANDU, KATHMANDU, 27.6933, 85.2812),
  chabahil: at(["Chabahil", "चाबहिल"], KATHMANDU, KATHMANDU, 27.7172, 85.3465, ["Chabhil"]),
  maharajgunj: at(["Maharajgunj", "महाराजगञ्ज"], KATHMANDU, KATHMANDU, 27.7369, 85.3298),
  baluwatar: at(["Baluwatar", "बालुवाटार"], KATHMANDU, KATHMANDU, 27.729, 85.3306),
  boudha: at(["Boudha", "बौद्ध"], KATHMANDU, KATHMANDU, 27.7215, 85.362, [
    "Bouddha",
    "Boudhanath",
    "Baudha",
    "Bodhnath",
    "बौद्धनाथ",
  ]),
  kalimati: at(["Kalimati", "कालीमाटी"], KATHMANDU, KATHMANDU, 27.6985, 85.299),
  newRoad: at(["New Road", "न्युरोड"], KATHMANDU, KATHMANDU, 27.7041, 85.311, ["Newroad", "न्यूरोड"]),
  asan: at(["Asan", "असन"], KATHMANDU, KATHMANDU, 27.7079, 85.3107),
  basantapur: at(["Basantapur", "बसन्तपुर"], KATHMANDU, KATHMANDU, 27.7045, 85.307, [
    "Kathmandu Durbar Square",
    "Hanuman Dhoka",
  ]),
  ratnaPark: at(["Ratna Park", "रत्नपार्क"], KATHMANDU, KATHMANDU, 27.706, 85.315, ["Ratnapark"]),
  lazimpat: at(["Lazimpat", "लाजिम्पाट"], KATHMANDU, KATHMANDU, 27.7215, 85.32, ["Lajimpat"]),
  naxal: at(["Naxal", "नक्साल"], KATHMANDU, KATHMANDU, 27.714, 85.326),
  putalisadak: at(["Putalisadak", "पुतलीसडक"], KATHMANDU, KATHMANDU, 27.7032, 85.322),
  dillibazar: at(["Dillibazar", "डिल्लीबजार"], KATHMANDU, KATHMANDU, 27.7052, 85.3275, ["Dilli Bazaar"]),
  maitighar: at(["Maitighar", "माइतीघर"], KATHMANDU, KATHMANDU, 27.6946, 85.3206),
  tinkune: at(["Tinkune", "तीनकुने"], KATHMANDU, KATHMANDU, 27.6857, 85.3467),
  sinamangal: at(["Sinamangal", "सिनामंगल"], KATHMANDU, KATHMANDU, 27.696, 85.354),
  gaushala: at(["Gaushala", "गौशाला"], KATHMANDU, KATHMANDU, 27.7066, 85.3436),
  balaju: at(["Balaju", "बालाजु"], KATHMANDU, KATHMANDU, 27.727, 85.304),
  swayambhu: at(["Swayambhu", "स्वयम्भू"], KATHMANDU, KATHMANDU, 27.7149, 85.2903, ["Swoyambhu", "Syambhu"]),
  kuleshwor: at(["Kuleshwor", "कुलेश्वर"], KATHMANDU, KATHMANDU, 27.6917, 85.296, ["Kuleshwar"]),
  teku: at(["Teku", "टेकु"], KATHMANDU, KATHMANDU, 27.6967, 85.3056),
  tripureshwor: at(["Tripureshwor", "त्रिपुरेश्वर"], KATHMANDU, KATHMANDU, 27.694, 85.314, ["Tripureshwar"]),
  samakhusi: at(["Samakhusi", "सामाखुसी"], KATHMANDU, KATHMANDU, 27.735, 85.318),
  basundhara: at(["Basundhara", "बसुन्धरा"], KATHMANDU, KATHMANDU, 27.742, 85.326),
  // The municipalities around Kathmandu
  budhanilkantha: at(BUDHANILKANTHA, BUDHANILKANTHA, KATHMANDU, 27.7654, 85.3625, ["Budanilkantha"]),
  kapan: at(["Kapan", "कपन"], BUDHANILKANTHA, KATHMANDU, 27.74, 85.36),
  jorpati: at(["Jorpati", "जोरपाटी"], ["Gokarneshwar", "गोकर्णेश्वर"], KATHMANDU, 27.7245, 85.377),
  tokha: at(["Tokha", "टोखा"], ["Tokha", "टोखा"], KATHMANDU, 27.7694, 85.3283),
  kirtipur: at(["Kirtipur", "कीर्तिपुर"], ["Kirtipur", "कीर्तिपुर"], KATHMANDU, 27.6781, 85.2775),
  thankot: at(["Thankot", "थानकोट"], ["Chandragiri", "चन्द्रागिरि"], KATHMANDU, 27.687, 85.205),
  sitapaila: at(["Sitapaila", "सीतापाइला"], ["Nagarjun", "नागार्जुन"], KATHMANDU, 27.712, 85.28),
  pharping: at(["Pharping", "फर्पिङ"], ["Dakshinkali", "दक्षिणकाली"], KATHMANDU, 27.6136, 85.264),
  sankhu: at(["Sankhu", "साँखु"], ["Shankharapur", "शङ्खरापुर"], KATHMANDU, 27.729, 85.466),
  // Lalitpur Metropolitan City (Patan)
  jawalakhel: at(["Jawalakhel", "जावलाखेल"], LALITPUR, LALITPUR, 27.6727, 85.3137, ["Jwalakhel"]),
  pulchowk: at(["Pulchowk", "पुल्चोक"], LALITPUR, LALITPUR, 27.678, 85.317, ["Pulchok"]),
  kupondole: at(["Kupondole", "कुपन्डोल"], LALITPUR, LALITPUR, 27.687, 85.3165, ["Kupandol"]),
  sanepa: at(["Sanepa", "सानेपा"], LALITPUR, LALITPUR, 27.6845, 85.305),
  mangalBazar: at(["Mangal Bazar", "मंगलबजार"], LALITPUR, LALITPUR, 27.6727, 85.325, [
    "Patan Durbar Square",
    "पाटन दरबार",
  ]),
  lagankhel: at(["Lagankhel", "लगनखेल"], LALITPUR, LALITPUR, 27.6668, 85.3225),
  satdobato: at(["Satdobato", "सातदोबाटो"], LALITPUR, LALITPUR, 27.6585, 85.3245),
  ekantakuna: at(["Ekantakuna", "एकान्तकुना"], LALITPUR, LALITPUR, 27.667, 85.308),
  kumaripati: at(["Kumaripati", "कुमारीपाटी"], LALITPUR, LALITPUR, 27.672, 85.319),
  bhaisepati: at(["Bhaisepati", "भैंसेपाटी"], LALITPUR, LALITPUR, 27.653, 85.3),
  // The municipalities around Lalitpur
  imadol: at(["Imadol", "इमाडोल"], MAHALAXMI, LALITPUR, 27.662, 85.343),
  lubhu: at(["Lubhu", "लुभु"], MAHALAXMI, LALITPUR, 27.644, 85.368),
  godawari: at(["Godawari", "गोदावरी"], GODAWARI, LALITPUR, 27.596, 85.379, ["Godavari"]),
  chapagaun: at(["Chapagaun", "चापागाउँ"], GODAWARI, LALITPUR, 27.603, 85.328),
  // Bhaktapur
  bhaktapur: at(BHAKTAPUR, BHAKTAPUR, BHAKTAPUR, 27.6722, 85.4279, ["Bhaktapur Durbar Square", "Khwopa"]),
  suryabinayak: at(["Suryabinayak", "सूर्यविनायक"], ["Suryabinayak", "सूर्यविनायक"], BHAKTAPUR, 27.668, 85.429, [
    "Surya Binayak",
  ]),
  thimi: at(["Thimi", "ठिमी"], THIMI, BHAKTAPUR, 27.681, 85.388),
  kausaltar: at(["Kausaltar", "कौशलटार"], THIMI, BHAKTAPUR, 27.6745, 85.365),
  changunarayan: at(
    ["Changunarayan", "चाँगुनारायण"],
    ["Changunarayan", "चाँगुनारायण"],
    BHAKTAPUR,
    27.7163,
    85.4277,
    ["Changu Narayan"],
  ),
} satisfies Record<string, GazetteerEntry>;
