import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useSurveyStatus } from '../api/get-survey-status';
import { type SurveyResult, useMarkSurveyTaken } from '../api/submit-survey';
import { SURVEY_TEXT } from '../survey-words';
import { SurveyForm } from './survey-form';
import './accounts.css';
import './survey.css';

/**
 * The coin merchant's survey prompt (spec §2, §9; issue 19): open for a signed-in customer whose
 * survey_taken is false while the merchant has a survey. It cannot be dismissed by the backdrop or
 * Escape: the way out is answering. Then it shows the server's message ('Thank you! 5 free U-COINs are
 * now yours.') with Continue, which closes it; `onAnswered` lets the app refresh the points balance.
 */
export default function SurveyPrompt({ onAnswered }: { onAnswered?: (result: SurveyResult) => void }) {
  const status = useSurveyStatus(true);
  const [result, setResult] = useState<SurveyResult | null>(null);
  const [closed, setClosed] = useState(false);
  const survey = status.data?.survey_taken === false ? status.data.survey : null;
  const open = !closed && (result !== null || survey !== null);
  const contentRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const markSurveyTaken = useMarkSurveyTaken();

  // The form is gone once answered: focus moves to Continue rather than being lost with it.
  useEffect(() => {
    if (result) continueRef.current?.focus();
  }, [result]);

  const answered = (r: SurveyResult) => {
    setResult(r);
    markSurveyTaken();
    onAnswered?.(r);
  };

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="account-overlay" />
        <Dialog.Content
          ref={contentRef}
          className="account-dialog survey-dialog"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          // Start at the top, with the title and the prompt, rather than on the first option.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            contentRef.current?.focus();
          }}
        >
          {result ? (
            <>
              <Dialog.Title className="account-dialog__title">Survey complete</Dialog.Title>
              <Dialog.Description className="survey-dialog__done" role="status">
                {result.message}
              </Dialog.Description>
              <button
                ref={continueRef}
                type="button"
                className="btn btn-primary btn-block"
                onClick={() => setClosed(true)}
              >
                Continue
              </button>
            </>
          ) : (
            survey && (
              <>
                <Dialog.Title className="account-dialog__title">{survey.title}</Dialog.Title>
                <Dialog.Description className="account-dialog__text">{SURVEY_TEXT}</Dialog.Description>
                <SurveyForm survey={survey} onAnswered={answered} />
              </>
            )
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
