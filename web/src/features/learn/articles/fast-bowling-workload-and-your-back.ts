import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "fast-bowling-workload-and-your-back",
  blocks: [
    {
      p: "Fast bowling is one of the hardest things a young body can do over and over. At front-foot contact the ground pushes back with several times your body weight, and the spine bends, twists and leans sideways at the same moment. Do that hundreds of times a week and the bone in the lower back has to keep up. In many young quicks it does not, and the result is the injury that costs fast bowlers more playing time than any other: the lumbar stress fracture.",
    },
    { h: "How common is it?" },
    {
      p: "Cricket Australia reports that between 20% and 33% of pace bowlers under 19 develop a lower-back bone stress injury each season, and that recovery and return to play take between 4 and 12 months. In elite Australian men's cricket over ten seasons, lumbar stress fractures were the most prevalent injury, accounting for about 15% of all missed playing time. The fracture usually sits in a small bridge of bone at the back of a vertebra called the pars interarticularis. Studies of fast bowlers have found 80-90% of these fractures on the side opposite the bowling arm, which fits the lopsided way the action loads the spine.",
    },
    { h: "Who is most at risk?" },
    {
      p: "Cricket Australia's research names three risk factors: age (the younger the bowler, the greater the risk), height (the taller, the greater) and bowling frequency (the more days a week you bowl, the greater). The riskiest window is the 18 months after your fastest growth spurt. Bones grow long before they grow strong, and at the same time you are getting stronger, bowling faster and often moving up to older age groups with longer spells.",
    },
    {
      p: "You cannot change your age or height. You can change how often you bowl, and that is where the guidelines focus.",
    },
    { h: "The guidelines in plain numbers" },
    {
      ul: [
        "Under-13 to under-17: at most 3 bowling days a week (matches and training together), with at least one day off between bowling days.",
        "Under-19: at most 4 bowling days a week, and no more than 2 in a row.",
        "One easier week in every four, with only one or two bowling sessions.",
        "Every 6-12 weeks, a longer break of 5-10 days from bowling, so bone can recover and adapt.",
        "Build up before the season: Cricket Australia suggests about 6 weeks of gradual bowling for under-17s and 8 weeks for under-19s.",
        "In matches, the England and Wales Cricket Board's fast bowling directives cap overs per spell and per day by age: 5 and 10 at under-13, 6 and 12 at under-14 and under-15, 7 and 18 from under-16 to under-19.",
      ],
    },
    { h: "Avoid the sudden jump" },
    {
      p: "A study of elite fast bowlers found that when a week's workload was much larger than what they had been doing over the previous four weeks, the risk of injury in the following week went up. Researchers still argue about the best way to calculate that comparison, but the practical lesson is simple and shared by everyone: increase bowling gradually, and be careful in the weeks when school, club and representative cricket all land at once. Keep a log of the balls you bowl and the days you bowl them. A log shows a spike before your back does.",
    },
    {
      p: "Not bowling enough is a problem too. Bone adapts to load it has time to recover from, which is why Cricket Australia moved from pure limits to targets: regular, planned bowling through the year helps build a spine that copes with the demands of the game.",
    },
    { h: "What to do in the gym" },
    {
      p: "Strength work will not make a bad workload safe, but it helps the trunk and legs share the load. Useful choices are exercises that resist extension and rotation (planks, side planks, Pallof presses), hip and hamstring strength, and landing practice that teaches a stable front leg. Your GameReady plan adds these for fast bowlers and keeps heavy loading of the spine out of the early weeks.",
    },
    {
      caution:
        "Low back pain in a young fast bowler, especially pain on one side that gets worse when you arch backwards, is a reason to stop bowling and see a physiotherapist or sports doctor. Do not bowl through it: early bone stress is much quicker to heal than a full fracture. This article is general information, not a diagnosis.",
    },
    { h: "For the coach" },
    {
      p: "Count bowling days across every team the player bowls for, not just yours. Plan the easy week and the longer break in the calendar before the season starts, so they actually happen, and give the player's parents the same numbers.",
    },
  ],
  sources: [
    {
      authors: "Cricket Australia",
      year: 2023,
      title: "Australian Cricket Junior Bowling Guidelines (reviewed July 2023)",
      publication: "Cricket Australia, Play Cricket",
      url: "https://play.cricket.com.au/community/clubs/managing-your-club/youth-pace-bowling-guidelines",
    },
    {
      authors: "Orchard JW, Kountouris A, Sims K",
      year: 2016,
      title: "Incidence and prevalence of elite male cricket injuries using updated consensus definitions",
      publication: "Open Access Journal of Sports Medicine 7:187-194",
      url: "https://doi.org/10.2147/OAJSM.S117497",
    },
    {
      authors: "Crewe H, Campbell A, Elliott B, Alderson J",
      year: 2013,
      title: "Lumbo-pelvic biomechanics and quadratus lumborum asymmetry in cricket fast bowlers",
      publication: "Medicine & Science in Sports & Exercise 45(4):778-783",
      url: "https://doi.org/10.1249/MSS.0b013e31827973d1",
    },
    {
      authors: "Hulin BT, Gabbett TJ, Blanch P, Chapman P, Bailey D, Orchard JW",
      year: 2014,
      title: "Spikes in acute workload are associated with increased injury risk in elite cricket fast bowlers",
      publication: "British Journal of Sports Medicine 48(8):708-712",
      url: "https://doi.org/10.1136/bjsports-2013-092524",
    },
    {
      authors: "England and Wales Cricket Board",
      title: "Fast bowling match directives",
      publication: "England and Wales Cricket Board",
    },
  ],
};

export default article;
