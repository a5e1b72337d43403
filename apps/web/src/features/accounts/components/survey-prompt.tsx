import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSubdomain } from '@/lib/use-subdomain';
import { useSurveyStatus } from '../api/get-survey-status';
import './accounts.css';

export const SURVEY_TEXT = 'Complete your registration and unlock your 5 free U-COINs by answering this quick survey';

/** Until a survey exists, starting it closes the prompt for the rest of the browser session. */
const STARTED_KEY = 'storefront.survey-started';

/**
 * The coin merchant's survey prompt: shown to a signed-in customer whose survey_taken is false. It
 * cannot be dismissed by the backdrop or Escape. No survey exists yet, so its button opens My Profile.
 */
export default function SurveyPrompt() {
  const subdomain = useSubdomain();
  const survey = useSurveyStatus(true);
  const [started, setStarted] = useState(() => sessionStorage.getItem(STARTED_KEY) === '1');
  const open = survey.data === false && !started;
  const start = () => {
    sessionStorage.setItem(STARTED_KEY, '1');
    setStarted(true);
  };
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="account-overlay" />
        <Dialog.Content
          className="account-dialog"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
        >
          <Dialog.Title className="account-dialog__title">Welcome!</Dialog.Title>
          <Dialog.Description className="account-dialog__text">{SURVEY_TEXT}</Dialog.Description>
          <Link to={paths.myProfile(subdomain)} className="btn btn-primary btn-block" onClick={start}>
            Start the survey
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
