import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "hydration-in-the-heat",
  blocks: [
    {
      p: "A day in the field in summer can mean six hours in the sun in long clothes, with pads, a helmet or a keeper's gloves on top. You sweat all day, and unlike most sports there is no half-time every 45 minutes. Getting fluids right keeps your legs, your concentration and your skills working into the last session.",
    },
    { h: "How much loss starts to hurt" },
    {
      p: "The American College of Sports Medicine's position stand on fluid replacement sets the goal of drinking during exercise to avoid losing more than about 2% of body weight from a water deficit, because beyond that, performance can suffer. For a 60 kg player that is 1.2 kg, which is 1.2 litres of sweat not replaced. On a hot day that can happen in a session.",
    },
    {
      p: "The same experts warn just as clearly about the opposite: drinking much more than you sweat. Overdrinking, especially large amounts of plain water over many hours, can dilute the sodium in your blood, which is dangerous. The aim is to replace what you lose, not to drink as much as possible.",
    },
    { h: "Find your own sweat rate" },
    {
      p: "Sweat rates vary a lot between people, so both the ACSM and the US National Athletic Trainers' Association recommend working out your own. You need a bathroom scale and one training session:",
    },
    {
      ul: [
        "Go to the toilet, then weigh yourself in minimal clothing before the session.",
        "Train as normal and note how much you drink (a marked bottle helps).",
        "Towel off and weigh yourself again straight after, before eating or drinking.",
        "Weight lost plus what you drank is roughly what you sweated: 1 kg is about 1 litre.",
        "Divide by the hours you trained for an hourly sweat rate. Do it on a hot day and a mild day; they will differ.",
      ],
    },
    {
      p: "If you lost more than 2% of your weight, plan to drink more next time. If you gained weight, you drank more than you needed.",
    },
    { h: "A hot match day plan" },
    {
      ul: [
        "Start hydrated: drink normally the day before and have a drink with breakfast. Pale yellow urine is a simple sign you are on track.",
        "Use every drinks break and the time between overs at fine leg: small, regular amounts beat a huge gulp at lunch.",
        "On long, very sweaty days, a sports drink or salty food helps replace the salt you lose, not just the water.",
        "Batters: drink at every break in an innings, even when you feel fine. Thirst arrives late when you are concentrating.",
        "Fast bowlers and keepers usually sweat most: check your own numbers.",
        "After play, keep drinking with your meal to make up the rest of the deficit.",
      ],
    },
    { h: "Beat the heat, not just the thirst" },
    {
      p: "Wear a hat in the field, use shade at breaks, and cool down with cold towels or ice in the sheds. Your body gets used to heat gradually, so the first hot days of a season, or a tour somewhere hotter than home, are the ones to be most careful with.",
    },
    {
      caution:
        "Dizziness, headache, confusion, feeling sick, stopping sweating, or a player acting strangely in the heat are warning signs of heat illness. Stop, get into the shade, cool down and get help from a first aider or medical professional straight away. In an emergency call your local emergency number.",
    },
    { h: "For the coach" },
    {
      p: "Make water available at every fielding position's break, schedule drinks in heat rather than waiting to be asked, and run the sweat-rate test as a team exercise once a season. Players learn their numbers and remember them.",
    },
  ],
  sources: [
    {
      authors: "Sawka MN, Burke LM, Eichner ER, Maughan RJ, Montain SJ, Stachenfeld NS",
      year: 2007,
      title: "American College of Sports Medicine position stand: Exercise and fluid replacement",
      publication: "Medicine & Science in Sports & Exercise 39(2):377-390",
      url: "https://doi.org/10.1249/mss.0b013e31802ca597",
    },
    {
      authors: "National Athletic Trainers' Association",
      year: 2017,
      title: "National Athletic Trainers' Association position statement: Fluid replacement for the physically active",
      publication: "Journal of Athletic Training 52(9):877-895",
      url: "https://meridian.allenpress.com/jat/article/52/9/877/191439/National-Athletic-Trainers-Association-Position",
    },
  ],
};

export default article;
