/**
 * Demo catalogue for Haat Homeo: a homeopathic pharmacy shop for Bangladesh.
 *
 * Everything here is written by us. Products are generated deterministically from the compact
 * tables below (remedy × potency × pack size × manufacturer); there is no randomness, so every
 * run of the seed produces the same rows. Prices are whole taka.
 *
 * Wording note: remedy descriptions only say what a remedy is "traditionally used for" in
 * homeopathic materia medica; they are not medical claims, and every description advises
 * consulting a registered homeopathic physician.
 */
import type {
  Availability,
  SeedCatalog,
  SeedCategory,
  SeedProduct,
  SeedSpecGroup,
} from '../../types.ts';
import { DEMO_DELIVERY } from '../delivery.ts';

// ---------------------------------------------------------------------------------------------
// Manufacturers
// ---------------------------------------------------------------------------------------------

type Country = 'Germany' | 'India' | 'Bangladesh';

interface Maker {
  /** Brand display name; also the sub-category name. */
  name: string;
  country: Country;
  /** Base price in taka of a 30ml 30C dilution; other prices scale from it. */
  base: number;
}

const MAKERS = {
  reckeweg: { name: 'Dr. Reckeweg', country: 'Germany', base: 320 },
  schwabe: { name: 'Dr. Willmar Schwabe', country: 'Germany', base: 280 },
  adel: { name: 'Adel', country: 'Germany', base: 300 },
  sbl: { name: 'SBL', country: 'India', base: 180 },
  bakson: { name: 'Bakson', country: 'India', base: 170 },
  bhargava: { name: 'Bhargava', country: 'India', base: 160 },
  allen: { name: 'Allen', country: 'India', base: 150 },
  lords: { name: "Lord's", country: 'India', base: 150 },
  hahnemann: { name: 'Hahnemann Laboratory', country: 'Bangladesh', base: 120 },
  haque: { name: 'Haque Homeo', country: 'Bangladesh', base: 100 },
} as const satisfies Record<string, Maker>;

type MakerKey = keyof typeof MAKERS;

/** Display order of manufacturers inside each category's sub-category list. */
const MAKER_ORDER: MakerKey[] = [
  'reckeweg',
  'schwabe',
  'adel',
  'sbl',
  'bakson',
  'bhargava',
  'allen',
  'lords',
  'hahnemann',
  'haque',
];

/** Homeopathic manufacturers listed in the brand directory without products in this catalogue. */
const OTHER_BRANDS: string[] = [
  'Ainsworths',
  'Bengal Homeo Hall',
  'Boericke & Tafel',
  'Boiron',
  'Hapdco',
  'Heel',
  'Helios Homeopathy',
  "Hyland's",
  'Medisynth',
  'Modern Homeo Laboratory',
  'Nelsons',
  'New Life',
  'Padma Homeo Pharma',
  'REPL',
  'Weleda',
  'Wheezal',
];

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

const CAT = {
  dilutions: { name: 'Dilutions & Potencies' },
  tinctures: { name: 'Mother Tinctures' },
  biochemics: { name: 'Biochemics' },
  special: { name: 'Special Items' },
} as const;

type CatKey = keyof typeof CAT;
const CAT_ORDER: CatKey[] = ['dilutions', 'tinctures', 'biochemics', 'special'];

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const CONSULT =
  '<p><strong>Important:</strong> Please consult a registered homeopathic physician before use. This product is not a substitute for professional medical advice.</p>';

function roundTo10(n: number): number {
  return Math.round(n / 10) * 10;
}

const STOP_WORDS = new Set(['and', 'with', 'for', 'of', 'the', 'no', '&']);

/** 3–6 lower-case keywords: name parts, "homeopathy", then extras (e.g. the potency). */
function keywordsFor(nameParts: string, extras: string[]): string[] {
  const words = nameParts
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  const out: string[] = [];
  const push = (w: string): void => {
    if (w && !out.includes(w)) out.push(w);
  };
  const room = 6 - 1 - extras.length;
  for (const w of words.slice(0, Math.max(room, 1))) push(w);
  push('homeopathy');
  for (const e of extras) push(e.toLowerCase());
  while (out.length < 3) push(out.length === 1 ? 'remedy' : 'natural');
  return out.slice(0, 6);
}

interface SpecInput {
  potency?: string;
  packSize: string;
  form: string;
  maker: Maker;
  dosage: string;
}

function specs(s: SpecInput): SeedSpecGroup[] {
  const details = [
    ...(s.potency ? [{ name: 'Potency', value: s.potency }] : []),
    { name: 'Pack Size', value: s.packSize },
    { name: 'Form', value: s.form },
    { name: 'Manufacturer', value: s.maker.name },
    { name: 'Country of Origin', value: s.maker.country },
  ];
  return [
    { name: 'Product Details', values: details },
    { name: 'Usage', values: [{ name: 'Dosage', value: s.dosage }] },
  ];
}

/** A product before stock/availability are assigned. */
type Draft = Omit<SeedProduct, 'countInStock' | 'availability'>;

const DOSAGE_INTERNAL = 'As directed by the physician';
const DOSAGE_EXTERNAL = 'For external use only. Apply as directed by the physician';

// ---------------------------------------------------------------------------------------------
// 1. Dilutions & Potencies
// ---------------------------------------------------------------------------------------------

interface Remedy {
  /** Full Latin name as printed on the label. */
  name: string;
  /** Keyword source (usually the same as name). */
  short?: string;
  /** Traditional uses (materia medica), each completing "Traditionally used for ...". */
  uses: [string, string];
}

const REMEDIES = {
  arnica: {
    name: 'Arnica Montana',
    uses: ['bruised, sore feeling after falls or over-exertion', 'muscular tiredness after physical strain'],
  },
  nux: {
    name: 'Nux Vomica',
    uses: ['indigestion after rich food or late nights', 'irritability in busy, sedentary people'],
  },
  belladonna: {
    name: 'Belladonna',
    uses: ['sudden heat with a flushed face', 'throbbing, congestive headaches'],
  },
  bryonia: {
    name: 'Bryonia Alba',
    uses: ['dry cough that is worse from movement', 'aches that feel better from keeping still'],
  },
  rhus: {
    name: 'Rhus Toxicodendron',
    uses: ['stiffness that eases with continued motion', 'aches brought on by damp, cold weather'],
  },
  pulsatilla: {
    name: 'Pulsatilla Nigricans',
    uses: ['changeable symptoms with thick, bland catarrh', 'weepy, clingy moods that improve in open air'],
  },
  sulphur: {
    name: 'Sulphur',
    uses: ['itching, burning skin complaints', 'feeling of heat that is worse from washing'],
  },
  arsenicum: {
    name: 'Arsenicum Album',
    uses: ['upset stomach after spoilt food', 'restlessness and anxiety with chilliness'],
  },
  lycopodium: {
    name: 'Lycopodium Clavatum',
    uses: ['bloating and flatulence, worse in the late afternoon', 'lack of confidence before public tasks'],
  },
  gelsemium: {
    name: 'Gelsemium Sempervirens',
    uses: ['heavy, drowsy weakness in seasonal colds', 'trembling nervousness before exams or events'],
  },
  thuja: {
    name: 'Thuja Occidentalis',
    uses: ['warts and small skin growths', 'complaints following vaccination, as described by Hahnemann'],
  },
  calcarea: {
    name: 'Calcarea Carbonica',
    uses: ['slow dentition in chubby, sweaty-headed children', 'tiredness and chilliness with sour sweat'],
  },
  aconite: {
    name: 'Aconitum Napellus',
    uses: ['sudden complaints after exposure to dry cold wind', 'fright and restlessness at the onset of a cold'],
  },
  chamomilla: {
    name: 'Chamomilla',
    uses: ['irritability during teething in children', 'oversensitivity to pain'],
  },
  ignatia: {
    name: 'Ignatia Amara',
    uses: ['emotional upset after grief or disappointment', 'sighing and a lump-in-the-throat feeling'],
  },
  natmur: {
    name: 'Natrum Muriaticum',
    uses: ['watery colds with sneezing', 'headaches from the sun or from reading'],
  },
  hepar: {
    name: 'Hepar Sulphuris Calcareum',
    short: 'Hepar Sulphur',
    uses: ['painful, sensitive boils and skin eruptions', 'hoarse cough sensitive to cold air'],
  },
  hypericum: {
    name: 'Hypericum Perfoliatum',
    uses: ['injuries to nerve-rich parts such as fingers and toes', 'shooting pains after minor injuries'],
  },
  cina: {
    name: 'Cina',
    uses: ['irritable children who pick their nose and grind their teeth', 'restless sleep in children'],
  },
  apis: {
    name: 'Apis Mellifica',
    uses: ['stinging, puffy swellings after insect bites', 'burning swelling that is relieved by cold'],
  },
} satisfies Record<string, Remedy>;

type RemedyKey = keyof typeof REMEDIES;

/** [remedy, potency, pack size, manufacturer] */
const DILUTIONS: [RemedyKey, '30C' | '200C' | '1M', '30ml' | '100ml', MakerKey][] = [
  ['arnica', '30C', '30ml', 'reckeweg'],
  ['arnica', '200C', '30ml', 'schwabe'],
  ['arnica', '30C', '100ml', 'sbl'],
  ['nux', '30C', '30ml', 'sbl'],
  ['nux', '200C', '30ml', 'reckeweg'],
  ['nux', '1M', '30ml', 'schwabe'],
  ['belladonna', '30C', '30ml', 'bakson'],
  ['belladonna', '200C', '30ml', 'hahnemann'],
  ['bryonia', '30C', '30ml', 'reckeweg'],
  ['bryonia', '200C', '30ml', 'haque'],
  ['rhus', '30C', '30ml', 'schwabe'],
  ['rhus', '200C', '100ml', 'sbl'],
  ['pulsatilla', '30C', '30ml', 'bhargava'],
  ['pulsatilla', '200C', '30ml', 'reckeweg'],
  ['sulphur', '30C', '30ml', 'haque'],
  ['sulphur', '200C', '30ml', 'schwabe'],
  ['sulphur', '1M', '30ml', 'reckeweg'],
  ['arsenicum', '30C', '30ml', 'hahnemann'],
  ['arsenicum', '200C', '30ml', 'allen'],
  ['lycopodium', '30C', '30ml', 'lords'],
  ['lycopodium', '200C', '30ml', 'reckeweg'],
  ['gelsemium', '30C', '30ml', 'adel'],
  ['gelsemium', '200C', '30ml', 'bakson'],
  ['thuja', '200C', '30ml', 'sbl'],
  ['thuja', '1M', '30ml', 'schwabe'],
  ['calcarea', '30C', '30ml', 'bhargava'],
  ['calcarea', '200C', '30ml', 'hahnemann'],
  ['aconite', '30C', '30ml', 'reckeweg'],
  ['aconite', '200C', '30ml', 'lords'],
  ['chamomilla', '30C', '30ml', 'allen'],
  ['chamomilla', '200C', '30ml', 'haque'],
  ['ignatia', '200C', '30ml', 'schwabe'],
  ['natmur', '200C', '30ml', 'bakson'],
  ['natmur', '1M', '30ml', 'reckeweg'],
  ['hepar', '30C', '30ml', 'sbl'],
  ['hypericum', '200C', '30ml', 'adel'],
  ['cina', '30C', '30ml', 'haque'],
  ['apis', '30C', '30ml', 'bhargava'],
];

const POTENCY_FACTOR = { '30C': 1, '200C': 1.15, '1M': 1.4 } as const;
const DILUTION_SIZE_FACTOR = { '30ml': 1, '100ml': 2.6 } as const;

function dilutionDrafts(): Draft[] {
  return DILUTIONS.map(([rk, potency, size, mk]) => {
    const r: Remedy = REMEDIES[rk];
    const m = MAKERS[mk];
    const name = `${r.name} ${potency} Dilution ${size} (${m.name})`;
    const price = roundTo10(m.base * POTENCY_FACTOR[potency] * DILUTION_SIZE_FACTOR[size]);
    return {
      name,
      category: CAT.dilutions.name,
      subCategory: m.name,
      brand: m.name,
      price,
      feature: [
        `Traditionally used for ${r.uses[0]}`,
        `Traditionally used for ${r.uses[1]}`,
        `${potency} potency liquid dilution in a ${size} sealed bottle`,
        `Prepared by ${m.name} (${m.country}) following the Homoeopathic Pharmacopoeia`,
      ].join('\n'),
      description: [
        `<p><strong>${r.name} ${potency}</strong> is a single-remedy homeopathic dilution by ${m.name}, ${m.country}.</p>`,
        '<ul>',
        `<li>Traditionally used for ${r.uses[0]}.</li>`,
        `<li>Traditionally used for ${r.uses[1]}.</li>`,
        `<li>Potency: <strong>${potency}</strong>, pack size: <strong>${size}</strong>.</li>`,
        '</ul>',
        CONSULT,
      ].join(''),
      keywords: keywordsFor(r.short ?? r.name, [potency]),
      specifications: specs({
        potency,
        packSize: size,
        form: 'Dilution',
        maker: m,
        dosage: DOSAGE_INTERNAL,
      }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// 2. Mother Tinctures
// ---------------------------------------------------------------------------------------------

interface Tincture {
  name: string;
  uses: [string, string];
  /** Label note, e.g. for tinctures meant for external use. */
  external?: boolean;
}

const TINCTURES = {
  calendula: {
    name: 'Calendula Officinalis',
    external: true,
    uses: ['cleansing minor cuts and scrapes (diluted in water)', 'soothing skin after shaving or minor abrasions'],
  },
  berberisv: {
    name: 'Berberis Vulgaris',
    uses: ['radiating pains in the loin region', 'complaints of the urinary tract, as described in materia medica'],
  },
  crataegus: {
    name: 'Crataegus Oxyacantha',
    uses: ['general tonic support for the heart in older people', 'tiredness and breathlessness on exertion'],
  },
  avena: {
    name: 'Avena Sativa',
    uses: ['nervous exhaustion and sleeplessness', 'general debility after long illness'],
  },
  echinacea: {
    name: 'Echinacea Angustifolia',
    uses: ['tendency to boils and recurrent skin infections', 'general weakness with a run-down feeling'],
  },
  justicia: {
    name: 'Justicia Adhatoda',
    uses: ['cough with tough mucus and hoarseness', 'coryza with sneezing'],
  },
  syzygium: {
    name: 'Syzygium Jambolanum',
    uses: ['excessive thirst and frequent urination, as described in materia medica', 'supporting a balanced diet plan (not a substitute for prescribed medicine)'],
  },
  alfalfa: {
    name: 'Alfalfa',
    uses: ['poor appetite and weak digestion', 'general tiredness and low vitality'],
  },
  passiflora: {
    name: 'Passiflora Incarnata',
    uses: ['restless sleep and wakefulness', 'nervous restlessness'],
  },
  ocimum: {
    name: 'Ocimum Sanctum',
    uses: ['seasonal coughs and colds', 'feverish feeling with body aches'],
  },
  cynodon: {
    name: 'Cynodon Dactylon',
    uses: ['minor bleeding tendencies, as described in Indian materia medica', 'burning during urination'],
  },
  arnicaq: {
    name: 'Arnica Montana',
    external: true,
    uses: ['bruises and sprains on unbroken skin (diluted, external use)', 'muscular soreness after physical work'],
  },
  jaborandi: {
    name: 'Jaborandi',
    external: true,
    uses: ['hair fall and dry scalp (applied to the scalp)', 'excessive sweating, as described in materia medica'],
  },
  chelidonium: {
    name: 'Chelidonium Majus',
    uses: ['complaints of the liver region with pain under the right shoulder blade', 'sluggish digestion with yellowish coating on the tongue'],
  },
  carduus: {
    name: 'Carduus Marianus',
    uses: ['fullness and discomfort in the liver region', 'sluggish digestion after heavy meals'],
  },
  berberisa: {
    name: 'Berberis Aquifolium',
    uses: ['dry, rough and blotchy skin', 'pimples and uneven complexion'],
  },
  urtica: {
    name: 'Urtica Urens',
    external: true,
    uses: ['itchy, blotchy skin after contact with plants', 'minor first-degree burns (diluted, external use)'],
  },
  ginseng: {
    name: 'Ginseng',
    uses: ['weakness and lack of stamina', 'stiffness in the lower back'],
  },
} satisfies Record<string, Tincture>;

type TinctureKey = keyof typeof TINCTURES;

const MOTHER_TINCTURES: [TinctureKey, '30ml' | '100ml', MakerKey][] = [
  ['calendula', '30ml', 'sbl'],
  ['calendula', '100ml', 'schwabe'],
  ['berberisv', '30ml', 'reckeweg'],
  ['crataegus', '30ml', 'schwabe'],
  ['crataegus', '100ml', 'bakson'],
  ['avena', '30ml', 'reckeweg'],
  ['avena', '100ml', 'sbl'],
  ['echinacea', '30ml', 'adel'],
  ['justicia', '30ml', 'hahnemann'],
  ['justicia', '100ml', 'haque'],
  ['syzygium', '30ml', 'bhargava'],
  ['syzygium', '100ml', 'schwabe'],
  ['alfalfa', '30ml', 'allen'],
  ['passiflora', '30ml', 'lords'],
  ['ocimum', '30ml', 'haque'],
  ['cynodon', '30ml', 'hahnemann'],
  ['arnicaq', '30ml', 'reckeweg'],
  ['jaborandi', '30ml', 'bakson'],
  ['chelidonium', '30ml', 'schwabe'],
  ['carduus', '30ml', 'sbl'],
  ['berberisa', '30ml', 'bhargava'],
  ['urtica', '30ml', 'allen'],
  ['ginseng', '100ml', 'lords'],
];

const TINCTURE_SIZE_FACTOR = { '30ml': 1.5, '100ml': 3.6 } as const;

function tinctureDrafts(): Draft[] {
  return MOTHER_TINCTURES.map(([tk, size, mk]) => {
    const t: Tincture = TINCTURES[tk];
    const m = MAKERS[mk];
    const name = `${t.name} Q ${size} (${m.name})`;
    const price = roundTo10(m.base * TINCTURE_SIZE_FACTOR[size]);
    const external = t.external === true;
    return {
      name,
      category: CAT.tinctures.name,
      subCategory: m.name,
      brand: m.name,
      price,
      feature: [
        `Traditionally used for ${t.uses[0]}`,
        `Traditionally used for ${t.uses[1]}`,
        `Mother tincture (Q) in a ${size} bottle${external ? ', commonly used externally' : ''}`,
        `Made by ${m.name}, ${m.country}`,
      ].join('\n'),
      description: [
        `<p><strong>${t.name} Q</strong> is a homeopathic mother tincture prepared by ${m.name}, ${m.country}.</p>`,
        '<ul>',
        `<li>Traditionally used for ${t.uses[0]}.</li>`,
        `<li>Traditionally used for ${t.uses[1]}.</li>`,
        `<li>Pack size: <strong>${size}</strong>. Contains alcohol; keep away from children.</li>`,
        '</ul>',
        CONSULT,
      ].join(''),
      keywords: keywordsFor(t.name, ['mother', 'tincture']),
      specifications: specs({
        potency: 'Q',
        packSize: size,
        form: 'Mother Tincture',
        maker: m,
        dosage: external
          ? 'Dilute in water; for external use as directed by the physician'
          : DOSAGE_INTERNAL,
      }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// 3. Biochemics (tissue salts and bio-combinations)
// ---------------------------------------------------------------------------------------------

const SALTS = {
  calcfluor: {
    name: 'Calcarea Fluorica',
    uses: ['maintaining elasticity of tissues', 'cracked skin and weak tooth enamel'],
  },
  calcphos: {
    name: 'Calcarea Phosphorica',
    uses: ['growing children and slow dentition', 'convalescence after illness'],
  },
  calcsulph: {
    name: 'Calcarea Sulphurica',
    uses: ['slow-healing pimples and skin eruptions', 'lingering catarrh with yellow discharge'],
  },
  ferrumphos: {
    name: 'Ferrum Phosphoricum',
    uses: ['the first stage of colds and mild feverishness', 'tiredness with a pale complexion'],
  },
  kalimur: {
    name: 'Kali Muriaticum',
    uses: ['the second stage of colds with white-coated tongue', 'blocked feeling in the ears from catarrh'],
  },
  kaliphos: {
    name: 'Kali Phosphoricum',
    uses: ['nervous exhaustion and mental fatigue', 'sleeplessness from overwork or worry'],
  },
  kalisulph: {
    name: 'Kali Sulphuricum',
    uses: ['flaky, scaly skin and scalp', 'late-stage catarrh with yellow discharge'],
  },
  magphos: {
    name: 'Magnesia Phosphorica',
    uses: ['cramping and spasmodic pains relieved by warmth', 'menstrual cramps and colic'],
  },
  natmur: {
    name: 'Natrum Muriaticum',
    uses: ['watery colds and sneezing', 'dry skin and lips'],
  },
  natphos: {
    name: 'Natrum Phosphoricum',
    uses: ['acidity and sour belching', 'indigestion after fatty food'],
  },
  natsulph: {
    name: 'Natrum Sulphuricum',
    uses: ['complaints that are worse in damp weather', 'sluggish digestion and biliousness'],
  },
  silicea: {
    name: 'Silicea',
    uses: ['brittle nails and weak hair', 'slow-healing minor skin eruptions'],
  },
} satisfies Record<string, { name: string; uses: [string, string] }>;

type SaltKey = keyof typeof SALTS;

const BIOCHEMIC_SALTS: [SaltKey, '3X' | '6X' | '12X' | '30X', '25g' | '450g', MakerKey][] = [
  ['calcfluor', '12X', '25g', 'reckeweg'],
  ['calcphos', '6X', '25g', 'schwabe'],
  ['calcphos', '3X', '450g', 'sbl'],
  ['calcsulph', '6X', '25g', 'bakson'],
  ['ferrumphos', '6X', '25g', 'reckeweg'],
  ['ferrumphos', '12X', '25g', 'haque'],
  ['kalimur', '6X', '25g', 'hahnemann'],
  ['kaliphos', '6X', '25g', 'schwabe'],
  ['kaliphos', '3X', '450g', 'bakson'],
  ['kalisulph', '6X', '25g', 'bhargava'],
  ['magphos', '6X', '25g', 'sbl'],
  ['magphos', '12X', '25g', 'reckeweg'],
  ['natmur', '6X', '25g', 'allen'],
  ['natphos', '6X', '25g', 'hahnemann'],
  ['natsulph', '6X', '25g', 'lords'],
  ['silicea', '12X', '25g', 'schwabe'],
  ['silicea', '30X', '25g', 'haque'],
];

/** Bio-combination tablets: [number, purpose, uses, manufacturer]. */
const BIO_COMBINATIONS: [number, string, [string, string], MakerKey][] = [
  [5, 'Cough, Cold & Catarrh', ['seasonal cough and cold', 'catarrh with a blocked nose'], 'sbl'],
  [6, 'Diarrhoea', ['loose motions from change of food or water', 'weakness after stomach upsets'], 'bakson'],
  [7, 'Dyspepsia', ['indigestion and heaviness after meals', 'acidity and flatulence'], 'hahnemann'],
  [21, 'Teething', ['irritability during teething in children', 'slow dentition'], 'haque'],
];

const BIOCHEMIC_SIZE_FACTOR = { '25g': 1.1, '450g': 6 } as const;

function biochemicDrafts(): Draft[] {
  const salts: Draft[] = BIOCHEMIC_SALTS.map(([sk, potency, size, mk]) => {
    const s = SALTS[sk];
    const m = MAKERS[mk];
    const name = `${s.name} ${potency} ${size} (${m.name})`;
    return {
      name,
      category: CAT.biochemics.name,
      subCategory: m.name,
      brand: m.name,
      price: roundTo10(m.base * BIOCHEMIC_SIZE_FACTOR[size]),
      feature: [
        `Traditionally used for ${s.uses[0]}`,
        `Traditionally used for ${s.uses[1]}`,
        `One of Dr. Schuessler's twelve tissue salts, ${potency} trituration`,
        `${size} pack of tablets by ${m.name}, ${m.country}`,
      ].join('\n'),
      description: [
        `<p><strong>${s.name} ${potency}</strong> is a biochemic tissue salt in tablet form by ${m.name}, ${m.country}.</p>`,
        '<ul>',
        `<li>Traditionally used for ${s.uses[0]}.</li>`,
        `<li>Traditionally used for ${s.uses[1]}.</li>`,
        `<li>Potency: <strong>${potency}</strong>, pack size: <strong>${size}</strong>. Contains lactose.</li>`,
        '</ul>',
        CONSULT,
      ].join(''),
      keywords: keywordsFor(s.name, ['biochemic', potency]),
      specifications: specs({
        potency,
        packSize: size,
        form: 'Tablet',
        maker: m,
        dosage: DOSAGE_INTERNAL,
      }),
    };
  });

  const combos: Draft[] = BIO_COMBINATIONS.map(([no, purpose, uses, mk]) => {
    const m = MAKERS[mk];
    const name = `Bio-Combination No. ${no} (${purpose}) 25g (${m.name})`;
    return {
      name,
      category: CAT.biochemics.name,
      subCategory: m.name,
      brand: m.name,
      price: roundTo10(m.base * 1.2),
      feature: [
        `Traditionally used for ${uses[0]}`,
        `Traditionally used for ${uses[1]}`,
        'Combination of selected biochemic tissue salts in 3X/6X trituration',
        `25g pack of tablets by ${m.name}, ${m.country}`,
      ].join('\n'),
      description: [
        `<p><strong>Bio-Combination No. ${no}</strong> (${purpose}) is a blend of biochemic tissue salts by ${m.name}, ${m.country}.</p>`,
        '<ul>',
        `<li>Traditionally used for ${uses[0]}.</li>`,
        `<li>Traditionally used for ${uses[1]}.</li>`,
        '<li>Pack size: <strong>25g</strong> tablets. Contains lactose.</li>',
        '</ul>',
        CONSULT,
      ].join(''),
      keywords: keywordsFor(`bio combination ${purpose}`, ['biochemic']),
      specifications: specs({
        potency: '6X',
        packSize: '25g',
        form: 'Tablet',
        maker: m,
        dosage: DOSAGE_INTERNAL,
      }),
    };
  });

  return [...salts, ...combos];
}

// ---------------------------------------------------------------------------------------------
// 4. Special Items (tonics, tablets, ointments, creams, hair oils, drops)
// ---------------------------------------------------------------------------------------------

interface Special {
  /** Product name without the manufacturer suffix. */
  title: string;
  maker: MakerKey;
  price: number;
  packSize: string;
  form: 'Syrup' | 'Tablet' | 'Ointment' | 'Cream' | 'Oil' | 'Drops' | 'Shampoo';
  /** Short noun phrase for the description, e.g. "a homeopathic tonic". */
  kind: string;
  uses: string[];
  /** Main ingredients as described on the label. */
  contains: string;
  keywords: string;
}

const SPECIALS: Special[] = [
  {
    title: 'Alfalfa Tonic 450ml',
    maker: 'schwabe',
    price: 720,
    packSize: '450ml',
    form: 'Syrup',
    kind: 'a homeopathic general tonic',
    uses: ['poor appetite and weak digestion', 'general tiredness and low vitality'],
    contains: 'Alfalfa Q, Avena Sativa Q, Ginseng Q and Hydrastis Q in a syrup base',
    keywords: 'alfalfa tonic',
  },
  {
    title: 'Alfalfa Tonic 200ml',
    maker: 'sbl',
    price: 290,
    packSize: '200ml',
    form: 'Syrup',
    kind: 'a homeopathic general tonic',
    uses: ['poor appetite in adults and children', 'recovery of strength after seasonal illness'],
    contains: 'Alfalfa Q, Avena Sativa Q and Acidum Phosphoricum in a syrup base',
    keywords: 'alfalfa tonic',
  },
  {
    title: 'Alfalfa Tonic with Ginseng 450ml',
    maker: 'haque',
    price: 380,
    packSize: '450ml',
    form: 'Syrup',
    kind: 'a homeopathic general tonic',
    uses: ['low stamina and tiredness', 'poor appetite'],
    contains: 'Alfalfa Q, Ginseng Q and Avena Sativa Q in a syrup base',
    keywords: 'alfalfa ginseng tonic',
  },
  {
    title: 'Ginseng Tonic 450ml',
    maker: 'hahnemann',
    price: 420,
    packSize: '450ml',
    form: 'Syrup',
    kind: 'a homeopathic tonic',
    uses: ['weakness and lack of stamina', 'mental and physical fatigue from overwork'],
    contains: 'Ginseng Q, Avena Sativa Q and Kali Phosphoricum 3X in a syrup base',
    keywords: 'ginseng tonic',
  },
  {
    title: 'Five Phos Tablets 20g',
    maker: 'schwabe',
    price: 180,
    packSize: '20g',
    form: 'Tablet',
    kind: 'a biochemic tonic tablet',
    uses: ['nervous exhaustion and mental fatigue', 'sleeplessness from overwork'],
    contains: 'Calcarea Phos, Ferrum Phos, Kali Phos, Magnesia Phos and Natrum Phos 3X',
    keywords: 'five phos tablets',
  },
  {
    title: 'Junior Calcarea Phos Syrup 180ml',
    maker: 'bakson',
    price: 260,
    packSize: '180ml',
    form: 'Syrup',
    kind: 'a homeopathic syrup for children',
    uses: ['slow dentition and growth in children', 'poor appetite in children'],
    contains: 'Calcarea Phosphorica 3X, Alfalfa Q and Ferrum Phosphoricum 3X in a syrup base',
    keywords: 'junior calcarea phos syrup',
  },
  {
    title: 'Drosera Cough Syrup 100ml',
    maker: 'allen',
    price: 160,
    packSize: '100ml',
    form: 'Syrup',
    kind: 'a homeopathic cough syrup',
    uses: ['dry, tickling cough at night', 'hoarseness with seasonal colds'],
    contains: 'Drosera Q, Justicia Adhatoda Q, Ocimum Sanctum Q and Spongia Tosta 3X',
    keywords: 'drosera cough syrup',
  },
  {
    title: 'Basak Cough Syrup 100ml',
    maker: 'hahnemann',
    price: 130,
    packSize: '100ml',
    form: 'Syrup',
    kind: 'a homeopathic cough syrup',
    uses: ['cough with tough mucus', 'throat irritation in winter'],
    contains: 'Justicia Adhatoda (basak) Q, Ocimum Sanctum Q and Bryonia Alba 3X',
    keywords: 'basak cough syrup',
  },
  {
    title: 'Calendula Ointment 25g',
    maker: 'sbl',
    price: 110,
    packSize: '25g',
    form: 'Ointment',
    kind: 'a homeopathic ointment',
    uses: ['minor cuts, scrapes and cracked skin', 'soothing skin after minor abrasions'],
    contains: 'Calendula Officinalis Q in a soft paraffin base',
    keywords: 'calendula ointment',
  },
  {
    title: 'Thuja Ointment 25g',
    maker: 'bakson',
    price: 120,
    packSize: '25g',
    form: 'Ointment',
    kind: 'a homeopathic ointment',
    uses: ['warts and small skin growths (external application)', 'rough skin patches'],
    contains: 'Thuja Occidentalis Q in an ointment base',
    keywords: 'thuja ointment',
  },
  {
    title: 'Cantharis Burn Ointment 25g',
    maker: 'hahnemann',
    price: 95,
    packSize: '25g',
    form: 'Ointment',
    kind: 'a homeopathic ointment',
    uses: ['minor kitchen burns with smarting pain', 'sunburned skin'],
    contains: 'Cantharis 1X, Urtica Urens Q and Calendula Q in an ointment base',
    keywords: 'cantharis burn ointment',
  },
  {
    title: 'Arnica Cream 25g',
    maker: 'schwabe',
    price: 240,
    packSize: '25g',
    form: 'Cream',
    kind: 'a homeopathic cream',
    uses: ['bruises and sprains on unbroken skin', 'muscular soreness after exercise'],
    contains: 'Arnica Montana Q in a non-greasy cream base',
    keywords: 'arnica cream',
  },
  {
    title: 'Berberis Aquifolium Cream 30g',
    maker: 'bhargava',
    price: 170,
    packSize: '30g',
    form: 'Cream',
    kind: 'a homeopathic skin cream',
    uses: ['dry, rough and blotchy skin', 'uneven complexion'],
    contains: 'Berberis Aquifolium Q, Calendula Q and Hydrastis Q in a cream base',
    keywords: 'berberis aquifolium cream',
  },
  {
    title: 'Calendula Antiseptic Cream 25g',
    maker: 'haque',
    price: 85,
    packSize: '25g',
    form: 'Cream',
    kind: 'a homeopathic cream',
    uses: ['minor cuts and scratches', 'chapped lips and cracked heels in winter'],
    contains: 'Calendula Officinalis Q and Hypericum Q in a cream base',
    keywords: 'calendula antiseptic cream',
  },
  {
    title: 'Arnica Montana Hair Oil 200ml',
    maker: 'sbl',
    price: 320,
    packSize: '200ml',
    form: 'Oil',
    kind: 'a homeopathic hair oil',
    uses: ['hair fall and thinning hair', 'dry, itchy scalp and dandruff'],
    contains: 'Arnica Montana Q, Jaborandi Q and Cantharis Q in a coconut oil base',
    keywords: 'arnica hair oil',
  },
  {
    title: 'Jaborandi Hair Oil 100ml',
    maker: 'haque',
    price: 150,
    packSize: '100ml',
    form: 'Oil',
    kind: 'a homeopathic hair oil',
    uses: ['hair fall and dry scalp', 'premature greying, as described in materia medica'],
    contains: 'Jaborandi Q, Arnica Montana Q and Lycopodium Q in a mustard and coconut oil base',
    keywords: 'jaborandi hair oil',
  },
  {
    title: 'Rhus Tox Pain Relief Oil 60ml',
    maker: 'lords',
    price: 140,
    packSize: '60ml',
    form: 'Oil',
    kind: 'a homeopathic massage oil',
    uses: ['stiff joints and back in cold, damp weather', 'muscular aches after exertion'],
    contains: 'Rhus Toxicodendron Q, Arnica Montana Q and Ruta Graveolens Q in an oil base',
    keywords: 'rhus tox pain oil',
  },
  {
    title: 'Arnica Shampoo 200ml',
    maker: 'allen',
    price: 210,
    packSize: '200ml',
    form: 'Shampoo',
    kind: 'a homeopathic shampoo',
    uses: ['hair fall and weak hair roots', 'dandruff and itchy scalp'],
    contains: 'Arnica Montana Q, Jaborandi Q and Cantharis Q in a mild shampoo base',
    keywords: 'arnica shampoo',
  },
  {
    title: 'R89 Hair Care Drops 22ml',
    maker: 'reckeweg',
    price: 650,
    packSize: '22ml',
    form: 'Drops',
    kind: 'a homeopathic combination remedy in drops',
    uses: ['hair fall and thinning hair', 'brittle, lustreless hair'],
    contains: 'A combination of homeopathic dilutions as printed on the label',
    keywords: 'r89 hair drops',
  },
  {
    title: 'R6 Influenza Drops 22ml',
    maker: 'reckeweg',
    price: 620,
    packSize: '22ml',
    form: 'Drops',
    kind: 'a homeopathic combination remedy in drops',
    uses: ['feverish colds with body aches', 'weakness during seasonal flu'],
    contains: 'A combination of homeopathic dilutions as printed on the label',
    keywords: 'r6 influenza drops',
  },
  {
    title: 'Adel 2 Apo-Stom Drops 20ml',
    maker: 'adel',
    price: 780,
    packSize: '20ml',
    form: 'Drops',
    kind: 'a homeopathic combination remedy in drops',
    uses: ['indigestion with bloating', 'nausea after heavy meals'],
    contains: 'A combination of homeopathic dilutions as printed on the label',
    keywords: 'adel apo stom drops',
  },
];

const EXTERNAL_FORMS = new Set<Special['form']>(['Ointment', 'Cream', 'Oil', 'Shampoo']);

function specialDrafts(): Draft[] {
  return SPECIALS.map((s) => {
    const m = MAKERS[s.maker];
    const external = EXTERNAL_FORMS.has(s.form);
    return {
      name: `${s.title} (${m.name})`,
      category: CAT.special.name,
      subCategory: m.name,
      brand: m.name,
      price: s.price,
      feature: [
        ...s.uses.map((u) => `Traditionally used for ${u}`),
        `Contains ${s.contains}`,
        `${s.packSize} pack by ${m.name}, ${m.country}${external ? '; for external use only' : ''}`,
      ].join('\n'),
      description: [
        `<p><strong>${s.title}</strong> is ${s.kind} by ${m.name}, ${m.country}.</p>`,
        '<ul>',
        ...s.uses.map((u) => `<li>Traditionally used for ${u}.</li>`),
        `<li>Contains ${s.contains}.</li>`,
        `<li>Pack size: <strong>${s.packSize}</strong>${external ? '. For external use only' : ''}.</li>`,
        '</ul>',
        CONSULT,
      ].join(''),
      keywords: keywordsFor(s.keywords, []),
      specifications: specs({
        packSize: s.packSize,
        form: s.form,
        maker: m,
        dosage: external ? DOSAGE_EXTERNAL : DOSAGE_INTERNAL,
      }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Assembly: stock, availability, discounts, sub-categories
// ---------------------------------------------------------------------------------------------

/** Own flat discounts (whole taka) on a few products. */
const DISCOUNTS: Record<string, number> = {
  'Arnica Montana 30C Dilution 30ml (Dr. Reckeweg)': 20,
  'Calendula Officinalis Q 100ml (Dr. Willmar Schwabe)': 50,
  'Alfalfa Tonic 450ml (Dr. Willmar Schwabe)': 70,
  'Five Phos Tablets 20g (Dr. Willmar Schwabe)': 10,
  'Magnesia Phosphorica 6X 25g (SBL)': 15,
  'Arnica Montana Hair Oil 200ml (SBL)': 30,
};

function assemble(drafts: Draft[]): SeedProduct[] {
  return drafts.map((d, i) => {
    // Deterministic stock: every 13th product (offset 5) is out of stock, others 1..60.
    const out = i % 13 === 5;
    const countInStock = out ? 0 : ((i * 23 + 7) % 60) + 1;
    const availability: Availability = out
      ? Math.floor(i / 13) % 2 === 0
        ? 'pre_order'
        : 'up_coming'
      : 'in_stock';
    const discount = DISCOUNTS[d.name];
    return {
      name: d.name,
      category: d.category,
      subCategory: d.subCategory,
      brand: d.brand,
      price: d.price,
      ...(discount !== undefined ? { discount } : {}),
      countInStock,
      availability,
      feature: d.feature,
      description: d.description,
      keywords: d.keywords,
      specifications: d.specifications,
    };
  });
}

const products: SeedProduct[] = assemble([
  ...dilutionDrafts(),
  ...tinctureDrafts(),
  ...biochemicDrafts(),
  ...specialDrafts(),
]);

function buildCategories(): SeedCategory[] {
  return CAT_ORDER.map((key, i) => {
    const cat = CAT[key];
    const used = new Set(products.filter((p) => p.category === cat.name).map((p) => p.subCategory));
    const subCategories = MAKER_ORDER.map((mk) => MAKERS[mk].name)
      .filter((name) => used.has(name))
      .map((name) => ({ name }));
    return {
      name: cat.name,
      menuOrder: i + 1,
      homeCard: i + 1,
      subCategories,
    };
  });
}

function buildBrands(): string[] {
  const all = new Set<string>([...MAKER_ORDER.map((mk) => MAKERS[mk].name), ...OTHER_BRANDS]);
  return [...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'));
}

export const homeopathy: SeedCatalog = {
  key: 'homeopathy',
  settings: {
    shopName: 'Haat Homeo',
    phone: '+880 1800-000000',
    email: 'care@haat.com.bd',
    address: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
    supportHours: '10 AM - 8 PM',
    deliveryPromise: 'Cash on delivery anywhere in Bangladesh within 3 working days',
    ...DEMO_DELIVERY.homeopathy,
    taxRate: 0,
  },
  categories: buildCategories(),
  brands: buildBrands(),
  products,
  offers: [
    {
      title: 'Winter Care Week',
      description:
        'Stock up for the cold season: special prices on cough syrups, Calendula creams and winter essentials from Dr. Reckeweg, SBL and Haque Homeo.',
      isActive: true,
    },
    {
      title: 'Tonic Month',
      description:
        'Flat discounts on Alfalfa and Ginseng tonics and Five Phos tablets while stocks last. Cash on delivery across Bangladesh.',
      isActive: true,
    },
    {
      title: 'Pohela Boishakh Hair Care Fair',
      description:
        'Celebrate the Bangla new year with offers on Arnica and Jaborandi hair oils and shampoos.',
      isActive: false,
    },
  ],
  notices: [
    {
      title: 'Cash on delivery across Bangladesh, delivery in 3 working days',
      description:
        'Order from anywhere in the country and pay the delivery person in cash. Most orders arrive within 3 working days.',
      isActive: true,
    },
    {
      title: 'Consult a registered homeopathic physician',
      description:
        'Product information is for general reference only. Please consult a registered homeopathic physician before starting any remedy.',
      isActive: true,
    },
    {
      title: 'Eid holiday: deliveries paused',
      description:
        'Deliveries are paused during the Eid holidays and resume on the first working day after. Orders placed during the holiday are kept in queue.',
      isActive: false,
    },
  ],
};
