import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "handling-pressure-and-nerves",
  blocks: [
    {
      p: "Your heart is thumping, your hands feel sweaty and your stomach is somewhere near your boots. It is the last over, or your first game for a new team, or a selection trial. Almost every cricketer who has ever played knows the feeling. The useful question is not how to make it disappear, but what to do with it.",
    },
    { h: 'Why "calm down" rarely works' },
    {
      p: 'Alison Wood Brooks, a researcher at Harvard Business School, asked people what they thought was the best way to deal with nerves before a performance. An overwhelming majority said: try to calm down. Then she tested it in experiments with karaoke singing, public speaking and maths tests. People who told themselves "I am excited" felt more excited, saw the task more as an opportunity than a threat, and performed better than people who told themselves to calm down.',
    },
    {
      p: "Her explanation: nerves and excitement feel almost the same in the body. Both come with a fast heart rate and high energy. Going from that state to calm is a big jump, and it usually fails. Relabelling the same feeling as excitement is a small step, and it points your energy forwards. These were not cricket experiments, but the idea is simple to try at the crease or at the top of your mark.",
    },
    { h: "Your body is getting ready" },
    {
      p: 'The racing heart and quick breathing are your body preparing to act: more blood to the muscles, more alertness. That is useful for a fast bowler\'s last over or a sprint for a run-out. Say it to yourself: "This is my body getting ready." It turns a warning signal into a helpful one.',
    },
    { h: "A pressure plan for big moments" },
    {
      ul: [
        'Name it: "I\'m excited" or "I\'m ready", said to yourself, even if it feels odd at first.',
        "Breathe out long: a slow breath out, longer than the breath in, settles shaking hands without killing your energy.",
        'Shrink the task: not "win the match" but "this ball". Not "get 30 runs" but "watch the ball out of the hand".',
        "Use your routine: the same pre-delivery routine you use every ball. Under pressure it is something familiar to hold on to.",
        'Pick one cue word about what to do ("full and straight", "still head"), not what to avoid. "Don\'t bowl a wide" puts a wide in your head.',
        "Decide, then commit: a clear plan played with full commitment beats a perfect plan played half-heartedly.",
      ],
    },
    { h: "Practise under pressure" },
    {
      p: "Pressure is easier when it is familiar. Put some into training: last-over scenarios with a target, a scoreboard and a consequence (the losing team packs the kit away); fielding drills where a drop costs the group; batting where getting out means leaving the net. Keep it playful, but make it matter a little. You will learn how you react and what helps.",
    },
    { h: "After the moment" },
    {
      p: "Win or lose, take two minutes later to note what you felt, what you did and what you would keep. Pressure moments are where the biggest lessons are, and you will face the same situation again.",
    },
    {
      caution:
        "Nerves before games are normal. If worry about cricket stops you sleeping or eating, makes you dread playing, or spills into the rest of your life, talk to a parent, coach or doctor. Support from a psychologist is a normal part of sport at every level.",
    },
    { h: "For the coach" },
    {
      p: 'Avoid telling a nervous player to "just relax". Try "that\'s your body getting ready, use it", and give them one clear job for the next ball.',
    },
  ],
  sources: [
    {
      authors: "Brooks AW",
      year: 2014,
      title: "Get excited: reappraising pre-performance anxiety as excitement",
      publication: "Journal of Experimental Psychology: General 143(3):1144-1158",
      url: "https://doi.org/10.1037/a0035325",
    },
    {
      authors: "Hatzigeorgiadis A, Zourbanos N, Galanis E, Theodorakis Y",
      year: 2011,
      title: "Self-talk and sports performance: a meta-analysis",
      publication: "Perspectives on Psychological Science 6(4):348-356",
      url: "https://doi.org/10.1177/1745691611413136",
    },
  ],
};

export default article;
