// Slot themes (issue #30: "the same 777-reel frame on every slot"): a slot's name says its theme —
// fortune, gems, fruit, fire, royalty, night sky, beasts, ancient gods, luck, warriors — and its tile
// shows that theme's emblem, drawn as shapes (no font has to carry it). A name that says none keeps
// the classic reels.

export type SlotTheme = 'coins' | 'gem' | 'fruit' | 'flame' | 'crown' | 'moon' | 'paw' | 'pyramid' | 'clover' | 'swords';

export const SLOT_THEMES: readonly SlotTheme[] = ['coins', 'gem', 'fruit', 'flame', 'crown', 'moon', 'paw', 'pyramid', 'clover', 'swords'];

/** First match wins: a "Fire Dragon" is fire, a "Dragon Gold" is fortune (read in this order). */
const BY_NAME: [RegExp, SlotTheme][] = [
  [/fruit|cherr|berry|lemon|melon|juic|sweet|candy|sugar|bonanza|fiesta/, 'fruit'],
  [/gem|jewel|diamond|crystal|ruby|emerald|sapphire|jade|pearl/, 'gem'],
  [/fortune|gold|wealth|rich|money|treasure|coin|cash|prosper|caishen|fa ?cai|ingot|mega moolah|piggy|bank/, 'coins'],
  [/fire|hot|blaze|burn|phoenix|inferno|volcano|flame|lava/, 'flame'],
  [/moon|night|star|galax|cosmic|space|vampire|wolf|mystic|magic/, 'moon'],
  [/king|queen|royal|emperor|crown|empire|kingdom|prince|majest/, 'crown'],
  [/egypt|pyramid|cleopatra|book of|anubis|pharaoh|temple|aztec|maya|gods|olympus|zeus|athena|medusa/, 'pyramid'],
  [/dragon|tiger|lion|panda|buffalo|beast|bull|\box\b|horse|safari|jungle|wild|bear|monkey|elephant/, 'paw'],
  [/irish|clover|leprechaun|luck|rainbow|shamrock|charm/, 'clover'],
  [/ninja|samurai|warrior|viking|gladiator|sword|legend|hero|knight|battle|war\b/, 'swords'],
];

/** The theme a slot's name says, or none (the classic reels). */
export function slotThemeOf(name: string): SlotTheme | undefined {
  const text = name.toLowerCase();
  return BY_NAME.find(([pattern]) => pattern.test(text))?.[1];
}

const f = (n: number) => n.toFixed(1);

/** The theme's emblem in a square box of side `s` at (x, y); `seed` varies details, `accent` is the vendor's second colour. */
export function slotThemeSvg(theme: SlotTheme, x: number, y: number, s: number, seed: Buffer, accent: string): string {
  const u = s / 100;
  const X = (v: number) => f(x + v * u);
  const Y = (v: number) => f(y + v * u);
  const L = (v: number) => f(v * u);
  const points = (list: [number, number][]) => list.map(([px, py]) => `${X(px)},${Y(py)}`).join(' ');
  const star = (cx: number, cy: number, r: number, fill: string) =>
    `<polygon points="${points(Array.from({ length: 10 }, (_, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const radius = i % 2 === 0 ? r : r * 0.45;
      return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)] as [number, number];
    }))}" fill="${fill}"/>`;
  switch (theme) {
    case 'coins': {
      const coin = (cx: number, cy: number) =>
        `<ellipse cx="${X(cx)}" cy="${Y(cy + 3)}" rx="${L(20)}" ry="${L(8)}" fill="#a86a00"/>` +
        `<ellipse cx="${X(cx)}" cy="${Y(cy)}" rx="${L(20)}" ry="${L(8)}" fill="#ffd24a" stroke="#a86a00" stroke-width="${L(1.5)}"/>`;
      const stacks = [
        [28, 5],
        [52, 7],
        [74, 4],
      ] as const;
      const piles = stacks
        .map(([cx, n], i) => Array.from({ length: n + (seed[3 + i] % 2) }, (_, k) => coin(cx, 88 - k * 7)).join(''))
        .join('');
      return (
        piles +
        `<circle cx="${X(50)}" cy="${Y(26)}" r="${L(20)}" fill="#ffd24a" stroke="#a86a00" stroke-width="${L(3)}"/>` +
        `<circle cx="${X(50)}" cy="${Y(26)}" r="${L(13)}" fill="none" stroke="#a86a00" stroke-width="${L(2)}"/>` +
        `<rect x="${X(45)}" y="${Y(21)}" width="${L(10)}" height="${L(10)}" fill="#a86a00"/>`
      );
    }
    case 'gem':
      return (
        `<polygon points="${points([[22, 34], [36, 16], [64, 16], [78, 34], [50, 88]])}" fill="${accent}" stroke="#fff" stroke-width="${L(2)}"/>` +
        `<polygon points="${points([[22, 34], [78, 34], [50, 88]])}" fill="#000" fill-opacity="0.18"/>` +
        `<polygon points="${points([[36, 16], [44, 34], [50, 16], [56, 34], [64, 16]])}" fill="#fff" fill-opacity="0.45"/>` +
        `<polyline points="${points([[22, 34], [78, 34]])}" stroke="#fff" stroke-width="${L(1.5)}"/>` +
        `<polyline points="${points([[44, 34], [50, 88], [56, 34]])}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${L(1.2)}"/>` +
        star(80, 14, 7, '#fff')
      );
    case 'fruit':
      return (
        `<path d="M ${X(50)} ${Y(14)} Q ${X(40)} ${Y(38)} ${X(32)} ${Y(58)} M ${X(50)} ${Y(14)} Q ${X(58)} ${Y(40)} ${X(68)} ${Y(62)}" fill="none" stroke="#2f7d1b" stroke-width="${L(3.5)}" stroke-linecap="round"/>` +
        `<path d="M ${X(50)} ${Y(14)} q ${L(14)} ${L(-8)} ${L(26)} ${L(2)} q ${L(-14)} ${L(10)} ${L(-26)} ${L(-2)} z" fill="#3fa52a"/>` +
        `<circle cx="${X(32)}" cy="${Y(68)}" r="${L(17)}" fill="#d11a2a"/><circle cx="${X(68)}" cy="${Y(72)}" r="${L(17)}" fill="#d11a2a"/>` +
        `<circle cx="${X(27)}" cy="${Y(62)}" r="${L(4.5)}" fill="#fff" fill-opacity="0.6"/><circle cx="${X(63)}" cy="${Y(66)}" r="${L(4.5)}" fill="#fff" fill-opacity="0.6"/>`
      );
    case 'flame':
      return (
        `<path d="M ${X(50)} ${Y(6)} C ${X(64)} ${Y(28)} ${X(84)} ${Y(40)} ${X(80)} ${Y(64)} C ${X(78)} ${Y(84)} ${X(62)} ${Y(94)} ${X(50)} ${Y(94)} C ${X(34)} ${Y(94)} ${X(20)} ${Y(82)} ${X(20)} ${Y(64)} C ${X(20)} ${Y(48)} ${X(32)} ${Y(40)} ${X(34)} ${Y(26)} C ${X(42)} ${Y(34)} ${X(44)} ${Y(42)} ${X(44)} ${Y(48)} C ${X(52)} ${Y(38)} ${X(52)} ${Y(20)} ${X(50)} ${Y(6)} Z" fill="#f26b1d"/>` +
        `<path d="M ${X(50)} ${Y(44)} C ${X(58)} ${Y(56)} ${X(66)} ${Y(64)} ${X(64)} ${Y(76)} C ${X(62)} ${Y(88)} ${X(54)} ${Y(92)} ${X(50)} ${Y(92)} C ${X(42)} ${Y(92)} ${X(36)} ${Y(86)} ${X(36)} ${Y(76)} C ${X(36)} ${Y(64)} ${X(46)} ${Y(58)} ${X(50)} ${Y(44)} Z" fill="#ffd24a"/>`
      );
    case 'crown':
      return (
        `<polygon points="${points([[14, 36], [32, 56], [50, 22], [68, 56], [86, 36], [80, 78], [20, 78]])}" fill="#ffd24a" stroke="#a86a00" stroke-width="${L(2.5)}" stroke-linejoin="round"/>` +
        `<rect x="${X(18)}" y="${Y(78)}" width="${L(64)}" height="${L(12)}" rx="${L(3)}" fill="#e0a100" stroke="#a86a00" stroke-width="${L(2.5)}"/>` +
        [14, 50, 86].map((px, i) => `<circle cx="${X(px)}" cy="${Y(i === 1 ? 20 : 34)}" r="${L(6)}" fill="${i === 1 ? accent : '#d11a2a'}"/>`).join('') +
        `<circle cx="${X(50)}" cy="${Y(62)}" r="${L(7)}" fill="${accent}" stroke="#fff" stroke-width="${L(1.5)}"/>`
      );
    case 'moon':
      return (
        `<circle cx="${X(46)}" cy="${Y(52)}" r="${L(36)}" fill="#ffe9a8"/>` +
        `<circle cx="${X(62)}" cy="${Y(40)}" r="${L(32)}" fill="#0d0b2a" fill-opacity="0.92"/>` +
        star(78, 74, 8, '#fff') +
        star(24 + (seed[5] % 8), 16, 5, accent) +
        star(84, 18, 4, '#fff')
      );
    case 'paw': {
      const toes = [
        [26, 40, 10],
        [42, 24, 11],
        [60, 24, 11],
        [76, 40, 10],
      ] as const;
      const slash = (dx: number) => `<path d="M ${X(64 + dx)} ${Y(56)} L ${X(86 + dx)} ${Y(94)}" stroke="${accent}" stroke-width="${L(4)}" stroke-linecap="round"/>`;
      return (
        toes.map(([cx, cy, r]) => `<ellipse cx="${X(cx)}" cy="${Y(cy)}" rx="${L(r)}" ry="${L(r * 1.25)}" fill="#f5e6c8"/>`).join('') +
        `<path d="M ${X(30)} ${Y(72)} C ${X(30)} ${Y(52)} ${X(72)} ${Y(52)} ${X(72)} ${Y(72)} C ${X(72)} ${Y(88)} ${X(30)} ${Y(88)} ${X(30)} ${Y(72)} Z" fill="#f5e6c8"/>` +
        (seed[6] % 2 === 0 ? slash(0) + slash(-8) : '')
      );
    }
    case 'pyramid':
      return (
        `<circle cx="${X(70)}" cy="${Y(26)}" r="${L(14)}" fill="#ffd24a"/>` +
        `<polygon points="${points([[8, 88], [44, 26], [80, 88]])}" fill="#e0b060"/>` +
        `<polygon points="${points([[44, 26], [80, 88], [56, 88]])}" fill="#a87a30"/>` +
        `<polygon points="${points([[54, 88], [74, 54], [94, 88]])}" fill="#c99a48"/>` +
        `<path d="M ${X(34)} ${Y(64)} q ${L(10)} ${L(-8)} ${L(20)} 0 q ${L(-10)} ${L(8)} ${L(-20)} 0 z" fill="#fff"/><circle cx="${X(44)}" cy="${Y(64)}" r="${L(3)}" fill="#1b3fa0"/>`
      );
    case 'clover': {
      const leaf = (angle: number) => `<g transform="rotate(${angle} ${X(50)} ${Y(48)})"><circle cx="${X(39)}" cy="${Y(37)}" r="${L(14)}" fill="#2fa84f"/><circle cx="${X(50)}" cy="${Y(30)}" r="${L(14)}" fill="#2fa84f"/></g>`;
      return (
        `<path d="M ${X(50)} ${Y(50)} Q ${X(54)} ${Y(76)} ${X(66)} ${Y(94)}" fill="none" stroke="#1f7a36" stroke-width="${L(4)}" stroke-linecap="round"/>` +
        [0, 90, 180, 270].map(leaf).join('') +
        `<circle cx="${X(50)}" cy="${Y(48)}" r="${L(5)}" fill="#ffd24a"/>`
      );
    }
    case 'swords': {
      const sword = (angle: number) =>
        `<g transform="rotate(${angle} ${X(50)} ${Y(52)})">` +
        `<polygon points="${points([[47, 6], [53, 6], [53, 66], [50, 72], [47, 66]])}" fill="#dfe6ee" stroke="#6b7a8c" stroke-width="${L(1)}"/>` +
        `<rect x="${X(38)}" y="${Y(66)}" width="${L(24)}" height="${L(5)}" rx="${L(2)}" fill="#ffd24a"/>` +
        `<rect x="${X(47.5)}" y="${Y(71)}" width="${L(5)}" height="${L(16)}" fill="#6b3b12"/><circle cx="${X(50)}" cy="${Y(90)}" r="${L(4)}" fill="#ffd24a"/></g>`;
      return sword(-35) + sword(35);
    }
  }
}
