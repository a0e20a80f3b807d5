import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "sleep-and-recovery",
  blocks: [
    {
      p: "Training does not make you fitter. Recovering from training does. The session is the signal; the adaptation (stronger muscles, tougher tendons and bone, a sharper skill) happens in the hours and days afterwards, and a large part of it happens while you sleep. That makes sleep the cheapest performance tool a young cricketer has, and the one most often skipped.",
    },
    { h: "Less sleep, more injuries" },
    {
      p: "A study at a combined middle and high school in the United States asked 112 student athletes, aged 12 to 18, how much they slept, and compared their answers with the school's injury records. Of everything the researchers looked at (hours of training, number of sports, strength training, private coaching, enjoyment), hours of sleep was one of the two best predictors of injury. Athletes who slept less than eight hours a night on average were 1.7 times more likely to have been injured than those who slept eight hours or more.",
    },
    {
      p: "That study shows a link, not proof that short sleep causes injury: tired, busy students may differ in other ways too. But it fits what we know about sleep loss: slower reactions, worse mood and poorer decisions.",
    },
    { h: "More sleep, better performance" },
    {
      p: "At Stanford University, 11 players from the men's basketball team kept their normal sleep for two to four weeks, then tried to spend at least ten hours in bed each night for five to seven weeks. Measured by wrist monitors, they slept close to two hours more a night. By the end, their timed sprint had dropped from 16.2 to 15.5 seconds, their free throw and three-point shooting were both about 9% more accurate, reaction times were faster, and they reported feeling better in practice and games.",
    },
    {
      p: "It was a small study without a control group, so treat the exact numbers with care. The direction, though, is clear and matches other research: athletes who are short of sleep and then get more of it tend to perform better.",
    },
    { h: "How much is enough?" },
    {
      p: "Teenagers generally need more sleep than adults, and the injury study used eight hours as its line. If you wake up tired, need an alarm plus three snoozes, or crash on the sofa after school, you are probably short.",
    },
    { h: "A sleep routine that survives a cricket season" },
    {
      ul: [
        "Keep the same wake-up time on most days, including weekends, within about an hour. It anchors your body clock.",
        "Count back from your wake-up time to set a bedtime that gives you eight hours or more in bed asleep, not eight hours in bed on your phone.",
        "Screens off 30-60 minutes before bed, or at least out of reach. Messages and videos keep your brain switched on.",
        "Keep the room dark, cool and quiet. An eye mask helps on tour.",
        "No caffeine (energy drinks, cola, coffee) after lunch.",
        "After a night match, give yourself a wind-down: a shower, food, and a calm half hour, then sleep in a little if you can.",
        "A short nap of 20-30 minutes in the early afternoon can top you up on a heavy day, but not so late that it wrecks the night.",
      ],
    },
    { h: "Recovery is more than sleep" },
    {
      p: "Eat a proper meal with carbohydrate and protein within a couple of hours of training, drink to replace what you sweated, and respect the easy days in your plan. Your GameReady plan puts lighter weeks in on purpose; they are part of getting better, not a break from it.",
    },
    {
      caution:
        "If you regularly cannot fall asleep, wake often, snore heavily or feel exhausted despite enough time in bed, talk to a parent and your doctor. Ongoing poor sleep can have causes that need a professional to look at.",
    },
    { h: "For the coach" },
    {
      p: "Ask players how they slept, as routinely as you ask whether anything is sore. Late training sessions, early starts and tournament travel all eat into sleep; plan them with sleep in mind.",
    },
  ],
  sources: [
    {
      authors: "Milewski MD, Skaggs DL, Bishop GA, Pace JL, Ibrahim DA, Wren TAL, Barzdukas A",
      year: 2014,
      title: "Chronic lack of sleep is associated with increased sports injuries in adolescent athletes",
      publication: "Journal of Pediatric Orthopaedics 34(2):129-133",
      url: "https://doi.org/10.1097/BPO.0000000000000151",
    },
    {
      authors: "Mah CD, Mah KE, Kezirian EJ, Dement WC",
      year: 2011,
      title: "The effects of sleep extension on the athletic performance of collegiate basketball players",
      publication: "Sleep 34(7):943-950",
      url: "https://doi.org/10.5665/SLEEP.1132",
    },
  ],
};

export default article;
