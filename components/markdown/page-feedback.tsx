import type { RouteData } from '@/lib/site/types';
import { CONTROLS, pageFeedbackAttributes } from '@/lib/shared/controls';

/**
 * Yes and No are radio buttons and CSS shows the follow-up, so the first press needs no script. The inline button
 * script (lib/browser/head-scripts/button-controls.ts) sends each answer as an event (lib/shared/controls.ts names it).
 */
export function PageFeedback({ feedback }: { feedback: NonNullable<RouteData['feedback']> }) {
  const link = (text: string) =>
    feedback.issueUrl ? (
      <a href={feedback.issueUrl} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : null;
  return (
    <section className="page-feedback" aria-labelledby="page-feedback-question" {...pageFeedbackAttributes(feedback)}>
      <div className="page-feedback__question" role="radiogroup" aria-labelledby="page-feedback-question">
        <span id="page-feedback-question">Was this page helpful?</span>
        <input
          type="radio"
          className="page-feedback__radio"
          id="page-feedback-yes"
          name="page-feedback"
          value={CONTROLS.feedback.helpful}
        />
        <label htmlFor="page-feedback-yes" className="page-feedback__choice">
          Yes
        </label>
        <input type="radio" className="page-feedback__radio" id="page-feedback-no" name="page-feedback" value="no" />
        <label htmlFor="page-feedback-no" className="page-feedback__choice">
          No
        </label>
      </div>
      <div aria-live="polite">
        <p className="page-feedback__answer page-feedback__answer--yes">
          Thank you. {link('Tell us what could still be better')}
        </p>
        <p className="page-feedback__answer page-feedback__answer--no">
          Sorry this page did not help. {link('Tell us what is wrong or missing')}
          {feedback.issueUrl ? ' in a new issue: the page is filled in for you.' : null}
        </p>
      </div>
    </section>
  );
}
