import { NOTES_MAX_LENGTH } from '@storefront/domain/cart-rules';
import { useId } from 'react';

/** The optional notes for the store, with the characters used out of the limit. */
export function ProductNotes({ notes, onChange }: { notes: string; onChange: (notes: string) => void }) {
  const notesId = useId();
  return (
    <div className="option-group">
      <label htmlFor={notesId} className="option-group__legend">
        Notes
        <span className="option-group__hint">Optional</span>
      </label>
      <textarea
        id={notesId}
        className="notes"
        rows={3}
        maxLength={NOTES_MAX_LENGTH}
        placeholder="Anything the store should know?"
        value={notes}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="notes__count" aria-live="off">
        {notes.length}/{NOTES_MAX_LENGTH}
      </p>
    </div>
  );
}
