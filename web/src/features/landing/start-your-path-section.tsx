import { PathSteps } from "./path-steps.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { SportsSelection } from "./sports-selection.tsx";

export function StartYourPathSection() {
  return (
    <section id="start-your-path" aria-labelledby="start-your-path-title" className="relative scroll-mt-24">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(40rem_24rem_at_50%_0%,rgb(139_92_246/0.16),transparent_70%)]"
      />
      <div className="mx-auto max-w-7xl px-4 pb-4 pt-20 sm:px-6 lg:px-8 lg:pb-6 lg:pt-28">
        <SectionHeading id="start-your-path-title" eyebrow="Three steps" title="Start Your Path">
          From where you are today to game ready: pick a sport, answer a questionnaire, get a custom plan.
        </SectionHeading>
        <PathSteps />
        <SportsSelection />
      </div>
    </section>
  );
}
