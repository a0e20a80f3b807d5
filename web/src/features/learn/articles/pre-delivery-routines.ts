import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "pre-delivery-routines",
  blocks: [
    {
      p: "Watch professional batters between balls and you will see the same small rituals again and again: a walk to square leg, a tap of the pad, a glove adjustment, a look at the field, the same stance every time. These are pre-delivery routines. Sport psychologist Aidan Moran defined a pre-performance routine as a sequence of task-relevant thoughts and actions that an athlete goes through systematically before performing a specific skill.",
    },
    { h: "What research has seen" },
    {
      p: "Researchers at Southampton Solent University analysed video of 22 professional first-class batters, 14 of them internationals, across 1,071 deliveries. They asked a simple question: do these batters actually have a consistent routine? Most did. The batters performed their own routine on about 64% of deliveries, and 18 of the 22 used it at least half the time. Even at the top level, routines were common but not perfect.",
    },
    {
      p: "A review of the research by Stewart Cotterill, who has worked with elite cricketers, concluded that routines are widely used and widely recommended, but that science is still working out exactly how they help and how best to teach them. So treat a routine as a practical tool with good support, built around you, rather than a formula.",
    },
    { h: "Routine or superstition?" },
    {
      p: "The difference is purpose. A routine contains things that prepare you for the next ball: a breath to settle, a check of the field, a cue word, a consistent stance. A superstition is a thing you do because you fear bad luck if you do not: the same socks, the right pad on first. Superstitions can become a source of stress (what if you forget?). If part of your routine exists only because of luck, you can let it go.",
    },
    { h: "Build a batting routine in five steps" },
    {
      ul: [
        "Release: after the ball, step away from the crease and breathe out slowly. Let the last ball go.",
        "Assess: glance at the field and think of one thing: the plan for this bowler, or a reminder about your technique.",
        "Reset: a physical cue of your choice (tap the bat, adjust the gloves, re-mark guard). Do it the same way every time.",
        'Ready: take your stance and say your cue word once. Keep it short and about what to do: "watch", "still", "late".',
        "Focus: eyes on the bowler's run-in, then narrow onto the hand at release.",
      ],
    },
    { h: "A bowling routine" },
    {
      ul: [
        "Walk back: breathe, settle, and decide on the next ball (line, length, type). One decision, not three.",
        "Turn at your mark: the same spot and the same turn every ball.",
        "Picture it: a one-second image of the ball hitting the spot you chose.",
        "Trigger and go: a bounce of the ball, a look at the target, then let the run-up flow.",
      ],
    },
    { h: "How to make it stick" },
    {
      ul: [
        "Write your routine down in a few words and keep it in your kit bag.",
        "Use it in every net session. Routines only work under pressure if they are automatic, and they become automatic through repetition.",
        "Keep it short enough to fit the time you have: a routine that needs 40 seconds will be rushed in a fast over-rate game.",
        "Review it after matches: when you got out or bowled a bad ball, had you skipped the routine?",
        "Adjust it slowly. Change one part at a time and give it a few weeks.",
      ],
    },
    { h: "For the coach" },
    {
      p: "Build the routine with the player instead of handing them yours. Researchers who study routines have argued that they should be developed with the athlete, not simply handed to them: a routine the player helped shape is one they understand and trust. Leave enough time between balls in nets for the routine to happen, and praise a good routine after a bad ball: that is when it matters most.",
    },
  ],
  sources: [
    {
      authors: "Kelly A, Mwaanga O, Stopforth M, Holder T",
      title: "Do elite male cricket batsmen exhibit pre-delivery behavioural routines?",
      publication: "Conference presentation, Southampton Solent University",
      url: "https://slideplayer.com/slide/13355006",
    },
    {
      authors: "Cotterill ST",
      year: 2010,
      title: "Pre-performance routines in sport: current understanding and future directions",
      publication: "International Review of Sport and Exercise Psychology 3(2):132-153",
      url: "https://www.researchgate.net/publication/233125559_Pre-performance_routines_in_sport_Current_understanding_and_future_directions",
    },
    {
      authors: "Cotterill ST, Sanders R, Collins D",
      year: 2010,
      title: "Developing effective pre-performance routines in golf: why don't we ask the golfer?",
      publication: "Journal of Applied Sport Psychology 22",
    },
    {
      authors: "Moran AP",
      year: 1996,
      title: "The Psychology of Concentration in Sport Performers: A Cognitive Analysis",
      publication: "Psychology Press (definition as quoted by UK Coaching)",
      url: "https://www.ukcoaching.org/resources/topics/guides/subscription/how-to-maximise-preparation-with-pre-performance-r",
    },
  ],
};

export default article;
