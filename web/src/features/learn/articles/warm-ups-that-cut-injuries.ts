import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "warm-ups-that-cut-injuries",
  blocks: [
    {
      p: "A lot of cricket warm-ups are a lap of the ground, a few stretches and some catching. That gets the blood moving, but it misses the chance to do something research has shown works: a structured warm-up that trains strength, balance and landing control, done before every session and match.",
    },
    { h: "What the trials found" },
    {
      p: "The best evidence comes from football, where large trials have been run with young players. In Norway, 1,892 female players aged 13 to 17 from 125 clubs were followed for a season. Clubs were randomly split: half used a 20-minute structured warm-up (the programme that became FIFA's \"11+\"), half warmed up as usual. The structured group had a lower risk of injuries overall, about half the risk of overuse injuries, and fewer severe injuries. The study's main measure, lower-limb injuries, fell too, but not by enough to be certain, which is worth knowing: the effect is real but not magic.",
    },
    {
      p: 'A later trial of a version for children, "11+ Kids", followed 3,895 players with an average age of about 11 in four countries. Teams that replaced their usual warm-up with it had 48% fewer injuries overall and 74% fewer severe injuries.',
    },
    {
      p: "There is no trial of this size in cricket yet, so we cannot give a cricket-specific number. But the parts of these programmes (running, jumping and landing well, single-leg balance, trunk and hamstring strength) match the demands of cricket: sprinting between wickets, diving in the field, and the front-foot landing of a fast bowler.",
    },
    { h: "What a good cricket warm-up contains" },
    {
      ul: [
        "3-4 minutes of easy running that builds up: jogging, side steps, backwards running, skips.",
        "Mobility on the move: walking lunges with a twist, leg swings, arm circles, hip openers. Save long static stretches for after the session.",
        "Strength and control: a plank and side plank (20-30 seconds each side), single-leg balance with a reach, a few slow Nordic hamstring lowers or bridges.",
        "Jump and land: small squat jumps and single-leg hops, landing softly with the knee over the toes, not collapsing inwards.",
        "Build to speed: three or four accelerations over 15-20 metres, then turns like a run-two, each one faster.",
        "Then the skill: throwing that builds from short to long, and for bowlers a gradual build from a few steps to the full run-up.",
      ],
    },
    {
      p: "The whole thing takes 15 to 20 minutes. The trials suggest doing it regularly matters: in the children's trial, injury rates fell further in teams that used the programme more often. It works best as a habit that happens every time, not a special routine for big games.",
    },
    { h: "Bowlers: build up before you bowl flat out" },
    {
      p: "A fast bowler's first ball at full pace should not be the first ball of the day. Bowl a few deliveries off a short run at medium pace, then lengthen the run-up and lift the intensity over two or three overs before the match starts. Between spells in the field, stay warm: a jacket on cold days and a few strides before you come back on.",
    },
    { h: "Make it the team's" },
    {
      p: "Warm-ups only work if they are done. Let senior players lead it, keep it the same each week so it runs itself, and make the last part competitive (a relay or a catching game) so it finishes with energy. Coaches: write it on one page and stick it in the kit bag.",
    },
    {
      caution:
        "A warm-up prepares a healthy body; it does not treat an injury. If something hurts during the warm-up, stop that exercise and tell your coach, and see a physiotherapist if the pain lasts or comes back.",
    },
  ],
  sources: [
    {
      authors:
        "Soligard T, Myklebust G, Steffen K, Holme I, Silvers H, Bizzini M, Junge A, Dvorak J, Bahr R, Andersen TE",
      year: 2008,
      title:
        "Comprehensive warm-up programme to prevent injuries in young female footballers: cluster randomised controlled trial",
      publication: "BMJ 337:a2469",
      url: "https://www.bmj.com/content/337/bmj.a2469",
    },
    {
      authors:
        "Rössler R, Junge A, Bizzini M, Verhagen E, Chomiak J, aus der Fünten K, Meyer T, Dvorak J, Lichtenstein E, Beaudouin F, Faude O",
      year: 2018,
      title:
        "A multinational cluster randomised controlled trial to assess the efficacy of '11+ Kids': a warm-up programme to prevent injuries in children's football",
      publication: "Sports Medicine 48(6):1493-1504",
      url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC5948238",
    },
  ],
};

export default article;
