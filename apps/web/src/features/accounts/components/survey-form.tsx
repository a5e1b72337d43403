import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert, formErrors } from '@/components/fields';
import type { Survey, SurveyQuestion } from '../api/get-survey-status';
import { type SurveyAnswers, type SurveyResult, useSubmitSurvey } from '../api/submit-survey';
import { SURVEY_REQUIRED_MESSAGE, SURVEY_TEXT_ANSWER_MAX } from '../survey-words';

type Answer = string | string[];

/** What the customer gave: a choice, the choices ticked, or trimmed text; unanswered questions left out. */
export function answersToSend(questions: readonly SurveyQuestion[], values: Record<string, Answer>): SurveyAnswers {
  const out: SurveyAnswers = {};
  for (const q of questions) {
    const value = values[q.key];
    if (Array.isArray(value)) {
      // In the order the options are offered, whatever order they were ticked in.
      const ticked = q.options.filter((option) => value.includes(option));
      if (ticked.length) out[q.key] = ticked;
    } else if (value?.trim()) out[q.key] = value.trim();
  }
  return out;
}

/** Required questions the answers leave out, each with the contract's message. */
export function missingAnswers(questions: readonly SurveyQuestion[], answers: SurveyAnswers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questions) if (q.required && !(q.key in answers)) errors[q.key] = SURVEY_REQUIRED_MESSAGE;
  return errors;
}

/**
 * The survey's questions (from the status call): one option (radio group), several (checkboxes) or a
 * few words (textarea), required ones marked. Submit checks the required ones first, then sends; the
 * server's messages (422 on `answers.<key>`) go under their question, anything else above Submit.
 * With a message showing, focus goes to the first question that has one.
 */
export function SurveyForm({ survey, onAnswered }: { survey: Survey; onAnswered: (result: SurveyResult) => void }) {
  const [values, setValues] = useState<Record<string, Answer>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmitSurvey();
  const keys = survey.questions.map((q) => q.key);
  const anyRequired = survey.questions.some((q) => q.required);

  useEffect(() => {
    if (focusTick)
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"] input, textarea[aria-invalid="true"]')
        ?.focus();
  }, [focusTick]);

  const set = (key: string, value: Answer) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const answers = answersToSend(survey.questions, values);
    const missing = missingAnswers(survey.questions, answers);
    setFormError(null);
    if (Object.keys(missing).length) {
      setErrors(missing);
      setFocusTick((n) => n + 1);
      return;
    }
    setErrors({});
    submit.mutate(answers, {
      onSuccess: onAnswered,
      onError: (error) => {
        const aliases = Object.fromEntries(keys.map((key) => [`answers.${key}`, key]));
        const { fields, form } = formErrors(error, keys, aliases);
        setErrors(fields);
        setFormError(form);
        if (Object.keys(fields).length) setFocusTick((n) => n + 1);
      },
    });
  };

  return (
    <form ref={formRef} className="survey-form" onSubmit={onSubmit} noValidate>
      {anyRequired && (
        <p className="survey-form__note">
          Questions marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with a star</span> are required.
        </p>
      )}
      {survey.questions.map((q) => (
        <Question
          key={q.key}
          question={q}
          value={values[q.key]}
          error={errors[q.key]}
          onChange={(value) => set(q.key, value)}
        />
      ))}
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting…' : 'Submit'}
      </button>
    </form>
  );
}

function RequiredMark() {
  return (
    <>
      <span className="survey-q__required" aria-hidden="true">
        {' '}
        *
      </span>
      <span className="visually-hidden"> (required)</span>
    </>
  );
}

function Question({
  question: q,
  value,
  error,
  onChange,
}: {
  question: SurveyQuestion;
  value: Answer | undefined;
  error: string | undefined;
  onChange: (value: Answer) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const message = error && (
    <p id={errorId} className="field__error">
      {error}
    </p>
  );

  if (q.type === 'text') {
    const text = typeof value === 'string' ? value : '';
    return (
      <div className="survey-q">
        <label htmlFor={id} className="survey-q__label">
          {q.label}
          {q.required && <RequiredMark />}
        </label>
        <textarea
          id={id}
          className="field__input survey-q__text"
          rows={3}
          maxLength={SURVEY_TEXT_ANSWER_MAX}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        {message}
      </div>
    );
  }

  const multiple = q.type === 'multiple_choice';
  const ticked = Array.isArray(value) ? value : [];
  return (
    <fieldset
      className="survey-q"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="survey-q__label">
        {q.label}
        {q.required && <RequiredMark />}
        {multiple && <span className="survey-q__hint"> (choose all that apply)</span>}
      </legend>
      <div className="survey-q__options">
        {q.options.map((option) => (
          <label key={option} className="survey-option">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              value={option}
              checked={multiple ? ticked.includes(option) : value === option}
              onChange={(e) => {
                if (!multiple) onChange(option);
                else onChange(e.currentTarget.checked ? [...ticked, option] : ticked.filter((o) => o !== option));
              }}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {message}
    </fieldset>
  );
}
