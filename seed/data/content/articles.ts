/**
 * The demo blogs' articles, written by us. `category` names the demo category whose picture the
 * card shows. Newest first: the first article is the latest.
 */
export interface SeedArticle {
  title: string;
  author: string;
  category: string;
  intro: string;
  body: string;
}

const DESK = 'Haat Tech Desk';

export const electronicsArticles: SeedArticle[] = [
  {
    title: 'Best Gaming Headphones You Can Buy This Year',
    author: DESK,
    category: 'Headphone',
    intro: 'Sound you can place, a microphone your team understands and comfort for long nights: what matters in a gaming headset.',
    body: `<p>A gaming headset has three jobs: let you hear where footsteps come from, let your team hear you clearly, and stay comfortable for hours.</p>
<h2>What to look for</h2>
<ul><li><strong>Closed-back ear cups</strong> keep noise out in a busy home.</li><li><strong>A detachable or flip-up microphone</strong> with noise cancelling.</li><li><strong>Memory-foam pads</strong> and a light frame (under 350 g).</li><li><strong>Wired USB or 3.5 mm</strong> for the lowest delay; 2.4 GHz wireless for freedom.</li></ul>
<h2>Our advice</h2><p>Stereo drivers tuned well beat cheap "7.1" effects. Try the fit in our shop if you can: comfort decides more than specifications.</p>`,
  },
  {
    title: 'How to Choose a Laptop for University',
    author: DESK,
    category: 'Laptop',
    intro: 'Battery life, weight and an SSD matter more to a student than the fastest processor. A checklist before you buy.',
    body: `<p>A student laptop is carried every day, used for hours on battery and kept for four years. Buy for that life.</p>
<ul><li><strong>Processor:</strong> Intel Core i5 or AMD Ryzen 5 of a recent generation is plenty for study, coding and light editing.</li><li><strong>Memory:</strong> 8 GB at least, 16 GB if you program or edit video.</li><li><strong>Storage:</strong> an SSD of 512 GB; never a hard disk as the main drive.</li><li><strong>Weight:</strong> under 1.8 kg, with a battery that lasts a full day.</li></ul>
<p>Check the warranty: laptops carry 1 to 3 years by brand, and the battery and adapter 1 year.</p>`,
  },
  {
    title: 'Gaming Monitor Guide: Refresh Rate, Panel and Size',
    author: DESK,
    category: 'Monitor',
    intro: '144 Hz or 240 Hz, IPS or VA, 24 or 27 inches: how to pick a monitor that matches your graphics card.',
    body: `<p>A fast monitor only helps when your graphics card can feed it. Match the two.</p>
<h2>Refresh rate</h2><p>144 Hz is the sweet spot for most players; 240 Hz pays off in competitive shooters with a strong card.</p>
<h2>Panel</h2><ul><li><strong>IPS:</strong> best colours and viewing angles.</li><li><strong>VA:</strong> deep blacks, good for films.</li><li><strong>TN:</strong> cheapest and fastest, weaker colours.</li></ul>
<h2>Size and resolution</h2><p>24 inches at 1080p or 27 inches at 1440p. Check for dead pixels when it arrives: a claim needs at least three visible.</p>`,
  },
  {
    title: 'Intel or AMD: Choosing a Processor in Bangladesh',
    author: DESK,
    category: 'Processor',
    intro: 'Core i5 or Ryzen 5? The platform, the motherboard price and what you will run decide, not the brand.',
    body: `<p>Both makers sell excellent processors. The right one depends on your budget for the whole platform.</p>
<ul><li><strong>Gaming:</strong> six fast cores are enough; spend the rest on the graphics card.</li><li><strong>Editing and rendering:</strong> more cores help; consider 8 or more.</li><li><strong>Upgrades:</strong> check how long the socket will be supported.</li></ul>
<p>Count the motherboard and memory in the price: a cheap processor on an expensive board is no bargain.</p>`,
  },
  {
    title: 'How Much RAM Do You Really Need?',
    author: DESK,
    category: 'RAM',
    intro: '8, 16 or 32 GB: what each amount is good for, and why two sticks beat one.',
    body: `<p>Memory is the cheapest way to make a slow computer feel fast, up to a point.</p>
<ul><li><strong>8 GB:</strong> office work and browsing.</li><li><strong>16 GB:</strong> gaming and programming; the sensible choice today.</li><li><strong>32 GB:</strong> video editing, virtual machines, large projects.</li></ul>
<p>Buy two identical sticks to run in dual channel: it can add 10 to 20 percent in games. Check the speed your motherboard supports.</p>`,
  },
  {
    title: 'SSD or Hard Disk: Which Storage to Buy',
    author: DESK,
    category: 'Storage',
    intro: 'An SSD makes every computer feel new. When a hard disk still makes sense, and what NVMe adds.',
    body: `<p>Put your operating system and programs on an SSD. Nothing else you can buy changes daily use as much.</p>
<ul><li><strong>NVMe SSD:</strong> fastest, fits an M.2 slot on modern boards.</li><li><strong>SATA SSD:</strong> still far faster than a disk; fits older computers.</li><li><strong>Hard disk:</strong> cheap space for photos, films and backups.</li></ul>
<p>Keep a backup of what matters: any drive can fail, and a repair never covers lost data.</p>`,
  },
  {
    title: 'Choosing a Graphics Card for 1080p Gaming',
    author: DESK,
    category: 'Graphics Card',
    intro: 'How much video memory, which power supply and what size case: a graphics card needs more than a budget.',
    body: `<p>For 1080p at high settings, a mid-range card with 8 GB of video memory is the target.</p>
<ul><li>Check the card's length against your case.</li><li>Check the recommended power supply wattage and the power connectors.</li><li>Older processors can hold back a new card: keep the pair balanced.</li></ul>
<p>Keep the box and invoice: warranty claims need them.</p>`,
  },
  {
    title: 'Why Your Power Supply Matters',
    author: DESK,
    category: 'Power Supply',
    intro: 'A cheap power supply can take the whole computer with it. Wattage, efficiency ratings and protections explained.',
    body: `<p>The power supply feeds every part. In a country with frequent voltage swings it matters even more.</p>
<ul><li>Add up your parts' power and leave 30 percent headroom.</li><li>Look for an 80 Plus rating: Bronze at least.</li><li>Protections against over-voltage and short circuits are a must.</li></ul>
<p>Pair it with a UPS or a stabiliser: damage from power fluctuation is not covered by warranty.</p>`,
  },
  {
    title: 'Picking a PC Case: Airflow First',
    author: DESK,
    category: 'Casing',
    intro: 'A good case keeps parts cool and quiet. Mesh fronts, fan mounts and room for your graphics card.',
    body: `<p>Heat shortens the life of every component. A case with good airflow is the cheapest cooling you can buy.</p>
<ul><li>A mesh front panel breathes far better than solid glass.</li><li>Room for at least two intake fans and one exhaust.</li><li>Check graphics card length and cooler height limits.</li><li>Dust filters save cleaning in our dusty season.</li></ul>`,
  },
  {
    title: 'Air or Liquid: Choosing a CPU Cooler',
    author: DESK,
    category: 'CPU Cooler',
    intro: 'The stock cooler is fine for some processors. When to upgrade, and whether liquid cooling is worth it.',
    body: `<p>A better cooler means a quieter computer and a processor that holds its boost speed longer.</p>
<ul><li><strong>Tower air coolers:</strong> reliable, cheap, no pump to fail.</li><li><strong>240 mm liquid coolers:</strong> for hot high-end processors and tidy builds.</li></ul>
<p>Check the socket support and the height your case allows before you buy.</p>`,
  },
  {
    title: 'Mechanical Keyboards: Switches Explained',
    author: DESK,
    category: 'Keyboard',
    intro: 'Red, brown or blue: what the switch colours mean and which suits typing or gaming.',
    body: `<p>Switches decide how a mechanical keyboard feels and sounds.</p>
<ul><li><strong>Linear (red):</strong> smooth and quiet, loved by gamers.</li><li><strong>Tactile (brown):</strong> a small bump, good for typing and gaming.</li><li><strong>Clicky (blue):</strong> a loud click; great feel, not for shared rooms.</li></ul>
<p>Bangla keycaps or printed Bangla legends help if you type in both languages.</p>`,
  },
  {
    title: 'Finding the Right Gaming Mouse',
    author: DESK,
    category: 'Mouse',
    intro: 'Grip style, weight and sensor: a mouse should fit your hand before it fits a spec sheet.',
    body: `<p>Hold it the way you play. Palm, claw and fingertip grips suit different shapes.</p>
<ul><li>A light mouse (under 80 g) for fast aiming.</li><li>A good optical sensor; very high DPI numbers add little.</li><li>A large mousepad gives your arm room to move.</li></ul>`,
  },
  {
    title: 'Choosing a Printer for Home or Office',
    author: DESK,
    category: 'Printer',
    intro: 'Ink tank, laser or inkjet: the cost per page matters more than the printer price.',
    body: `<p>Work out how many pages you print a month before choosing.</p>
<ul><li><strong>Ink tank:</strong> cheap colour pages for homes and schools.</li><li><strong>Mono laser:</strong> fast, cheap text pages for offices.</li><li><strong>Cartridge inkjet:</strong> cheap to buy, expensive to run.</li></ul>`,
  },
  {
    title: 'Wi-Fi Router Buying Guide',
    author: DESK,
    category: 'Router',
    intro: 'Dual band, Wi-Fi 6 and mesh: how to get good Wi-Fi into every room of a concrete building.',
    body: `<p>Concrete walls block Wi-Fi. Place the router centrally and high.</p>
<ul><li>Dual-band routers keep phones on 2.4 GHz and laptops on fast 5 GHz.</li><li>Wi-Fi 6 handles many devices in a busy home better.</li><li>For several floors, a mesh system beats one strong router.</li></ul>`,
  },
  {
    title: 'Why Every Computer Needs a UPS',
    author: DESK,
    category: 'UPS',
    intro: 'Load-shedding and voltage swings damage computers and corrupt files. How to size a UPS.',
    body: `<p>A UPS gives you minutes to save your work and shut down safely, and smooths out voltage swings.</p>
<ul><li>Add up the watts of your computer and monitor; choose a UPS rated well above.</li><li>650 VA suits a basic desktop; 1,200 VA a gaming computer.</li><li>Replace the battery every two to three years.</li></ul>`,
  },
  {
    title: 'Speakers for a Small Room',
    author: DESK,
    category: 'Speaker',
    intro: '2.0 or 2.1, Bluetooth or wired: getting good sound at your desk without disturbing the neighbours.',
    body: `<p>Small rooms need small, clear speakers more than big bass.</p>
<ul><li>A 2.0 pair at ear height is enough for music and films at a desk.</li><li>A subwoofer (2.1) adds bass for games and films.</li><li>Bluetooth is handy for phones; wired is better for a computer.</li></ul>`,
  },
  {
    title: 'Choosing a Gaming Chair That Saves Your Back',
    author: DESK,
    category: 'Gaming Chair',
    intro: 'Hours at a desk need support. Lumbar cushions, armrests and the right seat height.',
    body: `<p>Comfort over long sessions comes from adjustment, not looks.</p>
<ul><li>Seat height so your feet rest flat and knees are level.</li><li>Adjustable armrests at desk height.</li><li>Lumbar support that fits the curve of your back.</li><li>A sturdy metal base and a gas lift with a stated weight limit.</li></ul>`,
  },
  {
    title: 'Console or Gaming PC?',
    author: DESK,
    category: 'Console',
    intro: 'What each costs over five years, which games you can play and how much fiddling you accept.',
    body: `<p>A console is simple: plug in and play. A PC does more and can be upgraded.</p>
<ul><li>Consoles cost less up front; games and online plans cost more over time.</li><li>A PC doubles as a work and study machine.</li><li>Think about what your friends play: online play matters.</li></ul>`,
  },
  {
    title: 'Inverter AC Guide for Bangladeshi Summers',
    author: DESK,
    category: 'AC',
    intro: 'Tonnage for your room, inverter savings and what to ask about installation.',
    body: `<p>The right size matters more than the brand.</p>
<ul><li>1 ton for up to about 120 sq ft, 1.5 ton up to 180, 2 ton up to 250, more with sun on the walls.</li><li>Inverter models cost more but use far less power over a long summer.</li><li>Ask what the installation includes: pipe length, stand and wiring.</li></ul>`,
  },
  {
    title: 'Keeping Your Computer Safe: Antivirus Basics',
    author: DESK,
    category: 'Anti Virus',
    intro: 'An antivirus, updates and backups: three habits that stop most trouble.',
    body: `<p>Most infections come from pirated software and unknown USB drives.</p>
<ul><li>Use a genuine antivirus and keep it updated.</li><li>Turn on automatic operating system updates.</li><li>Back up important files to an external drive or the cloud.</li></ul>
<p>Note that software licences cannot be returned once sold.</p>`,
  },
];

const HOMEO_DESK = 'Haat Homeo Desk';

export const homeopathyArticles: SeedArticle[] = [
  {
    title: 'How to Store Homeopathic Medicines',
    author: HOMEO_DESK,
    category: 'Dilutions & Potencies',
    intro: 'Heat, sunlight and strong smells spoil remedies. Simple habits to keep them good until the expiry date.',
    body: `<ul><li>Keep bottles tightly closed, away from sunlight and heat.</li><li>Store away from camphor, perfume and strong smells.</li><li>Do not touch pills with your hands: use the cap.</li><li>Check the expiry date before use.</li></ul><p>Always consult a registered homeopathic physician.</p>`,
  },
  {
    title: 'Understanding Potencies: 6C, 30C and 200C',
    author: HOMEO_DESK,
    category: 'Dilutions & Potencies',
    intro: 'What the numbers on a dilution mean, explained simply.',
    body: `<p>The number on a dilution says how many times it was diluted and succussed in the traditional method. The letter C means steps of one to a hundred.</p><p>Which potency suits a case is for your physician to decide.</p>`,
  },
  {
    title: 'Mother Tinctures: What They Are',
    author: HOMEO_DESK,
    category: 'Mother Tinctures',
    intro: 'Mother tinctures are the starting point of many remedies. How they are made and sold.',
    body: `<p>A mother tincture (marked Q or Ø) is the first extract of a plant or substance in alcohol, from which potencies are prepared.</p><p>Follow the dose your physician gives; keep the bottle closed and away from heat.</p>`,
  },
  {
    title: 'Biochemic Tissue Salts in Brief',
    author: HOMEO_DESK,
    category: 'Biochemics',
    intro: 'The twelve tissue salts of the biochemic system and how they are sold.',
    body: `<p>Biochemic tissue salts are twelve mineral preparations, usually sold as small tablets in 6X or 12X.</p><p>Ask a registered physician which one suits you.</p>`,
  },
  {
    title: 'Buying Genuine Remedies Online',
    author: HOMEO_DESK,
    category: 'Dilutions & Potencies',
    intro: 'Sealed packs, batch numbers and expiry dates: how to know you received the real thing.',
    body: `<ul><li>Check that the seal is intact on delivery.</li><li>Look for the batch number and expiry date on the label.</li><li>Report a broken seal within 24 hours for a free replacement.</li></ul>`,
  },
  {
    title: 'Travelling With Your Medicines',
    author: HOMEO_DESK,
    category: 'Biochemics',
    intro: 'Keeping remedies safe on a long bus or train journey.',
    body: `<p>Carry small bottles in a closed pouch, away from heat and strong smells, and keep your physician's prescription with you.</p>`,
  },
];
