import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "strength-training-for-young-cricketers",
  blocks: [
    {
      p: '"Lifting weights will stunt your growth." Many young cricketers and parents have heard it. The experts who study youth training say otherwise. In 2014 an international group of paediatric exercise scientists, doctors and strength coaches published a consensus statement, endorsed by bodies including the American Academy of Pediatrics and the US National Strength and Conditioning Association: properly designed and supervised resistance training is safe for children and adolescents, and it brings real benefits.',
    },
    { h: "What the consensus says" },
    {
      ul: [
        "Resistance training can make young people stronger, faster and more skilful, and can lower the risk of sports injuries.",
        "The risk in a supervised, well-designed programme is low. Injuries are linked mainly to unsupervised training, poor technique and loads that are too heavy too soon.",
        "Technique comes first. Load is added only once the movement is right.",
        "Two or three non-consecutive days a week is enough for most young athletes, alongside their sport.",
        "Programmes should be led by qualified professionals who understand how children grow.",
      ],
    },
    {
      p: "The earlier National Strength and Conditioning Association position statement on youth resistance training (2009) reached the same conclusions.",
    },
    { h: "Why cricketers need it" },
    {
      p: "Cricket looks gentle from the boundary, but it asks for short, hard efforts: a fast bowler landing on a braced front leg, a batter turning for two, a fielder sprinting and diving. Strength helps the body absorb those forces and produce them. It is also the backbone of injury prevention for the areas cricket hurts most: the lower back of fast bowlers, the trunk muscles behind side strains, and the hamstrings.",
    },
    { h: "Hamstrings: cricket's most common injury" },
    {
      p: "In elite Australian men's cricket over ten seasons, the hamstring strain was the most common injury, at 8.7 injuries per 100 players a season. Batters sprinting between the wickets, fielders chasing to the rope and bowlers in their run-up all load the hamstring hard at high speed.",
    },
    {
      p: "One exercise stands out. A review of 15 studies covering 8,459 athletes found that injury prevention programmes including the Nordic hamstring exercise cut hamstring injury rates by up to 51%: roughly half. In a Nordic, you kneel with your ankles held by a partner or under a bar, keep your body straight from knees to head, and lower yourself forwards as slowly as you can, catching yourself with your hands. Start with a few reps and a small range, once or twice a week, and build up over weeks. It is hard and you will be sore at first, which is why it is introduced gently.",
    },
    { h: "A sensible start" },
    {
      ul: [
        "Learn the basic patterns with body weight or light loads: squat, hinge (hip hinge, Romanian deadlift with a dowel), lunge, push (push-up), pull (row), carry and brace (plank, side plank).",
        "Use sets of 8-15 controlled reps, finishing each set feeling you could do two or three more.",
        "Add load in small steps, only when technique stays clean on the last rep.",
        "Jumps and landings come before heavy lifts; complex lifts like cleans and depth jumps come later still, once you have a training history.",
        "Train on non-bowling days where you can, so the back and legs get a rest day between hard sessions.",
      ],
    },
    {
      p: "Your GameReady plan follows these rules: effort-based loads rather than percentages of a maximum you have never tested, technique-first progressions, and lighter weeks built in.",
    },
    {
      caution:
        "Train with a qualified coach, especially when you start. Growing athletes can get pain below the knee or at the heel during growth spurts; pain that lasts, or any injury, is a reason to see a physiotherapist or doctor before you continue, not to push through.",
    },
  ],
  sources: [
    {
      authors:
        "Lloyd RS, Faigenbaum AD, Stone MH, Oliver JL, Jeffreys I, Moody JA, Brewer C, Pierce KC, McCambridge TM, Howard R, Herrington L, Hainline B, Micheli LJ, Jaques R, Kraemer WJ, McBride MG, Best TM, Chu DA, Alvar BA, Myer GD",
      year: 2014,
      title: "Position statement on youth resistance training: the 2014 International Consensus",
      publication: "British Journal of Sports Medicine 48(7):498-505",
      url: "https://doi.org/10.1136/bjsports-2013-092952",
    },
    {
      authors: "Faigenbaum AD, Kraemer WJ, Blimkie CJR, et al.",
      year: 2009,
      title:
        "Youth resistance training: updated position statement paper from the National Strength and Conditioning Association",
      publication: "Journal of Strength and Conditioning Research 23(5 Suppl):S60-S79",
    },
    {
      authors: "Orchard JW, Kountouris A, Sims K",
      year: 2016,
      title: "Incidence and prevalence of elite male cricket injuries using updated consensus definitions",
      publication: "Open Access Journal of Sports Medicine 7:187-194",
      url: "https://doi.org/10.2147/OAJSM.S117497",
    },
    {
      authors: "van Dyk N, Behan FP, Whiteley R",
      year: 2019,
      title:
        "Including the Nordic hamstring exercise in injury prevention programmes halves the rate of hamstring injuries: a systematic review and meta-analysis of 8459 athletes",
      publication: "British Journal of Sports Medicine 53(21):1362",
      url: "https://bjsm.bmj.com/content/53/21/1362",
    },
  ],
};

export default article;
