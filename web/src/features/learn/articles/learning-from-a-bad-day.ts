import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "learning-from-a-bad-day",
  blocks: [
    {
      p: "Cricket is a game of failure. The best batters in history were out for low scores far more often than they made hundreds; bowlers get hit for six; everyone drops catches. What separates the players who keep improving is often not how many bad days they have, but what they do after one.",
    },
    { h: "The two traps" },
    {
      p: 'The first trap is pretending it did not happen: "bad luck, whatever", and nothing changes. The second is the opposite: replaying the dismissal all evening, calling yourself useless, and turning up next week tight and afraid of it happening again. The second trap is common in committed young athletes, because they care.',
    },
    {
      p: "Researchers at the University of British Columbia and the University of Saskatchewan studied this in university athletes who described themselves as self-critical. Half took part in a short self-compassion programme: one information session and a week of short writing exercises about treating their own mistakes the way they would treat a teammate's. Compared with a control group, they reported less self-criticism, less rumination (going over and over the mistake) and less concern over mistakes, and the effect was still there four weeks later. An earlier study by the same group, with young women athletes averaging 15 years old, found that more self-compassionate athletes reported less shame and less fear of failure.",
    },
    {
      p: "Self-compassion is not letting yourself off. It means being honest about what went wrong while speaking to yourself like a good coach would: clearly, kindly, and with a plan. Other research has found that self-compassion after a failure can increase people's motivation to improve, not reduce it.",
    },
    { h: "A bad-day review in four questions" },
    {
      p: "Wait until the evening or the next day, when the sting has eased. Then take five minutes and write down short answers:",
    },
    {
      ul: [
        'What happened? Facts only, as a neutral camera would describe it: "Caught at second slip, driving at a wide ball in the third over."',
        "What was in my control? The shot choice, the preparation, the routine. Not the pitch, the umpire or the brilliant catch.",
        'What will I practise? One specific thing: "leave balls outside off in the first 20 balls, 30 reps in nets on Tuesday".',
        "What did I do well? There is almost always something: a good spell before the expensive over, a sharp run-out, good body language.",
      ],
    },
    {
      p: "Then close the notebook. The review is done; replaying it further will not add anything.",
    },
    { h: "Talk to yourself like a teammate" },
    {
      p: 'Imagine your best mate got out the way you did. You would not tell them they are hopeless. You might say: "Tough one, that ball was wide, we\'ll work on leaving it." Try saying that to yourself. It sounds simple because it is, and the research above suggests it is a skill that can be learned.',
    },
    { h: "Bad patches, not just bad days" },
    {
      p: "Sometimes it is a run of low scores or expensive spells. Keep doing the reviews, look for a pattern, and talk to your coach. Check the basics too: sleep, workload, whether you are carrying a niggle. A slump often has a cause off the field.",
    },
    {
      caution:
        "Feeling down after a loss is normal. If low mood lasts for weeks, or you stop enjoying things you usually love, talk to a parent, coach, teacher or doctor. Asking for help is a strength.",
    },
    { h: "For the coach" },
    {
      p: "The car ride home is not the time for a technical debrief. Let the player cool off, then ask the four questions together. Praise effort and good decisions that did not come off, so players keep making brave choices.",
    },
  ],
  sources: [
    {
      authors: "Mosewich AD, Crocker PRE, Kowalski KC, DeLongis A",
      year: 2013,
      title: "Applying self-compassion in sport: an intervention with women athletes",
      publication: "Journal of Sport and Exercise Psychology 35(5):514-524",
      url: "https://doi.org/10.1123/jsep.35.5.514",
    },
    {
      authors: "Mosewich AD, Kowalski KC, Sabiston CM, Sedgwick WA, Tracy JL",
      year: 2011,
      title: "Self-compassion: a potential resource for young women athletes",
      publication: "Journal of Sport and Exercise Psychology 33(1):103-123",
      url: "https://doi.org/10.1123/jsep.33.1.103",
    },
    {
      authors: "Breines JG, Chen S",
      year: 2012,
      title: "Self-compassion increases self-improvement motivation",
      publication: "Personality and Social Psychology Bulletin 38:1133",
      url: "https://doi.org/10.1177/0146167212445599",
    },
  ],
};

export default article;
