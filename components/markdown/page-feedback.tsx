import type { RouteData } from '@/lib/build/route-data';

/**
 * "Was this page helpful?" at the end of a guide or an API page. Yes and No are radio buttons, and CSS shows the
 * answer's follow-up (page-feedback.css), so the first press works with no script at all; the follow-up
 * links to a new issue filled in with the page's address, title and version. The page's inline button script sends
 * each answer to the page as a `docs:page-feedback` event, for a site owner's analytics
 * (lib/build/outputs/head-scripts/button-controls.ts).
 */
export function PageFeedback({ feedback }: { feedback: NonNullable<RouteData['feedback']> }) {
  const link = (text: string) =>
    feedback.issueUrl ? (
      <a href={feedback.issueUrl} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : null;
  return (
    <section
      className="page-feedback"
      aria-labelledby="page-feedback-question"
      data-page-feedback=""
      data-title={feedback.title}
      data-version={feedback.version}
    >
      <div className="page-feedback__question" role="radiogroup" aria-labelledby="page-feedback-question">
        <span id="page-feedback-question">Was this page helpful?</span>
        <input type="radio" className="page-feedback__radio" id="page-feedback-yes" name="page-feedback" value="yes" />
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
